import type { Db } from '../store/index.js';

/** All SQL of the sign-in throttle (tables of migration auth-002). Times are epoch milliseconds. */

/** An attempt admitted and not yet settled, as every process sees it. */
export interface PendingRow {
  id: number;
  client: string;
  /** The throttle (one per process) that holds the attempt's connection. */
  holder: string;
  /** 1 while it waits in its holder's queue, 0 once granted and being checked. */
  waiting: number;
}

/** The node-wide pace row's name; one row, whichever process reads or writes it. */
const PACE = 'node';

export function loginThrottleRepo(db: Db) {
  const dropOldFailures = db.prepare<[number]>('DELETE FROM login_throttle_failures WHERE failed_at <= ?');
  const dropLapsedPending = db.prepare<[number]>('DELETE FROM login_throttle_pending WHERE expires_at <= ?');
  const failuresOf = db
    .prepare<[string, number], number>(
      'SELECT failed_at FROM login_throttle_failures WHERE client = ? AND failed_at > ? ORDER BY failed_at',
    )
    .pluck();
  const pendingOf = db
    .prepare<[string, number], number>(
      'SELECT COUNT(*) FROM login_throttle_pending WHERE client = ? AND expires_at > ?',
    )
    .pluck();
  const addPending = db
    .prepare<[string, string, number], number>(
      'INSERT INTO login_throttle_pending (client, holder, waiting, expires_at) VALUES (?, ?, 1, ?) RETURNING id',
    )
    .pluck();
  const removePending = db.prepare<[number]>('DELETE FROM login_throttle_pending WHERE id = ?');
  const grantPending = db.prepare<[number]>('UPDATE login_throttle_pending SET waiting = 0 WHERE id = ?');
  const renewHeld = db.prepare<[number, string]>('UPDATE login_throttle_pending SET expires_at = ? WHERE holder = ?');
  const waitingRows = db.prepare<[number], PendingRow>(
    'SELECT id, client, holder, waiting FROM login_throttle_pending WHERE waiting = 1 AND expires_at > ? ORDER BY id',
  );
  const failureCounts = db.prepare<[number], { client: string; n: number }>(
    'SELECT client, COUNT(*) AS n FROM login_throttle_failures WHERE failed_at > ? GROUP BY client',
  );
  const pendingCounts = db.prepare<[number], { client: string; n: number }>(
    'SELECT client, COUNT(*) AS n FROM login_throttle_pending WHERE expires_at > ? GROUP BY client',
  );
  const addFailure = db.prepare<[string, number]>(
    'INSERT INTO login_throttle_failures (client, failed_at) VALUES (?, ?)',
  );
  const forgetFailures = db.prepare<[string]>('DELETE FROM login_throttle_failures WHERE client = ?');
  const paceRow = db.prepare<[string], { tokens: number; refilled_at: number }>(
    'SELECT tokens, refilled_at FROM login_throttle_pace WHERE name = ?',
  );
  const setPace = db.prepare<[string, number, number]>(
    `INSERT INTO login_throttle_pace (name, tokens, refilled_at) VALUES (?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET tokens = excluded.tokens, refilled_at = excluded.refilled_at`,
  );

  return {
    /** Forgets failures that left the window and attempts whose holder stopped renewing them (a process that died). */
    prune(failedBefore: number, now: number): void {
      dropOldFailures.run(failedBefore);
      dropLapsedPending.run(now);
    },
    /** The client's failures since `since`, oldest first, and its live pending attempts. */
    client(client: string, since: number, now: number): { failures: number[]; pending: number } {
      return { failures: failuresOf.all(client, since), pending: Number(pendingOf.get(client, now) ?? 0) };
    },
    /** Records a newly admitted, waiting attempt; its id orders the queue of every process. */
    addPending(client: string, holder: string, expiresAt: number): number {
      return Number(addPending.get(client, holder, expiresAt));
    },
    removePending: (id: number) => void removePending.run(id),
    grant: (id: number) => void grantPending.run(id),
    renew: (holder: string, expiresAt: number) => void renewHeld.run(expiresAt, holder),
    /** Every live waiting attempt, of every process, oldest first. */
    waiting: (now: number) => waitingRows.all(now),
    /** Failures in the window plus live pending attempts, by client: the rank the queues order by. */
    ranks(since: number, now: number): Map<string, number> {
      const ranks = new Map<string, number>();
      for (const rows of [failureCounts.all(since), pendingCounts.all(now)])
        for (const { client, n } of rows) ranks.set(client, (ranks.get(client) ?? 0) + Number(n));
      return ranks;
    },
    addFailure: (client: string, at: number) => void addFailure.run(client, at),
    forgetFailures: (client: string) => void forgetFailures.run(client),
    pace: () => paceRow.get(PACE),
    setPace: (tokens: number, refilledAt: number) => void setPace.run(PACE, tokens, refilledAt),
  };
}

export type LoginThrottleRepo = ReturnType<typeof loginThrottleRepo>;
