import { HASH_KEY, classifyKey, keepsSecretValue, type KeyClass } from './keys.js';
import {
  compileKnownSecrets,
  redactionMarker,
  scrubKnownSecrets,
  scrubText,
  type RedactionKind,
  type TextContext,
} from './patterns.js';

/**
 * The outbound scrubber. Every tool result and every error passes through it on the way to the model, so a
 * credential that reaches a result by accident — a download token in a manifest, a bearer in an upstream 401,
 * a key echoed in a stack trace — is replaced by `[redacted:<kind>]` before anyone can read it.
 *
 * It returns a redacted deep copy and never touches its input: the caller may still need the real manifest.
 * Three layers, in order: exact known secrets (the server's own env values, whatever their shape), the key
 * that holds a value (`password`, `download_token`, `proof`, …), and the shape of text (keys, signatures, JWTs,
 * PEM blocks, bearer tokens, `token=` parameters, the teaching-key header).
 *
 * 64 hex digits are a secp256k1 private key or a sha256/keccak digest, and only context tells which. The hex stays
 * when a field name says digest (`sha256`, `tx_hash`, `rows_sha256`, a ledger record's `id`) and the value is that
 * digest alone, or when a label right before it in text says so (`sha256: …`, `tx 0x…`); anywhere else it goes.
 * That leniency is safe because the first layer runs before it: a configured secret is replaced even in a field
 * named sha256.
 */

export interface ScrubOptions {
  /**
   * Values to redact wherever they appear, exactly (plus their URL- and JSON-encoded forms, and for hex either
   * case, with or without 0x). Values shorter than 8 characters are ignored: an exact rule for "1234" would
   * mangle every number in every answer.
   */
  knownSecrets?: readonly string[];
  /** Nesting beyond this is replaced by a marker instead of risking the stack on a hostile structure. */
  maxDepth?: number;
}

export interface Scrubber {
  scrub<T>(value: T): T;
  scrubString(text: string): string;
  /**
   * A scrubber that also knows `secrets` — for credentials that exist only after startup, such as the bearer
   * the operator password was exchanged for. The original is unchanged, so a result in flight is unaffected.
   */
  extend(secrets: readonly string[]): Scrubber;
}

const DEFAULT_MAX_DEPTH = 200;
const PLAIN_TEXT: TextContext = { hashLabelled: false };
const HASH_TEXT: TextContext = { hashLabelled: true };

/** Compiles the known-secret matcher once; the server builds one at startup and reuses it for every result. */
export function createScrubber(options: ScrubOptions = {}): Scrubber {
  const known = compileKnownSecrets(options.knownSecrets ?? []);
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const text = (value: string, context: TextContext): string => scrubText(scrubKnownSecrets(value, known), context);
  return {
    scrub: <T>(value: T): T => new Walk(text, maxDepth).value(value, PLAIN_TEXT, 0) as T,
    scrubString: (value: string): string => text(value, PLAIN_TEXT),
    extend: (secrets: readonly string[]): Scrubber =>
      createScrubber({ ...options, knownSecrets: [...(options.knownSecrets ?? []), ...secrets] }),
  };
}

const defaultScrubber = createScrubber();

/** A redacted deep copy of `value`. Pass `knownSecrets` here only for one-off use; prefer createScrubber. */
export function scrub<T>(value: T, options?: ScrubOptions): T {
  return (options ? createScrubber(options) : defaultScrubber).scrub(value);
}

/** Redacts one string. */
export function scrubString(text: string, options?: ScrubOptions): string {
  return (options ? createScrubber(options) : defaultScrubber).scrubString(text);
}

type TextFn = (value: string, context: TextContext) => string;

/** One traversal. `copies` maps each visited object to its copy, which both survives cycles and keeps sharing. */
class Walk {
  private readonly copies = new WeakMap<object, unknown>();

  constructor(
    private readonly text: TextFn,
    private readonly maxDepth: number,
  ) {}

  value(value: unknown, context: TextContext, depth: number): unknown {
    if (typeof value === 'string') return this.text(value, context);
    if (typeof value !== 'object' || value === null) return value;
    const seen = this.copies.get(value);
    if (seen !== undefined) return seen;
    if (depth >= this.maxDepth) return redactionMarker('too_deep');

    if (Array.isArray(value)) {
      const out: unknown[] = [];
      this.copies.set(value, out);
      // Elements inherit the array's label: every entry of `row_hashes` is a digest.
      for (const element of value) out.push(this.value(element, context, depth + 1));
      return out;
    }
    if (value instanceof Date) return this.remember(value, new Date(value.getTime()));
    if (value instanceof URL) return this.remember(value, this.url(value));
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
    if (value instanceof Error) return this.error(value, depth);
    if (value instanceof Map) return this.map(value, depth);
    if (value instanceof Set) {
      const out = new Set<unknown>();
      this.copies.set(value, out);
      for (const element of value) out.add(this.value(element, PLAIN_TEXT, depth + 1));
      return out;
    }

    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      // A class instance outside the cases above only matters as the JSON it will become.
      const toJSON = (value as { toJSON?: unknown }).toJSON;
      if (typeof toJSON === 'function') return this.value(toJSON.call(value), context, depth + 1);
    }
    const out = Object.create(proto as object | null) as Record<string, unknown>;
    this.copies.set(value, out);
    // A ledger record (it links to its author's previous one by `prev_id`) is named by the sha256 of its body.
    const record = Object.hasOwn(value, 'prev_id');
    for (const key of Object.keys(value)) {
      const kind = record && key === 'id' ? HASH_KEY : classifyKey(key);
      out[this.key(key)] = this.field(key, (value as Record<string, unknown>)[key], depth, kind);
    }
    return out;
  }

  /**
   * The value under `key`, redacted whole when the key names a secret. Under a key that names a digest, a value
   * that is nothing but a digest stays (scrubText decides that); known secrets were replaced before either rule.
   */
  private field(key: string, value: unknown, depth: number, kind: KeyClass = classifyKey(key)): unknown {
    if (kind.kind === 'secret') return keepsSecretValue(key, value) ? value : redactionMarker(kind.redaction);
    return this.value(value, kind.kind === 'hash' ? HASH_TEXT : PLAIN_TEXT, depth + 1);
  }

  /**
   * Keys are scrubbed too (a secret used as a map key is still a secret) but treated as hash-labelled, because
   * maps keyed by a digest are ordinary and maps keyed by a private key are not. A key that is more than a digest
   * is read as plain text.
   */
  private key(key: string): string {
    return this.text(key, HASH_TEXT);
  }

  /**
   * Same prototype (so `instanceof` still holds for the renderer), every own property copied and scrubbed —
   * including the non-enumerable `message`, `stack` and `cause`, which is where an echoed credential hides.
   */
  private error(error: Error, depth: number): Error {
    const out = Object.create(Object.getPrototypeOf(error) as object) as Error;
    this.copies.set(error, out);
    for (const name of Object.getOwnPropertyNames(error)) {
      const descriptor = Object.getOwnPropertyDescriptor(error, name);
      // Read through the original: an accessor such as V8's `stack` needs its own receiver.
      const raw: unknown = Reflect.get(error, name);
      Object.defineProperty(out, this.key(name), {
        value: this.field(name, raw, depth),
        writable: true,
        enumerable: descriptor?.enumerable ?? false,
        configurable: true,
      });
    }
    return out;
  }

  private map(map: Map<unknown, unknown>, depth: number): Map<unknown, unknown> {
    const out = new Map<unknown, unknown>();
    this.copies.set(map, out);
    for (const [k, v] of map) {
      if (typeof k === 'string') out.set(this.key(k), this.field(k, v, depth));
      else out.set(this.value(k, PLAIN_TEXT, depth + 1), this.value(v, PLAIN_TEXT, depth + 1));
    }
    return out;
  }

  private url(url: URL): URL | string {
    const cleaned = this.text(url.href, PLAIN_TEXT);
    try {
      return new URL(cleaned);
    } catch {
      return cleaned;
    }
  }

  private remember<T>(original: object, copy: T): T {
    this.copies.set(original, copy);
    return copy;
  }
}

export type { RedactionKind };
