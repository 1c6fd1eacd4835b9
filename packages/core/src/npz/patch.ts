import { InvalidInputError } from '../errors/invalid-input.js';

/** A patch of the memory table: row `i` at table address `addrs[i]` goes from `before` to `after`. */
export interface NpzPatch {
  /** Table addresses, one per row. */
  addrs: BigInt64Array;
  /** Row-major [rows, rowDim] values underneath before the patch is applied. */
  before: Float32Array;
  /** Row-major [rows, rowDim] values the patch writes. */
  after: Float32Array;
  /** Values per row (D). */
  rowDim: number;
}

/** Throws InvalidInputError('npz') unless the arrays have the lengths `rowDim` implies. */
export function checkPatchShape(patch: NpzPatch): void {
  const { addrs, before, after, rowDim } = patch;
  if (!(addrs instanceof BigInt64Array)) throw new InvalidInputError('npz', 'addrs must be a BigInt64Array');
  if (!(before instanceof Float32Array) || !(after instanceof Float32Array)) {
    throw new InvalidInputError('npz', 'before and after must be Float32Arrays');
  }
  if (!Number.isSafeInteger(rowDim) || rowDim < 1) {
    throw new InvalidInputError('npz', `row_dim must be a positive integer, got ${rowDim}`);
  }
  const want = addrs.length * rowDim;
  if (before.length !== want) {
    throw new InvalidInputError(
      'npz',
      `before has ${before.length} values; ${addrs.length} rows of ${rowDim} need ${want}`,
    );
  }
  if (after.length !== want) {
    throw new InvalidInputError(
      'npz',
      `after has ${after.length} values; ${addrs.length} rows of ${rowDim} need ${want}`,
    );
  }
}
