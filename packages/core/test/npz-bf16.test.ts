import { describe, expect, it } from 'vitest';
import {
  BF16_NAN,
  bf16Bits,
  bf16Equal,
  bf16FromFloat32Bits,
  bf16ToNumber,
  firstBf16Mismatch,
  rowsEqualBf16,
  toBf16Array,
} from '../src/npz/bf16.js';

const fromBits = (...bits: number[]) => {
  const f = new Float32Array(bits.length);
  new Uint32Array(f.buffer).set(bits);
  return f;
};

/**
 * Reference rounding written without the bias trick: take the two bf16 neighbours of a finite float32 and
 * choose the nearer one by value, ties to the even bit pattern.
 */
function referenceBf16(bits: number): number {
  const value = fromBits(bits)[0]!;
  const down = bits >>> 16;
  if ((bits & 0xffff) === 0) return down;
  const up = down + 1;
  const lo = bf16ToNumber(down);
  const hi = (up & 0x7f80) === 0x7f80 && (up & 0x7f) === 0 ? Math.sign(lo) * Infinity : bf16ToNumber(up);
  const dLo = Math.abs(value - lo);
  // Past the largest finite bf16, "up" is Infinity; the rounding boundary is where the next binade would start.
  const dHi = Number.isFinite(hi) ? Math.abs(hi - value) : Math.abs(2 ** 128 * Math.sign(lo) - value);
  if (dLo < dHi) return down;
  if (dHi < dLo) return up & 0xffff;
  return (down & 1) === 0 ? down : up & 0xffff;
}

describe('bf16Bits', () => {
  it('converts exact values', () => {
    expect(bf16Bits(1.0)).toBe(0x3f80);
    expect(bf16Bits(-1.0)).toBe(0xbf80);
    expect(bf16Bits(2.0)).toBe(0x4000);
    expect(bf16Bits(0.5)).toBe(0x3f00);
    expect(bf16Bits(0)).toBe(0x0000);
    expect(bf16Bits(-0)).toBe(0x8000);
    expect(bf16Bits(Infinity)).toBe(0x7f80);
    expect(bf16Bits(-Infinity)).toBe(0xff80);
  });

  it('rounds to nearest, ties to even', () => {
    // 1 + 2^-8 is float32 0x3f808000, exactly halfway between 0x3f80 and 0x3f81: the even one wins.
    expect(bf16Bits(1.00390625)).toBe(0x3f80);
    // 1 + 3·2^-8 is halfway between 0x3f81 and 0x3f82: rounds up to the even 0x3f82.
    expect(bf16Bits(1.01171875)).toBe(0x3f82);
    // Just above the halfway point rounds up; just below rounds down.
    expect(bf16Bits(1 + 2 ** -8 + 2 ** -20)).toBe(0x3f81);
    expect(bf16Bits(1 + 2 ** -8 - 2 ** -20)).toBe(0x3f80);
    expect(bf16Bits(-1.00390625)).toBe(0xbf80);
    // 1.001 is float32 0x3f8020c5.
    expect(bf16Bits(1.001)).toBe(0x3f80);
  });

  it('rounds the double to float32 first (the patch stores float32)', () => {
    // 1 + 2^-8 + 2^-30 rounds to the float32 tie 0x3f808000, which then goes to even; straight from the
    // double it would have rounded up to 0x3f81.
    expect(bf16Bits(1 + 2 ** -8 + 2 ** -30)).toBe(0x3f80);
  });

  it('overflows to Infinity and keeps subnormals', () => {
    expect(bf16Bits(3.4028234663852886e38)).toBe(0x7f80); // float32 max rounds past the largest bf16
    expect(bf16Bits(-3.4028234663852886e38)).toBe(0xff80);
    expect(bf16Bits(bf16ToNumber(0x7f7f))).toBe(0x7f7f); // the largest finite bf16 stays
    expect(bf16Bits(1e-45)).toBe(0x0000); // smallest float32 subnormal rounds to zero
    expect(bf16Bits(bf16ToNumber(0x0001))).toBe(0x0001); // smallest bf16 subnormal stays
  });

  it('keeps NaN a NaN, including patterns naive rounding would turn into Infinity or wrap', () => {
    expect(bf16Bits(Number.NaN)).toBe(BF16_NAN);
    expect(Number.isNaN(bf16ToNumber(BF16_NAN))).toBe(true);
    // 0x7f800001 (signalling NaN) truncates to 0x7f80 = Infinity; 0xffffffff + bias overflows 32 bits.
    expect(Array.from(toBf16Array(fromBits(0x7f800001, 0xffffffff, 0xff800001, 0x7fc00000)))).toEqual([
      BF16_NAN,
      BF16_NAN,
      BF16_NAN,
      BF16_NAN,
    ]);
  });

  it('accepts a float32 bit pattern as signed or unsigned', () => {
    expect(bf16FromFloat32Bits(0xbf800000)).toBe(0xbf80);
    expect(bf16FromFloat32Bits(0xbf800000 | 0)).toBe(0xbf80);
    expect(bf16FromFloat32Bits(0xbf818000 | 0)).toBe(0xbf82);
  });

  it('matches a value-based reference on random bit patterns', () => {
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0);
    for (let i = 0; i < 50_000; i++) {
      const bits = next();
      if ((bits & 0x7f800000) === 0x7f800000) continue;
      expect(bf16FromFloat32Bits(bits)).toBe(referenceBf16(bits));
    }
    // And every tie and near-tie around a few exponents.
    for (const hi of [0x0000, 0x0001, 0x3f80, 0x3f81, 0x7f7f, 0x8000, 0xbf80, 0xff7f]) {
      for (const lo of [0x0000, 0x0001, 0x7fff, 0x8000, 0x8001, 0xffff]) {
        const bits = ((hi << 16) | lo) >>> 0;
        expect(bf16FromFloat32Bits(bits)).toBe(referenceBf16(bits));
      }
    }
  });
});

describe('bf16 comparisons', () => {
  it('compares values as the table would store them', () => {
    expect(bf16Equal(1, 1.001)).toBe(true);
    expect(bf16Equal(1, 1.01)).toBe(false);
    expect(bf16Equal(0, -0)).toBe(false); // different bit patterns in the table
    expect(bf16Equal(Number.NaN, Number.NaN)).toBe(true);
  });

  it('compares rows and finds the first mismatch', () => {
    const live = new Float32Array([1, 2, 3, 4]);
    expect(rowsEqualBf16(live, new Float32Array([1.001, 2, 3, 4]))).toBe(true);
    expect(firstBf16Mismatch(live, new Float32Array([1, 2, 3.1, 4]))).toBe(2);
    expect(firstBf16Mismatch(live, new Float32Array([1, 2, 3]))).toBe(3);
    expect(firstBf16Mismatch(live, live.slice())).toBe(-1);
    expect(rowsEqualBf16(fromBits(0x7f800001), fromBits(0x7fc00000))).toBe(true);
    expect(rowsEqualBf16(fromBits(0x7f800001), fromBits(0x7f800000))).toBe(false); // NaN is not Infinity
    // Works on subarray views at an offset.
    expect(rowsEqualBf16(live.subarray(2), new Float32Array([3, 4]))).toBe(true);
  });

  it('converts arrays', () => {
    expect(Array.from(toBf16Array(new Float32Array([1, -2, 1.00390625, 0.1])))).toEqual([
      0x3f80, 0xc000, 0x3f80, 0x3dcd,
    ]);
  });
});
