import * as z from 'zod';
import { PATCH_STATUSES } from '@ainize/core';
import { defineTool } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { flattenEntry } from './flatten.js';
import { flatKnowledgeSchema } from './schemas.js';

const input = z.strictObject({
  query: z.string().max(500).optional().describe('Words to look for in names, descriptions and topics.'),
  model: z.string().max(200).optional().describe('Only knowledges trained for this model id.'),
  schema: z.string().max(200).optional().describe('Only knowledges whose benchmark uses this schema.'),
  status: z
    .array(z.enum(PATCH_STATUSES))
    .max(8)
    .optional()
    .describe('Only these statuses (default: whatever the node lists).'),
  author: z.string().max(200).optional().describe('Only knowledges by this author address.'),
  origin: z
    .enum(['operator', 'teach'])
    .optional()
    .describe('Only knowledges uploaded by an operator ("operator") or taught through a teaching key ("teach").'),
  sort: z
    .enum(['latest', 'popular', 'price', 'rows'])
    .optional()
    .describe('Order: newest (the default), most downloaded, cheapest, or most rows first.'),
  limit: z.number().int().min(1).max(50).default(10).describe('Rows per page, 1–50.'),
  offset: z
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(0)
    .describe('Rows to skip, for the next page (total says how many match).'),
});

const output = z.object({
  total: z.number(),
  shown: z.number(),
  offset: z.number(),
  items: z.array(flatKnowledgeSchema),
  facets: z.object({ models: z.array(z.string()), schemas: z.array(z.string()) }),
});

export const searchKnowledge = defineTool<ServerContext, typeof input, typeof output>({
  name: 'search_knowledge',
  title: 'Search knowledge',
  tier: 'READ',
  description:
    'Searches the node’s catalogue and lists matching knowledges, one flat row each (price, rows, status, ' +
    'quorum, verified, author, model), with facets naming every model and schema to narrow the next search. ' +
    'Use it first to find candidates; then get_knowledge reads one in full and quote prices it.',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: async (args, ctx, call) => {
    const found = await ctx.client.searchCatalog(
      {
        ...(args.query === undefined ? {} : { q: args.query }),
        ...(args.model === undefined ? {} : { model: args.model }),
        ...(args.schema === undefined ? {} : { schema: args.schema }),
        ...(args.status === undefined ? {} : { status: args.status }),
        ...(args.author === undefined ? {} : { author: args.author }),
        ...(args.origin === undefined ? {} : { origin: args.origin }),
        ...(args.sort === undefined ? {} : { sort: args.sort }),
        limit: args.limit,
        offset: args.offset,
      },
      { signal: call.signal },
    );
    const items = found.items.map((entry) => flattenEntry(entry, ctx.client.baseUrl));
    return {
      total: found.total,
      shown: items.length,
      offset: args.offset,
      items,
      facets: { models: found.models, schemas: found.schemas },
    };
  },
});
