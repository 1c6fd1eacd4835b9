import * as z from 'zod';
import { defineTool } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { verificationSection } from './knowledge-detail.js';
import { attestationSchema, knowledgeId } from './schemas.js';

const NOTE =
  'The node has no endpoint for per-knowledge usage signals or reported issues, so `signals` is null: unknown, ' +
  'not zero. Event details are hidden from anyone but the node operator, so only their sentences are shown. ' +
  'Every number here is what this one node recorded, not a count across the network.';

const input = z.strictObject({
  id: knowledgeId.describe('The knowledge, as search_knowledge lists it.'),
  limit: z.number().int().min(1).max(100).default(20).describe('At most this many recent events, newest first.'),
});

const output = z.object({
  id: z.string(),
  downloads: z.number(),
  revenue: z.string(),
  verification: z.object({
    quorum: z.string(),
    quorum_ok: z.boolean(),
    verified: z.boolean(),
    attestations: z.array(attestationSchema),
  }),
  events: z.array(
    z.object({
      ts: z.union([z.string(), z.number()]),
      level: z.string().nullable(),
      kind: z.string(),
      message: z.string(),
    }),
  ),
  signals: z.null(),
  note: z.string(),
});

export const knowledgeSignals = defineTool<ServerContext, typeof input, typeof output>({
  name: 'knowledge_signals',
  title: 'Usage signals of a knowledge',
  tier: 'READ',
  description:
    'Reports how one knowledge is used, as far as this node knows: downloads, revenue, who verified it, and ' +
    'recent events (sales, verifications, live tests). Use it to judge whether a knowledge is used and trusted; ' +
    'for its full record use get_knowledge instead. Signals the node does not record are null with a note: ' +
    'report the note, never a number.',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: async (args, ctx, call) => {
    const options = { signal: call.signal };
    const detail = await ctx.client.patch(args.id, options);
    const events = await ctx.client.patchEvents(args.id, { limit: args.limit }, options);
    const verification = verificationSection(detail);
    return {
      id: detail.id,
      downloads: detail.downloads,
      revenue: detail.revenue,
      verification: {
        quorum: verification.quorum,
        quorum_ok: verification.quorum_ok,
        verified: verification.verified,
        attestations: verification.attestations,
      },
      // `data` is left out: the node blanks it for non-operators, and an operator's view may hold more than an
      // agent needs.
      events: events.items.slice(0, args.limit).map((e) => ({
        ts: e.ts,
        level: e.level ?? null,
        kind: e.kind,
        message: e.message,
      })),
      signals: null,
      note: NOTE,
    };
  },
});
