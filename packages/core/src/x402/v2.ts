import {
  decodePaymentSignatureHeader,
  encodePaymentRequiredHeader,
  encodePaymentResponseHeader,
  encodePaymentSignatureHeader,
} from '@x402/core/http';
import { PaymentPayloadV2Schema, PaymentRequiredV2Schema } from '@x402/core/schemas';
import type {
  PaymentPayload as PaymentPayloadV2,
  PaymentRequired as PaymentRequiredV2,
  PaymentRequirements as PaymentRequirementsV2,
  SettleResponse,
} from '@x402/core/types';
import { InvalidInputError } from '../errors/invalid-input.js';
import { fromAtomic, isPrice, toAtomic } from '../money/decimal.js';
import { MAX_PAYMENT_HEADER_LENGTH, MAX_REQUIREMENTS_HEADER_LENGTH, validatePaymentPayload } from './headers.js';
import type { PaymentPayload, PaymentRequirement } from './types.js';

/**
 * x402 version 2, the standard the world's clients and facilitators speak, beside the Ainize dialect of the same
 * gateway. The wire work (base64 JSON in `PAYMENT-REQUIRED`, `PAYMENT-SIGNATURE`, `PAYMENT-RESPONSE`) and the shapes
 * are `@x402/core`'s own; every header read here is checked against its v2 schemas before anything trusts it.
 *
 * Local credit travels in the v2 envelope as a scheme of our own, `local-credit`: the same signed intent as in the
 * Ainize dialect, its decimal price and quote nonce in `extra`, the network written CAIP-2 style (`ainize:local`).
 */

export type { PaymentPayloadV2, PaymentRequiredV2, PaymentRequirementsV2, SettleResponse };

export const X402_V2 = 2;
/** Header names as node's HTTP layer reads them (lower case); the standard writes them in capitals. */
export const PAYMENT_REQUIRED_V2_HEADER = 'payment-required';
export const PAYMENT_SIGNATURE_HEADER = 'payment-signature';
export const PAYMENT_RESPONSE_V2_HEADER = 'payment-response';

/** Local credit in smallest units: a millionth of a credit. A price finer than that is offered in the dialect only. */
export const LOCAL_CREDIT_DECIMALS = 6;
/** The CAIP-2 namespace our own ledgers use in v2 (`ainize:local` for the dialect's `local`). */
export const AINIZE_NETWORK_NAMESPACE = 'ainize';

export function localCreditNetworkV2(network: string): string {
  return network.includes(':') ? network : `${AINIZE_NETWORK_NAMESPACE}:${network}`;
}

export function localCreditNetworkV1(network: string): string {
  const prefix = `${AINIZE_NETWORK_NAMESPACE}:`;
  return network.startsWith(prefix) ? network.slice(prefix.length) : network;
}

/** `PAYMENT-REQUIRED`: checked against the v2 schema, so the node can never send what a standard client refuses. */
export function encodePaymentRequiredV2(value: PaymentRequiredV2): string {
  return encodePaymentRequiredHeader(
    parseOrFail<PaymentRequiredV2>(PaymentRequiredV2Schema, value, 'PAYMENT-REQUIRED'),
  );
}

export function decodePaymentRequiredV2(header: string): PaymentRequiredV2 {
  return parseOrFail<PaymentRequiredV2>(
    PaymentRequiredV2Schema,
    decodeBase64Json(header, MAX_REQUIREMENTS_HEADER_LENGTH, 'PAYMENT-REQUIRED'),
    'PAYMENT-REQUIRED',
  );
}

/** `PAYMENT-SIGNATURE` for a payment this side signed, checked against the v2 schema first. */
export function encodePaymentSignatureV2(value: PaymentPayloadV2): string {
  return encodePaymentSignatureHeader(
    parseOrFail<PaymentPayloadV2>(PaymentPayloadV2Schema, value, 'PAYMENT-SIGNATURE'),
  );
}

/** `PAYMENT-SIGNATURE`, decoded by `@x402/core` and validated against its v2 payload schema. */
export function decodePaymentSignatureV2(header: string): PaymentPayloadV2 {
  const text = boundedHeader(header, MAX_PAYMENT_HEADER_LENGTH, 'PAYMENT-SIGNATURE');
  let value: unknown;
  try {
    value = decodePaymentSignatureHeader(text);
  } catch {
    fail('header', 'PAYMENT-SIGNATURE is not base64 of JSON');
  }
  return parseOrFail<PaymentPayloadV2>(PaymentPayloadV2Schema, value, 'PAYMENT-SIGNATURE');
}

export function encodePaymentResponseV2(response: SettleResponse): string {
  return encodePaymentResponseHeader(response);
}

export function decodePaymentResponseV2(header: string): SettleResponse {
  const value = decodeBase64Json(header, MAX_REQUIREMENTS_HEADER_LENGTH, 'PAYMENT-RESPONSE');
  if (!isRecord(value) || typeof value.success !== 'boolean' || typeof value.transaction !== 'string')
    fail('PAYMENT-RESPONSE', 'must be an object with success and transaction');
  if (typeof value.network !== 'string' || !value.network.includes(':'))
    fail('PAYMENT-RESPONSE', 'network must be a CAIP-2 id');
  return value as unknown as SettleResponse;
}

/** What a v2 `local-credit` requirement carries in `extra`: the dialect's quote, so both envelopes sign one intent. */
export interface LocalCreditExtra {
  /** The price as a decimal string: what the payer signs, verbatim. */
  price: string;
  nonce: string;
  resource: string;
  expires_at: number;
  decimals: number;
}

/**
 * The v2 form of a dialect local-credit requirement, or null when its price cannot be written in smallest units
 * (more than six decimals): such a knowledge is still sold through the dialect.
 */
export function localCreditAcceptV2(
  requirement: PaymentRequirement,
  maxTimeoutSeconds: number,
): PaymentRequirementsV2 | null {
  if (requirement.scheme !== 'local-credit' || !isPrice(requirement.maxAmountRequired)) return null;
  let amount: string;
  try {
    amount = toAtomic(requirement.maxAmountRequired, LOCAL_CREDIT_DECIMALS);
  } catch {
    return null;
  }
  const extra: LocalCreditExtra = {
    price: requirement.maxAmountRequired,
    nonce: requirement.nonce,
    resource: requirement.resource,
    expires_at: requirement.expires_at,
    decimals: LOCAL_CREDIT_DECIMALS,
  };
  return {
    scheme: 'local-credit',
    network: localCreditNetworkV2(requirement.network) as PaymentRequirementsV2['network'],
    amount,
    asset: requirement.asset,
    payTo: requirement.payTo,
    maxTimeoutSeconds,
    extra: { ...extra },
  };
}

/** The `payload` of a v2 local-credit payment: the signed intent's parts the requirement does not already hold. */
export interface LocalCreditPayloadV2 {
  from: string;
  txHash: string;
  proof: string;
  prev?: string;
}

/**
 * A v2 local-credit payment as the dialect's flat payload, validated field by field, so one verifier serves both
 * envelopes. The price and nonce come from the requirement the client echoed; the signature covers them (and the
 * resource and seller), so an edited echo fails verification rather than paying a different price.
 */
export function localCreditPayloadFromV2(value: PaymentPayloadV2): PaymentPayload {
  const accepted = value.accepted;
  if (accepted.scheme !== 'local-credit') fail('accepted.scheme', `expected local-credit, got ${accepted.scheme}`);
  const extra = isRecord(accepted.extra) ? accepted.extra : {};
  const inner = isRecord(value.payload) ? value.payload : {};
  if (extra.decimals !== undefined && extra.decimals !== LOCAL_CREDIT_DECIMALS)
    fail('accepted.extra.decimals', `local credit has ${LOCAL_CREDIT_DECIMALS} decimals`);
  if (typeof extra.price === 'string' && isPrice(extra.price)) {
    if (toAtomicOrNull(extra.price) !== accepted.amount)
      fail('accepted.amount', 'is not the quoted price in millionths of a credit');
  }
  return validatePaymentPayload({
    scheme: 'local-credit',
    network: localCreditNetworkV1(accepted.network),
    asset: accepted.asset,
    amount: typeof extra.price === 'string' ? extra.price : fromAtomicOrRaw(accepted.amount),
    nonce: extra.nonce,
    from: inner.from,
    payTo: accepted.payTo,
    txHash: inner.txHash,
    proof: inner.proof,
    ...(inner.prev !== undefined ? { prev: inner.prev } : {}),
  });
}

/** The v2 payment a client sends for a dialect payload signed against `accepted`. */
export function localCreditPayloadToV2(
  payload: PaymentPayload,
  accepted: PaymentRequirementsV2,
  resource: PaymentRequiredV2['resource'],
): PaymentPayloadV2 {
  const inner: LocalCreditPayloadV2 = {
    from: payload.from,
    txHash: payload.txHash,
    proof: payload.proof,
    ...(payload.prev !== undefined ? { prev: payload.prev } : {}),
  };
  return { x402Version: 2, resource, accepted, payload: { ...inner } };
}

/** The dialect requirement a v2 local-credit entry stands for: what signLocalCreditPayment signs against. */
export function localCreditRequirementFromV2(accepted: PaymentRequirementsV2): PaymentRequirement {
  const extra = isRecord(accepted.extra) ? accepted.extra : {};
  const price = extra.price;
  const nonce = extra.nonce;
  const resource = extra.resource;
  if (typeof price !== 'string' || !isPrice(price)) fail('accepted.extra.price', 'must be a decimal string');
  if (typeof nonce !== 'string') fail('accepted.extra.nonce', 'must be the quote nonce');
  if (typeof resource !== 'string') fail('accepted.extra.resource', 'must be the resource path');
  return {
    scheme: 'local-credit',
    network: localCreditNetworkV1(accepted.network),
    asset: accepted.asset,
    payTo: accepted.payTo,
    maxAmountRequired: price,
    resource,
    description: '',
    nonce,
    expires_at: typeof extra.expires_at === 'number' ? extra.expires_at : 0,
    maxTimeoutSeconds: accepted.maxTimeoutSeconds,
    requires: [],
    total: price,
    self_contained: true,
    single_use: true,
  };
}

function toAtomicOrNull(price: string): string | null {
  try {
    return toAtomic(price, LOCAL_CREDIT_DECIMALS);
  } catch {
    return null;
  }
}

function fromAtomicOrRaw(atomic: string): string {
  try {
    return fromAtomic(atomic, LOCAL_CREDIT_DECIMALS);
  } catch {
    return atomic;
  }
}

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ZodIssueLike[] } };
}

interface ZodIssueLike {
  path: (string | number)[];
  message: string;
}

/**
 * The value itself once the schema accepts it. The schema's parsed copy is not returned: it drops nothing we keep,
 * and returning the original keeps `@x402/core`'s declared types (a CAIP-2 template literal) rather than the
 * schema's wider ones.
 */
function parseOrFail<T>(schema: Schema, value: unknown, name: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return value as T;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${name}.${issue.path.join('.')}` : name;
  fail(where, issue?.message ?? 'does not match the x402 v2 schema');
}

function boundedHeader(header: string, maxLength: number, name: string): string {
  if (typeof header !== 'string') fail('header', `${name} must be a string, got ${typeof header}`);
  if (header.length > maxLength) fail('header', `${name} is longer than ${maxLength} characters`);
  const text = header.trim();
  if (text === '') fail('header', `${name} is empty`);
  return text;
}

function decodeBase64Json(header: string, maxLength: number, name: string): unknown {
  const text = boundedHeader(header, maxLength, name);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) fail('header', `${name} is not base64`);
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'base64'));
  } catch {
    fail('header', `${name} decodes to bytes that are not UTF-8`);
  }
  try {
    return JSON.parse(decoded) as unknown;
  } catch {
    fail('header', `${name} is base64 but not of JSON`);
  }
}

function fail(field: string, problem: string): never {
  throw new InvalidInputError('x402_payment', `${field}: ${problem}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
