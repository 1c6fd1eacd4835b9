import { deflateRawSync } from 'node:zlib';
import { InvalidInputError } from '../errors/invalid-input.js';
import { crc32 } from './crc32.js';

/** One member to store: its name (ASCII) and its bytes, possibly in several chunks to avoid a join. */
export interface ZipEntryInput {
  name: string;
  chunks: readonly Uint8Array[];
}

export interface WriteZipOptions {
  deflate?: boolean;
}

const LOCAL_SIG = 0x04034b50;
const CENTRAL_SIG = 0x02014b50;
const EOCD_SIG = 0x06054b50;
const LOCAL_LEN = 30;
const CENTRAL_LEN = 46;
const EOCD_LEN = 22;
// 1980-01-01 00:00:00, the earliest DOS date: a fixed stamp makes equal patches byte-identical (and so
// equal by sha256). numpy's savez uses the same stamp.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
// "Made by" Unix (3) spec 2.0, with a regular-file 0644 mode so unzip extracts readable files.
const VERSION_MADE_BY = (3 << 8) | 20;
const VERSION_NEEDED = 20;
const EXTERNAL_ATTR = (0o100644 << 16) >>> 0;
// The writer emits classic ZIP only; 0xffffffff itself is the zip64 escape value, so it is excluded too.
const CLASSIC_LIMIT = 0xfffffffe;

interface Prepared {
  name: Uint8Array;
  method: 0 | 8;
  crc: number;
  size: number;
  payload: readonly Uint8Array[];
  payloadSize: number;
  offset: number;
}

/** A ZIP archive of `entries`, in order, stored or deflated, with no timestamps that vary. */
export function writeZip(entries: readonly ZipEntryInput[], options: WriteZipOptions = {}): Uint8Array {
  if (entries.length > 0xffff) throw new InvalidInputError('npz', 'too many members for a classic archive');
  const prepared: Prepared[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    let crc = 0;
    let size = 0;
    for (const chunk of entry.chunks) {
      crc = crc32(chunk, crc);
      size += chunk.length;
    }
    let payload: readonly Uint8Array[] = entry.chunks;
    if (options.deflate) payload = [deflateRawSync(concat(entry.chunks, size))];
    const payloadSize = payload.reduce((n, c) => n + c.length, 0);
    if (size > CLASSIC_LIMIT || payloadSize > CLASSIC_LIMIT || offset > CLASSIC_LIMIT) {
      throw new InvalidInputError('npz', `member ${entry.name} is too large for a classic (non-zip64) archive`);
    }
    prepared.push({ name, method: options.deflate ? 8 : 0, crc, size, payload, payloadSize, offset });
    offset += LOCAL_LEN + name.length + payloadSize;
  }
  const centralOffset = offset;
  const centralSize = prepared.reduce((n, p) => n + CENTRAL_LEN + p.name.length, 0);
  if (centralOffset + centralSize > CLASSIC_LIMIT) {
    throw new InvalidInputError('npz', 'archive is too large for a classic (non-zip64) archive');
  }

  const out = new Uint8Array(centralOffset + centralSize + EOCD_LEN);
  const view = new DataView(out.buffer);
  for (const p of prepared) {
    let at = p.offset;
    view.setUint32(at, LOCAL_SIG, true);
    view.setUint16(at + 4, VERSION_NEEDED, true);
    view.setUint16(at + 6, 0, true);
    view.setUint16(at + 8, p.method, true);
    view.setUint16(at + 10, DOS_TIME, true);
    view.setUint16(at + 12, DOS_DATE, true);
    view.setUint32(at + 14, p.crc, true);
    view.setUint32(at + 18, p.payloadSize, true);
    view.setUint32(at + 22, p.size, true);
    view.setUint16(at + 26, p.name.length, true);
    view.setUint16(at + 28, 0, true);
    out.set(p.name, at + LOCAL_LEN);
    at += LOCAL_LEN + p.name.length;
    for (const chunk of p.payload) {
      out.set(chunk, at);
      at += chunk.length;
    }
  }
  let at = centralOffset;
  for (const p of prepared) {
    view.setUint32(at, CENTRAL_SIG, true);
    view.setUint16(at + 4, VERSION_MADE_BY, true);
    view.setUint16(at + 6, VERSION_NEEDED, true);
    view.setUint16(at + 8, 0, true);
    view.setUint16(at + 10, p.method, true);
    view.setUint16(at + 12, DOS_TIME, true);
    view.setUint16(at + 14, DOS_DATE, true);
    view.setUint32(at + 16, p.crc, true);
    view.setUint32(at + 20, p.payloadSize, true);
    view.setUint32(at + 24, p.size, true);
    view.setUint16(at + 28, p.name.length, true);
    // extra length, comment length, disk number, internal attributes: all zero.
    view.setUint32(at + 38, EXTERNAL_ATTR, true);
    view.setUint32(at + 42, p.offset, true);
    out.set(p.name, at + CENTRAL_LEN);
    at += CENTRAL_LEN + p.name.length;
  }
  view.setUint32(at, EOCD_SIG, true);
  view.setUint16(at + 8, prepared.length, true);
  view.setUint16(at + 10, prepared.length, true);
  view.setUint32(at + 12, centralSize, true);
  view.setUint32(at + 16, centralOffset, true);
  return out;
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
