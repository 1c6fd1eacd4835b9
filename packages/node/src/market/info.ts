import { PATCH_STATUSES } from '../catalog/index.js';
import type { Ledger } from '../ledger/index.js';
import type { ModelServing } from '../serving/serving.js';
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

/**
 * `/api/info` runtime: the digest's runtime status object (§1.1 `{available, api, model, hook, repo, applied,
 * error?, detail?}`) as the embedded node fills it. The model runs inside this process, so there is no serving
 * API or model checkout to name (`api`, `repo` null) and knowledge is written to the live table directly (`hook`
 * true). `kind`, `rows` and `row_dim` are added: a knowledge applies only to a model of the same shape.
 */
export interface RuntimeInfo {
  available: boolean;
  kind: 'memory';
  api: null;
  model: string;
  hook: boolean;
  repo: null;
  /** Applied knowledge ids, bottom first. */
  applied: string[];
  rows: number;
  row_dim: number;
}

export function runtimeInfo(serving: Pick<ModelServing, 'model' | 'stack'>): () => RuntimeInfo {
  return () => ({
    available: true,
    kind: 'memory',
    api: null,
    model: serving.model.modelId,
    hook: true,
    repo: null,
    applied: serving.stack().map((item) => item.patch_id),
    rows: serving.model.rows,
    row_dim: serving.model.rowDim,
  });
}
