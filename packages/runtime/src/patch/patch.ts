import { createHash } from 'node:crypto';
import { endianness } from 'node:os';
import { RuntimeError } from '../errors/runtime-error.js';

/**
 * A patch: rows of the memory table, exactly the `.npz` members (`addrs` int64[N], `before`/`after`
 * float32[N·rowDim]) plus the identity of the model it was made for.
 */
export interface Patch {
  addrs: BigInt64Array;
  before: Float32Array;
  after: Float32Array;
  rowDim: number;
  modelId: string;
  /** Optional caller-chosen id (e.g. the patch file's sha256); otherwise derived from the content. */
  id?: string;
}

export interface PatchTarget {
  modelId: string;
  rows: number;
  dim: number;
}

/** Which 32-bit half of an int64 holds its low bits on this machine. */
const LOW = endianness() === 'LE' ? 0 : 1;

/** Row addresses as numbers, after every check a patch must pass before any row is touched. */
export function validatePatch(patch: Patch, target: PatchTarget): Uint32Array {
  if (typeof patch !== 'object' || patch === null) throw new RuntimeError('invalid_patch', 'a patch must be an object');
  if (patch.modelId !== target.modelId) {
    throw new RuntimeError('model_mismatch', `the patch is for model ${String(patch.modelId)}, not ${target.modelId}`, {
      expected: target.modelId,
      got: patch.modelId,
    });
  }
  if (patch.rowDim !== target.dim) {
    throw new RuntimeError('model_mismatch', `the patch has row_dim ${String(patch.rowDim)}, the model ${target.dim}`, {
      expected_row_dim: target.dim,
      got_row_dim: patch.rowDim,
    });
  }
  if (!(patch.addrs instanceof BigInt64Array)) throw new RuntimeError('invalid_patch', 'addrs must be a BigInt64Array');
  if (!(patch.before instanceof Float32Array) || !(patch.after instanceof Float32Array)) {
    throw new RuntimeError('invalid_patch', 'before and after must be Float32Arrays');
  }
  const n = patch.addrs.length;
  if (patch.before.length !== n * target.dim || patch.after.length !== n * target.dim) {
    throw new RuntimeError('invalid_patch', `before and after must hold ${n} rows of ${target.dim}`, { rows: n });
  }
  const addrs = new Uint32Array(n);
  // One bit per table row: a verifier lays 70,000-row patches over the table, and a Set of that many
  // numbers cost more than the rest of the check.
  const seen = new Uint8Array((target.rows + 7) >>> 3);
  // Each int64 read as its two 32-bit halves in the machine's byte order: an address in the table has a zero high
  // half. A BigInt compare and conversion per address cost more than the rest of the loop.
  const halves = new Uint32Array(patch.addrs.buffer, patch.addrs.byteOffset, n * 2);
  for (let i = 0; i < n; i++) {
    const v = halves[2 * i + LOW]!;
    if (halves[2 * i + 1 - LOW] !== 0 || v >= target.rows) {
      const a = patch.addrs[i]!;
      throw new RuntimeError('invalid_patch', `addr ${a} is outside the table (0..${target.rows - 1})`, { index: i });
    }
    const bit = 1 << (v & 7);
    if ((seen[v >>> 3]! & bit) !== 0) {
      throw new RuntimeError('invalid_patch', `addr ${v} appears twice`, { addr: v });
    }
    seen[v >>> 3]! |= bit;
    addrs[i] = v;
  }
  for (const arr of [patch.before, patch.after]) {
    if (allFinite(arr)) continue;
    for (let i = 0; i < arr.length; i++) {
      if (!Number.isFinite(arr[i]!)) {
        throw new RuntimeError('invalid_patch', `row ${Math.floor(i / target.dim)} holds a value that is not finite`, {
          row: Math.floor(i / target.dim),
        });
      }
    }
  }
  return addrs;
}

/**
 * true when no value is NaN or ±Infinity: x · 0 is 0 for every finite x and NaN otherwise, so one sum tells, without
 * a call per value. A live test lays a patch of thousands of rows over the table on every request.
 */
function allFinite(arr: Float32Array): boolean {
  let probe = 0;
  for (let i = 0; i < arr.length; i++) probe += arr[i]! * 0;
  return probe === 0;
}

/** The caller's id, or sha256 over model id, addrs, before and after (so equal content means equal id). */
export function patchId(patch: Patch): string {
  if (typeof patch.id === 'string' && patch.id.length > 0) return patch.id;
  const h = createHash('sha256');
  h.update(`${patch.modelId}\n${patch.rowDim}\n`);
  h.update(new Uint8Array(patch.addrs.buffer, patch.addrs.byteOffset, patch.addrs.byteLength));
  h.update(new Uint8Array(patch.before.buffer, patch.before.byteOffset, patch.before.byteLength));
  h.update(new Uint8Array(patch.after.buffer, patch.after.byteOffset, patch.after.byteLength));
  return h.digest('hex');
}

/** Bitwise float equality: +0 and -0 differ, as they do in the bytes a table is compared by. */
export function sameBits(a: Float32Array, aOff: number, b: Float32Array, bOff: number, n: number): boolean {
  const ua = new Uint32Array(a.buffer, a.byteOffset + aOff * 4, n);
  const ub = new Uint32Array(b.buffer, b.byteOffset + bOff * 4, n);
  for (let i = 0; i < n; i++) if (ua[i] !== ub[i]) return false;
  return true;
}
