import { checkRecord, type LedgerRecord } from './record.js';
import type { StoredRecord } from './repo.js';

export type { AuditRun, FinishedAudit, LedgerProblem, LedgerReport } from '@ainize/core';

/** Problems a report lists; the rest are counted. A damaged store can have one per record. */
export const MAX_REPORTED_PROBLEMS = 100;
/** Forked keys `GET /api/ledger/verify` lists; `GET /api/ledger/forks` pages through the rest. */
export const MAX_REPORTED_FORKS = 100;

/**
 * Re-checks records in arrival order: that each id is the hash of what is stored (so an edited body is caught),
 * the author's signature, the body's shape and speaker, and that each record extends the previous record of its
 * author's chain. Any of those failing means this store itself is damaged.
 *
 * A fork seen from a peer is a different matter: the rival record was never stored, so the ledger is intact. It
 * condemns the key that signed both records and is reported per key, beside `ok`. Were a fork to turn `ok` false,
 * a throwaway key could mark every node's ledger untrusted for good by signing two records.
 *
 * Memory grows with the authors and links seen (a string per record), which a re-scan of 100k records can afford.
 */
export function chainChecker(): (stored: StoredRecord, verdict?: RecordVerdict) => string[] {
  const heads = new Map<string, string>();
  const extended = new Set<string>();
  // The verdict is passed in when a worker thread already computed it; the single-thread path computes it here.
  return ({ record }, verdict = record.body === null ? null : recordVerdict(wireOf(record))) => {
    if (record.body === null) return ['body: is not valid JSON'];
    const problems: string[] = [];
    if (verdict) problems.push(verdict);

    const author = record.author.toLowerCase();
    const link = `${author}|${record.prev_id ?? ''}`;
    const expected = heads.get(author) ?? null;
    // Stored forks can only come from a damaged store: ingest refuses the second successor of a record.
    if (extended.has(link))
      problems.push(`fork: a second record of ${record.author} extends ${record.prev_id ?? 'the start of its chain'}`);
    else if (record.prev_id !== expected) {
      problems.push(
        `broken_link: prev_id is ${record.prev_id ?? 'null'} but the author's previous record is ${expected ?? 'none'}`,
      );
    }
    extended.add(link);
    heads.set(author, record.id);
    return problems;
  };
}

/** What checking one record on its own found, as a report line; null when the record is sound. */
export type RecordVerdict = string | null;

/**
 * The part of the re-scan that needs no other record: id, signature, shape and speaker (~0.3 ms, almost all of it
 * signature recovery). Pure, so the verify pool runs it on worker threads and hands the verdicts back in order.
 */
export function recordVerdict(record: Omit<LedgerRecord, 'seq'>): RecordVerdict {
  const bad = checkRecord(record);
  return bad && `${bad.code}: ${bad.field} ${bad.message}`;
}

export function wireOf(record: LedgerRecord): Omit<LedgerRecord, 'seq'> {
  const { seq: _seq, ...wire } = record;
  return wire;
}
