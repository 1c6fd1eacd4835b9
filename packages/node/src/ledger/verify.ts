import { checkRecord, type LedgerRecord } from './record.js';
import type { ForkEvidence, StoredRecord } from './repo.js';

export interface LedgerProblem {
  seq: number | null;
  id: string;
  problem: string;
}

export interface LedgerVerification {
  ok: boolean;
  checked: number;
  problems: LedgerProblem[];
}

/**
 * Re-checks every stored record from scratch: that its id is the hash of what is stored (so an edited body is
 * caught), the author's signature, the body's shape and speaker, and that each record extends the previous
 * record of its author's chain. Two records extending one predecessor, here or in the fork log, are a fork.
 * A fork leaves `ok` false: the ledger is intact, but one of its authors cannot be trusted and that must show.
 */
export function verifyRecords(stored: Iterable<StoredRecord>, forks: readonly ForkEvidence[]): LedgerVerification {
  const problems: LedgerProblem[] = [];
  const heads = new Map<string, string>();
  const extended = new Set<string>();
  const seqOf = new Map<string, number>();
  let checked = 0;
  for (const { record } of stored) {
    checked++;
    seqOf.set(record.id, record.seq);
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
  for (const f of forks) {
    problems.push({
      seq: seqOf.get(f.kept_id) ?? null,
      id: f.rejected_id,
      problem: `fork: ${f.author} also signed ${f.rejected_id} after ${f.prev_id ?? 'the start of its chain'} (kept ${f.kept_id})`,
    });
  }
  return { ok: problems.length === 0, checked, problems };
}

function wireOf(record: LedgerRecord): Omit<LedgerRecord, 'seq'> {
  const { seq: _seq, ...wire } = record;
  return wire;
}
