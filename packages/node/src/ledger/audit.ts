import type { LedgerProblem } from '@ainize/core';
import type { Db } from '../store/store.js';
import type { LedgerRepo } from './repo.js';
import { TimeSlice, yieldToLoop } from './time-slice.js';
import { type AuditRun, type FinishedAudit, MAX_REPORTED_PROBLEMS, chainChecker } from './verify.js';

/** Records read per query during a re-scan; small, so a slice can stop close to its time budget. */
const READ_BATCH = 16;

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
  /** Re-scans every record now, holding the event loop until done: for tests and commands, not for requests. */
  runNow(): void;
  /** Starts a re-scan in slices unless one is under way; false when one already was. */
  start(): boolean;
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
 * The full re-scan. It costs a signature check per record (~3 minutes at 100k on a small machine), which is why a
 * request never triggers one by itself: the operator asks, and it runs in slices while the node keeps serving.
 */
export function openAudit(db: Db, repo: LedgerRepo, now: () => Date = () => new Date()): LedgerAudit {
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
      for (const stored of batch) {
        for (const problem of r.check(stored)) {
          r.problemsTotal++;
          if (r.problems.length < MAX_REPORTED_PROBLEMS)
            r.problems.push({ seq: stored.record.seq, id: stored.record.id, problem });
        }
        r.scanned++;
        r.through_seq = stored.record.seq;
      }
      version++;
      if (batch.length < READ_BATCH) return true;
      if (slice?.over) return false;
    }
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
    version++;
  }

  async function inSlices(r: Run): Promise<void> {
    const slice = new TimeSlice();
    try {
      while (run === r && !step(r, slice)) await slice.pause();
      if (run === r) finish(r);
    } catch {
      // The store was closed under it (the node stopping); the last finished re-scan still stands.
      if (run === r) run = undefined;
    }
  }

  return {
    runNow() {
      const r = begin();
      run = r;
      step(r, null);
      finish(r);
    },
    start() {
      if (run) return false;
      const r = begin();
      run = r;
      // The first slice waits a turn, so the request that asked is answered before the work starts.
      void yieldToLoop().then(() => inSlices(r));
      return true;
    },
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
