export * from './bodies.js';
export { LedgerForkError, LedgerRecordError } from './errors.js';
export { RECORD_KINDS, isRecordKind, type RecordKind } from './kinds.js';
export {
  DEFAULT_LIST_LIMIT,
  MAX_LIST_LIMIT,
  buildGraph,
  openLedger,
  type ForkEvidence,
  type GraphEdge,
  type IngestOptions,
  type IngestOutcome,
  type IngestResult,
  type Ledger,
  type LedgerOptions,
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
export type { ForkRow, ForkSummary } from './fork-log.js';
export { ledgerMigrations } from './schema.js';
export {
  MAX_REPORTED_FORKS,
  MAX_REPORTED_PROBLEMS,
  type AuditRun,
  type FinishedAudit,
  type LedgerProblem,
  type LedgerReport,
} from './verify.js';
export { SLICE_MS, TimeSlice, yieldToLoop } from './time-slice.js';
export {
  DEFAULT_VERIFY_WORKERS,
  VerifyWorkerError,
  openVerifyPool,
  type VerifyPool,
  type VerifyPoolOptions,
} from './verify-pool.js';
export { isSaleBy, isSellerSettlement } from './settle.js';
