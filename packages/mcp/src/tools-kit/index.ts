export {
  defineTool,
  HUMAN_TIMEOUT_MS,
  toolCallFrom,
  type HumanAnswer,
  type HumanChannel,
  type HumanQuestion,
  type OutputSchema,
  type ProgressUpdate,
  type StrictInput,
  type ToolCall,
  type ToolDefinition,
  type ToolHandler,
  type ToolSpec,
} from './define.js';
export { registerTools, type ToolContextBase, type ToolRegistration } from './register.js';
export { TIERS, hintProblems, type Tier, type ToolHints } from './tiers.js';
