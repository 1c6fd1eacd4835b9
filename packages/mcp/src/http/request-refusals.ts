import type { ServerResponse } from 'node:http';
import { ainizeError, type Scrubber } from '@ainize/core';
import { protocolErrorFrame, refusalFrame, type RefusalFrame } from '../errors/index.js';

/**
 * How the port says no: an HTTP status with a JSON-RPC error as the body. The error has `id: null` unless it
 * answers a request it could read, repeats nothing of the request's headers (not the Host, the session id or the
 * token), and passes the scrubber like every other error this server sends.
 */
export interface Refuser {
  /** A refusal of the transport, the way the SDK writes its own: one fixed sentence, no data. Returns null. */
  plain(res: ServerResponse, status: number, message: string, options?: PlainOptions): null;
  /** A named refusal, with its envelope in `data` (a message that cannot be read, a session that is not yours). */
  frame(res: ServerResponse, status: number, frame: RefusalFrame, headers?: Record<string, string>): void;
}

export interface PlainOptions {
  /** The JSON-RPC code; -32000 (a server error without a code of its own) by default, as the SDK writes. */
  code?: number;
  headers?: Record<string, string>;
}

export function refuser(scrubber: Scrubber): Refuser {
  const frame: Refuser['frame'] = (res, status, refusal, headers = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(protocolErrorFrame(refusal, scrubber)));
  };
  return {
    frame,
    plain: (res, status, message, options = {}) => {
      const refusal: RefusalFrame = { jsonrpc: '2.0', id: null, error: { code: options.code ?? -32000, message } };
      frame(res, status, refusal, options.headers);
      return null;
    },
  };
}

/** A request for a session its sender did not open: another token's session, which is left as it was. */
export function notYourSession(): RefusalFrame {
  const error = ainizeError(
    'session_not_yours',
    'Forbidden: this session was opened with another bearer token and answers only to it; nothing was done in it. ' +
      'Start a session of your own with initialize',
    { retryable: false },
  );
  return refusalFrame(-32000, error, null);
}
