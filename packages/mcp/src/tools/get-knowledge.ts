import * as z from 'zod';
import { defineTool, listedBriefly, when } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { knowledgeView } from './knowledge-detail.js';
import { attestationSchema, knowledgeId, untrustedChallengeSchema } from './schemas.js';

const input = z.strictObject({
  id: knowledgeId.describe('The knowledge id, as search_knowledge lists it.'),
  include: z
    .array(z.enum(['records', 'events', 'benchmark_siblings']))
    .max(3)
    .optional()
    .describe('Extra sections, each one more node call: ledger records, recent events, same-benchmark knowledges.'),
});

const nullableList = z.array(z.record(z.string(), z.unknown())).nullable();

const output = z.object({
  knowledge: z.looseObject({ id: z.string(), status: z.string() }),
  verification: listedBriefly(
    z.object({
      quorum: z.string(),
      quorum_ok: z.boolean(),
      sellable: z.boolean(),
      verified: z.boolean(),
      trust_note: z.string().nullable(),
      policy: z.string().nullable(),
      counted_verifiers: z.array(z.string()).nullable(),
      open_challenge: z.record(z.string(), z.unknown()).nullable(),
      attestations: z.array(attestationSchema),
      untrusted_challenges: z.array(untrustedChallengeSchema),
    }),
  ).describe(
    'What to trust over the author’s words: quorum, quorum_ok, sellable, verified, trust_note, policy, ' +
      'counted_verifiers, open_challenge, attestations (verifier, passed, score, counted…) and ' +
      'untrusted_challenges.',
  ),
  lineage: z.object({
    parents: z.array(z.object({ id: z.string(), status: z.string().nullable() })),
    children: z.array(z.string()),
    note: z.string().nullable(),
  }),
  requires: z.array(z.record(z.string(), z.unknown())),
  requires_note: z.string().nullable(),
  availability: listedBriefly(
    z.object({
      has_body: z.boolean().nullable(),
      purchased: z.boolean().nullable(),
      owned: z.boolean().nullable(),
      applied: z.boolean().nullable(),
      gateway_url: z.string().nullable(),
      note: z.string(),
    }),
  ).describe(
    'has_body (this node holds it), purchased, owned, applied (each null when not reported), gateway_url ' +
      '(where it is sold) and a note.',
  ),
  training_set: listedBriefly(
    z
      .object({
        sha256: z.string(),
        rows: z.number(),
        access: z.string().nullable(),
        license: z.string().nullable(),
        held: z.boolean().nullable(),
      })
      .nullable(),
  ).describe('sha256, rows, access, license and held (on this node), as the knowledge records them; or null.'),
  records: nullableList.optional(),
  events: nullableList.optional(),
  benchmark_siblings: nullableList.optional(),
});

export const getKnowledge = defineTool<ServerContext, typeof input, typeof output>({
  name: 'get_knowledge',
  title: 'Get one knowledge',
  tier: 'READ',
  description: [
    'Reads everything the node records about one knowledge: its facts, who verified it and with what score, ' +
      'whether it is sellable or challenged, its parents and children, the bases it needs, and whether this node ' +
      'holds, bought or applied it. Use it after search_knowledge to judge one candidate; each `include` section ' +
      'costs one more node call. What the node does not report is null, never guessed.',
    when('live_test', 'To see it change an answer, use live_test.'),
  ],
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: async (args, ctx, call) => {
    const options = { signal: call.signal };
    const detail = await ctx.client.patch(args.id, options);
    const include = new Set(args.include ?? []);
    const [view, records, events, siblings] = await Promise.all([
      knowledgeView(detail, ctx.client, call.signal),
      include.has('records') ? ctx.client.records(args.id, options) : undefined,
      include.has('events') ? ctx.client.patchEvents(args.id, { limit: 50 }, options) : undefined,
      include.has('benchmark_siblings') ? ctx.client.conflicts(args.id, options) : undefined,
    ]);
    return {
      ...view,
      // Signatures are left out: this server returns none, so an agent never learns to handle one.
      ...(records ? { records: records.items.map(({ sig: _sig, ...r }) => ({ ...r })) } : {}),
      ...(events ? { events: events.items.map((e) => ({ ...e })) } : {}),
      ...(siblings ? { benchmark_siblings: (siblings.same_schema ?? []).map((s) => ({ ...s })) } : {}),
    };
  },
});
