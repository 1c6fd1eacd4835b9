import { cmpDec, isPrice, normalizeDec } from '@ainize/core';
import { type CursorValues, decodeCursor } from './cursor.js';
import { CATALOG_TRUSTS, type CatalogTrust } from './filters.js';
import { PATCH_STATUSES, type PatchStatus } from './types.js';

export const CATALOG_SORTS = ['latest', 'popular', 'price', 'rows'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const DEFAULT_SEARCH_LIMIT = 50;
export const MAX_SEARCH_LIMIT = 200;

/** `GET /api/catalog` query as it arrives (strings from a URL are fine). */
export interface CatalogQueryInput {
  q?: string;
  model?: string;
  schema?: string;
  /** A comma list such as `LISTED,SUPERSEDED`, or an array. */
  status?: string | readonly string[];
  author?: string;
  origin?: string;
  /** A comma list of trust words (see CATALOG_TRUSTS), or an array. */
  trust?: string | readonly string[];
  /** Price bounds, inclusive: decimal strings like an anchor's `price`, compared exactly. */
  min_price?: string;
  max_price?: string;
  sort?: string;
  limit?: number | string;
  offset?: number | string;
  /** The `next_after` of the previous page: the page starts after that entry (keyset paging). */
  after?: string;
  /** Operator only: drafts are hidden from everyone else. */
  include_drafts?: boolean;
}

export interface CatalogQuery {
  words: string[];
  model?: string;
  schema?: string;
  statuses: PatchStatus[];
  author?: string;
  origin?: 'operator' | 'teach';
  trust: CatalogTrust[];
  /** Normalised decimal strings; absent when not asked for. */
  minPrice?: string;
  maxPrice?: string;
  sort: CatalogSort;
  limit: number;
  offset: number;
  /** The sort key of the entry the page starts after, from an `after` cursor; offset is then 0. */
  after?: CursorValues;
  includeDrafts: boolean;
}

/** A search parameter was malformed; `field` is the query parameter to name in the 400. */
export class CatalogQueryError extends Error {
  override readonly name = 'CatalogQueryError';
  readonly code = 'invalid';
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`invalid: ${field} ${reason}`);
  }
}

/** Words for full-text search: letters and digits only, so no user text ever reaches FTS5 query syntax. */
export function searchWords(q: string): string[] {
  return (q.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 16);
}

function integer(
  value: number | string | undefined,
  field: string,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < min) throw new CatalogQueryError(field, `must be an integer ≥ ${min}`);
  return Math.min(n, max);
}

const nonEmpty = (s: string | undefined): string | undefined =>
  s === undefined || s.trim() === '' ? undefined : s.trim();

/** A comma list (or an array) as distinct trimmed values, each checked against `known`. */
function oneOf<T extends string>(
  raw: string | readonly string[] | undefined,
  known: readonly T[],
  field: string,
  fold: (s: string) => string,
): T[] {
  const values = typeof raw === 'string' ? raw.split(',') : (raw ?? []);
  const picked = [...new Set(values.map((s) => fold(s.trim())).filter(Boolean))];
  for (const value of picked) {
    if (!(known as readonly string[]).includes(value))
      throw new CatalogQueryError(field, `has unknown value ${value}; known: ${known.join(', ')}`);
  }
  return picked as T[];
}

function priceBound(value: string | undefined, field: string): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  if (!isPrice(text)) throw new CatalogQueryError(field, 'must be a non-negative decimal such as "0", "0.5" or "25"');
  return normalizeDec(text);
}

/** The trust and price parameters; a lower bound above the upper one is refused rather than matching nothing. */
function trustAndPrice(input: CatalogQueryInput): Pick<CatalogQuery, 'trust' | 'minPrice' | 'maxPrice'> {
  const trust = oneOf(input.trust, CATALOG_TRUSTS, 'trust', (s) => s.toLowerCase());
  const minPrice = priceBound(input.min_price, 'min_price');
  const maxPrice = priceBound(input.max_price, 'max_price');
  if (minPrice !== undefined && maxPrice !== undefined && cmpDec(minPrice, maxPrice) > 0)
    throw new CatalogQueryError('min_price', `must not be above max_price (${minPrice} > ${maxPrice})`);
  return { trust, minPrice, maxPrice };
}

/** The `after` cursor, read for `sort`; it says where the page starts, so an offset beside it is refused. */
function cursor(input: CatalogQueryInput, sort: CatalogSort, offset: number): CursorValues | undefined {
  const text = nonEmpty(input.after);
  if (text === undefined) return undefined;
  if (offset > 0) throw new CatalogQueryError('after', 'cannot be combined with offset');
  try {
    return decodeCursor(text, sort);
  } catch (err) {
    if (err instanceof RangeError) throw new CatalogQueryError('after', err.message);
    throw err;
  }
}

export function parseCatalogQuery(input: CatalogQueryInput = {}): CatalogQuery {
  const sort = nonEmpty(input.sort) ?? 'latest';
  if (!(CATALOG_SORTS as readonly string[]).includes(sort))
    throw new CatalogQueryError('sort', `must be one of ${CATALOG_SORTS.join(', ')}`);
  const rawStatuses = typeof input.status === 'string' ? input.status.split(',') : (input.status ?? []);
  const statuses = [...new Set(rawStatuses.map((s) => s.trim().toUpperCase()).filter(Boolean))];
  for (const s of statuses) {
    if (!(PATCH_STATUSES as readonly string[]).includes(s))
      throw new CatalogQueryError('status', `has unknown status ${s}`);
  }
  const origin = nonEmpty(input.origin);
  if (origin !== undefined && origin !== 'operator' && origin !== 'teach')
    throw new CatalogQueryError('origin', 'must be operator or teach');
  const offset = integer(input.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  return {
    words: searchWords(input.q ?? ''),
    model: nonEmpty(input.model),
    schema: nonEmpty(input.schema),
    statuses: statuses as PatchStatus[],
    author: nonEmpty(input.author)?.toLowerCase(),
    origin,
    ...trustAndPrice(input),
    sort: sort as CatalogSort,
    // Above the maximum is clamped rather than refused: a client asking for "everything" still gets a page.
    limit: integer(input.limit, 'limit', DEFAULT_SEARCH_LIMIT, 1, MAX_SEARCH_LIMIT),
    offset,
    after: cursor(input, sort as CatalogSort, offset),
    includeDrafts: input.include_drafts === true,
  };
}
