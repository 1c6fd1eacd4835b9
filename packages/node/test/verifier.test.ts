import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readNpz, writeNpz } from '@ainize/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AttestBody } from '../src/ledger/bodies.js';
import { evaluatePatch, requiredCorrect } from '../src/verifier/index.js';
import { anchor, person } from './ledger-fixtures.js';
import { FACTS, type VNode, publishTaught, removeBase, startVNode, sync, until } from './verifier-fixtures.js';

const attestationsBy = (node: VNode, patchId: string): AttestBody[] =>
  node.ledger
    .recordsAbout(patchId)
    .filter((r) => r.kind === 'attest')
    .map((r) => r.body as AttestBody);

async function operator(node: VNode, method: string, path: string, body?: unknown) {
  const res = await fetch(`${node.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${node.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let author: VNode;
let v1: VNode;
let v2: VNode;
const opened: VNode[] = [];

beforeAll(async () => {
  author = await startVNode('author', { options: { auto: false } });
  v1 = await startVNode('verifier-one');
  v2 = await startVNode('verifier-two');
  opened.push(author, v1, v2);
  for (const v of [v1, v2]) v.peers.push(author.url);
});

afterAll(async () => {
  for (const node of opened) await node.close();
  removeBase();
});

describe('evaluatePatch', () => {
  it('needs 90 % of the samples', () => {
    expect(requiredCorrect(10)).toBe(9);
    expect(requiredCorrect(1)).toBe(1);
    expect(requiredCorrect(3)).toBe(3);
    expect(requiredCorrect(20)).toBe(18);
  });

  it('passes a lesson that teaches its benchmark, without touching the table', () => {
    const lesson = author.model.teach(FACTS);
    const digest = v1.model.tableDigest();
    const patch = readNpz(writeNpz(lesson.patch));
    const result = evaluatePatch({
      model: v1.model,
      patch,
      samples: FACTS.map((f) => ({ prompt: f.prompt, expect: f.answer })),
      modelId: v1.model.modelId,
    });
    expect(result).toMatchObject({ passed: true, score: { free_generation: '3/3', pre_apply: '0/3' }, failures: [] });
    expect(v1.model.tableDigest()).toBe(digest);
  });

  it('fails a lesson whose benchmark the bare model already answers', () => {
    const patch = readNpz(writeNpz(author.model.teach(FACTS.slice(0, 1)).patch));
    const result = evaluatePatch({
      model: v1.model,
      patch,
      samples: [{ prompt: 'What is the capital of France?', expect: 'Paris' }],
      modelId: v1.model.modelId,
    });
    expect(result.passed).toBe(false);
    expect(result.score).toEqual({ free_generation: '1/1', pre_apply: '1/1' });
    expect(result.reason).toMatch(/^teaches_nothing/);
  });

  it('refuses another model id or row width with a reason instead of throwing', () => {
    const patch = readNpz(writeNpz(author.model.teach(FACTS.slice(0, 1)).patch));
    const samples = [{ prompt: FACTS[0]!.prompt, expect: FACTS[0]!.answer }];
    const other = evaluatePatch({ model: v1.model, patch, samples, modelId: 'some-other-model' });
    expect(other).toMatchObject({ passed: false, score: { free_generation: '0/1', pre_apply: '0/1' } });
    expect(other.reason).toMatch(/^model_mismatch/);
    const narrow = evaluatePatch({
      model: v1.model,
      patch: { ...patch, rowDim: 32 },
      samples,
      modelId: v1.model.modelId,
    });
    expect(narrow.reason).toMatch(/row_dim 32/);
  });
});

describe('verification across nodes', () => {
  it('two verifiers attest a taught lesson and the author’s catalog goes ANNOUNCED → VERIFYING → LISTED', async () => {
    const { record } = publishTaught(author, 'fictional-facts-v1', FACTS);
    expect(author.catalog.getEntry(record.body.id)?.status).toBe('ANNOUNCED');

    // The loop of each verifier wakes on the anchor arriving and fetches the body from the author over HTTP.
    sync(author, v1);
    sync(author, v2);
    v1.verifier.start();
    v2.verifier.start();
    const a1 = await until('verifier one’s attestation', () => attestationsBy(v1, record.body.id)[0]);
    const a2 = await until('verifier two’s attestation', () => attestationsBy(v2, record.body.id)[0]);
    for (const [a, v] of [
      [a1, v1],
      [a2, v2],
    ] as const) {
      expect(a).toMatchObject({
        patch_id: record.body.id,
        verifier: v.address,
        verifier_name: v.name,
        passed: true,
        score: { free_generation: '3/3', pre_apply: '0/3' },
        verified_on: `memory:${v.model.modelId}`,
        executor: { instance: v.verifier.instance },
        baseline: true,
        failures: [],
      });
    }
    expect(a1.executor?.instance).not.toBe(a2.executor?.instance);
    // Verifiers do not keep bodies they fetched.
    expect(v1.blobs.has(record.body.patch_sha256)).toBe(false);

    sync(v1, author);
    expect(author.catalog.getEntry(record.body.id)?.status).toBe('VERIFYING');
    sync(v2, author);
    const listed = author.catalog.getEntry(record.body.id);
    expect(listed).toMatchObject({ status: 'LISTED', quorum_ok: true, passed: 2 });
    expect(listed?.executors.sort()).toEqual([a1.executor?.instance, a2.executor?.instance].sort());

    // A second pass of the loop finds nothing left to do: one attestation per verifier.
    await v1.verifier.tick();
    expect(attestationsBy(v1, record.body.id)).toHaveLength(1);
    const again = await operator(v1, 'POST', `/api/patches/${record.body.id}/verify`);
    expect(again.status).toBe(409);
    expect(String(again.body.error)).toMatch(/^already_attested/);

    const state = await operator(v1, 'GET', '/api/verifier');
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ address: v1.address, auto: true, running: true });
    expect((state.body.limits as Record<string, unknown>).maxPerHour).toBe(40);
    expect((state.body.last as { patch_id: string; passed: boolean }[])[0]).toMatchObject({
      patch_id: record.body.id,
      passed: true,
    });
    await v1.verifier.stop();
    await v2.verifier.stop();
  });

  it('re-runs once to answer a challenge, and not twice', async () => {
    const id = 'fictional-facts-v1';
    const challenger = person();
    v1.ledger.appendRecord(
      'challenge',
      {
        patch_id: id,
        challenger: challenger.address,
        reason: 'The capital of Velmora is wrong in this lesson.',
        created_at: new Date().toISOString(),
      },
      challenger,
    );
    expect(v1.catalog.getEntry(id)?.open_challenge).not.toBeNull();
    // The author hands the body to verifiers again only once it sees the challenge too.
    sync(v1, author);
    expect(author.catalog.getEntry(id)?.status).toBe('CHALLENGED');
    const rerun = await operator(v1, 'POST', `/api/patches/${id}/verify`);
    expect(rerun.status).toBe(200);
    expect(rerun.body).toMatchObject({ passed: true, recheck: true });
    const twice = await operator(v1, 'POST', `/api/patches/${id}/verify`);
    expect(twice.status).toBe(409);
    expect(String(twice.body.error)).toMatch(/^already_attested/);
  });

  it('answers a challenge filed through the route by re-running on the verifiers’ own loops, nobody asking', async () => {
    const { record } = publishTaught(author, 'challenged-facts', FACTS);
    const id = record.body.id;
    for (const v of [v1, v2]) sync(author, v);
    v1.verifier.start();
    v2.verifier.start();
    await until('both first attestations', () => attestationsBy(v1, id).length + attestationsBy(v2, id).length === 2);
    for (const v of [v1, v2]) sync(v, author);
    expect(author.catalog.getEntry(id)?.status).toBe('LISTED');

    const short = await operator(author, 'POST', `/api/patches/${id}/challenge`, { reason: 'wrong' });
    expect(short.status).toBe(400);
    const filed = await operator(author, 'POST', `/api/patches/${id}/challenge`, {
      reason: 'The capital of Velmora is answered wrongly since the last model update.',
    });
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({ ok: true, status: 'CHALLENGED', challenge: { challenger: author.address } });
    const again = await operator(author, 'POST', `/api/patches/${id}/challenge`, {
      reason: 'Filing the very same accusation a second time within the day.',
    });
    expect(again.status).toBe(409);
    expect(String(again.body.error)).toMatch(/^challenge_cooldown/);

    // The verifiers learn of the challenge by sync and re-run without any operator pressing verify.
    for (const v of [v1, v2]) sync(author, v);
    await until('both re-runs', () =>
      [v1, v2].every((v) => attestationsBy(v, id).some((a) => a.recheck === true && a.passed)),
    );
    for (const v of [v1, v2]) sync(v, author);
    const entry = author.catalog.getEntry(id);
    expect(entry).toMatchObject({ status: 'LISTED', sellable: true, open_challenge: null });
    expect(entry?.challenge_log.map((c) => c.state)).toEqual(['dismissed']);
    await v1.verifier.stop();
    await v2.verifier.stop();
  });

  it('fails a lesson whose body does not teach its benchmark', async () => {
    const benchmark = [{ prompt: 'What is the capital of Zentharia?', answer: 'Morvale' }];
    const { record } = publishTaught(author, 'untaught-benchmark', FACTS.slice(0, 1), benchmark);
    sync(author, v1);
    const res = await operator(v1, 'POST', `/api/patches/${record.body.id}/verify`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ passed: false, score: { free_generation: '0/1', pre_apply: '0/1' } });
    expect(res.body.failures).toEqual([{ prompt: benchmark[0]!.prompt, expect: 'Morvale', got: 'I do not know.' }]);
    sync(v1, author);
    expect(author.catalog.getEntry(record.body.id)).toMatchObject({ status: 'VERIFYING', failed: 1 });
  });

  it('never attests its own knowledge', async () => {
    const { record } = publishTaught(author, 'own-lesson', FACTS.slice(1, 2));
    await author.verifier.tick();
    expect(attestationsBy(author, record.body.id)).toHaveLength(0);
    const res = await operator(author, 'POST', `/api/patches/${record.body.id}/verify`);
    expect(res.status).toBe(409);
    expect(String(res.body.error)).toMatch(/^self_attestation/);
    expect(attestationsBy(author, record.body.id)).toHaveLength(0);
  });

  it('lays a delta’s bases under it, so pre_apply is what the model knew with them', async () => {
    const [first, second] = [FACTS[0]!, FACTS[1]!];
    const base = publishTaught(author, 'delta-base', [first]);
    const baseLesson = readNpz(base.bytes);
    const delta = author.model.teach([second], { overlay: [{ ...baseLesson, modelId: author.model.modelId }] }).patch;
    const bytes = writeNpz(delta);
    const sha = author.blobs.put(bytes);
    const body = anchor(author.signer, {
      id: 'delta-child',
      model: { id_M: author.model.modelId, row_dim: author.model.rowDim },
      patch_sha256: sha,
      size_bytes: bytes.length,
      rows: delta.addrs.length,
      parents: ['delta-base'],
      base: { stack: [{ patch_id: 'delta-base', patch_sha256: base.sha }], export: 'delta' },
      benchmark: {
        schema: 'fictional-facts',
        queries: 2,
        samples: [first, second].map((f) => ({ prompt: f.prompt, expect: f.answer })),
      },
      created_at: new Date().toISOString(),
    });
    author.ledger.appendRecord('anchor', body, author.signer);
    sync(author, v2);
    const res = await operator(v2, 'POST', '/api/patches/delta-child/verify');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ passed: true, score: { free_generation: '2/2', pre_apply: '1/2' } });
  });

  it('stops the loop when the hourly budget is spent, and says so', async () => {
    const thrifty = await startVNode('thrifty', { options: { maxPerHour: 1 } });
    opened.push(thrifty);
    thrifty.peers.push(author.url);
    publishTaught(author, 'budget-one', FACTS.slice(0, 1));
    publishTaught(author, 'budget-two', FACTS.slice(1, 2));
    sync(author, thrifty);
    await thrifty.verifier.tick();
    const state = thrifty.verifier.state();
    expect(state.last.filter((r) => r.outcome === 'attested')).toHaveLength(1);
    expect(state.limits).toMatchObject({ maxPerHour: 1, runs_last_hour: 1, exhausted: true });
    expect(state.queue.length).toBeGreaterThan(0);
    // The operator can still ask for a check; it is counted, not refused.
    const next = state.queue[0]!;
    expect((await operator(thrifty, 'POST', `/api/patches/${next}/verify`)).status).toBe(200);
    expect(thrifty.verifier.state().limits.runs_last_hour).toBe(2);
  });

  it('answers 404 for unknown knowledge', async () => {
    const res = await operator(v1, 'POST', '/api/patches/no-such-knowledge/verify');
    expect(res).toMatchObject({ status: 404, body: { error: 'patch not found' } });
  });
});

describe('a body that is not the anchored one', () => {
  let liar: Server | undefined;
  afterEach(() => liar?.close());

  it('gets a failing attestation naming the sha mismatch', async () => {
    const { record } = publishTaught(author, 'swapped-body', FACTS.slice(2, 3));
    const otherBody = writeNpz(author.model.teach(FACTS.slice(0, 1)).patch);
    // A peer that claims to be the author and serves different bytes under the anchored sha.
    liar = createServer((req, res) => {
      if (req.url === '/healthz') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ ok: true, address: author.address }));
      } else {
        res.setHeader('content-type', 'application/octet-stream');
        res.end(otherBody);
      }
    });
    await new Promise<void>((r) => liar!.listen(0, '127.0.0.1', r));
    const v3 = await startVNode('verifier-three');
    opened.push(v3);
    v3.peers.push(`http://127.0.0.1:${(liar.address() as AddressInfo).port}`);
    sync(author, v3);
    const res = await operator(v3, 'POST', `/api/patches/${record.body.id}/verify`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ passed: false, score: { free_generation: '0/1', pre_apply: '0/1' } });
    expect(String(res.body.reason)).toMatch(new RegExp(`^sha_mismatch: .*${record.body.patch_sha256}`));
  });

  it('reports an unreachable author as unavailable without attesting', async () => {
    const { record } = publishTaught(author, 'nobody-serves-it', FACTS.slice(0, 1));
    const v4 = await startVNode('verifier-four');
    opened.push(v4);
    sync(author, v4);
    const res = await operator(v4, 'POST', `/api/patches/${record.body.id}/verify`);
    expect(res.status).toBe(502);
    expect(String(res.body.error)).toMatch(/^blob_unavailable/);
    await v4.verifier.tick();
    expect(attestationsBy(v4, record.body.id)).toHaveLength(0);
    // The failed fetch is remembered and backed off: the loop's pass does not ask for it again at once.
    const mine = v4.verifier.state().last.filter((r) => r.patch_id === record.body.id);
    expect(mine).toEqual([expect.objectContaining({ outcome: 'unavailable' })]);
  });
});
