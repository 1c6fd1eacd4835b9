import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurchaseJournal } from '../src/money/journal.js';
import type { RequestRecord } from '../src/node-client/index.js';
import { BUYER_PASSWORD, SELLER_PASSWORD, startMoneyCluster, until, type MoneyCluster } from './money-cluster.js';
import { callTool, inProcessSession, type InProcessSession, type SessionOptions } from './node-fixture.js';
import type { Json } from './stdio-harness.js';

/**
 * Buying for real, in process: a seller node and a buyer node, peered, and this server in front of the buyer.
 * quote → buy → receipt moves exactly the price, visible in both wallets; a key used twice never reaches the node
 * again; twenty buys racing with one quote settle once.
 */

const FACTS = [
  { prompt: 'Which river feeds the lake of Orrin?', answer: 'Tessaly' },
  { prompt: 'Which lake of Orrin never freezes?', answer: 'Warmwell' },
];

let cluster: MoneyCluster;
const seen: string[] = [];
const requests: RequestRecord[] = [];

beforeAll(async () => {
  cluster = await startMoneyCluster();
  await cluster.sell({ id: 'orrin-lakes', name: 'Lakes of Orrin', description: 'Lakes.', price: '4' }, FACTS);
  await cluster.sell({ id: 'orrin-rivers', name: 'Rivers of Orrin', description: 'Rivers.', price: '2' }, [
    { prompt: 'Which river of Orrin runs north?', answer: 'Calder' },
  ]);
  await cluster.sell({ id: 'orrin-hills', name: 'Hills of Orrin', description: 'Hills.', price: '1' }, [
    { prompt: 'Which hill of Orrin is the tallest?', answer: 'Greyhorn' },
  ]);
  await cluster.sell({ id: 'orrin-atlas', name: 'Atlas of Orrin', description: 'Everything.', price: '500' }, [
    { prompt: 'Which town of Orrin has a glass bridge?', answer: 'Vell' },
  ]);
  await cluster.sell({ id: 'orrin-fens', name: 'Fens of Orrin', description: 'Fens.', price: '1' }, [
    { prompt: 'Which fen of Orrin glows at night?', answer: 'Lanternmoss' },
  ]);
}, 180_000);

afterAll(async () => {
  await cluster?.close();
});

function session(env: Record<string, string> = {}, options: SessionOptions = {}): Promise<InProcessSession> {
  return inProcessSession(
    cluster.buyer.node.url,
    { AINIZE_OPERATOR_PASSWORD: BUYER_PASSWORD, AINIZE_MCP_SESSION_BUDGET: '10', ...env },
    { name: 'money-e2e', record: requests, ...options },
  );
}

const call = (mcp: Client, name: string, args: Record<string, unknown>) => callTool(mcp, name, args, seen);

async function finish(mcp: Client, jobId: string): Promise<Json> {
  for (let i = 0; i < 30; i++) {
    const status = await call(mcp, 'job_status', { job_id: jobId, wait_ms: 10_000 });
    if (!['queued', 'running'].includes(status.json.state)) return status.json;
  }
  throw new Error(`job ${jobId} did not finish`);
}

async function wallet(url: string, password: string): Promise<Json> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${url}/api/me/wallet`, { headers: { authorization: `Bearer ${token}` } });
  return res.json();
}

async function settlements(id: string): Promise<Json[]> {
  const res = await fetch(`${cluster.seller.node.url}/api/patches/${id}/records`);
  const body = (await res.json()) as { items: Json[] };
  return body.items.filter((r) => r.kind === 'settle');
}

const buyCalls = (id: string) => requests.filter((r) => r.method === 'POST' && r.path === `/api/patches/${id}/buy`);

/** One journal for the sessions that stand for one server process, so they share its budget. */
const journal = PurchaseJournal.inMemory();

describe('quote → buy → receipt', () => {
  it('quotes from the seller’s own 402, pays exactly the price once, and shows it in both wallets', async () => {
    const s = await session({}, { journal });
    try {
      const sellerBefore = await wallet(cluster.seller.node.url, SELLER_PASSWORD);
      const buyerBefore = await wallet(cluster.buyer.node.url, BUYER_PASSWORD);
      const q = (await call(s.client, 'quote', { id: 'orrin-lakes' })).json;
      expect(q).toMatchObject({
        binding: true,
        total_requested: '4',
        scheme: 'local-credit',
        network: 'local',
        currency: 'CREDIT',
      });
      expect(q.items[0]).toMatchObject({
        scheme: 'local-credit',
        pay_to: cluster.seller.signer.address,
        nonce: expect.stringMatching(/^[0-9a-f]{24}$/),
      });
      const started = await call(s.client, 'buy', { quote_id: q.quote_id, confirm_total: '4', confirm: true });
      expect(started.isError).toBe(false);
      expect(started.json).toMatchObject({
        kind: 'buy',
        state: 'queued',
        amount: '4',
        idempotency_key: `q:${q.quote_id}`,
      });
      expect(started.json.job_id).toMatch(/^by_[0-9a-f]{12}$/);
      expect(started.json.budget).toMatchObject({ reserved: '4', remaining: '6' });
      const done = await finish(s.client, started.json.job_id);
      expect(done.state).toBe('done');
      expect(done.result).toMatchObject({
        patch_id: 'orrin-lakes',
        amount: '4',
        scheme: 'local-credit',
        body_present: true,
        applied: false,
        budget: { spent: '4', reserved: '0', remaining: '6' },
      });
      expect(done.result.steps.map((step: { step: string }) => step.step)).toEqual([
        'quorum',
        '402',
        'settled',
        'download',
      ]);
      expect(JSON.stringify(done)).not.toMatch(/download_token|manifest|token=/);

      // Exactly the price left the buyer; the seller's line is what the settlement's split gave it.
      const [sale] = await settlements('orrin-lakes');
      expect(sale.body).toMatchObject({
        buyer: cluster.buyer.signer.address,
        amount: '4',
        tx_hash: done.result.tx_hash,
      });
      const split = Object.values(sale.body.split as Record<string, string>).reduce((a, b) => a + Number(b), 0);
      expect(split).toBeCloseTo(4, 9);
      // The buyer's wallet reads its own copy of the ledger, which the seller's settle record reaches by gossip.
      const buyerAfter = await until(
        () => wallet(cluster.buyer.node.url, BUYER_PASSWORD),
        (w) => w.spent === '4',
        'the purchase in the buyer’s wallet',
      );
      const sellerAfter = await wallet(cluster.seller.node.url, SELLER_PASSWORD);
      expect(Number(buyerBefore.balance) - Number(buyerAfter.balance)).toBe(4);
      const sellerLine = sale.body.split[cluster.seller.signer.address];
      expect(Number(sellerAfter.balance) - Number(sellerBefore.balance)).toBeCloseTo(Number(sellerLine), 9);

      const library = (await call(s.client, 'my_library', { include: ['purchases', 'wallet', 'earnings'] })).json;
      // The key this server journalled went to the node with the buy and came back on its purchase row.
      expect(library.purchases).toEqual([
        expect.objectContaining({
          id: 'orrin-lakes',
          amount: '4',
          tx_hash: done.result.tx_hash,
          body_present: true,
          idempotency_key: started.json.idempotency_key,
        }),
      ]);
      expect(library.wallet).toMatchObject({ balance: buyerAfter.balance, spent: '4' });
      expect(library.wallet.entries[0]).toMatchObject({ kind: 'purchase', amount: '-4', patch_id: 'orrin-lakes' });
      expect(library.earnings).toMatchObject({ total: '0', items: [] });
      expect(JSON.stringify(library)).not.toMatch(/download_token|manifest/);

      const reconciled = (await call(s.client, 'reconcile_purchase', { id: 'orrin-lakes' })).json;
      expect(reconciled).toMatchObject({
        state: 'complete',
        purchase: { tx_hash: done.result.tx_hash, body_present: true },
        evidence: { purchase_row: true, wallet_entries: 1, settle_records: 1 },
      });
    } finally {
      await s.close();
    }
  });

  it('shows the seller what it earned', async () => {
    const s = await inProcessSession(cluster.seller.node.url, { AINIZE_OPERATOR_PASSWORD: SELLER_PASSWORD });
    try {
      const library = (await call(s.client, 'my_library', { include: ['earnings', 'wallet'] })).json;
      expect(library.earnings.items).toEqual([
        expect.objectContaining({ kind: 'sale', patch_id: 'orrin-lakes', counterparty: cluster.buyer.signer.address }),
      ]);
      expect(Number(library.earnings.total)).toBeGreaterThan(0);
    } finally {
      await s.close();
    }
  });

  it('refuses to buy it again with the date and tx hash, and a used key never reaches the node', async () => {
    const s = await session({}, { journal });
    try {
      const q = (await call(s.client, 'quote', { id: 'orrin-lakes' })).json;
      expect(q).toMatchObject({ total_requested: '0', confirm_with: null });
      expect(q.items[0]).toMatchObject({ already_purchased: true, needed: false });
      const before = buyCalls('orrin-lakes').length;
      const again = await call(s.client, 'buy', { quote_id: q.quote_id, confirm_total: '0', confirm: true });
      expect(again.json).toMatchObject({
        code: 'already_purchased',
        details: { tx_hash: expect.stringMatching(/^[0-9a-f]{64}$/), bought_at: expect.any(String) },
      });
      expect(again.json.message).toContain('tx ');

      const [first] = journal.entries();
      const rivers = (await call(s.client, 'quote', { id: 'orrin-rivers' })).json;
      const replay = await call(s.client, 'buy', {
        quote_id: rivers.quote_id,
        confirm_total: '2',
        confirm: true,
        idempotency_key: first!.key,
      });
      expect(replay.json).toMatchObject({
        code: 'idempotency_replay',
        details: { earlier: { patch_id: 'orrin-lakes' } },
      });
      expect(buyCalls('orrin-lakes').length).toBe(before);
      expect(buyCalls('orrin-rivers')).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('counts what was spent against the cap of a later purchase', async () => {
    const s = await session({ AINIZE_MCP_SESSION_BUDGET: '5' }, { journal });
    try {
      const q = (await call(s.client, 'quote', { id: 'orrin-rivers' })).json;
      expect(q.budget).toMatchObject({ cap: '5', spent: '4', remaining: '1' });
      expect(q.affordable).toMatchObject({ requested: false, shortfall: '1' });
      const refused = await call(s.client, 'buy', { quote_id: q.quote_id, confirm_total: '2', confirm: true });
      expect(refused.json).toMatchObject({
        code: 'budget_exceeded',
        details: { currency: 'CREDIT', cap: '5', spent: '4', reserved: '0', remaining: '1', needed: '2' },
      });
    } finally {
      await s.close();
    }
  });

  it('settles once when twenty buys race with one quote and one key', async () => {
    const s = await session();
    try {
      const q = (await call(s.client, 'quote', { id: 'orrin-rivers' })).json;
      const args = {
        quote_id: q.quote_id,
        confirm_total: '2',
        confirm: true,
        idempotency_key: 'race-key-orrin-rivers',
      };
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(s.client, 'buy', args)));
      const started = answers.filter((a) => !a.isError);
      expect(started).toHaveLength(1);
      const jobId = started[0]!.json.job_id;
      // A loser that arrives while the winner's job runs is told the key is in use; one that arrives after the
      // winner settled may be told the node already holds the knowledge. Both send nothing; nothing else is right.
      const losers = answers.filter((a) => a.isError).map((a) => a.json);
      expect(losers).toHaveLength(19);
      for (const loser of losers) {
        if (loser.code === 'already_purchased') {
          expect(loser.details).toMatchObject({ patch_id: 'orrin-rivers', owned: false });
        } else {
          expect(loser).toMatchObject({
            code: 'idempotency_replay',
            details: {
              idempotency_key: 'race-key-orrin-rivers',
              earlier: { patch_id: 'orrin-rivers', job_id: jobId },
            },
          });
        }
      }
      const done = await finish(s.client, jobId);
      expect(done.result).toMatchObject({ patch_id: 'orrin-rivers', amount: '2', body_present: true });
      expect(await settlements('orrin-rivers')).toHaveLength(1);
      expect(buyCalls('orrin-rivers')).toHaveLength(1);
      expect(s.context.journal.totals('CREDIT')).toEqual({ spent: '2', reserved: '0' });
    } finally {
      await s.close();
    }
  });

  it('releases the reservation when the node refuses before paying', async () => {
    const s = await session({ AINIZE_MCP_SESSION_BUDGET: '1000', AINIZE_MCP_MAX_PER_PURCHASE: '1000' });
    try {
      const q = (await call(s.client, 'quote', { id: 'orrin-atlas' })).json;
      const started = await call(s.client, 'buy', { quote_id: q.quote_id, confirm_total: '500', confirm: true });
      expect(started.json.budget).toMatchObject({ reserved: '500' });
      const failed = await finish(s.client, started.json.job_id);
      expect(failed.state).toBe('failed');
      expect(failed.error).toMatchObject({
        code: 'insufficient_credit',
        retryable: false,
        details: { money_may_have_moved: false },
      });
      expect(s.context.journal.totals('CREDIT')).toEqual({ spent: '0', reserved: '0' });
      expect(await settlements('orrin-atlas')).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('buys after the person approves in the client', async () => {
    const asked: string[] = [];
    const s = await session(
      {},
      {
        elicit: (params) => {
          asked.push(params.message);
          return { action: 'accept', content: { approve: true } };
        },
      },
    );
    try {
      const q = (await call(s.client, 'quote', { id: 'orrin-hills' })).json;
      const started = await call(s.client, 'buy', { quote_id: q.quote_id, confirm_total: '1', confirm: true });
      expect(started.json.gates_passed).toContain('a person confirmed it in the client');
      expect(asked).toHaveLength(1);
      const done = await finish(s.client, started.json.job_id);
      expect(done.result).toMatchObject({ patch_id: 'orrin-hills', amount: '1', body_present: true });
    } finally {
      await s.close();
    }
  });
});

describe('reconcile matches a purchase to its own payment only', () => {
  it('calls an intent the node refused never_paid although another intent paid the same knowledge, and counts that payment once', async () => {
    const own = PurchaseJournal.inMemory();
    const s = await session({}, { journal: own });
    try {
      // The first intent carries a quote whose amount the node no longer charges (as if the seller had quoted 3
      // for a knowledge of 1): the node refuses it before paying. It is journalled and was sent.
      const first = (await call(s.client, 'quote', { id: 'orrin-fens' })).json;
      const stored = s.context.quotes.lookup(first.quote_id);
      if (stored.state !== 'live') throw new Error('the quote should be live');
      s.context.quotes.add({ ...stored.quote, quote_id: 'q_f0f0f0f0f0f0', amount: '3', total_requested: '3' });
      const refusedStart = await call(s.client, 'buy', {
        quote_id: 'q_f0f0f0f0f0f0',
        confirm_total: '3',
        confirm: true,
        idempotency_key: 'fens-refused-1',
      });
      const refused = await finish(s.client, refusedStart.json.job_id);
      expect(refused).toMatchObject({ state: 'failed', error: { code: 'price_changed' } });
      expect(own.get('fens-refused-1')).toMatchObject({ status: 'not_paid', key_sent: true });

      // The second intent pays.
      const second = (await call(s.client, 'quote', { id: 'orrin-fens' })).json;
      const paidStart = await call(s.client, 'buy', {
        quote_id: second.quote_id,
        confirm_total: '1',
        confirm: true,
        idempotency_key: 'fens-paid-2',
      });
      const paid = await finish(s.client, paidStart.json.job_id);
      expect(paid.result).toMatchObject({ patch_id: 'orrin-fens', amount: '1', body_present: true });
      const tx = paid.result.tx_hash as string;

      // The attack: reconciling the refused intent must not take the other one's payment as its own.
      const unpaid = (await call(s.client, 'reconcile_purchase', { idempotency_key: 'fens-refused-1' })).json;
      expect(unpaid).toMatchObject({
        state: 'never_paid',
        purchase: null,
        evidence: { purchase_row: false, other_payments: 1, other_tx_hashes: [tx] },
        journal: { status_now: 'never_paid', reservation: 'released' },
      });
      expect(unpaid.next).toContain('do not buy it again');
      const mine = (await call(s.client, 'reconcile_purchase', { idempotency_key: 'fens-paid-2' })).json;
      expect(mine).toMatchObject({ state: 'complete', purchase: { tx_hash: tx }, evidence: { other_payments: 0 } });
      const byId = (await call(s.client, 'reconcile_purchase', { id: 'orrin-fens' })).json;
      expect(byId).toMatchObject({ state: 'complete', idempotency_key: 'fens-paid-2' });

      // One tx under one key, and spent counts it once.
      expect(
        own
          .entries()
          .filter((e) => e.tx_hash === tx)
          .map((e) => e.key),
      ).toEqual(['fens-paid-2']);
      expect(own.totals('CREDIT')).toEqual({ spent: '1', reserved: '0' });
      expect((await call(s.client, 'node_status', {})).json.budget).toMatchObject({ spent: '1', reserved: '0' });
      expect(await settlements('orrin-fens')).toHaveLength(1);
    } finally {
      await s.close();
    }
  });
});

describe('secrets', () => {
  it('shows no operator password in any answer', () => {
    for (const text of seen) {
      expect(text).not.toContain(BUYER_PASSWORD);
      expect(text).not.toContain(SELLER_PASSWORD);
    }
  });
});
