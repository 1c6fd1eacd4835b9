import {
  TEACH_JOB_STATUSES,
  type TeachJob,
  type TeachJobEvent,
  type TeachJobStatus,
  type TrainingRow,
} from '@ainize/core';
import type { Db } from '../store/store.js';

/** The SQL behind lessons and their event logs; nothing else in the node reads `teach_jobs`. */

/** What the node keeps about a lesson beyond what the API shows. */
export interface JobWork {
  /** The rows the lesson considers, in dataset order, and their dataset indexes. */
  rows: TrainingRow[];
  indexes: number[];
  force: boolean;
  useAlt: boolean;
  maxSteps: number;
  /** Indexes (into `rows`) the preflight left to train. */
  trained: number[];
  /** The knowledge's benchmark once READY: what the teacher signs over and the verifiers re-run. */
  benchmark_hash: string | null;
}

export interface JobRecord {
  job: TeachJob;
  work: JobWork;
  owner: string;
  visitor: string;
}

/** States in which a lesson holds the trainer (or waits for it): the pipeline up to its first outcome. */
export const ACTIVE_STATES: readonly TeachJobStatus[] = TEACH_JOB_STATUSES.slice(
  0,
  TEACH_JOB_STATUSES.indexOf('READY'),
);
/** States a lesson can be in only while the trainer runs it; a restart finds them interrupted. */
export const RUNNING_STATES: readonly TeachJobStatus[] = ACTIVE_STATES.filter((s) => s !== 'QUEUED');

const inList = (states: readonly string[]) => `(${states.map((s) => `'${s}'`).join(',')})`;

interface Row {
  id: string;
  owner: string;
  visitor: string;
  job: string;
  work: string;
}

export function jobRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO teach_jobs (id, owner, visitor, status, dataset_id, rows, job, work, created_at, updated_at)
     VALUES (@id, @owner, @visitor, @status, @dataset_id, @rows, @job, @work, @created_at, @updated_at)`,
  );
  const update = db.prepare(
    `UPDATE teach_jobs SET status = @status, job = @job, work = @work, updated_at = @updated_at,
       duration_ms = COALESCE(@duration_ms, duration_ms) WHERE id = @id`,
  );
  const byId = db.prepare<[string], Row>('SELECT id, owner, visitor, job, work FROM teach_jobs WHERE id = ?');
  const byOwner = db.prepare<[string], Row>(
    'SELECT id, owner, visitor, job, work FROM teach_jobs WHERE owner = ? ORDER BY created_at DESC, id',
  );
  const byStatus = db.prepare<[], Row>(
    `SELECT id, owner, visitor, job, work FROM teach_jobs WHERE status IN ${inList(ACTIVE_STATES)}
     ORDER BY created_at, id`,
  );
  const allJobs = db.prepare<[], Row>('SELECT id, owner, visitor, job, work FROM teach_jobs ORDER BY created_at DESC');
  const claim = db.prepare(
    `UPDATE teach_jobs SET status = @status, runner = @runner, job = @job, work = @work, updated_at = @updated_at
     WHERE id = @id AND status = 'QUEUED'`,
  );
  const interrupted = db.prepare<[], Row & { runner: string | null }>(
    `SELECT id, owner, visitor, job, work, runner FROM teach_jobs WHERE status IN ${inList(RUNNING_STATES)}`,
  );
  const chargedByOwner = db.prepare<[string, number], { count: number; rows: number | null }>(
    'SELECT COUNT(*) AS count, SUM(rows) AS rows FROM teach_jobs WHERE owner = ? AND created_at > ?',
  );
  const chargedByVisitor = db.prepare<[string, number], { count: number; rows: number | null }>(
    'SELECT COUNT(*) AS count, SUM(rows) AS rows FROM teach_jobs WHERE visitor = ? AND created_at > ?',
  );
  const activeByOwner = db.prepare<[string], { count: number }>(
    `SELECT COUNT(*) AS count FROM teach_jobs WHERE owner = ? AND status IN ${inList(ACTIVE_STATES)}`,
  );
  const queue = db.prepare<[], { depth: number; rows: number | null }>(
    `SELECT COUNT(*) AS depth, SUM(rows) AS rows FROM teach_jobs WHERE status IN ${inList(ACTIVE_STATES)}`,
  );
  const durations = db.prepare<[], { duration_ms: number; rows: number }>(
    `SELECT duration_ms, rows FROM teach_jobs WHERE duration_ms IS NOT NULL ORDER BY updated_at DESC LIMIT 100`,
  );
  const lastSeq = db.prepare<[string], { seq: number | null }>(
    'SELECT MAX(seq) AS seq FROM teach_job_events WHERE job_id = ?',
  );
  const insertEvent = db.prepare(
    'INSERT INTO teach_job_events (job_id, seq, ts, level, message, data) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const events = db.prepare<
    [string, number, number],
    { seq: number; ts: number; level: string; message: string; data: string | null }
  >('SELECT seq, ts, level, message, data FROM teach_job_events WHERE job_id = ? AND seq > ? ORDER BY seq LIMIT ?');

  const record = (row: Row): JobRecord => ({
    job: JSON.parse(row.job) as TeachJob,
    work: JSON.parse(row.work) as JobWork,
    owner: row.owner,
    visitor: row.visitor,
  });

  return {
    insert(r: JobRecord, datasetId: string | null, rows: number, at: number): void {
      insert.run({
        id: r.job.id,
        owner: r.owner,
        visitor: r.visitor,
        status: r.job.status,
        dataset_id: datasetId,
        rows,
        job: JSON.stringify(r.job),
        work: JSON.stringify(r.work),
        created_at: at,
        updated_at: at,
      });
    },
    save(r: JobRecord, at: number, durationMs: number | null = null): void {
      update.run({
        id: r.job.id,
        status: r.job.status,
        job: JSON.stringify(r.job),
        work: JSON.stringify(r.work),
        updated_at: at,
        duration_ms: durationMs,
      });
    },
    get(id: string): JobRecord | undefined {
      const row = byId.get(id);
      return row && record(row);
    },
    listByOwner(owner: string): JobRecord[] {
      return byOwner.all(owner).map(record);
    },
    listAll(): JobRecord[] {
      return allJobs.all().map(record);
    },
    /** Waiting or running lessons, oldest first: the queue in the order the trainer takes it. */
    active(): JobRecord[] {
      return byStatus.all().map(record);
    },
    /**
     * Takes a waiting lesson for `runner`, writing it in its new state; false when it is no longer waiting (another
     * process took it, or its owner cancelled it). The one place a lesson leaves the queue, so it runs once.
     */
    claim(r: JobRecord, runner: string, at: number): boolean {
      const row = {
        id: r.job.id,
        status: r.job.status,
        runner,
        job: JSON.stringify(r.job),
        work: JSON.stringify(r.work),
      };
      return claim.run({ ...row, updated_at: at }).changes === 1;
    },
    /** Running lessons whose runner is not `alive` any more (a stopped or killed process). */
    interrupted(alive: (runner: string) => boolean): JobRecord[] {
      return interrupted
        .all()
        .filter((row) => row.runner === null || !alive(row.runner))
        .map(record);
    },
    /** Lessons (and their rows) charged to a key, or to an address, since `since`. */
    chargedTo(who: { owner: string } | { visitor: string }, since: number): { count: number; rows: number } {
      const r = 'owner' in who ? chargedByOwner.get(who.owner, since) : chargedByVisitor.get(who.visitor, since);
      return { count: r?.count ?? 0, rows: r?.rows ?? 0 };
    },
    activeCount(owner: string): number {
      return activeByOwner.get(owner)?.count ?? 0;
    },
    queue(): { depth: number; rows: number } {
      const r = queue.get();
      return { depth: r?.depth ?? 0, rows: r?.rows ?? 0 };
    },
    /** Wall times of finished lessons (submit → READY / NEEDS_MORE), newest first. */
    durations(): { duration_ms: number; rows: number }[] {
      return durations.all();
    },
    addEvent(jobId: string, at: number, level: TeachJobEvent['level'], message: string, data: unknown = null): void {
      const seq = (lastSeq.get(jobId)?.seq ?? 0) + 1;
      insertEvent.run(jobId, seq, at, level, message, data === null ? null : JSON.stringify(data));
    },
    events(jobId: string, since: number, limit: number): TeachJobEvent[] {
      return events.all(jobId, since, limit).map((e) => ({
        seq: e.seq,
        ts: new Date(e.ts).toISOString(),
        level: e.level as TeachJobEvent['level'],
        message: e.message,
        data: e.data === null ? null : (JSON.parse(e.data) as Record<string, unknown>),
      }));
    },
  };
}

export type JobRepo = ReturnType<typeof jobRepo>;
