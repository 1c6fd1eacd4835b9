import { performance } from 'node:perf_hooks';
import { type TeachJob, type TeachJobStatus, writeNpz } from '@ainize/core';
import type { Model, TeachResult } from '@ainize/runtime';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Caller } from '../http/route.js';
import type { ModelServing } from '../serving/serving.js';
import { READY_SHARE, measureChecks } from './checks.js';
import type { FinishedLesson } from './draft.js';
import type { JobRecord, JobRepo } from './job-repo.js';
import type { LessonStack } from './stack.js';
import { judgeRows } from './verdicts.js';
import { rowsAsReport } from './selection.js';

/**
 * The trainer: one lesson at a time, in the order they were charged, each run under one hold of the model lock so
 * nothing else (a live test, an apply, a verifier in another process) changes the model between training and
 * measuring. State changes are written as they happen — the job row is the record a restart reads — and the
 * runner yields between phases so a poll sees them.
 */

export interface RunnerDeps {
  repo: JobRepo;
  serving: ModelServing;
  blobs: BlobStore;
  /** The lesson's bases and comparison knowledge, checked again at run time (one may have been retired since). */
  stack: (caller: Caller, job: TeachJob) => LessonStack;
  /** Files the READY lesson as its owner's private draft; returns the draft id. */
  draft: (record: JobRecord, lesson: FinishedLesson) => string;
  /** Retention `delete_after_training`. */
  trained: (datasetId: string) => void;
  now: () => number;
  log: (level: 'warn' | 'error', message: string, data: Record<string, unknown>) => void;
  /** This process and whether another is still running: lessons are claimed by, and recovered from, processes. */
  processes: LessonProcesses;
}

/** Who runs lessons: this process's id, and a liveness test for the runner a lesson row names. */
export interface LessonProcesses {
  readonly id: string;
  alive(id: string): boolean;
}

/** The lesson was cancelled while it ran; nothing more is written for it. */
class Cancelled extends Error {}

export class LessonRunner {
  readonly #deps: RunnerDeps;
  #running: Promise<void> | null = null;
  #closed = false;

  constructor(deps: RunnerDeps) {
    this.#deps = deps;
  }

  /**
   * A lesson that was running when its process stopped is FAILED with the reason, never re-run: it was charged, and
   * running it again unasked could teach something its owner has since given up on. Waiting lessons stay queued.
   * Lessons other living processes are running are theirs; a node of several processes calls this now and then.
   */
  recover(): number {
    const { repo, now, processes } = this.#deps;
    const stuck = repo.interrupted((runner) => processes.alive(runner));
    for (const r of stuck) {
      const was = r.job.status;
      this.#finish(r, 'FAILED', {
        error: `interrupted: the node stopped while the lesson was ${was}; it is not run again (the lesson stays charged)`,
      });
      repo.addEvent(r.job.id, now(), 'error', `interrupted while ${was}`);
    }
    return stuck.length;
  }

  /** Starts the trainer if it is idle; it stops by itself when no lesson waits. */
  kick(): void {
    if (this.#running || this.#closed) return;
    this.#running = this.#drain().finally(() => {
      this.#running = null;
      // A lesson submitted while the last one finished would otherwise wait for the next submit.
      if (!this.#closed && this.#next()) this.kick();
    });
  }

  /** Resolves when the trainer has nothing left to do. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.idle();
  }

  #next(): JobRecord | undefined {
    return this.#deps.repo.active().find((r) => r.job.status === 'QUEUED');
  }

  async #drain(): Promise<void> {
    for (let next = this.#next(); next && !this.#closed; next = this.#next()) {
      try {
        await this.#run(next);
      } catch (err) {
        if (err instanceof Cancelled) continue;
        const message = err instanceof Error ? err.message : String(err);
        this.#deps.log('warn', 'lesson failed', { job_id: next.job.id, err: message });
        if (this.#stillMine(next)) {
          this.#finish(next, 'FAILED', { error: message });
          this.#deps.repo.addEvent(next.job.id, this.#deps.now(), 'error', message);
        }
      }
    }
  }

  async #run(rec: JobRecord): Promise<void> {
    const { serving, now } = this.#deps;
    const { job, work } = rec;
    const caller: Caller = { operator: false, teacher: rec.owner };
    this.#claim(rec);
    await serving.run(`teach:${job.id}`, async (model) => {
      const loadStart = performance.now();
      const stack = this.#deps.stack(caller, job);
      const loadS = (performance.now() - loadStart) / 1000;
      const verdicts = judgeRows(model, rowsAsReport(work.rows, work.indexes), stack);
      verdicts.forEach((v, i) => {
        const fact = job.facts[i];
        if (fact && v.base_answer !== null) fact.base_answer = v.base_answer;
      });
      work.trained = verdicts
        .map((v, i) => ({ v, i }))
        .filter(({ v }) => v.status === 'will_train' || (work.force && v.status !== 'invalid'))
        .map(({ i }) => i);
      job.dataset.trained_rows = work.trained.length;
      if (work.trained.length === 0) {
        throw new Error('already_known: the model answers every question of this lesson now; nothing was trained');
      }
      await this.#yield(rec);

      this.#move(
        rec,
        'LOADING',
        { phase: 'load', percent: 15, load_s: round(loadS) },
        `${stack.under.length} base(s) loaded under the lesson`,
      );
      await this.#yield(rec);

      const rows = work.trained.map((i) => work.rows[i]!);
      this.#move(
        rec,
        'TRAINING',
        { phase: 'train', percent: 25, max_steps: work.maxSteps, rows_total: rows.length },
        `training ${rows.length} question(s)`,
      );
      await this.#yield(rec);
      const result = model.teach(rows, {
        overlay: stack.under.map((u) => u.patch),
        maxPasses: work.maxSteps,
        useAlt: work.useAlt,
      });
      job.progress = {
        ...job.progress,
        step: result.passes,
        hits: result.hits,
        total: result.total,
        rows_touched: result.rowsTouched,
        avg_step_s: result.passes > 0 ? round(result.elapsedMs / 1000 / result.passes) : null,
        eval_sample: { n: result.total, of: result.total },
      };

      const bytes = writeNpz(result.patch);
      const sha256 = this.#deps.blobs.put(bytes);
      job.result = { sha256, rows: result.patch.addrs.length, size_bytes: bytes.length };
      this.#move(rec, 'EXPORTED', { percent: 60 }, `knowledge file written (${result.patch.addrs.length} rows)`);
      if (job.dataset.id !== null) this.#deps.trained(job.dataset.id);
      await this.#yield(rec);

      this.#move(rec, 'CHECKING', { phase: 'check', percent: 70 }, 'measuring the lesson on the model');
      await this.#yield(rec);
      this.#check(model, rec, rows, stack, result, { sha256, size_bytes: bytes.length });
    });
  }

  #check(
    model: Model,
    rec: JobRecord,
    rows: JobRecord['work']['rows'],
    stack: LessonStack,
    result: TeachResult,
    body: { sha256: string; size_bytes: number },
  ): void {
    const { job, work } = rec;
    const measured = measureChecks(model, {
      patch: result.patch,
      under: stack.under,
      rows,
      outcomes: result.perQuestion,
      useAlt: work.useAlt,
    });
    work.trained.forEach((rowIndex, k) => {
      const fact = job.facts[rowIndex];
      const m = measured.facts[k];
      if (fact && m) Object.assign(fact, m);
    });
    job.checks = measured.checks;
    const learned = result.perQuestion
      .filter((q) => q.learned)
      .map((q) => ({ prompt: q.prompt, expected: q.expected }));
    const ready = measured.checks.taught.hits >= READY_SHARE * measured.checks.taught.total;
    const draftId = learned.length > 0 ? this.#deps.draft(rec, { stack, result, body, learned }) : null;
    job.draft_id = draftId;
    const status: TeachJobStatus = ready ? 'READY' : 'NEEDS_MORE';
    const summary = `${measured.checks.taught.hits}/${measured.checks.taught.total} learned; publish gate ${measured.checks.ok ? 'open' : 'closed'}`;
    // Submit → READY, checks included: what the policy's timing and every later lesson's eta are made of.
    this.#finish(rec, status, { phase: null, percent: 100 }, this.#wallMs(rec));
    this.#deps.repo.addEvent(job.id, this.#deps.now(), measured.checks.ok ? 'info' : 'warn', summary, {
      checks: measured.checks,
    });
  }

  /** Takes the waiting lesson for this process, or stops here if another process took it or its owner cancelled. */
  #claim(rec: JobRecord): void {
    const { now, repo, processes } = this.#deps;
    const { job } = rec;
    job.started_at = new Date(now()).toISOString();
    job.status = 'PREFLIGHT';
    job.progress = { ...job.progress, phase: null, percent: 5, elapsed_s: this.#elapsed(rec) };
    job.updated_at = new Date(now()).toISOString();
    if (!repo.claim(rec, processes.id, now())) throw new Cancelled();
    repo.addEvent(job.id, now(), 'info', 'asking the model each question before training', { status: 'PREFLIGHT' });
  }

  /** Moves the lesson to `status` and writes it, unless its owner cancelled it meanwhile. */
  #move(rec: JobRecord, status: TeachJobStatus, progress: Partial<TeachJob['progress']>, message: string): void {
    if (!this.#stillMine(rec)) throw new Cancelled();
    const { now, repo } = this.#deps;
    rec.job.status = status;
    rec.job.progress = { ...rec.job.progress, ...progress, elapsed_s: this.#elapsed(rec) };
    rec.job.updated_at = new Date(now()).toISOString();
    repo.save(rec, now());
    repo.addEvent(rec.job.id, now(), 'info', message, { status });
  }

  #finish(
    rec: JobRecord,
    status: TeachJobStatus,
    fields: Partial<TeachJob['progress']> & { error?: string },
    durationMs: number | null = null,
  ): void {
    const { now, repo } = this.#deps;
    const { error, ...progress } = fields;
    rec.job.status = status;
    rec.job.position = 0;
    rec.job.eta_s = null;
    if (error !== undefined) rec.job.error = error;
    rec.job.progress = { ...rec.job.progress, ...progress, elapsed_s: this.#elapsed(rec) };
    rec.job.updated_at = new Date(now()).toISOString();
    rec.job.finished_at = rec.job.updated_at;
    repo.save(rec, now(), durationMs);
  }

  /** Lets HTTP requests in (a poll sees the new state); stops here if the owner cancelled. */
  async #yield(rec: JobRecord): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    if (!this.#stillMine(rec)) throw new Cancelled();
  }

  /** False once someone else (a DELETE) changed the stored lesson's state. */
  #stillMine(rec: JobRecord): boolean {
    return this.#deps.repo.get(rec.job.id)?.job.status === rec.job.status;
  }

  #elapsed(rec: JobRecord): number {
    return round(this.#wallMs(rec) / 1000);
  }

  #wallMs(rec: JobRecord): number {
    return Math.max(0, this.#deps.now() - Date.parse(rec.job.created_at));
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
