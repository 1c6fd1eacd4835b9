import type { ForkedKey, LedgerProblem, LedgerVerification } from '@ainize/core';
import { checkRecord, type LedgerRecord } from './record.js';
import type { ForkRow, StoredRecord } from './repo.js';

export type { LedgerProblem, LedgerVerification } from '@ainize/core';

/**
 * Re-checks every stored record from scratch: that its id is the hash of what is stored (so an edited body is
 * caught), the author's signature, the body's shape and speaker, and that each record extends the previous
 * record of its author's chain. Any of those failing means this store itself is damaged, and `ok` turns false.
 *
 * A fork seen from a peer is a different matter: the rival record was never stored, so the ledger is intact. It
 * condemns the key that signed both records, and is reported per key (`forked_keys`) with both records, so anyone
 * can re-check the two signatures. Were a fork to let any key turn `ok` false, a throwaway key could mark every
 * node's ledger untrusted for good by signing two records.
 */
export function verifyRecords(
  stored: Iterable<StoredRecord>,
  forks: readonly ForkRow[],
  recordById: (id: string) => LedgerRecord | undefined,
): LedgerVerification {
  const problems: LedgerProblem[] = [];
  const heads = new Map<string, string>();
  const extended = new Set<string>();
  let checked = 0;
  for (const { record } of stored) {
    checked++;
    const at = (problem: string) => problems.push({ seq: record.seq, id: record.id, problem });
    if (record.body === null) {
      at('body: is not valid JSON');
      continue;
    }
    const bad = checkRecord(wireOf(record));
    if (bad) at(`${bad.code}: ${bad.field} ${bad.message}`);

    const author = record.author.toLowerCase();
    const link = `${author}|${record.prev_id ?? ''}`;
    const expected = heads.get(author) ?? null;
    // Stored forks can only come from a damaged store: ingest refuses the second successor of a record.
    if (extended.has(link))
      at(`fork: a second record of ${record.author} extends ${record.prev_id ?? 'the start of its chain'}`);
    else if (record.prev_id !== expected) {
      at(
        `broken_link: prev_id is ${record.prev_id ?? 'null'} but the author's previous record is ${expected ?? 'none'}`,
      );
    }
    extended.add(link);
    heads.set(author, record.id);
  }
  return { ok: problems.length === 0, checked, problems, forked_keys: forkedKeys(forks, recordById) };
}

/** The fork log grouped by key, oldest sighting first, each with both records in full. */
export function forkedKeys(
  forks: readonly ForkRow[],
  recordById: (id: string) => LedgerRecord | undefined,
): ForkedKey[] {
  const byKey = new Map<string, ForkedKey>();
  for (const f of forks) {
    const kept = recordById(f.kept_id);
    // The kept record is in the chain for good; a store without it is damaged, which the record scan reports.
    if (!kept) continue;
    const key = f.author.toLowerCase();
    const entry = byKey.get(key) ?? { author: f.author, first_seen_at: f.seen_at, evidence: [] };
    entry.evidence.push({ prev_id: f.prev_id, kept: wireOf(kept), rejected: f.rejected, seen_at: f.seen_at });
    if (f.seen_at < entry.first_seen_at) entry.first_seen_at = f.seen_at;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

function wireOf(record: LedgerRecord): Omit<LedgerRecord, 'seq'> {
  const { seq: _seq, ...wire } = record;
  return wire;
}
