import { createHash } from 'node:crypto';
import { PaymentPayloadV2Schema, PaymentRequiredV2Schema, PaymentRequirementsV2Schema } from '@x402/core/schemas';
import { decodePaymentRequiredHeader, decodePaymentSignatureHeader } from '@x402/core/http';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/canonical/canonical.js';
import { InvalidInputError } from '../src/errors/invalid-input.js';
import { addressOf } from '../src/identity/keys.js';
import { verifyMessage } from '../src/identity/signed-message.js';
import { fromAtomic, toAtomic } from '../src/money/decimal.js';
import { decodeRequirementsHeader, encodePaymentHeader } from '../src/x402/headers.js';
import {
  localCreditIntent,
  localCreditTxHash,
  signLocalCreditPayment,
  verifyLocalCreditPayment,
} from '../src/x402/local-credit.js';
import type { PaymentRequirement } from '../src/x402/types.js';
import {
  decodePaymentRequiredV2,
  decodePaymentSignatureV2,
  encodePaymentRequiredV2,
  encodePaymentSignatureV2,
  localCreditAcceptV2,
  localCreditPayloadFromV2,
  localCreditPayloadToV2,
  localCreditRequirementFromV2,
} from '../src/x402/v2.js';

/**
 * x402 v2 beside the Ainize dialect: every header we build passes `@x402/core`'s own v2 schemas and decoders, local
 * credit travels in the v2 envelope without changing what is signed, and the payer-chain field `prev` leaves the
 * dialect's five-field intent (and its hash) untouched when it is absent.
 */

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const BUYER_KEY = sha256('buyer');
const BUYER = addressOf(BUYER_KEY);
const SELLER = addressOf(sha256('seller'));
const RESOURCE = {
  url: 'http://127.0.0.1:3422/x402/patch/x402-doc-check',
  description: 'doc check',
  mimeType: 'application/json',
};

function requirement(overrides: Partial<PaymentRequirement> = {}): PaymentRequirement {
  return {
    scheme: 'local-credit',
    network: 'local',
    asset: 'CREDIT',
    payTo: SELLER,
    maxAmountRequired: '2',
    resource: '/x402/patch/x402-doc-check',
    description: 'knowledge x402-doc-check',
    nonce: '14dffec7b7d8d2040bcfdb57',
    expires_at: 1_700_000_600_000,
    maxTimeoutSeconds: 600,
    requires: [],
    total: '2',
    self_contained: true,
    single_use: true,
    ...overrides,
  };
}

const reasonOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    if (err instanceof InvalidInputError) return err.reason;
    throw err;
  }
  throw new Error('expected a refusal');
};

describe('the payer chain in the local-credit intent', () => {
  it('hashes a first payment exactly as the node API’s five-field intent', () => {
    const five = {
      amount: '2',
      from: BUYER,
      nonce: '14dffec7b7d8d2040bcfdb57',
      payTo: SELLER,
      resource: '/x402/patch/x',
    };
    expect(canonicalJson(localCreditIntent(five))).toBe(canonicalJson(five));
    expect(localCreditTxHash(five)).toBe(sha256(canonicalJson(five)));
  });

  it('commits to prev when there is one, so the payer signs which payment it follows', () => {
    const prev = 'ab'.repeat(32);
    const payment = signLocalCreditPayment({ requirement: requirement(), privateKey: BUYER_KEY, prev });
    expect(payment.prev).toBe(prev);
    const intent = localCreditIntent({ ...payment, resource: requirement().resource });
    expect(Object.keys(intent)).toEqual(['amount', 'from', 'nonce', 'payTo', 'prev', 'resource']);
    expect(payment.txHash).toBe(sha256(canonicalJson(intent)));
    expect(verifyMessage(payment.txHash, payment.proof, BUYER)).toBe(true);
    expect(verifyLocalCreditPayment(payment, requirement()).ok).toBe(true);
    // Naming another predecessor after signing breaks the hash: prev cannot be edited by anyone but the payer.
    expect(verifyLocalCreditPayment({ ...payment, prev: 'cd'.repeat(32) }, requirement())).toEqual({
      ok: false,
      reason: 'txHash does not match the payment intent',
    });
  });

  it('accepts the dialect requirement with maxTimeoutSeconds and refuses a bad one by name', () => {
    const header = Buffer.from(JSON.stringify([requirement()])).toString('base64');
    expect(decodeRequirementsHeader(header)[0]?.maxTimeoutSeconds).toBe(600);
    const bad = Buffer.from(JSON.stringify([requirement({ maxTimeoutSeconds: -1 })])).toString('base64');
    expect(reasonOf(() => decodeRequirementsHeader(bad))).toMatch(/^requirements\[0\]\.maxTimeoutSeconds: /);
  });
});

describe('local credit in the x402 v2 envelope', () => {
  const accept = localCreditAcceptV2(requirement({ maxAmountRequired: '2.5' }), 600);

  it('writes a requirement @x402/core’s v2 schema accepts, in millionths of a credit', () => {
    expect(accept).not.toBeNull();
    expect(PaymentRequirementsV2Schema.safeParse(accept).success).toBe(true);
    expect(accept).toMatchObject({
      scheme: 'local-credit',
      network: 'ainize:local',
      asset: 'CREDIT',
      amount: '2500000',
      payTo: SELLER,
      maxTimeoutSeconds: 600,
      extra: { price: '2.5', nonce: '14dffec7b7d8d2040bcfdb57', resource: '/x402/patch/x402-doc-check' },
    });
    const offer = { x402Version: 2, resource: RESOURCE, accepts: [accept!] };
    const header = encodePaymentRequiredV2(offer);
    expect(PaymentRequiredV2Schema.safeParse(decodePaymentRequiredHeader(header)).success).toBe(true);
    expect(decodePaymentRequiredV2(header)).toEqual(offer);
  });

  it('leaves a price finer than a millionth to the dialect', () => {
    expect(localCreditAcceptV2(requirement({ maxAmountRequired: '0.0000001' }), 600)).toBeNull();
  });

  it('carries the dialect’s signed intent both ways, verified against the same quote', () => {
    const dialect = localCreditRequirementFromV2(accept!);
    expect(dialect).toMatchObject({ maxAmountRequired: '2.5', nonce: requirement().nonce, network: 'local' });
    const payment = signLocalCreditPayment({ requirement: dialect, privateKey: BUYER_KEY, prev: 'ef'.repeat(32) });
    const v2 = localCreditPayloadToV2(payment, accept!, RESOURCE);
    const header = encodePaymentSignatureV2(v2);
    expect(PaymentPayloadV2Schema.safeParse(decodePaymentSignatureHeader(header)).success).toBe(true);
    const back = localCreditPayloadFromV2(decodePaymentSignatureV2(header));
    expect(back).toEqual(payment);
    expect(verifyLocalCreditPayment(back, requirement({ maxAmountRequired: '2.5' })).ok).toBe(true);
    // The same signed payment in the dialect's X-PAYMENT: one verifier serves both envelopes.
    expect(encodePaymentHeader(back)).toBe(encodePaymentHeader(payment));
  });

  it('turns an edited echo of the requirement into a payment that does not verify', () => {
    const payment = signLocalCreditPayment({
      requirement: localCreditRequirementFromV2(accept!),
      privateKey: BUYER_KEY,
    });
    const cheaper = { ...accept!, amount: '1000000', extra: { ...accept!.extra, price: '1' } };
    const edited = localCreditPayloadFromV2(localCreditPayloadToV2(payment, cheaper, RESOURCE));
    expect(verifyLocalCreditPayment(edited, requirement({ maxAmountRequired: '2.5' }))).toMatchObject({ ok: false });
    const mismatch = { ...accept!, amount: '1' };
    expect(reasonOf(() => localCreditPayloadFromV2(localCreditPayloadToV2(payment, mismatch, RESOURCE)))).toBe(
      'accepted.amount: is not the quoted price in millionths of a credit',
    );
  });

  it('refuses a PAYMENT-SIGNATURE that is not a v2 payment, naming what is wrong', () => {
    expect(reasonOf(() => decodePaymentSignatureV2('%%%'))).toMatch(/^header: PAYMENT-SIGNATURE is not base64/);
    const v1 = Buffer.from(JSON.stringify({ x402Version: 1, scheme: 'exact', network: 'base', payload: {} })).toString(
      'base64',
    );
    expect(reasonOf(() => decodePaymentSignatureV2(v1))).toMatch(/^PAYMENT-SIGNATURE\.x402Version: /);
    expect(reasonOf(() => decodePaymentSignatureV2('A'.repeat(20_000)))).toMatch(/longer than/);
  });
});

describe('decimal amounts and smallest units', () => {
  it('converts exactly and refuses what would round', () => {
    expect(toAtomic('5', 6)).toBe('5000000');
    expect(toAtomic('0.000001', 6)).toBe('1');
    expect(toAtomic('2.500000000', 6)).toBe('2500000');
    expect(fromAtomic('2500000', 6)).toBe('2.5');
    expect(fromAtomic('0', 6)).toBe('0');
    expect(() => toAtomic('0.0000001', 6)).toThrow(/7 fractional digits/);
    expect(() => toAtomic('-1', 6)).toThrow(InvalidInputError);
    expect(() => fromAtomic('1.5', 6)).toThrow(InvalidInputError);
  });
});
