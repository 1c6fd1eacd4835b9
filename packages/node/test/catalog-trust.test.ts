import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_TRUST, trustInfo, trustPolicy } from '../src/catalog/trust.js';
import type { AttestBody } from '../src/ledger/bodies.js';
import { LedgerForkError } from '../src/ledger/errors.js';
import { signRecord, type RecordSigner } from '../src/ledger/record.js';
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

type Person = ReturnType<typeof person>;

/**
 * A node that trusts two verifiers (v1, v2), with an author's knowledge announced. Everyone else — the strangers
 * s1..s3 — signs records as freely as anyone can, and peers carry them here.
 */
function market() {
  const self = person();
  const author = person();
  const [v1, v2] = [person(), person()];
  const [s1, s2, s3] = [person(), person(), person()];
  const trust = trustPolicy({ self: self.address, trusted: [v1.address, v2.address] });
  const node = openTestNode({ trust });
  nodes.push(node);
  const attest = (who: RecordSigner, minutes: number, overrides: Partial<AttestBody> = {}) =>
    node.ledger.appendRecord('attest', attestation('capitals-demo', who, minutes, overrides), who, atDate(minutes));
  const challenge = (who: RecordSigner, minutes: number) =>
    node.ledger.appendRecord('challenge', challengeOf('capitals-demo', who, minutes), who, atDate(minutes));
  const entry = () => node.catalog.getEntry('capitals-demo')!;
  node.ledger.appendRecord('anchor', anchor(author), author, atDate(0));
  return { node, self, author, v1, v2, s1, s2, s3, attest, challenge, entry };
}

describe('only trusted verifiers decide LISTED and REJECTED', () => {
  it('stores and shows passes from keys it does not trust, but never lists or sells on them', () => {
    const { s1, s2, attest, entry } = market();
    // Two fresh keys claiming two machines: on an "anyone counts" node this was LISTED and sellable.
    attest(s1, 10);
    attest(s2, 11);
    expect(entry()).toMatchObject({ status: 'ANNOUNCED', passed: 0, quorum_ok: false, sellable: false });
    // Kept and shown apart, never among the attestations.
    expect(entry().attestations).toEqual([]);
    expect(entry().untrusted_attestations).toEqual([
      expect.objectContaining({ verifier: s1.address, passed: true, because: 'not_trusted' }),
      expect.objectContaining({ verifier: s2.address, passed: true, because: 'not_trusted' }),
    ]);
    expect(entry().trust).toEqual({
      policy: 'trusted',
      counted: [],
      note: expect.stringMatching(/2 attestation\(s\) signed by keys this node does not trust.*no verifier/),
    });
  });

  it('never shows a stranger’s pass under a real verifier’s name: the name it chose is marked claimed', () => {
    const { v1, s1, attest, entry } = market();
    attest(v1, 10, { verifier_name: 'cluster-verifier-1' });
    attest(s1, 11, { verifier_name: 'cluster-verifier-1' });
    expect(entry().attestations.map((a) => [a.verifier, a.verifier_name])).toEqual([
      [v1.address, 'cluster-verifier-1'],
    ]);
    expect(entry().untrusted_attestations).toEqual([
      expect.objectContaining({
        verifier: s1.address,
        verifier_name: null,
        claimed_name: 'cluster-verifier-1',
        passed: true,
        because: 'not_trusted',
      }),
    ]);
  });

  it('lists on the trusted verifiers’ passes and names them as the ones that counted', () => {
    const { v1, v2, s1, attest, entry } = market();
    attest(s1, 5, { passed: false });
    attest(v1, 10);
    attest(v2, 11);
    expect(entry()).toMatchObject({ status: 'LISTED', passed: 2, sellable: true, failed: 0 });
    expect(entry().trust.counted).toEqual([v1.address, v2.address]);
    expect(entry().verifiers).toEqual([v1.address, v2.address]);
    expect(entry().untrusted_attestations).toEqual([
      expect.objectContaining({ verifier: s1.address, passed: false, because: 'not_trusted' }),
    ]);
  });

  it('keeps a genuine knowledge LISTED through a stranger’s challenge and two failing "rechecks"', () => {
    const { v1, v2, s1, s2, s3, attest, challenge, entry } = market();
    attest(v1, 10);
    attest(v2, 11);
    challenge(s1, 20);
    attest(s2, 21, { passed: false, recheck: true });
    attest(s3, 22, { passed: false, recheck: true });
    expect(entry()).toMatchObject({ status: 'LISTED', sellable: true, open_challenge: null, failed: 0 });
    expect(entry().challenge_log).toEqual([]);
    expect(entry().untrusted_challenges).toEqual([
      {
        challenger: s1.address,
        reason: 'The capital of Brynn is answered wrongly now.',
        created_at: at(20),
        because: 'not_trusted',
      },
    ]);
    expect(entry().trust.note).toMatch(/1 challenge\(s\) signed by keys this node does not trust/);
  });

  it('lets a trusted key challenge, and its trusted re-runs dismiss it', () => {
    const { v1, v2, attest, challenge, entry } = market();
    attest(v1, 10);
    attest(v2, 11);
    challenge(v1, 20);
    expect(entry()).toMatchObject({ status: 'CHALLENGED', sellable: false });
    attest(v1, 30, { recheck: true });
    attest(v2, 31, { recheck: true });
    expect(entry()).toMatchObject({ status: 'LISTED', sellable: true });
    expect(entry().challenge_log.map((c) => c.state)).toEqual(['dismissed']);
  });

  it('counts the node’s own challenge and the configured extra challengers, not other strangers', () => {
    const self = person();
    const buyer = person();
    const stranger = person();
    const policy = trustPolicy({ self: self.address, trusted: [], challengers: [buyer.address] });
    expect(policy.challengers).toEqual([self.address.toLowerCase(), buyer.address.toLowerCase()]);
    expect(policy.challengers).not.toContain(stranger.address.toLowerCase());
  });

  it('counts a key that leaves out the executor as one machine, not one per attestation', () => {
    const { v1, attest, entry } = market();
    const { executor: _none, ...bare } = attestation('capitals-demo', v1, 10);
    attest(v1, 10, { ...bare, executor: undefined });
    expect(entry()).toMatchObject({ passed: 1, executors_unknown: 1, quorum_ok: false });
  });
});

describe('a key that forks', () => {
  it('stops counting at once: its attestation is shown as forked and the knowledge is no longer LISTED', () => {
    const { node, v1, v2, attest, entry } = market();
    const pass = attest(v2, 10);
    attest(v1, 11);
    expect(entry().status).toBe('LISTED');

    // v2 signs a second, different successor of the record before its attestation and hands it to a peer.
    const rival = signRecord(
      {
        prev_id: pass.prev_id,
        kind: 'attest',
        author: v2.address,
        body: attestation('capitals-demo', v2, 12, { passed: false }),
        ts: at(12),
      },
      v2,
    );
    expect(() => node.ledger.ingestRecord(rival)).toThrow(LedgerForkError);

    expect(entry()).toMatchObject({ status: 'VERIFYING', passed: 1, sellable: false });
    expect(entry().untrusted_attestations).toEqual([
      expect.objectContaining({ verifier: v2.address, because: 'forked_key' }),
    ]);
    // The ledger stays trusted; the evidence names the key.
    const report = node.ledger.verifyLedger();
    expect(report.ok).toBe(true);
    expect(report.forked_keys.map((k) => k.author)).toEqual([v2.address]);
  });

  it('is remembered across a restart', () => {
    const { node, v1, v2, attest } = market();
    const pass = attest(v2, 10);
    attest(v1, 11);
    const rival = signRecord(
      { prev_id: pass.prev_id, kind: 'retire', author: v2.address, body: { patch_id: 'other' }, ts: at(12) },
      v2,
    );
    expect(() => node.ledger.ingestRecord(rival)).toThrow(LedgerForkError);
    const reopened = node.reopen();
    nodes.splice(nodes.indexOf(node), 1, reopened);
    expect(reopened.catalog.getEntry('capitals-demo')).toMatchObject({ status: 'VERIFYING', sellable: false });
  });
});

describe('the trust policy itself', () => {
  it('re-derives stored entries when the node starts under another policy', () => {
    const { node, s1, s2, attest } = market();
    attest(s1, 10);
    attest(s2, 11);
    expect(node.catalog.getEntry('capitals-demo')?.status).toBe('ANNOUNCED');
    // The operator opens the node up for an experiment: the stored entries must not keep the old verdict.
    node.catalog.close();
    node.store.close();
    const open = openTestNode({ dir: node.dir, trust: OPEN_TRUST });
    nodes.splice(nodes.indexOf(node), 1, open);
    expect(open.catalog.getEntry('capitals-demo')).toMatchObject({ status: 'LISTED', sellable: true });
    expect(open.catalog.getEntry('capitals-demo')?.trust).toMatchObject({
      policy: 'open',
      note: expect.stringMatching(/unvetted/),
    });
  });

  it('says plainly when listings are unvetted, or when too few verifiers are trusted to list anything', () => {
    const self = person();
    const v1 = person();
    expect(trustInfo(OPEN_TRUST, 2, new Set()).warnings).toEqual([expect.stringMatching(/unvetted/)]);
    const lonely = trustPolicy({ self: self.address, trusted: [v1.address] });
    expect(trustInfo(lonely, 2, new Set()).warnings).toEqual([]);
    expect(trustInfo(lonely, 2, new Set([v1.address.toLowerCase()])).warnings).toEqual([
      expect.stringMatching(/trusts 1 verifier key\(s\), itself included, but a knowledge needs 2/),
    ]);
    expect(trustInfo(lonely, 2, new Set([v1.address.toLowerCase()])).forked).toEqual([v1.address.toLowerCase()]);
  });

  it('always trusts the node itself, so its own verifier counts for other authors’ knowledge', () => {
    const { self, v1, attest, entry } = market();
    attest(self as Person, 10);
    attest(v1, 11);
    expect(entry()).toMatchObject({ status: 'LISTED', passed: 2 });
  });
});
