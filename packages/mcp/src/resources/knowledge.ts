import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { COMPLETION_LIMIT, entriesStartingWith } from '../node-client/id-prefix.js';
import type { CatalogEntry } from '../node-client/index.js';
import type { ServerContext } from '../tools/context.js';
import { knowledgeView } from '../tools/knowledge-detail.js';
import { knowledgeId } from '../tools/schemas.js';
import { json, resourceError } from './shared.js';

export const KNOWLEDGE_TEMPLATE = 'ainize://knowledge/{id}';
/** How many catalog entries resources/list shows. */
export const KNOWLEDGE_LIST_LIMIT = 50;
export { catalogWords, COMPLETION_LIMIT } from '../node-client/id-prefix.js';

export const knowledgeUri = (id: string): string => `ainize://knowledge/${id}`;

/** Catalog entries whose id starts with `prefix` (case aside), at most `limit`; none when the node is down. */
export async function entriesByPrefix(ctx: ServerContext, prefix: string, limit = COMPLETION_LIMIT) {
  try {
    return await entriesStartingWith((query) => ctx.client.searchCatalog(query), prefix, limit);
  } catch {
    // A completion is a hint: without the node there is simply nothing to suggest.
    return [] as CatalogEntry[];
  }
}

/** Knowledge ids for an argument being typed, from the node's catalog. */
export async function completeKnowledgeIds(ctx: ServerContext, prefix: string): Promise<string[]> {
  const entries = await entriesByPrefix(ctx, prefix);
  return ctx.scrubber.scrub(entries.map((entry) => entry.id));
}

/** `ainize://knowledge/{id}`: one knowledge, listed from the catalog and completed by id prefix. */
export function registerKnowledgeResource(server: McpServer, ctx: ServerContext): void {
  const template = new ResourceTemplate(KNOWLEDGE_TEMPLATE, {
    list: async () => {
      // Listing must not fail because the node is down: the fixed resources are still worth showing.
      const found = await ctx.client.searchCatalog({ limit: KNOWLEDGE_LIST_LIMIT }).catch(() => null);
      const resources = (found?.items ?? []).slice(0, KNOWLEDGE_LIST_LIMIT).map((entry) => ({
        uri: knowledgeUri(entry.id),
        name: entry.anchor.name,
        description: `${entry.id} · ${entry.status} · ${entry.anchor.price} ${entry.anchor.currency}`,
        mimeType: 'application/json',
      }));
      return { resources: ctx.scrubber.scrub(resources) };
    },
    complete: { id: (value) => completeKnowledgeIds(ctx, value) },
  });

  server.registerResource(
    'knowledge',
    template,
    {
      title: 'One knowledge',
      description:
        'What get_knowledge shows for one id without extra sections: facts, verification, lineage, base stack, ' +
        'availability on this node and the training set. Free and read-only.',
      mimeType: 'application/json',
    },
    async (uri, variables, extra) => {
      const id = readKnowledgeId(ctx, variables.id);
      try {
        const detail = await ctx.client.patch(id, { signal: extra.signal });
        const view = await knowledgeView(detail, ctx.client, extra.signal);
        return { contents: [{ uri: uri.href, mimeType: 'application/json', text: json(ctx, view) }] };
      } catch (err) {
        throw resourceError(ctx, knowledgeUri(id), err);
      }
    },
  );
}

/** The id rule, in the words a refused read names it. */
export const KNOWLEDGE_ID_RULE =
  'a knowledge id is 1 to 200 letters, digits, ".", "_", ":" and "-", starting with a letter or digit';

/** The `{id}` of a read (or a subscription), decoded once and held to the id rule before any node call. */
export function readKnowledgeId(ctx: ServerContext, raw: string | string[] | undefined): string {
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Left as it came; the rule below refuses it.
  }
  const parsed = knowledgeId.safeParse(decoded);
  if (parsed.success) return parsed.data;
  // Shown decoded, as the client typed it: the scrubber recognises a token by its shape, which encoding hides.
  const shown = ctx.scrubber.scrubString(JSON.stringify(decoded.slice(0, 80)));
  throw new McpError(ErrorCode.InvalidParams, `${shown} is not a knowledge id: ${KNOWLEDGE_ID_RULE}`);
}
