import type { ForkEvidence } from '@ainize/core';
import { canonicalJson, sameAddress } from '@ainize/core';
import type { Store } from '../store/store.js';
import { openAudit } from './audit.js';
import { checkBody, type BodyOf } from './bodies.js';
import { LedgerForkError, LedgerRecordError } from './errors.js';
import { type ForkOutcome, type ForkRow, type ForkSummary, forkLog } from './fork-log.js';
import type { RecordKind } from './kinds.js';
import {
  checkRecord,
  checkSpeaker,
  signRecord,
  subjectsOf,
  type LedgerRecord,
  type RecordProblem,
  type RecordSigner,
} from './record.js';
import { ledgerRepo } from './repo.js';
import { openReport } from './report.js';
import { type VerifyPool, openVerifyPool } from './verify-pool.js';
import { type LedgerReport, wireOf } from './verify.js';

/**
 * Records of a page checked in one pool task and written in one transaction: a commit costs about a third of a
 * record's check, so 16 to a commit makes it small, and the first part is stored while the workers check the rest.
 */
const INGEST_PART = 16;

/** `GET /api/ledger` never returns more than this many records at once. */
export const MAX_LIST_LIMIT = 5_000;
export const DEFAULT_LIST_LIMIT = 200;

/**
 * Called inside the transaction that stores a record, so whatever a listener derives (the catalog) commits or
 * rolls back together with it. A listener that throws refuses the record.
 */
export type RecordListener = (record: LedgerRecord) => void;

/** Called once a key's first fork evidence is committed (not for its later rivals), with the key that signed both. */
export type ForkListener = (author: string) => void;

export interface IngestResult {
  /** `duplicate` when the record was already here (pulling the same records twice is normal during sync). */
  status: 'added' | 'duplicate';
  record: LedgerRecord;
}

/** What became of one record of a page: stored or already here, or the refusal `ingestRecord` would throw. */
export type IngestOutcome = IngestResult | LedgerRecordError | LedgerForkError;

type Refused = { fork: LedgerForkError; outcome: ForkOutcome };

export type { ForkEvidence } from '@ainize/core';

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
  /**
   * Ingests a page of records as `ingestRecord` would one by one, in order, with the same outcome for each (a
   * refusal is returned, not thrown). The signature checks run on the verify pool, and the page is written 16
   * records to a transaction (a savepoint a record) rather than one commit a record; this thread stores each part
   * while the workers check the next.
   */
  ingestRecords(records: readonly unknown[], options?: IngestOptions): Promise<IngestOutcome[]>;
  /** What the last re-scan found, the records held and the forked keys; cheap, and cached until the ledger changes. */
  verifyLedger(): LedgerReport;
  /** Re-scans every stored record now on this thread, holding the event loop: for tests and commands. */
  auditLedger(): LedgerReport;
  /**
   * Re-scans every stored record now with the signature checks on the verify pool (this thread alone without one);
   * rejects if a worker dies. The same findings as `auditLedger`, in about 1/workers of its time where cores are free.
   */
  auditLedgerInPool(): Promise<LedgerReport>;
  /** Why the last background re-scan stopped short (a verify worker died), or null. */
  auditFailure(): string | null;
  /** Starts a background re-scan (unless one runs) and answers at once; the report shows its progress. */
  startAudit(): { started: boolean; report: LedgerReport };
  listRecords(opts?: { kind?: RecordKind; limit?: number; since_seq?: number }): LedgerRecord[];
  /** Records after `since_seq` oldest first — what a peer pulls to catch up. */
  recordsSince(sinceSeq: number, limit?: number): LedgerRecord[];
  recordsAbout(patchId: string): LedgerRecord[];
  /** Every record oldest first, read lazily — for rebuilding what is derived from the ledger. */
  allRecords(): Iterable<LedgerRecord>;
  getRecord(id: string): LedgerRecord | undefined;
  /** Whether the record is here, without reading its body (a puller asks for every record a peer serves). */
  hasRecord(id: string): boolean;
  graph(): LedgerGraph;
  forks(): ForkRow[];
  /** A forked key's evidence with both records in full, so anyone can check the two signatures. */
  forkOf(author: string): ForkEvidence | undefined;
  /** Forked keys in address order after `after` (exclusive), ids only. */
  forkSummaries(after: string, limit: number): ForkSummary[];
  /** Records the author has on this node, counted no further than `atMost`. */
  countBy(author: string, atMost: number): number;
  /** Lower-cased signers of records about the author's knowledge, or of settlements naming it. */
  signersAbout(author: string): Set<string>;
  /** Lower-cased addresses of the keys caught signing two successors of one record. */
  forkedKeys(): Set<string>;
  /** The knowledge ids an author's records are about. */
  subjectsBy(author: string): string[];
  count(): number;
  onRecord(listener: RecordListener): () => void;
  onFork(listener: ForkListener): () => void;
  /** Stops the verify pool's workers if the ledger started them; the store is its owner's to close. */
  close(): Promise<void>;
}

export interface IngestOptions {
  /**
   * Awaited after each part's transaction but the last, while the workers go on checking the next parts: a caller
   * that must leave the event loop to requests (the peer pull) rests there.
   */
  between?: () => Promise<void>;
}

export interface LedgerOptions {
  /**
   * Worker threads for the re-scan's per-record checks. By default the ledger has its own pool of
   * `DEFAULT_VERIFY_WORKERS`, whose workers start on the first re-scan and stop when idle or on `close()`; pass
   * a pool to size or share one (its owner closes it), or null to re-scan on this thread only.
   */
  verifyPool?: VerifyPool | null;
}

export function openLedger(store: Store, options: LedgerOptions = {}): Ledger {
  const repo = ledgerRepo(store.db);
  const forks = forkLog(store.db);
  const ownPool = options.verifyPool === undefined ? openVerifyPool() : null;
  const verifyPool = options.verifyPool ?? ownPool;
  const audit = openAudit(store.db, repo, undefined, verifyPool);
  const report = openReport(repo, forks, audit);
  const listeners = new Set<RecordListener>();
  const forkListeners = new Set<ForkListener>();

  /**
   * Links the record to its author's chain, or refuses it; runs inside the write transaction. A rival successor is
   * refused as a fork and recorded in the fork log (which keeps the key's first pair and counts the rest).
   */
  function checkLink(record: Omit<LedgerRecord, 'seq'>): { fork: LedgerForkError; outcome: ForkOutcome } | null {
    const head = repo.headOf(record.author);
    if ((head?.id ?? null) === record.prev_id) return null;
    const rival = repo.successorOf(record.author, record.prev_id);
    if (rival) {
      const outcome = forks.record({
        author: record.author,
        prev_id: record.prev_id,
        kept_id: rival.id,
        rejected_id: record.id,
        rejected: record,
        seen_at: new Date().toISOString(),
      });
      return { fork: new LedgerForkError(record.author, record.prev_id, rival.id, record.id), outcome };
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

  /** Stores a checked record unless it is here; a fork is returned, so its evidence commits with the transaction. */
  function storeChecked(clean: Omit<LedgerRecord, 'seq'>): IngestResult | Refused {
    const existing = repo.byId(clean.id);
    if (existing) return { status: 'duplicate', record: existing };
    const refused = checkLink(clean);
    if (refused) return refused;
    return { status: 'added', record: storeRecord(clean) };
  }

  /** One record of a batch, in a savepoint of its own: a refusal or a listener's veto undoes only that record. */
  function storeOne(snapshot: unknown, problem: RecordProblem | null): IngestResult | Refused | LedgerRecordError {
    if (problem) return new LedgerRecordError(problem.code, problem.field, problem.message);
    try {
      return store.transaction(() => storeChecked(cleanOf(snapshot)));
    } catch (err) {
      if (err instanceof LedgerRecordError) return err;
      throw err;
    }
  }

  /**
   * After the commit: what listeners derive from a newly condemned key (the catalog) is a separate write. A further
   * rival changes nothing they derive, and re-deriving per rival was a peer's lever on our CPU.
   */
  function settled(result: IngestResult | Refused): IngestResult {
    if (!('fork' in result)) return result;
    if (result.outcome === 'condemned') for (const listener of forkListeners) listener(result.fork.author);
    throw result.fork;
  }

  function outcomeOf(result: IngestResult | Refused | LedgerRecordError): IngestOutcome {
    if (result instanceof LedgerRecordError) return result;
    try {
      return settled(result);
    } catch (err) {
      if (err instanceof LedgerForkError) return err;
      throw err;
    }
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
      return settled(store.transaction(() => storeChecked(cleanOf(input))));
    },

    async ingestRecords(inputs, options = {}) {
      // What is checked and stored is a copy taken now: the caller's objects may change while the workers check.
      const parts = chunk(inputs.map(snapshotOf), INGEST_PART);
      const checks = parts.map((part) =>
        verifyPool ? verifyPool.check(part) : Promise.resolve(part.map(checkRecord)),
      );
      // Awaited in order below; this only keeps a failure of a part not yet awaited from going unhandled.
      for (const check of checks) check.catch(() => undefined);
      const outcomes: IngestOutcome[] = [];
      // Part by part, so this thread stores one part while the workers still check the next.
      for (const [k, part] of parts.entries()) {
        const problems = await (checks[k] as Promise<(RecordProblem | null)[]>);
        const results = store.transaction(() => part.map((snapshot, i) => storeOne(snapshot, problems[i] ?? null)));
        for (const result of results) outcomes.push(outcomeOf(result));
        if (options.between && k < parts.length - 1) await options.between();
      }
      return outcomes;
    },

    verifyLedger: report,
    auditLedger() {
      audit.runNow();
      return report();
    },
    async auditLedgerInPool() {
      await audit.runInPool();
      return report();
    },
    auditFailure: () => audit.failure(),
    startAudit() {
      const started = audit.start();
      return { started, report: report() };
    },

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
    hasRecord: (id) => repo.has(id),
    graph: () => buildGraph(repo.allOfKind('anchor'), repo.allOfKind('supersede')),
    forks: () => forks.all(),
    forkOf(author) {
      const row = forks.of(author);
      const kept = row && repo.byId(row.kept_id);
      // The kept record is in the chain for good; a store without it is damaged, which a re-scan reports.
      if (!row || !kept) return undefined;
      const { prev_id, rejected, seen_at, rivals } = row;
      return { author: row.author, first_seen_at: seen_at, rivals, prev_id, kept: wireOf(kept), rejected };
    },
    forkSummaries: (after, limit) => forks.summaries(after, limit),
    countBy: (author, atMost) => repo.countBy(author, atMost),
    signersAbout: (author) => repo.signersAbout(author),
    forkedKeys: () => forks.forkedKeys(),
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
    close: async () => ownPool?.close(),
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

/** Only the signed fields are kept: the peer's seq and anything else it attached are not ours to store. */
function cleanOf(input: unknown): Omit<LedgerRecord, 'seq'> {
  const { id, prev_id, kind, author, body, ts, sig } = input as Omit<LedgerRecord, 'seq'>;
  return { id, prev_id, kind, author, body, ts, sig } as Omit<LedgerRecord, 'seq'>;
}

/** A private deep copy; what cannot be copied (a function, say) becomes null, which the check refuses. */
function snapshotOf(input: unknown): unknown {
  try {
    return structuredClone(input);
  } catch {
    return null;
  }
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
