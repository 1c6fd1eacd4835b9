import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/canonical/canonical.js';
import { InvalidInputError } from '../src/errors/invalid-input.js';
import { addressOf } from '../src/identity/keys.js';
import { signMessage } from '../src/identity/signed-message.js';
import {
  ainPaymentDigest,
  signAinTransferPayment,
  transferKeyFor,
  verifyAinTransferProof,
} from '../src/x402/ain-transfer.js';
import {
  MAX_PAYMENT_HEADER_LENGTH,
  decodePaymentHeader,
  decodeRequirementsHeader,
  encodePaymentHeader,
  encodeRequirementsHeader,
} from '../src/x402/headers.js';
import {
  localCreditIntent,
  localCreditTxHash,
  signLocalCreditPayment,
  verifyLocalCreditPayment,
} from '../src/x402/local-credit.js';
import type { PaymentPayload, PaymentRequirement } from '../src/x402/types.js';

const ain = createRequire(import.meta.url)('@ainblockchain/ain-util') as {
  ecVerifySig(message: string, signature: string, address: string): boolean;
};

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const BUYER_KEY = sha256('buyer');
const BUYER = addressOf(BUYER_KEY);
const SELLER = addressOf(sha256('seller'));
const NONCE = '14dffec7b7d8d2040bcfdb57';
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

function requirement(overrides: Partial<PaymentRequirement> = {}): PaymentRequirement {
  return {
    scheme: 'local-credit',
    network: 'local',
    asset: 'CREDIT',
    payTo: SELLER,
    maxAmountRequired: '2',
    resource: '/x402/patch/x402-doc-check',
    description: 'knowledge x402-doc-check',
    nonce: NONCE,
    expires_at: 1_700_000_600_000,
    requires: [],
    total: '2',
    self_contained: true,
    single_use: true,
    ...overrides,
  };
}

function refusalOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof InvalidInputError && err.kind === 'x402_payment') return err.reason;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('local-credit intent', () => {
  it('hashes the documented worked example', () => {
    const intent = localCreditIntent({
      resource: '/x402/patch/x402-doc-check',
      amount: '2',
      nonce: NONCE,
      payTo: '0x969B880f014eDA7DAcC7a4490F7bCe3484f2BF04',
      from: '0xFCAd0B19bB29D4674531d6f115237E16AfCE377c',
    });
    expect(canonicalJson(intent)).toBe(
      '{"amount":"2","from":"0xFCAd0B19bB29D4674531d6f115237E16AfCE377c","nonce":"14dffec7b7d8d2040bcfdb57","payTo":"0x969B880f014eDA7DAcC7a4490F7bCe3484f2BF04","resource":"/x402/patch/x402-doc-check"}',
    );
    expect(localCreditTxHash(intent)).toBe('2de6d2aa7d93f3e6a5aa6e6ecc98c9ef94f26c9c3d6a6556408ccd54c418960c');
  });

  it('commits to exactly five fields', () => {
    const extra = { amount: '2', from: BUYER, nonce: NONCE, payTo: SELLER, resource: '/r', memo: 'x' };
    expect(Object.keys(localCreditIntent(extra))).toEqual(['amount', 'from', 'nonce', 'payTo', 'resource']);
    expect(localCreditTxHash(extra)).toBe(localCreditTxHash(localCreditIntent(extra)));
  });
});

describe('X-PAYMENT for local-credit', () => {
  const req = requirement();
  const payload = signLocalCreditPayment({ requirement: req, privateKey: BUYER_KEY });

  it('round-trips through the header and verifies', () => {
    expect(payload).toMatchObject({ scheme: 'local-credit', amount: '2', nonce: NONCE, from: BUYER, payTo: SELLER });
    expect(payload.txHash).toMatch(/^[0-9a-f]{64}$/);
    const decoded = decodePaymentHeader(encodePaymentHeader(payload));
    expect(decoded).toEqual(payload);
    expect(verifyLocalCreditPayment(decoded, req)).toEqual({ ok: true });
    // The reference verifier accepts the proof over the hex text.
    expect(ain.ecVerifySig(payload.txHash, payload.proof, BUYER)).toBe(true);
  });

  it('also reads raw JSON and URL-safe base64, and drops unknown fields', () => {
    expect(decodePaymentHeader(JSON.stringify(payload))).toEqual(payload);
    const urlSafe = encodePaymentHeader(payload).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodePaymentHeader(urlSafe)).toEqual(payload);
    expect(decodePaymentHeader(b64({ ...payload, extra: 1 }))).toEqual(payload);
    expect(decodePaymentHeader(b64({ ...payload, to: SELLER })).to).toBe(SELLER);
  });

  it('accepts paying more than the price when the payer signed that amount', () => {
    for (const amount of ['2.0', '2.50', '10']) {
      const txHash = localCreditTxHash({ amount, from: BUYER, nonce: NONCE, payTo: SELLER, resource: req.resource });
      const p = { ...payload, amount, txHash, proof: signMessage(txHash, BUYER_KEY) };
      expect(verifyLocalCreditPayment(p, req)).toEqual({ ok: true });
    }
  });

  it('refuses each tampered field with a reason', () => {
    const check = (p: PaymentPayload, r: PaymentRequirement = req) => {
      const result = verifyLocalCreditPayment(p, r);
      return result.ok ? 'ok' : result.reason;
    };
    expect(check({ ...payload, amount: '1.99' })).toBe('amount below price');
    expect(check({ ...payload, amount: '3' })).toBe('txHash does not match the payment intent');
    expect(check({ ...payload, nonce: 'aaaaaaaaaaaaaaaaaaaaaaaa' })).toBe('nonce does not match the quote');
    expect(check({ ...payload, txHash: 'f'.repeat(64) })).toBe('txHash does not match the payment intent');
    expect(check({ ...payload, proof: signMessage(payload.txHash, sha256('mallory')) })).toBe(
      'invalid payment signature',
    );
    expect(check({ ...payload, from: addressOf(sha256('mallory')) })).toBe('txHash does not match the payment intent');
    expect(check({ ...payload, payTo: BUYER })).toBe('payTo is not the seller');
    expect(check({ ...payload, asset: 'AIN' })).toBe('asset does not match the quote');
    expect(check({ ...payload, network: 'ain:local' })).toBe('network does not match the quote');
    expect(check({ ...payload, scheme: 'ain-transfer' })).toBe('unsupported scheme ain-transfer');
    expect(check(payload, requirement({ resource: '/x402/patch/other' }))).toBe(
      'txHash does not match the payment intent',
    );
    expect(verifyLocalCreditPayment(payload, req, { now: req.expires_at + 1 })).toEqual({
      ok: false,
      reason: 'unknown or expired nonce',
    });
  });

  it('signs only local-credit quotes', () => {
    expect(() =>
      signLocalCreditPayment({ requirement: requirement({ scheme: 'ain-transfer' }), privateKey: BUYER_KEY }),
    ).toThrow(/scheme/);
  });
});

describe('decoding X-PAYMENT strictly', () => {
  const payload = signLocalCreditPayment({ requirement: requirement(), privateKey: BUYER_KEY });

  it('refuses garbage, oversize and non-object headers', () => {
    expect(refusalOf(() => decodePaymentHeader('!!not base64!!'))).toMatch(/^header: .*neither base64 nor JSON/);
    expect(refusalOf(() => decodePaymentHeader(b64('just text')))).toMatch(/^header: .*not of JSON/);
    expect(refusalOf(() => decodePaymentHeader(Buffer.from([0xff, 0xfe, 0x00]).toString('base64')))).toMatch(/UTF-8/);
    expect(refusalOf(() => decodePaymentHeader('{"scheme":'))).toMatch(/^header: .*not valid JSON/);
    expect(refusalOf(() => decodePaymentHeader(''))).toMatch(/empty/);
    expect(refusalOf(() => decodePaymentHeader('A'.repeat(MAX_PAYMENT_HEADER_LENGTH + 1)))).toMatch(/longer than/);
    expect(refusalOf(() => decodePaymentHeader(b64([payload])))).toMatch(/^payload: must be a JSON object/);
    expect(refusalOf(() => decodePaymentHeader(b64(null)))).toMatch(/^payload/);
    expect(refusalOf(() => decodePaymentHeader(42 as unknown as string))).toMatch(/must be a string/);
  });

  const wrong: Array<[keyof PaymentPayload, unknown]> = [
    ['scheme', 'exact'],
    ['scheme', undefined],
    ['network', ''],
    ['asset', 7],
    ['amount', 2],
    ['amount', '2.'],
    ['amount', '-1'],
    ['amount', '1e3'],
    ['nonce', NONCE.slice(1)],
    ['nonce', NONCE.toUpperCase()],
    ['from', 'buyer'],
    ['payTo', `${SELLER}0`],
    ['txHash', 'a'.repeat(63)],
    ['txHash', `0x${'a'.repeat(64)}`],
    ['txHash', 'A'.repeat(64)],
    ['proof', '0x1234'],
    ['proof', null],
    ['to', 'nobody'],
  ];
  for (const [field, value] of wrong) {
    it(`names ${field} when it is ${JSON.stringify(value) ?? 'missing'}`, () => {
      expect(refusalOf(() => decodePaymentHeader(b64({ ...payload, [field]: value })))).toMatch(
        new RegExp(`^${field}: `),
      );
    });
  }

  it('accepts 0x-prefixed chain hashes for ain-transfer only', () => {
    const ainPayload = { ...payload, scheme: 'ain-transfer', txHash: `0x${'a'.repeat(64)}` };
    expect(decodePaymentHeader(b64(ainPayload)).txHash).toBe(`0x${'a'.repeat(64)}`);
  });
});

describe('x-payment-required', () => {
  const local = requirement();
  const chain = requirement({
    scheme: 'ain-transfer',
    network: 'ain:local',
    asset: 'AIN',
    transfer_key: transferKeyFor(NONCE, '/x402/patch/x402-doc-check'),
    requires: [{ id: 'base-1', price: '0.5' }],
    total: '2.5',
    self_contained: false,
  });

  it('round-trips', () => {
    expect(decodeRequirementsHeader(encodeRequirementsHeader([local, chain]))).toEqual([local, chain]);
  });

  it('skips schemes it does not know but refuses a list with none it knows', () => {
    const future = { ...local, scheme: 'exact' };
    expect(decodeRequirementsHeader(b64([future, local]))).toEqual([local]);
    expect(refusalOf(() => decodeRequirementsHeader(b64([future])))).toMatch(/^requirements: no entry/);
    expect(refusalOf(() => decodeRequirementsHeader(b64(local)))).toMatch(/^requirements: must be a JSON array/);
  });

  it('names the bad field with its position', () => {
    const { nonce: _dropped, ...noNonce } = local;
    expect(refusalOf(() => decodeRequirementsHeader(b64([noNonce])))).toMatch(/^requirements\[0\]\.nonce: /);
    expect(refusalOf(() => decodeRequirementsHeader(b64([local, { ...chain, maxAmountRequired: 2 }])))).toMatch(
      /^requirements\[1\]\.maxAmountRequired: /,
    );
    expect(refusalOf(() => decodeRequirementsHeader(b64([{ ...local, expires_at: '1' }])))).toMatch(/expires_at/);
    expect(refusalOf(() => decodeRequirementsHeader(b64([{ ...local, requires: [{ price: 1 }] }])))).toMatch(
      /^requirements\[0\]\.requires\[0\]\.price: /,
    );
    expect(refusalOf(() => decodeRequirementsHeader(b64([{ ...local, resource: 'x402/patch' }])))).toMatch(/resource/);
  });
});

describe('ain-transfer helpers', () => {
  it('derives the transfer key from nonce and the tail of the resource', () => {
    expect(transferKeyFor(NONCE, '/x402/patch/x402-doc-check')).toBe(`x402_${NONCE}__x402_patch_x402-doc-check`);
    const long = `/x402/patch/${'a'.repeat(50)}.v2`;
    expect(transferKeyFor(NONCE, long)).toBe(`x402_${NONCE}_${'a'.repeat(37)}_v2`);
  });

  it('hashes the documented digest string', () => {
    const tx = `0x${'ab'.repeat(32)}`;
    expect(ainPaymentDigest(tx, NONCE)).toBe(sha256(`x402-ain:${tx}:${NONCE}`));
  });

  it('signs and checks the payer proof', () => {
    const req = requirement({ scheme: 'ain-transfer', network: 'ain:local', asset: 'AIN' });
    const tx = `0x${'cd'.repeat(32)}`;
    const payload = signAinTransferPayment({ requirement: req, txHash: tx, privateKey: BUYER_KEY });
    expect(decodePaymentHeader(encodePaymentHeader(payload))).toEqual(payload);
    expect(verifyAinTransferProof(payload, req)).toEqual({ ok: true });
    expect(verifyAinTransferProof({ ...payload, from: SELLER }, req)).toEqual({
      ok: false,
      reason: 'payment proof is not signed by the payer',
    });
    expect(verifyAinTransferProof({ ...payload, txHash: `0x${'ce'.repeat(32)}` }, req)).toMatchObject({ ok: false });
    expect(verifyAinTransferProof({ ...payload, nonce: 'b'.repeat(24) }, req)).toMatchObject({
      reason: expect.stringMatching(/not made against this quote/),
    });
    expect(verifyAinTransferProof(payload, requirement())).toMatchObject({ ok: false });
  });
});
