export * from './attestations.js';
export {
  openCatalog,
  type Catalog,
  type CatalogDetail,
  type CatalogOptions,
  type CatalogSearchResult,
  type RequiredBaseDetail,
} from './catalog.js';
export { deriveCatalog, deriveEntry, indexRecords, type DeriveInput, type RecordIndex } from './derive.js';
export {
  openKnowledgeEvents,
  DEFAULT_EVENTS_LIMIT,
  EVENTS_RETENTION_DAYS,
  MAX_EVENTS_LIMIT,
  type KnowledgeEvents,
  type NewEvent,
} from './events.js';
export type { EventLevel, KnowledgeEvent } from './events-repo.js';
export { CATALOG_TRUSTS, priceKey, trustClass, type CatalogTrust } from './filters.js';
export * from './query.js';
export { catalogMigrations } from './schema.js';
export * from './types.js';
export { OPEN_TRUST, trustInfo, trustJudge, trustPolicy, type TrustJudge, type TrustPolicy } from './trust.js';
