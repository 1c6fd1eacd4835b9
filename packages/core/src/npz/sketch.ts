import { InvalidInputError } from '../errors/invalid-input.js';

/**
 * Address-set comparison. Two patches conflict where they touch the same table rows; `countOverlap` is the
 * exact count, `addrSketch` a small public summary (bottom-k MinHash) from which `estimateOverlap` derives
 * a Jaccard estimate without either patch's full address list.
 */

/** Fibonacci hashing constant (2^64 / golden ratio); odd, so multiplying by it permutes uint64. */
export const SKETCH_MULTIPLIER = 0x9e3779b97f4a7c15n;
export const DEFAULT_SKETCH_K = 64;
const UINT64_MAX = (1n << 64n) - 1n;

function checkK(k: number): void {
  if (!Number.isSafeInteger(k) || k < 1)
    throw new InvalidInputError('npz', `sketch size k must be a positive integer, got ${k}`);
}

/**
 * The `k` smallest distinct values of `addr * 0x9e3779b97f4a7c15 mod 2^64` (the address read as uint64),
 * ascending, as decimal strings so they survive JSON. Because the hash is a bijection, duplicates in
 * `addrs` collapse and a set of fewer than `k` addresses yields its whole hashed set.
 */
export function addrSketch(addrs: BigInt64Array, k = DEFAULT_SKETCH_K): string[] {
  checkK(k);
  const hashes = new BigUint64Array(addrs.length);
  // Storing into a BigUint64Array reduces modulo 2^64, which is exactly the wrap-around multiply wanted.
  for (let i = 0; i < addrs.length; i++) hashes[i] = addrs[i]! * SKETCH_MULTIPLIER;
  hashes.sort();
  const out: string[] = [];
  let previous = -1n;
  for (let i = 0; i < hashes.length && out.length < k; i++) {
    const h = hashes[i]!;
    if (h !== previous) out.push(h.toString());
    previous = h;
  }
  return out;
}

function parseSketch(sketch: readonly string[], which: string, k: number): bigint[] {
  const values: bigint[] = [];
  sketch.forEach((s, i) => {
    if (typeof s !== 'string' || !/^(0|[1-9][0-9]{0,19})$/.test(s) || BigInt(s) > UINT64_MAX) {
      throw new InvalidInputError('npz', `addr sketch ${which} entry ${i} is not a uint64 decimal string`);
    }
    values.push(BigInt(s));
  });
  return bottomK(values, k);
}

function bottomK(values: bigint[], k: number): bigint[] {
  const sorted = values.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const out: bigint[] = [];
  for (const v of sorted) {
    if (out.length === k) break;
    if (out.length === 0 || out[out.length - 1] !== v) out.push(v);
  }
  return out;
}

/**
 * Jaccard similarity |A∩B| / |A∪B| estimated from two sketches made with the same `k`: the bottom-k of the
 * union is the bottom-k of the two sketches together, and the share of it present in both sketches
 * estimates the Jaccard index. Exact when the union has at most `k` addresses. Two empty sketches give 0.
 * Sketches need not be sorted; longer sketches are cut to `k`, which keeps them valid bottom-k sketches.
 */
export function estimateOverlap(sketchA: readonly string[], sketchB: readonly string[], k = DEFAULT_SKETCH_K): number {
  checkK(k);
  const a = parseSketch(sketchA, 'A', k);
  const b = parseSketch(sketchB, 'B', k);
  const inA = new Set(a);
  const inB = new Set(b);
  const union = bottomK([...a, ...b], k);
  if (union.length === 0) return 0;
  let both = 0;
  for (const h of union) if (inA.has(h) && inB.has(h)) both++;
  return both / union.length;
}

/** Exact number of distinct addresses present in both arrays (input order and duplicates do not matter). */
export function countOverlap(addrsA: BigInt64Array, addrsB: BigInt64Array): number {
  const a = addrsA.slice().sort();
  const b = addrsB.slice().sort();
  let i = 0;
  let j = 0;
  let count = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) i++;
    else if (x > y) j++;
    else {
      count++;
      while (i < a.length && a[i] === x) i++;
      while (j < b.length && b[j] === x) j++;
    }
  }
  return count;
}
