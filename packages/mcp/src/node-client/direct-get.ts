import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * GET requests to the node over node:http with one keep-alive agent, instead of fetch. Every read tool makes one,
 * and fetch's WHATWG layer (Request, Response, web streams) costs a read about 0.17 ms more on the bench machine —
 * a tenth of a whole tool call. Redirects are never followed (node:http does not), the body is capped as it
 * arrives, and the caller's signal ends the request. Writes (POST, PUT, DELETE) stay on fetch.
 *
 * A keep-alive socket the node has just closed for being idle fails the next request on it with a reset before
 * any answer; that request never reached the node, so a GET on a reused socket is sent once more — unless it
 * carries a single-use signature, which is never sent twice.
 */

const SINGLE_USE_HEADERS = ['x-ngram-auth', 'x-ainize-auth'];
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);

export class DirectGet {
  readonly #secure: boolean;
  readonly #hostname: string;
  readonly #port: number | undefined;
  readonly #prefix: string;
  readonly #agent: HttpAgent;

  constructor(baseUrl: string) {
    const url = new URL(baseUrl);
    this.#secure = url.protocol === 'https:';
    this.#hostname = url.hostname.replace(/^\[|\]$/g, '');
    this.#port = url.port === '' ? undefined : Number(url.port);
    this.#prefix = url.pathname.replace(/\/+$/, '');
    this.#agent = this.#secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  }

  /** The response once its headers arrived; rejects when none came (refused, reset, aborted by `signal`). */
  async get(path: string, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
    const repeatable = !SINGLE_USE_HEADERS.some((name) => name in headers);
    try {
      return await this.#once(path, headers, signal);
    } catch (thrown) {
      const { reused, error } = thrown as { reused: boolean; error: unknown };
      const code = (error as { code?: unknown } | null)?.code;
      if (!reused || !repeatable || signal.aborted || typeof code !== 'string' || !RESET_CODES.has(code)) throw error;
      return this.#once(path, headers, signal).catch((again: { error: unknown }) => {
        throw again.error;
      });
    }
  }

  #once(path: string, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const request = this.#secure ? httpsRequest : httpRequest;
      const req = request({
        method: 'GET',
        hostname: this.#hostname,
        ...(this.#port === undefined ? {} : { port: this.#port }),
        path: `${this.#prefix}${path}`,
        headers,
        agent: this.#agent,
        signal,
      });
      req.once('response', resolve);
      req.once('error', (error) => reject({ reused: req.reusedSocket, error }));
      req.end();
    });
  }
}

/** The body as UTF-8, or null when it is larger than `maxBytes` (declared or actual); the rest is not read. */
export function readBody(res: IncomingMessage, maxBytes: number): Promise<string | null> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    res.once('end', () => resolve(Buffer.concat(chunks, size).toString('utf8')));
    res.once('error', reject);
    res.once('close', () => {
      if (!res.complete)
        reject(Object.assign(new Error('the node closed the connection mid-answer'), { code: 'ECONNRESET' }));
    });
  });
}

/** The answer's headers as a fetch Headers, which the rest of the client reads. */
export function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
