import { afterEach, describe, expect, it } from 'vitest';
import { LedgerForkError } from '../src/ledger/errors.js';
import { ledgerMigrations } from '../src/ledger/schema.js';
import { type LedgerRecord, signRecord } from '../src/ledger/record.js';
import { applyMigrations } from '../src/store/store.js';
import { openTestStore } from './store-fixtures.js';
import { anchor, at, atDate, openTestNode, person, type TestNode } from './ledger-fixtures.js';

/**
 * What the ledger keeps as evidence and what its verify answer costs: a key that signs many rivals of one record
 * leaves one pair behind, not one record per rival, and `verifyLedger` answers the same report until the ledger
 * changes, leaving the full re-scan to the operator.
 */

const nodes: TestNode[] = [];
const node = () => {
  const n = openTestNode();
  nodes.push(n);
  return n;
};
afterEach(() => {
  for (const n of nodes.splice(0)) n.close();
});

type Wire = Omit<LedgerRecord, 'seq'>;
const alice = person();

/** A root record by alice and `count` different successors of it, as a key that forks over and over signs them. */
function rivalsOfOneRecord(count: number): { root: Wire; successors: Wire[] } {
  const root = signRecord(
    { prev_id: null, kind: 'anchor', author: alice.address, body: anchor(alice), ts: at(0) },
    alice,
  );
  const successors = Array.from({ length: count }, (_, i) =>
    signRecord(
      {
        prev_id: root.id,
        kind: 'retire',
        author: alice.address,
        body: { patch_id: 'capitals-demo', reason: `story number ${i}` },
        ts: at(i + 1),
      },
      alice,
    ),
  );
  return { root, successors };
}

const refusedAsFork = (fn: () => unknown): boolean => {
  try {
    fn();
  } catch (err) {
    return err instanceof LedgerForkError;
  }
  return false;
};

describe('fork evidence', () => {
  it('keeps the first rival and counts the others, telling listeners once', () => {
    const here = node();
    const { root, successors } = rivalsOfOneRecord(20);
    const condemned: string[] = [];
    here.ledger.onFork((author) => condemned.push(author));
    here.ledger.ingestRecord(root);
    here.ledger.ingestRecord(successors[0]);
    expect(successors.slice(1).every((s) => refusedAsFork(() => here.ledger.ingestRecord(s)))).toBe(true);

    expect(here.ledger.count()).toBe(2);
    expect(here.store.db.prepare('SELECT count(*) FROM ledger_forks').pluck().get()).toBe(1);
    expect(here.ledger.forks()).toEqual([
      expect.objectContaining({ kept_id: successors[0]?.id, rejected_id: successors[1]?.id, rivals: 19 }),
    ]);
    expect(condemned).toEqual([alice.address]);
    // The stored rival served again (another peer relays it) is not one more rival.
    expect(refusedAsFork(() => here.ledger.ingestRecord(successors[1]))).toBe(true);
    expect(here.ledger.forkOf(alice.address)?.rivals).toBe(19);
  });

  it('shrinks a fork log written before the bound to the first pair per key, keeping the count', () => {
    const store = openTestStore(
      ':memory:',
      ledgerMigrations.filter((m) => m.id === 'ledger-001'),
    );
    const { db } = store;
    const insert = db.prepare(
      `INSERT INTO ledger_forks (author, prev_id, kept_id, rejected_id, rejected, seen_at) VALUES (?, 'p', 'k', ?, '{}', ?)`,
    );
    for (let i = 0; i < 59; i++) insert.run(alice.address, `r${i}`, at(60 - i));
    insert.run(person().address, 'other', at(1));
    applyMigrations(store, ledgerMigrations);
    const rows = db
      .prepare('SELECT lower(author) AS author, rejected_id, rivals FROM ledger_forks ORDER BY rivals')
      .all();
    expect(rows).toEqual([
      expect.objectContaining({ rejected_id: 'other', rivals: 1 }),
      // The one seen first is the one kept.
      { author: alice.address.toLowerCase(), rejected_id: 'r58', rivals: 59 },
    ]);
    store.close();
  });
});

describe('the verify report', () => {
  it('is the same report until a record is added, and lists forked keys by id only', () => {
    const here = node();
    const { root, successors } = rivalsOfOneRecord(3);
    here.ledger.ingestRecord(root);
    here.ledger.ingestRecord(successors[0]);
    refusedAsFork(() => here.ledger.ingestRecord(successors[1]));
    const first = here.ledger.verifyLedger();
    expect(here.ledger.verifyLedger()).toBe(first);
    expect(first).toMatchObject({
      ok: true,
      checked: 2,
      head_seq: 2,
      forked_keys_total: 1,
      audit: { last: null, running: null },
    });
    expect(JSON.stringify(first)).not.toContain('story number');

    refusedAsFork(() => here.ledger.ingestRecord(successors[2]));
    const counted = here.ledger.verifyLedger();
    expect(counted).not.toBe(first);
    expect(counted.forked_keys[0]?.rivals).toBe(2);
    const carol = person();
    here.ledger.appendRecord('anchor', anchor(carol, { id: 'capitals-three' }), carol, atDate(9));
    expect(here.ledger.verifyLedger()).toMatchObject({ checked: 3, head_seq: 3 });
  });

  it('re-scans in slices when asked, answering at once and showing progress, and remembers the result', async () => {
    const here = node();
    const bob = person();
    for (let i = 0; i < 40; i++) here.ledger.appendRecord('anchor', anchor(bob, { id: `k-${i}` }), bob, atDate(i));
    const { started, report } = here.ledger.startAudit();
    expect(started).toBe(true);
    expect(report.audit.running).toMatchObject({ scanned: 0 });
    expect(here.ledger.startAudit().started).toBe(false);
    for (let i = 0; i < 200 && here.ledger.verifyLedger().audit.running; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(here.ledger.verifyLedger()).toMatchObject({
      ok: true,
      audit: { running: null, last: { scanned: 40, through_seq: 40, finished_at: expect.any(String) } },
    });

    here.store.db.prepare("UPDATE records SET body = replace(body, 'Capitals', 'Kapitals') WHERE seq > 30").run();
    const reopened = here.reopen();
    nodes.splice(nodes.indexOf(here), 1, reopened);
    // The last re-scan is remembered across a restart; the edit shows once the operator asks again.
    expect(reopened.ledger.verifyLedger()).toMatchObject({ ok: true, audit: { last: { scanned: 40 } } });
    const audited = reopened.ledger.auditLedger();
    expect(audited).toMatchObject({ ok: false, problems_total: 10 });
    expect(audited.problems[0]).toMatchObject({ seq: 31, problem: expect.stringMatching(/^forged_id/) });
  });
});
