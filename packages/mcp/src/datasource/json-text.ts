import { AinizeFailure } from '@ainize/core';

/**
 * JSON that arrives as text inside an answer — a file server-filesystem read, a text content item — read under
 * bounds, because it is upstream data of any size and any nesting. Pure: no I/O, no clock.
 *
 * Refused, in this order, each before the next costs anything: text over the size cap, text nested deeper than
 * the depth cap (found by a scan, before a parser builds anything), text that is not JSON, and JSON that is not the
 * shape the mapping declares.
 *
 * One thing differs from `JSON.parse`: a number whose digits a double cannot hold (an integer past 2^53, a token
 * amount in wei, a 25-digit id) is read as the string of its digits. A row rendered from it then says what the
 * text says, rather than a rounded neighbour that no one wrote.
 */

export type JsonShape = 'object' | 'array';

/** What a mapping reads when it declares no cap: enough for a file of facts, small enough to read at once. */
export const JSON_TEXT_MAX_BYTES = 1024 * 1024;
export const JSON_TEXT_MAX_DEPTH = 32;
/** The most a mapping may raise the caps to. */
export const JSON_TEXT_BYTES_CEILING = 16 * 1024 * 1024;
export const JSON_TEXT_DEPTH_CEILING = 128;

export interface JsonTextRules {
  /** Where the text was, for messages (`structuredContent.content`, `content.0.text`). */
  at: string;
  shape: JsonShape;
  maxBytes: number;
  maxDepth: number;
}

/** The parsed value, or a named failure: `mapping_json_too_large`, `mapping_json_invalid`, `mapping_json_wrong_shape`. */
export function parseJsonText(text: string, rules: JsonTextRules): unknown {
  refuseOversize(text, rules);
  const inexact = scan(text, rules);
  const value = parseOrRefuse(text, rules.at);
  const exact = inexact.length === 0 ? value : (JSON.parse(quoteNumbers(text, inexact)) as unknown);
  if (!hasShape(exact, rules.shape)) {
    throw AinizeFailure.of(
      'mapping_json_wrong_shape',
      `the JSON text at ${rules.at} is ${describeJson(exact)}, not ${rules.shape === 'array' ? 'a list' : 'an object'} ` +
        `as the mapping declares (json.shape "${rules.shape}")`,
      { details: { at: rules.at, declared: rules.shape, found: kindOf(exact) } },
    );
  }
  return exact;
}

/** `an object`, `a list of 3`, `a string`… — what a value is, for a message. */
export function describeJson(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

function hasShape(value: unknown, shape: JsonShape): boolean {
  const isArray = Array.isArray(value);
  return shape === 'array' ? isArray : typeof value === 'object' && value !== null && !isArray;
}

function refuseOversize(text: string, rules: JsonTextRules): void {
  // Every UTF-16 unit is at least one UTF-8 byte, so a long string is refused without counting it.
  const counted = text.length <= rules.maxBytes;
  const bytes = counted ? Buffer.byteLength(text, 'utf8') : text.length;
  if (bytes <= rules.maxBytes) return;
  throw AinizeFailure.of(
    'mapping_json_too_large',
    `the JSON text at ${rules.at} is ${counted ? '' : 'at least '}${bytes} bytes; the mapping reads at most ` +
      `${rules.maxBytes} (json.max_bytes)`,
    { details: { at: rules.at, limit: 'bytes', max_bytes: rules.maxBytes, bytes_at_least: bytes } },
  );
}

type Span = readonly [start: number, end: number];

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MINUS = 0x2d;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);
/** A JSON number token, from where it starts. */
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

/**
 * One pass over the text outside its strings: refuses nesting past the cap (a parser would build every level
 * first), and returns the number tokens a double would round. It only has to be right for valid JSON — `JSON.parse`
 * decides validity right after.
 */
function scan(text: string, rules: JsonTextRules): Span[] {
  const inexact: Span[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = closingQuote(text, i);
    } else if (OPENERS.has(c)) {
      if (++depth > rules.maxDepth) throw tooDeep(rules, i);
    } else if (CLOSERS.has(c)) {
      depth--;
    } else if (c === MINUS || (c >= DIGIT_0 && c <= DIGIT_9)) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)?.[0];
      if (token === undefined) continue;
      if (!exactAsDouble(token)) inexact.push([i, i + token.length]);
      i += token.length - 1;
    }
  }
  return inexact;
}

function closingQuote(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i;
  }
  return text.length;
}

function tooDeep(rules: JsonTextRules, position: number): AinizeFailure {
  return AinizeFailure.of(
    'mapping_json_too_large',
    `the JSON text at ${rules.at} nests deeper than ${rules.maxDepth} levels (at character ${position}); the ` +
      `mapping reads at most ${rules.maxDepth} (json.max_depth)`,
    { details: { at: rules.at, limit: 'depth', max_depth: rules.maxDepth, position } },
  );
}

function parseOrRefuse(text: string, at: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (thrown) {
    const reason = (thrown instanceof Error ? thrown.message : String(thrown)).slice(0, 200);
    const begins = text.replace(/\s+/g, ' ').trim().slice(0, 60);
    throw AinizeFailure.of('mapping_json_invalid', `the text at ${at} is not JSON (${reason}); it begins "${begins}"`, {
      details: { at, reason, begins },
    });
  }
}

/** Whether the double nearest the token, written out, is the same decimal number as the token. */
function exactAsDouble(token: string): boolean {
  // Fifteen significant digits always survive a double and back (DBL_DIG); an exponent can still overflow.
  if (token.length <= 15 && !/[eE]/.test(token)) return true;
  return decimalKey(token) === decimalKey(String(Number(token)));
}

/** A decimal number as `<sign><significant digits>e<exponent>`, so `1.50`, `15e-1` and `1.5` compare equal. */
function decimalKey(written: string): string {
  const parts = /^(-?)([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$/.exec(written);
  if (!parts) return written; // Infinity: a token out of a double's range differs from every token.
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = parts;
  const digits = whole + fraction;
  const first = digits.search(/[1-9]/);
  if (first === -1) return '0';
  return `${sign}${digits.slice(first).replace(/0+$/, '')}e${whole.length - first + Number(exponent)}`;
}

/** The text with each inexact number written as a JSON string of the same digits. */
function quoteNumbers(text: string, spans: readonly Span[]): string {
  let out = '';
  let from = 0;
  for (const [start, end] of spans) {
    out += `${text.slice(from, start)}"${text.slice(start, end)}"`;
    from = end;
  }
  return out + text.slice(from);
}
