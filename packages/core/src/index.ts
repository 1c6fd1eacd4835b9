export { canonicalJson, hashCanonical } from './canonical/canonical.js';
export { sha256Hex } from './canonical/sha256.js';
export { InvalidInputError, type InputKind } from './errors/invalid-input.js';
export {
  addDec,
  cmpDec,
  decFromShare,
  divDecInt,
  isPrice,
  isZeroDec,
  maxDec,
  minDec,
  mulDec,
  normalizeDec,
  subDec,
  truncDec,
  validatePrice,
} from './money/decimal.js';
export {
  MAX_LINEAGE_ANCHORS,
  MIN_ROYALTY_SHARE,
  MIN_VERIFIER_SHARE,
  MAX_VERIFIER_SHARE,
  PAYOUT_SCALE,
  royaltySplit,
  teacherShareOfPrice,
  type LineageAnchor,
  type RoyaltyContributor,
  type RoyaltySplit,
  type RoyaltySplitInput,
} from './money/royalty.js';
export { canonicalJsonl, canonicalRowLine, rowHash, sha256Rows } from './rows/jsonl.js';
export {
  ANSWER_MAX,
  NOTE_MAX,
  PROMPT_MAX,
  ROW_REF_PATTERN,
  normalizeRow,
  questionKey,
  type NormalizedRow,
  type RowFix,
  type RowProblem,
  type TrainingRow,
} from './rows/normalize.js';
export {
  SECP256K1_ORDER,
  addressFromPublicKey,
  addressOf,
  generatePrivateKey,
  isAddress,
  isChecksumAddress,
  parsePrivateKey,
  sameAddress,
  toChecksumAddress,
} from './identity/keys.js';
export {
  SIGNATURE_HEX_LENGTH,
  hashMessage,
  parseSignature,
  recoverAddress,
  recoverSigner,
  signMessage,
  verifyMessage,
  type ParsedSignature,
} from './identity/signed-message.js';
export { MemoryReplayCache, type MemoryReplayCacheOptions, type ReplayCache } from './identity/replay-cache.js';
export {
  DATASET_SHA256_HEADER,
  TEACH_AUTH_HEADER,
  TEACH_AUTH_HEADERS,
  TEACH_AUTH_SKEW_MS,
  buildTeachAuth,
  parseTeachAuth,
  pickTeachAuthHeader,
  teachAuthMessage,
  verifyTeachAuth,
  type BuildTeachAuthInput,
  type ParsedTeachAuth,
  type TeachAuthRefusal,
  type TeachAuthResult,
  type TeachAuthTarget,
  type VerifyTeachAuthInput,
} from './identity/teach-auth.js';
export {
  PAYMENT_HEADER,
  PAYMENT_REQUIRED_HEADER,
  PAYMENT_RESPONSE_HEADER,
  X402_ASSETS,
  X402_NETWORKS,
  X402_QUOTE_TTL_MS,
  X402_SCHEMES,
  X402_VERSION,
  type LocalCreditIntent,
  type PaymentPayload,
  type PaymentRequirement,
  type X402Check,
  type X402RequiredBase,
  type X402Scheme,
} from './x402/types.js';
export {
  localCreditIntent,
  localCreditTxHash,
  signLocalCreditPayment,
  verifyLocalCreditPayment,
} from './x402/local-credit.js';
export {
  ainPaymentDigest,
  signAinTransferPayment,
  transferKeyFor,
  verifyAinTransferProof,
} from './x402/ain-transfer.js';
export {
  MAX_PAYMENT_HEADER_LENGTH,
  MAX_REQUIREMENTS_HEADER_LENGTH,
  decodePaymentHeader,
  decodeRequirementsHeader,
  encodePaymentHeader,
  encodeRequirementsHeader,
  validatePaymentPayload,
  validateRequirement,
} from './x402/headers.js';
export {
  ERROR_CODES,
  MONEY_CODES,
  codeInfo,
  fallbackCodeForStatus,
  isKnownCode,
  isMoneyCode,
  type CodeInfo,
  type CodeSide,
  type ErrorCode,
} from './errors/codes.js';
export { NODE_CODES } from './errors/codes-node.js';
export {
  AinizeFailure,
  ainizeError,
  isAinizeError,
  toAinizeError,
  withoutRetry,
  type AinizeError,
  type ErrorInit,
  type ErrorTier,
} from './errors/ainize-error.js';
export {
  isNetworkError,
  nodeErrorBody,
  nodeErrorResponse,
  parseNodeError,
  readNodeFailure,
  unreachableError,
  type HeadersLike,
  type NodeErrorBody,
  type NodeFailure,
  type NodeResponse,
  type ParseOptions,
} from './errors/node-errors.js';
export { createScrubber, scrub, scrubString, type ScrubOptions, type Scrubber } from './scrub/scrub.js';
export { MIN_KNOWN_SECRET_LENGTH, REDACTION_PREFIX, redactionMarker, type RedactionKind } from './scrub/patterns.js';
export {
  BF16_NAN,
  bf16Bits,
  bf16Equal,
  bf16FromFloat32Bits,
  bf16ToNumber,
  firstBf16Mismatch,
  rowsEqualBf16,
  toBf16Array,
} from './npz/bf16.js';
export {
  DEFAULT_NPZ_MAX_BYTES,
  NPZ_MEMBERS,
  readNpz,
  writeNpz,
  type NpzContents,
  type ReadNpzOptions,
  type WriteNpzOptions,
} from './npz/npz.js';
export type { NpzPatch } from './npz/patch.js';
export { preStateSha256 } from './npz/pre-state.js';
export { DEFAULT_SKETCH_K, SKETCH_MULTIPLIER, addrSketch, countOverlap, estimateOverlap } from './npz/sketch.js';
export { validatePatch } from './npz/validate.js';
export type { ChatAnswer, ChatMode, ChatResponse } from './api/chat.js';
export { PATCH_STATUSES, type PatchStatus } from './api/catalog.js';
export type {
  EntryTrust,
  ForkEvidence,
  ForkedKey,
  LedgerProblem,
  LedgerVerification,
  NodeTrustInfo,
  NotCountedReason,
  SignedRecord,
  TrustPolicyName,
  UntrustedAttestation,
  UntrustedChallenge,
} from './api/trust.js';
export type { ApplyResult, ChangeCancel, CheckResult, RemoveResult, StackItem } from './api/runtime.js';
export type {
  BuyRequest,
  BuyResult,
  BuyStep,
  BuyStepName,
  PaymentRequiredBody,
  PaymentResponse,
  PurchaseList,
  PurchaseManifest,
  PurchaseRecord,
  UnresolvedPayment,
  Wallet,
  WalletEntry,
  WalletEntryKind,
} from './api/money.js';
export { readCappedBytes, readCappedText } from './http/read-capped.js';
export { PREFLIGHT_STATUSES, TEACH_JOB_STATUSES, TEACH_ROW_STATUSES } from './api/teach.js';
export type {
  PreflightFact,
  PreflightRequest,
  PreflightResult,
  PreflightStatus,
  PublishChallenge,
  PublishDatasetTerms,
  PublishRequest,
  PublishResult,
  RowsPerJobSource,
  TeachBackend,
  TeachChecks,
  TeachDataset,
  TeachDatasetCreated,
  TeachDatasetList,
  TeachDatasetRef,
  TeachDatasetRequest,
  TeachDatasetRow,
  TeachDatasetRowsPage,
  TeachDatasetSource,
  TeachDatasetStatus,
  TeachEffort,
  TeachEffortPreset,
  TeachFact,
  TeachJob,
  TeachJobAccepted,
  TeachJobEvent,
  TeachJobEvents,
  TeachJobList,
  TeachJobPublic,
  TeachJobRequest,
  TeachJobStatus,
  TeachLang,
  TeachLimits,
  TeachMode,
  TeachPolicy,
  TeachProgress,
  TeachPublishMode,
  TeachPublishStatus,
  TeachQuota,
  TeachRetention,
  TeachRowAdvisory,
  TeachRowInput,
  TeachRowStatus,
  TeachRowSummary,
  TeachSaveResult,
  TeachTiming,
  TeachTrainerState,
  TeachTrainingOptions,
} from './api/teach.js';
