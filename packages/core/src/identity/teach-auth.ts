import { bytesToHex } from '@noble/hashes/utils.js';
import { sha256Hex } from '../canonical/sha256.js';
import { InvalidInputError } from '../errors/invalid-input.js';
import { quoteValue } from './quote-value.js';
import { addressOf, isAddress, toChecksumAddress } from './keys.js';
import type { ReplayCache } from './replay-cache.js';
import { type ParsedSignature, hashMessage, parseSignature, recoverSigner, signMessage } from './signed-message.js';

/**
 * The teaching-key header: a teacher proves control of an AIN key on every request instead of holding an
 * account. v2 form `<address>:<ts>:<sig>:v2`, where sig signs
 *   `<purpose>:<nodeAddress>:<METHOD>:<path+query>:<ts>[:<sha256 hex of the body>]`
 * so a header is good for one node, one method, one target, one body and a ±5-minute window, once.
 */

/** Header name this package sends. */
export const TEACH_AUTH_HEADER = 'x-ngram-auth';
/** Header names a node accepts, in order of preference (the second is the post-rename spelling). */
export const TEACH_AUTH_HEADERS = ['x-ngram-auth', 'x-ainize-auth'] as const;
/** Multipart uploads sign this header's value (hex sha256 of the file) in the body-hash slot. */
export const DATASET_SHA256_HEADER = 'x-ngram-dataset-sha256';
/** Accepted clock difference between signer and verifier, both directions. */
export const TEACH_AUTH_SKEW_MS = 300_000;

/** A well-formed header is under 300 characters; the cap keeps hostile input out of the parser. */
const MAX_HEADER_LENGTH = 512;
const TS_PATTERN = /^(?:0|[1-9][0-9]{0,15})$/;
const SHA256_PATTERN = /^[0-9a-f]{64}$/;
const METHOD_PATTERN = /^[A-Za-z]+$/;
/** What fetch puts on the wire unchanged: a path starting with `/`, printable ASCII, no spaces. */
const TARGET_PATTERN = /^\/[\x21-\x7e]*$/;

export interface TeachAuthTarget {
  /** The node's own AIN address; signed in checksummed form whatever case is passed. */
  nodeAddress: string;
  method: string;
  /** Request path including the query string, exactly as sent (already percent-encoded). */
  pathWithQuery: string;
  /** Raw body. Only a non-empty body adds the hash suffix. */
  body?: string | Uint8Array;
  /** Hex sha256 to sign in place of a body hash (multipart uploads sign the dataset file's hash). */
  bodySha256?: string;
  /** First message part; defaults to `teach`. Other routes reuse the scheme under their own purpose. */
  purpose?: string;
}

export interface BuildTeachAuthInput extends TeachAuthTarget {
  privateKey: string;
  /** Signing time, epoch milliseconds. Build a fresh header per attempt: each is single-use. */
  ts: number;
}

export interface ParsedTeachAuth {
  address: string;
  ts: number;
  sig: string;
  version: 'v2' | 'legacy';
}

export type TeachAuthRefusal =
  'missing' | 'malformed' | 'legacy_refused' | 'expired' | 'from_future' | 'bad_signature' | 'replayed';

export type TeachAuthResult =
  { ok: true; address: string; version: 'v2' | 'legacy' } | { ok: false; reason: TeachAuthRefusal; detail: string };

export interface VerifyTeachAuthInput extends TeachAuthTarget {
  header: string | undefined | null;
  /** Verifier clock, epoch milliseconds. */
  now: number;
  replay: ReplayCache;
  /**
   * Accept the legacy `<address>:<ts>:<sig>` form, which signs only `teach:<ts>`. Off by default: that
   * message names no node, route or body, so a header seen anywhere (a log, a proxy, another node) can be
   * spent on any teaching route of any node that has not yet seen it, within its five minutes.
   */
  allowLegacy?: boolean;
  skewMs?: number;
}

/** The exact string a v2 header signs. Throws InvalidInputError('teach_auth') on unusable inputs. */
export function teachAuthMessage(target: TeachAuthTarget, ts: number): string {
  return messageParts(target, ts, bodyHashOf(target)).join(':');
}

/** Builds a v2 header value for one request. */
export function buildTeachAuth(input: BuildTeachAuthInput): string {
  const { privateKey, ts } = input;
  if (!TARGET_PATTERN.test(input.pathWithQuery)) {
    throw new InvalidInputError(
      'teach_auth',
      `pathWithQuery must start with / and be printable ASCII as sent on the wire, got ${quoteValue(input.pathWithQuery)}`,
    );
  }
  const sig = signMessage(teachAuthMessage(input, ts), privateKey);
  return `${addressOf(privateKey)}:${ts}:${sig}:v2`;
}

/** Splits a header value. Throws InvalidInputError('teach_auth', reason) naming the bad part. */
export function parseTeachAuth(header: string): ParsedTeachAuth {
  if (typeof header !== 'string') throw new InvalidInputError('teach_auth', `must be a string, got ${typeof header}`);
  if (header.length > MAX_HEADER_LENGTH) {
    throw new InvalidInputError('teach_auth', `longer than ${MAX_HEADER_LENGTH} characters`);
  }
  const parts = header.split(':');
  let version: ParsedTeachAuth['version'];
  if (parts.length === 3) version = 'legacy';
  else if (parts.length === 4 && parts[3] === 'v2') version = 'v2';
  else if (parts.length === 4) throw new InvalidInputError('teach_auth', `unknown version ${quoteValue(parts[3])}`);
  else throw new InvalidInputError('teach_auth', 'expected <address>:<ts>:<sig>:v2');
  const [address = '', tsText = '', sig = ''] = parts;
  if (!isAddress(address))
    throw new InvalidInputError('teach_auth', `address is not 0x + 40 hex: ${quoteValue(address)}`);
  if (!TS_PATTERN.test(tsText) || !Number.isSafeInteger(Number(tsText))) {
    throw new InvalidInputError('teach_auth', `ts is not epoch milliseconds: ${quoteValue(tsText)}`);
  }
  try {
    parseSignature(sig);
  } catch (err) {
    throw new InvalidInputError('teach_auth', `sig: ${err instanceof InvalidInputError ? err.reason : 'unreadable'}`);
  }
  return { address, ts: Number(tsText), sig, version };
}

/**
 * Picks the teaching-key header from Node-style headers (lower-case names), preferring `x-ngram-auth`.
 * A repeated header arrives as an array or comma-joined; either way it cannot parse and is refused later.
 */
export function pickTeachAuthHeader(headers: Record<string, string | string[] | undefined>): string | undefined {
  for (const name of TEACH_AUTH_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.join(', ');
  }
  return undefined;
}

/**
 * Checks a header against the request it arrived with. Order: shape, version policy, clock window,
 * signature, then single use, so a refused header is never recorded and cannot burn a good one.
 * Throws only when nodeAddress is malformed (a node bug); anything wrong with the request is a refusal.
 */
export function verifyTeachAuth(input: VerifyTeachAuthInput): TeachAuthResult {
  const { header, now, replay } = input;
  const skew = input.skewMs ?? TEACH_AUTH_SKEW_MS;
  const purpose = input.purpose ?? 'teach';
  // The node's own address is configuration, not request data: a bad one is a bug worth throwing for.
  toChecksumAddress(input.nodeAddress);
  if (header === undefined || header === null || header === '') {
    return refuse('missing', 'no teaching-key header');
  }
  let parsed: ParsedTeachAuth;
  try {
    parsed = parseTeachAuth(header);
  } catch (err) {
    return refuse('malformed', err instanceof InvalidInputError ? err.reason : 'unreadable');
  }
  if (parsed.version === 'legacy' && (input.allowLegacy !== true || purpose !== 'teach')) {
    return refuse('legacy_refused', 'the legacy form is not bound to a request; send the :v2 form');
  }
  if (now - parsed.ts > skew) return refuse('expired', `signed ${now - parsed.ts} ms ago; the window is ${skew} ms`);
  if (parsed.ts - now > skew) return refuse('from_future', `signed ${parsed.ts - now} ms ahead of this node's clock`);

  let candidates: string[];
  try {
    candidates = parsed.version === 'legacy' ? [`teach:${parsed.ts}`] : v2Candidates(input, parsed.ts);
  } catch (err) {
    return refuse('malformed', err instanceof InvalidInputError ? err.reason : 'unreadable request target');
  }
  // The hash rides inside the signature: find which expected message it commits to, then recover once.
  const sig: ParsedSignature = parseSignature(parsed.sig);
  const embedded = bytesToHex(sig.hash);
  if (!candidates.some((message) => bytesToHex(hashMessage(message)) === embedded)) {
    return refuse('bad_signature', 'signed for a different node, method, path, body or time');
  }
  const signer = recoverSigner(sig);
  if (signer === null || signer.toLowerCase() !== parsed.address.toLowerCase()) {
    return refuse('bad_signature', 'signature is not by the address in the header');
  }
  // Keyed on signer + signed hash, not on the header text: re-spelling the address, the hex case or the
  // timestamp must not turn a spent header into a fresh one.
  if (replay.seen(`teach-auth:${signer.toLowerCase()}:${embedded}`, parsed.ts + skew, now)) {
    return refuse('replayed', 'this header was already used');
  }
  return { ok: true, address: signer, version: parsed.version };
}

function refuse(reason: TeachAuthRefusal, detail: string): TeachAuthResult {
  return { ok: false, reason, detail };
}

/**
 * Messages a v2 header may sign for this request. With no body, both "no suffix" (what we send) and the hash
 * of zero bytes are accepted: the spec leaves that case open, and either message still binds the request.
 */
function v2Candidates(target: TeachAuthTarget, ts: number): string[] {
  const hash = bodyHashOf(target);
  const base = messageParts(target, ts, hash);
  if (hash !== undefined) return [base.join(':')];
  return [base.join(':'), [...base, sha256Hex('')].join(':')];
}

function messageParts(target: TeachAuthTarget, ts: number, bodyHash: string | undefined): string[] {
  const purpose = target.purpose ?? 'teach';
  if (typeof purpose !== 'string' || purpose === '') {
    throw new InvalidInputError('teach_auth', 'purpose must be a non-empty string');
  }
  if (!Number.isSafeInteger(ts) || ts < 0) {
    throw new InvalidInputError('teach_auth', `ts must be a non-negative integer (epoch ms), got ${String(ts)}`);
  }
  if (typeof target.method !== 'string' || !METHOD_PATTERN.test(target.method)) {
    throw new InvalidInputError('teach_auth', `method must be an HTTP method name, got ${quoteValue(target.method)}`);
  }
  if (typeof target.pathWithQuery !== 'string' || !target.pathWithQuery.startsWith('/')) {
    throw new InvalidInputError(
      'teach_auth',
      `pathWithQuery must start with /, got ${quoteValue(target.pathWithQuery)}`,
    );
  }
  const parts = [
    purpose,
    toChecksumAddress(target.nodeAddress),
    target.method.toUpperCase(),
    target.pathWithQuery,
    String(ts),
  ];
  if (bodyHash !== undefined) parts.push(bodyHash);
  return parts;
}

/** Hex sha256 for the suffix, or undefined when nothing is to be appended. */
function bodyHashOf(target: TeachAuthTarget): string | undefined {
  const { body, bodySha256 } = target;
  if (bodySha256 !== undefined) {
    if (body !== undefined && body.length > 0) {
      throw new InvalidInputError('teach_auth', 'pass either body or bodySha256, not both');
    }
    if (typeof bodySha256 !== 'string' || !SHA256_PATTERN.test(bodySha256)) {
      throw new InvalidInputError('teach_auth', `bodySha256 must be 64 lower-case hex, got ${quoteValue(bodySha256)}`);
    }
    return bodySha256;
  }
  if (body === undefined || body.length === 0) return undefined;
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) {
    throw new InvalidInputError('teach_auth', 'body must be a string or bytes');
  }
  return sha256Hex(body);
}
