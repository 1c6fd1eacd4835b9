export type { PeerQuotaView } from './admission.js';
export { MAX_BACKOFF_MS } from './backoff.js';
export { MAX_PAGE_BYTES } from './peer-client.js';
export {
  DEFAULT_QUOTA_LIMITS,
  peerAdmissionOf,
  type PeerAdmissionOptions,
  type QuotaCode,
  type QuotaLimits,
} from './quota.js';
export { P2P_DEFAULT_LIMIT, peerRoutes } from './routes.js';
export { normalizePeerUrl, type PeerSource, type PeerState } from './repo.js';
export { peerMigrations } from './schema.js';
export {
  SYNC_MAX_PAGES,
  SYNC_PAGE_SIZE,
  openPeerSync,
  type PeerSync,
  type PeerSyncOptions,
  type PeerRemoval,
  type PeerSyncReport,
  type PeerView,
  type SyncLogger,
} from './sync.js';
