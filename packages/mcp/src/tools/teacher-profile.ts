import * as z from 'zod';
import { defineTool, listedBriefly } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';

const input = z.strictObject({
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'an address is 0x followed by 40 hex digits')
    .describe("The teacher's address (a teaching key's address), 0x and 40 hex digits."),
});

const output = z.object({
  address: z.string(),
  name: z.string().nullable(),
  hidden: z.boolean(),
  lessons: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      verified: z.boolean(),
      downloads: z.number(),
      revenue: z.string(),
    }),
  ),
  earnings: listedBriefly(
    z.object({
      total: z.string(),
      currency: z.string(),
      owed: z.string(),
      paid: z.string(),
      pending: z.string(),
      failed: z.string(),
      sales: z.number(),
    }),
  ).describe('total, currency, owed, paid, pending and failed (decimal strings) and the number of sales.'),
  note: z.string().optional(),
});

export const teacherProfile = defineTool<ServerContext, typeof input, typeof output>({
  name: 'teacher_profile',
  title: 'Teacher profile',
  tier: 'READ',
  description:
    'Reads a teacher’s public page on this node: the name they gave, the taught knowledges that credit them ' +
    '(status, verified, downloads, revenue) and their earnings (credited, paid, pending, failed). Use it to judge ' +
    'who stands behind a taught knowledge; an address nobody credited has an empty profile. For one knowledge ' +
    'use get_knowledge; for your own lessons, my_library.',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: async (args, ctx, call) => {
    const profile = await ctx.client.teacherProfile(args.address, { signal: call.signal });
    const e = profile.earnings;
    return {
      address: profile.address,
      name: profile.name,
      hidden: profile.hidden,
      lessons: profile.lessons.map((l) => ({
        id: l.id,
        name: l.name,
        status: l.status,
        verified: l.verified,
        downloads: l.downloads,
        revenue: l.revenue,
      })),
      // Everything ever credited to the teacher is `owed`; `pending` is the part not paid out yet.
      earnings: {
        total: e.owed,
        currency: e.currency,
        owed: e.owed,
        paid: e.paid,
        pending: e.pending,
        failed: e.failed,
        sales: e.sales,
      },
      ...(profile.note === undefined ? {} : { note: profile.note }),
    };
  },
});
