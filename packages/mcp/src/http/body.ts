import type { IncomingMessage } from 'node:http';

/**
 * Reads a POST body as JSON, never more than `maxBytes`: a declared length over the limit is refused before a
 * byte is read, and a body without one stops being read the moment it passes the limit. Read here rather than by
 * the SDK because the server must see whether a request without a session is an `initialize` before it builds a
 * session for it.
 */

export type BodyRead = { ok: true; value: unknown } | { ok: false; status: 400 | 413; code: number; message: string };

/** JSON-RPC's "Parse error". */
const PARSE_ERROR = -32700;

export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  const tooLarge = {
    ok: false as const,
    status: 413 as const,
    code: -32000,
    message: `Payload Too Large: a message may be at most ${maxBytes} bytes`,
  };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) return tooLarge;
      chunks.push(chunk);
    }
  } catch {
    return { ok: false, status: 400, code: PARSE_ERROR, message: 'Parse error: the request body could not be read' };
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks, size).toString('utf8')) as unknown };
  } catch {
    return { ok: false, status: 400, code: PARSE_ERROR, message: 'Parse error: the body is not JSON' };
  }
}
