import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  decodePaymentHeader,
  encodePaymentHeader,
  localCreditScheme,
  signLocalCreditPayment,
  type PaymentRequirement,
  type PurchaseManifest,
} from '@ainize/core';
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from '@x402/core/http';
import { PaymentRequiredV2Schema } from '@x402/core/schemas';
import { wrapFetchWithPaymentFromConfig } from '@x402/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import type { RecordSigner } from '../src/ledger/record.js';
import { keySigner } from '../src/ledger/record.js';
import { anchor, at, attestation, person } from './ledger-fixtures.js';
import { databaseEnv } from './store-fixtures.js';

/**
 * One gateway, two envelopes: the Ainize dialect byte for byte, and x402 v2 checked with `@x402/core`'s own schemas and
 * decoders, paid by `@x402/fetch` with our local-credit scheme registered like any other. Then the money defects found
 * from outside: a buyer who paid is never charged twice, a replay is matched on every field, and a payer's payments
 * chain (prev required, never two after one, a fork bars the key). Real node, real SQLite, real signatures.
 */

type Key = RecordSigner & { key: string };

let dir: string;
let node: RunningNode;
let me: RecordSigner;
const verifiers = [person(), person()];
const members = Array.from({ length: 12 }, () => person());
const ENV = {
  AINIZE_LOG_LEVEL: 'silent',
  AINIZE_MODEL_ROWS: String(2 ** 14),
  AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
  AINIZE_CREDIT_MEMBERS: members.map((m) => m.address).join(','),
};

function sell(id: string, price: string): void {
  const bytes = new Uint8Array(randomBytes(256));
  const sha = node.blobs.put(bytes);
  const body = anchor(me, {
    id,
    name: `Lesson ${id}`,
    price,
    patch_sha256: sha,
    size_bytes: bytes.length,
    created_at: at(0),
  });
  node.ledger.appendRecord('anchor', body, me);
  for (const v of verifiers) node.ledger.appendRecord('attest', attestation(id, v, 5), v);
}

function buyer(): Key {
  const b = members.shift() as Key;
  node.ledger.appendRecord('node', { address: b.address, name: 'buyer' }, b);
  return b;
}

const gateway = (id: string) => `${node.url}/x402/patch/${id}`;
const settles = () => node.ledger.listRecords({ kind: 'settle', limit: 5000 }).length;

async function dialectQuote(id: string): Promise<PaymentRequirement> {
  const res = await fetch(gateway(id));
  return ((await res.json()) as { requirements: PaymentRequirement[] }).requirements[0] as PaymentRequirement;
}

async function payDialect(id: string, header: string) {
  const res = await fetch(gateway(id), { headers: { 'x-payment': header } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A standard x402 client with nothing of ours but the scheme it registers (as it would register `exact`). */
function standardClient(payer: Key) {
  return wrapFetchWithPaymentFromConfig(fetch, {
    schemes: [
      {
        network: 'ainize:*',
        client: localCreditScheme({
          privateKey: payer.key,
          prev: async () => {
            const res = await fetch(`${node.url}/api/credit/${payer.address}`);
            return ((await res.json()) as { head: string | null }).head;
          },
        }),
      },
    ],
    spendControls: { allowedAssets: [{ network: 'ainize:local', asset: 'CREDIT' }] },
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-x402-v2-'));
  const home = join(dir, 'seller');
  initHome({ home, name: 'v2-seller', port: 0 });
  node = await startNode(home, { ...databaseEnv(), ...ENV });
  me = keySigner(node.config.identity.privateKey);
});

afterAll(async () => {
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the 402 in both envelopes', () => {
  it('keeps the dialect byte for byte and adds a PAYMENT-REQUIRED that @x402/core’s v2 schema accepts', async () => {
    sell('both', '2.5');
    const res = await fetch(gateway('both'));
    expect(res.status).toBe(402);
    const body = (await res.json()) as { x402Version: number; requirements: PaymentRequirement[]; accepts: unknown[] };
    expect(body.x402Version).toBe(1);
    expect(body.accepts).toEqual(body.requirements);
    expect(res.headers.get('x-payment-required')).toBe(
      Buffer.from(JSON.stringify(body.requirements)).toString('base64'),
    );
    expect(body.requirements[0]).toMatchObject({
      scheme: 'local-credit',
      maxAmountRequired: '2.5',
      maxTimeoutSeconds: 600,
    });

    const offer = decodePaymentRequiredHeader(res.headers.get('payment-required') ?? '');
    expect(PaymentRequiredV2Schema.safeParse(offer).success).toBe(true);
    expect(offer).toMatchObject({
      x402Version: 2,
      resource: { url: gateway('both'), mimeType: 'application/json' },
      accepts: [
        {
          scheme: 'local-credit',
          network: 'ainize:local',
          asset: 'CREDIT',
          amount: '2500000',
          payTo: me.address,
          maxTimeoutSeconds: 600,
          extra: { price: '2.5', nonce: body.requirements[0]?.nonce, resource: '/x402/patch/both' },
        },
      ],
    });
  });
});

describe('a standard x402 client pays local credit', () => {
  it('buys through @x402/fetch and reads PAYMENT-RESPONSE with @x402/core', async () => {
    sell('standard', '2');
    const alice = buyer();
    const before = settles();
    const res = await standardClient(alice)(gateway('standard'));
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as PurchaseManifest;
    expect(manifest).toMatchObject({ id: 'standard', issued_to: alice.address });
    expect(manifest.download_token.length).toBeGreaterThan(30);
    const settled = decodePaymentResponseHeader(res.headers.get('payment-response') ?? '');
    expect(settled).toMatchObject({ success: true, network: 'ainize:local', payer: alice.address, amount: '2000000' });
    expect(settled.transaction).toMatch(/^[0-9a-f]{64}$/);
    expect(settles()).toBe(before + 1);
    expect(node.credits.balance(alice.address)).toBe('98');

    // Her next purchase names this one: the client asks the node for her head, and the chain grows by one.
    sell('standard-next', '1');
    const next = await standardClient(alice)(gateway('standard-next'));
    expect(next.status).toBe(200);
    expect(node.credits.account(alice.address)).toMatchObject({ payments: 2, pending: 0, barred: false });
    expect(node.credits.balance(alice.address)).toBe('97');
  });
});

describe('money defects found from outside', () => {
  it('answers a buyer who paid with the manifest again, in either envelope, and never sells it twice', async () => {
    sell('once', '3');
    const bob = buyer();
    const first = await standardClient(bob)(gateway('once'));
    expect(first.status).toBe(200);
    const count = settles();
    const balance = node.credits.balance(bob.address);

    const again = await standardClient(bob)(gateway('once'));
    expect(again.status).toBe(200);
    const manifest = (await again.json()) as PurchaseManifest;
    expect(manifest.replayed).toBe(true);
    expect(manifest.download_token).not.toBe('');

    const prev = node.credits.account(bob.address).head ?? undefined;
    const dialect = signLocalCreditPayment({ requirement: await dialectQuote('once'), privateKey: bob.key, prev });
    const third = await payDialect('once', encodePaymentHeader(dialect));
    expect(third.status).toBe(200);
    expect(third.body.replayed).toBe(true);

    expect(settles()).toBe(count);
    expect(node.credits.balance(bob.address)).toBe(balance);
    // The fresh nonce was spent on the earlier sale: that payment can never settle later either.
    const late = await payDialect('once', encodePaymentHeader(dialect));
    expect(late.body).toMatchObject({ replayed: true });
    expect(settles()).toBe(count);
  });

  it('refuses a replay whose fields differ from the payment that settled, though its tx hash matches', async () => {
    sell('replay-guard', '1');
    const carol = buyer();
    const payment = signLocalCreditPayment({ requirement: await dialectQuote('replay-guard'), privateKey: carol.key });
    expect((await payDialect('replay-guard', encodePaymentHeader(payment))).status).toBe(200);
    for (const edit of [{ asset: 'AIN' }, { network: 'ain:local' }, { amount: '9' }, { nonce: 'ab'.repeat(12) }]) {
      const altered = await payDialect('replay-guard', encodePaymentHeader({ ...payment, ...edit }));
      expect([altered.status, altered.body.error], JSON.stringify(edit)).toEqual([402, 'payment already used']);
    }
    expect((await payDialect('replay-guard', encodePaymentHeader(payment))).body.replayed).toBe(true);
  });

  it('holds a payer to its chain: prev required, never two after one, unknown predecessors refused', async () => {
    sell('chain-1', '1');
    sell('chain-2', '1');
    const dave = buyer();
    const first = signLocalCreditPayment({ requirement: await dialectQuote('chain-1'), privateKey: dave.key });
    expect((await payDialect('chain-1', encodePaymentHeader(first))).status).toBe(200);

    const refused = async (prev: string | undefined) => {
      const requirement = await dialectQuote('chain-2');
      const p = signLocalCreditPayment({ requirement, privateKey: dave.key, ...(prev ? { prev } : {}) });
      const res = await payDialect('chain-2', encodePaymentHeader(p));
      expect(res.status).toBe(402);
      return String(res.body.error);
    };
    expect(await refused(undefined)).toMatch(new RegExp(`^prev_required: .* ${first.txHash} as prev$`));
    expect(await refused('0'.repeat(64))).toMatch(/^prev_unknown: /);
    const ok = signLocalCreditPayment({
      requirement: await dialectQuote('chain-2'),
      privateKey: dave.key,
      prev: first.txHash,
    });
    expect((await payDialect('chain-2', encodePaymentHeader(ok))).status).toBe(200);
    sell('chain-3', '1');
    const requirement = await dialectQuote('chain-3');
    const stale = signLocalCreditPayment({ requirement, privateKey: dave.key, prev: first.txHash });
    const res = await payDialect('chain-3', encodePaymentHeader(stale));
    expect(res.body.error).toMatch(new RegExp(`^prev_not_latest: .*latest payment is ${ok.txHash}`));
    expect(decodePaymentHeader(encodePaymentHeader(stale)).prev).toBe(first.txHash);
  });

  it('bars a payer whose two payments name one predecessor, with both as evidence, on every later payment', async () => {
    sell('fork-a', '1');
    sell('fork-b', '1');
    const eve = buyer();
    // Two payments signed against one empty chain, settled here one after the other as two sellers would.
    const a = signLocalCreditPayment({ requirement: await dialectQuote('fork-a'), privateKey: eve.key });
    const b = signLocalCreditPayment({ requirement: await dialectQuote('fork-b'), privateKey: eve.key });
    expect((await payDialect('fork-a', encodePaymentHeader(a))).status).toBe(200);
    // This node refuses the second (its chain already has a first payment) — a fork needs two sellers, so the
    // second settle record is written by a second seller key and reaches this ledger like any synced record.
    const other = person();
    node.ledger.appendRecord('node', { address: other.address, name: 'other seller' }, other);
    const body = {
      patch_id: 'fork-b',
      buyer: eve.address,
      seller: other.address,
      amount: '1',
      currency: 'CREDIT',
      scheme: 'local-credit',
      network: 'local',
      resource: '/x402/patch/fork-b',
      nonce: b.nonce,
      tx_hash: '',
      proof: '',
      split: { [other.address]: '1' },
      unresolved: {},
      roles: { [other.address]: 'sale' },
      verifiers: [],
      created_at: at(30),
    };
    const forged = signLocalCreditPayment({
      requirement: { ...(await dialectQuote('fork-b')), payTo: other.address, nonce: b.nonce },
      privateKey: eve.key,
    });
    node.ledger.appendRecord('settle', { ...body, tx_hash: forged.txHash, proof: forged.proof }, other);

    const credit = (await (await fetch(`${node.url}/api/credit`)).json()) as {
      forks: { payer: string; prev: string | null; payments: { tx_hash: string }[] }[];
    };
    expect(credit.forks).toEqual([
      {
        payer: eve.address.toLowerCase(),
        prev: null,
        payments: expect.arrayContaining([
          expect.objectContaining({ tx_hash: a.txHash }),
          expect.objectContaining({ tx_hash: forged.txHash }),
        ]),
      },
    ]);
    sell('fork-c', '1');
    const later = signLocalCreditPayment({
      requirement: await dialectQuote('fork-c'),
      privateKey: eve.key,
      prev: a.txHash,
    });
    const res = await payDialect('fork-c', encodePaymentHeader(later));
    expect([res.status, String(res.body.error)]).toEqual([402, expect.stringMatching(/^payer_forked: /)]);
    expect(((await (await fetch(`${node.url}/api/credit/${eve.address}`)).json()) as { barred: boolean }).barred).toBe(
      true,
    );
  });

  it('tells a member whose grant has not arrived yet to present the same payment again, which then settles', async () => {
    sell('late-grant', '1');
    const frank = members.shift() as Key;
    const payment = signLocalCreditPayment({ requirement: await dialectQuote('late-grant'), privateKey: frank.key });
    const early = await payDialect('late-grant', encodePaymentHeader(payment));
    expect([early.status, String(early.body.error)]).toEqual([402, expect.stringMatching(/^credit_unknown: /)]);
    // Its node record arrives (as it would by gossip); the very same payment settles, once.
    node.ledger.appendRecord('node', { address: frank.address, name: 'frank' }, frank);
    expect((await payDialect('late-grant', encodePaymentHeader(payment))).status).toBe(200);
    expect(node.credits.balance(frank.address)).toBe('99');
  });
});
