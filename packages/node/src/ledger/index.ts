export * from './bodies.js';
export { LedgerForkError, LedgerRecordError } from './errors.js';
export { RECORD_KINDS, isRecordKind, type RecordKind } from './kinds.js';
export {
  DEFAULT_LIST_LIMIT,
  MAX_LIST_LIMIT,
  buildGraph,
  openLedger,
  type GraphEdge,
  type IngestResult,
  type Ledger,
  type LedgerGraph,
  type RecordListener,
} from './ledger.js';
export {
  checkRecord,
  keySigner,
  recordId,
  signRecord,
  subjectsOf,
  type LedgerRecord,
  type RecordProblem,
  type RecordSigner,
  type UnsignedRecord,
  type WireRecord,
} from './record.js';
export type { ForkRow } from './repo.js';
export { ledgerMigrations } from './schema.js';
export type { LedgerProblem, LedgerVerification } from './verify.js';
export { isSaleBy, isSellerSettlement } from './settle.js';
