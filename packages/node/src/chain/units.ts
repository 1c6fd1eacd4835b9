import { fromAtomic, toAtomic } from '@ainize/core';

/**
 * Token amounts as the chain counts them (bigint atomic units) from the decimal strings prices are written in.
 * The rules live in core's toAtomic/fromAtomic, which the gateway and the buyer use for the same conversion, so a
 * price can never convert one way on the sale side and another on the chain side. They refuse negatives, garbage
 * and more fractional digits than the token has (rounding would charge another price) with an InvalidInputError;
 * trailing zeros past `decimals` ("1.5000000" at 6 decimals) are exact and accepted.
 */

/** "2.5" at 6 decimals → 2_500_000n. */
export function toTokenUnits(amount: string, decimals: number): bigint {
  return BigInt(toAtomic(amount, decimals));
}

/** 2_500_000n at 6 decimals → "2.5". */
export function fromTokenUnits(atomic: bigint, decimals: number): string {
  return fromAtomic(atomic.toString(), decimals);
}
