import { InvalidInputError } from '../errors/invalid-input.js';

/**
 * Money is a decimal string ("25", "0.1"), never a float: a budget compared in binary floating point can let
 * 0.1 + 0.2 slip past a cap of 0.3. Every operation here is exact bigint arithmetic on a scaled integer.
 */

const PRICE_PATTERN = /^\d+(\.\d+)?$/;
const SIGNED_PATTERN = /^-?\d+(\.\d+)?$/;
/** Longer inputs are refused so a hostile string cannot make bigint parsing the slow path. */
/** The longest decimal string a price or an amount may be. */
export const MAX_DECIMAL_LENGTH = 80;

interface Scaled {
  /** The value times 10^scale. */
  units: bigint;
  scale: number;
}

function parse(value: string, what: string): Scaled {
  if (typeof value !== 'string') {
    throw new InvalidInputError('decimal', `${what} must be a decimal string, got ${typeof value}`);
  }
  if (value.length > MAX_DECIMAL_LENGTH) {
    throw new InvalidInputError('decimal', `${what} is longer than ${MAX_DECIMAL_LENGTH} characters`);
  }
  if (!SIGNED_PATTERN.test(value)) {
    throw new InvalidInputError(
      'decimal',
      `${what} ${JSON.stringify(value)} is not a decimal number like "25" or "0.1"`,
    );
  }
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(`${whole}${fraction}`);
  return { units: negative ? -units : units, scale: fraction.length };
}

function rescale(a: Scaled, scale: number): bigint {
  return a.units * 10n ** BigInt(scale - a.scale);
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  let out = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  if (scale > 0) out = out.replace(/0+$/, '').replace(/\.$/, '');
  return negative && out !== '0' ? `-${out}` : out;
}

/** Throws unless `value` is a non-negative decimal string (`^\d+(\.\d+)?$`); returns it unchanged. */
export function validatePrice(value: unknown, what = 'price'): string {
  if (typeof value !== 'string' || !PRICE_PATTERN.test(value) || value.length > MAX_DECIMAL_LENGTH) {
    throw new InvalidInputError(
      'price',
      `${what} must be a non-negative decimal string such as "0", "0.1" or "25", got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** True when `value` is a well-formed non-negative decimal string. */
export function isPrice(value: unknown): value is string {
  return typeof value === 'string' && PRICE_PATTERN.test(value) && value.length <= MAX_DECIMAL_LENGTH;
}

/** Canonical form: no leading zeros, no trailing fractional zeros ("007.50" → "7.5"). */
export function normalizeDec(a: string): string {
  const x = parse(a, 'value');
  return format(x.units, x.scale);
}

export function addDec(a: string, b: string): string {
  const x = parse(a, 'left operand');
  const y = parse(b, 'right operand');
  const scale = Math.max(x.scale, y.scale);
  return format(rescale(x, scale) + rescale(y, scale), scale);
}

export function subDec(a: string, b: string): string {
  const x = parse(a, 'left operand');
  const y = parse(b, 'right operand');
  const scale = Math.max(x.scale, y.scale);
  return format(rescale(x, scale) - rescale(y, scale), scale);
}

export function mulDec(a: string, b: string): string {
  const x = parse(a, 'left operand');
  const y = parse(b, 'right operand');
  return format(x.units * y.units, x.scale + y.scale);
}

/**
 * `a / divisor`, truncated toward zero at `scale` fractional digits. Truncation (not rounding) is deliberate:
 * when a sum is split, every share is rounded down and the remainder goes to one named party, so the parts
 * always add up to exactly the whole.
 */
export function divDecInt(a: string, divisor: number, scale = 6): string {
  if (!Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new InvalidInputError('decimal', `divisor must be a positive integer, got ${divisor}`);
  }
  const x = parse(a, 'dividend');
  return format(rescale(x, Math.max(scale, x.scale)) / BigInt(divisor), Math.max(scale, x.scale));
}

/** Truncates toward zero to at most `scale` fractional digits. */
export function truncDec(a: string, scale = 6): string {
  const x = parse(a, 'value');
  if (x.scale <= scale) return format(x.units, x.scale);
  return format(x.units / 10n ** BigInt(x.scale - scale), scale);
}

export function cmpDec(a: string, b: string): -1 | 0 | 1 {
  const x = parse(a, 'left operand');
  const y = parse(b, 'right operand');
  const scale = Math.max(x.scale, y.scale);
  const d = rescale(x, scale) - rescale(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export function minDec(a: string, b: string): string {
  return cmpDec(a, b) <= 0 ? normalizeDec(a) : normalizeDec(b);
}

export function maxDec(a: string, b: string): string {
  return cmpDec(a, b) >= 0 ? normalizeDec(a) : normalizeDec(b);
}

export function isZeroDec(a: string): boolean {
  return cmpDec(a, '0') === 0;
}

/**
 * A configured share such as 0.3 as an exact decimal string. `Number#toString` gives the shortest text that
 * round-trips, which is the number the operator typed; multiplying strings afterwards avoids 0.7 × 0.7 =
 * 0.48999999999999994.
 */
export function decFromShare(share: number, what = 'share'): string {
  if (!Number.isFinite(share) || share < 0) {
    throw new InvalidInputError('decimal', `${what} must be a finite non-negative number, got ${share}`);
  }
  const text = share.toString();
  if (!PRICE_PATTERN.test(text)) {
    // Exponent notation (1e-7 and smaller) — fix it to enough digits to be exact for any sane share.
    return normalizeDec(share.toFixed(20));
  }
  return text;
}

const ATOMIC_PATTERN = /^(?:0|[1-9][0-9]*)$/;

/**
 * A decimal amount in a token's smallest units ("2.5" with 6 decimals → "2500000"), as x402 v2 and EIP-3009 carry
 * it. Refuses an amount with more fractional digits than the token has: rounding it would charge another price.
 */
export function toAtomic(amount: string, decimals: number): string {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > 36) {
    throw new InvalidInputError('decimal', `decimals must be an integer from 0 to 36, got ${decimals}`);
  }
  const x = parse(validatePrice(amount, 'amount'), 'amount');
  if (x.scale > decimals) {
    const trimmed = normalizeDec(amount);
    const digits = trimmed.includes('.') ? (trimmed.split('.')[1] ?? '').length : 0;
    if (digits > decimals) {
      throw new InvalidInputError(
        'decimal',
        `amount ${amount} has ${digits} fractional digits; this asset has ${decimals}, so it cannot be paid exactly`,
      );
    }
    return (x.units / 10n ** BigInt(x.scale - decimals)).toString();
  }
  return rescale(x, decimals).toString();
}

/** The decimal amount of `atomic` smallest units ("2500000" with 6 decimals → "2.5"). */
export function fromAtomic(atomic: string, decimals: number): string {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > 36) {
    throw new InvalidInputError('decimal', `decimals must be an integer from 0 to 36, got ${decimals}`);
  }
  if (typeof atomic !== 'string' || !ATOMIC_PATTERN.test(atomic) || atomic.length > MAX_DECIMAL_LENGTH) {
    throw new InvalidInputError('decimal', `atomic amount must be a string of digits, got ${JSON.stringify(atomic)}`);
  }
  return format(BigInt(atomic), decimals);
}
