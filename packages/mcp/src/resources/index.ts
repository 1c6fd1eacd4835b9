import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServerContext } from '../tools/context.js';
import { budgetView } from '../tools/budget.js';
import { INSTRUCTIONS } from './instructions.js';
import { registerKnowledgeResource } from './knowledge.js';
import { registerOpenApiResource } from './openapi.js';
import { json, resourceError } from './shared.js';

export { INSTRUCTIONS, instructionsFor } from './instructions.js';
export {
  COMPLETION_LIMIT,
  KNOWLEDGE_ID_RULE,
  KNOWLEDGE_LIST_LIMIT,
  KNOWLEDGE_TEMPLATE,
  completeKnowledgeIds,
  entriesByPrefix,
  knowledgeUri,
  readKnowledgeId,
} from './knowledge.js';
export { OPENAPI_URI, OPENAPI_WARNING, OPENAPI_WARNING_FIELD, isGeneratedOpenApi, openApiView } from './openapi.js';
export { RESOURCE_NOT_FOUND, resourceError } from './shared.js';

/**
 * The resources: the workflow rules, the node's self-description, the session budget, the node's OpenAPI
 * document, and one knowledge by id.
 */
export function registerResources(server: McpServer, ctx: ServerContext, instructions = INSTRUCTIONS): void {
  server.registerResource(
    'instructions',
    'ainize://instructions',
    { title: 'How to use this server', description: 'The workflow rules, as sent on connect.', mimeType: 'text/plain' },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/plain', text: instructions }] }),
  );

  server.registerResource(
    'node-info',
    'ainize://node/info',
    {
      title: 'Node information',
      description: 'What the node says about itself: identity, ledger, quorum, currency, counts. Free.',
      mimeType: 'application/json',
    },
    async (uri) => {
      try {
        const info = await ctx.client.info();
        return { contents: [{ uri: uri.href, mimeType: 'application/json', text: json(ctx, info) }] };
      } catch (thrown) {
        throw resourceError(ctx, uri.href, thrown);
      }
    },
  );

  server.registerResource(
    'budget',
    'ainize://budget',
    {
      title: 'Session budget',
      description: 'The spending caps of this server, per currency: what was spent, reserved and remains.',
      mimeType: 'application/json',
    },
    async (uri) => {
      // The currency is the node's; without the node the cap still stands, in a currency shown as unknown.
      const currency = await ctx.client.info().then(
        (info) => info.currency,
        () => null,
      );
      return {
        contents: [{ uri: uri.href, mimeType: 'application/json', text: json(ctx, budgetView(ctx, currency)) }],
      };
    },
  );

  registerOpenApiResource(server, ctx);
  registerKnowledgeResource(server, ctx);
}
