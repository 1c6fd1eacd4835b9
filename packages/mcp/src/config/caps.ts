import { cmpDec, isPrice } from '@ainize/core';

/**
 * What AINIZE_MCP_SESSION_BUDGET and AINIZE_MCP_MAX_PER_PURCHASE say: either a bare decimal ("10"), which is a cap
 * in the node's own currency only, or one amount per named currency ("10 CREDIT, 5 ATD"). Every currency the
 * setting does not name has a cap of 0: spending a stablecoin on a chain must be opted into by its name, never
 * inherited from a number written when the node only had credit. Pure: the loader reports what this throws.
 */

export interface CapList {
  /** A bare amount: the cap in whatever currency the node's /api/info names as its own. */
  own: string | null;
  /** Upper-case currency code → cap, for the list form. */
  named: Readonly<Record<string, string>>;
}

const CURRENCY = /^[A-Za-z][A-Za-z0-9.-]{0,19}$/;
const MAX_ENTRIES = 16;

/** The setting read as a CapList; throws an Error whose message names what is wrong (never a secret: it is public). */
export function parseCapList(text: string): CapList {
  const value = text.trim();
  if (isPrice(value)) return { own: value, named: {} };
  const entries = text.split(',').map((part) => part.trim());
  if (entries.length > MAX_ENTRIES) throw new Error(`names more than ${MAX_ENTRIES} currencies`);
  const named: Record<string, string> = {};
  for (const [i, entry] of entries.entries()) {
    const [amount, currency, ...rest] = entry.split(/\s+/);
    if (
      amount === undefined ||
      currency === undefined ||
      rest.length > 0 ||
      !isPrice(amount) ||
      !CURRENCY.test(currency)
    ) {
      throw new Error(
        `must be a decimal such as "10", or a list of "<amount> <CURRENCY>" such as "10 CREDIT, 5 ATD" ` +
          `(entry ${i + 1} is not)`,
      );
    }
    const code = currency.toUpperCase();
    if (Object.hasOwn(named, code)) throw new Error(`names ${code} more than once; give each currency once`);
    named[code] = amount;
  }
  return { own: null, named };
}

/** The setting written back in one canonical form: a bare decimal as given, a list with upper-case codes. */
export function formatCapList(list: CapList): string {
  if (list.own !== null) return list.own;
  return Object.entries(list.named)
    .map(([code, amount]) => `${amount} ${code}`)
    .join(', ');
}

/** The cap the list sets for `currency`, or null when it sets none (the caller decides what "none" means). */
export function capIn(list: CapList, currency: string, ownCurrency: string | null): string | null {
  const code = currency.toUpperCase();
  if (Object.hasOwn(list.named, code)) return list.named[code] as string;
  if (list.own !== null && ownCurrency !== null && ownCurrency.toUpperCase() === code) return list.own;
  return null;
}

/** Whether the list allows any spending at all: what decides whether `buy` is offered and `--http` may start. */
export function anyCapAboveZero(list: CapList): boolean {
  const amounts = list.own !== null ? [list.own] : Object.values(list.named);
  return amounts.some((amount) => cmpDec(amount, '0') > 0);
}

/** The currencies the list names (upper case); the bare form names none, since its currency is the node's. */
export function namedCurrencies(list: CapList): string[] {
  return Object.keys(list.named);
}
