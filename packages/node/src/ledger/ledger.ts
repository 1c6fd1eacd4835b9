import { canonicalJson, sameAddress } from '@ainize/core';
import type { Store } from '../store/store.js';
import { checkBody, type BodyOf } from './bodies.js';
import { LedgerForkError, LedgerRecordError } from './errors.js';
import type { RecordKind } from './kinds.js';
import { checkRecord, checkSpeaker, signRecord, subjectsOf, type LedgerRecord, type RecordSigner } from './record.js';
import { ledgerRepo, type ForkRow } from './repo.js';
import { verifyRecords, type LedgerVerification } from './verify.js';

/** `GET /api/ledger` never returns more than this many records at once. */
export const MAX_LIST_LIMIT = 5_000;
export const DEFAULT_LIST_LIMIT = 200;

/**
 * Called inside the transaction that stores a record, so whatever a listener derives (the catalog) commits or
 * rolls back together with it. A listener that throws refuses the record.
 */
export type RecordListener = (record: LedgerRecord) => void;

/** Called once a fork's evidence is committed, with the key that signed both records. */
export type ForkListener = (author: string) => void;

export interface IngestResult {
  /** `duplicate` when the record was already here (pulling the same records twice is normal during sync). */
  status: 'added' | 'duplicate';
  record: LedgerRecord;
}

export interface GraphEdge {
  from: string;
  to: string;
  type: 'extends' | 'supersedes';
}

export interface LedgerGraph {
  nodes: { id: string; name: string; author: string }[];
  edges: GraphEdge[];
}

export interface Ledger {
  appendRecord<K extends RecordKind>(kind: K, body: BodyOf[K], signer: RecordSigner, ts?: Date): LedgerRecord<K>;
  ingestRecord(record: unknown): IngestResult;
  verifyLedger(): LedgerVerification;
  listRecords(opts?: { kind?: RecordKind; limit?: number; since_seq?: number }): LedgerRecord[];
  /** Records after `since_seq` oldest first — what a peer pulls to catch up. */
  recordsSince(sinceSeq: number, limit?: number): LedgerRecord[];
  recordsAbout(patchId: string): LedgerRecord[];
  /** Every record oldest first, read lazily — for rebuilding what is derived from the ledger. */
  allRecords(): Iterable<LedgerRecord>;
  getRecord(id: string): LedgerRecord | undefined;
  graph(): LedgerGraph;
  forks(): ForkRow[];
  /** Lower-cased addresses of the keys caught signing two successors of one record. */
  forkedKeys(): Set<string>;
  /** The knowledge ids an author's records are about. */
  subjectsBy(author: string): string[];
  count(): number;
  onRecord(listener: RecordListener): () => void;
  onFork(listener: ForkListener): () => void;
}

export function openLedger(store: Store): Ledger {
  const repo = ledgerRepo(store.db);
  const listeners = new Set<RecordListener>();
  const forkListeners = new Set<ForkListener>();

  /** Links the record to its author's chain, or refuses it; runs inside the write transaction. */
  function checkLink(record: Omit<LedgerRecord, 'seq'>): void {
    const head = repo.headOf(record.author);
    if ((head?.id ?? null) === record.prev_id) return;
    const rival = repo.successorOf(record.author, record.prev_id);
    if (rival) {
      repo.recordFork({
        author: record.author,
        prev_id: record.prev_id,
        kept_id: rival.id,
        rejected_id: record.id,
        rejected: record,
        seen_at: new Date().toISOString(),
      });
      throw new LedgerForkError(record.author, record.prev_id, rival.id, record.id);
    }
    // Records of one author must arrive in chain order; a gap means the puller skipped some.
    throw new LedgerRecordError(
      'broken_link',
      'prev_id',
      record.prev_id === null
        ? `is null but this node already holds ${record.author}'s chain`
        : `names a record of ${record.author} this node does not hold`,
    );
  }

  function storeRecord(record: Omit<LedgerRecord, 'seq'>): LedgerRecord {
    const seq = repo.insert(record, canonicalJson(record.body), subjectsOf(record));
    const stored = { ...record, seq } as LedgerRecord;
    for (const listener of listeners) listener(stored);
    return stored;
  }

  return {
    appendRecord(kind, body, signer, ts = new Date()) {
      const checked = checkBody(kind, body);
      if (!checked.ok) throw new LedgerRecordError('invalid', checked.field, checked.reason);
      const wrong = checkSpeaker(kind, signer.address, body as Record<string, unknown>);
      if (wrong) throw new LedgerRecordError(wrong.code, wrong.field, wrong.message);
      return store.transaction(() => {
        const prev = repo.headOf(signer.address);
        const signed = signRecord(
          { prev_id: prev?.id ?? null, kind, author: signer.address, body, ts: ts.toISOString() },
          signer,
        );
        return storeRecord(signed) as LedgerRecord<typeof kind>;
      });
    },

    ingestRecord(input) {
      const problem = checkRecord(input);
      if (problem) throw new LedgerRecordError(problem.code, problem.field, problem.message);
      // Only the signed fields are kept: the peer's seq and anything else it attached are not ours to store.
      const { id, prev_id, kind, author, body, ts, sig } = input as Omit<LedgerRecord, 'seq'>;
      const clean = { id, prev_id, kind, author, body, ts, sig } as Omit<LedgerRecord, 'seq'>;
      const outcome = store.transaction((): IngestResult | LedgerForkError => {
        const existing = repo.byId(clean.id);
        if (existing) return { status: 'duplicate', record: existing };
        try {
          checkLink(clean);
        } catch (err) {
          // Returned rather than thrown so the fork evidence written by checkLink commits with the transaction.
          if (err instanceof LedgerForkError) return err;
          throw err;
        }
        return { status: 'added', record: storeRecord(clean) };
      });
      if (outcome instanceof LedgerForkError) {
        // After the commit: what listeners derive from a condemned key (the catalog) is a separate write.
        for (const listener of forkListeners) listener(outcome.author);
        throw outcome;
      }
      return outcome;
    },

    verifyLedger: () => verifyRecords(repo.scan(), repo.forks(), (id) => repo.byId(id)),

    listRecords(opts = {}) {
      const limit = clampLimit(opts.limit ?? DEFAULT_LIST_LIMIT);
      return repo.list({ kind: opts.kind, limit, sinceSeq: opts.since_seq, order: 'desc' });
    },
    recordsSince: (sinceSeq, limit = MAX_LIST_LIMIT) => repo.list({ sinceSeq, limit: clampLimit(limit), order: 'asc' }),
    recordsAbout: (patchId) => repo.about(patchId),
    *allRecords() {
      for (const { record } of repo.scan()) yield record;
    },
    getRecord: (id) => repo.byId(id),
    graph: () => buildGraph(repo.allOfKind('anchor'), repo.allOfKind('supersede')),
    forks: () => repo.forks(),
    forkedKeys: () => repo.forkedKeys(),
    subjectsBy: (author) => repo.subjectsBy(author),
    count: () => repo.count(),
    onRecord(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onFork(listener) {
      forkListeners.add(listener);
      return () => forkListeners.delete(listener);
    },
  };
}

/** Limits are clamped, not refused: asking for "everything" gets the most a page may hold. */
function clampLimit(limit: number): number {
  return Number.isFinite(limit) ? Math.min(Math.max(1, Math.floor(limit)), MAX_LIST_LIMIT) : DEFAULT_LIST_LIMIT;
}

/**
 * Sources → derivatives. `extends` runs from a parent to the anchor that names it; `supersedes` from the old
 * knowledge to its replacement, and only when one author wrote both anchors and the supersede (the same rule the
 * catalog applies), so nobody can redirect someone else's knowledge in the graph.
 */
export function buildGraph(anchors: LedgerRecord[], supersedes: LedgerRecord[]): LedgerGraph {
  const first = new Map<string, LedgerRecord<'anchor'>>();
  for (const r of anchors as LedgerRecord<'anchor'>[]) if (!first.has(r.body.id)) first.set(r.body.id, r);
  const nodes = [...first.values()].map((r) => ({ id: r.body.id, name: r.body.name, author: r.body.author }));
  const edges: GraphEdge[] = [];
  for (const r of first.values())
    for (const parent of r.body.parents) edges.push({ from: parent, to: r.body.id, type: 'extends' });
  const seen = new Set<string>();
  for (const r of supersedes as LedgerRecord<'supersede'>[]) {
    const oldA = first.get(r.body.old_id);
    const newA = first.get(r.body.new_id);
    const key = `${r.body.old_id}>${r.body.new_id}`;
    if (!oldA || !newA || seen.has(key)) continue;
    if (!sameAddress(r.author, oldA.author) || !sameAddress(r.author, newA.author)) continue;
    seen.add(key);
    edges.push({ from: r.body.old_id, to: r.body.new_id, type: 'supersedes' });
  }
  return { nodes, edges };
}
