import { Transform, type TransformCallback } from 'node:stream';
import { ainizeError } from '@ainize/core';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { refusalFrame, type RefusalFrame } from '../errors/index.js';

/**
 * How large one JSON-RPC message on stdin may be. The largest input any tool takes is a few kilobytes (a 4000-
 * character question), so 4 MiB leaves room for every real message while one runaway line cannot take much memory.
 */
export const MAX_FRAME_BYTES = 4 * 1024 * 1024;

/** How much of the start and end of a refused line is kept to find its id. */
const EDGE_BYTES = 256;
const NEWLINE = 0x0a;

export interface OversizedFrame {
  /** The line's length in bytes, its newline excluded. */
  bytes: number;
  /** The request's id, when it can be read at either end of the line; otherwise null. */
  id: string | number | null;
}

/**
 * Passes stdin on one whole line per chunk. The SDK's stdio reader fails on a line over its own buffer limit and
 * closes the transport — the server then exits 0 without a word — so a line longer than `maxBytes` never reaches
 * it: it is dropped as it streams past (never held in memory), reported once its newline arrives, and the lines
 * after it are read as usual.
 */
export class FrameLimit extends Transform {
  readonly #maxBytes: number;
  readonly #onOversized: (frame: OversizedFrame) => void;
  #line: Buffer[] = [];
  #lineBytes = 0;
  /** Set while a line over the limit streams past: its size so far and its two ends. */
  #dropping: { bytes: number; head: Buffer; tail: Buffer } | null = null;

  constructor(maxBytes: number, onOversized: (frame: OversizedFrame) => void) {
    // One chunk per line on the way out, never two lines merged: the SDK reader's own limit applies per chunk.
    super({ readableObjectMode: true });
    this.#maxBytes = maxBytes;
    this.#onOversized = onOversized;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(NEWLINE, start);
      // The usual case — a whole line inside this chunk, nothing held from before — passes on without a copy.
      if (newline !== -1 && this.#lineBytes === 0 && this.#dropping === null && newline - start <= this.#maxBytes) {
        this.push(chunk.subarray(start, newline + 1));
        start = newline + 1;
        continue;
      }
      this.#take(chunk.subarray(start, newline === -1 ? chunk.length : newline));
      if (newline === -1) break;
      this.#endLine();
      start = newline + 1;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    // A last line without its newline is passed on as it is; the SDK reader waits for a newline that never comes.
    if (this.#dropping === null && this.#lineBytes > 0) this.push(Buffer.concat(this.#line));
    done();
  }

  #take(piece: Buffer): void {
    if (piece.length === 0) return;
    if (this.#dropping === null && this.#lineBytes + piece.length <= this.#maxBytes) {
      this.#line.push(piece);
      this.#lineBytes += piece.length;
      return;
    }
    if (this.#dropping === null) {
      const sofar = Buffer.concat(this.#line);
      this.#dropping = { bytes: sofar.length, head: sofar.subarray(0, EDGE_BYTES), tail: Buffer.alloc(0) };
      this.#line = [];
      this.#lineBytes = 0;
    }
    const dropping = this.#dropping;
    if (dropping.head.length < EDGE_BYTES) {
      dropping.head = Buffer.concat([dropping.head, piece.subarray(0, EDGE_BYTES - dropping.head.length)]);
    }
    dropping.tail = Buffer.concat([dropping.tail, piece]).subarray(-EDGE_BYTES);
    dropping.bytes += piece.length;
  }

  #endLine(): void {
    const dropping = this.#dropping;
    if (dropping !== null) {
      this.#dropping = null;
      this.#onOversized({ bytes: dropping.bytes, id: frameId(dropping.head, dropping.tail) });
      return;
    }
    this.push(Buffer.concat([...this.#line, Buffer.of(NEWLINE)]));
    this.#line = [];
    this.#lineBytes = 0;
  }
}

/**
 * The refusal of an oversized message (-32600, "Invalid Request": received, but not one the server will read),
 * answered under its id so the client's request ends at once, or under null when no id could be read. Over HTTP
 * the same words are the body of the 413.
 */
export function oversizedFrameError(frame: OversizedFrame, maxBytes: number): RefusalFrame {
  const error = ainizeError(
    'message_too_large',
    `the message is ${frame.bytes} bytes, over this server's limit of ${maxBytes} bytes per message; it was not ` +
      'read, and the session goes on',
    { retryable: false, details: { bytes: frame.bytes, max_bytes: maxBytes } },
  );
  return refusalFrame(ErrorCode.InvalidRequest, error, frame.id);
}

// A request's top-level `"id"` either comes first, after at most `jsonrpc` and `method` (most clients), or last,
// after everything else (the TypeScript SDK writes it last). Only those two places are trusted: an `"id"` anywhere
// else may belong to a nested object.
const ID_VALUE = String.raw`(-?\d{1,15}|"(?:[^"\\]|\\.){0,128}")`;
const ID_AT_START = new RegExp(
  String.raw`^\s*\{\s*(?:"(?:jsonrpc|method)"\s*:\s*"(?:[^"\\]|\\.){0,128}"\s*,\s*){0,2}"id"\s*:\s*${ID_VALUE}\s*[,}]`,
);
const ID_AT_END = new RegExp(String.raw`[,{]\s*"id"\s*:\s*${ID_VALUE}\s*\}\s*\r?$`);

function frameId(head: Buffer, tail: Buffer): string | number | null {
  const found = ID_AT_START.exec(head.toString('utf8')) ?? ID_AT_END.exec(tail.toString('utf8'));
  if (!found?.[1]) return null;
  try {
    const id: unknown = JSON.parse(found[1]);
    return typeof id === 'string' || typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}
