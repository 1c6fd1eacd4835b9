import { AinizeFailure } from '@ainize/core';
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
    'Reads what a knowledge was taught from: the training set’s sha256, row count, access (public, derivative, ' +
    'private), licence, parent sets and a preview of its rows; with rows: true, up to `limit` real rows of a ' +
    'public set. Use it to judge what a knowledge really knows before buying or building on it; for its ' +
    'verification and price use get_knowledge instead. A private set is refused (dataset_private).',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: async (args, ctx, call) => {
    const options = { signal: call.signal };
    // The node's refusals dataset_private and dataset_derivative_only pass through unchanged; dataset_unavailable
    // is said again with the node that sells the knowledge, which the node's own sentence does not name.
    const set = await ctx.client
      .dataset(args.id, options)
      .catch((thrown: unknown) => notHeldHere(ctx, args.id, thrown, call.signal));
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
    const read = await ctx.client
      .datasetRows(args.id, { rows: args.limit, bytes: TRAINING_ROWS_MAX_BYTES }, options)
      .catch((thrown: unknown) => notHeldHere(ctx, args.id, thrown, call.signal));
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

/**
 * The node lists the knowledge but does not hold the rows of its training set: they are with the node that sells
 * it. Which node that is comes from the knowledge's detail (its gateway, and the seller's address), so the refusal
 * names where to read the set instead of leaving the agent to find it. Any other failure passes through.
 */
async function notHeldHere(ctx: ServerContext, id: string, thrown: unknown, signal: AbortSignal): Promise<never> {
  if (!(thrown instanceof AinizeFailure) || thrown.code !== 'dataset_unavailable') throw thrown;
  const known = thrown.error.details;
  // The detail only adds where the set is; without it the refusal is still said, with what is known.
  const detail = await ctx.client.patch(id, { signal, teach: 'auto' }).catch(() => undefined);
  const here = ctx.client.baseUrl.replace(/\/+$/, '');
  if (detail !== undefined && detail.anchor.dataset === undefined && known['sha256'] === undefined) {
    throw AinizeFailure.of('dataset_unavailable', `${id} names no training set, so there is none to read`, {
      details: {
        field: 'id',
        id,
        sha256: null,
        held: false,
        next: 'nothing to read: get_knowledge shows what is known about it',
      },
      cause: thrown,
    });
  }
  const sha256 = text(known['sha256']) ?? text(detail?.anchor.dataset?.sha256);
  const seller = detail?.anchor.author ?? null;
  const gateway = text(detail?.gateway_url);
  const sellerNode = nodeOfGateway(gateway);
  const set = sha256 === undefined ? `the training set of ${id}` : `training set sha256 ${sha256} (of ${id})`;
  const datasetUrl = sellerNode === undefined ? null : `${sellerNode}/api/patches/${encodeURIComponent(id)}/dataset`;

  let message: string;
  let next: string;
  if (gateway === undefined || sellerNode === undefined) {
    message =
      `${here} does not hold the rows of ${set} and does not know where ` +
      `${seller === null ? 'its seller' : `its seller ${seller}`} serves it (it names no gateway for it)`;
    next =
      'the metadata in details is all this node has: get_knowledge with the same id shows gateway_url once this ' +
      'node learns where the seller serves, and the set can be read there then';
  } else if (detail?.owned === true || sellerNode === here) {
    message = `${here} sells ${id} but no longer holds the rows of ${set}`;
    next = 'nothing here can bring the rows back: report that the node which sells it has lost its training set';
  } else {
    message = `${here} does not hold the rows of ${set}; the node that sells ${id} is ${sellerNode} (gateway ${gateway})`;
    next =
      `read it from the node that sells it, ${sellerNode}: GET ${datasetUrl} answers the same metadata and preview ` +
      `(and /rows the rows of a public set), or run this server with AINIZE_NODE_URL=${sellerNode} and call ` +
      'get_training_set with the same id';
  }
  throw AinizeFailure.of('dataset_unavailable', message, {
    details: {
      field: 'id',
      id,
      sha256: sha256 ?? null,
      held: false,
      seller,
      seller_node: sellerNode ?? null,
      gateway_url: gateway ?? null,
      dataset_url: datasetUrl,
      ...pick(known, ['rows', 'access', 'license']),
      next,
    },
    cause: thrown,
  });
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The node behind a gateway URL: `http://host:3402/x402/patch/<id>` → `http://host:3402`. */
function nodeOfGateway(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const at = parsed.pathname.indexOf('/x402/');
  return `${parsed.origin}${at < 0 ? '' : parsed.pathname.slice(0, at)}`;
}

function pick(from: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in from) out[key] = from[key];
  return out;
}
