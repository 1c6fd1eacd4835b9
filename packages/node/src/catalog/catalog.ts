import { hashCanonical } from '@ainize/core';
import { checkBody, type AnchorBody, type SupersedeBody } from '../ledger/bodies.js';
import { LedgerRecordError } from '../ledger/errors.js';
import type { Ledger } from '../ledger/ledger.js';
import { subjectsOf, type LedgerRecord, type RecordSigner } from '../ledger/record.js';
import type { Store } from '../store/store.js';
import { deriveCatalog, deriveEntry } from './derive.js';
import { parseCatalogQuery, type CatalogQueryInput } from './query.js';
import { catalogRepo } from './repo.js';
import { DEFAULT_QUORUM, type CatalogEntry, type CatalogRules, type PatchStatus } from './types.js';

export interface CatalogSearchResult {
  total: number;
  items: CatalogEntry[];
  models: string[];
  schemas: string[];
  /** Pass as `after` for the page that follows (keyset paging); null when this page is the last. */
  next_after: string | null;
}

/** A base this knowledge must be stacked on, with what a buyer needs to decide (the HTTP layer adds `held`). */
export interface RequiredBaseDetail {
  id: string;
  patch_sha256: string;
  name: string | null;
  price: string | null;
  status: PatchStatus | null;
}

export type CatalogDetail = Omit<CatalogEntry, 'requires'> & { requires: RequiredBaseDetail[] };

export interface Catalog {
  searchCatalog(query?: CatalogQueryInput): CatalogSearchResult;
  /** The same answer as `searchCatalog`, as its JSON text (what `GET /api/catalog` sends). */
  searchCatalogJson(query?: CatalogQueryInput): string;
  getEntry(id: string): CatalogDetail | undefined;
  /** Saves (or replaces) a local draft; it shows as DRAFT to the operator until announced. */
  saveDraft(anchor: AnchorBody): CatalogEntry;
  discardDraft(id: string): boolean;
  /** Signs the draft's anchor onto the ledger (DRAFT → ANNOUNCED); the draft goes in the same transaction. */
  announce(id: string, signer: RecordSigner): LedgerRecord<'anchor'>;
  /** Re-derives one entry, e.g. when a challenge dated slightly ahead becomes current. */
  refresh(id: string): CatalogEntry | undefined;
  /** Re-derives everything from the ledger — after a rule change (quorum) or to repair the materialised table. */
  rebuild(): number;
  readonly rules: CatalogRules;
  close(): void;
}

export interface CatalogOptions {
  /** `trust` is required: whose verification counts is a decision every node makes, never a default. */
  rules: Partial<CatalogRules> & Pick<CatalogRules, 'trust'>;
  /** Clock for challenge dating; tests pin it. */
  now?: () => Date;
}

/**
 * Bumped whenever derivation changes what an entry or its row holds, so stores written by an older node are
 * re-derived on start rather than served with entries missing fields (4: the trust and price_key columns).
 */
const DERIVE_VERSION = 4;

/**
 * The catalog kept in step with the ledger: every stored record re-derives the entries it is about, inside the
 * ledger's own transaction, so a record and its effect on the catalog commit together or not at all.
 */
export function openCatalog(store: Store, ledger: Ledger, options: CatalogOptions): Catalog {
  const repo = catalogRepo(store.db);
  const rules: CatalogRules = {
    quorum: options.rules.quorum ?? DEFAULT_QUORUM,
    allowSelfAttest: options.rules.allowSelfAttest ?? false,
    trust: options.rules.trust,
  };
  if (!Number.isInteger(rules.quorum) || rules.quorum < 1)
    throw new RangeError(`quorum must be a positive integer, got ${rules.quorum}`);
  const now = options.now ?? (() => new Date());

  /** The records an entry depends on: those about it, plus the anchors on the other side of its supersedes. */
  function recordsFor(id: string): LedgerRecord[] {
    const records = ledger.recordsAbout(id);
    const others = new Set<string>();
    for (const r of records) {
      if (r.kind !== 'supersede') continue;
      const b = r.body as SupersedeBody;
      others.add(b.old_id === id ? b.new_id : b.old_id);
    }
    for (const other of others)
      records.push(
        ...ledger.recordsAbout(other).filter((r) => r.kind === 'anchor' && (r.body as AnchorBody).id === other),
      );
    return records.sort((a, b) => a.seq - b.seq);
  }

  function refresh(id: string): CatalogEntry | undefined {
    const draft = repo.getDraft(id);
    const entry = deriveEntry(id, {
      records: recordsFor(id),
      rules,
      drafts: draft ? new Map([[id, draft]]) : undefined,
      now: now(),
      forked: ledger.forkedKeys(),
    });
    if (entry) repo.upsert(entry);
    return entry ?? undefined;
  }

  /** Which entries a new record can change. A new anchor also changes whatever a supersede already linked it to. */
  function affected(record: LedgerRecord): Set<string> {
    const ids = new Set(subjectsOf(record));
    if (record.kind === 'anchor') {
      const id = (record.body as AnchorBody).id;
      for (const r of ledger.recordsAbout(id)) {
        if (r.kind === 'supersede') for (const s of subjectsOf(r)) ids.add(s);
      }
    }
    return ids;
  }

  const unsubscribe = ledger.onRecord((record) => {
    if (record.kind === 'anchor') repo.deleteDraft((record.body as AnchorBody).id);
    for (const id of affected(record)) refresh(id);
  });
  // A key caught forking stops counting at once: every entry it signed something about is derived again.
  const unsubscribeForks = ledger.onFork((author) => {
    store.transaction(() => {
      for (const id of ledger.subjectsBy(author)) refresh(id);
    });
  });

  function rebuild(): number {
    const size = store.transaction(() => {
      const records = [...ledger.allRecords()];
      const drafts = new Map(repo.drafts().map((d) => [d.id, d]));
      const entries = deriveCatalog({ records, rules, drafts, now: now(), forked: ledger.forkedKeys() });
      repo.clear();
      repo.fill(entries.values());
      repo.setMeta('derived_under', fingerprint);
      return entries.size;
    });
    // Fresh statistics let SQLite choose between walking a sort index and filtering first.
    store.optimize();
    return size;
  }

  // Entries are a cache of the ledger judged under these rules: under other rules (a new trust list) they are stale.
  const fingerprint = hashCanonical({ version: DERIVE_VERSION, rules });
  if (repo.getMeta('derived_under') !== fingerprint) rebuild();

  return {
    rules,
    searchCatalog(input) {
      const { total, items, models, schemas, next_after } = repo.list(parseCatalogQuery(input));
      // The fields the API always had come first, in their order; the cursor was added after them.
      return { total, items, models, schemas, next_after };
    },
    searchCatalogJson(input) {
      return repo.listJson(parseCatalogQuery(input));
    },
    getEntry(id) {
      const entry = repo.get(id);
      if (!entry) return undefined;
      const requires = entry.requires.map((base) => {
        const known = repo.get(base.id);
        return {
          ...base,
          name: known?.anchor.name ?? null,
          price: known?.anchor.price ?? null,
          status: known?.status ?? null,
        };
      });
      return { ...entry, requires };
    },
    saveDraft(anchor) {
      const checked = checkBody('anchor', anchor);
      if (!checked.ok) throw new LedgerRecordError('invalid', checked.field, checked.reason);
      return store.transaction(() => {
        const existing = repo.get(anchor.id);
        if (existing && existing.status !== 'DRAFT')
          throw new LedgerRecordError('invalid', 'body.id', 'is already announced on the ledger');
        repo.putDraft(anchor, now().toISOString());
        const entry = refresh(anchor.id);
        if (!entry) throw new Error(`draft ${anchor.id} did not derive`);
        return entry;
      });
    },
    discardDraft(id) {
      return store.transaction(() => {
        const removed = repo.deleteDraft(id);
        if (removed && repo.get(id)?.status === 'DRAFT') repo.remove(id);
        return removed;
      });
    },
    announce(id, signer) {
      const draft = repo.getDraft(id);
      if (!draft) throw new LedgerRecordError('invalid', 'id', `names no draft on this node: ${id}`);
      return ledger.appendRecord('anchor', draft, signer);
    },
    refresh: (id) => store.transaction(() => refresh(id)),
    rebuild,
    close: () => {
      unsubscribe();
      unsubscribeForks();
    },
  };
}
