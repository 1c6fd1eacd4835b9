/**
 * bfloat16 helpers. The live memory table stores bf16, so "the same value" for a patch means the same bf16
 * bit pattern: a float32 is reduced to its top 16 bits with round-to-nearest-even, as the table does.
 */

/**
 * Every NaN maps to this one quiet NaN. A JS number cannot carry a NaN payload reliably (engines may
 * canonicalise it), so collapsing all NaNs keeps `bf16Bits(x)` and `toBf16Array` in agreement. It also
 * avoids the rounding hazard: adding the rounding bias to a NaN pattern can carry into the exponent and
 * turn it into Infinity (0x7f800001) or wrap past the sign (0xffffffff).
 */
export const BF16_NAN = 0x7fc0;

const scratchF32 = new Float32Array(1);
const scratchU32 = new Uint32Array(scratchF32.buffer);

/** bf16 bits of a float32 given as its 32-bit pattern (unsigned or signed int32 both work). */
export function bf16FromFloat32Bits(bits: number): number {
  if ((bits & 0x7f800000) === 0x7f800000 && (bits & 0x007fffff) !== 0) return BF16_NAN;
  // Modulo-2^32 arithmetic via >>> keeps a negative int32 input right; finite values never carry past bit 31.
  return ((bits + 0x7fff + ((bits >>> 16) & 1)) >>> 16) & 0xffff;
}

/**
 * bf16 bits of `f` after it is first rounded to float32 (the patch stores float32, the table bf16, so
 * the double-to-float32 step is part of the contract). Infinity stays Infinity, -0 keeps its sign, and
 * float32 values above the largest bf16 round up to Infinity as round-to-nearest-even demands.
 */
export function bf16Bits(f: number): number {
  scratchF32[0] = f;
  return bf16FromFloat32Bits(scratchU32[0]!);
}

/** The number a bf16 bit pattern stands for. */
export function bf16ToNumber(bits: number): number {
  scratchU32[0] = (bits & 0xffff) << 16;
  return scratchF32[0]!;
}

/** True when `a` and `b` land on the same bf16 bit pattern (so +0 and -0 differ; all NaNs are equal). */
export function bf16Equal(a: number, b: number): boolean {
  return bf16Bits(a) === bf16Bits(b);
}

function bitsOf(a: Float32Array): Uint32Array {
  // Reads the stored pattern, not the number, so signalling NaNs are seen as they are.
  return new Uint32Array(a.buffer, a.byteOffset, a.length);
}

/** bf16 bit patterns of every element. */
export function toBf16Array(src: Float32Array): Uint16Array {
  const bits = bitsOf(src);
  const out = new Uint16Array(src.length);
  for (let i = 0; i < bits.length; i++) out[i] = bf16FromFloat32Bits(bits[i]!);
  return out;
}

/**
 * Index of the first element where `a` and `b` differ as bf16, or -1 if they agree everywhere. Arrays of
 * different lengths differ at the shorter length.
 */
export function firstBf16Mismatch(a: Float32Array, b: Float32Array): number {
  const n = Math.min(a.length, b.length);
  const x = bitsOf(a);
  const y = bitsOf(b);
  for (let i = 0; i < n; i++) {
    const p = x[i]!;
    const q = y[i]!;
    if (p !== q && bf16FromFloat32Bits(p) !== bf16FromFloat32Bits(q)) return i;
  }
  return a.length === b.length ? -1 : n;
}

/** True when two rows (or whole blocks) hold the same bf16 values, e.g. a patch's `before` and the live rows. */
export function rowsEqualBf16(a: Float32Array, b: Float32Array): boolean {
  return firstBf16Mismatch(a, b) === -1;
}
