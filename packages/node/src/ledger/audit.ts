import type { LedgerProblem } from '@ainize/core';
import type { Db } from '../store/store.js';
import type { LedgerRepo, StoredRecord } from './repo.js';
import { TimeSlice, yieldToLoop } from './time-slice.js';
import { type VerifyPool, VerifyWorkerError, verifyItemOf } from './verify-pool.js';
import {
  type AuditRun,
  type FinishedAudit,
  MAX_REPORTED_PROBLEMS,
  type RecordVerdict,
  chainChecker,
} from './verify.js';

/** Records read per query during a re-scan; small, so a slice can stop close to its time budget. */
const READ_BATCH = 16;
/**
 * Records per task sent to the verify pool (~20 ms of a worker's time): enough to make the message cheap beside
 * the checks, few enough that reading a task's rows holds the event loop well under a slice.
 */
const POOL_TASK = 64;
/** Tasks in flight per worker: the next is queued while one is checked, so no worker waits on the main thread. */
const TASKS_PER_WORKER = 2;

interface Run extends AuditRun {
  check: ReturnType<typeof chainChecker>;
  problems: LedgerProblem[];
  problemsTotal: number;
}

export interface AuditFindings {
  last: FinishedAudit | null;
  problems: LedgerProblem[];
  problemsTotal: number;
}

export interface LedgerAudit {
  /**
   * Re-scans every record now on this thread, holding the event loop until done: for tests and commands, not for
   * requests. The reference the pooled re-scan is tested against.
   */
  runNow(): void;
  /**
   * Re-scans every record now with the signature checks spread over the verify pool (this thread alone without
   * one). Rejects with a {@link VerifyWorkerError} when a worker dies; the last finished re-scan then stands.
   */
  runInPool(): Promise<void>;
  /** Starts a re-scan in the background (on the pool if there is one) unless one is under way; false if one was. */
  start(): boolean;
  /** Why the last background re-scan stopped without finishing (a worker died); null once one finishes. */
  failure(): string | null;
  running(): AuditRun | null;
  /** What the last finished re-scan found (kept in the store, so a restart does not forget it). */
  findings(): AuditFindings;
  /** Changes whenever the findings or the progress do, so a cached report knows it is stale. */
  version(): number;
}

interface AuditRow {
  started_at: string;
  finished_at: string;
  through_seq: number;
  scanned: number;
  problems: string;
  problems_total: number;
}

/**
 * The full re-scan. It costs a signature check per record (~33 s at 100k on one thread of a small machine), which is
 * why a request never triggers one by itself: the operator asks, and it runs in the background while the node keeps
 * serving — on the verify pool's worker threads when there is one, else in slices of this thread.
 */
export function openAudit(
  db: Db,
  repo: LedgerRepo,
  now: () => Date = () => new Date(),
  pool: VerifyPool | null = null,
): LedgerAudit {
  const save = db.prepare(
    `INSERT INTO ledger_audit (id, started_at, finished_at, through_seq, scanned, problems, problems_total)
     VALUES (1, @started_at, @finished_at, @through_seq, @scanned, @problems, @problems_total)
     ON CONFLICT (id) DO UPDATE SET started_at = excluded.started_at, finished_at = excluded.finished_at,
       through_seq = excluded.through_seq, scanned = excluded.scanned, problems = excluded.problems,
       problems_total = excluded.problems_total`,
  );
  const load = db.prepare('SELECT * FROM ledger_audit WHERE id = 1');
  let run: Run | undefined;
  let version = 0;
  let failure: string | null = null;

  const begin = (): Run => ({
    started_at: now().toISOString(),
    scanned: 0,
    through_seq: 0,
    check: chainChecker(),
    problems: [],
    problemsTotal: 0,
  });

  /** Re-checks records until the slice is over or none are left; true when the scan reached the newest record. */
  function step(r: Run, slice: TimeSlice | null): boolean {
    for (;;) {
      const batch = repo.scanAfter(r.through_seq, READ_BATCH);
      consume(r, batch);
      if (batch.length < READ_BATCH) return true;
      if (slice?.over) return false;
    }
  }

  /**
   * Checks one batch in seq order into the run: each record's links, and its own checks unless a worker's `verdicts`
   * (one per record, in order) already hold them.
   */
  function consume(r: Run, batch: readonly StoredRecord[], verdicts?: readonly RecordVerdict[]): void {
    if (verdicts && verdicts.length !== batch.length)
      throw new VerifyWorkerError(`a ledger verify worker answered ${verdicts.length} verdicts for ${batch.length}`);
    batch.forEach((stored, i) => {
      for (const problem of r.check(stored, verdicts?.[i])) {
        r.problemsTotal++;
        if (r.problems.length < MAX_REPORTED_PROBLEMS)
          r.problems.push({ seq: stored.record.seq, id: stored.record.id, problem });
      }
      r.scanned++;
      r.through_seq = stored.record.seq;
    });
    version++;
  }

  /**
   * Re-checks every record with the per-record checks on the pool: tasks are read ahead, so the workers stay busy,
   * and their verdicts are consumed strictly in seq order, so chain links see exactly what the single-thread path
   * sees. The event loop is free while workers check; the main thread's share (reading rows, linking) is a few
   * per cent. False when the run was replaced (a `runNow` took over) before the end.
   */
  async function stepPooled(r: Run, verifyPool: VerifyPool): Promise<boolean> {
    const inFlight: { batch: StoredRecord[]; verdicts: Promise<RecordVerdict[]> }[] = [];
    let readThrough = r.through_seq;
    let more = true;
    while (run === r) {
      while (more && inFlight.length < verifyPool.size * TASKS_PER_WORKER) {
        const batch = repo.scanAfter(readThrough, POOL_TASK);
        more = batch.length === POOL_TASK;
        const last = batch.at(-1);
        if (!last) break;
        readThrough = last.record.seq;
        const verdicts = verifyPool.verify(batch.map(verifyItemOf));
        // Awaited below, in order; this only keeps a failure of a task not yet awaited from going unhandled.
        verdicts.catch(() => undefined);
        inFlight.push({ batch, verdicts });
      }
      const next = inFlight.shift();
      if (!next) return true;
      consume(r, next.batch, await next.verdicts);
    }
    return false;
  }

  function finish(r: Run): void {
    const { started_at, through_seq, scanned } = r;
    save.run({
      started_at,
      finished_at: now().toISOString(),
      through_seq,
      scanned,
      problems: JSON.stringify(r.problems),
      problems_total: r.problemsTotal,
    });
    if (run === r) run = undefined;
    failure = null;
    version++;
  }

  /** A run that cannot go on: the last finished re-scan still stands, and a dead worker is remembered as why. */
  function abandon(r: Run, err: unknown): void {
    if (err instanceof VerifyWorkerError) failure = err.message;
    if (run === r) run = undefined;
    version++;
  }

  function runNow(): void {
    const r = begin();
    run = r;
    step(r, null);
    finish(r);
  }

  async function inSlices(r: Run): Promise<void> {
    const slice = new TimeSlice();
    try {
      if (pool) {
        if (await stepPooled(r, pool)) finish(r);
        return;
      }
      while (run === r && !step(r, slice)) await slice.pause();
      if (run === r) finish(r);
    } catch (err) {
      // A worker died, or the store or pool was closed under it (the node stopping).
      abandon(r, err);
    }
  }

  return {
    runNow,
    async runInPool() {
      if (!pool) return runNow();
      const r = begin();
      run = r;
      try {
        if (await stepPooled(r, pool)) finish(r);
      } catch (err) {
        abandon(r, err);
        throw err;
      }
    },
    start() {
      if (run) return false;
      const r = begin();
      run = r;
      // A report cached before the start must show the run now, not the idle state it was built in.
      version++;
      // The first slice waits a turn, so the request that asked is answered before the work starts.
      void yieldToLoop().then(() => inSlices(r));
      return true;
    },
    failure: () => failure,
    running: () => (run ? { started_at: run.started_at, scanned: run.scanned, through_seq: run.through_seq } : null),
    findings() {
      const row = load.get() as AuditRow | undefined;
      if (!row) return { last: null, problems: [], problemsTotal: 0 };
      const { started_at, finished_at, through_seq, scanned } = row;
      return {
        last: { started_at, finished_at, through_seq, scanned },
        problems: JSON.parse(row.problems) as LedgerProblem[],
        problemsTotal: row.problems_total,
      };
    },
    version: () => version,
  };
}
