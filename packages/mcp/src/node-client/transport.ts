import { AinizeFailure, ainizeError, readCappedBytes, readCappedText, unreachableError } from '@ainize/core';
import { DirectGet, headersOf, readBody } from './direct-get.js';

/**
 * One HTTP exchange with the node, and nothing else: no auth, no error mapping beyond "there was no answer".
 * Redirects are never followed — a followed redirect would replay a signed, single-use header or a bearer to
 * wherever the node pointed — and the body is read with a size cap before it is parsed.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request as a test sees it: what was asked and what came back (`null` when nothing came back). */
export interface RequestRecord {
  method: HttpMethod;
  /** Path and query as sent, relative to the node URL. */
  path: string;
  status: number | null;
  /** Set when nothing came back because this server gave the request up (its caller's signal), not the node. */
  aborted?: true;
}

/** A list to push onto, or a function to call, once per request that left this process. */
export type RequestRecorder = RequestRecord[] | ((record: RequestRecord) => void);

export interface Exchange {
  method: HttpMethod;
  /** Path and query, already encoded (see `pathOf`). */
  path: string;
  /** The exact JSON text to send; a signature over it is only valid for these bytes. */
  body?: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON; the raw text when the body is not JSON; undefined when empty. */
  body: unknown;
  /** True when `body` is parsed JSON. */
  json: boolean;
}

/** An answer read as bytes, for files (a knowledge file is binary). */
export interface ByteAnswer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

export interface TransportOptions {
  baseUrl: string;
  /** Used for every request when given (tests spy through it); otherwise for everything but plain GETs. */
  fetch?: typeof fetch;
  recordRequests?: RequestRecorder;
  /** Bodies above this are refused rather than buffered (a node is not expected to answer megabytes of JSON). */
  maxBodyBytes?: number;
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

export class Transport {
  readonly baseUrl: string;
  readonly #fetch: typeof fetch;
  readonly #record: ((record: RequestRecord) => void) | undefined;
  readonly #maxBody: number;
  /** GETs go over node:http (see direct-get.ts) unless a fetch was given. */
  readonly #direct: DirectGet | undefined;

  constructor(options: TransportOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#fetch = options.fetch ?? fetch;
    this.#direct = options.fetch === undefined ? new DirectGet(this.baseUrl) : undefined;
    const rec = options.recordRequests;
    this.#record = Array.isArray(rec) ? (r) => rec.push(r) : (rec as ((r: RequestRecord) => void) | undefined);
    this.#maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  }

  async send(exchange: Exchange): Promise<Answer> {
    if (this.#direct && exchange.method === 'GET' && exchange.body === undefined)
      return this.#get(exchange, this.#direct);
    return this.#withDeadline(exchange, async (signal) => {
      const response = await this.#respond(exchange, signal);
      let text: string;
      try {
        text = await readLimited(response, this.#maxBody);
      } catch (err) {
        if (err instanceof AinizeFailure) throw err;
        throw this.#noAnswer(err, exchange.signal);
      }
      return { status: response.status, headers: response.headers, ...parseBody(text) };
    });
  }

  /** A plain GET over node:http: the same records, refusals and errors as the fetch path, with less in between. */
  async #get(exchange: Exchange, direct: DirectGet): Promise<Answer> {
    return this.#withDeadline(exchange, async (signal) => {
      const { method, path } = exchange;
      let response;
      try {
        response = await direct.get(path, { accept: 'application/json', ...exchange.headers }, signal);
      } catch (err) {
        this.#record?.({ method, path, status: null, ...(exchange.signal?.aborted ? { aborted: true as const } : {}) });
        throw this.#noAnswer(err, exchange.signal);
      }
      const status = response.statusCode ?? 0;
      this.#record?.({ method, path, status });
      if (status >= 300 && status < 400) {
        response.resume();
        throw redirectRefused(method, path, status, response.headers.location ?? null);
      }
      let text: string | null;
      try {
        text = await readBody(response, this.#maxBody);
      } catch (err) {
        throw this.#noAnswer(err, exchange.signal);
      }
      if (text === null) throw tooLarge(this.#maxBody);
      return { status, headers: headersOf(response), ...parseBody(text) };
    });
  }

  /**
   * The same exchange with its body kept as bytes, read only up to `maxBytes`: null when the body is larger, and
   * the rest of it is never downloaded. The deadline covers the whole read.
   */
  async sendForBytes(exchange: Exchange, maxBytes: number): Promise<ByteAnswer | null> {
    return this.#withDeadline(exchange, async (signal) => {
      const response = await this.#respond(exchange, signal);
      let bytes: Uint8Array | null;
      try {
        bytes = await readCappedBytes(response, maxBytes);
      } catch (err) {
        throw this.#noAnswer(err, exchange.signal);
      }
      return bytes === null ? null : { status: response.status, headers: response.headers, bytes };
    });
  }

  async #withDeadline<R>(exchange: Exchange, run: (signal: AbortSignal) => Promise<R>): Promise<R> {
    // One controller for the caller's signal and the timeout, cleared when the answer is read: cheaper per
    // request than composing AbortSignal.timeout with AbortSignal.any, and it covers reading the body too.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('the node took too long to answer', 'TimeoutError')),
      exchange.timeoutMs,
    );
    const caller = exchange.signal;
    const follow = (): void => controller.abort(caller?.reason);
    if (caller?.aborted) follow();
    else caller?.addEventListener('abort', follow, { once: true });
    try {
      return await run(controller.signal);
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    }
  }

  /** Sends, records, and refuses a redirect; the body is left for the caller to read. */
  async #respond(exchange: Exchange, signal: AbortSignal): Promise<Response> {
    const { method, path } = exchange;
    const headers: Record<string, string> = { accept: 'application/json', ...exchange.headers };
    if (exchange.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.#fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        redirect: 'manual',
        signal,
        ...(exchange.body === undefined ? {} : { body: exchange.body }),
      });
    } catch (err) {
      this.#record?.({ method, path, status: null, ...(exchange.signal?.aborted ? { aborted: true as const } : {}) });
      throw this.#noAnswer(err, exchange.signal);
    }
    this.#record?.({ method, path, status: response.status });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined);
      throw redirectRefused(method, path, response.status, response.headers.get('location'));
    }
    return response;
  }

  /** A request this server gave up on is `cancelled`; one the node never answered is `node_unreachable`. */
  #noAnswer(err: unknown, callerSignal: AbortSignal | undefined): AinizeFailure {
    if (callerSignal?.aborted) {
      return new AinizeFailure(
        ainizeError('cancelled', 'this server gave up the request before the node answered', {
          details: { reason: 'aborted' },
        }),
        { cause: err },
      );
    }
    return new AinizeFailure(unreachableError(err, { nodeUrl: this.baseUrl }), { cause: err });
  }
}

function redirectRefused(method: HttpMethod, path: string, status: number, location: string | null): AinizeFailure {
  return new AinizeFailure(
    ainizeError(
      'upstream_error',
      `the node answered ${method} ${path} with a redirect (HTTP ${status}); redirects are not followed, ` +
        'so a signed request is never sent anywhere else — point AINIZE_NODE_URL at the final address',
      { details: { http_status: status, location } },
    ),
  );
}

/** A body's text as JSON when it is JSON, else as the text itself. */
export function parseBody(text: string): { body: unknown; json: boolean } {
  if (text.trim() === '') return { body: undefined, json: false };
  try {
    return { body: JSON.parse(text) as unknown, json: true };
  } catch {
    return { body: text, json: false };
  }
}

async function readLimited(response: Response, max: number): Promise<string> {
  // A declared length within the cap is a promise the HTTP framing keeps (no more bytes can arrive), so the body
  // is read in one go; without one, it is read chunk by chunk and given up at the cap.
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isSafeInteger(declared) && declared <= max) return response.text();
  const text = await readCappedText(response, max);
  if (text === null) throw tooLarge(max);
  return text;
}

function tooLarge(max: number): AinizeFailure {
  return AinizeFailure.of('upstream_error', `the node's answer is larger than ${max} bytes; it was not read`, {
    details: { max_bytes: max },
  });
}

/** Encodes a path segment so that fetch's URL parser leaves it byte for byte as signed. */
export function segment(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `/api/x` plus a query built from defined values only, encoded the same strict way as segments. */
export function pathOf(path: string, query: Record<string, string | number | boolean | undefined> = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    parts.push(`${segment(key)}=${segment(String(value))}`);
  }
  return parts.length === 0 ? path : `${path}?${parts.join('&')}`;
}
