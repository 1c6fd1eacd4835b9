import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPaymentFromConfig } from '@x402/fetch';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { tokenBalance } from '../src/chain/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnchorBody } from '../src/ledger/bodies.js';
import { lineageOf } from '../src/x402/index.js';
import { ainize, buildPackages, freePortBase, until, upSmallCluster } from './cluster-fixtures.js';

/**
 * Money between separate processes: the private cluster as `npm start` makes it (the built CLI, four node processes)
 * with a seller node beside the home. The home's operator buys the seller's add-on and its base over HTTP; both
 * nodes' ledgers and wallets must then agree to the last digit, and the seller's own request log shows exactly which
 * gateway calls reached it — and that a buy refused at a gate reached none.
 */

const SOLD = ['iso3166-alpha2-codes', 'iso3166-alpha3-codes'] as const;
const NODES = ['home', 'verifier-1', 'verifier-2', 'seller'] as const;
type NodeName = (typeof NODES)[number];

let scratch: string;
let dir: string;
let portBase: number;
const tokens = new Map<NodeName, string>();

const url = (name: NodeName) => `http://127.0.0.1:${portBase + NODES.indexOf(name)}`;
const credentialFile = (name: NodeName) =>
  name === 'home' ? join(dir, 'operator.json') : join(dir, name, 'operator.json');
const addressOf = (name: NodeName) =>
  (JSON.parse(readFileSync(join(dir, name, 'config.json'), 'utf8')) as { identity: { address: string } }).identity
    .address;

// any: node answers are read loosely here; a wrong field fails the expectation rather than the compiler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(name: NodeName, path: string, init: { method?: string; body?: unknown; operator?: boolean } = {}) {
  const res = await fetch(`${url(name)}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.operator ? { authorization: `Bearer ${tokens.get(name)}` } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The request URLs the seller's log holds (it logs every request at info), in order. */
function sellerRequests(): string[] {
  return readFileSync(join(dir, 'seller', 'node.log'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((line) => line.msg === 'incoming request')
    .map((line) => line.req?.url ?? '');
}
const gatewayCalls = () => sellerRequests().filter((u) => u.startsWith('/x402/'));

beforeAll(async () => {
  buildPackages('packages/node');
  scratch = mkdtempSync(join(tmpdir(), 'ainize-cluster-money-'));
  dir = join(scratch, 'cluster');
  portBase = await freePortBase();
  await upSmallCluster(dir, portBase);
  for (const name of ['home', 'seller'] as const) {
    const { password } = JSON.parse(readFileSync(credentialFile(name), 'utf8')) as { password: string };
    const login = await call(name, '/api/auth/login', { method: 'POST', body: { password } });
    tokens.set(name, login.body.token as string);
  }
}, 400_000);

afterAll(async () => {
  if (scratch === undefined) return;
  if (existsSync(join(dir, 'cluster.json'))) await ainize(['cluster', 'down', '--dir', dir]);
  rmSync(scratch, { recursive: true, force: true });
}, 60_000);

describe('the private cluster’s market', () => {
  it('shows the home a base and its add-on sold by the seller node, verified, and the credit to buy them', async () => {
    const verifiers = [addressOf('verifier-1'), addressOf('verifier-2')].map((a) => a.toLowerCase()).sort();
    // The seller sells only what its own catalog lists; it may pull the second verifier's attestation after the
    // home did, and the buys below go to it.
    await until('the seller to list both', async () => {
      const entries = await Promise.all(SOLD.map((id) => call('seller', `/api/patches/${id}`)));
      return entries.every((e) => e.body.status === 'LISTED') || undefined;
    });
    for (const id of SOLD) {
      const entry = (await call('home', `/api/patches/${id}`)).body;
      expect(entry.status, id).toBe('LISTED');
      expect(entry.anchor.author).toBe(addressOf('seller'));
      expect(entry.owned).toBe(false);
      expect(entry.verifiers.map((a: string) => a.toLowerCase()).sort()).toEqual(verifiers);
      expect(entry.gateway_url).toBe(`${url('seller')}/x402/patch/${id}`);
    }
    const child = (await call('home', `/api/patches/${SOLD[1]}`)).body;
    expect(child.anchor.base).toMatchObject({ export: 'delta', stack: [{ patch_id: SOLD[0] }] });
    expect(child.requires).toEqual([expect.objectContaining({ id: SOLD[0], price: '1', held: false })]);
    const wallet = (await call('home', '/api/me/wallet', { operator: true })).body as Wallet;
    expect(wallet.balance).toBe('100');
  });

  it('refuses a buy at its gates without the seller’s gateway hearing of it', async () => {
    const before = gatewayCalls().length;
    const changed = await call('home', `/api/patches/${SOLD[0]}/buy`, {
      method: 'POST',
      operator: true,
      body: { expect_amount: '0.5' },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toBe(`price_changed: ${SOLD[0]} costs 1 now, not 0.5`);
    const owned = await call('home', '/api/patches/iso4217-currency-codes/buy', {
      method: 'POST',
      operator: true,
      body: {},
    });
    expect(owned.status).toBe(409);
    const anonymous = await call('home', `/api/patches/${SOLD[0]}/buy`, { method: 'POST', body: {} });
    expect(anonymous.status).toBe(401);
    expect(gatewayCalls()).toHaveLength(before);
  });

  it('buys the add-on with its base across processes, moving exactly the prices as royaltySplit splits them', async () => {
    const before = gatewayCalls().length;
    const bought = await call('home', `/api/patches/${SOLD[1]}/buy`, {
      method: 'POST',
      operator: true,
      body: { with_bases: true, apply: true, expect_amount: '2' },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const result = bought.body as BuyResult;
    expect(result.bases.map((b) => b.patch_id)).toEqual([SOLD[0]]);
    expect(result.purchase).toMatchObject({ patch_id: SOLD[1], amount: '2', body_present: true });
    expect(result.applied).toBe(true);
    // A quote and a payment for each of the two: nothing else reached the gateway.
    expect(gatewayCalls().slice(before)).toEqual([
      `/x402/patch/${SOLD[0]}`,
      `/x402/patch/${SOLD[0]}`,
      `/x402/patch/${SOLD[1]}`,
      `/x402/patch/${SOLD[1]}`,
    ]);

    const home = addressOf('home');
    const seller = addressOf('seller');
    // The split each settle record carries is royaltySplit over the anchors and the verifiers that counted.
    const settles: Json[] = [];
    for (const [id, price] of [
      [SOLD[0], '1'],
      [SOLD[1], '2'],
    ] as const) {
      const entry = (await call('seller', `/api/patches/${id}`)).body;
      const anchors = new Map<string, AnchorBody>([[id, entry.anchor as AnchorBody]]);
      for (const base of entry.requires)
        anchors.set(base.id, (await call('seller', `/api/patches/${base.id}`)).body.anchor);
      const expected = royaltySplit({
        sold: lineageOf(entry.anchor as AnchorBody),
        lookup: (p) => {
          const a = anchors.get(p);
          return a && lineageOf(a);
        },
        amount: price,
        verifiers: entry.verifiers,
      }).payouts;
      const records = (await call('seller', `/api/patches/${id}/records`)).body.items.filter(
        (r: Json) => r.kind === 'settle',
      );
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        author: seller,
        body: { buyer: home, seller, amount: price, split: expected },
      });
      settles.push(records[0]);
    }

    // Both nodes' ledgers verify and both wallets tell the same story.
    const homeWallet = await until('the home to hold both settle records', async () => {
      const w = (await call('home', '/api/me/wallet', { operator: true })).body as Wallet;
      return w.entries.length === 3 && w;
    });
    expect(homeWallet).toMatchObject({ balance: '97', spent: '3', earned: '0' });
    expect(homeWallet.entries.slice(1).map((e) => [e.kind, e.amount, e.patch_id, e.counterparty, e.record_id])).toEqual(
      [
        ['purchase', '-1', SOLD[0], seller, settles[0].id],
        ['purchase', '-2', SOLD[1], seller, settles[1].id],
      ],
    );
    const sellerWallet = (await call('seller', '/api/me/wallet', { operator: true })).body as Wallet;
    const sellerLine = (i: number) => settles[i].body.split[seller] as string;
    expect(sellerWallet.entries.filter((e) => e.kind === 'sale').map((e) => e.amount)).toEqual([
      sellerLine(0),
      sellerLine(1),
    ]);
    for (const name of ['home', 'seller'] as const)
      expect((await call(name, '/api/ledger/verify')).body).toMatchObject({ ok: true, problems: [] });
    const purchases = (await call('home', '/api/me/purchases', { operator: true })).body as PurchaseList;
    expect(purchases.items.map((p) => [p.patch_id, p.body_present]).sort()).toEqual([
      [SOLD[0], true],
      [SOLD[1], true],
    ]);
  });

  it('answers a second buy of the same knowledge as already purchased, charging nothing and asking the seller nothing', async () => {
    const before = gatewayCalls().length;
    const again = await call('home', `/api/patches/${SOLD[1]}/buy`, { method: 'POST', operator: true, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(new RegExp(`^already_purchased: ${SOLD[1]} was bought on `));
    expect(gatewayCalls()).toHaveLength(before);
    expect(((await call('home', '/api/me/wallet', { operator: true })).body as Wallet).balance).toBe('97');
  });
});

describe('money on the world’s rails, across the cluster’s processes', () => {
  it('lets a standard x402 client pay the seller in ATD on the cluster’s own chain: payTo grows by exactly the price', async () => {
    const info = (await call('seller', '/api/info')).body;
    const exact = info.payments.accepts.find((a: Json) => a.scheme === 'exact');
    expect(exact).toMatchObject({ network: 'eip155:31337', currency: 'ATD', decimals: 6, facilitator: 'self' });
    const rpcUrl = exact.rpc_url as string;
    const key = generatePrivateKey();
    const account = privateKeyToAccount(key);
    const faucet = await ainize(['cluster', 'faucet', account.address, '10', '--dir', dir]);
    expect(faucet.code, faucet.stderr).toBe(0);
    const balance = (owner: string) => tokenBalance(rpcUrl, exact.asset as Address, owner as Address);
    expect(await balance(account.address)).toBe(10_000_000n);
    const before = await balance(addressOf('seller'));

    // Nothing of ours on the client side: @x402/fetch, @x402/evm's scheme and a viem account.
    const pay = wrapFetchWithPaymentFromConfig(fetch, {
      schemes: [{ network: 'eip155:*', client: new ExactEvmScheme(account) }],
      spendControls: { allowedAssets: [{ network: 'eip155:31337', asset: exact.asset as string }] },
    });
    const res = await pay(`${url('seller')}/x402/patch/${SOLD[0]}`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as Json;
    const body = await fetch(`${manifest.blob_urls[0]}?token=${manifest.download_token}`);
    expect(body.status).toBe(200);
    expect(sha256Hex(new Uint8Array(await body.arrayBuffer()))).toBe(manifest.patch_sha256);
    expect((await balance(addressOf('seller'))) - before).toBe(1_000_000n);
    expect(await balance(account.address)).toBe(9_000_000n);
  });

  it('lets every node show the same balances and the same fork when one payer spends its credit at two sellers at once', async () => {
    // verifier-1 is a member with credit and no payment yet; it signs two first payments, one to each seller.
    const payerKey = (JSON.parse(readFileSync(join(dir, 'verifier-1', 'config.json'), 'utf8')) as Json).identity
      .privateKey as string;
    const payer = addressOf('verifier-1');
    const quoteOf = async (name: NodeName, id: string) =>
      ((await (await fetch(`${url(name)}/x402/patch/${id}`)).json()) as { requirements: PaymentRequirement[] })
        .requirements[0] as PaymentRequirement;
    const [atHome, atSeller] = await Promise.all([
      quoteOf('home', 'iso4217-currency-codes'),
      quoteOf('seller', SOLD[0]),
    ]);
    const payments = [atHome, atSeller].map((requirement) =>
      signLocalCreditPayment({ requirement, privateKey: payerKey }),
    );
    const started = Date.now();
    const answers = await Promise.all([
      fetch(`${url('home')}/x402/patch/iso4217-currency-codes`, {
        headers: { 'x-payment': encodePaymentHeader(payments[0]!) },
      }),
      fetch(`${url('seller')}/x402/patch/${SOLD[0]}`, { headers: { 'x-payment': encodePaymentHeader(payments[1]!) } }),
    ]);
    // Each seller could check only its own ledger at that moment: both delivered. A refusal is shown with its reason.
    const refusals = await Promise.all(answers.map(async (a) => (a.status === 200 ? null : await a.text())));
    expect(
      answers.map((a) => a.status),
      JSON.stringify(refusals),
    ).toEqual([200, 200]);

    const states = () => Promise.all(NODES.map(async (name) => (await call(name, '/api/credit')).body));
    const converged = await until(
      'every node to derive the same credit',
      async () => {
        const all = await states();
        return all.every((s: Json) => s.digest === all[0].digest && s.forks.length > 0) && all;
      },
      20_000,
    );
    const seconds = (Date.now() - started) / 1000;
    // The cluster pulls every 0.5 s; two intervals plus the time to answer on a busy machine.
    expect(seconds).toBeLessThan(5);
    expect(converged[0].forks).toEqual([
      {
        payer: payer.toLowerCase(),
        prev: null,
        payments: [...payments.map((p) => p.txHash)]
          .sort()
          .map((tx) => ({ tx_hash: tx, record_id: expect.any(String) })),
      },
    ]);
    const accounts = await Promise.all(NODES.map(async (name) => (await call(name, `/api/credit/${payer}`)).body));
    for (const a of accounts) expect(a).toEqual(accounts[0]);
    expect(accounts[0]).toMatchObject({ barred: true, payments: 2, pending: 0 });

    // Barred everywhere: its next local-credit payment is refused by name at either seller.
    const next = signLocalCreditPayment({
      requirement: await quoteOf('seller', SOLD[1]),
      privateKey: payerKey,
      prev: payments[1]!.txHash,
    });
    const refused = await fetch(`${url('seller')}/x402/patch/${SOLD[1]}`, {
      headers: { 'x-payment': encodePaymentHeader(next) },
    });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as Json).error).toMatch(/^payer_forked: /);
  });
});
