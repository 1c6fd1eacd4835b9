import { inflateRawSync } from 'node:zlib';
import { InvalidInputError } from '../errors/invalid-input.js';
import { crc32 } from './crc32.js';

/**
 * A defensive ZIP reader for the few members of a patch file. The central directory is the authority for
 * sizes and CRCs (local headers may carry 0xffffffff zip64 placeholders or a data descriptor flag, as
 * numpy's own writer does). Every size is checked against the buffer and the byte cap before anything is
 * allocated or inflated, so a crafted archive costs at most `maxBytes` of memory and time linear in it.
 */

const LOCAL_SIG = 0x04034b50;
const CENTRAL_SIG = 0x02014b50;
const EOCD_SIG = 0x06054b50;
const ZIP64_EOCD_SIG = 0x06064b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_EXTRA_ID = 0x0001;
const LOCAL_LEN = 30;
const CENTRAL_LEN = 46;
const EOCD_LEN = 22;
const ZIP64_EOCD_LEN = 56;
const ZIP64_LOCATOR_LEN = 20;
const MAX_COMMENT = 0xffff;
/** A patch has three members; anything far beyond that is not a patch, and the bound keeps the scan small. */
export const MAX_ZIP_MEMBERS = 64;
// Deflate cannot expand by more than about 1032:1 (a 258-byte match coded in two bits at best), so a
// declared size beyond that is a lie we can refuse before inflating.
const MAX_DEFLATE_RATIO = 1032;

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function fail(reason: string): never {
  throw new InvalidInputError('npz', reason);
}

/**
 * Extracts the `wanted` members (CRC-checked) and ignores the rest. Stored members come back as views of
 * `bytes`; deflated ones as fresh buffers. `maxBytes` caps the sum of the wanted members' declared sizes.
 */
export function readZipMembers(
  bytes: Uint8Array,
  wanted: readonly string[],
  maxBytes: number,
): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { entries, centralOffset } = readCentralDirectory(bytes, view);
  const found = new Map<string, CentralEntry>();
  for (const entry of entries) {
    if (!wanted.includes(entry.name)) continue;
    if (found.has(entry.name)) fail(`member ${entry.name} appears twice`);
    found.set(entry.name, entry);
  }
  let budget = maxBytes;
  const ranges: Array<[number, number, string]> = [];
  const out = new Map<string, Uint8Array>();
  for (const name of wanted) {
    const entry = found.get(name) ?? fail(`missing member ${name}`);
    if (entry.flags & 0x0001) fail(`member ${name} is encrypted`);
    if (entry.method !== 0 && entry.method !== 8) {
      fail(`member ${name} uses unsupported compression method ${entry.method}`);
    }
    if (entry.size > budget) {
      fail(`member ${name} declares ${entry.size} bytes, beyond the ${maxBytes}-byte cap`);
    }
    budget -= entry.size;
    const start = dataStart(bytes, view, entry, centralOffset);
    const end = start + entry.compressedSize;
    if (end > centralOffset) fail(`member ${name} runs past the start of the central directory (truncated?)`);
    for (const [s, e, other] of ranges) {
      if (entry.localOffset < e && s < end) fail(`member ${name} overlaps member ${other}`);
    }
    ranges.push([entry.localOffset, end, name]);
    const data = extract(bytes.subarray(start, end), entry);
    if (crc32(data) !== entry.crc) fail(`member ${name} fails its CRC-32 check`);
    out.set(name, data);
  }
  return out;
}

function extract(raw: Uint8Array, entry: CentralEntry): Uint8Array {
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) {
      fail(`stored member ${entry.name} has compressed size ${entry.compressedSize} but size ${entry.size}`);
    }
    return raw;
  }
  if (entry.size > raw.length * MAX_DEFLATE_RATIO) {
    fail(
      `member ${entry.name} declares ${entry.size} bytes from ${raw.length} compressed bytes, beyond what deflate can expand to`,
    );
  }
  let data: Uint8Array;
  try {
    // The declared size is the ceiling: zlib stops with an error the moment output would pass it.
    data = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') fail(`member ${entry.name} inflates beyond its declared ${entry.size} bytes`);
    fail(`member ${entry.name} is not a valid deflate stream (${err instanceof Error ? err.message : String(err)})`);
  }
  if (data.length !== entry.size) {
    fail(`member ${entry.name} inflates to ${data.length} bytes but declares ${entry.size}`);
  }
  return data;
}

function dataStart(bytes: Uint8Array, view: DataView, entry: CentralEntry, centralOffset: number): number {
  const at = entry.localOffset;
  if (at + LOCAL_LEN > centralOffset) fail(`member ${entry.name}: local header lies outside the archive body`);
  if (view.getUint32(at, true) !== LOCAL_SIG) fail(`member ${entry.name}: no local header at offset ${at}`);
  const nameLen = view.getUint16(at + 26, true);
  const extraLen = view.getUint16(at + 28, true);
  const start = at + LOCAL_LEN + nameLen + extraLen;
  if (start > centralOffset) fail(`member ${entry.name}: local header runs past the archive body`);
  const localName = decodeName(bytes.subarray(at + LOCAL_LEN, at + LOCAL_LEN + nameLen));
  if (localName !== entry.name) fail(`member ${entry.name}: local header names it ${JSON.stringify(localName)}`);
  return start;
}

function readCentralDirectory(bytes: Uint8Array, view: DataView): { entries: CentralEntry[]; centralOffset: number } {
  const eocd = findEocd(bytes, view);
  let disk = view.getUint16(eocd + 4, true);
  let centralDisk = view.getUint16(eocd + 6, true);
  let diskEntries = view.getUint16(eocd + 8, true);
  let count = view.getUint16(eocd + 10, true);
  let centralSize = view.getUint32(eocd + 12, true);
  let centralOffset = view.getUint32(eocd + 16, true);
  let centralLimit = eocd;
  const saturated =
    disk === 0xffff ||
    centralDisk === 0xffff ||
    diskEntries === 0xffff ||
    count === 0xffff ||
    centralSize === 0xffffffff ||
    centralOffset === 0xffffffff;
  const locator = eocd - ZIP64_LOCATOR_LEN;
  if (saturated) {
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR_SIG) {
      fail('end record points to zip64 values but there is no zip64 locator');
    }
    const at = u64(view, locator + 8, 'zip64 end record offset');
    if (at + ZIP64_EOCD_LEN > locator || view.getUint32(at, true) !== ZIP64_EOCD_SIG) {
      fail('zip64 locator does not point at a zip64 end record');
    }
    disk = view.getUint32(at + 16, true);
    centralDisk = view.getUint32(at + 20, true);
    diskEntries = u64(view, at + 24, 'zip64 entry count');
    count = u64(view, at + 32, 'zip64 entry count');
    centralSize = u64(view, at + 40, 'zip64 central directory size');
    centralOffset = u64(view, at + 48, 'zip64 central directory offset');
    centralLimit = at;
  }
  if (disk !== 0 || centralDisk !== 0 || diskEntries !== count) fail('multi-disk archives are not supported');
  if (count > MAX_ZIP_MEMBERS) fail(`archive lists ${count} members; a patch has at most ${MAX_ZIP_MEMBERS}`);
  if (centralOffset + centralSize > centralLimit) fail('central directory runs past the end record (truncated?)');
  if (count * CENTRAL_LEN > centralSize) fail(`central directory is too small for ${count} members`);

  const entries: CentralEntry[] = [];
  let at = centralOffset;
  const end = centralOffset + centralSize;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_LEN > end || view.getUint32(at, true) !== CENTRAL_SIG) {
      fail(`central directory entry ${i} is missing or damaged`);
    }
    const nameLen = view.getUint16(at + 28, true);
    const extraLen = view.getUint16(at + 30, true);
    const commentLen = view.getUint16(at + 32, true);
    const next = at + CENTRAL_LEN + nameLen + extraLen + commentLen;
    if (next > end) fail(`central directory entry ${i} runs past the directory`);
    const name = decodeName(bytes.subarray(at + CENTRAL_LEN, at + CENTRAL_LEN + nameLen));
    const entry: CentralEntry = {
      name,
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    const extraAt = at + CENTRAL_LEN + nameLen;
    applyZip64Extra(view, extraAt, extraAt + extraLen, entry, view.getUint16(at + 34, true));
    entries.push(entry);
    at = next;
  }
  if (at !== end) fail('central directory size does not match its entries');
  return { entries, centralOffset };
}

/** Replaces 0xffffffff placeholders by the 64-bit values of the zip64 extra field, in the order the spec fixes. */
function applyZip64Extra(view: DataView, at: number, end: number, entry: CentralEntry, diskStart: number): void {
  const needs = [entry.size, entry.compressedSize, entry.localOffset].map((v) => v === 0xffffffff);
  while (at + 4 <= end) {
    const id = view.getUint16(at, true);
    const len = view.getUint16(at + 2, true);
    const body = at + 4;
    if (body + len > end) fail(`member ${entry.name}: extra field runs past its entry`);
    if (id === ZIP64_EXTRA_ID) {
      let p = body;
      const take = (what: string): number => {
        if (p + 8 > body + len) fail(`member ${entry.name}: zip64 extra field is too short for its ${what}`);
        const v = u64(view, p, `member ${entry.name} ${what}`);
        p += 8;
        return v;
      };
      if (needs[0]) entry.size = take('size');
      if (needs[1]) entry.compressedSize = take('compressed size');
      if (needs[2]) entry.localOffset = take('offset');
      if (diskStart === 0xffff && p + 4 <= body + len && view.getUint32(p, true) !== 0) {
        fail('multi-disk archives are not supported');
      }
      return;
    }
    at = body + len;
  }
  if (needs.some(Boolean)) fail(`member ${entry.name} has zip64 placeholders but no zip64 extra field`);
}

function findEocd(bytes: Uint8Array, view: DataView): number {
  if (bytes.length < EOCD_LEN) fail(`${bytes.length} bytes is too short to be a zip archive`);
  const lowest = Math.max(0, bytes.length - EOCD_LEN - MAX_COMMENT);
  for (let at = bytes.length - EOCD_LEN; at >= lowest; at--) {
    // The comment length must account for exactly the rest of the file, which rules out a signature
    // that merely happens to appear inside a comment or member data.
    if (view.getUint32(at, true) === EOCD_SIG && at + EOCD_LEN + view.getUint16(at + 20, true) === bytes.length) {
      return at;
    }
  }
  return fail('no end-of-central-directory record (not a zip archive, or truncated)');
}

function u64(view: DataView, at: number, what: string): number {
  const v = view.getBigUint64(at, true);
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) fail(`${what} ${v} is out of range`);
  return Number(v);
}

function decodeName(raw: Uint8Array): string {
  // Patch member names are ASCII; a lossy decode of anything else can never match a wanted name.
  return new TextDecoder('utf-8', { fatal: false }).decode(raw);
}
