import { hashString, prng } from '../hash/hash.js';

/**
 * The answer vocabulary lives in the table itself: a spelling row holds a word's UTF-8 bytes, one byte per
 * dim, after a length. So a patch that teaches a new word carries the word, and a node that never saw it can
 * say it after applying the patch. Byte values 0..255 and lengths < 256 are exact in bf16 as well as in
 * float32, so spellings survive the real node's bf16 table unchanged.
 */

/** End of answer. Its code is fixed by the seed; it has no spelling row. */
export const EOS = '\u0000';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Longest spelling a row of `dim` values can hold (one value is the length). */
export function maxSpellingBytes(dim: number): number {
  return Math.min(dim - 1, 255);
}

export function spell(word: string, dim: number): Float32Array {
  const bytes = encoder.encode(word);
  if (bytes.length === 0 || bytes.length > maxSpellingBytes(dim)) {
    throw new RangeError(`a spelling must be 1..${maxSpellingBytes(dim)} bytes`);
  }
  const row = new Float32Array(dim);
  row[0] = bytes.length;
  bytes.forEach((b, i) => (row[i + 1] = b));
  return row;
}

/** The word a row spells, or null if it is empty or not a well-formed spelling. */
export function readSpelling(row: Float32Array): string | null {
  const n = row[0]!;
  if (!Number.isInteger(n) || n < 1 || n > maxSpellingBytes(row.length)) return null;
  const bytes = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const b = row[i + 1]!;
    if (!Number.isInteger(b) || b < 0 || b > 255) return null;
    bytes[i] = b;
  }
  for (let i = n + 1; i < row.length; i++) if (row[i] !== 0) return null;
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A word's code: a random ±1/√D vector fixed by the seed and the word. Random codes in 64 dims are nearly
 * orthogonal (cosine spread ≈ 1/8), which is what lets a read be decoded by nearest code.
 */
export function codeFor(word: string, seed: number, dim: number, out?: Float32Array): Float32Array {
  const code = out ?? new Float32Array(dim);
  const next = prng(hashString(word, seed ^ 0x5eed0c0d));
  const v = 1 / Math.sqrt(dim);
  let bits = 0;
  for (let i = 0; i < dim; i++) {
    if (i % 32 === 0) bits = next();
    code[i] = bits & (1 << (i % 32)) ? v : -v;
  }
  return code;
}

/** Preferred spelling row for a word; collisions probe upward within the lexicon region. */
export function lexiconHome(word: string, seed: number, lexiconRows: number): number {
  return hashString(word, seed ^ 0x1e41c0) % lexiconRows;
}
