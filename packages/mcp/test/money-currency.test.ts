import { AinizeFailure } from '@ainize/core';
import { describe, expect, it } from 'vitest';
import { anyCapAboveZero, capIn, loadConfig, parseCapList } from '../src/config/index.js';
import { unsafeOnSharedPort } from '../src/http/refusal.js';
import { limitsIn } from '../src/money/budget.js';
import { PurchaseJournal, type Reservation } from '../src/money/journal.js';
import type { PurchaseEntry } from '../src/money/journal-lines.js';
import { reconcilePurchase } from '../src/money/reconcile.js';
import { CLOCK_SKEW_MS, matchOwnPayment, mayBeOwnUnresolved } from '../src/money/reconcile-match.js';
import { chooseScheme, exactPrice, payingOption, sellerTerms, type PayWith } from '../src/money/scheme.js';
import type {
  NodeClient,
  NodeInfo,
  PurchaseList,
  PurchaseRecord,
  SellerOffer,
  UnresolvedPayment,
} from '../src/node-client/index.js';
import { budgetFigures } from '../src/tools/budget.js';

/**
 * The pure parts of paying in more than one currency: what a cap setting means per currency, how a scheme is
 * chosen and priced from a seller's 402 (an `exact` amount is atomic and read in the token's decimals), and which
 * of the node's payments reconcile may call a purchase's own. No node: the shapes are the node's, written here.
 */

const CHAIN = 'eip155:31337';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SELLER = '0x70997970C51812dc3A65C0F58CC1A5E1c8eEfA1B';

const failureOf = async (run: () => unknown): Promise<AinizeFailure> => {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof AinizeFailure) return thrown;
    throw thrown;
  }
  throw new Error('expected an AinizeFailure');
};

function info(payments?: NodeInfo['payments']): NodeInfo {
  return {
    node: { name: 'n', address: SELLER },
    ledger: { kind: 'local' },
    runtime: {},
    quorum: 2,
    currency: 'CREDIT',
    peers: 0,
    initial_credit: '100',
    royalty_share: 0.3,
    accepts_contributions: false,
    contributor_share: 0.7,
    counts: {},
    ...(payments ? { payments } : {}),
  };
}

const WITH_CHAIN: NodeInfo['payments'] = {
  buy_with: 'exact',
  accepts: [
    { scheme: 'local-credit', network: 'local', asset: 'CREDIT', currency: 'CREDIT' },
    { scheme: 'exact', network: CHAIN, asset: TOKEN, currency: 'ATD', decimals: 6, name: 'ATD', version: '1' },
  ],
};

describe('a cap setting, per currency', () => {
  it('reads a bare number as the node’s own currency only: every other currency is 0 unless named', () => {
    const bare = { session: parseCapList('10'), per_purchase: parseCapList('10') };
    expect(limitsIn(bare, 'CREDIT', 'CREDIT')).toEqual({ cap: '10', per_purchase_cap: '10' });
    expect(limitsIn(bare, 'credit', 'CREDIT')).toEqual({ cap: '10', per_purchase_cap: '10' });
    expect(limitsIn(bare, 'ATD', 'CREDIT')).toEqual({ cap: '0', per_purchase_cap: '0' });
    // Before the node has said what its currency is, a bare cap covers nothing.
    expect(limitsIn(bare, 'CREDIT', null)).toEqual({ cap: '0', per_purchase_cap: '0' });
  });

  it('reads a list by name, and a ceiling that does not name a currency leaves it its session cap', () => {
    const caps = { session: parseCapList('10 CREDIT, 5 atd'), per_purchase: parseCapList('2') };
    expect(limitsIn(caps, 'CREDIT', 'CREDIT')).toEqual({ cap: '10', per_purchase_cap: '2' });
    expect(limitsIn(caps, 'ATD', 'CREDIT')).toEqual({ cap: '5', per_purchase_cap: '5' });
    expect(limitsIn(caps, 'USDC', 'CREDIT')).toEqual({ cap: '0', per_purchase_cap: '0' });
    expect(capIn(parseCapList('3 ATD'), 'CREDIT', 'CREDIT')).toBeNull();
  });

  it('offers buy, and refuses a shared port, for any cap above 0 in any currency', () => {
    expect(anyCapAboveZero(parseCapList('0'))).toBe(false);
    expect(anyCapAboveZero(parseCapList('0 CREDIT, 0 ATD'))).toBe(false);
    expect(anyCapAboveZero(parseCapList('0 CREDIT, 0.5 ATD'))).toBe(true);
    const port = (budget: string) =>
      unsafeOnSharedPort(loadConfig({ AINIZE_MCP_SESSION_BUDGET: budget })).map((u) => u.setting);
    expect(port('0 CREDIT, 0 ATD')).toEqual([]);
    expect(port('5 atd')).toEqual(['AINIZE_MCP_SESSION_BUDGET=5 ATD']);
  });
});

describe('the budget view', () => {
  const order = (key: string, amount: string, currency: string, patch: string): Reservation => ({
    key,
    patch_id: patch,
    amount,
    currency,
    quote_id: 'q_000000000001',
    job_id: 'by_000000000001',
  });

  it('keeps spent and reserved apart per currency, and shows the node’s own on top', () => {
    const journal = PurchaseJournal.inMemory();
    const config = loadConfig({ AINIZE_MCP_SESSION_BUDGET: '10 CREDIT, 5 ATD' });
    journal.reserve(order('credit-key-1', '4', 'CREDIT', 'k1'), { cap: '10' });
    journal.sent('credit-key-1', true);
    journal.outcome('credit-key-1', { t: 'outcome', result: 'complete', amount: '4', tx_hash: 'a'.repeat(64) });
    journal.reserve(order('token-key-2', '2', 'ATD', 'k2'), { cap: '5' });
    const view = budgetFigures({ config, journal }, 'CREDIT');
    expect(view).toMatchObject({ currency: 'CREDIT', cap: '10', spent: '4', reserved: '0', remaining: '6' });
    expect(view.by_currency).toEqual({
      CREDIT: { cap: '10', spent: '4', reserved: '0', remaining: '6', per_purchase_cap: '10' },
      ATD: { cap: '5', spent: '0', reserved: '2', remaining: '3', per_purchase_cap: '5' },
    });
    expect(budgetFigures({ config, journal }, 'CREDIT', 'atd')).toMatchObject({ currency: 'atd', remaining: '3' });
    // A token reservation never draws on the credit cap, and the other way round.
    const over = (() => {
      try {
        journal.reserve(order('token-key-3', '4', 'ATD', 'k3'), { cap: '5' });
      } catch (thrown) {
        return thrown as AinizeFailure;
      }
    })();
    expect(over?.error).toMatchObject({ code: 'budget_exceeded', details: { currency: 'ATD', remaining: '3' } });
  });

  it('shows a bare cap against the journal while the node’s currency is unknown', () => {
    const journal = PurchaseJournal.inMemory();
    const config = loadConfig({ AINIZE_MCP_SESSION_BUDGET: '10' });
    journal.reserve(order('credit-key-1', '3', 'CREDIT', 'k1'), { cap: '10' });
    expect(budgetFigures({ config, journal }, null)).toMatchObject({
      currency: null,
      cap: '10',
      reserved: '3',
      remaining: '7',
    });
  });

  it('counts one payment once even when a journal written before holds it under two keys', () => {
    const journal = PurchaseJournal.inMemory();
    const tx = 'b'.repeat(64);
    for (const key of ['older-key-1', 'other-key-2']) {
      journal.reserve(order(key, '1', 'CREDIT', 'k1'), { cap: '10' });
      journal.sent(key, false);
      // The second line is what the old reconcile wrote; outcome lines are how a replayed file would carry it.
      journal.outcome(key, { t: 'outcome', result: 'complete', amount: '1', tx_hash: tx });
    }
    expect(journal.totals('CREDIT')).toEqual({ spent: '1', reserved: '0' });
    expect(() => journal.reconciled('other-key-2', { t: 'reconciled', state: 'recovered', tx_hash: tx })).toThrow(
      /already journalled under idempotency key older-key-1/,
    );
  });
});

describe('choosing a scheme and reading its price', () => {
  it('takes the call’s scheme, then AINIZE_MCP_SCHEME, then the node’s buy_with, then local credit', () => {
    expect(chooseScheme('local-credit', 'exact', info(WITH_CHAIN))).toBe('local-credit');
    expect(chooseScheme(undefined, 'local-credit', info(WITH_CHAIN))).toBe('local-credit');
    expect(chooseScheme(undefined, null, info(WITH_CHAIN))).toBe('exact');
    expect(chooseScheme(undefined, null, info())).toBe('local-credit');
  });

  it('pays in what /api/info lists, and refuses a scheme the node cannot pay in, by name', async () => {
    expect(payingOption(info(WITH_CHAIN), 'exact')).toEqual({
      scheme: 'exact',
      network: CHAIN,
      asset: TOKEN,
      currency: 'ATD',
      decimals: 6,
    });
    // A node that predates `payments` pays its own credit and nothing else.
    expect(payingOption(info(), 'local-credit')).toMatchObject({ asset: 'CREDIT', currency: 'CREDIT' });
    expect((await failureOf(() => payingOption(info(), 'exact'))).code).toBe('scheme_unavailable');
    const noDecimals = { ...WITH_CHAIN!, accepts: [{ ...WITH_CHAIN!.accepts[1]!, decimals: undefined }] };
    const refused = await failureOf(() => payingOption(info(noDecimals as NodeInfo['payments']), 'exact'));
    expect(refused.error).toMatchObject({ code: 'scheme_unavailable', retryable: false });
  });

  it('reads an exact amount in the token’s smallest units', () => {
    expect(exactPrice('2500000', 6)).toBe('2.5');
    expect(exactPrice('1', 6)).toBe('0.000001');
    expect(exactPrice('25000000000000000000', 18)).toBe('25');
    expect(() => exactPrice('2.5', 6)).toThrow();
  });

  const credit: PayWith = {
    scheme: 'local-credit',
    network: 'local',
    asset: 'CREDIT',
    currency: 'CREDIT',
    decimals: null,
  };
  const exact: PayWith = { scheme: 'exact', network: CHAIN, asset: TOKEN, currency: 'ATD', decimals: 6 };
  const requirement = {
    scheme: 'local-credit' as const,
    network: 'local',
    asset: 'CREDIT',
    payTo: SELLER,
    maxAmountRequired: '2.50',
    resource: '/x402/patch/k1',
    description: '',
    nonce: 'abcdef0123456789abcdef01',
    expires_at: 1_800_000_000_000,
    requires: [],
    total: '2.50',
    self_contained: true,
    single_use: true,
  };
  const dialectOnly: SellerOffer = {
    dialect: { x402Version: 1, requirements: [requirement], accepts: [requirement] },
    v2: null,
    v2_problem: null,
  };
  const both: SellerOffer = {
    ...dialectOnly,
    v2: {
      x402Version: 2,
      resource: { url: 'http://seller/x402/patch/k1', description: 'k1', mimeType: 'application/json' },
      accepts: [
        {
          scheme: 'exact',
          network: CHAIN,
          asset: TOKEN.toLowerCase(),
          amount: '2500000',
          payTo: SELLER,
          maxTimeoutSeconds: 600,
          extra: { name: 'ATD', version: '1' },
        },
      ],
    },
  };

  it('prices local credit from the dialect and exact from the v2 offer, each in its own currency', () => {
    expect(sellerTerms(dialectOnly, credit, 'k1')).toMatchObject({
      scheme: 'local-credit',
      price: '2.5',
      currency: 'CREDIT',
      pay_to: SELLER,
      nonce: requirement.nonce,
    });
    expect(sellerTerms(both, exact, 'k1')).toEqual({
      scheme: 'exact',
      network: CHAIN,
      asset: TOKEN.toLowerCase(),
      currency: 'ATD',
      pay_to: SELLER,
      price: '2.5',
      nonce: null,
      nonce_expires_at: null,
    });
  });

  it('refuses a seller that does not take the scheme, or takes it on another chain, naming what it offers', async () => {
    const none = await failureOf(() => sellerTerms(dialectOnly, exact, 'k1'));
    expect(none.error).toMatchObject({ code: 'scheme_not_offered', retryable: false });
    expect(none.message).toContain('local-credit (CREDIT)');
    expect(none.message).toContain('scheme: "local-credit"');
    const otherChain = await failureOf(() => sellerTerms(both, { ...exact, network: 'eip155:8453' }, 'k1'));
    expect(otherChain.error.details).toMatchObject({
      offered: expect.arrayContaining([`exact on ${CHAIN} (${TOKEN.toLowerCase()})`]),
    });
    const otherCredit = await failureOf(() =>
      sellerTerms(dialectOnly, { ...credit, asset: 'AIN', currency: 'AIN' }, 'k1'),
    );
    expect(otherCredit.code).toBe('scheme_not_offered');
  });
});

describe('which payment is a purchase’s own', () => {
  const SENT = '2026-09-04T10:00:00.000Z';
  const entry = (over: Partial<PurchaseEntry> = {}): PurchaseEntry => ({
    key: 'mine-key-1',
    patch_id: 'k1',
    quote_id: 'q_000000000001',
    job_id: 'by_000000000001',
    currency: 'CREDIT',
    scheme: 'local-credit',
    network: 'local',
    key_sent: true,
    quoted: '1',
    status: 'unknown',
    hold: 'reserved',
    amount: '1',
    tx_hash: null,
    bought_at: null,
    error_code: null,
    intent_at: SENT,
    sent_at: SENT,
    updated_at: SENT,
    was_uncertain: true,
    ...over,
  });
  const row = (over: Partial<PurchaseRecord> = {}): PurchaseRecord => ({
    patch_id: 'k1',
    amount: '1',
    currency: 'CREDIT',
    scheme: 'local-credit',
    tx_hash: 'c'.repeat(64),
    settle_record_id: 'r1',
    seller: SELLER,
    gateway: 'http://seller/x402/patch/k1',
    patch_sha256: 'd'.repeat(64),
    bought_at: '2026-09-04T10:00:01.000Z',
    body_present: true,
    ...over,
  });
  const nobody = () => undefined;

  it('takes the row whose key is this purchase’s, and no row that names another key or none', () => {
    const seen = { wallet: null, settles: null };
    expect(
      matchOwnPayment(entry(), { row: row({ idempotency_key: 'mine-key-1' }), ...seen }, nobody).row,
    ).toBeDefined();
    for (const key of ['other-key-2', null]) {
      const matched = matchOwnPayment(entry(), { row: row({ idempotency_key: key }), ...seen }, nobody);
      expect(matched.row, String(key)).toBeUndefined();
      expect(matched.others).toEqual({ count: 1, tx_hashes: ['c'.repeat(64)] });
    }
  });

  it('on a node that reports no keys, never takes a tx another entry holds, nor a payment older than the request', () => {
    const seen = { wallet: null, settles: null };
    const keyless = row();
    expect(matchOwnPayment(entry(), { row: keyless, ...seen }, nobody).row).toBe(keyless);
    expect(matchOwnPayment(entry(), { row: keyless, ...seen }, () => 'other-key-2').row).toBeUndefined();
    expect(matchOwnPayment(entry(), { row: keyless, ...seen }, () => 'mine-key-1').row).toBe(keyless);
    const older = row({ bought_at: new Date(Date.parse(SENT) - CLOCK_SKEW_MS - 1).toISOString() });
    expect(matchOwnPayment(entry(), { row: older, ...seen }, nobody).row).toBeUndefined();
    const withinSkew = row({ bought_at: new Date(Date.parse(SENT) - CLOCK_SKEW_MS + 1).toISOString() });
    expect(matchOwnPayment(entry(), { row: withinSkew, ...seen }, nobody).row).toBe(withinSkew);
    // A purchase journalled before keys were sent is judged the same way, even by a node that reports keys.
    expect(
      matchOwnPayment(entry({ key_sent: false }), { row: row({ idempotency_key: null }), ...seen }, () => 'x-key-9')
        .row,
    ).toBeUndefined();
  });

  it('gives a purchase whose request never left nothing at all', () => {
    const matched = matchOwnPayment(
      entry({ sent_at: null }),
      { row: row({ idempotency_key: 'mine-key-1' }), wallet: null, settles: null },
      nobody,
    );
    expect(matched).toMatchObject({ row: undefined, wallet: [], settles: [] });
  });

  it('waits only for a payment in doubt that may be this purchase’s', () => {
    const open = (over: Partial<UnresolvedPayment>): UnresolvedPayment => ({
      patch_id: 'k1',
      amount: '1',
      currency: 'ATD',
      tx_hash: '',
      seller: SELLER,
      gateway: 'http://seller/x402/patch/k1',
      started_at: '2026-09-04T10:00:01.000Z',
      quote_expires_at: '2026-09-04T10:10:01.000Z',
      scheme: 'exact',
      ...over,
    });
    expect(mayBeOwnUnresolved(entry(), open({ idempotency_key: 'mine-key-1' }))).toBe(true);
    expect(mayBeOwnUnresolved(entry(), open({ idempotency_key: 'other-key-2' }))).toBe(false);
    expect(mayBeOwnUnresolved(entry(), open({}))).toBe(true);
    expect(mayBeOwnUnresolved(entry(), open({ started_at: '2026-09-04T09:00:00.000Z' }))).toBe(false);
    expect(mayBeOwnUnresolved(undefined, open({ idempotency_key: 'other-key-2' }))).toBe(true);
  });
});

/**
 * A node client that answers the reconcile's four reads from fixed values. Only those four are called; anything
 * else would be a reconcile reaching further than it should, and fails.
 */
function readOnlyNode(purchases: PurchaseList): NodeClient {
  const fixed = {
    myPurchases: async () => purchases,
    wallet: async () => ({ address: SELLER, currency: 'CREDIT', balance: '0', spent: '0', earned: '0', entries: [] }),
    records: async () => ({ id: 'k1', total: 0, items: [] }),
    nodeAddress: async () => SELLER,
  };
  return new Proxy(fixed, {
    get: (target, name) => {
      if (name in target) return target[name as keyof typeof target];
      throw new Error(`reconcile must not call ${String(name)}`);
    },
  }) as unknown as NodeClient;
}

describe('reconcile against a node that reports no keys', () => {
  it('calls the unpaid intent never_paid when the only payment is held by another entry', async () => {
    const journal = PurchaseJournal.inMemory();
    const tx = 'e'.repeat(64);
    const at = new Date(Date.now() - 120_000).toISOString();
    const reserve = (key: string) =>
      journal.reserve(
        { key, patch_id: 'k1', amount: '1', currency: 'CREDIT', quote_id: 'q_000000000001', job_id: 'by_1' },
        { cap: '10' },
      );
    reserve('unpaid-key-1');
    journal.sent('unpaid-key-1', true);
    journal.outcome('unpaid-key-1', { t: 'outcome', result: 'not_paid', code: 'price_changed' });
    reserve('paid-key-2');
    journal.sent('paid-key-2', true);
    journal.outcome('paid-key-2', { t: 'outcome', result: 'complete', amount: '1', tx_hash: tx, bought_at: at });
    // An Ainize node's row: no idempotency_key field at all.
    const keyless: PurchaseRecord = {
      patch_id: 'k1',
      amount: '1',
      currency: 'CREDIT',
      scheme: 'local-credit',
      tx_hash: tx,
      settle_record_id: 'r',
      seller: SELLER,
      gateway: 'g',
      patch_sha256: 'f'.repeat(64),
      bought_at: new Date().toISOString(),
      body_present: true,
    };
    const node = readOnlyNode({ items: [keyless] });
    const found = await reconcilePurchase(
      node,
      journal,
      { idempotency_key: 'unpaid-key-1' },
      { now: () => Date.now() + 120_000 },
    );
    expect(found).toMatchObject({
      state: 'never_paid',
      purchase: null,
      evidence: { other_payments: 1, other_tx_hashes: [tx] },
    });
    expect(
      journal
        .entries()
        .filter((e) => e.tx_hash === tx)
        .map((e) => e.key),
    ).toEqual(['paid-key-2']);
    expect(journal.totals('CREDIT')).toEqual({ spent: '1', reserved: '0' });
  });

  it('says an exact payment in doubt is settled by the chain, with the network and the tx when known', async () => {
    const journal = PurchaseJournal.inMemory();
    journal.reserve(
      {
        key: 'exact-key-1',
        patch_id: 'k1',
        amount: '2.5',
        currency: 'ATD',
        quote_id: 'q_000000000001',
        job_id: 'by_1',
        scheme: 'exact',
        network: CHAIN,
      },
      { cap: '5' },
    );
    journal.sent('exact-key-1', true);
    const node = readOnlyNode({
      items: [],
      unresolved: [
        {
          patch_id: 'k1',
          amount: '2.5',
          currency: 'ATD',
          tx_hash: '',
          seller: SELLER,
          gateway: 'g',
          started_at: new Date().toISOString(),
          quote_expires_at: '2026-09-04T10:10:00.000Z',
          scheme: 'exact',
          idempotency_key: 'exact-key-1',
        },
      ],
    });
    const refused = await failureOf(() =>
      reconcilePurchase(node, journal, { idempotency_key: 'exact-key-1' }, { unresolvedWaitMs: 0 }),
    );
    expect(refused.error).toMatchObject({
      code: 'purchase_unresolved',
      retryable: false,
      details: { scheme: 'exact', network: CHAIN, settled_by: 'chain', tx_hash: null },
    });
    expect(refused.message).toContain('The chain settles it');
    expect(journal.totals('ATD')).toEqual({ spent: '0', reserved: '2.5' });
  });
});
