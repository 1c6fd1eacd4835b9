import { ainizeError, type AinizeError, type ErrorTier } from './ainize-error.js';
import { ERROR_CODES, codeInfo, fallbackCodeForStatus } from './codes.js';

/**
 * Both ends of the node's error envelope. The node writes `{ "error": "<code>: <sentence>", ...extra }` with no
 * separate code field; ainize-mcp reads it back into an AinizeError. Keeping writer and reader side by side is
 * what lets a round-trip test prove they agree.
 */

/** A lower-case word followed by a colon and whitespace (or nothing). Requiring the space keeps `http://…` out. */
const CODE_PREFIX = /^([a-z][a-z0-9_]*):(?:\s+|$)/;
const CODE_SHAPE = /^[a-z][a-z0-9_]*$/;
const BUSY_TEXT = /shared runtime busy/;
/** `shared runtime busy (pid:2658057: chat:krx-all-2761) — …`: the owner holds one colon, the label may hold more. */
const BUSY_HOLDER = /shared runtime busy \((.+?): (.+?)\)/;
const MAX_TEXT_MESSAGE = 500;

export type NodeErrorBody<E extends Record<string, unknown> = Record<string, never>> = { error: string } & Omit<
  E,
  'error'
>;

/** The node's envelope. `extra` cannot override `error`, so a stray field never hides the code. */
export function nodeErrorBody<E extends Record<string, unknown> = Record<string, never>>(
  code: string,
  sentence: string,
  extra?: E,
): NodeErrorBody<E> {
  if (!CODE_SHAPE.test(code)) throw new RangeError(`an error code is a lower-case snake_case word, got ${code}`);
  const { error: _ignored, ...rest } = extra ?? ({} as E);
  return { error: `${code}: ${sentence}`, ...rest } as NodeErrorBody<E>;
}

/** Status, envelope and headers for a coded refusal — the catalogue's usual status unless one is given. */
export function nodeErrorResponse<E extends Record<string, unknown> = Record<string, never>>(
  code: string,
  sentence: string,
  extra?: E,
  status?: number,
): { status: number; body: NodeErrorBody<E>; headers: Record<string, string> } {
  const info = codeInfo(code);
  const headers: Record<string, string> = {};
  if (info?.retry_after_ms !== undefined) headers['retry-after'] = String(Math.ceil(info.retry_after_ms / 1000));
  return { status: status ?? info?.status ?? 400, body: nodeErrorBody(code, sentence, extra), headers };
}

/** `fetch`'s Headers, or a plain record as node:http and test doubles hand it over. Lookup is case-insensitive. */
export type HeadersLike =
  { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | number | undefined>>;

export interface NodeResponse {
  status: number;
  /** Parsed JSON, raw text (JSON or not), bytes, or nothing. */
  body?: unknown;
  headers?: HeadersLike;
}

export interface ParseOptions {
  /** Epoch ms used to turn the node's absolute `quota_reset` into a wait. Injected so tests are exact. */
  now?: number;
  /** Set for every call made on behalf of a purchase: the result is never retryable. */
  tier?: ErrorTier;
}

/**
 * A non-2xx answer from the node is one of two things. A 499 carrying `cancelled` is a live test given up while
 * still queued: an outcome to report (`charged` says whether a free try was used), not a failure. Anything else
 * is an error. Callers of the chat endpoint use this; everyone else may call parseNodeError directly.
 */
export type NodeFailure =
  | { kind: 'cancelled'; charged: boolean; message: string; details: Record<string, unknown> }
  | { kind: 'error'; error: AinizeError };

export function readNodeFailure(response: NodeResponse, options: ParseOptions = {}): NodeFailure {
  const body = normaliseBody(response.body);
  if (response.status === 499 && body.fields?.cancelled) {
    const { message } = splitMessage(body);
    return {
      kind: 'cancelled',
      charged: body.fields.charged === true,
      message: message || 'the live test was cancelled before it reached the model',
      details: detailsFrom(body, response.status),
    };
  }
  return { kind: 'error', error: toError(response, body, options) };
}

/**
 * The node's answer as an AinizeError. The rules, in order:
 * - a `code:` prefix on `error` is the code and passes through unrewritten; the message is the sentence after it;
 * - `busy: true` or a "shared runtime busy" sentence is `model_busy`, retryable, waiting `retry-after` seconds
 *   (30 s when the header is missing);
 * - a 429 without a prefix is `rate_limited`; on any 429 a `quota_reset` (epoch ms) becomes `retry_after_ms`;
 * - otherwise the status picks a fallback (see fallbackCodeForStatus);
 * - every other body field lands in `details`, plus `http_status`.
 * A cancelled 499 never gets here through readNodeFailure; passed in directly it comes back as the `cancelled`
 * code, which the catalogue marks as an outcome, so a renderer that forgot to check still does not say "error".
 */
export function parseNodeError(response: NodeResponse, options: ParseOptions = {}): AinizeError {
  const failure = readNodeFailure(response, options);
  if (failure.kind === 'error') return failure.error;
  return ainizeError('cancelled', failure.message, { details: { ...failure.details, charged: failure.charged } });
}

function toError(response: NodeResponse, body: Body, options: ParseOptions): AinizeError {
  const { status } = response;
  const now = options.now ?? Date.now();
  const { code: stated, message } = splitMessage(body);
  const busy = body.fields?.busy === true || BUSY_TEXT.test(message);
  const code = stated ?? (busy ? 'model_busy' : fallbackCodeForStatus(status));
  const headerWait = retryAfterHeaderMs(response.headers, now);
  const details = detailsFrom(body, status);
  if (busy) {
    const holder = BUSY_HOLDER.exec(message);
    if (holder) details.holder = { owner: holder[1], label: holder[2] };
  }

  let retryable = codeInfo(code)?.retryable ?? (status === 429 || status === 503);
  let retryAfter = headerWait;
  if (busy) {
    retryable = true;
    retryAfter = headerWait ?? ERROR_CODES.model_busy.retry_after_ms;
  } else if (status === 429) {
    retryAfter = quotaResetWait(body.fields?.quota_reset, now) ?? headerWait;
  }

  const text =
    message ||
    (stated ? (codeInfo(stated)?.meaning ?? '') : '') ||
    `the node answered HTTP ${status} without saying why`;
  return ainizeError(code, text, {
    details,
    retryable,
    ...(retryAfter === undefined ? {} : { retry_after_ms: retryAfter }),
    ...(options.tier ? { tier: options.tier } : {}),
  });
}

interface Body {
  /** The JSON object, when the body was one. */
  fields?: Record<string, unknown>;
  /** A JSON value that was not an object (an array, a number, a string). */
  other?: unknown;
  /** Raw text that was not JSON, already shortened. */
  text?: string;
}

function normaliseBody(raw: unknown): Body {
  let value = raw;
  if (value instanceof Uint8Array) value = new TextDecoder().decode(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return {};
    try {
      value = JSON.parse(trimmed) as unknown;
    } catch {
      return { text: plainText(trimmed) };
    }
  }
  if (value === undefined || value === null) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return { fields: value as Record<string, unknown> };
  if (typeof value === 'string') return { text: plainText(value) };
  return { other: value };
}

/** A proxy's HTML error page or a stack trace is not a sentence: strip tags, collapse space, cut it short. */
function plainText(text: string): string {
  const flat = text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > MAX_TEXT_MESSAGE ? `${flat.slice(0, MAX_TEXT_MESSAGE)}…` : flat;
}

/**
 * The code and the sentence. Besides the documented `{error}` envelope this accepts `{code, message}` (one node
 * build answered a lesson quota that way) and `{error: {code?, message}}`, because refusing to read a clear
 * answer over its shape would turn a precise refusal into `upstream_error`.
 */
function splitMessage(body: Body): { code?: string; message: string } {
  const f = body.fields;
  let raw = body.text ?? '';
  let explicitCode: unknown;
  if (f) {
    const nested = typeof f.error === 'object' && f.error !== null ? (f.error as Record<string, unknown>) : undefined;
    if (typeof f.error === 'string') raw = f.error;
    else if (nested && typeof nested.message === 'string') {
      raw = nested.message;
      explicitCode = nested.code;
    } else if (typeof f.message === 'string') {
      raw = f.message;
      explicitCode = f.code;
    }
  }
  raw = raw.trim();
  const prefix = CODE_PREFIX.exec(raw);
  if (prefix?.[1]) return { code: prefix[1], message: raw.slice(prefix[0].length).trim() };
  if (typeof explicitCode === 'string' && CODE_SHAPE.test(explicitCode)) return { code: explicitCode, message: raw };
  return { message: raw };
}

function detailsFrom(body: Body, status: number): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  if (body.fields) {
    const usedMessageField = typeof body.fields.error !== 'string' && typeof body.fields.message === 'string';
    for (const [key, value] of Object.entries(body.fields)) {
      if (key === 'error') continue;
      if (usedMessageField && (key === 'message' || key === 'code')) continue;
      details[key] = value;
    }
  } else if (body.other !== undefined) {
    details.body = body.other;
  }
  details.http_status = status;
  return details;
}

/** `retry-after` is seconds or an HTTP date; anything else is ignored rather than guessed at. */
function retryAfterHeaderMs(headers: HeadersLike | undefined, now: number): number | undefined {
  const value = headerValue(headers, 'retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** `quota_reset` is epoch ms; a value too small to be ms is read as epoch seconds rather than as 1970. */
function quotaResetWait(value: unknown, now: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return undefined;
  const atMs = n < 1e11 ? n * 1000 : n;
  return Math.max(0, Math.round(atMs - now));
}

function headerValue(headers: HeadersLike | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(n: string): string | null }).get(name) ?? undefined;
  }
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    if (Array.isArray(value)) return value[0] === undefined ? undefined : String(value[0]);
    return value === undefined ? undefined : String(value);
  }
  return undefined;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** The errno-style code of a failure or of anything in its cause chain (fetch hides it one level down). */
function networkCode(cause: unknown): string | undefined {
  for (let e = cause, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when the request never got an HTTP answer: refused, reset, unresolvable, or timed out. */
export function isNetworkError(cause: unknown): boolean {
  if (networkCode(cause) !== undefined) return true;
  if (!(cause instanceof Error)) return false;
  return cause.name === 'AbortError' || cause.name === 'TimeoutError' || cause.message === 'fetch failed';
}

/**
 * The node gave no answer. Retryable for reads; pass `tier: 'money'` from the buying path, where a timeout may
 * hide a payment that went through and the next step is reconcile_purchase.
 */
export function unreachableError(cause: unknown, options: { nodeUrl?: string; tier?: ErrorTier } = {}): AinizeError {
  const code = networkCode(cause);
  const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
  const reason = code ?? (timedOut ? 'timeout' : cause instanceof Error ? cause.message : String(cause));
  const where = options.nodeUrl ? `the node at ${options.nodeUrl}` : 'the node';
  const details: Record<string, unknown> = { reason };
  if (options.nodeUrl) details.node_url = options.nodeUrl;
  return ainizeError('node_unreachable', `${where} did not answer (${reason})`, {
    details,
    ...(options.tier ? { tier: options.tier } : {}),
  });
}
