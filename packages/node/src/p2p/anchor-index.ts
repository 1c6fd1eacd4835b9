import type { AnchorBody } from '../ledger/bodies.js';
import type { Ledger } from '../ledger/ledger.js';

/**
 * Which knowledge ids claim a body, by its sha256. The catalog is keyed by id, but a blob request names only
 * the content; this index answers "whose body is this" without a table of our own. Built on first use from the
 * ledger, then kept current from `onRecord`. An id listed here whose anchor later fails to commit is harmless:
 * callers confirm every id against the catalog before trusting it.
 */
export interface AnchorIndex {
  idsFor(sha256: string): string[];
  close(): void;
}

export function openAnchorIndex(ledger: Ledger): AnchorIndex {
  let bySha: Map<string, Set<string>> | undefined;
  const add = (anchor: AnchorBody): void => {
    if (!bySha) return;
    let ids = bySha.get(anchor.patch_sha256);
    if (!ids) bySha.set(anchor.patch_sha256, (ids = new Set()));
    ids.add(anchor.id);
  };
  const unsubscribe = ledger.onRecord((record) => {
    if (record.kind === 'anchor') add(record.body as AnchorBody);
  });
  return {
    idsFor(sha256) {
      if (!bySha) {
        bySha = new Map();
        for (const record of ledger.allRecords()) if (record.kind === 'anchor') add(record.body as AnchorBody);
      }
      return [...(bySha.get(sha256) ?? [])];
    },
    close: unsubscribe,
  };
}
