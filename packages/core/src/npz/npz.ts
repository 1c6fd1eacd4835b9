import { InvalidInputError } from '../errors/invalid-input.js';
import { decodeFloat32, decodeInt64, npyChunks } from './npy.js';
import { shapeRepr } from './npy-header.js';
import { checkPatchShape, type NpzPatch } from './patch.js';
import { validatePatch } from './validate.js';
import { readZipMembers } from './zip-read.js';
import { writeZip } from './zip-write.js';

/** What `readNpz` returns: the patch plus its row count (`addrs.length`). */
export interface NpzContents extends NpzPatch {
  rows: number;
}

export interface WriteNpzOptions {
  /**
   * Deflate the members. Off by default: stored output depends on nothing but the patch, while deflated
   * bytes depend on the zlib build, so only stored files are guaranteed the same sha256 on every node.
   */
  deflate?: boolean;
}

export interface ReadNpzOptions {
  /** Also run `validatePatch` (finite values, unique non-negative addrs). Off by default. */
  validate?: boolean;
  /** Cap on the total declared uncompressed size of the three members; default 2 GiB. */
  maxBytes?: number;
}

/** 2 GiB: a 270k × 160 patch is about 350 MB, so this leaves room while refusing absurd declarations. */
export const DEFAULT_NPZ_MAX_BYTES = 2 * 1024 ** 3;

export const NPZ_MEMBERS = ['addrs.npy', 'before.npy', 'after.npy'] as const;

/**
 * A numpy-loadable `.npz` of the patch: `addrs.npy` int64 [N], `before.npy` and `after.npy` float32 [N, D],
 * in that order, with fixed timestamps so equal patches give equal bytes.
 */
export function writeNpz(patch: NpzPatch, options: WriteNpzOptions = {}): Uint8Array {
  checkPatchShape(patch);
  const rows = patch.addrs.length;
  return writeZip(
    [
      { name: 'addrs.npy', chunks: npyChunks('<i8', [rows], patch.addrs) },
      { name: 'before.npy', chunks: npyChunks('<f4', [rows, patch.rowDim], patch.before) },
      { name: 'after.npy', chunks: npyChunks('<f4', [rows, patch.rowDim], patch.after) },
    ],
    { deflate: options.deflate === true },
  );
}

/**
 * Parses a patch file, refusing anything malformed with InvalidInputError ('npz' for the archive and for
 * members that disagree with each other, 'npy' for a member's own header or data). Other members in the
 * archive are ignored. The returned arrays are fresh copies, never views of `bytes`.
 */
export function readNpz(bytes: Uint8Array, options: ReadNpzOptions = {}): NpzContents {
  if (!(bytes instanceof Uint8Array)) throw new InvalidInputError('npz', 'input is not a byte array');
  const maxBytes = options.maxBytes ?? DEFAULT_NPZ_MAX_BYTES;
  if (!(maxBytes >= 0) || !Number.isFinite(maxBytes)) {
    throw new InvalidInputError('npz', `maxBytes must be a non-negative number, got ${maxBytes}`);
  }
  const members = readZipMembers(bytes, NPZ_MEMBERS, maxBytes);
  const addrs = decodeInt64('addrs.npy', members.get('addrs.npy')!, 1);
  const before = decodeFloat32('before.npy', members.get('before.npy')!, 2);
  const after = decodeFloat32('after.npy', members.get('after.npy')!, 2);
  const rows = addrs.shape[0]!;
  const rowDim = before.shape[1]!;
  if (before.shape[0] !== rows) {
    throw new InvalidInputError(
      'npz',
      `member before.npy: shape ${shapeRepr(before.shape)} does not match addrs ${shapeRepr(addrs.shape)}`,
    );
  }
  if (after.shape[0] !== rows || after.shape[1] !== rowDim) {
    throw new InvalidInputError(
      'npz',
      `member after.npy: shape ${shapeRepr(after.shape)} does not match before.npy ${shapeRepr(before.shape)}`,
    );
  }
  if (rowDim < 1) throw new InvalidInputError('npz', `row_dim is ${rowDim}; a row needs at least one value`);
  const patch: NpzContents = { addrs: addrs.data, before: before.data, after: after.data, rowDim, rows };
  if (options.validate) validatePatch(patch);
  return patch;
}
