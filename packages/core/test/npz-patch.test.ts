import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../src/errors/invalid-input.js';
import { readNpz, writeNpz } from '../src/npz/npz.js';
import { preStateSha256 } from '../src/npz/pre-state.js';
import { addrSketch, countOverlap, estimateOverlap } from '../src/npz/sketch.js';
import { validatePatch } from '../src/npz/validate.js';

const M = 0x9e3779b97f4a7c15n;
const hashOf = (a: bigint) => BigInt.asUintN(64, a * M);
const range = (from: number, to: number) => new BigInt64Array(to - from).map((_, i) => BigInt(from + i));

function refusalReason(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof InvalidInputError && err.kind === 'npz') return err.reason;
    throw err;
  }
  throw new Error('expected InvalidInputError');
}

describe('addrSketch', () => {
  it('hashes by the Fibonacci multiplier modulo 2^64, ascending, as decimal strings', () => {
    // 1·M = 11400714819323198485; 2·M mod 2^64 = 4354685564936845354; -1 as uint64 times M = 2^64 - M.
    expect(addrSketch(new BigInt64Array([1n, 0n, 2n]))).toEqual(['0', '4354685564936845354', '11400714819323198485']);
    expect(addrSketch(new BigInt64Array([-1n]))).toEqual(['7046029254386353131']);
  });

  it('is deterministic: order and duplicates do not matter', () => {
    const a = addrSketch(new BigInt64Array([5n, 9n, 5n, 1n, 9n]));
    expect(a).toEqual(addrSketch(new BigInt64Array([1n, 9n, 5n])));
    expect(a).toHaveLength(3);
  });

  it('keeps the k smallest hashes, matching a brute-force reference', () => {
    const addrs = range(0, 5000).map((v) => v * 104729n + 17n);
    const reference = Array.from(addrs, hashOf)
      .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))
      .slice(0, 64)
      .map(String);
    expect(addrSketch(addrs)).toEqual(reference);
    expect(addrSketch(addrs, 8)).toEqual(reference.slice(0, 8));
    expect(() => addrSketch(addrs, 0)).toThrow(InvalidInputError);
    expect(() => addrSketch(addrs, 1.5)).toThrow(InvalidInputError);
  });

  it('survives JSON', () => {
    const sketch = addrSketch(range(0, 100));
    expect(JSON.parse(JSON.stringify(sketch))).toEqual(sketch);
  });
});

describe('estimateOverlap', () => {
  it('is exact when the union fits in k', () => {
    const a = addrSketch(range(0, 100), 256);
    const b = addrSketch(range(50, 150), 256);
    expect(estimateOverlap(a, b, 256)).toBe(50 / 150);
    expect(estimateOverlap(a, a, 256)).toBe(1);
    expect(estimateOverlap(a, addrSketch(range(1000, 1100), 256), 256)).toBe(0);
    expect(estimateOverlap([], [])).toBe(0);
  });

  it('equals the bottom-k estimator computed from the full sets', () => {
    const A = range(0, 20_000).map((v) => v * 3n);
    const B = range(0, 20_000).map((v) => v * 5n);
    const hA = new Set(Array.from(A, hashOf));
    const hB = new Set(Array.from(B, hashOf));
    const union = [...new Set([...hA, ...hB])].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)).slice(0, 64);
    const want = union.filter((h) => hA.has(h) && hB.has(h)).length / 64;
    const got = estimateOverlap(addrSketch(A), addrSketch(B));
    expect(got).toBe(want);
    // Sets with arithmetic structure are where a bare multiplicative hash is weakest, so the accuracy check
    // below uses random addresses instead.
  });

  it('lands near the true Jaccard index on random address sets', () => {
    let seed = 2024;
    const next = () => BigInt((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0)) * 65537n;
    const shared = new BigInt64Array(10_000).map(next);
    const A = new BigInt64Array([...shared, ...new BigInt64Array(10_000).map(next)]);
    const B = new BigInt64Array([...shared, ...new BigInt64Array(20_000).map(next)]);
    const truth = countOverlap(A, B) / new Set([...A, ...B]).size;
    expect(Math.abs(estimateOverlap(addrSketch(A), addrSketch(B)) - truth)).toBeLessThan(0.15);
  });

  it('accepts unsorted or longer sketches and refuses malformed entries', () => {
    const a = addrSketch(range(0, 300), 128);
    const b = addrSketch(range(100, 400), 128);
    expect(estimateOverlap([...a].reverse(), b)).toBe(estimateOverlap(a.slice(0, 64), b.slice(0, 64)));
    for (const bad of ['-1', '01', '18446744073709551616', 'abc', '', ' 1', 12 as unknown as string]) {
      expect(refusalReason(() => estimateOverlap(['1', bad], ['2']))).toMatch(/addr sketch A entry 1/);
    }
    expect(estimateOverlap(['18446744073709551615'], ['18446744073709551615'])).toBe(1);
  });
});

describe('countOverlap', () => {
  it('counts distinct shared addresses of unsorted input with duplicates', () => {
    expect(countOverlap(new BigInt64Array([5n, 1n, 5n, 3n, 9n]), new BigInt64Array([9n, 9n, 2n, 5n]))).toBe(2);
    expect(countOverlap(new BigInt64Array(0), range(0, 10))).toBe(0);
    const extremes = new BigInt64Array([-(2n ** 63n), -1n, 0n, 2n ** 63n - 1n]);
    expect(countOverlap(extremes, extremes.slice().reverse())).toBe(4);
  });

  it('matches a Set-based count on random sets', () => {
    let seed = 99;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % 5000;
    const a = new BigInt64Array(3000).map(() => BigInt(next()));
    const b = new BigInt64Array(3000).map(() => BigInt(next()));
    const inB = new Set(b);
    const want = new Set([...a].filter((x) => inB.has(x))).size;
    expect(countOverlap(a, b)).toBe(want);
    // The inputs are not reordered.
    expect(a[0]).toBe(a.slice()[0]);
  });
});

describe('preStateSha256', () => {
  const addrs = new BigInt64Array([7n, 3n, 9_000_000_000n]);
  const before = new Float32Array([1.0, -2.5, 0.0, 3.0, -0.0, 65504.0]);

  it('hashes sorted (int64 LE addr ‖ bf16 LE before) rows, checked by hand', () => {
    const bytes = [
      // addr 3: 0.0 → 0x0000, 3.0 → 0x4040
      [3, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x00, 0x40, 0x40],
      // addr 7: 1.0 → 0x3f80, -2.5 → 0xc020
      [7, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x3f, 0x20, 0xc0],
      // addr 9e9 = 0x2_18711a00: -0.0 → 0x8000, 65504 (0x477fe000) rounds up to 0x4780
      [0x00, 0x1a, 0x71, 0x18, 0x02, 0, 0, 0, 0x00, 0x80, 0x80, 0x47],
    ].flat();
    const want = createHash('sha256').update(Uint8Array.from(bytes)).digest('hex');
    expect(preStateSha256(addrs, before)).toBe(want);
    // The same value computed independently in Python (numpy + hashlib) when the format was fixed.
    expect(want).toBe('118f4b23bf6c07c120a4ecc321746b8e7274465c5ad997bbd55b92b8774baf4a');
  });

  it('ignores row order and sub-bf16 differences, but not bf16 ones', () => {
    const reordered = preStateSha256(
      new BigInt64Array([3n, 9_000_000_000n, 7n]),
      new Float32Array([0, 3, -0, 65504, 1, -2.5]),
    );
    expect(reordered).toBe(preStateSha256(addrs, before));
    const nudged = before.slice();
    nudged[0] = 1.001; // same bf16 as 1.0
    expect(preStateSha256(addrs, nudged)).toBe(preStateSha256(addrs, before));
    nudged[0] = 1.0078125; // next bf16 above 1.0
    expect(preStateSha256(addrs, nudged)).not.toBe(preStateSha256(addrs, before));
  });

  it('handles empty input, many rows across chunks, and refuses ragged input', () => {
    expect(preStateSha256(new BigInt64Array(0), new Float32Array(0))).toBe(createHash('sha256').digest('hex'));
    const n = 5000;
    const big = range(0, n).reverse();
    const vals = new Float32Array(n * 160).map((_, i) => i % 97);
    const forward = range(0, n);
    const fwdVals = new Float32Array(n * 160);
    for (let r = 0; r < n; r++) fwdVals.set(vals.subarray((n - 1 - r) * 160, (n - r) * 160), r * 160);
    expect(preStateSha256(big, vals)).toBe(preStateSha256(forward, fwdVals));
    expect(() => preStateSha256(addrs, new Float32Array(5))).toThrow(InvalidInputError);
  });
});

describe('validatePatch', () => {
  const good = () => ({
    addrs: new BigInt64Array([4n, 2n, 8n, 6n]),
    before: new Float32Array(8).fill(1),
    after: new Float32Array(8).fill(2),
    rowDim: 2,
  });

  it('accepts a sound patch', () => {
    expect(() => validatePatch(good())).not.toThrow();
  });

  it('names the first offending row', () => {
    const nan = good();
    nan.before[5] = Number.NaN;
    expect(refusalReason(() => validatePatch(nan))).toBe('row 2: before[1] is NaN, not finite');
    const inf = good();
    inf.after[6] = -Infinity;
    expect(refusalReason(() => validatePatch(inf))).toBe('row 3: after[0] is -Infinity, not finite');
    const dup = good();
    dup.addrs.set([4n, 2n, 8n, 2n]);
    expect(refusalReason(() => validatePatch(dup))).toBe('row 3: addr 2 repeats an earlier row');
    const neg = good();
    neg.addrs[1] = -5n;
    expect(refusalReason(() => validatePatch(neg))).toBe('row 1: addr -5 is negative');
    const empty = { addrs: new BigInt64Array(0), before: new Float32Array(0), after: new Float32Array(0), rowDim: 2 };
    expect(refusalReason(() => validatePatch(empty))).toBe('patch has no rows');
    expect(refusalReason(() => validatePatch({ ...good(), rowDim: 3 }))).toMatch(/before has 8 values/);
  });

  it('runs from readNpz only when asked', () => {
    const dup = good();
    dup.addrs.set([1n, 1n, 2n, 3n]);
    const bytes = writeNpz(dup);
    expect(readNpz(bytes).rows).toBe(4);
    expect(refusalReason(() => readNpz(bytes, { validate: true }))).toBe('row 1: addr 1 repeats an earlier row');
  });
});
