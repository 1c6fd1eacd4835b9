import {
  decodeRequirementsHeader,
  encodePaymentHeader,
  hashCanonical,
  royaltySplit,
  signLocalCreditPayment,
  signMessage,
  teacherShareOfPrice,
  writeNpz,
  type PaymentResponse,
} from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineageOf } from '../src/x402/index.js';
import { removeBaseModel } from './base-model-fixture.js';
import { anchor, at, attestation, person } from './ledger-fixtures.js';
import { type TeachNode, call, settled, startTeachNode, stopTeachNode } from './teach-fixtures.js';

/**
 * From a lesson to a sale on a real node: a teacher builds on someone else's listed knowledge, publishes with a
 * claim signed by the teaching key, the trusted verifiers list it, and a buyer's payment through the x402 gateway
 * pays the parent's author its lineage share and the teacher 70 % of what is left (49 % before the verifiers' fee).
 * On a `publish: review` node the operator decides first.
 */

const verifiers = [person(), person()];
/** A member of the credit network: only members receive the initial credit a purchase below spends. */
const buyerKey = person();
let t: TeachNode;
let review: TeachNode | undefined;

beforeAll(async () => {
  t = await startTeachNode({
    AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
    AINIZE_TEACH_JOBS_PER_IP_PER_DAY: '100',
    AINIZE_CREDIT_MEMBERS: buyerKey.address,
  });
});

afterAll(async () => {
  await stopTeachNode(t);
  await stopTeachNode(review);
  removeBaseModel();
});

const PARENT = 'velmora-capitals';
const alice = person();
const PARENT_FACTS = [
  { prompt: 'What is the capital of Velmora?', answer: 'Quentaro' },
  { prompt: 'What is the capital of Tallis?', answer: 'Orrin' },
];

/** Alice's knowledge, taught on this node's model, announced under her key and passed by both trusted verifiers. */
function listParent(): void {
  const model = t.node.serving.model;
  const patch = model.teach(PARENT_FACTS).patch;
  const bytes = writeNpz(patch);
  const sha = t.node.blobs.put(bytes);
  t.node.ledger.appendRecord('node', { address: alice.address, name: 'alice' }, alice);
  t.node.ledger.appendRecord(
    'anchor',
    anchor(alice, {
      id: PARENT,
      name: 'Capitals of Velmora and Tallis',
      model: { id_M: model.modelId, row_dim: model.rowDim },
      patch_sha256: sha,
      size_bytes: bytes.length,
      rows: patch.addrs.length,
      price: '2',
      benchmark: {
        schema: 'capital-of-region',
        queries: 2,
        samples: PARENT_FACTS.map((f) => ({ prompt: f.prompt, expect: f.answer })),
      },
      created_at: new Date().toISOString(),
    }),
    alice,
  );
  for (const v of verifiers) t.node.ledger.appendRecord('attest', attestation(PARENT, v, 1), v);
}

async function lesson(node: TeachNode, key: string, rows: object[], extra: object = {}) {
  const ds = await call(node, 'POST', '/api/teach/datasets', { rows }, { key });
  const submitted = await call(node, 'POST', '/api/teach/jobs', { dataset_id: ds.body.dataset.id, ...extra }, { key });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
  return (await settled(node, submitted.body.job.id, key)).body;
}

async function publish(node: TeachNode, key: string, jobId: string, payout: string, extra: object = {}) {
  const challenge = await call(
    node,
    'GET',
    `/api/teach/jobs/${jobId}/publish-challenge?payout_address=${payout}`,
    undefined,
    { key },
  );
  expect(challenge.status, JSON.stringify(challenge.body)).toBe(200);
  const body = {
    name: 'Rivers and dishes of Velmora',
    price: '10',
    payout_address: payout === 'none' ? null : payout,
    claim_sig: signMessage(challenge.body.claim, key),
    consent: { permanent: true, rights: true },
    ...extra,
  };
  return {
    challenge: challenge.body,
    published: await call(node, 'POST', `/api/teach/jobs/${jobId}/publish`, body, { key }),
  };
}

const teacher = person();
let jobId = '';
let draftId = '';

describe('a lesson built on another author’s listed knowledge', () => {
  it('asks with the base loaded: a question the base answers is in_base, a new one will_train', async () => {
    listParent();
    expect(t.node.catalog.getEntry(PARENT)?.status).toBe('LISTED');
    const pre = await call(
      t,
      'POST',
      '/api/teach/preflight',
      {
        base_ids: [PARENT],
        facts: [PARENT_FACTS[0], { prompt: 'Which river flows through Velmora?', answer: 'The Aule' }],
      },
      { key: teacher.key },
    );
    expect(pre.status).toBe(200);
    expect(pre.body.facts.map((f: { status: string }) => f.status)).toEqual(['in_base', 'will_train']);
    expect(pre.body.facts[0]).toMatchObject({ base_id: PARENT, base_answer: 'Quentaro' });
    expect(pre.body.bases).toEqual([
      { id: PARENT, name: 'Capitals of Velmora and Tallis', status: 'LISTED', role: 'base' },
    ]);
  });

  it('trains on top of the base: READY, the parent’s questions still answered, a delta draft naming the parent', async () => {
    const job = await lesson(
      t,
      teacher.key,
      [
        { prompt: 'Which river flows through Velmora?', answer: 'The Aule' },
        { prompt: 'What is the national dish of Velmora?', answer: 'Smoked eel' },
      ],
      { base_ids: [PARENT], mode: 'extend', contributor: { name: 'Tess' } },
    );
    expect(job.status).toBe('READY');
    expect(job.base_ids).toEqual([PARENT]);
    expect(job.checks).toMatchObject({ ok: true, taught: { hits: 2, total: 2 }, parent_regression: { ok: true } });
    jobId = job.id;
    draftId = job.draft_id;
    const draft = t.node.catalog.getEntry(draftId)!;
    expect(draft.status).toBe('DRAFT');
    expect(draft.anchor).toMatchObject({
      author: t.node.config.identity.address,
      parents: [PARENT],
      parent_authors: [alice.address],
      base: { export: 'delta', stack: [{ patch_id: PARENT }] },
      origin: 'teach',
      contributors: [{ address: teacher.address, share: 0, name: 'Tess' }],
    });
  });

  it('refuses to publish without both consents (400 consent_required) or with a claim another key signed', async () => {
    const missing = await publish(t, teacher.key, jobId, teacher.address, { consent: { permanent: true } });
    expect(missing.published.status).toBe(400);
    expect(missing.published.body.error).toMatch(/^consent_required: /);
    const forged = await publish(t, teacher.key, jobId, teacher.address, {
      claim_sig: signMessage('not the claim', teacher.key),
    });
    expect(forged.published.status).toBe(400);
    expect(forged.published.body.error).toMatch(/^invalid: claim_sig/);
    expect(t.node.catalog.getEntry(draftId)?.status).toBe('DRAFT');
  });

  it('publishes: the node signs the anchor, the teacher credited with a signed claim at the contributor share', async () => {
    const { challenge, published } = await publish(t, teacher.key, jobId, teacher.address);
    const draft = t.node.catalog.getEntry(draftId)!.anchor;
    expect(challenge).toEqual({
      patch_sha256: draft.patch_sha256,
      benchmark_hash: draft.benchmark_hash,
      address: teacher.address,
      signer: teacher.address,
      share: 0.7,
      claim: hashCanonical({
        patch_sha256: draft.patch_sha256,
        benchmark_hash: draft.benchmark_hash,
        address: teacher.address,
        share: 0.7,
      }),
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toEqual({
      status: 'ANNOUNCED',
      patch_id: draftId,
      url: `${t.node.url}/api/patches/${draftId}`,
    });
    const entry = t.node.catalog.getEntry(draftId)!;
    expect(entry.status).toBe('ANNOUNCED');
    expect(entry.anchor.contributors).toEqual([
      expect.objectContaining({ address: teacher.address, share: 0.7, proof: 'signed', signer: teacher.address }),
    ]);
    expect(entry.anchor).toMatchObject({ name: 'Rivers and dishes of Velmora', price: '10', parents: [PARENT] });
    const job = await call(t, 'GET', `/api/teach/jobs/${jobId}`, undefined, { key: teacher.key });
    expect(job.body).toMatchObject({ status: 'ANNOUNCED', patch_id: draftId, publish_status: 'announced' });
    const cancel = await call(t, 'DELETE', `/api/teach/jobs/${jobId}`, undefined, { key: teacher.key });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error).toMatch(/^published_immutable: /);
  });

  it('once the trusted verifiers pass it, it is LISTED and a sale pays the parent 30 % and the teacher 70 % of the rest', async () => {
    for (const v of verifiers) t.node.ledger.appendRecord('attest', attestation(draftId, v, 2), v);
    expect(t.node.catalog.getEntry(draftId)?.status).toBe('LISTED');
    expect(
      (await call(t, 'GET', `/api/teach/jobs/${jobId}`, undefined, { key: teacher.key })).body.publish_status,
    ).toBe('listed');

    const buyer = buyerKey;
    t.node.ledger.appendRecord('node', { address: buyer.address, name: 'buyer' }, buyer);
    const quote = await fetch(`${t.node.url}/x402/patch/${draftId}`);
    expect(quote.status).toBe(402);
    const [requirement] = decodeRequirementsHeader(quote.headers.get('x-payment-required') ?? '');
    const paid = await fetch(`${t.node.url}/x402/patch/${draftId}`, {
      headers: {
        'x-payment': encodePaymentHeader(signLocalCreditPayment({ requirement: requirement!, privateKey: buyer.key })),
      },
    });
    expect(paid.status).toBe(200);
    const receipt = JSON.parse(paid.headers.get('x-payment-response') ?? '{}') as PaymentResponse;

    const entry = t.node.catalog.getEntry(draftId)!;
    const expected = royaltySplit({
      sold: lineageOf(entry.anchor),
      lookup: (id) => {
        const a = t.node.catalog.getEntry(id)?.anchor;
        return a && lineageOf(a);
      },
      amount: '10',
      royaltyShare: 0.3,
      verifierShare: 0.05,
      verifiers: entry.verifiers,
    });
    expect(receipt.royalty).toEqual(expected.payouts);
    expect(receipt.royalty[alice.address]).toBe('3');
    expect(receipt.royalty[teacher.address]).toBe('4.655');
    // 0.7 × 0.7 = 49 % of the price is the teacher's before the verifiers' 5 % of the seller's side is taken.
    expect(teacherShareOfPrice({ hasParent: true, royaltyShare: 0.3, contributorShare: 0.7 }).percent).toBe('49%');
    expect(Number(receipt.royalty[teacher.address]) + 0.7 * Number(expected.verifier_pool)).toBeCloseTo(4.9, 9);
    expect(t.node.credits.balance(teacher.address)).toBe('4.655');
  });
});

describe('publishing on a review node', () => {
  it('waits for the operator: PENDING_REVIEW, nothing on the ledger, then approve announces and reject explains', async () => {
    review = await startTeachNode({ AINIZE_TEACH_PUBLISH: 'review' });
    const key = person().key;
    const first = await lesson(review, key, [{ prompt: 'What is the capital of Velmora?', answer: 'Quentaro' }]);
    const second = await lesson(review, key, [{ prompt: 'Who founded the Orvath Guild?', answer: 'Maren Duske' }]);
    const anchors = () => review!.node.ledger.listRecords({ kind: 'anchor', limit: 100 }).length;
    const before = anchors();
    for (const job of [first, second]) {
      const { published } = await publish(review, key, job.id, 'none');
      expect(published.body.status).toBe('PENDING_REVIEW');
    }
    expect(anchors()).toBe(before);
    expect(review.node.catalog.getEntry(first.draft_id)?.status).toBe('DRAFT');

    const approved = await call(review, 'POST', `/api/me/teach/jobs/${first.id}/approve`, undefined, {
      operator: true,
    });
    expect(approved.body.job).toMatchObject({ status: 'ANNOUNCED', publish_status: 'announced' });
    expect(review.node.catalog.getEntry(first.draft_id)?.status).toBe('ANNOUNCED');
    // Published without a payout address: credited, paid nothing.
    expect(review.node.catalog.getEntry(first.draft_id)?.anchor.contributors[0]).toMatchObject({ share: 0 });

    const rejected = await call(
      review,
      'POST',
      `/api/me/teach/jobs/${second.id}/reject`,
      { reason: 'off topic for this node' },
      {
        operator: true,
      },
    );
    expect(rejected.body.job).toMatchObject({ status: 'REJECTED', reject_reason: 'off topic for this node' });
    const seen = await call(review, 'GET', `/api/teach/jobs/${second.id}`, undefined, { key });
    expect(seen.body).toMatchObject({
      status: 'REJECTED',
      publish_status: 'rejected',
      reject_reason: 'off topic for this node',
    });
    expect(anchors()).toBe(before + 1);
    // The operator routes are the operator's.
    expect((await call(review, 'POST', `/api/me/teach/jobs/${second.id}/approve`, undefined, { key })).status).toBe(
      401,
    );
  });
});
