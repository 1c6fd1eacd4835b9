import * as zlib from 'node:zlib';

// zlib.crc32 arrived in Node 20.15 and the package allows any Node 20, so older runtimes take the
// table path below. The namespace import keeps a missing export from failing at link time.
const native: ((data: Uint8Array, value?: number) => number) | undefined =
  typeof zlib.crc32 === 'function' ? zlib.crc32 : undefined;

let table: Uint32Array | undefined;

function crcTable(): Uint32Array {
  if (table) return table;
  table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** CRC-32 (the ZIP / IEEE 802.3 polynomial) of `data`, continuing from `previous` for chunked input. */
export function crc32(data: Uint8Array, previous = 0): number {
  // Node's zlib.crc32 returns 0 instead of `previous` for a view of a zero-length ArrayBuffer.
  if (data.length === 0) return previous >>> 0;
  if (native) return native(data, previous) >>> 0;
  return crc32Portable(data, previous);
}

/** The table-driven CRC-32 used when zlib lacks one; exported so tests can hold it to zlib's answer. */
export function crc32Portable(data: Uint8Array, previous = 0): number {
  const t = crcTable();
  let c = ~previous >>> 0;
  for (let i = 0; i < data.length; i++) c = t[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}
