import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../src/errors/invalid-input.js';
import { crc32 as ourCrc32, crc32Portable } from '../src/npz/crc32.js';
import { readNpz, writeNpz } from '../src/npz/npz.js';

/* Truncated, random and bit-flipped input: the reader must refuse with InvalidInputError, nothing else. */

/** Small deterministic PRNG (mulberry32) so failures reproduce. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function refusal(bytes: Uint8Array): InvalidInputError {
  try {
    readNpz(bytes);
  } catch (err) {
    if (err instanceof InvalidInputError) return err;
    throw new Error(`expected InvalidInputError, got ${String(err)}`);
  }
  throw new Error('expected a refusal, but the file was accepted');
}

describe('damaged input', () => {
  it('refuses a truncated file at every length', () => {
    const whole = writeNpz({
      addrs: new BigInt64Array([5n]),
      before: new Float32Array([1, 2]),
      after: new Float32Array([3, 4]),
      rowDim: 2,
    });
    for (let n = 0; n < whole.length; n++) expect(refusal(whole.subarray(0, n)).kind).toBe('npz');
  });

  it('refuses random garbage', () => {
    const rand = prng(1);
    for (let trial = 0; trial < 300; trial++) {
      const bytes = new Uint8Array(Math.floor(rand() * 3000));
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rand() * 256);
      if (trial % 2 === 1 && bytes.length >= 22) {
        // A plausible end record on garbage, so the central directory parser sees garbage too.
        const view = new DataView(bytes.buffer);
        view.setUint32(bytes.length - 22, 0x06054b50, true);
        view.setUint16(bytes.length - 2, 0, true);
        view.setUint32(bytes.length - 22 + 4, 0, true);
        view.setUint16(bytes.length - 22 + 8, 3, true);
        view.setUint16(bytes.length - 22 + 10, 3, true);
      }
      expect(refusal(bytes).kind).toBe('npz');
    }
  });

  it('never throws anything but InvalidInputError for single-byte corruptions', () => {
    for (const deflate of [false, true]) {
      const whole = writeNpz(
        {
          addrs: new BigInt64Array([5n, 9n]),
          before: new Float32Array([1, 2, 3, 4]),
          after: new Float32Array([5, 6, 7, 8]),
          rowDim: 2,
        },
        { deflate },
      );
      for (let at = 0; at < whole.length; at++) {
        for (const mask of [0x01, 0x80, 0xff]) {
          const bytes = whole.slice();
          bytes[at]! ^= mask;
          try {
            readNpz(bytes);
          } catch (err) {
            if (!(err instanceof InvalidInputError)) throw new Error(`byte ${at} ^ ${mask}: ${String(err)}`);
          }
        }
      }
    }
  });
});

describe('crc32', () => {
  it('agrees with zlib, whole and chunked, including empty chunks', () => {
    const rand = prng(7);
    const data = new Uint8Array(10_000).map(() => Math.floor(rand() * 256));
    expect(crc32Portable(data)).toBe(crc32(data));
    expect(crc32Portable(data.subarray(5000), crc32Portable(data.subarray(0, 5000)))).toBe(crc32(data));
    expect(ourCrc32(new Uint8Array(new ArrayBuffer(0)), 1234)).toBe(1234);
    expect(crc32Portable(new Uint8Array(0), 1234)).toBe(1234);
  });
});
