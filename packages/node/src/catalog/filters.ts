import { isPrice, normalizeDec } from '@ainize/core';
import type { CatalogEntry } from './types.js';

/**
 * The trust a catalog entry stands on, as one word a search can filter by. It is the same reading the console's
 * trust label gives an entry, from the fields every entry carries:
 * - `unvetted`: the node counts every key (`verifier.trusted` is "open"), so no status here is vetted;
 * - `trusted`: a quorum of machines passed it, counting only verifiers this node trusts;
 * - `failed`: short of a quorum, and at least one trusted verifier failed it;
 * - `partial`: short of a quorum, no trusted failure, but at least one trusted verifier's check counted;
 * - `unverified`: no trusted verifier's check counted yet (attestations by keys it does not trust may exist).
 */
export const CATALOG_TRUSTS = ['trusted', 'partial', 'failed', 'unverified', 'unvetted'] as const;
export type CatalogTrust = (typeof CATALOG_TRUSTS)[number];

export function trustClass(entry: CatalogEntry): CatalogTrust {
  if (entry.trust.policy === 'open') return 'unvetted';
  if (entry.quorum_ok) return 'trusted';
  if (entry.failed > 0) return 'failed';
  return entry.trust.counted.length > 0 ? 'partial' : 'unverified';
}

/**
 * A text key whose byte order is the exact decimal order of prices, so SQLite compares prices without floats:
 * the length of the whole part (two digits; prices have at most 80 characters), the whole part without leading
 * zeros, then the fraction without trailing zeros. "7.50" and "007.5" share the key "017.5", which sorts
 * below "0110" (10). Anchors are checked on the way in, so a malformed price never arrives; it would get "".
 */
export function priceKey(price: string): string {
  if (!isPrice(price)) return '';
  const [whole = '0', fraction] = normalizeDec(price).split('.');
  const key = `${String(whole.length).padStart(2, '0')}${whole}`;
  return fraction === undefined ? key : `${key}.${fraction}`;
}

/** What the trust and price parameters ask for, after parsing. */
export interface TrustAndPrice {
  trust: readonly CatalogTrust[];
  /** Normalised decimal strings. */
  minPrice?: string;
  maxPrice?: string;
}

/**
 * SQL conditions for the trust and price filters, columns named through `column` (a table alias may prefix them).
 * Each bound is tested twice: on `price_num`, which an index can range over and which never excludes a true match
 * (rounding a decimal to a double keeps its order, ties aside), and exactly on `price_key`.
 */
export function trustAndPriceConditions(
  q: TrustAndPrice,
  column: (name: string) => string = (name) => name,
): { conditions: string[]; args: Record<string, string | number> } {
  const conditions: string[] = [];
  const args: Record<string, string | number> = {};
  if (q.trust.length > 0) {
    const names = q.trust.map((trust, i) => {
      args[`t${i}`] = trust;
      return `@t${i}`;
    });
    conditions.push(`${column('trust')} IN (${names.join(', ')})`);
  }
  const bound = (value: string | undefined, name: string, op: '>=' | '<=') => {
    if (value === undefined) return;
    args[`${name}_num`] = Number(value);
    args[`${name}_key`] = priceKey(value);
    conditions.push(`${column('price_num')} ${op} @${name}_num`, `${column('price_key')} ${op} @${name}_key`);
  };
  bound(q.minPrice, 'min_price', '>=');
  bound(q.maxPrice, 'max_price', '<=');
  return { conditions, args };
}
