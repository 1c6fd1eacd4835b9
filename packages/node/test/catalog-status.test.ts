import { afterEach, describe, expect, it } from 'vitest';
import type { AttestBody } from '../src/ledger/bodies.js';
import {
  anchor,
  at,
  atDate,
  attestation,
  challenge as challengeOf,
  openTestNode,
  person,
  type TestNode,
} from './ledger-fixtures.js';

const nodes: TestNode[] = [];
afterEach(() => {
  for (const n of nodes.splice(0)) n.close();
});

/** A home node with one author's knowledge announced, and three verifier machines ready to attest. */
function market() {
  const node = openTestNode();
  nodes.push(node);
  const author = person();
  const [v1, v2, v3] = [person(), person(), person()];
  const attest = (who: typeof v1, minutes: number, overrides: Partial<AttestBody> = {}) =>
    node.ledger.appendRecord('attest', attestation('capitals-demo', who, minutes, overrides), who, atDate(minutes));
  const challenge = (who: typeof v1, minutes: number) =>
    node.ledger.appendRecord('challenge', challengeOf('capitals-demo', who, minutes), who, atDate(minutes));
  const entry = () => node.catalog.getEntry('capitals-demo')!;
  const announce = () => node.ledger.appendRecord('anchor', anchor(author), author, atDate(0));
  return { node, author, v1, v2, v3, attest, challenge, entry, announce };
}

describe('a knowledge moving through its statuses', () => {
  it('goes DRAFT → ANNOUNCED → VERIFYING → LISTED as two distinct verifier machines attest', () => {
    const { node, author, v1, v2, attest, entry } = market();
    node.catalog.saveDraft(anchor(author));
    expect(entry()).toMatchObject({ status: 'DRAFT', sellable: false, record_hash: null });
    expect(node.catalog.searchCatalog().total).toBe(0); // drafts are the operator's business
    expect(node.catalog.searchCatalog({ include_drafts: true }).total).toBe(1);

    const record = node.catalog.announce('capitals-demo', author);
    expect(entry()).toMatchObject({ status: 'ANNOUNCED', record_hash: record.id, quorum: 2, quorum_ok: false });

    attest(v1, 10);
    expect(entry()).toMatchObject({ status: 'VERIFYING', passed: 1, verification_count: 1, sellable: false });

    attest(v2, 20);
    expect(entry()).toMatchObject({
      status: 'LISTED',
      passed: 2,
      quorum_ok: true,
      sellable: true,
      verification_count: 2,
      listed_at: at(20),
    });
    expect(entry().verifiers).toEqual([v1.address, v2.address]);
  });

  it("does not count the author's own attestation", () => {
    const { author, v1, attest, entry, announce, node } = market();
    announce();
    node.ledger.appendRecord('attest', attestation('capitals-demo', author, 5), author, atDate(5));
    expect(entry()).toMatchObject({ status: 'ANNOUNCED', self_checks: 1, passed: 0 });
    attest(v1, 10);
    expect(entry()).toMatchObject({ status: 'VERIFYING', self_checks: 1, passed: 1, quorum_ok: false });
  });

  it('counts one verifier attesting from two instances once', () => {
    const { v1, attest, entry, announce } = market();
    announce();
    attest(v1, 10, { executor: { instance: 'box-a' } });
    attest(v1, 11, { executor: { instance: 'box-b' } });
    expect(entry()).toMatchObject({ status: 'VERIFYING', passed: 1, quorum_ok: false, executors: ['box-a'] });
  });

  it('counts two verifiers on one machine once, and each pass without an executor as its own machine', () => {
    const { v1, v2, v3, attest, entry, announce } = market();
    announce();
    attest(v1, 10, { executor: { instance: 'shared-box' } });
    attest(v2, 11, { executor: { instance: 'shared-box' } });
    expect(entry()).toMatchObject({ status: 'VERIFYING', passed: 2, verification_count: 1, quorum_ok: false });
    attest(v3, 12, { executor: undefined });
    expect(entry()).toMatchObject({ status: 'LISTED', executors: ['shared-box'], executors_unknown: 1 });
  });

  it('is REJECTED when a quorum of verifiers fail it', () => {
    const { v1, v2, attest, entry, announce } = market();
    announce();
    attest(v1, 10, { passed: false, failures: [{ prompt: 'What is the capital of Brynn?', got: 'I do not know' }] });
    expect(entry().status).toBe('VERIFYING');
    attest(v2, 11, { passed: false });
    expect(entry()).toMatchObject({ status: 'REJECTED', failed: 2, sellable: false });
  });

  it('is RETIRED by its author, and no longer sellable', () => {
    const { node, author, v1, v2, attest, entry, announce } = market();
    announce();
    attest(v1, 10);
    attest(v2, 11);
    node.ledger.appendRecord('retire', { patch_id: 'capitals-demo' }, v1); // not the author: ignored
    expect(entry().status).toBe('LISTED');
    node.ledger.appendRecord('retire', { patch_id: 'capitals-demo' }, author);
    expect(entry()).toMatchObject({ status: 'RETIRED', sellable: false });
  });
});

describe('which attestations count', () => {
  it('ignores hash-only checks when the anchor ships benchmark samples, until an executed run replaces them', () => {
    const { v1, v2, attest, entry, announce } = market();
    announce();
    attest(v1, 10, { verified_on: 'hash-only', executor: undefined });
    attest(v2, 11, { verified_on: 'hash-only', executor: undefined });
    expect(entry()).toMatchObject({ status: 'VERIFYING', integrity_checks: 2, passed: 0 });
    attest(v1, 12);
    attest(v2, 13);
    expect(entry()).toMatchObject({ status: 'LISTED', passed: 2 });
  });

  it('does not count an attestation made without a baseline', () => {
    const { v1, v2, attest, entry, announce } = market();
    announce();
    attest(v1, 10);
    attest(v2, 11, { baseline: false });
    expect(entry()).toMatchObject({ status: 'VERIFYING', no_baseline: 1, passed: 1 });
  });

  it('lets a failing recheck withdraw an earlier pass, but not a later plain pass flip a failure', () => {
    const { v1, v2, v3, attest, entry, announce } = market();
    announce();
    attest(v1, 10);
    attest(v2, 11);
    expect(entry().status).toBe('LISTED');
    attest(v2, 20, { passed: false, recheck: true });
    expect(entry()).toMatchObject({ status: 'VERIFYING', passed: 1, failed: 1 });
    attest(v3, 21, { passed: false });
    attest(v3, 22, { passed: true });
    expect(entry()).toMatchObject({ status: 'REJECTED', failed: 2 });
  });
});

describe('challenges', () => {
  it('makes a LISTED knowledge CHALLENGED and unsellable, until a quorum passes after it (dismissed)', () => {
    const { v1, v2, v3, attest, challenge, entry, announce } = market();
    announce();
    attest(v1, 10);
    attest(v2, 11);
    challenge(v3, 30);
    expect(entry()).toMatchObject({ status: 'CHALLENGED', sellable: false, quorum_ok: false, stale_attestations: 2 });
    expect(entry().open_challenge).toMatchObject({ challenger: v3.address, state: 'open' });

    attest(v1, 40, { recheck: true });
    expect(entry()).toMatchObject({ status: 'CHALLENGED', sellable: false });
    attest(v2, 41, { recheck: true });
    expect(entry()).toMatchObject({ status: 'LISTED', sellable: true, open_challenge: null });
    expect(entry().challenge_log.map((c) => c.state)).toEqual(['dismissed']);
  });

  it('is upheld by a failing re-run, and the knowledge stays off the shelf', () => {
    const { v1, v2, v3, attest, challenge, entry, announce } = market();
    announce();
    attest(v1, 10);
    attest(v2, 11);
    challenge(v3, 30);
    attest(v1, 40, { passed: false, recheck: true });
    expect(entry().challenge_log.map((c) => c.state)).toEqual(['upheld']);
    expect(entry()).toMatchObject({ sellable: false, quorum_ok: false });
    attest(v2, 41, { passed: false, recheck: true });
    expect(entry().status).toBe('REJECTED');
  });

  it('ignores a challenge dated more than five minutes ahead, and a re-filing within 24 hours', () => {
    const { node, v1, v2, v3, attest, entry, announce } = market();
    announce();
    attest(v1, 10);
    attest(v2, 11);
    const file = (minutes: number) =>
      node.ledger.appendRecord(
        'challenge',
        {
          patch_id: 'capitals-demo',
          challenger: v3.address,
          reason: 'Answers drift after the last base update.',
          created_at: at(minutes),
        },
        v3,
        atDate(minutes),
      );
    file(60 * 24 + 10); // the node's clock is at minute 1440
    expect(entry().status).toBe('LISTED');
    file(100);
    expect(entry().status).toBe('CHALLENGED');
    attest(v1, 110, { recheck: true });
    attest(v2, 111, { recheck: true });
    expect(entry().status).toBe('LISTED');
    file(200); // same challenger again within a day
    expect(entry()).toMatchObject({ status: 'LISTED', sellable: true });
    expect(entry().challenge_log).toHaveLength(1);
  });
});

describe('supersede', () => {
  it('marks the old knowledge SUPERSEDED when its author publishes the replacement', () => {
    const { node, author, v1, v2, attest, entry, announce } = market();
    announce();
    attest(v1, 10);
    attest(v2, 11);
    node.ledger.appendRecord(
      'anchor',
      anchor(author, { id: 'capitals-demo-2', parents: ['capitals-demo'] }),
      author,
      atDate(50),
    );
    node.ledger.appendRecord('supersede', { old_id: 'capitals-demo', new_id: 'capitals-demo-2' }, author, atDate(51));
    expect(entry()).toMatchObject({
      status: 'SUPERSEDED',
      superseded_by: ['capitals-demo-2'],
      sellable: true,
      children: ['capitals-demo-2'],
    });
    expect(node.catalog.getEntry('capitals-demo-2')).toMatchObject({
      supersedes: ['capitals-demo'],
      lineage: { parents: ['capitals-demo'] },
    });
  });

  it('ignores a supersede written by someone other than the author of both', () => {
    const { node, v1, v2, attest, entry, announce } = market();
    announce();
    attest(v1, 10);
    attest(v2, 11);
    node.ledger.appendRecord('anchor', anchor(v1, { id: 'imposter' }), v1, atDate(50));
    node.ledger.appendRecord('supersede', { old_id: 'capitals-demo', new_id: 'imposter' }, v1, atDate(51));
    expect(entry()).toMatchObject({ status: 'LISTED', superseded_by: [] });
  });

  it('applies a supersede that arrived before the replacement anchor once the anchor arrives', () => {
    const { node, author, v1, v2, attest, entry, announce } = market();
    announce();
    attest(v1, 10);
    attest(v2, 11);
    node.ledger.appendRecord('supersede', { old_id: 'capitals-demo', new_id: 'later' }, author, atDate(50));
    expect(entry().status).toBe('LISTED');
    node.ledger.appendRecord('anchor', anchor(author, { id: 'later' }), author, atDate(51));
    expect(entry().status).toBe('SUPERSEDED');
  });
});

describe('anchors', () => {
  it('keeps the first anchor for an id; a later one cannot rewrite it', () => {
    const { node, author, v1, entry, announce } = market();
    announce();
    node.ledger.appendRecord('anchor', anchor(v1, { price: '0' }), v1, atDate(5));
    expect(entry().anchor).toMatchObject({ author: author.address, price: '1.5' });
  });

  it('lists its base stack as requires, with the base names and prices', () => {
    const { node, author } = market();
    node.ledger.appendRecord('anchor', anchor(author, { id: 'base-one', name: 'Base one', price: '2' }), author);
    const base = node.catalog.getEntry('base-one')!;
    node.ledger.appendRecord(
      'anchor',
      anchor(author, {
        id: 'delta',
        base: { stack: [{ patch_id: 'base-one', patch_sha256: base.anchor.patch_sha256 }], export: 'delta' },
      }),
      author,
    );
    expect(node.catalog.getEntry('delta')!.requires).toEqual([
      { id: 'base-one', patch_sha256: base.anchor.patch_sha256, name: 'Base one', price: '2', status: 'ANNOUNCED' },
    ]);
  });
});

describe('sales', () => {
  it('counts downloads and revenue from settlements the seller signed, keeping self-purchases apart', () => {
    const { node, author, v1, v2, entry, announce } = market();
    announce();
    const settle = (buyer: typeof v1, signer: typeof v1) =>
      node.ledger.appendRecord(
        'settle',
        { patch_id: 'capitals-demo', buyer: buyer.address, seller: author.address, amount: '1.5', currency: 'CREDIT' },
        signer,
      );
    settle(v1, author);
    settle(v2, author);
    settle(v1, author);
    settle(author, author);
    expect(entry()).toMatchObject({ downloads: 3, buyers: 2, revenue: '4.5', self_purchases: 1 });
    // A buyer's own note that it paid is kept on the ledger, but anyone could write one: it is not a sale.
    settle(v2, v2);
    expect(entry()).toMatchObject({ downloads: 3, buyers: 2, revenue: '4.5' });
  });
});
