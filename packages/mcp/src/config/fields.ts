import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { formatCapList, parseCapList } from './caps.js';

/**
 * One zod schema per kind of setting. Every value arrives as a string (env) or a JSON value (config file); the
 * file may use a JSON boolean for a flag and a JSON integer for a count, but money must be a quoted decimal, so
 * a float can never become a budget. Messages never repeat the input: some of these values are secrets.
 */

const FLAG_TRUE = new Set(['1', 'true', 'yes', 'on']);
const FLAG_FALSE = new Set(['0', 'false', 'no', 'off']);

/** Where a value came from; relative paths in the file are read against the file's directory. */
export interface FieldContext {
  source: 'env' | 'file';
  baseDir: string;
}

const asText = (what: string, trim = true) =>
  z.unknown().transform((value, ctx): string => {
    if (typeof value === 'string') return trim ? value.trim() : value;
    ctx.addIssue({ code: 'custom', message: `must be ${what} in a JSON string` });
    return z.NEVER;
  });

export const flagField = z.unknown().transform((value, ctx): boolean => {
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (text !== undefined && FLAG_TRUE.has(text)) return true;
  if (text !== undefined && FLAG_FALSE.has(text)) return false;
  ctx.addIssue({ code: 'custom', message: 'must be 1/0, true/false, yes/no or on/off' });
  return z.NEVER;
});

export function intField(min: number, max: number) {
  return z.unknown().transform((value, ctx): number => {
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
    ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
    return z.NEVER;
  });
}

/**
 * A spending cap: a bare decimal (the node's own currency) or "<amount> <CURRENCY>, …". Kept as its canonical text;
 * config/caps.ts reads it wherever a cap is needed, so the setting has one representation.
 */
export const capListField = asText('a decimal such as "10", or a list such as "10 CREDIT, 5 ATD"').transform(
  (value, ctx): string => {
    try {
      return formatCapList(parseCapList(value));
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : 'is not a cap' });
      return z.NEVER;
    }
  },
);

/** One of a fixed set of words, compared in lower case. */
export function oneOfField<T extends string>(values: readonly T[]) {
  return asText(values.map((v) => `"${v}"`).join(' or ')).transform((value, ctx): T => {
    const word = value.toLowerCase();
    const found = values.find((v) => v === word);
    if (found !== undefined) return found;
    ctx.addIssue({ code: 'custom', message: `must be ${values.map((v) => `"${v}"`).join(' or ')}` });
    return z.NEVER;
  });
}

/** Kept byte for byte: a password with a trailing space is a different password. */
export const secretField = asText('text', false).pipe(
  z.string().min(1, 'is empty').max(4096, 'is longer than 4096 characters'),
);

/**
 * The bearer tokens of `--http`: one, or several separated by commas — one per client, so that each client's
 * sessions answer only to it. Each must be long enough not to be guessed; a token given twice would make two clients
 * one. Messages say which token is at fault by its place in the list, never by its text.
 */
export function tokenListField(min: number) {
  return secretField.transform((value, ctx): string[] => {
    const tokens = value.split(',').map((token) => token.trim());
    const place = (i: number) => (tokens.length === 1 ? '' : ` (token ${i + 1} of ${tokens.length})`);
    tokens.forEach((token, i) => {
      if (token.length === 0) ctx.addIssue({ code: 'custom', message: `holds an empty token${place(i)}` });
      else if (token.length < min) {
        const message =
          tokens.length === 1
            ? `is shorter than ${min} characters`
            : `holds a token shorter than ${min} characters${place(i)}`;
        ctx.addIssue({ code: 'custom', message });
      }
    });
    if (new Set(tokens).size !== tokens.length) {
      ctx.addIssue({ code: 'custom', message: 'names the same token twice; give each client a token of its own' });
    }
    return tokens;
  });
}

/** The node's base URL: http(s), no credentials in it (they would be shown with it), no query or fragment. */
export const urlField = asText('a URL').transform((value, ctx): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'is not an absolute URL such as http://localhost:3422' });
    return z.NEVER;
  }
  const problem =
    url.protocol !== 'http:' && url.protocol !== 'https:'
      ? 'must use http or https'
      : url.username !== '' || url.password !== ''
        ? 'must not carry a user name or password (it is shown to the model); use AINIZE_OPERATOR_PASSWORD'
        : url.search !== '' || url.hash !== ''
          ? 'must not have a query string or fragment'
          : undefined;
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  // A path prefix is kept (a node behind a reverse proxy); the trailing slash goes so paths join cleanly.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
});

export function pathField(context: FieldContext) {
  return asText('a path')
    .pipe(z.string().min(1, 'is empty'))
    .transform((value) => (isAbsolute(value) ? value : resolve(context.baseDir, value)));
}
