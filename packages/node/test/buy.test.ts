import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  encodePaymentHeader,
  royaltySplit,
  sha256Hex,
  signLocalCreditPayment,
  type BuyResult,
  type PaymentRequirement,
  type PurchaseList,
  type Wallet,
} from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import { purchasesRepo } from '../src/money/index.js';
import { ownPublishDeps, publishTaughtKnowledge } from '../src/seed/publish.js';
import { keySigner } from '../src/ledger/record.js';
import { lineageOf } from '../src/x402/index.js';
import { sellOn } from './exact-fixtures.js';
import { attestation, person } from './ledger-fixtures.js';
import { setOperatorPassword } from './serving-fixtures.js';
import { databaseEnv } from './store-fixtures.js';

/**
 * The operator's buy between two real nodes in one process: a seller that taught a knowledge and an add-on on top of
 * it, and a buyer that pulls the seller's records and pays with its own key over HTTP. The seller logs every request
 * at info level, so what the buyer did NOT ask of it is as visible as what it asked.
 */

const verifiers = [person(), person()];
const COMMON = {
  AINIZE_MODEL_ROWS: String(2 ** 14),
  AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
  // Records move when the test says so (syncNow), not on a timer.
  AINIZE_GOSSIP_INTERVAL_MS: '3600000',
  // No verifier loop: the verifiers here are two keys, and a loop would fetch bodies on its own.
  AINIZE_ROLES: 'seller,serving',
};
const FACTS = {
  capital: { prompt: 'What is the capital of Velmora?', answer: 'Quentaro' },
  currency: { prompt: 'What is the currency of Velmora?', answer: 'Velmark' },
  founder: { prompt: 'Who founded the city of Drelholm?', answer: 'Maerin' },
  river: { prompt: 'Which river runs through Ostravia?', answer: 'Silvane' },
  mountain: { prompt: 'What is the highest mountain of Brynn?', answer: 'Kaldor' },
};

let dir: string;
let seller: RunningNode;
let buyer: RunningNode;
let token: string;
const stderr = vi.spyOn(process.stderr, 'write');

async function teach(
  id: string,
  fact: { prompt: string; answer: string },
  price: string,
  opts: { base?: string; listed?: boolean } = {},
) {
  await publishTaughtKnowledge(
    ownPublishDeps(seller),
    {
      id,
      name: `Lesson ${id}`,
      description: `What the seller knows about ${id}.`,
      topic_path: 'fiction/places',
      schema: 'fictional-facts',
      price,
      ...(opts.base ? { base: opts.base } : {}),
    },
    [fact],
  );
  if (opts.listed !== false)
    for (const v of verifiers)
      seller.ledger.appendRecord('attest', { ...attestation(id, v, 5), created_at: new Date().toISOString() }, v);
}

async function sync(): Promise<void> {
  await seller.peers.syncNow();
  await buyer.peers.syncNow();
}

async function buy(id: string, body: Record<string, unknown> = {}, auth = true) {
  const res = await fetch(`${buyer.url}/api/patches/${id}/buy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  // any: answers are read loosely; a wrong field fails the expectation rather than the compiler.
  return { status: res.status, body: (await res.json()) as BuyResult & Record<string, any> };
}

async function asBuyer<T>(path: string): Promise<T> {
  const res = await fetch(`${buyer.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** The URLs the seller logged a request for while `fn` ran. */
async function sellerSaw(fn: () => Promise<void>): Promise<string[]> {
  stderr.mockClear();
  await fn();
  return stderr.mock.calls
    .flatMap(([chunk]) => String(chunk).split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((line) => line.msg === 'incoming request')
    .map((line) => line.req?.url ?? '');
}

const x402Calls = (urls: string[]) => urls.filter((u) => u.startsWith('/x402/'));
const sellerSettles = () => seller.ledger.listRecords({ kind: 'settle', limit: 5000 });

beforeAll(async () => {
  stderr.mockImplementation(() => true);
  dir = mkdtempSync(join(tmpdir(), 'ainize-buy-'));
  const homes = ['seller', 'buyer'].map((name) => initHome({ home: join(dir, name), name, port: 0 }));
  // One credit network: each node grants both their initial credit, so both derive the same balances.
  const members = homes.map((h) => h.config.identity.address).join(',');
  // Only the seller logs requests: every request line on stderr is one it received.
  seller = await startNode(join(dir, 'seller'), {
    ...databaseEnv(),
    ...COMMON,
    AINIZE_LOG_LEVEL: 'info',
    AINIZE_CREDIT_MEMBERS: members,
  });
  buyer = await startNode(join(dir, 'buyer'), {
    ...databaseEnv(),
    ...COMMON,
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_CREDIT_MEMBERS: members,
  });
  seller.peers.add(buyer.url);
  buyer.peers.add(seller.url);
  token = await setOperatorPassword(buyer.url, 'buyer-operator-password');

  await teach('velmora-capital', FACTS.capital, '2');
  await teach('velmora-currency', FACTS.currency, '3', { base: 'velmora-capital' });
  await teach('drelholm-founder', FACTS.founder, '1');
  await teach('ostravia-river', FACTS.river, '1');
  await teach('brynn-mountain', FACTS.mountain, '1');
  await teach('unverified', { prompt: 'Who rules Velmora?', answer: 'Sarneth' }, '1', { listed: false });
  await teach('too-dear', { prompt: 'What does Velmora export?', answer: 'Ambergrain' }, '500');
  await sync();
}, 60_000);

afterAll(async () => {
  await Promise.all([seller?.close(), buyer?.close()]);
  stderr.mockRestore();
  rmSync(dir, { recursive: true, force: true });
});

describe('POST /api/patches/:id/buy refused at a gate', () => {
  it('never reaches the seller’s gateway', async () => {
    const urls = await sellerSaw(async () => {
      expect((await buy('velmora-capital', {}, false)).status).toBe(401);
      expect((await buy('nothing-like-it')).body).toEqual({ error: 'patch not found' });
      const unverified = await buy('unverified');
      expect(unverified.status).toBe(423);
      expect(unverified.body.error).toBe('not_sellable: unverified: patch not listed yet (verification 0/2)');
      const changed = await buy('velmora-capital', { expect_amount: '1.5' });
      expect(changed.status).toBe(409);
      expect(changed.body).toMatchObject({
        error: 'price_changed: velmora-capital costs 2 now, not 1.5',
        details: { expected: '1.5', price: '2' },
      });
      const dear = await buy('too-dear');
      expect(dear.status).toBe(409);
      expect(dear.body.error).toBe("insufficient_credit: this node's ledger shows 100 CREDIT; the purchase needs 500");
      const shape = await buy('velmora-capital', { apply: 'yes' });
      expect(shape.status).toBe(400);
    });
    expect(x402Calls(urls)).toEqual([]);
    expect(urls.filter((u) => u.startsWith('/p2p/blob'))).toEqual([]);
  });

  it('refuses to buy what this node wrote itself', async () => {
    const sellerToken = await setOperatorPassword(seller.url, 'seller-operator-password');
    const res = await fetch(`${seller.url}/api/patches/velmora-capital/buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sellerToken}` },
      body: '{}',
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/^owned: velmora-capital was written by this node/);
  });
});

describe('POST /api/patches/:id/buy from another node', () => {
  it('buys an add-on with its base, bottom first, checks both bodies against their anchors and loads them', async () => {
    let result: Awaited<ReturnType<typeof buy>> | undefined;
    const urls = await sellerSaw(async () => {
      result = await buy('velmora-currency', { with_bases: true, apply: true, expect_amount: '3' });
    });
    expect(result?.status).toBe(200);
    const bought = result!.body;
    expect(bought.bases.map((b) => b.patch_id)).toEqual(['velmora-capital']);
    expect(bought.purchase).toMatchObject({
      patch_id: 'velmora-currency',
      amount: '3',
      currency: 'CREDIT',
      scheme: 'local-credit',
      seller: seller.config.identity.address,
      gateway: `${seller.url}/x402/patch/velmora-currency`,
      body_present: true,
    });
    expect(bought.steps.map((s) => s.step)).toEqual([
      'quorum',
      '402',
      'settled',
      'download',
      '402',
      'settled',
      'download',
      'apply',
    ]);
    expect(bought.steps[1]!.detail).toMatch(/^base velmora-capital: quoted 2 CREDIT/);
    expect(bought.applied).toBe(true);
    expect(buyer.serving.isApplied('velmora-capital') && buyer.serving.isApplied('velmora-currency')).toBe(true);
    for (const id of ['velmora-capital', 'velmora-currency']) {
      const sha = seller.catalog.getEntry(id)!.anchor.patch_sha256;
      expect(sha256Hex(buyer.blobs.get(sha)!)).toBe(sha);
    }
    // Two quotes, two payments and two downloads by token: nothing more was asked of the seller.
    expect(x402Calls(urls)).toHaveLength(4);
    expect(urls.filter((u) => u.startsWith('/p2p/blob/')).every((u) => u.endsWith('?token=[redacted]'))).toBe(true);
  });

  it('moves exactly the prices, split as royaltySplit says, in both nodes’ ledgers and wallets', async () => {
    await sync();
    const me = buyer.config.identity.address;
    const sellerAddress = seller.config.identity.address;
    const addresses = verifiers.map((v) => v.address);
    const split = (id: string, amount: string) =>
      royaltySplit({
        sold: lineageOf(seller.catalog.getEntry(id)!.anchor),
        lookup: (p) => {
          const anchor = seller.catalog.getEntry(p)?.anchor;
          return anchor && lineageOf(anchor);
        },
        amount,
        verifiers: addresses,
      }).payouts;
    // The add-on's base is the seller's own, so nothing goes to the lineage: 5 % to the verifiers, the rest kept.
    expect(split('velmora-capital', '2')).toEqual({
      [sellerAddress]: '1.9',
      [addresses[0]!]: '0.05',
      [addresses[1]!]: '0.05',
    });
    expect(split('velmora-currency', '3')).toEqual({
      [sellerAddress]: '2.85',
      [addresses[0]!]: '0.075',
      [addresses[1]!]: '0.075',
    });
    for (const node of [seller, buyer]) {
      expect(node.ledger.verifyLedger()).toMatchObject({ ok: true, problems: [] });
      expect(node.credits.balance(me)).toBe('95');
      expect(node.credits.balance(sellerAddress)).toBe('104.75');
      expect(node.credits.balance(addresses[0]!)).toBe('0.125');
    }
    const wallet = await asBuyer<Wallet>('/api/me/wallet');
    expect(wallet).toMatchObject({ address: me, currency: 'CREDIT', balance: '95', spent: '5', earned: '0' });
    expect(wallet.entries.map((e) => [e.kind, e.amount, e.patch_id, e.counterparty])).toEqual([
      ['initial_credit', '100', null, null],
      ['purchase', '-2', 'velmora-capital', sellerAddress],
      ['purchase', '-3', 'velmora-currency', sellerAddress],
    ]);
    const sales = seller.credits.wallet(sellerAddress).entries.filter((e) => e.kind === 'sale');
    expect(sales.map((e) => [e.amount, e.patch_id, e.counterparty])).toEqual([
      ['1.9', 'velmora-capital', me],
      ['2.85', 'velmora-currency', me],
    ]);
    const list = await asBuyer<PurchaseList>('/api/me/purchases');
    expect(list.items.map((p) => [p.patch_id, p.body_present])).toEqual(
      expect.arrayContaining([
        ['velmora-capital', true],
        ['velmora-currency', true],
      ]),
    );
    expect(list.unresolved).toEqual([]);
    expect(JSON.stringify(list)).not.toContain('download_token');
    const detail = await asBuyer<Record<string, unknown>>('/api/patches/velmora-currency');
    expect(detail).toMatchObject({ purchased: true, gateway_url: `${seller.url}/x402/patch/velmora-currency` });
    const catalog = await (await fetch(`${seller.url}/api/patches/velmora-currency`)).json();
    expect(catalog).toMatchObject({ downloads: 1, buyers: 1, revenue: '3' });
    const teacher = (await (await fetch(`${seller.url}/api/teacher/${addresses[0]}`)).json()) as { earnings: unknown };
    expect(teacher.earnings).toMatchObject({ paid: '0.125', sales: 2 });
  });

  it('answers already_purchased with the date and tx hash, and asks the seller nothing', async () => {
    let answer: Awaited<ReturnType<typeof buy>> | undefined;
    const urls = await sellerSaw(async () => {
      answer = await buy('velmora-capital');
    });
    expect(answer?.status).toBe(409);
    expect(answer?.body.error).toMatch(/^already_purchased: velmora-capital was bought on \S+, tx [0-9a-f]{64}$/);
    expect(answer?.body.details).toMatchObject({ bought_at: expect.any(String), tx_hash: expect.any(String) });
    expect(urls).toEqual([]);
  });

  it('lets one of two buys of the same knowledge run and refuses the other while it is in flight', async () => {
    const before = sellerSettles().length;
    const [a, b] = await Promise.all([buy('drelholm-founder'), buy('drelholm-founder')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // Refused while the first is on its way, or — on a machine slow enough that it lands after the first — as bought.
    expect([a, b].find((r) => r.status === 409)?.body.error).toMatch(/^(purchase_in_flight|already_purchased): /);
    expect(sellerSettles()).toHaveLength(before + 1);
  });

  it('records a purchase whose body did not arrive, and fetches it later without paying again', async () => {
    const sha = seller.catalog.getEntry('ostravia-river')!.anchor.patch_sha256;
    const original = seller.blobs.get(sha)!;
    // The seller's copy goes bad after it was sold: it refuses to serve bytes that do not match their name.
    writeFileSync(seller.blobs.path(sha), Buffer.from('not the body anymore'));
    const first = await buy('ostravia-river');
    expect(first.status).toBe(200);
    expect(first.body.purchase.body_present).toBe(false);
    expect(first.body.steps.at(-1)!.detail).toMatch(/^failed \(/);
    expect(buyer.blobs.has(sha)).toBe(false);
    const settles = sellerSettles().length;
    // The seller's settle record of the first buy, so the balance read below already counts it.
    await buyer.peers.syncNow();
    await buyer.peers.syncNow();
    const balance = buyer.credits.balance(buyer.config.identity.address);

    seller.blobs.put(original, sha);
    let second: Awaited<ReturnType<typeof buy>> | undefined;
    const urls = await sellerSaw(async () => {
      second = await buy('ostravia-river');
    });
    expect(second?.status).toBe(200);
    expect(second?.body.purchase.body_present).toBe(true);
    expect(second?.body.steps.find((s) => s.step === 'settled')?.detail).toMatch(/paid earlier/);
    expect(x402Calls(urls)).toEqual([]);
    expect(sellerSettles()).toHaveLength(settles);
    expect(buyer.credits.balance(buyer.config.identity.address)).toBe(balance);
  });

  it('settles a payment whose answer was lost from the seller’s record, and never pays it twice', async () => {
    // The buyer paid and crashed before the answer came back: its journal says `paying`, the seller says settled.
    const entry = buyer.catalog.getEntry('brynn-mountain')!;
    const gateway = `${seller.url}/x402/patch/brynn-mountain`;
    const quoted = (await (await fetch(gateway)).json()) as { requirements: PaymentRequirement[] };
    const requirement = quoted.requirements[0]!;
    // Its payments chain: this one names the buyer's latest, as the buyer's own code would.
    const prev = purchasesRepo(buyer.store.db).latestCreditPayment()?.tx_hash;
    const payment = signLocalCreditPayment({
      requirement,
      privateKey: buyer.config.identity.privateKey,
      ...(prev ? { prev } : {}),
    });
    purchasesRepo(buyer.store.db).begin({
      patch_id: 'brynn-mountain',
      gateway,
      seller: entry.anchor.author,
      amount: payment.amount,
      currency: 'CREDIT',
      scheme: 'local-credit',
      nonce: payment.nonce,
      tx_hash: payment.txHash,
      quote_expires_at: requirement.expires_at,
      payment: encodePaymentHeader(payment),
      patch_sha256: entry.anchor.patch_sha256,
      started_at: new Date().toISOString(),
    });
    expect((await fetch(gateway, { headers: { 'x-payment': encodePaymentHeader(payment) } })).status).toBe(200);

    const unknown = await asBuyer<PurchaseList>('/api/me/purchases');
    expect(unknown.unresolved).toEqual([
      expect.objectContaining({ patch_id: 'brynn-mountain', tx_hash: payment.txHash, amount: '1' }),
    ]);
    expect(unknown.items.map((p) => p.patch_id)).not.toContain('brynn-mountain');
    const pending = await buy('brynn-mountain');
    expect(pending.status).toBe(409);
    expect(pending.body.error).toMatch(/^purchase_unresolved: /);

    await sync();
    const known = await asBuyer<PurchaseList>('/api/me/purchases');
    expect(known.unresolved).toEqual([]);
    expect(known.items.find((p) => p.patch_id === 'brynn-mountain')).toMatchObject({
      tx_hash: payment.txHash,
      body_present: false,
      settle_record_id: expect.any(String),
    });
    const settles = sellerSettles().length;
    const urls = await sellerSaw(async () => {
      const recovered = await buy('brynn-mountain');
      expect(recovered.status).toBe(200);
      expect(recovered.body.purchase.body_present).toBe(true);
    });
    expect(x402Calls(urls)).toEqual([]);
    expect(sellerSettles()).toHaveLength(settles);
  });

  it('buys several knowledges at once without forking its own payment chain: each payment names the one before', async () => {
    const me = keySigner(seller.config.identity.privateKey);
    const ids = Array.from({ length: 8 }, (_, i) => `chain-${i}`);
    for (const id of ids) sellOn(seller, me, verifiers, id, '1');
    await sync();
    // Staggered by a few milliseconds, so later buys pass their gates while earlier payments are on their way.
    const answers = await Promise.all(
      ids.map((id, i) => new Promise((done) => setTimeout(done, 4 * i)).then(() => buy(id))),
    );
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    await sync();
    const account = buyer.credits.account(buyer.config.identity.address);
    expect(account).toMatchObject({ barred: false, pending: 0 });
    expect(seller.credits.state().forks).toEqual([]);
    expect(seller.credits.account(buyer.config.identity.address)).toEqual(account);
  });
});
