import { InvalidInputError } from '../errors/invalid-input.js';
import { quoteValue } from '../identity/quote-value.js';
import { isAddress } from '../identity/keys.js';
import { SIGNATURE_HEX_LENGTH } from '../identity/signed-message.js';
import { isPrice } from '../money/decimal.js';
import {
  type PaymentPayload,
  type PaymentRequirement,
  type X402RequiredBase,
  type X402Scheme,
  X402_SCHEMES,
} from './types.js';

/**
 * Header codecs. Both headers are base64 of JSON; decoding is strict about every field a signature or a
 * ledger entry depends on, so a malformed header is refused here with the field named instead of failing
 * somewhere deeper. Refusals are InvalidInputError('x402_payment', '<field>: <problem>').
 */

/** A real X-PAYMENT is under 1 KiB; the cap bounds the work a hostile header can cause. */
export const MAX_PAYMENT_HEADER_LENGTH = 16 * 1024;
/** A quote lists one entry per scheme plus its bases; 64 KiB leaves room for long descriptions. */
export const MAX_REQUIREMENTS_HEADER_LENGTH = 64 * 1024;

const NONCE_PATTERN = /^[0-9a-f]{24}$/;
const LOCAL_TX_HASH_PATTERN = /^[0-9a-f]{64}$/;
/** Chain transaction hashes are written with 0x by the AIN tooling; accept either spelling. */
const CHAIN_TX_HASH_PATTERN = /^(?:0x)?[0-9a-fA-F]{64}$/;
const SIGNATURE_PATTERN = new RegExp(`^0x[0-9a-fA-F]{${SIGNATURE_HEX_LENGTH - 2}}$`);
const NETWORK_PATTERN = /^[A-Za-z0-9:._-]{1,64}$/;
const ASSET_PATTERN = /^[A-Za-z0-9_.-]{1,32}$/;
const TRANSFER_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** Standard or URL-safe alphabet, padding optional. */
const BASE64_PATTERN = /^[A-Za-z0-9+/_-]+={0,2}$/;

export function encodePaymentHeader(payload: PaymentPayload): string {
  return toBase64Json(payload);
}

/** Base64 JSON, or raw JSON as a fallback; returns a fresh object holding only the known fields. */
export function decodePaymentHeader(header: string): PaymentPayload {
  const value = decodeJsonHeader(header, MAX_PAYMENT_HEADER_LENGTH, 'X-PAYMENT');
  return validatePaymentPayload(value);
}

export function encodeRequirementsHeader(requirements: readonly PaymentRequirement[]): string {
  return toBase64Json(requirements);
}

/**
 * Decodes `x-payment-required`. A quote is a menu: entries in a scheme this package does not know are
 * skipped rather than refused, so a node offering a newer scheme stays buyable through the known ones.
 */
export function decodeRequirementsHeader(header: string): PaymentRequirement[] {
  const value = decodeJsonHeader(header, MAX_REQUIREMENTS_HEADER_LENGTH, 'x-payment-required');
  if (!Array.isArray(value)) fail('requirements', 'must be a JSON array');
  const out: PaymentRequirement[] = [];
  value.forEach((entry: unknown, i) => {
    const known = isRecord(entry) && (X402_SCHEMES as readonly unknown[]).includes(entry.scheme);
    if (known) out.push(validateRequirement(entry, `requirements[${i}]`));
  });
  if (out.length === 0) fail('requirements', 'no entry in a supported scheme (local-credit, ain-transfer)');
  return out;
}

/** Validates an already-parsed X-PAYMENT object. */
export function validatePaymentPayload(value: unknown): PaymentPayload {
  if (!isRecord(value)) fail('payload', 'must be a JSON object');
  const scheme = schemeField(value, 'scheme');
  const txHashPattern = scheme === 'local-credit' ? LOCAL_TX_HASH_PATTERN : CHAIN_TX_HASH_PATTERN;
  const payload: PaymentPayload = {
    scheme,
    network: patternField(value, 'network', NETWORK_PATTERN, 'a network name such as "local"'),
    asset: patternField(value, 'asset', ASSET_PATTERN, 'an asset code such as "CREDIT"'),
    amount: amountField(value, 'amount'),
    nonce: patternField(value, 'nonce', NONCE_PATTERN, '24 lower-case hex characters'),
    from: addressField(value, 'from'),
    payTo: addressField(value, 'payTo'),
    txHash: patternField(value, 'txHash', txHashPattern, txHashShape(scheme)),
    proof: patternField(value, 'proof', SIGNATURE_PATTERN, '0x followed by 194 hex characters'),
  };
  if (value.to !== undefined) payload.to = addressField(value, 'to');
  if (value.prev !== undefined) {
    if (scheme !== 'local-credit') fail('prev', 'names a previous payment, which only a local-credit payment does');
    payload.prev = patternField(value, 'prev', LOCAL_TX_HASH_PATTERN, '64 lower-case hex characters');
  }
  return payload;
}

/** Validates one parsed requirement; `where` prefixes field names in refusals. */
export function validateRequirement(value: unknown, where = 'requirement'): PaymentRequirement {
  if (!isRecord(value)) fail(where, 'must be a JSON object');
  const at = (field: string) => `${where}.${field}`;
  const requirement: PaymentRequirement = {
    scheme: schemeField(value, 'scheme', at('scheme')),
    network: patternField(value, 'network', NETWORK_PATTERN, 'a network name', at('network')),
    asset: patternField(value, 'asset', ASSET_PATTERN, 'an asset code', at('asset')),
    payTo: addressField(value, 'payTo', at('payTo')),
    maxAmountRequired: amountField(value, 'maxAmountRequired', at('maxAmountRequired')),
    resource: resourceField(value, at('resource')),
    description: stringField(value, 'description', at('description')),
    nonce: patternField(value, 'nonce', NONCE_PATTERN, '24 lower-case hex characters', at('nonce')),
    expires_at: epochField(value, 'expires_at', at('expires_at')),
    requires: requiresField(value, at('requires')),
    total: amountField(value, 'total', at('total')),
    self_contained: booleanField(value, 'self_contained', at('self_contained')),
    single_use: booleanField(value, 'single_use', at('single_use')),
  };
  if (value.maxTimeoutSeconds !== undefined) {
    const seconds = value.maxTimeoutSeconds;
    if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds <= 0)
      fail(at('maxTimeoutSeconds'), `must be a positive whole number of seconds, got ${quoteValue(seconds)}`);
    requirement.maxTimeoutSeconds = seconds;
  }
  if (value.transfer_key !== undefined) {
    requirement.transfer_key = patternField(
      value,
      'transfer_key',
      TRANSFER_KEY_PATTERN,
      'letters, digits, _ and -',
      at('transfer_key'),
    );
  }
  return requirement;
}

function toBase64Json(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

function decodeJsonHeader(header: string, maxLength: number, name: string): unknown {
  if (typeof header !== 'string') fail('header', `${name} must be a string, got ${typeof header}`);
  if (header.length > maxLength) fail('header', `${name} is longer than ${maxLength} characters`);
  const text = header.trim();
  if (text === '') fail('header', `${name} is empty`);
  if (text.startsWith('{') || text.startsWith('[')) return parseJson(text, `${name} is not valid JSON`);
  if (!BASE64_PATTERN.test(text) || text.length % 4 === 1) fail('header', `${name} is neither base64 nor JSON`);
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'base64'));
  } catch {
    fail('header', `${name} decodes to bytes that are not UTF-8`);
  }
  return parseJson(decoded, `${name} is base64 but not of JSON`);
}

function parseJson(text: string, problem: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    fail('header', problem);
  }
}

function fail(field: string, problem: string): never {
  throw new InvalidInputError('x402_payment', `${field}: ${problem}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function txHashShape(scheme: X402Scheme): string {
  return scheme === 'local-credit' ? '64 lower-case hex characters' : 'a 64-hex transaction hash';
}

function schemeField(obj: Record<string, unknown>, key: string, label = key): X402Scheme {
  const value = obj[key];
  if (typeof value !== 'string') fail(label, `must be a string, got ${quoteValue(value)}`);
  if (!(X402_SCHEMES as readonly string[]).includes(value)) fail(label, `unsupported scheme ${quoteValue(value)}`);
  return value as X402Scheme;
}

function stringField(obj: Record<string, unknown>, key: string, label = key): string {
  const value = obj[key];
  if (typeof value !== 'string') fail(label, `must be a string, got ${quoteValue(value)}`);
  return value;
}

function patternField(obj: Record<string, unknown>, key: string, pattern: RegExp, shape: string, label = key): string {
  const value = stringField(obj, key, label);
  if (!pattern.test(value)) fail(label, `must be ${shape}, got ${quoteValue(value)}`);
  return value;
}

function amountField(obj: Record<string, unknown>, key: string, label = key): string {
  const value = obj[key];
  // A JSON number would have to be re-formatted before hashing; the signed text must be the quoted string.
  if (typeof value !== 'string') fail(label, `must be a decimal string such as "2" or "0.5", got ${quoteValue(value)}`);
  if (!isPrice(value)) fail(label, `must be a decimal string such as "2" or "0.5", got ${quoteValue(value)}`);
  return value;
}

function addressField(obj: Record<string, unknown>, key: string, label = key): string {
  const value = obj[key];
  if (!isAddress(value)) fail(label, `must be an address (0x + 40 hex), got ${quoteValue(value)}`);
  return value;
}

function resourceField(obj: Record<string, unknown>, label: string): string {
  const value = stringField(obj, 'resource', label);
  if (!value.startsWith('/') || value.length > 512)
    fail(label, `must be a path under 512 characters, got ${quoteValue(value)}`);
  return value;
}

function epochField(obj: Record<string, unknown>, key: string, label = key): number {
  const value = obj[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    fail(label, `must be epoch milliseconds, got ${quoteValue(value)}`);
  }
  return value;
}

function booleanField(obj: Record<string, unknown>, key: string, label = key): boolean {
  const value = obj[key];
  if (typeof value !== 'boolean') fail(label, `must be true or false, got ${quoteValue(value)}`);
  return value;
}

function requiresField(obj: Record<string, unknown>, label: string): X402RequiredBase[] {
  const value = obj.requires;
  if (!Array.isArray(value)) fail(label, 'must be an array');
  return value.map((entry: unknown, i) => {
    if (!isRecord(entry)) fail(`${label}[${i}]`, 'must be a JSON object');
    if (entry.price !== undefined) amountField(entry, 'price', `${label}[${i}].price`);
    if (entry.id !== undefined) stringField(entry, 'id', `${label}[${i}].id`);
    return { ...entry };
  });
}
