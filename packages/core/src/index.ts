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
