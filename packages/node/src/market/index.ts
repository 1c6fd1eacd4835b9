import type { Route } from '../http/route.js';
import { catalogRoutes } from './catalog-routes.js';
import { datasetRoutes } from './dataset-routes.js';
import type { MarketDeps } from './deps.js';
import { ledgerRoutes } from './ledger-routes.js';
import { teacherRoutes } from './teacher-routes.js';

export { catalogRoutes } from './catalog-routes.js';
export { DATASET_ACCESS, DATASET_PREVIEW_ROWS, datasetRoutes, type DatasetAccess } from './dataset-routes.js';
export type { MarketDeps } from './deps.js';
export { mapped, toHttpError } from './errors.js';
export { catalogCounts } from './info.js';
export { ledgerRoutes } from './ledger-routes.js';
export { teacherRoutes } from './teacher-routes.js';

/** Every read route of the market: catalog, detail, records, events, ledger, teacher profile and datasets. */
export function marketRoutes(deps: MarketDeps): Route[] {
  return [...catalogRoutes(deps), ...ledgerRoutes(deps), ...teacherRoutes(deps), ...datasetRoutes(deps)];
}
