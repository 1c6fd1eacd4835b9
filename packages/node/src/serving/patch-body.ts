import { type NpzContents, readNpz } from '@ainize/core';
import type { Patch } from '@ainize/runtime';
import { BlobIntegrityError, type BlobStore } from '../blobs/blob-store.js';
import { HttpError, NotFoundError } from '../http/errors.js';
import type { ResolvePatch, ServingPatchEntry } from './types.js';

/** The model a body must have been made for. */
export interface ModelShape {
  modelId: string;
  rowDim: number;
}

/** A knowledge with its body read and checked against the model, ready for apply, overlay or check. */
export interface LoadedPatch {
  entry: ServingPatchEntry;
  patch: Patch;
}

export const PATCH_NOT_FOUND = 'patch not found';
export const BODY_NOT_PRESENT = 'patch body not present on this node';

export function requireEntry(resolve: ResolvePatch, id: string): ServingPatchEntry {
  const entry = resolve(id);
  if (entry === undefined) throw new NotFoundError(PATCH_NOT_FOUND);
  return entry;
}

/**
 * Refuses knowledge made for another model before its body is even read: its rows would land on addresses that
 * mean something else here. Named so a client can tell it from a missing body.
 */
export function assertSameModel(entry: ServingPatchEntry, model: ModelShape): void {
  if (entry.model.id_M === model.modelId && entry.model.row_dim === model.rowDim) return;
  throw new HttpError(
    409,
    `model_mismatch: ${entry.id} was made for model ${entry.model.id_M} (row_dim ${entry.model.row_dim}); this node serves ${model.modelId} (row_dim ${model.rowDim})`,
    {
      patch_id: entry.id,
      expected: { id_M: model.modelId, row_dim: model.rowDim },
      got: { id_M: entry.model.id_M, row_dim: entry.model.row_dim },
    },
  );
}

/**
 * Bodies already read, hashed and decoded, by sha256, most recently used last. A body is named by its content, so
 * what was decoded once is what any later read of an unaltered file decodes to; keeping it spares every live test
 * the read, the re-hash and the decode of the same file. The arrays are shared: nothing writes into a patch's rows.
 */
class DecodedBodies {
  readonly #bodies = new Map<string, NpzContents>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(sha256: string): NpzContents | undefined {
    const body = this.#bodies.get(sha256);
    if (body !== undefined) {
      this.#bodies.delete(sha256);
      this.#bodies.set(sha256, body);
    }
    return body;
  }

  keep(sha256: string, body: NpzContents): void {
    const size = sizeOf(body);
    if (size > this.maxBytes || this.#bodies.has(sha256)) return;
    this.#bodies.set(sha256, body);
    this.#bytes += size;
    for (const [oldest, old] of this.#bodies) {
      if (this.#bytes <= this.maxBytes) break;
      this.#bodies.delete(oldest);
      this.#bytes -= sizeOf(old);
    }
  }
}

function sizeOf(body: NpzContents): number {
  return body.addrs.byteLength + body.before.byteLength + body.after.byteLength;
}

/** Decoded bodies kept per blob store, up to 128 MiB each (a 1,000-fact knowledge of 64-wide rows is about 25 MiB). */
const decoded = new WeakMap<BlobStore, DecodedBodies>();
const DECODED_MAX_BYTES = 128 * 2 ** 20;

/**
 * Reads the body and checks it fits the model. The first read of a body goes to the blob store (which re-hashes the
 * file) and decodes it with full validation; later reads from the same store reuse that decode while the file is there.
 */
export function loadBody(blobs: BlobStore, entry: ServingPatchEntry, model: ModelShape): LoadedPatch {
  assertSameModel(entry, model);
  let kept = decoded.get(blobs);
  if (kept === undefined) decoded.set(blobs, (kept = new DecodedBodies(DECODED_MAX_BYTES)));
  // Kept only while the file is still there: a body gone from this node answers as not present, decoded or not.
  const npz =
    (blobs.has(entry.patch_sha256) ? kept.get(entry.patch_sha256) : undefined) ?? readBody(blobs, entry, kept);
  if (npz.rowDim !== model.rowDim) {
    // The anchor claimed the right width but the file disagrees: the catalog entry and its body do not belong together.
    throw new HttpError(
      409,
      `model_mismatch: the body of ${entry.id} has row_dim ${npz.rowDim}; this node serves row_dim ${model.rowDim}`,
      { patch_id: entry.id, expected: { row_dim: model.rowDim }, got: { row_dim: npz.rowDim } },
    );
  }
  return {
    entry,
    patch: {
      addrs: npz.addrs,
      before: npz.before,
      after: npz.after,
      rowDim: npz.rowDim,
      modelId: model.modelId,
      id: entry.id,
    },
  };
}

function readBody(blobs: BlobStore, entry: ServingPatchEntry, kept: DecodedBodies): NpzContents {
  let bytes: Buffer | undefined;
  try {
    bytes = blobs.get(entry.patch_sha256);
  } catch (err) {
    // A stored body that no longer matches its name is the node's fault, not the caller's.
    if (err instanceof BlobIntegrityError) throw new HttpError(500, err.message, { patch_id: entry.id });
    throw err;
  }
  if (bytes === undefined) throw new HttpError(409, BODY_NOT_PRESENT, { patch_id: entry.id });
  const npz = readNpz(bytes, { validate: true });
  kept.keep(entry.patch_sha256, npz);
  return npz;
}

/** Rows (of `patch`) whose `which` values differ bit for bit from the live rows — the runtime's own comparison. */
export function countDifferingRows(live: Float32Array, patch: Patch, which: 'before' | 'after'): number {
  const d = patch.rowDim;
  const want = new Uint32Array(patch[which].buffer, patch[which].byteOffset, patch[which].length);
  const have = new Uint32Array(live.buffer, live.byteOffset, live.length);
  let differ = 0;
  for (let r = 0; r < patch.addrs.length; r++) {
    for (let k = r * d; k < (r + 1) * d; k++) {
      if (want[k] !== have[k]) {
        differ++;
        break;
      }
    }
  }
  return differ;
}
