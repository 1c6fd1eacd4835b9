export {
  defineTool,
  when,
  HUMAN_TIMEOUT_MS,
  toolCallFrom,
  type DescriptionPart,
  type HumanAnswer,
  type HumanChannel,
  type HumanQuestion,
  type Mention,
  type OutputSchema,
  type ProgressUpdate,
  type StrictInput,
  type ToolCall,
  type ToolDefinition,
  type ToolHandler,
  type ToolSpec,
} from './define.js';
export {
  offeredTools,
  registerTools,
  type RegisterOptions,
  type ToolContextBase,
  type ToolRegistration,
} from './register.js';
export { guardToolCalls, installedHandler, refusalFor, type CallGuardOptions, type WhenOff } from './call-guard.js';
export { closestName, editDistance } from './closest.js';
export { fieldProblems, inputError, nameValue, type FieldProblem, type FieldProblems } from './input-errors.js';
export { listedBriefly, listedOutput, toolJsonSchema, portable, type JsonSchema } from './json-schema.js';
export { TIERS, hintProblems, type Tier, type ToolHints } from './tiers.js';
