import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  TEACH_AUTH_HEADER,
  buildTeachAuth,
  generatePrivateKey,
  addressOf as keyAddress,
  signMessage,
} from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ainize, buildPackages, freePortBase, until, upSmallCluster } from './cluster-fixtures.js';

/**
 * A teacher's lesson in the private cluster as `npm start` makes it (the built CLI, four node processes): taught on
 * the home's model on top of a knowledge the home bought from the seller, published with the teacher's signed claim,
 * verified by the cluster's two verifiers in their own processes until LISTED, and bought by the seller's operator
 * through the home's gateway — the parent's author paid its lineage share and the teacher 70 % of the rest.
 */

const NODES = ['home', 'verifier-1', 'verifier-2', 'seller'] as const;
type NodeName = (typeof NODES)[number];
const BASE = 'iso3166-alpha2-codes';

let scratch: string;
let dir: string;
let portBase: number;
const tokens = new Map<NodeName, string>();
const teacherKey = generatePrivateKey();
const teacher = keyAddress(teacherKey);

const url = (name: NodeName) => `http://127.0.0.1:${portBase + NODES.indexOf(name)}`;
const nodeAddress = (name: NodeName) =>
  (JSON.parse(readFileSync(join(dir, name, 'config.json'), 'utf8')) as { identity: { address: string } }).identity
    .address;

// any: node answers are read loosely here; a wrong field fails the expectation rather than the compiler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(
  name: NodeName,
  path: string,
  init: { method?: string; body?: unknown; operator?: boolean; teach?: boolean } = {},
): Promise<{ status: number; body: Json }> {
  const method = init.method ?? 'GET';
  const text = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string> = {};
  if (text !== undefined) headers['content-type'] = 'application/json';
  if (init.operator) headers.authorization = `Bearer ${tokens.get(name)}`;
  if (init.teach) {
    headers[TEACH_AUTH_HEADER] = buildTeachAuth({
      privateKey: teacherKey,
      ts: Date.now(),
      nodeAddress: nodeAddress(name),
      method,
      pathWithQuery: path,
      ...(text === undefined ? {} : { body: text }),
    });
  }
  const res = await fetch(`${url(name)}${path}`, { method, headers, ...(text === undefined ? {} : { body: text }) });
  return { status: res.status, body: (await res.json()) as Json };
}

beforeAll(async () => {
  buildPackages('packages/node');
  scratch = mkdtempSync(join(tmpdir(), 'ainize-teach-cluster-'));
  dir = join(scratch, 'cluster');
  portBase = await freePortBase();
  await upSmallCluster(dir, portBase);
  for (const name of ['home', 'seller'] as const) {
    const file = name === 'home' ? join(dir, 'operator.json') : join(dir, name, 'operator.json');
    const { password } = JSON.parse(readFileSync(file, 'utf8')) as { password: string };
    tokens.set(name, (await call(name, '/api/auth/login', { method: 'POST', body: { password } })).body.token);
  }
}, 400_000);

afterAll(async () => {
  if (scratch === undefined) return;
  if (existsSync(join(dir, 'cluster.json'))) await ainize(['cluster', 'down', '--dir', dir]);
  rmSync(scratch, { recursive: true, force: true });
}, 60_000);

describe('a lesson in the private cluster', () => {
  let jobId = '';
  let lessonId = '';

  it('is taught on the home on top of a knowledge bought from the seller, and READY with measured checks', async () => {
    const policy = (await call('home', '/api/teach/policy')).body;
    expect(policy).toMatchObject({ enabled: true, publish: 'auto', backend: 'memory' });
    // The seller sells only what its own catalog lists; its view of the verifiers' records may lag the home's.
    await until(
      'the seller to list its base',
      async () => (await call('seller', `/api/patches/${BASE}`)).body.status === 'LISTED',
    );
    const bought = await call('home', `/api/patches/${BASE}/buy`, { method: 'POST', operator: true, body: {} });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);

    const ds = await call('home', '/api/teach/datasets', {
      method: 'POST',
      teach: true,
      body: {
        rows: [
          { prompt: 'What is the capital of Velmora?', answer: 'Quentaro' },
          { prompt: 'Who founded the Orvath Guild?', answer: 'Maren Duske' },
          { prompt: 'Which river flows through Brennic?', answer: 'The Aule' },
        ],
      },
    });
    expect(ds.status).toBe(201);
    const job = await call('home', '/api/teach/jobs', {
      method: 'POST',
      teach: true,
      body: { dataset_id: ds.body.dataset.id, base_ids: [BASE], name: 'Velmora and friends' },
    });
    expect(job.status, JSON.stringify(job.body)).toBe(202);
    jobId = job.body.job.id;
    const done = await until('the lesson to be measured', async () => {
      const r = (await call('home', `/api/teach/jobs/${jobId}`, { teach: true })).body;
      return ['READY', 'NEEDS_MORE', 'FAILED'].includes(r.status) && r;
    });
    expect(done.status).toBe('READY');
    expect(done.checks).toMatchObject({ executed: true, ok: true, taught: { hits: 3, total: 3 } });
    lessonId = done.draft_id;
  });

  it('is published, verified by both verifiers in their own processes, and LISTED', async () => {
    const challenge = await call('home', `/api/teach/jobs/${jobId}/publish-challenge?payout_address=${teacher}`, {
      teach: true,
    });
    expect(challenge.status).toBe(200);
    const published = await call('home', `/api/teach/jobs/${jobId}/publish`, {
      method: 'POST',
      teach: true,
      body: {
        name: 'Velmora and friends',
        price: '10',
        payout_address: teacher,
        claim_sig: signMessage(challenge.body.claim, teacherKey),
        consent: { permanent: true, rights: true },
      },
    });
    expect(published.body).toMatchObject({ status: 'ANNOUNCED', patch_id: lessonId });
    const listed = await until(
      'the verifiers to list the lesson',
      async () => {
        const entry = (await call('home', `/api/patches/${lessonId}`)).body;
        return entry.status === 'LISTED' && entry;
      },
      120_000,
    );
    const verifiers = [nodeAddress('verifier-1'), nodeAddress('verifier-2')].map((a) => a.toLowerCase()).sort();
    expect(listed.verifiers.map((a: string) => a.toLowerCase()).sort()).toEqual(verifiers);
    expect(listed.anchor).toMatchObject({ author: nodeAddress('home'), parents: [BASE] });
    const job = (await call('home', `/api/teach/jobs/${jobId}`, { teach: true })).body;
    expect(job.publish_status).toBe('listed');
  }, 150_000);

  it('is bought by another node through the home gateway; the parent and the teacher are paid their shares', async () => {
    await until('the seller to see the lesson LISTED', async () => {
      const entry = (await call('seller', `/api/patches/${lessonId}`)).body;
      return entry.status === 'LISTED';
    });
    const bought = await call('seller', `/api/patches/${lessonId}/buy`, {
      method: 'POST',
      operator: true,
      body: { expect_amount: '10' },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const records = (await call('home', `/api/patches/${lessonId}/records`)).body.items.filter(
      (r: Json) => r.kind === 'settle',
    );
    expect(records).toHaveLength(1);
    const split = records[0].body.split as Record<string, string>;
    expect(split[nodeAddress('seller')]).toBe('3');
    expect(split[teacher]).toBe('4.655');
  });
});
