import * as z from 'zod';
import { keepProvenance, prepareRows, provenanceChecks, provenanceLine, provenanceSchema } from '../rows.js';
import { defineTool, listedBriefly, when } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { rowsSchema, teachPrecondition } from './teach-shared.js';

const input = z.strictObject({
  rows: rowsSchema.describe('The question/answer rows, 1 to 2000. The node normalises and de-duplicates them.'),
  name: z.string().trim().min(1).max(80).optional().describe('A name for the set, for your own lists.'),
  retention: z
    .enum(['keep', 'delete_after_training'])
    .default('keep')
    .describe('keep: the set stays until the node’s own expiry; delete_after_training: gone once a lesson used it.'),
  // Listed as an object: McpDataSource writes this record, hashes included; the server checks every field.
  provenance: listedBriefly(provenanceSchema.optional()).describe(
    'The record McpDataSource writes of where the rows came from, when another MCP server answered them: a ' +
      'compact line goes into every row’s note, and the whole record is kept beside the journal when a state ' +
      'directory is configured.',
  ),
});

const output = z.object({
  dataset_id: z.string(),
  existing: z.boolean(),
  rows_accepted: z.number(),
  rows_rejected: z.array(
    z.object({ line: z.number(), status: z.string(), detail: z.string().nullable(), prompt: z.string() }),
  ),
  sha256: z.string(),
  predicted_sha256: z.string(),
  sha256_matches_prediction: z.boolean(),
  revision: z.number(),
  size_bytes: z.number(),
  summary: z
    .looseObject({
      source_rows: z.number(),
      accepted: z.number(),
      duplicates: z.number(),
      conflicts: z.number(),
      too_long: z.number(),
    })
    .describe('The node’s count of what it did with the rows, by reason.'),
  expires_at: z.string().nullable(),
  provenance: listedBriefly(
    z
      .object({
        line: z.string(),
        arguments_sha256_matches: z.boolean().nullable(),
        rows_sha256_matches: z.boolean().nullable(),
        recorded: z.boolean(),
      })
      .nullable(),
  ).describe('The note line written, whether each sha256 matched, whether the record was kept; null: none given.'),
  note: z.string(),
  next: z.string(),
});

export const createTrainingSet = defineTool<ServerContext, typeof input, typeof output>({
  name: 'create_training_set',
  title: 'Create a training set',
  tier: 'MODEL',
  description: [
    'Uploads question/answer rows to the node as a training set, signed with the teaching key. Costs no money ' +
      'and no lesson, only the key’s daily row, byte and set allowances. The node normalises and de-duplicates ' +
      'the rows and says which it left out and why; the same rows land on the same set (existing: true), and ' +
      'predicted_sha256 is its hash before the upload. It trains nothing: teach_preflight then shows what the ' +
      'model already knows.',
    when('teach', 'teach spends a lesson on the rest.'),
    'To read what an existing knowledge was taught from, use get_training_set instead.',
  ],
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  registeredWhen: teachPrecondition,
  handler: async (args, ctx, call) => {
    const options = { signal: call.signal };
    const policy = await ctx.client.teachPolicy(options);
    const line = args.provenance ? provenanceLine(args.provenance) : undefined;
    const prepared = prepareRows(args.rows, {
      maxRows: policy.limits.dataset_max_rows,
      ...(line === undefined ? {} : { provenanceLine: line }),
    });
    const answer = await ctx.client.teach.createDataset(
      {
        source: 'inline',
        rows: prepared.upload,
        retention: args.retention,
        ...(args.name === undefined ? {} : { name: args.name }),
      },
      options,
    );
    const set = answer.dataset;
    const stateDir = ctx.config.internal.state_dir;
    let recorded = false;
    if (args.provenance && stateDir !== null) {
      keepProvenance(stateDir, set.id, {
        dataset_id: set.id,
        sha256: set.sha256,
        provenance: args.provenance,
        recorded_at: new Date().toISOString(),
      });
      recorded = true;
    }
    const matches = set.sha256 === prepared.predicted_sha256;
    return {
      dataset_id: set.id,
      existing: !answer.created,
      rows_accepted: set.rows,
      rows_rejected: answer.report.rows
        .filter((row) => row.index === null)
        .map((row) => ({ line: row.line, status: row.status, detail: row.detail, prompt: row.prompt })),
      sha256: set.sha256,
      predicted_sha256: prepared.predicted_sha256,
      sha256_matches_prediction: matches,
      revision: set.revision,
      size_bytes: set.size_bytes,
      summary: { ...answer.report.summary },
      expires_at: set.expires_at,
      provenance:
        args.provenance && line !== undefined
          ? { line, ...provenanceChecks(args.provenance, set.sha256), recorded }
          : null,
      note:
        (answer.created
          ? 'a new training set was created on the node'
          : 'the node already held these exact rows from this teaching key: this is that set, unchanged') +
        (matches
          ? ''
          : '; its hash differs from the prediction — the node left out or changed rows this server could not foresee (see rows_rejected)'),
      next: `teach_preflight with dataset_id "${set.id}" shows what the model already knows; teach spends a daily lesson on it`,
    };
  },
});
