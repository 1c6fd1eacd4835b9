import type { ForkSummary } from '@ainize/core';
import type { Db } from '../store/store.js';
import type { LedgerRecord } from './record.js';

/** One forked key as the fork log stores it: the first pair seen, and how many rivals were served in all. */
export interface ForkRow {
  author: string;
  prev_id: string | null;
  kept_id: string;
  rejected_id: string;
  /** The rejected record exactly as received, so the equivocation can be shown to anyone. */
  rejected: Omit<LedgerRecord, 'seq'>;
  seen_at: string;
  /**
   * Rival records served for this key, the stored one included. Only the first is kept: two records prove a fork,
   * and a key that signs a thousand rivals must not make this node store a thousand records. A rival relayed by two
   * peers is counted twice; the count says how hard the key tried, not how many distinct records it signed.
   */
  rivals: number;
}

export type { ForkSummary } from '@ainize/core';

/** What recording a rival did: the key's first evidence (it is condemned from now on), or a further rival counted. */
export type ForkOutcome = 'condemned' | 'counted';

type SummaryRow = Omit<ForkRow, 'rejected'>;
const SUMMARY_COLUMNS = 'author, prev_id, kept_id, rejected_id, seen_at, rivals';

/** All SQL of the fork log. One row per key (a unique index on the lower-cased author holds it to that). */
export function forkLog(db: Db) {
  const find = db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM ledger_forks WHERE lower(author) = lower(?)`);
  const findFull = db.prepare(`SELECT ${SUMMARY_COLUMNS}, rejected FROM ledger_forks WHERE lower(author) = lower(?)`);
  const insert = db.prepare(
    `INSERT INTO ledger_forks (author, prev_id, kept_id, rejected_id, rejected, seen_at, rivals)
     VALUES (@author, @prev_id, @kept_id, @rejected_id, @rejected, @seen_at, 1)`,
  );
  const count = db.prepare('UPDATE ledger_forks SET rivals = rivals + 1 WHERE lower(author) = lower(?)');
  const page = db.prepare(
    `SELECT ${SUMMARY_COLUMNS} FROM ledger_forks WHERE lower(author) > lower(?) ORDER BY lower(author) LIMIT ?`,
  );
  const totals = db.prepare('SELECT count(*) AS keys, coalesce(sum(rivals), 0) AS rivals FROM ledger_forks');

  const toSummary = (row: SummaryRow): ForkSummary => ({
    author: row.author,
    first_seen_at: row.seen_at,
    rivals: row.rivals,
    prev_id: row.prev_id,
    kept_id: row.kept_id,
    rejected_id: row.rejected_id,
  });

  return {
    /** Runs inside the transaction that refused the rival, so the evidence and the count commit with it. */
    record(evidence: Omit<ForkRow, 'rivals'>): ForkOutcome {
      const known = find.get(evidence.author) as SummaryRow | undefined;
      if (!known) {
        insert.run({ ...evidence, rejected: JSON.stringify(evidence.rejected) });
        return 'condemned';
      }
      // The stored rival served again (another peer relays it) is the same evidence, not one more rival.
      if (known.rejected_id !== evidence.rejected_id) count.run(evidence.author);
      return 'counted';
    },
    all(): ForkRow[] {
      const rows = db
        .prepare(`SELECT ${SUMMARY_COLUMNS}, rejected FROM ledger_forks ORDER BY seen_at`)
        .all() as (SummaryRow & {
        rejected: string;
      })[];
      return rows.map((r) => ({ ...r, rejected: JSON.parse(r.rejected) as ForkRow['rejected'] }));
    },
    of(author: string): ForkRow | undefined {
      const row = findFull.get(author) as (SummaryRow & { rejected: string }) | undefined;
      return row && { ...row, rejected: JSON.parse(row.rejected) as ForkRow['rejected'] };
    },
    /** Forked keys in address order after `after`, without the records: what a listing can afford to repeat. */
    summaries(after: string, limit: number): ForkSummary[] {
      return (page.all(after, limit) as SummaryRow[]).map(toSummary);
    },
    totals(): { keys: number; rivals: number } {
      return totals.get() as { keys: number; rivals: number };
    },
    /** Lower-cased addresses of every key the fork log names. */
    forkedKeys(): Set<string> {
      const rows = db.prepare('SELECT lower(author) AS author FROM ledger_forks').all() as { author: string }[];
      return new Set(rows.map((r) => r.author));
    },
  };
}

export type ForkLog = ReturnType<typeof forkLog>;
