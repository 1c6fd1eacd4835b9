/**
 * Moves typed arrays to and from little-endian bytes. On a little-endian host (every platform Node ships
 * binaries for today but s390x) this is a memcpy; the DataView loops keep a big-endian host correct.
 */
export const HOST_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Little-endian bytes of `src`. On a little-endian host this is a view of the caller's memory, not a copy:
 * use it only to feed a writer that copies, never hand it out.
 */
export function leBytesView(src: BigInt64Array | Float32Array): Uint8Array {
  if (HOST_LITTLE_ENDIAN) return new Uint8Array(src.buffer, src.byteOffset, src.byteLength);
  const out = new Uint8Array(src.byteLength);
  const view = new DataView(out.buffer);
  if (src instanceof BigInt64Array) src.forEach((v, i) => view.setBigInt64(i * 8, v, true));
  // Through the bit pattern, not the number, so NaN payloads are not canonicalised on the way.
  else new Uint32Array(src.buffer, src.byteOffset, src.length).forEach((b, i) => view.setUint32(i * 4, b, true));
  return out;
}

/** A fresh (so aligned and unaliased) BigInt64Array from `count` little-endian int64 values. */
export function int64FromLe(bytes: Uint8Array, count: number): BigInt64Array {
  const out = new BigInt64Array(count);
  if (HOST_LITTLE_ENDIAN) {
    new Uint8Array(out.buffer).set(bytes.subarray(0, count * 8));
  } else {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < count; i++) out[i] = view.getBigInt64(i * 8, true);
  }
  return out;
}

/** A fresh Float32Array from `count` little-endian float32 values; bit patterns (NaN payloads too) survive. */
export function float32FromLe(bytes: Uint8Array, count: number): Float32Array {
  const out = new Float32Array(count);
  if (HOST_LITTLE_ENDIAN) {
    new Uint8Array(out.buffer).set(bytes.subarray(0, count * 4));
  } else {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const bits = new Uint32Array(out.buffer);
    for (let i = 0; i < count; i++) bits[i] = view.getUint32(i * 4, true);
  }
  return out;
}
