export { BodyUnavailableError, fetchBody, peerDirectory, type PeerDirectory } from './body-fetch.js';
export { attestationBody, evaluateBody, wouldCount, type CountVerdict } from './check.js';
export {
  MAX_FAILURES,
  MIN_LEARNED,
  PASS_SHARE,
  answerMatches,
  evaluatePatch,
  requiredCorrect,
  type BenchmarkSample,
  type Evaluation,
  type EvaluationFailure,
  type EvaluationModel,
} from './evaluate.js';
export { executorInstance } from './instance.js';
export { DEFAULT_VERIFIER_LIMITS, RateBudget, type LimitUsage, type VerifierLimits } from './limits.js';
export { fileChallenge, type ChallengeDeps, type FiledChallenge } from './challenge.js';
export { verifierRoutes, type VerifierRouteDeps } from './routes.js';
export {
  DEFAULT_VERIFIER_INTERVAL_MS,
  UNAVAILABLE_BACKOFF_MS,
  createVerifier,
  type Verifier,
  type VerifierDeps,
  type VerifierModel,
  type VerifierOptions,
} from './verifier.js';
export type { VerifierResult, VerifierState } from './types.js';
