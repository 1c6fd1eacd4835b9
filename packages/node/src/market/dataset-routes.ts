import { z } from 'zod';
import { HttpError, NotFoundError } from '../http/errors.js';
import { type Route, defineRoute } from '../http/route.js';
import type { Caller } from '../http/route.js';
import { type Availability, type MarketDeps, availability, isOwnerOf, visibleTo } from './deps.js';

/** Rows shown in a dataset preview. */
export const DATASET_PREVIEW_ROWS = 20;

export const DATASET_ACCESS = ['public', 'derivative', 'private'] as const;
export type DatasetAccess = (typeof DATASET_ACCESS)[number];

/**
 * `GET /api/patches/:id/dataset` — what a knowledge was taught from. Access follows the anchor's
 * `dataset.access`: `public` for anyone, `derivative` for any teaching key, `private` (also when absent) for the
 * operator and the keys credited on the anchor only. A refusal carries the metadata, so the caller still learns
 * what exists and under which licence.
 */
export function datasetRoutes(deps: MarketDeps): Route[] {
  const have = availability(deps);
  return [
    defineRoute({
      method: 'GET',
      path: '/api/patches/:id/dataset',
      auth: 'optional_teach',
      tags: ['dataset'],
      summary: 'The dataset behind a knowledge: metadata and a preview of its rows',
      description:
        '403 dataset_private with the metadata for a private dataset; a derivative one needs a teaching key; ' +
        '404 dataset_unavailable when this node does not hold the rows.',
      params: z.object({ id: z.string().min(1) }),
      handler: ({ params, caller }) => {
        const { meta, rows, privileged } = readableDataset(deps, have, params.id, caller);
        return { ...meta, preview: preview(rows, privileged) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/patches/:id/dataset/rows',
      auth: 'optional_teach',
      tags: ['dataset'],
      summary: "The rows of a knowledge's dataset as canonical JSONL (their sha256 is the one on the anchor)",
      description: 'Same access rules as /api/patches/:id/dataset.',
      params: z.object({ id: z.string().min(1) }),
      produces: 'application/x-ndjson',
      handler: ({ params, caller, reply }) => {
        const { meta } = readableDataset(deps, have, params.id, caller);
        const text = have.datasetText(meta.sha256);
        if (text === undefined)
          throw new HttpError(404, `dataset_unavailable: this node does not hold the rows of ${meta.sha256}`, meta);
        return reply.header('content-type', 'application/x-ndjson').header('x-content-sha256', meta.sha256).send(text);
      },
    }),
  ];
}

/**
 * The dataset behind `id` as `caller` may see it, or the refusal: 403 dataset_private with the metadata for a
 * private one, 401 for a derivative one without a teaching key, 404 dataset_unavailable when the rows are not here.
 */
function readableDataset(deps: MarketDeps, have: Availability, id: string, caller: Caller) {
  const entry = deps.catalog.getEntry(id);
  if (!entry || !visibleTo(entry, caller)) throw new NotFoundError('patch not found');
  const dataset = entry.anchor.dataset as Record<string, unknown> | undefined;
  if (dataset === undefined || typeof dataset.sha256 !== 'string')
    throw new HttpError(404, `dataset_unavailable: ${entry.id} names no dataset`);
  const sha256 = dataset.sha256;
  const rows = have.datasetRows(sha256);
  const access = accessOf(dataset.access);
  const privileged = caller.operator || isOwnerOf(entry, caller);
  const meta = {
    id: entry.id,
    sha256,
    rows: entry.anchor.dataset?.rows ?? 0,
    access,
    license: typeof dataset.license === 'string' ? dataset.license : null,
    parents: Array.isArray(dataset.parents) ? dataset.parents : [],
    held: rows !== undefined,
    // Notes may hold the teacher's private remarks; only the owner and the operator read them.
    include_notes: privileged,
    benchmark_samples: entry.anchor.benchmark.samples.length,
    merkle_root: typeof dataset.merkle_root === 'string' ? dataset.merkle_root : null,
  };
  if (!privileged && access === 'private')
    throw new HttpError(403, `dataset_private: the dataset of ${entry.id} is private`, meta);
  if (!privileged && access === 'derivative' && caller.teacher === undefined) {
    throw new HttpError(
      401,
      'invalid_signature: x-ngram-auth header missing, expired, replayed or invalid ' +
        '(missing: a derivative dataset is shown to teaching keys)',
      { reason: 'missing', ...meta },
    );
  }
  if (rows === undefined)
    throw new HttpError(404, `dataset_unavailable: this node does not hold the rows of ${sha256}`, meta);
  return { meta, rows, privileged };
}

/** The digest: an anchor without an access level is private. */
function accessOf(value: unknown): DatasetAccess {
  return (DATASET_ACCESS as readonly unknown[]).includes(value) ? (value as DatasetAccess) : 'private';
}

function preview(rows: Iterable<unknown>, withNotes: boolean): unknown[] {
  const out: unknown[] = [];
  for (const row of rows) {
    if (out.length >= DATASET_PREVIEW_ROWS) break;
    if (!withNotes && typeof row === 'object' && row !== null && 'note' in row) {
      const { note: _note, ...rest } = row as Record<string, unknown>;
      out.push(rest);
    } else out.push(row);
  }
  return out;
}
