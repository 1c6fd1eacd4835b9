import { InvalidInputError } from '../errors/invalid-input.js';
import { checkPatchShape, type NpzPatch } from './patch.js';

/**
 * Semantic checks a structurally valid patch must also pass before it is applied or published: at least
 * one row, non-negative addresses, no address twice (two rows for one address would make apply order
 * matter and make remove restore the wrong value), and only finite values (the table cannot take NaN/Inf
 * as knowledge). Throws InvalidInputError('npz') naming the first offending row.
 */
export function validatePatch(patch: NpzPatch): void {
  checkPatchShape(patch);
  const { addrs, before, after, rowDim } = patch;
  if (addrs.length === 0) throw new InvalidInputError('npz', 'patch has no rows');
  for (let i = 0; i < addrs.length; i++) {
    if (addrs[i]! < 0n) throw new InvalidInputError('npz', `row ${i}: addr ${addrs[i]} is negative`);
  }
  checkFinite(before, 'before', rowDim);
  checkFinite(after, 'after', rowDim);
  const duplicate = firstDuplicate(addrs);
  if (duplicate >= 0) {
    throw new InvalidInputError('npz', `row ${duplicate}: addr ${addrs[duplicate]} repeats an earlier row`);
  }
}

function checkFinite(values: Float32Array, which: string, rowDim: number): void {
  const bits = new Uint32Array(values.buffer, values.byteOffset, values.length);
  for (let i = 0; i < bits.length; i++) {
    // An all-ones exponent is Infinity or NaN, whatever the payload.
    if ((bits[i]! & 0x7f800000) === 0x7f800000) {
      const row = Math.floor(i / rowDim);
      throw new InvalidInputError('npz', `row ${row}: ${which}[${i - row * rowDim}] is ${values[i]}, not finite`);
    }
  }
}

/** Index of the first row whose address already appeared, or -1. */
function firstDuplicate(addrs: BigInt64Array): number {
  // A native sort finds whether there is any duplicate cheaply; only then pay for a Set walk in row order.
  const sorted = addrs.slice().sort();
  let any = false;
  for (let i = 1; i < sorted.length && !any; i++) any = sorted[i] === sorted[i - 1];
  if (!any) return -1;
  const seen = new Set<bigint>();
  for (let i = 0; i < addrs.length; i++) {
    if (seen.has(addrs[i]!)) return i;
    seen.add(addrs[i]!);
  }
  return -1;
}
