import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaymentPayloadV2, PaymentRequirementsV2, SettleResponse } from '@ainize/core';
import type { VerifyResponse } from '@x402/core/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogDetail } from '../src/catalog/index.js';
import type { ExactPaymentsConfig } from '../src/home/config-schema.js';
import { HttpError } from '../src/http/errors.js';
import type { Store } from '../src/store/index.js';
import { CLAIM_LEASE_MS, type ExactChainView, type ExactSeller, createExactSeller } from '../src/x402/exact-sale.js';
import type { SaleKit } from '../src/x402/gateway.js';
import { type ChainSettlementRow, gatewayRepo } from '../src/x402/repo.js';
import { x402Migrations } from '../src/x402/schema.js';
import type { Settler } from '../src/x402/settler.js';
import { openTestStore } from './store-fixtures.js';

/**
 * Two processes serving one node: here two stores opened on the same database (one SQLite file, or one PostgreSQL
 * schema), each with its own `exact` seller and clock. A payment one of them is settling carries its claim, and the
 * other's `resume` leaves it alone until the claim lapses.
 */

const PAY_TO = `0x${'5'.repeat(40)}`;
const PAYER = `0x${'b'.repeat(40)}`;
const NONCE = `0x${'1'.repeat(64)}`;
const TX: `0x${string}` = `0x${'a'.repeat(64)}`;
const START = 1_700_000_000_000;

const config: ExactPaymentsConfig = {
  network: 'eip155:31337',
  rpcUrl: 'http://127.0.0.1:9',
  asset: `0x${'c'.repeat(40)}`,
  name: 'Claim Token',
  version: '1',
  decimals: 6,
  symbol: 'CLM',
  maxTimeoutSeconds: 600,
  facilitator: {},
};

const entry = { id: 'claimed-lesson', anchor: { price: '2' } } as unknown as CatalogDetail;

/** What a sale needs of the gateway, on `store`, with its own clock. */
function kitFor(store: Store, now: () => number): SaleKit {
  const kit = {
    deps: { store, catalog: { getEntry: (id: string) => (id === entry.id ? entry : undefined) } },
    repo: gatewayRepo(store.db),
    now,
    self: PAY_TO,
    refuse: (message: string) => new HttpError(402, message),
  };
  return kit as unknown as SaleKit;
}

/**
 * A settler that stops at a gate the test opens, either before it journals its transaction (`gateBefore: 'journal'`)
 * or after it did and before the chain answers. `sent` lists what it put on chain: only what it could journal.
 */
function gatedSettler(gateBefore: 'journal' | 'answer') {
  const sent: string[] = [];
  let arrive = () => {};
  let open = () => {};
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  const settler: Settler = {
    kind: 'self',
    verify: async () => ({ isValid: true }) as VerifyResponse,
    async settle(_payment, _requirement, onSending) {
      if (gateBefore === 'journal') {
        arrive();
        await opened;
      }
      onSending(TX);
      sent.push(TX);
      if (gateBefore === 'answer') {
        arrive();
        await opened;
      }
      const pending: SettleResponse = {
        success: false,
        errorReason: 'settlement_pending',
        transaction: TX,
        network: config.network as SettleResponse['network'],
      };
      return pending;
    },
  };
  return { settler, sent, reached, open };
}

/** A settler for the process that only resumes: it must never be asked to move anything. */
const idleSettler: Settler = {
  kind: 'self',
  verify: () => Promise.reject(new Error('the resuming process verified a payment')),
  settle: () => Promise.reject(new Error('the resuming process settled a payment')),
};

/** A chain that has not seen the authorization used, and says `state` of the journalled transaction. */
function chainSaying(state: 'unknown' | 'pending') {
  const asked: string[] = [];
  const view: ExactChainView = {
    authorizationUse: async (_payer, nonce) => {
      asked.push(nonce);
      return null;
    },
    transaction: async () => state,
  };
  return { view, asked };
}

function payment(seller: ExactSeller): PaymentPayloadV2 {
  const offer = seller.requirement(entry) as PaymentRequirementsV2;
  return {
    x402Version: 2,
    accepted: offer,
    payload: {
      signature: `0x${'0'.repeat(130)}`,
      authorization: {
        from: PAYER,
        to: PAY_TO,
        value: offer.amount,
        validAfter: '0',
        validBefore: String(Math.floor(START / 1000) + 3600),
        nonce: NONCE,
      },
    },
  };
}

/** A request's outcome, read without awaiting it. */
function track(promise: Promise<unknown>): { error?: HttpError } {
  const outcome: { error?: HttpError } = {};
  promise.catch((error: HttpError) => (outcome.error = error));
  return outcome;
}

let dir: string;
let storeA: Store;
let storeB: Store;
let clockA: number;
let clockB: number;
let kitA: SaleKit;
let kitB: SaleKit;
const row = () => gatewayRepo(storeB.db).chainSettlement(PAYER, NONCE) as ChainSettlementRow;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-exact-claim-'));
  const file = join(dir, 'node.db');
  storeA = openTestStore(file, x402Migrations);
  storeB = openTestStore(file, x402Migrations);
  clockA = START;
  clockB = START;
  kitA = kitFor(storeA, () => clockA);
  kitB = kitFor(storeB, () => clockB);
});

afterEach(() => {
  storeA.close();
  storeB.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an exact payment claimed by one process', () => {
  it("is skipped by the other process's resume while claimed, and resumed there once given up", async () => {
    const gate = gatedSettler('answer');
    const sellerA = createExactSeller({
      config,
      payTo: PAY_TO,
      settler: gate.settler,
      chain: chainSaying('pending').view,
    });
    const chainB = chainSaying('pending');
    const sellerB = createExactSeller({ config, payTo: PAY_TO, settler: idleSettler, chain: chainB.view });

    const answer = sellerA.sell(kitA, entry, payment(sellerA), () => true);
    const outcome = track(answer);
    await gate.reached;
    expect(row()).toMatchObject({ state: 'sending', tx_hash: TX, claimed_until: START + CLAIM_LEASE_MS });
    expect(row().claimed_by).toEqual(expect.any(String));

    // Just inside the claim: B neither asks the chain about the payment nor writes anything to it.
    clockB = START + CLAIM_LEASE_MS - 1;
    await sellerB.resume(kitB);
    expect(chainB.asked).toEqual([]);
    expect(row()).toMatchObject({ state: 'sending', claimed_until: START + CLAIM_LEASE_MS });

    // A's request ends unsettled (the chain has not answered) and gives its claim up: B resumes it at once.
    gate.open();
    await expect(answer).rejects.toMatchObject({ status: 502 });
    expect(outcome.error?.message).toMatch(/^settlement_pending: /);
    expect(row()).toMatchObject({ state: 'sending', claimed_by: null, claimed_until: null });
    await sellerB.resume(kitB);
    expect(chainB.asked).toEqual([NONCE]);
    // Still pending on chain: left open, and the claim B took for its round is given up again.
    expect(row()).toMatchObject({ state: 'sending', claimed_by: null });
  });

  it('is resumed by the other process once the claim lapses, as when its process died', async () => {
    const gate = gatedSettler('answer');
    const sellerA = createExactSeller({
      config,
      payTo: PAY_TO,
      settler: gate.settler,
      chain: chainSaying('pending').view,
    });
    const chainB = chainSaying('unknown');
    const sellerB = createExactSeller({ config, payTo: PAY_TO, settler: idleSettler, chain: chainB.view });

    const answer = sellerA.sell(kitA, entry, payment(sellerA), () => true);
    track(answer);
    await gate.reached;
    await sellerB.resume(kitB);
    expect(chainB.asked).toEqual([]);
    expect(row().state).toBe('sending');

    // A renews nothing (its clock stands still, as a dead process's would); past the lease B takes the payment over.
    clockB = START + CLAIM_LEASE_MS;
    await sellerB.resume(kitB);
    expect(chainB.asked).toEqual([NONCE]);
    expect(row()).toMatchObject({ state: 'failed', error: 'nothing moved on chain (transaction unknown)' });
    expect(row().claimed_by).toBeNull();

    // A, which had only stalled, writes nothing over B's outcome.
    gate.open();
    await expect(answer).rejects.toMatchObject({ status: 502 });
    expect(row()).toMatchObject({ state: 'failed', error: 'nothing moved on chain (transaction unknown)' });
  });

  it('sends nothing from a request that lost its claim before the transaction left', async () => {
    const gate = gatedSettler('journal');
    const sellerA = createExactSeller({
      config,
      payTo: PAY_TO,
      settler: gate.settler,
      chain: chainSaying('pending').view,
    });
    const chainB = chainSaying('unknown');
    const sellerB = createExactSeller({ config, payTo: PAY_TO, settler: idleSettler, chain: chainB.view });

    const answer = sellerA.sell(kitA, entry, payment(sellerA), () => true);
    const outcome = track(answer);
    await gate.reached;
    expect(row()).toMatchObject({ state: 'verifying', tx_hash: null });
    await sellerB.resume(kitB);
    expect(row().state).toBe('verifying');

    // Past the lease B finds a payment nobody is sending and ends it as never sent.
    clockB = START + CLAIM_LEASE_MS + 1;
    await sellerB.resume(kitB);
    expect(row()).toMatchObject({
      state: 'failed',
      error: 'the node stopped before it sent the payment; nothing moved',
    });

    // A wakes up and tries to journal its transaction: refused, so the transaction never leaves.
    gate.open();
    await expect(answer).rejects.toMatchObject({ status: 502 });
    expect(outcome.error?.message).toMatch(/took this payment over/);
    expect(gate.sent).toEqual([]);
    expect(row()).toMatchObject({ state: 'failed', tx_hash: null });
  });

  it('is not claimed twice: of two resumes racing over a lapsed claim, one acts', async () => {
    const gate = gatedSettler('answer');
    const sellerA = createExactSeller({
      config,
      payTo: PAY_TO,
      settler: gate.settler,
      chain: chainSaying('pending').view,
    });
    const answer = sellerA.sell(kitA, entry, payment(sellerA), () => true);
    track(answer);
    await gate.reached;

    // Both stores look past the lease at once; each resume asks the chain only for a payment it claimed.
    clockA = START + CLAIM_LEASE_MS;
    clockB = START + CLAIM_LEASE_MS;
    const chainOfA = chainSaying('pending');
    const chainOfB = chainSaying('pending');
    const resumerA = createExactSeller({ config, payTo: PAY_TO, settler: idleSettler, chain: chainOfA.view });
    const resumerB = createExactSeller({ config, payTo: PAY_TO, settler: idleSettler, chain: chainOfB.view });
    await Promise.all([resumerA.resume(kitA), resumerB.resume(kitB)]);
    expect([...chainOfA.asked, ...chainOfB.asked]).toEqual([NONCE]);

    gate.open();
    await expect(answer).rejects.toMatchObject({ status: 502 });
  });
});
