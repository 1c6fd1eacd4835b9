import type { ToolDefinition } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { getKnowledge } from './get-knowledge.js';
import { nodeStatus } from './node-status.js';
import { searchKnowledge } from './search-knowledge.js';

export { combinedScrubber, type ServerContext } from './context.js';

/** Every tool of this build, in the order tools/list shows them. */
export const TOOLS: readonly ToolDefinition<ServerContext>[] = [searchKnowledge, getKnowledge, nodeStatus];
