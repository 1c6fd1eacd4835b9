import { PATCH_STATUSES } from '../catalog/index.js';
import type { Ledger } from '../ledger/index.js';
import type { Store } from '../store/store.js';
import { marketRepo } from './market-repo.js';

/**
 * `/api/info` counts: `patches` is every announced knowledge (drafts are private and counted apart as `drafts`),
 * then one lower-case key per status, and the number of ledger records.
 */
export function catalogCounts(store: Store, ledger: Ledger): () => Record<string, number> {
  const repo = marketRepo(store.db);
  return () => {
    const byStatus = repo.statusCounts();
    const counts: Record<string, number> = { patches: 0 };
    for (const status of PATCH_STATUSES) {
      const n = byStatus.get(status) ?? 0;
      if (status === 'DRAFT') counts.drafts = n;
      else {
        counts[status.toLowerCase()] = n;
        counts.patches = (counts.patches ?? 0) + n;
      }
    }
    counts.records = ledger.count();
    return counts;
  };
}
