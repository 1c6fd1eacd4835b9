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
export { toolError, toolResult, type ToolAnswer, type ToolErrorOptions } from './tool-result.js';
export { nextStepFor } from './next-step.js';
export { protocolErrorFrame, scrubbingErrors } from './protocol-error.js';
