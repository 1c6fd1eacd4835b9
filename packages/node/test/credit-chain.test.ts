import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signLocalCreditPayment, type PaymentRequirement } from '@ainize/core';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnchorBody } from '../src/ledger/bodies.js';
import { ledgerMigrations, openLedger, type Ledger } from '../src/ledger/index.js';
import type { LedgerRecord, RecordSigner } from '../src/ledger/record.js';
import { moneyMigrations, openCreditBook, type CreditBook } from '../src/money/index.js';
import { openTestStore } from './store-fixtures.js';
import { resourceOf, settlementBody } from '../src/x402/index.js';
import { anchor, at, person } from './ledger-fixtures.js';

/**
 * Local credit derived from the set of records, not their order: the same records fed to fresh ledgers in many
 * different orders (every order a peer could deliver them in) give the same balances, the same fork evidence and the
 * same digest, and a rebuild from scratch agrees. Real SQLite, real signatures, no node process.
 */

const dir = mkdtempSync(join(tmpdir(), 'ainize-credit-chain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Key = RecordSigner & { key: string };

const sellerA = person();
const sellerB = person();
const alice = person();
const bob = person();
const members = [sellerA, sellerB, alice, bob].map((k) => k.address);
const rules = { self: person().address, currency: 'CREDIT', initialCredit: '100', members };

/** A source ledger where the records are made; each seller signs its own sales, in order. */
const source = openLedger(openTestStore(join(dir, 'source.db'), [...ledgerMigrations, ...moneyMigrations]));
const anchors = new Map<string, AnchorBody>();

function sell(seller: Key, id: string, price: string): void {
  const body = anchor(seller, { id, price, created_at: at(anchors.size) });
  anchors.set(id, body);
  source.appendRecord('anchor', body, seller);
}

/** A seller-signed settle record of a local-credit payment by `payer` that names `prev`. */
function sale(seller: Key, payer: Key, id: string, prev?: string): string {
  const a = anchors.get(id) as AnchorBody;
  const requirement: PaymentRequirement = {
    scheme: 'local-credit',
    network: 'local',
    asset: 'CREDIT',
    payTo: seller.address,
    maxAmountRequired: a.price,
    resource: resourceOf(id),
    description: id,
    nonce: randomBytes(12).toString('hex'),
    expires_at: Date.now() + 600_000,
    requires: [],
    total: a.price,
    self_contained: true,
    single_use: true,
  };
  const payment = signLocalCreditPayment({ requirement, privateKey: payer.key, ...(prev ? { prev } : {}) });
  const body = settlementBody({
    anchor: a,
    lookup: (pid) => anchors.get(pid),
    payment,
    currency: 'CREDIT',
    verifiers: [],
    royaltyShare: 0.3,
    verifierShare: 0.05,
    now: new Date(),
  });
  source.appendRecord('settle', body, seller);
  return payment.txHash;
}

for (const k of [sellerA, sellerB, alice, bob, person()])
  source.appendRecord('node', { address: k.address, name: 'n' }, k);
sell(sellerA, 'a-one', '30');
sell(sellerA, 'a-two', '60');
sell(sellerB, 'b-one', '60');
sell(sellerB, 'b-cheap', '20');
sell(alice, 'alice-own', '50');
// bob buys from alice: alice's income arrives in a record signed by alice (as seller).
const bob1 = sale(alice, bob, 'alice-own');
// alice's chain: a-one, then a fork — two payments naming a-one, one at each seller, each within her balance alone.
const alice1 = sale(sellerA, alice, 'a-one');
const forkA = sale(sellerA, alice, 'a-two', alice1);
const forkB = sale(sellerB, alice, 'b-one', alice1);
// bob's second payment follows his first; his third names a predecessor that does not exist (it never counts).
const bob2 = sale(sellerB, bob, 'b-cheap', bob1);
const orphan = sale(sellerA, bob, 'a-one', 'f'.repeat(64));

const records = source.listRecords({ limit: 5000 }).reverse();

/** Every record in an order a peer might deliver: each author's records stay in their own order, authors interleave. */
function shuffledByAuthor(seed: number): LedgerRecord[] {
  const queues = new Map<string, LedgerRecord[]>();
  for (const r of [...records].sort((x, y) => x.seq - y.seq)) {
    const q = queues.get(r.author) ?? [];
    q.push(r);
    queues.set(r.author, q);
  }
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const out: LedgerRecord[] = [];
  const lanes = [...queues.values()];
  while (lanes.some((q) => q.length > 0)) {
    const open = lanes.filter((q) => q.length > 0);
    out.push((open[Math.floor(random() * open.length)] as LedgerRecord[]).shift() as LedgerRecord);
  }
  return out;
}

function replica(name: string, order: LedgerRecord[]): { ledger: Ledger; credits: CreditBook } {
  const store = openTestStore(join(dir, `${name}.db`), [...ledgerMigrations, ...moneyMigrations]);
  const ledger = openLedger(store);
  const credits = openCreditBook(store, ledger, rules);
  for (const r of order) {
    const { seq: _seq, ...wire } = r;
    expect(ledger.ingestRecord(wire).status).toBe('added');
  }
  return { ledger, credits };
}

describe('local credit as a function of the set of records', () => {
  const first = replica(
    'ordered',
    [...records].sort((x, y) => x.seq - y.seq),
  );

  it('counts chained payments and leaves one with an unknown predecessor pending', () => {
    const state = first.credits.state();
    expect(first.credits.account(bob.address)).toMatchObject({ payments: 3, pending: 1, barred: false, head: bob2 });
    expect(first.credits.settled(bob1)).toBe(true);
    expect(first.credits.settled(bob2)).toBe(true);
    expect(first.credits.settled(orphan)).toBe(false);
    expect(state.payments).toEqual({ counted: 5, pending: 1 });
  });

  it('names a payer that forked its chain, with both payments, and bars it; both sellers keep what they sold', () => {
    const state = first.credits.state();
    expect(state.forks).toEqual([
      {
        payer: alice.address.toLowerCase(),
        prev: alice1,
        payments: expect.arrayContaining([
          { tx_hash: forkA, record_id: expect.any(String) },
          { tx_hash: forkB, record_id: expect.any(String) },
        ]),
      },
    ]);
    expect(first.credits.account(alice.address)).toMatchObject({ barred: true, head: null });
    expect(first.credits.chainOf(alice.address).fork).not.toBeNull();
    // Each fork payment was covered on its own path (100 + 50 received, 30 then 60), so both count: 150 - 30 - 60 - 60.
    expect(first.credits.settled(forkA) && first.credits.settled(forkB)).toBe(true);
    const received = Number(first.credits.account(alice.address).received);
    expect(Number(first.credits.balance(alice.address))).toBeCloseTo(received - 150, 9);
  });

  it('gives the same balances, forks and digest for every delivery order, and the same again on a rebuild', () => {
    const digest = first.credits.state().digest;
    for (let seed = 1; seed <= 12; seed++) {
      const other = replica(`order-${seed}`, shuffledByAuthor(seed));
      expect(other.credits.state(), `order ${seed}`).toEqual(first.credits.state());
      expect(other.credits.state().digest).toBe(digest);
    }
    first.credits.rebuild();
    expect(first.credits.state().digest).toBe(digest);
  });

  it('counts a payment that waited for its cover once the cover arrives, and never uncounts one', () => {
    // carol is a member with no grant record yet: her payment waits; her grant arriving makes it count.
    const carol = person();
    const carolRules = { ...rules, members: [...members, carol.address] };
    const store = openTestStore(join(dir, 'late-cover.db'), [...ledgerMigrations, ...moneyMigrations]);
    const ledger = openLedger(store);
    const credits = openCreditBook(store, ledger, carolRules);
    for (const r of [...records].sort((x, y) => x.seq - y.seq)) {
      const { seq: _seq, ...wire } = r;
      ledger.ingestRecord(wire);
    }
    const lateSale = (() => {
      const tx = sale(sellerA, carol, 'a-one');
      const record = source.listRecords({ kind: 'settle', limit: 1 })[0] as LedgerRecord;
      const { seq: _seq, ...wire } = record;
      ledger.ingestRecord(wire);
      return tx;
    })();
    expect(credits.settled(lateSale)).toBe(false);
    expect(credits.account(carol.address).pending).toBe(1);
    const grant = ledger.appendRecord('node', { address: carol.address, name: 'carol' }, carol);
    expect(grant.kind).toBe('node');
    expect(credits.settled(lateSale)).toBe(true);
    expect(credits.balance(carol.address)).toBe('70');
  });
});
