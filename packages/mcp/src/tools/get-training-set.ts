import * as z from 'zod';
import { defineTool } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { knowledgeId } from './schemas.js';

/** The most row bytes one call reads from the node, whatever `limit` says. */
export const TRAINING_ROWS_MAX_BYTES = 1024 * 1024;

const input = z.strictObject({
  id: knowledgeId.describe('The knowledge whose training set to read, as search_knowledge lists it.'),
  rows: z
    .boolean()
    .default(false)
    .describe('Also read the real rows (only when the set is public); false shows the preview only.'),
  limit: z.number().int().min(1).max(200).default(20).describe('At most this many rows, in `rows` and in `preview`.'),
});

const row = z.object({ prompt: z.string(), answer: z.string() });

const output = z.object({
  id: z.string(),
  sha256: z.string(),
  rows_total: z.number(),
  access: z.string(),
  license: z.string().nullable(),
  parents: z.array(z.object({ patch_id: z.string(), sha256: z.string(), rows: z.number() })),
  held: z.boolean(),
  include_notes: z.boolean(),
  merkle_root: z.string().nullable(),
  preview: z.array(row),
  rows: z.array(row).nullable(),
  note: z.string().optional(),
});

export const getTrainingSet = defineTool<ServerContext, typeof input, typeof output>({
  name: 'get_training_set',
  title: 'Get the training set of a knowledge',
  tier: 'READ',
  description:
    'Reads what a knowledge was taught from: the training set hash, row count, access level (public, ' +
    'derivative, private), licence, parent sets and a preview of question/answer rows; with rows: true, up to ' +
    '`limit` real rows of a public set. Use it to judge what a knowledge really knows before buying or building ' +
    'on it; for its verification and price use get_knowledge instead. A private set is refused (dataset_private).',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: async (args, ctx, call) => {
    const options = { signal: call.signal };
    // The node's refusals (dataset_private, dataset_derivative_only, dataset_unavailable) pass through unchanged.
    const set = await ctx.client.dataset(args.id, options);
    const base = {
      id: set.id ?? args.id,
      sha256: set.sha256,
      rows_total: set.rows,
      access: set.access,
      license: set.license,
      parents: set.parents.map((p) => ({ patch_id: p.patch_id, sha256: p.sha256, rows: p.rows })),
      held: set.held,
      include_notes: set.include_notes,
      merkle_root: set.merkle_root,
      preview: set.preview.slice(0, args.limit).map((r) => ({ prompt: r.prompt, answer: r.answer })),
    };
    if (!args.rows) return { ...base, rows: null };
    if (set.access !== 'public') {
      return {
        ...base,
        rows: null,
        note:
          `rows is null: this training set's access is ${set.access}, and this server reads the rows of public ` +
          'sets only. The preview above is what the node chose to show.',
      };
    }
    const read = await ctx.client.datasetRows(args.id, { rows: args.limit, bytes: TRAINING_ROWS_MAX_BYTES }, options);
    const rows = read.rows.map((r) => ({ prompt: r.prompt, answer: r.answer }));
    let note: string | undefined;
    if (read.stopped === 'bytes') {
      note =
        `showing ${rows.length} of ${set.rows} rows: reading stopped at ${TRAINING_ROWS_MAX_BYTES} bytes, ` +
        'before the row limit';
    } else if (rows.length < set.rows) {
      note = `showing the first ${rows.length} of ${set.rows} rows (limit ${args.limit})`;
    }
    return { ...base, rows, ...(note === undefined ? {} : { note }) };
  },
});
