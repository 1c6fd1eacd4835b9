export {
  formatDuration,
  lockLabelWords,
  modelLockSentence,
  modelLockView,
  type LockHolder,
  type LockQueue,
  type ModelLockInput,
  type ModelLockView,
} from './model-lock.js';
export {
  errorEnvelope,
  toolError,
  toolResult,
  type ErrorEnvelope,
  type ToolAnswer,
  type ToolErrorOptions,
} from './tool-result.js';
export { nextStepFor, tableStep } from './next-step.js';
export {
  protocolErrorFrame,
  refusalFrame,
  refusalMessage,
  scrubbingErrors,
  type RefusalFrame,
} from './protocol-error.js';
