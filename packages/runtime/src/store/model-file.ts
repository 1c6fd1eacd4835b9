import { createHash } from 'node:crypto';
import { RuntimeError } from '../errors/runtime-error.js';
import { Lexicon } from '../lexicon/lexicon.js';
import { Model } from '../model/model.js';
import { MemoryTable } from '../table/memory-table.js';
import { WordIndex } from '../wordnet/word-index.js';

/**
 * The model file: everything needed to get the same model back, bit for bit, including the applied stack
 * and its journals. Layout (little-endian, sections 4-byte aligned):
 *
 *   "AINZMEM" 0x01 | u32 header length | header JSON (space-padded) | word index (wordnet/word-index.ts)
 *   | u32[n] non-zero row addrs | f32[n·D] those rows
 *   | per stack entry: i64[k] addrs, f32[k·D] before, f32[k·D] after, f32[k·D] journal
 *   | sha256 of all the above (32 bytes)
 *
 * Only non-zero rows are stored: a table is mostly empty, so a 256 MiB table saves in a few MiB.
 */
const MAGIC = new Uint8Array([0x41, 0x49, 0x4e, 0x5a, 0x4d, 0x45, 0x4d, 0x01]);
/**
 * 2: terms are WordNet lemmas, and the word index they come from travels in the file. 3: the word index also
 * holds WordNet's irregular forms and the strength of each alternative. 4: and WordNet's phrases with their links.
 */
const FORMAT = 4;

interface Header {
  format: number;
  modelId: string;
  rows: number;
  dims: number;
  heads: number;
  seed: number;
  minConfidence: number;
  minMargin: number;
  minParaphraseConfidence: number;
  maxSteps: number;
  background: [string, number][];
  baseSpellings: number[];
  /** Bytes of the word index section that follows the header. */
  wordIndexBytes: number;
  nonZero: number;
  stack: { id: string; rows: number }[];
}

export function encodeModel(model: Model): Uint8Array {
  const { table, background, decode, baseSpellings, words } = model.parts;
  const wordIndex = words.encode();
  const d = table.dim;
  const nonZero: number[] = [];
  for (let a = 0; a < table.rows; a++) {
    const off = a * d;
    for (let k = 0; k < d; k++) {
      if (table.data[off + k] !== 0) {
        nonZero.push(a);
        break;
      }
    }
  }
  const stack = model.stackDump();
  const header: Header = {
    format: FORMAT,
    modelId: model.modelId,
    rows: table.rows,
    dims: d,
    heads: table.heads,
    seed: table.seed,
    minConfidence: decode.minConfidence,
    minMargin: decode.minMargin,
    minParaphraseConfidence: decode.minParaphraseConfidence,
    maxSteps: decode.maxSteps,
    background: [...background.weights.entries()],
    baseSpellings: [...baseSpellings].sort((a, b) => a - b),
    wordIndexBytes: wordIndex.length,
    nonZero: nonZero.length,
    stack: stack.map((e) => ({ id: e.id, rows: e.patch.addrs.length })),
  };
  let json = new TextEncoder().encode(JSON.stringify(header));
  const pad = (4 - (json.length % 4)) % 4;
  if (pad > 0) {
    const padded = new Uint8Array(json.length + pad).fill(0x20);
    padded.set(json);
    json = padded;
  }
  const parts: Uint8Array[] = [
    MAGIC,
    u8(new Uint32Array([json.length])),
    json,
    wordIndex,
    u8(Uint32Array.from(nonZero)),
  ];
  const rows = new Float32Array(nonZero.length * d);
  nonZero.forEach((a, i) => rows.set(table.view(a), i * d));
  parts.push(u8(rows));
  for (const e of stack) parts.push(u8(e.patch.addrs), u8(e.patch.before), u8(e.patch.after), u8(e.journal));
  const size = parts.reduce((s, p) => s + p.length, 0);
  const out = new Uint8Array(size + 32);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  out.set(createHash('sha256').update(out.subarray(0, size)).digest(), size);
  return out;
}

export function decodeModel(bytes: Uint8Array): Model {
  const bad = (why: string): never => {
    throw new RuntimeError('invalid_model_file', why);
  };
  if (bytes.length < MAGIC.length + 4 + 32) bad('the file is truncated');
  for (let i = 0; i < MAGIC.length; i++) if (bytes[i] !== MAGIC[i]) bad('not a model file (bad magic)');
  const body = bytes.subarray(0, bytes.length - 32);
  const sum = createHash('sha256').update(body).digest();
  for (let i = 0; i < 32; i++) if (sum[i] !== bytes[body.length + i]) bad('checksum mismatch (truncated or altered)');
  const reader = new Reader(body, MAGIC.length);
  const headerLength = reader.u32s(1)[0]!;
  let header: Header;
  try {
    header = JSON.parse(new TextDecoder().decode(reader.bytes(headerLength))) as Header;
  } catch {
    return bad('the header is not JSON');
  }
  if (header.format !== FORMAT) bad(`unsupported format ${String(header.format)}`);
  let words: WordIndex;
  try {
    words = WordIndex.decode(reader.bytes(header.wordIndexBytes));
  } catch (e) {
    if (e instanceof RuntimeError) throw e;
    return bad('the word index is malformed');
  }
  const d = header.dims;
  const table = new MemoryTable({ rows: header.rows, dim: d, heads: header.heads, seed: header.seed });
  const addrs = reader.u32s(header.nonZero);
  const rows = reader.f32s(header.nonZero * d);
  addrs.forEach((a, i) => {
    if (a >= header.rows) bad('a row address is outside the table');
    table.view(a).set(rows.subarray(i * d, (i + 1) * d));
  });
  const model = new Model({
    modelId: header.modelId,
    table,
    lexicon: Lexicon.fromTable(table),
    background: { weights: new Map(header.background) },
    words,
    decode: {
      minConfidence: header.minConfidence,
      minMargin: header.minMargin,
      minParaphraseConfidence: header.minParaphraseConfidence,
      maxSteps: header.maxSteps,
    },
    baseSpellings: new Set(header.baseSpellings),
  });
  for (const e of header.stack) {
    const patch = {
      addrs: reader.i64s(e.rows),
      before: reader.f32s(e.rows * d),
      after: reader.f32s(e.rows * d),
      rowDim: d,
      modelId: header.modelId,
      id: e.id,
    };
    model.restoreEntry(e.id, patch, reader.f32s(e.rows * d));
  }
  if (reader.at !== body.length) bad('trailing bytes after the last section');
  return model;
}

function u8(a: ArrayBufferView): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

/** Copies sections out (a Float32Array needs an aligned buffer, and the input may be any slice). */
class Reader {
  constructor(
    private readonly buf: Uint8Array,
    public at: number,
  ) {}
  bytes(n: number): Uint8Array {
    if (this.at + n > this.buf.length) throw new RuntimeError('invalid_model_file', 'the file is truncated');
    // Copy explicitly: Buffer#slice returns a view, whose .buffer would be the whole pool.
    const out = new Uint8Array(n);
    out.set(this.buf.subarray(this.at, this.at + n));
    this.at += n;
    return out;
  }
  u32s(n: number): Uint32Array {
    return new Uint32Array(this.bytes(n * 4).buffer);
  }
  f32s(n: number): Float32Array {
    return new Float32Array(this.bytes(n * 4).buffer);
  }
  i64s(n: number): BigInt64Array {
    return new BigInt64Array(this.bytes(n * 8).buffer);
  }
}
