import type { IncomingMessage } from 'node:http';
import type { RefusalFrame } from '../errors/index.js';
import { parseErrorFrame } from '../jsonrpc/index.js';
import { oversizedFrameError } from '../stdio/frame-limit.js';

/**
 * Reads a POST body as JSON, never holding more than `maxBytes`. Read here rather than by the SDK because the
 * server must see whether a request without a session is an `initialize` before it builds a session for it.
 *
 * A body over the limit is still read to its end — its bytes dropped as they come — before the 413 goes out: a
 * client still sending when the server answers and closes gets its connection reset, and never reads the answer.
 * Only past `drainBytes` (or a declared length over it) does the server stop reading and close the connection.
 */

/** How much of an oversized body is read and dropped so that its client gets the 413 rather than a reset. */
export const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

export type BodyRead =
  | { ok: true; value: unknown }
  /** `close`: the body was not read to its end, so the connection cannot carry another request. */
  | { ok: false; status: 400 | 413; refusal: RefusalFrame; close: boolean };

export function readJsonBody(req: IncomingMessage, maxBytes: number, drainBytes = MAX_DRAIN_BYTES): Promise<BodyRead> {
  const tooLarge = (bytes: number, close: boolean): BodyRead => ({
    ok: false,
    status: 413,
    refusal: oversizedFrameError({ bytes, id: null }, maxBytes),
    close,
  });
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > drainBytes) return Promise.resolve(tooLarge(declared, true));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (read: BodyRead) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(read);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > drainBytes) {
        req.pause();
        settle(tooLarge(size, true));
      } else if (size <= maxBytes) chunks.push(chunk);
    };
    const onEnd = () => {
      if (size > maxBytes) return settle(tooLarge(size, false));
      try {
        settle({ ok: true, value: JSON.parse(Buffer.concat(chunks, size).toString('utf8')) as unknown });
      } catch {
        settle(notJson(false));
      }
    };
    // A body cut off midway is no more JSON than one that never was.
    const onError = () => settle(notJson(true));
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

function notJson(close: boolean): BodyRead {
  return { ok: false, status: 400, refusal: parseErrorFrame(), close };
}
