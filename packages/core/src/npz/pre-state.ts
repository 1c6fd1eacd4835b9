import { createHash } from 'node:crypto';
import { InvalidInputError } from '../errors/invalid-input.js';
import { bf16FromFloat32Bits } from './bf16.js';
import { HOST_LITTLE_ENDIAN } from './bytes.js';

// Hash input is fed in slices of about this size so a 270k-row patch never needs a second 90 MB copy.
const CHUNK_BYTES = 1 << 20;

/**
 * sha256 (hex) of the state a patch expects underneath it: for each row in ascending addr order (ties keep
 * row order), the addr as int64 little-endian (8 bytes) followed by the row's `before` values as bf16,
 * each uint16 little-endian. Two patches with the same addresses and bf16-equal `before` rows hash the same
 * whatever their row order, so this identifies the base a delta patch needs.
 */
export function preStateSha256(addrs: BigInt64Array, before: Float32Array): string {
  const rows = addrs.length;
  if (rows === 0 ? before.length !== 0 : before.length % rows !== 0) {
    throw new InvalidInputError(
      'npz',
      `before has ${before.length} values, not a whole number of rows for ${rows} addrs`,
    );
  }
  const rowDim = rows === 0 ? 0 : before.length / rows;
  const order = sortedOrder(addrs);
  const bits = new Uint32Array(before.buffer, before.byteOffset, before.length);
  const rowBytes = 8 + 2 * rowDim;
  const rowsPerChunk = Math.max(1, Math.floor(CHUNK_BYTES / rowBytes));
  const chunk = new Uint8Array(rowsPerChunk * rowBytes);
  const view = new DataView(chunk.buffer);
  // Row starts are even (rowBytes is even), so a Uint16Array view lines up with every bf16 slot.
  const halves = new Uint16Array(chunk.buffer);
  const hash = createHash('sha256');
  let fill = 0;
  for (let r = 0; r < rows; r++) {
    const row = order ? order[r]! : r;
    view.setBigInt64(fill, addrs[row]!, true);
    const src = row * rowDim;
    if (HOST_LITTLE_ENDIAN) {
      const dst = (fill + 8) >> 1;
      for (let c = 0; c < rowDim; c++) halves[dst + c] = bf16FromFloat32Bits(bits[src + c]!);
    } else {
      for (let c = 0; c < rowDim; c++) view.setUint16(fill + 8 + 2 * c, bf16FromFloat32Bits(bits[src + c]!), true);
    }
    fill += rowBytes;
    if (fill === chunk.length) {
      hash.update(chunk);
      fill = 0;
    }
  }
  if (fill > 0) hash.update(chunk.subarray(0, fill));
  return hash.digest('hex');
}

/** Row indices in ascending addr order, or null when the rows are already in order (the usual case). */
function sortedOrder(addrs: BigInt64Array): Uint32Array | null {
  let sorted = true;
  for (let i = 1; i < addrs.length && sorted; i++) sorted = addrs[i - 1]! <= addrs[i]!;
  if (sorted) return null;
  const order = new Uint32Array(addrs.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => {
    const x = addrs[a]!;
    const y = addrs[b]!;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
}
