import type { CatalogEntry, CatalogQuery, CatalogSearch } from './types.js';

/**
 * Knowledge ids by their beginning: what a completion offers while an id is typed, and what a refusal of an unknown
 * id offers as "did you mean". Both ask the catalog the same way, so they can never suggest different ids.
 */

/** How many ids one completion (or one did-you-mean) offers. */
export const COMPLETION_LIMIT = 20;
/** The node's largest catalog page, scanned when a prefix has no word the search can match. */
const SCAN_LIMIT = 200;

/**
 * The words of a prefix the catalog's full-text search can prefix-match. It matches a one-letter word whole, so
 * such words are left out; the prefix filter that follows does the exact work.
 */
export function catalogWords(prefix: string): string {
  return (prefix.normalize('NFKC').match(/[\p{L}\p{N}]{2,}/gu) ?? []).slice(0, 16).join(' ');
}

/** Catalog entries whose id starts with `prefix` (case aside), at most `limit`. */
export async function entriesStartingWith(
  search: (query: CatalogQuery) => Promise<CatalogSearch>,
  prefix: string,
  limit = COMPLETION_LIMIT,
): Promise<CatalogEntry[]> {
  const words = catalogWords(prefix);
  const lower = prefix.toLowerCase();
  const found = await search(words === '' ? { limit: SCAN_LIMIT } : { q: words, limit: SCAN_LIMIT });
  return found.items.filter((entry) => entry.id.toLowerCase().startsWith(lower)).slice(0, limit);
}
