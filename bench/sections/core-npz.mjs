// Patch files move on every buy, apply and publish; this measures reading and writing a full-size one.
import { addrSketch, countOverlap, preStateSha256, readNpz, validatePatch, writeNpz } from '@ainize/core';
import { median, timeIt } from '../timing.mjs';

export const title = 'Core: .npz patch files';

const ROW_DIM = 160;

/**
 * A synthetic patch shaped like a trained one: ascending unique addresses spread over a large table, and
 * float32 values that are exact bf16 (low 16 bits zero), as rows read from a bf16 table are. That half-empty
 * mantissa is what deflate finds to squeeze, so random float32 would understate the compression ratio.
 */
function makePatch(rows) {
  let seed = 0x2545f491;
  const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0);
  const addrs = new BigInt64Array(rows);
  for (let i = 0; i < rows; i++) addrs[i] = BigInt(i) * 4096n + BigInt(next() >>> 20);
  const before = new Float32Array(rows * ROW_DIM);
  const after = new Float32Array(rows * ROW_DIM);
  const b = new Uint32Array(before.buffer);
  const a = new Uint32Array(after.buffer);
  for (let i = 0; i < b.length; i++) {
    // Sign, an exponent near 2^-7..2^0 and 7 random mantissa bits: a plausible spread of bf16 weights.
    b[i] = ((next() & 0x8000_0000) | ((0x78 + (next() >>> 29)) << 23) | ((next() >>> 25) << 16)) >>> 0;
    a[i] = ((next() & 0x8000_0000) | ((0x78 + (next() >>> 29)) << 23) | ((next() >>> 25) << 16)) >>> 0;
  }
  return { addrs, before, after, rowDim: ROW_DIM };
}

export async function run(ctx) {
  const rows = ctx.quick ? 27_000 : 270_000;
  const repeats = ctx.quick ? 5 : 3;
  ctx.log(`building a ${rows.toLocaleString('en')} × ${ROW_DIM} patch`);
  const patch = makePatch(rows);
  const stored = writeNpz(patch);
  const deflated = writeNpz(patch, { deflate: true });
  const mb = stored.length / 1e6;
  ctx.log(`stored ${mb.toFixed(1)} MB, deflated ${(deflated.length / 1e6).toFixed(1)} MB`);

  // Every call allocates hundreds of MB; collecting between operations (bench runs with --expose-gc)
  // keeps one operation's garbage from being billed to the next.
  const settle = () => globalThis.gc?.();
  const measure = async (what, fn) => {
    ctx.log(what);
    settle();
    const ms = median(await timeIt(fn, repeats));
    return [what, ms.toFixed(0), (mb / (ms / 1000)).toFixed(0)];
  };
  const io = [
    await measure('writeNpz (stored)', () => writeNpz(patch)),
    await measure('writeNpz (deflated)', () => writeNpz(patch, { deflate: true })),
    await measure('readNpz (stored)', () => readNpz(stored)),
    await measure('readNpz (deflated)', () => readNpz(deflated)),
    await measure('readNpz (stored, validate: true)', () => readNpz(stored, { validate: true })),
  ];

  const time = async (what, fn) => {
    ctx.log(what);
    settle();
    return [what, median(await timeIt(fn, repeats)).toFixed(1)];
  };
  const shifted = patch.addrs.map((v) => v + 2048n);
  const helpers = [
    await time('validatePatch', () => validatePatch(patch)),
    await time('preStateSha256', () => preStateSha256(patch.addrs, patch.before)),
    await time('addrSketch (k = 64)', () => addrSketch(patch.addrs)),
    await time('countOverlap (against another patch of the same size)', () => countOverlap(patch.addrs, shifted)),
  ];

  return {
    tables: [
      {
        caption: `${rows.toLocaleString('en')} × ${ROW_DIM} patch, ${mb.toFixed(1)} MB stored / ${(deflated.length / 1e6).toFixed(1)} MB deflated (median of ${repeats} runs after a warm-up)`,
        columns: ['operation', 'ms (median)', 'MB/s of stored size'],
        rows: io,
      },
      {
        caption: `Patch helpers on the same ${rows.toLocaleString('en')} rows`,
        columns: ['operation', 'ms (median)'],
        rows: helpers,
      },
    ],
    notes: [
      'Values are exact bf16 stored as float32, as in real patches; MB/s is the stored (uncompressed) archive size over the time, for both variants.',
      'readNpz copies every array out of the input, and checks the CRC-32 of each member.',
    ],
  };
}
