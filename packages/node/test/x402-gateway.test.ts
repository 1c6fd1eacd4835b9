import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  TEACH_AUTH_HEADER,
  buildTeachAuth,
  decodeRequirementsHeader,
  encodePaymentHeader,
  royaltySplit,
  sha256Hex,
  signLocalCreditPayment,
  type PaymentRequirement,
  type PaymentResponse,
  type PurchaseManifest,
} from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_MIGRATIONS, type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import type { AnchorBody } from '../src/ledger/bodies.js';
import { ledgerMigrations, openLedger } from '../src/ledger/index.js';
import { keySigner, type RecordSigner } from '../src/ledger/record.js';
import { moneyMigrations, openCreditBook } from '../src/money/index.js';
import { openTestStore, databaseEnv } from './store-fixtures.js';
import { lineageOf } from '../src/x402/index.js';
import { anchor, at, attestation, challenge, person } from './ledger-fixtures.js';

/**
 * The seller's gateway on a real node (startNode, real SQLite, real signatures): the 402 and what it reserves, every
 * refusal in the node API's words, the one settle record a payment writes with its split, replays that charge
 * nothing, and twenty payments racing for one nonce.
 */

type Buyer = RecordSigner & { key: string };

let dir: string;
let home: string;
let node: RunningNode;
let me: RecordSigner;
const verifiers = [person(), person()];
/** The credit network's members: only they receive the initial credit when they announce themselves. */
const members = Array.from({ length: 40 }, () => person());
const ENV = {
  AINIZE_LOG_LEVEL: 'silent',
  AINIZE_MODEL_ROWS: String(2 ** 14),
  AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
  AINIZE_CREDIT_MEMBERS: members.map((m) => m.address).join(','),
};
const bodies = new Map<string, Uint8Array>();

/** A knowledge this node wrote, with a body in its blob store, passed by both trusted verifiers unless told not. */
function sell(id: string, price: string, opts: { listed?: boolean; overrides?: Partial<AnchorBody> } = {}): AnchorBody {
  const bytes = new Uint8Array(randomBytes(512 + bodies.size));
  const sha = node.blobs.put(bytes);
  bodies.set(id, bytes);
  const body = anchor(me, {
    id,
    name: `Lesson ${id}`,
    price,
    patch_sha256: sha,
    size_bytes: bytes.length,
    created_at: at(0),
    ...opts.overrides,
  });
  node.ledger.appendRecord('anchor', body, me);
  if (opts.listed !== false) for (const v of verifiers) node.ledger.appendRecord('attest', attestation(id, v, 5), v);
  return body;
}

/** A member key that announced itself on this node's ledger, which earns it the initial credit (100). */
function buyer(name = 'buyer'): Buyer {
  const b = members.shift();
  if (!b) throw new Error('the test ran out of member keys');
  node.ledger.appendRecord('node', { address: b.address, name }, b);
  return b;
}

async function quote(id: string): Promise<{ status: number; requirement: PaymentRequirement; res: Response }> {
  const res = await fetch(`${node.url}/x402/patch/${id}`);
  const body = (await res.json()) as { requirements: PaymentRequirement[] };
  return { status: res.status, requirement: body.requirements?.[0] as PaymentRequirement, res };
}

interface Paid {
  status: number;
  // any: refusals and manifests are read loosely; a wrong field fails the expectation rather than the compiler.
  body: Record<string, any>;
  text: string;
  headers: Headers;
}

async function pay(id: string, header: string, extra: Record<string, string> = {}): Promise<Paid> {
  const res = await fetch(`${node.url}/x402/patch/${id}`, { headers: { 'x-payment': header, ...extra } });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Paid['body'], text, headers: res.headers };
}

const signed = (requirement: PaymentRequirement, who: Buyer) =>
  encodePaymentHeader(signLocalCreditPayment({ requirement, privateKey: who.key }));

const settleRecords = () => node.ledger.listRecords({ kind: 'settle', limit: 5000 });
const balance = (who: { address: string }) => node.credits.balance(who.address);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-x402-'));
  home = join(dir, 'seller');
  initHome({ home, name: 'x402-seller', port: 0 });
  node = await startNode(home, { ...databaseEnv(), ...ENV });
  me = keySigner(node.config.identity.privateKey);
});

afterAll(async () => {
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /x402/patch/:id without a payment', () => {
  it('answers 402 with the requirement in the header and the body, and reserves the nonce', async () => {
    sell('quoted', '2');
    const started = Date.now();
    const { status, requirement, res } = await quote('quoted');
    expect(status).toBe(402);
    expect(res.headers.get('www-authenticate')).toBe('x402');
    expect(decodeRequirementsHeader(res.headers.get('x-payment-required') ?? '')).toEqual([requirement]);
    expect(requirement).toMatchObject({
      scheme: 'local-credit',
      network: 'local',
      asset: 'CREDIT',
      payTo: me.address,
      maxAmountRequired: '2',
      resource: '/x402/patch/quoted',
      description: 'Lesson quoted (quoted)',
      requires: [],
      total: '2',
      self_contained: true,
      single_use: true,
    });
    expect(requirement.nonce).toMatch(/^[0-9a-f]{24}$/);
    expect(requirement.expires_at - started).toBeGreaterThanOrEqual(600_000 - 50);
    expect(requirement.expires_at - Date.now()).toBeLessThanOrEqual(600_000);
    const again = await quote('quoted');
    expect(again.requirement.nonce).not.toBe(requirement.nonce);
  });

  it('names the bases a delta needs with their prices, and the family total', async () => {
    const base = sell('family-base', '1.5');
    sell('family-child', '2', {
      overrides: {
        parents: ['family-base'],
        base: { stack: [{ patch_id: 'family-base', patch_sha256: base.patch_sha256 }], export: 'delta' },
      },
    });
    const { requirement } = await quote('family-child');
    expect(requirement).toMatchObject({ maxAmountRequired: '2', total: '3.5', self_contained: false });
    expect(requirement.requires).toEqual([
      {
        id: 'family-base',
        name: 'Lesson family-base',
        price: '1.5',
        patch_sha256: base.patch_sha256,
        status: 'LISTED',
        seller: me.address,
        gateway: `${node.url}/x402/patch/family-base`,
      },
    ]);
  });

  it('answers 404, 409 with the seller’s gateway, 410 and 423 as the node API does', async () => {
    const miss = await fetch(`${node.url}/x402/patch/nothing-here`);
    expect([miss.status, await miss.json()]).toEqual([404, { error: 'patch not found' }]);

    const elsewhere = person();
    node.ledger.appendRecord(
      'node',
      { address: elsewhere.address, name: 'other', url: 'http://127.0.0.1:9' },
      elsewhere,
    );
    node.ledger.appendRecord('anchor', anchor(elsewhere, { id: 'sold-elsewhere', created_at: at(1) }), elsewhere);
    const foreign = await fetch(`${node.url}/x402/patch/sold-elsewhere`);
    expect(foreign.status).toBe(409);
    expect(await foreign.json()).toEqual({
      error: 'not sold here; gateway is http://127.0.0.1:9/x402/patch/sold-elsewhere',
      gateway: 'http://127.0.0.1:9/x402/patch/sold-elsewhere',
    });
    const nobody = person();
    node.ledger.appendRecord('anchor', anchor(nobody, { id: 'sold-by-nobody-known', created_at: at(1) }), nobody);
    const unknown = await fetch(`${node.url}/x402/patch/sold-by-nobody-known`);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/^not sold here; gateway is unknown/);

    sell('retired-one', '1');
    node.ledger.appendRecord('retire', { patch_id: 'retired-one', created_at: at(9) }, me);
    expect((await quote('retired-one')).status).toBe(410);

    sell('half-verified', '1', { listed: false });
    node.ledger.appendRecord('attest', attestation('half-verified', verifiers[0]!, 5), verifiers[0]!);
    const locked = await fetch(`${node.url}/x402/patch/half-verified`);
    expect([locked.status, await locked.json()]).toEqual([423, { error: 'patch not listed yet (verification 1/2)' }]);

    sell('challenged-one', '1');
    node.ledger.appendRecord('challenge', challenge('challenged-one', verifiers[0]!, 10), verifiers[0]!);
    const challenged = await fetch(`${node.url}/x402/patch/challenged-one`);
    expect(challenged.status).toBe(423);
    expect(((await challenged.json()) as { error: string }).error).toMatch(/^patch challenged/);
  });
});

describe('GET /x402/patch/:id with X-PAYMENT', () => {
  it('settles once: one seller-signed settle record with the royaltySplit split, a manifest and a token', async () => {
    const sold = sell('happy', '2');
    const alice = buyer('alice');
    const before = settleRecords().length;
    const { requirement } = await quote('happy');
    const payment = signLocalCreditPayment({ requirement, privateKey: alice.key });
    const paid = await pay('happy', encodePaymentHeader(payment));
    expect(paid.status).toBe(200);

    const manifest = paid.body as PurchaseManifest;
    expect(manifest).toMatchObject({
      id: 'happy',
      patch_sha256: sold.patch_sha256,
      size_bytes: sold.size_bytes,
      rows: sold.rows,
      model: sold.model,
      benchmark_hash: sold.benchmark_hash,
      blob_urls: [`${node.url}/p2p/blob/${sold.patch_sha256}`],
      issued_to: alice.address,
    });
    expect(manifest.download_token.length).toBeGreaterThan(30);
    expect(manifest.replayed).toBeUndefined();
    expect(paid.headers.get('x-content-sha256')).toBe(sha256Hex(paid.text));
    expect(paid.headers.get('x-payment-currency')).toBe('CREDIT');
    expect(paid.headers.get('x-payment-tx-hash')).toBe(payment.txHash);

    // The split is exactly what royaltySplit says for this anchor and the verifiers that counted.
    const expected = royaltySplit({
      sold: lineageOf(sold),
      lookup: () => undefined,
      amount: '2',
      royaltyShare: 0.3,
      verifierShare: 0.05,
      verifiers: verifiers.map((v) => v.address),
    }).payouts;
    expect(expected).toEqual({ [me.address]: '1.9', [verifiers[0]!.address]: '0.05', [verifiers[1]!.address]: '0.05' });
    const response = JSON.parse(paid.headers.get('x-payment-response') ?? '') as PaymentResponse;
    expect(response).toEqual({
      settled: true,
      tx: payment.txHash,
      royalty: expected,
      settle_record_id: expect.any(String),
    });

    const settles = settleRecords();
    expect(settles).toHaveLength(before + 1);
    const record = node.ledger.getRecord(response.settle_record_id);
    expect(record).toMatchObject({ kind: 'settle', author: me.address });
    expect(record?.body).toMatchObject({
      patch_id: 'happy',
      buyer: alice.address,
      seller: me.address,
      amount: '2',
      currency: 'CREDIT',
      scheme: 'local-credit',
      nonce: requirement.nonce,
      tx_hash: response.tx,
      split: expected,
      verifiers: verifiers.map((v) => v.address),
    });

    // Balances move by exactly the split; the buyer's purchase names its seller.
    expect(balance(alice)).toBe('98');
    expect(node.credits.wallet(alice.address).entries.map((e) => [e.kind, e.amount, e.counterparty])).toEqual([
      ['initial_credit', '100', null],
      ['purchase', '-2', me.address],
    ]);
    expect(node.credits.earnings(verifiers[0]!.address)).toEqual([
      expect.objectContaining({ kind: 'verifier_fee', amount: '0.05', patch_id: 'happy', counterparty: alice.address }),
    ]);
    expect(node.credits.wallet(me.address)).toMatchObject({ balance: '101.9', earned: '1.9', spent: '0' });

    // The token fetches exactly this body, and nothing else.
    const blob = await fetch(`${node.url}/p2p/blob/${sold.patch_sha256}?token=${manifest.download_token}`);
    expect(blob.status).toBe(200);
    expect(sha256Hex(new Uint8Array(await blob.arrayBuffer()))).toBe(sold.patch_sha256);
    const other = sell('not-bought', '1');
    const wrong = await fetch(`${node.url}/p2p/blob/${other.patch_sha256}?token=${manifest.download_token}`);
    expect([wrong.status, ((await wrong.json()) as { error: string }).error]).toEqual([
      401,
      'invalid_token: the download token is unknown, expired or for another body',
    ]);
  });

  it('answers the same payment again as a replay and charges nothing; a new token only to the signed buyer', async () => {
    sell('replayed', '3');
    const bob = buyer('bob');
    const { requirement } = await quote('replayed');
    const header = signed(requirement, bob);
    const first = await pay('replayed', header);
    expect(first.status).toBe(200);
    const settles = settleRecords().length;
    const afterFirst = balance(bob);

    const again = await pay('replayed', header);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: 'replayed', replayed: true, download_token: '' });
    const response = JSON.parse(again.headers.get('x-payment-response') ?? '') as PaymentResponse;
    expect(response).toMatchObject({ settled: true, replayed: true, settled_at: expect.any(String) });

    const proof = buildTeachAuth({
      privateKey: bob.key,
      ts: Date.now(),
      nodeAddress: me.address,
      method: 'GET',
      pathWithQuery: '/x402/patch/replayed',
      purpose: 'x402',
    });
    const signedReplay = await pay('replayed', header, { [TEACH_AUTH_HEADER]: proof });
    expect(signedReplay.body.replayed).toBe(true);
    expect(signedReplay.body.download_token).not.toBe('');
    expect(signedReplay.body.download_token).not.toBe(first.body.download_token);

    expect(settleRecords()).toHaveLength(settles);
    expect(balance(bob)).toBe(afterFirst);
  });

  it('refuses every bad payment with the node API’s sentence and keeps the quote for the good one', async () => {
    sell('guarded', '2');
    const carol = buyer('carol');
    const { requirement } = await quote('guarded');
    const before = settleRecords().length;
    const refusal = async (header: string) => {
      const res = await pay('guarded', header);
      expect(res.status).toBe(402);
      return res.body.error as string;
    };

    expect(await refusal('not base64 and not json!')).toBe('missing or malformed X-PAYMENT');
    const good = signLocalCreditPayment({ requirement, privateKey: carol.key });
    expect(await refusal(JSON.stringify({ ...good, scheme: 'carrier-pigeon' }))).toBe(
      'unsupported scheme "carrier-pigeon"',
    );
    const { nonce: _nonce, ...noNonce } = good;
    expect(await refusal(JSON.stringify(noNonce))).toBe('local-credit payload needs nonce, from, proof');
    expect(await refusal(signed({ ...requirement, payTo: carol.address }, carol))).toBe(
      'this node does not sell that patch',
    );
    expect(await refusal(signed({ ...requirement, nonce: 'ab'.repeat(12) }, carol))).toBe('unknown or expired nonce');
    expect(await refusal(signed({ ...requirement, maxAmountRequired: '1.99' }, carol))).toBe('amount below price');
    const forged = signLocalCreditPayment({ requirement, privateKey: person().key });
    expect(await refusal(encodePaymentHeader({ ...good, proof: forged.proof }))).toBe('invalid payment signature');
    const pauper = person();
    expect(await refusal(signed(requirement, pauper))).toBe('insufficient credit: 0 < 2');

    // None of that spent the nonce: the buyer's own payment with the same quote settles.
    expect(settleRecords()).toHaveLength(before);
    const ok = await pay('guarded', encodePaymentHeader(good));
    expect(ok.status).toBe(200);
    expect(settleRecords()).toHaveLength(before + 1);

    // Now the nonce is spent: another buyer's payment for it is refused, and so is this one after the window.
    const dave = buyer('dave');
    expect(await refusal(signed(requirement, dave))).toBe(
      `nonce ${requirement.nonce} was consumed by an earlier attempt`,
    );
  });

  it('lets exactly one of twenty different payments racing for one nonce settle', async () => {
    sell('raced', '1');
    const racers = Array.from({ length: 20 }, (_, i) => buyer(`racer-${i}`));
    const { requirement } = await quote('raced');
    const before = settleRecords().length;
    const answers = await Promise.all(racers.map((r) => pay('raced', signed(requirement, r))));
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const a of lost) {
      expect(a.status).toBe(402);
      expect(a.body.error).toBe(`nonce ${requirement.nonce} was consumed by an earlier attempt`);
    }
    expect(settleRecords()).toHaveLength(before + 1);
    const charged = racers.filter((r) => balance(r) !== '100');
    expect(charged.map((r) => r.address)).toEqual([won[0]!.body.issued_to]);
  });

  it('keeps quotes across a restart: a nonce handed out before is paid after', async () => {
    sell('restarted', '1');
    const erin = buyer('erin');
    const { requirement } = await quote('restarted');
    await node.close();
    node = await startNode(home, { ...databaseEnv(), ...ENV });
    const paid = await pay('restarted', signed(requirement, erin));
    expect(paid.status).toBe(200);
    expect(balance(erin)).toBe('99');
  });
});

describe('credit on the ledger', () => {
  it('moves nothing for a settlement its seller did not sign or its buyer did not', () => {
    const victim = buyer('victim');
    const thief = buyer('thief');
    sell('stolen', '50');
    const note = { patch_id: 'stolen', buyer: victim.address, seller: me.address, amount: '50', currency: 'CREDIT' };
    // Anyone may sign a note naming a buyer; without the buyer's signature over an intent it debits nobody.
    node.ledger.appendRecord('settle', { ...note, split: { [me.address]: '50' } }, me);
    node.ledger.appendRecord('settle', { ...note, buyer: thief.address, split: { [thief.address]: '50' } }, thief);
    expect(balance(victim)).toBe('100');
    expect(balance(thief)).toBe('100');
  });

  it('grants the initial credit once, to members only: a fresh key announcing itself draws nothing', () => {
    const twice = buyer('twice');
    node.ledger.appendRecord('node', { address: twice.address, name: 'renamed' }, twice);
    expect(node.credits.wallet(twice.address).entries.filter((e) => e.kind === 'initial_credit')).toHaveLength(1);
    expect(node.credits.wallet(me.address).entries[0]).toMatchObject({ kind: 'initial_credit', amount: '100' });

    // A crowd of made-up keys announcing themselves draws nothing; the node's own grant and its members' come anyway.
    const store = openTestStore(join(dir, 'grants.db'), [...ledgerMigrations, ...moneyMigrations]);
    try {
      const ledger = openLedger(store);
      const self = person();
      const member = person();
      const credits = openCreditBook(store, ledger, {
        self: self.address,
        currency: 'CREDIT',
        initialCredit: '100',
        members: [member.address],
      });
      const crowd = Array.from({ length: 4 }, () => person());
      for (const key of crowd) ledger.appendRecord('node', { address: key.address, name: 'sybil' }, key);
      ledger.appendRecord('node', { address: self.address, name: 'me' }, self);
      ledger.appendRecord('node', { address: member.address, name: 'member' }, member);
      expect(crowd.map((k) => credits.balance(k.address))).toEqual(['0', '0', '0', '0']);
      expect(credits.balance(self.address)).toBe('100');
      expect(credits.balance(member.address)).toBe('100');
      credits.close();
    } finally {
      store.close();
    }
  });

  it('proves every balance from a copy of the ledger alone', async () => {
    // The records alone, each checked again on its way in, as a peer or an auditor would receive them.
    const store = openTestStore(join(dir, 'copy.db'), NODE_MIGRATIONS);
    try {
      const ledger = openLedger(store);
      for (const record of node.ledger.allRecords()) ledger.ingestRecord(record);
      expect(ledger.verifyLedger()).toMatchObject({ ok: true, problems: [] });
      const credits = openCreditBook(store, ledger, node.credits.rules);
      credits.rebuild();
      const accounts = new Set(
        node.ledger
          .listRecords({ kind: 'node', limit: 5000 })
          .map((r) => r.author)
          .concat(verifiers.map((v) => v.address)),
      );
      for (const address of accounts) expect(credits.wallet(address)).toEqual(node.credits.wallet(address));
      credits.close();
    } finally {
      store.close();
    }
  });
});
