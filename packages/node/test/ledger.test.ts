import { afterEach, describe, expect, it } from 'vitest';
import { LedgerForkError, LedgerRecordError } from '../src/ledger/errors.js';
import { checkRecord, signRecord, type LedgerRecord } from '../src/ledger/record.js';
import { anchor, at, atDate, attestation, openTestNode, person, type TestNode } from './ledger-fixtures.js';
import { openTestStore } from './store-fixtures.js';

/** A stored record as it travels: without this store's seq. */
const withoutSeq = ({ seq: _seq, ...rest }: LedgerRecord) => rest;

const nodes: TestNode[] = [];
const node = () => {
  const n = openTestNode();
  nodes.push(n);
  return n;
};
afterEach(() => {
  for (const n of nodes.splice(0)) n.close();
});

/** A record as a peer would send it: its own seq, which ours must ignore. */
const wire = (r: LedgerRecord) => ({ ...r, seq: 999 });

const refusal = (fn: () => unknown): LedgerRecordError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof LedgerRecordError) return err;
    throw err;
  }
  throw new Error('expected the record to be refused');
};

describe('appending to the local ledger', () => {
  it('signs each record and links it to the previous record of the same author', () => {
    const { ledger } = node();
    const alice = person();
    const bob = person();
    const a1 = ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
    const b1 = ledger.appendRecord('attest', attestation('capitals-demo', bob, 5), bob, atDate(5));
    const a2 = ledger.appendRecord('retire', { patch_id: 'capitals-demo' }, alice, atDate(9));
    expect(a1.prev_id).toBeNull();
    expect(b1.prev_id).toBeNull(); // bob's chain starts here even though alice wrote before him
    expect(a2.prev_id).toBe(a1.id);
    expect([a1.seq, b1.seq, a2.seq]).toEqual([1, 2, 3]);
    expect(a1.sig).toMatch(/^0x[0-9a-f]{194}$/);
    expect(ledger.verifyLedger()).toMatchObject({ ok: true, checked: 3, head_seq: 3, problems: [], forked_keys: [] });
    expect(ledger.auditLedger()).toMatchObject({ ok: true, audit: { last: { scanned: 3, through_seq: 3 } } });
  });

  it('refuses a body that fails its schema, naming the field, and writes nothing', () => {
    const { ledger } = node();
    const alice = person();
    const err = refusal(() =>
      ledger.appendRecord(
        'challenge',
        { patch_id: 'capitals-demo', challenger: alice.address, reason: 'too short', created_at: at(1) },
        alice,
      ),
    );
    expect(err.code).toBe('invalid');
    expect(err.field).toBe('body.reason');
    expect(ledger.count()).toBe(0);
  });

  it('refuses an anchor whose benchmark hash is not the hash of its benchmark', () => {
    const { ledger } = node();
    const alice = person();
    const err = refusal(() =>
      ledger.appendRecord('anchor', { ...anchor(alice), benchmark_hash: '0'.repeat(64) }, alice),
    );
    expect(err.field).toBe('body.benchmark_hash');
  });

  it('refuses an attestation whose verifier is not the signer', () => {
    const { ledger } = node();
    const mallory = person();
    const honest = person();
    const err = refusal(() => ledger.appendRecord('attest', attestation('capitals-demo', honest, 1), mallory));
    expect(err.code).toBe('wrong_author');
    expect(err.field).toBe('body.verifier');
    expect(ledger.count()).toBe(0);
  });
});

describe('ingesting records pulled from a peer', () => {
  it('copies a peer chain verbatim and reports a second copy as a duplicate', () => {
    const peer = node();
    const here = node();
    const alice = person();
    const r1 = peer.ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
    const r2 = peer.ledger.appendRecord(
      'anchor',
      anchor(alice, { id: 'capitals-south', parents: ['capitals-demo'] }),
      alice,
      atDate(1),
    );
    expect(here.ledger.ingestRecord(wire(r1)).status).toBe('added');
    expect(here.ledger.ingestRecord(wire(r2)).status).toBe('added');
    expect(here.ledger.ingestRecord(wire(r2)).status).toBe('duplicate');
    expect(here.ledger.getRecord(r2.id)).toMatchObject({ seq: 2, prev_id: r1.id, sig: r2.sig });
    expect(here.ledger.verifyLedger().ok).toBe(true);
  });

  it('rejects a forged signature and writes nothing', () => {
    const peer = node();
    const here = node();
    const alice = person();
    const mallory = person();
    const real = peer.ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
    const { seq: _seq, ...unsigned } = real;
    const forged = { ...unsigned, sig: mallory.sign(real.id) };
    const err = refusal(() => here.ledger.ingestRecord(forged));
    expect(err.code).toBe('invalid_signature');
    expect(here.ledger.count()).toBe(0);
    expect(here.catalog.getEntry('capitals-demo')).toBeUndefined();
  });

  it('rejects a record whose id is not the hash of its content (a body edited in transit)', () => {
    const peer = node();
    const here = node();
    const alice = person();
    const real = peer.ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
    const edited = { ...real, body: { ...real.body, price: '0' } };
    const err = refusal(() => here.ledger.ingestRecord(edited));
    expect(err.code).toBe('forged_id');
    expect(here.ledger.count()).toBe(0);
  });

  it('rejects a record signed by one key that speaks for another (wrong author)', () => {
    const here = node();
    const mallory = person();
    const victim = person();
    // Mallory signs correctly, but claims the attestation is the victim's.
    const record = signRecord(
      {
        prev_id: null,
        kind: 'attest',
        author: mallory.address,
        body: attestation('capitals-demo', victim, 1),
        ts: at(1),
      },
      mallory,
    );
    const err = refusal(() => here.ledger.ingestRecord(record));
    expect(err.code).toBe('wrong_author');
    expect(here.ledger.count()).toBe(0);
  });

  it('rejects a record whose chain link skips records this node does not hold', () => {
    const peer = node();
    const here = node();
    const alice = person();
    peer.ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
    const second = peer.ledger.appendRecord('retire', { patch_id: 'capitals-demo' }, alice, atDate(1));
    const err = refusal(() => here.ledger.ingestRecord(wire(second)));
    expect(err.code).toBe('broken_link');
    expect(here.ledger.count()).toBe(0);
  });

  it('detects a fork: two records by one author claiming the same predecessor', () => {
    const here = node();
    const alice = person();
    const first = here.ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
    const honest = here.ledger.appendRecord('retire', { patch_id: 'capitals-demo' }, alice, atDate(1));
    // Alice signs a different successor of her first record and hands it to a peer.
    const rival = signRecord(
      {
        prev_id: first.id,
        kind: 'anchor',
        author: alice.address,
        body: anchor(alice, { id: 'capitals-rival' }),
        ts: at(2),
      },
      alice,
    );
    let thrown: unknown;
    try {
      here.ledger.ingestRecord(rival);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(LedgerForkError);
    expect(thrown).toMatchObject({ code: 'fork', keptId: honest.id, rejectedId: rival.id });
    expect(here.ledger.count()).toBe(2);
    expect(here.ledger.getRecord(rival.id)).toBeUndefined();
    expect(here.ledger.forks()).toHaveLength(1);
    expect(here.ledger.forkedKeys()).toEqual(new Set([alice.address.toLowerCase()]));
    // The fork condemns the key, not the ledger: every stored record still verifies.
    const report = here.ledger.auditLedger();
    expect(report.ok).toBe(true);
    expect(report.problems).toEqual([]);
    expect(report.forked_keys).toEqual([
      {
        author: alice.address,
        first_seen_at: expect.any(String),
        rivals: 1,
        prev_id: first.id,
        kept_id: honest.id,
        rejected_id: rival.id,
      },
    ]);
    // Both records are there in full, so anyone can check that the key really signed both.
    const evidence = here.ledger.forkOf(alice.address);
    expect(evidence).toMatchObject({ prev_id: first.id, kept: withoutSeq(honest), rejected: rival, rivals: 1 });
    expect(checkRecord(evidence?.kept)).toBeNull();
    expect(checkRecord(evidence?.rejected)).toBeNull();
  });
});

describe('verifying the ledger', () => {
  it('fails on a body tampered with in the database, naming the seq', () => {
    const here = node();
    const alice = person();
    const bob = person();
    here.ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
    const target = here.ledger.appendRecord(
      'attest',
      attestation('capitals-demo', bob, 3, { passed: false }),
      bob,
      atDate(3),
    );
    here.ledger.appendRecord('retire', { patch_id: 'capitals-demo' }, alice, atDate(4));
    here.store.close();

    // Someone with file access flips a failing verdict to a pass.
    const rawStore = openTestStore(here.file, []);
    const raw = rawStore.db;
    const body = JSON.parse(raw.prepare('SELECT body FROM records WHERE seq = ?').pluck().get(target.seq) as string);
    raw.prepare('UPDATE records SET body = ? WHERE seq = ?').run(JSON.stringify({ ...body, passed: true }), target.seq);
    rawStore.close();

    const reopened = here.reopen();
    nodes.splice(nodes.indexOf(here), 1, reopened);
    // Every record was checked on its way in; only a re-scan can see what was edited since.
    expect(reopened.ledger.verifyLedger().ok).toBe(true);
    const report = reopened.ledger.auditLedger();
    expect(report.ok).toBe(false);
    expect(report.checked).toBe(3);
    expect(report.problems).toEqual([
      { seq: target.seq, id: target.id, problem: expect.stringMatching(/^forged_id: id/) },
    ]);
  });

  it('fails when a record is deleted from the middle of a chain', () => {
    const here = node();
    const alice = person();
    here.ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
    const middle = here.ledger.appendRecord('anchor', anchor(alice, { id: 'capitals-two' }), alice, atDate(1));
    const last = here.ledger.appendRecord('retire', { patch_id: 'capitals-two' }, alice, atDate(2));
    here.store.db.prepare('DELETE FROM record_subjects WHERE seq = ?').run(middle.seq);
    here.store.db.prepare('DELETE FROM records WHERE seq = ?').run(middle.seq);
    const report = here.ledger.auditLedger();
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([{ seq: last.seq, id: last.id, problem: expect.stringMatching(/^broken_link/) }]);
  });
});

describe('reading the ledger', () => {
  it('lists newest first, filters by kind and since_seq, and caps the limit at 5000', () => {
    const { ledger } = node();
    const alice = person();
    const bob = person();
    ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
    ledger.appendRecord('attest', attestation('capitals-demo', bob, 1), bob, atDate(1));
    ledger.appendRecord('anchor', anchor(alice, { id: 'capitals-two' }), alice, atDate(2));
    expect(ledger.listRecords().map((r) => r.seq)).toEqual([3, 2, 1]);
    expect(ledger.listRecords({ kind: 'anchor' }).map((r) => r.seq)).toEqual([3, 1]);
    expect(ledger.listRecords({ since_seq: 1, limit: 1 }).map((r) => r.seq)).toEqual([3]);
    expect(ledger.listRecords({ limit: 1_000_000 })).toHaveLength(3);
    expect(ledger.recordsSince(1).map((r) => r.seq)).toEqual([2, 3]);
  });

  it('finds the records about one knowledge, including children that name it as a parent', () => {
    const { ledger } = node();
    const alice = person();
    const bob = person();
    ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
    ledger.appendRecord('attest', attestation('capitals-demo', bob, 1), bob, atDate(1));
    ledger.appendRecord('anchor', anchor(bob, { id: 'capitals-plus', parents: ['capitals-demo'] }), bob, atDate(2));
    ledger.appendRecord('anchor', anchor(bob, { id: 'unrelated' }), bob, atDate(3));
    expect(ledger.recordsAbout('capitals-demo').map((r) => r.kind)).toEqual(['anchor', 'attest', 'anchor']);
    expect(ledger.recordsAbout('no-such-thing')).toEqual([]);
  });

  it('draws extends edges from parents and supersedes edges only for the author of both anchors', () => {
    const { ledger } = node();
    const alice = person();
    const bob = person();
    ledger.appendRecord('anchor', anchor(alice, { id: 'v1' }), alice);
    ledger.appendRecord('anchor', anchor(alice, { id: 'v2', parents: ['v1'] }), alice);
    ledger.appendRecord('anchor', anchor(bob, { id: 'bob-fork', parents: ['v1'] }), bob);
    ledger.appendRecord('supersede', { old_id: 'v1', new_id: 'v2' }, alice);
    ledger.appendRecord('supersede', { old_id: 'v1', new_id: 'bob-fork' }, bob);
    const graph = ledger.graph();
    expect(graph.nodes.map((n) => n.id)).toEqual(['v1', 'v2', 'bob-fork']);
    expect(graph.edges).toEqual([
      { from: 'v1', to: 'v2', type: 'extends' },
      { from: 'v1', to: 'bob-fork', type: 'extends' },
      { from: 'v1', to: 'v2', type: 'supersedes' },
    ]);
  });
});
