import { MAX_DECIMAL_LENGTH, cmpDec, isPrice } from '@ainize/core/api';
import { SORTS, STATUSES, type Sort, type Status } from './api.js';

/** The longest price the node accepts. */
export const MAX_PRICE_LENGTH = MAX_DECIMAL_LENGTH;

/**
 * The browse page's state lives in its URL, so a search can be bookmarked, shared and reloaded. Anything in the URL
 * that the page cannot use is named in a message and left out; the page never sends the node a value it refuses.
 */

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The longest search the node accepts (`GET /api/catalog?q=`). */
export const MAX_QUERY_LENGTH = 500;
/** The highest page a URL may ask for: beyond it the offset would be no number anyone pages to. */
export const MAX_PAGE = 100_000;

/**
 * The trust levels `GET /api/catalog?trust=` knows, as the node files each entry: `trusted` (a quorum of verifiers
 * this node trusts passed it), `partial`, `failed`, `unverified`, and `unvetted` on a node that counts every key.
 */
export const TRUSTS = ['trusted', 'partial', 'failed', 'unverified', 'unvetted'] as const;
export type Trust = (typeof TRUSTS)[number];

export interface BrowseQuery {
  q: string;
  status: Status | '';
  model: string;
  schema: string;
  trust: Trust | '';
  /** Price bounds as typed (checked decimals), '' for none. */
  minPrice: string;
  maxPrice: string;
  sort: Sort;
  /** 1 for the first page. */
  page: number;
  size: number;
}

export const DEFAULT_QUERY: BrowseQuery = {
  q: '',
  status: '',
  model: '',
  schema: '',
  trust: '',
  minPrice: '',
  maxPrice: '',
  sort: 'latest',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

export interface ParsedBrowse {
  query: BrowseQuery;
  /** One sentence per value left out. */
  problems: string[];
}

/** Decodes one `name=value` part of a query string; null when its percent escapes do not decode. */
function decodePart(part: string): [string, string] | null {
  const at = part.indexOf('=');
  const [name, value] = at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
  try {
    return [decodeURIComponent(name.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' '))];
  } catch {
    return null;
  }
}

const PRICE_NAMES = { min_price: 'lowest', max_price: 'highest' } as const;

/** One price bound from the address: the decimal, or a sentence saying why it was left out. */
function priceBound(name: keyof typeof PRICE_NAMES, value: string): { price: string } | { problem: string } {
  const price = value.trim();
  if (price === '' || isPrice(price)) return { price };
  return {
    problem: `The ${PRICE_NAMES[name]} price must be a decimal number such as 0.5 or 25; “${value.slice(0, 40)}” is not, so no ${PRICE_NAMES[name]} price is used.`,
  };
}

/** Both bounds kept only when the lowest is not above the highest. */
function checkPriceRange(query: BrowseQuery, problems: string[]): void {
  if (query.minPrice === '' || query.maxPrice === '') return;
  if (cmpDec(query.minPrice, query.maxPrice) <= 0) return;
  problems.push(`The lowest price (${query.minPrice}) is above the highest (${query.maxPrice}), so neither is used.`);
  query.minPrice = '';
  query.maxPrice = '';
}

export function parseBrowse(search: string): ParsedBrowse {
  const query: BrowseQuery = { ...DEFAULT_QUERY };
  const problems: string[] = [];
  const raw = search.startsWith('?') ? search.slice(1) : search;
  for (const part of raw.split('&')) {
    if (part === '') continue;
    const decoded = decodePart(part);
    if (decoded === null) {
      problems.push(`The address has a malformed percent escape (${part.slice(0, 40)}), so that part was ignored.`);
      continue;
    }
    const [name, value] = decoded;
    switch (name) {
      case 'q':
        if (value.length > MAX_QUERY_LENGTH) {
          problems.push(`A search can be at most ${MAX_QUERY_LENGTH} characters long; this one was ignored.`);
        } else query.q = value.trim();
        break;
      case 'status': {
        const status = value.trim().toUpperCase();
        if (status === '') break;
        if ((STATUSES as readonly string[]).includes(status)) query.status = status as Status;
        else problems.push(`There is no status “${value.slice(0, 40)}”; every status is shown instead.`);
        break;
      }
      case 'model':
        query.model = value.trim().slice(0, 200);
        break;
      case 'schema':
        query.schema = value.trim().slice(0, 200);
        break;
      case 'trust': {
        const trust = value.trim().toLowerCase();
        if (trust === '') break;
        if ((TRUSTS as readonly string[]).includes(trust)) query.trust = trust as Trust;
        else
          problems.push(`There is no trust level “${value.slice(0, 40)}”; entries at every level are shown instead.`);
        break;
      }
      case 'min_price':
      case 'max_price': {
        const bound = priceBound(name, value);
        if ('problem' in bound) problems.push(bound.problem);
        else if (name === 'min_price') query.minPrice = bound.price;
        else query.maxPrice = bound.price;
        break;
      }
      case 'sort':
        if ((SORTS as readonly string[]).includes(value)) query.sort = value as Sort;
        else if (value !== '') problems.push(`“${value.slice(0, 40)}” is not an order; the newest come first instead.`);
        break;
      case 'page': {
        const page = /^[0-9]{1,9}$/.test(value) ? Number(value) : NaN;
        if (Number.isInteger(page) && page >= 1 && page <= MAX_PAGE) query.page = page;
        else
          problems.push(
            `The page must be a whole number from 1 to ${MAX_PAGE}; “${value.slice(0, 40)}” is not, so page 1 is shown.`,
          );
        break;
      }
      case 'size': {
        const size = Number(value);
        if ((PAGE_SIZES as readonly number[]).includes(size)) query.size = size;
        else
          problems.push(
            `A page holds 10, 20 or 50 entries, not “${value.slice(0, 40)}”; ${DEFAULT_PAGE_SIZE} are shown.`,
          );
        break;
      }
      default:
        // Unknown names are ignored, as the node ignores unknown query names.
        break;
    }
  }
  checkPriceRange(query, problems);
  return { query, problems };
}

/** The trust and price parameters, named as the node names them; the same in the page's address and the API's. */
/** The search and its filters, the parameters the page's address and the API's query share. */
function setSearch(params: URLSearchParams, query: BrowseQuery): void {
  if (query.q !== '') params.set('q', query.q);
  if (query.status !== '') params.set('status', query.status);
  if (query.model !== '') params.set('model', query.model);
  if (query.schema !== '') params.set('schema', query.schema);
  if (query.trust !== '') params.set('trust', query.trust);
  if (query.minPrice !== '') params.set('min_price', query.minPrice);
  if (query.maxPrice !== '') params.set('max_price', query.maxPrice);
}

/** The page's own URL for `query`, with defaults left out so a plain visit stays `/`. */
export function browseUrl(query: BrowseQuery): string {
  const params = new URLSearchParams();
  setSearch(params, query);
  if (query.sort !== DEFAULT_QUERY.sort) params.set('sort', query.sort);
  if (query.size !== DEFAULT_QUERY.size) params.set('size', String(query.size));
  if (query.page !== 1) params.set('page', String(query.page));
  const text = params.toString();
  return text === '' ? '/' : `/?${text}`;
}

/** `GET /api/catalog` for `query`: the same parameters the MCP server's search sends. */
export function catalogUrl(query: BrowseQuery): string {
  const params = new URLSearchParams();
  setSearch(params, query);
  params.set('sort', query.sort);
  params.set('limit', String(query.size));
  params.set('offset', String((query.page - 1) * query.size));
  return `/api/catalog?${params.toString()}`;
}
