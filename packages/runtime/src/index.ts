/**
 * @ainize/runtime — a conditional-memory model on the CPU: a hashed table of rows read by question pairs,
 * greedy decoding with calibrated abstention, sparse-row teaching that yields patches, and an applied stack.
 */
export { createModel, MAX_STEPS } from './model/create.js';
export { Model, type AnswerOptions, type TeachCallOptions } from './model/model.js';
export { type ModelOptions, DEFAULT_ROWS, DEFAULT_DIMS } from './model/options.js';
export { RuntimeError, type RuntimeErrorCode } from './errors/runtime-error.js';
export { ABSTAIN_TEXT, type Answer } from './decode/decode.js';
export { type Fact, MAX_PROMPT_CHARS, MAX_ANSWER_CHARS } from './teach/fact.js';
export { type TeachOptions, type TeachResult, type QuestionOutcome, TEACH_DEFAULTS } from './teach/teach.js';
export { type Patch, patchId } from './patch/patch.js';
export { type AppliedPatch, type ApplyOptions, type RemoveResult } from './patch/stack.js';
export { Overlay } from './patch/overlay.js';
export { type ChecksInput, type CheckReport, type QA, type Hits, sampleBase } from './checks/checks.js';
export { LOCALITY_PROMPTS } from './checks/locality-prompts.js';
export { baseCorpus, type BaseFact } from './corpus/base-corpus.js';
export { questionTokens } from './tokenize/question.js';
export { encodeModel, decodeModel } from './store/model-file.js';
export { saveModel, loadModel, openModel, type OpenModelPlaces } from './store/files.js';
export { cachedModelPath } from './store/model-cache.js';
export { syntheticWorld, type SyntheticFact, type SyntheticWorld } from './synthetic/lessons.js';
export { RELATIONS, type Relation } from './synthetic/relations.js';
export { hardParaphraseSet, type HardLesson, type HardQuestion } from './synthetic/hard-set.js';
export { HARD_PHRASINGS, BEYOND_PHRASINGS, CHANGED_MEANING, type Lever } from './synthetic/hard-phrasings.js';
export {
  koreanReachSet,
  type KoreanReachSet,
  type KoreanLever,
  type KoreanNegativeKind,
} from './synthetic/korean-reach.js';
export {
  KOREAN_HELD_OUT,
  KOREAN_HELD_OUT_3,
  KOREAN_HELD_OUT_4,
  KOREAN_HELD_OUT_5,
  KOREAN_HELD_OUT_6,
  KOREAN_HELD_OUT_7,
  KOREAN_HELD_OUT_8,
  KOREAN_HELD_OUT_9,
  KOREAN_HELD_OUT_10,
  KOREAN_HELD_OUT_11,
  KOREAN_HELD_OUT_12,
  KOREAN_HELD_OUT_13,
  KOREAN_HELD_OUT_14,
  KOREAN_HELD_OUT_15,
  KOREAN_HELD_OUT_16,
  KOREAN_HELD_OUT_17,
  KOREAN_HELD_OUT_18,
  KOREAN_HELD_OUT_19,
  KOREAN_HELD_OUT_20,
  KOREAN_HELD_OUT_21,
  KOREAN_HELD_OUT_22,
  KOREAN_HELD_OUT_23,
  KOREAN_HELD_OUT_24,
  KOREAN_HELD_OUT_25,
  KOREAN_HELD_OUT_26,
  KOREAN_HELD_OUT_27,
  KOREAN_HELD_OUT_28,
  KOREAN_HELD_OUT_29,
  KOREAN_HELD_OUT_30,
  KOREAN_HELD_OUT_31,
  KOREAN_HELD_OUT_32,
  KOREAN_HELD_OUT_33,
  koreanHeldOutSet,
} from './synthetic/korean-held-out.js';
export {
  REACH_HELD_OUT,
  REACH_RELATIONS,
  REACH_SECOND,
  reachSet,
  type ReachFact,
  type ReachLever,
  type ReachNegative,
  type ReachRelation,
  type ReachSet,
} from './synthetic/reach-phrasings.js';
export { REACH_HELD_OUT_2 } from './synthetic/reach-held-out-2.js';
export { REACH_HELD_OUT_3 } from './synthetic/reach-held-out-3.js';
export { REACH_HELD_OUT_4 } from './synthetic/reach-held-out-4.js';
export { REACH_HELD_OUT_5 } from './synthetic/reach-held-out-5.js';
export { REACH_HELD_OUT_6 } from './synthetic/reach-held-out-6.js';
export { REACH_HELD_OUT_7 } from './synthetic/reach-held-out-7.js';
export { REACH_HELD_OUT_8 } from './synthetic/reach-held-out-8.js';
export { REACH_HELD_OUT_9 } from './synthetic/reach-held-out-9.js';
export { REACH_HELD_OUT_10 } from './synthetic/reach-held-out-10.js';
export { REACH_HELD_OUT_11 } from './synthetic/reach-held-out-11.js';
export { REACH_HELD_OUT_12 } from './synthetic/reach-held-out-12.js';
export { REACH_HELD_OUT_13 } from './synthetic/reach-held-out-13.js';
export { REACH_HELD_OUT_14 } from './synthetic/reach-held-out-14.js';
export { REACH_HELD_OUT_15 } from './synthetic/reach-held-out-15.js';
export { REACH_HELD_OUT_16 } from './synthetic/reach-held-out-16.js';
export { REACH_HELD_OUT_17 } from './synthetic/reach-held-out-17.js';
export { REACH_HELD_OUT_18 } from './synthetic/reach-held-out-18.js';
export { REACH_HELD_OUT_19 } from './synthetic/reach-held-out-19.js';
export { REACH_HELD_OUT_20 } from './synthetic/reach-held-out-20.js';
export { REACH_HELD_OUT_21 } from './synthetic/reach-held-out-21.js';
export { REACH_HELD_OUT_22 } from './synthetic/reach-held-out-22.js';
export { REACH_HELD_OUT_23 } from './synthetic/reach-held-out-23.js';
export { REACH_HELD_OUT_24 } from './synthetic/reach-held-out-24.js';
export { REACH_HELD_OUT_25 } from './synthetic/reach-held-out-25.js';
export { REACH_HELD_OUT_26 } from './synthetic/reach-held-out-26.js';
export { REACH_HELD_OUT_27 } from './synthetic/reach-held-out-27.js';
export { REACH_HELD_OUT_28 } from './synthetic/reach-held-out-28.js';
export { REACH_HELD_OUT_29 } from './synthetic/reach-held-out-29.js';
export { REACH_HELD_OUT_30 } from './synthetic/reach-held-out-30.js';
export { REACH_HELD_OUT_31 } from './synthetic/reach-held-out-31.js';
export { REACH_HELD_OUT_32 } from './synthetic/reach-held-out-32.js';
export { REACH_HELD_OUT_33 } from './synthetic/reach-held-out-33.js';
export { REACH_HELD_OUT_34 } from './synthetic/reach-held-out-34.js';
export { REACH_HELD_OUT_35 } from './synthetic/reach-held-out-35.js';
export { REACH_HELD_OUT_36 } from './synthetic/reach-held-out-36.js';
export { type Change } from './features/paraphrase.js';
export { WordIndex } from './wordnet/word-index.js';
export { buildWordIndex } from './wordnet/build-word-index.js';
