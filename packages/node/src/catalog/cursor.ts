import type { CatalogSort } from './query.js';

/** One column of a sort order; `kind` says which values a cursor may carry for it. */
export interface SortKey {
  column: 'created_at' | 'id' | 'downloads' | 'rows' | 'price_num';
  desc: boolean;
  kind: 'text' | 'integer' | 'real';
}

const CREATED: SortKey = { column: 'created_at', desc: true, kind: 'text' };
const ID: SortKey = { column: 'id', desc: false, kind: 'text' };

/**
 * The order of each sort, ending in the entry id, which is unique: no two entries tie on the whole key, so a page
 * boundary is always exact. The sort indexes (schema.ts) hold these columns in this order.
 */
export const SORT_KEYS: Record<CatalogSort, readonly SortKey[]> = {
  latest: [CREATED, ID],
  popular: [{ column: 'downloads', desc: true, kind: 'integer' }, CREATED, ID],
  // Cheapest first: someone sorting by price is looking for what they can afford.
  price: [{ column: 'price_num', desc: false, kind: 'real' }, CREATED, ID],
  rows: [{ column: 'rows', desc: true, kind: 'integer' }, CREATED, ID],
};

/** The values of a sort key for one entry, in SORT_KEYS order. */
export type CursorValues = (string | number)[];

/** `ORDER BY` text of a sort, columns prefixed by `prefix`; `reverse` walks it from the other end. */
export function orderBy(sort: CatalogSort, prefix = '', reverse = false): string {
  return SORT_KEYS[sort].map((k) => `${prefix}${k.column}${k.desc !== reverse ? ' DESC' : ''}`).join(', ');
}

/** The sort key columns, for a SELECT list. */
export function keyColumns(sort: CatalogSort, prefix = ''): string {
  return SORT_KEYS[sort].map((k) => `${prefix}${k.column}`).join(', ');
}

/**
 * "Comes after the cursor" as disjoint conditions, in page order, each reading the bound `@k0`, `@k1`…: the same
 * leading values and a later id, then the same first value and a later time, then a later first value. Each is an
 * equality prefix and one range, which an index seeks to directly; an OR of them (or a row comparison, which mixed
 * directions rule out) would walk every tie of the leading value first.
 */
export function keysetBranches(sort: CatalogSort, prefix = ''): string[] {
  const keys = SORT_KEYS[sort];
  return keys
    .map((key, depth) => {
      const same = keys.slice(0, depth).map((k, i) => `${prefix}${k.column} = @k${i}`);
      return [...same, `${prefix}${key.column} ${key.desc ? '<' : '>'} @k${depth}`].join(' AND ');
    })
    .reverse();
}

/** The bound values of `keysetBranches`. */
export function keysetArgs(values: CursorValues): Record<string, string | number> {
  return Object.fromEntries(values.map((v, i) => [`k${i}`, v]));
}

/** A cursor: base64url of the JSON array `[sort, ...key values]` of the last entry of a page. */
export function encodeCursor(sort: CatalogSort, row: Record<string, unknown>): string {
  const values = SORT_KEYS[sort].map((k) => row[k.column]);
  return Buffer.from(JSON.stringify([sort, ...values]), 'utf8').toString('base64url');
}

/** Longer than any cursor this node hands out (ids and times are short), short enough to refuse junk early. */
const MAX_CURSOR_LENGTH = 2048;
const MAX_TEXT_VALUE = 1024;

function fits(kind: SortKey['kind'], value: unknown): boolean {
  if (kind === 'text') return typeof value === 'string' && value.length <= MAX_TEXT_VALUE && !value.includes('\0');
  if (kind === 'integer') return Number.isSafeInteger(value);
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The key values a cursor carries, checked against the sort asked for. Throws a RangeError whose message completes
 * "after …" when the text is not a cursor of this list or was made for another sort.
 */
export function decodeCursor(text: string, sort: CatalogSort): CursorValues {
  const malformed = () => new RangeError('is not a cursor from this list (use next_after of a previous page)');
  if (text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) throw malformed();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (!Array.isArray(parsed) || typeof parsed[0] !== 'string' || !Object.hasOwn(SORT_KEYS, parsed[0]))
    throw malformed();
  if (parsed[0] !== sort) throw new RangeError(`was made for sort=${parsed[0]}, not sort=${sort}`);
  const keys = SORT_KEYS[sort];
  const values: unknown[] = parsed.slice(1);
  if (values.length !== keys.length || !keys.every((k, i) => fits(k.kind, values[i]))) throw malformed();
  return values as CursorValues;
}
