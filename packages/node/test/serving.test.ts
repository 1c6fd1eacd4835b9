import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ABSTAIN_TEXT, type Patch } from '@ainize/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelLock } from '../src/lock/model-lock.js';
import {
  type TestNode,
  call,
  publish,
  removeCachedBase,
  removeTestDir,
  startTestNode,
  teach,
} from './serving-fixtures.js';

/**
 * Apply / remove / check against a real node and a real memory model: a base knowledge A, an add-on B taught on top
 * of A (a delta: its `before` rows are A's), and refusals for every way an add-on can be out of place.
 */

let node: TestNode;
let a: Patch;
let b: Patch;
const CAPITAL = 'What is the capital of Velmora?';
const CURRENCY = 'What is the currency of Velmora?';

const stackIds = async (): Promise<string[]> => {
  const res = await call<{ stack: { patch_id: string }[] }>(node, 'GET', '/api/runtime/stack', undefined, {
    operator: true,
  });
  return res.body.stack.map((s) => s.patch_id);
};

beforeAll(async () => {
  node = await startTestNode();
  const model = node.serving.model;
  a = teach(model, [{ prompt: CAPITAL, answer: 'Quentaro' }]);
  b = teach(model, [{ prompt: CURRENCY, answer: 'Velmark' }], [a]);
  publish(node, 'velmora-capital', a);
  publish(node, 'velmora-currency', b, { base: { stack: [{ patch_id: 'velmora-capital' }], export: 'delta' } });
  // An add-on whose body claims one row under it that A never wrote: it must not go on.
  const tampered: Patch = { ...b, before: b.before.slice() };
  tampered.before[0] = tampered.before[0]! + 1;
  publish(node, 'velmora-tampered', tampered, { base: { stack: [{ patch_id: 'velmora-capital' }], export: 'delta' } });
  publish(node, 'velmora-orphan', b, { base: { stack: [{ patch_id: 'never-heard-of' }], export: 'delta' } });
  node.catalog.set('bodiless', {
    ...node.catalog.get('velmora-capital')!,
    id: 'bodiless',
    patch_sha256: 'f'.repeat(64),
  });
  node.catalog.set('other-model', {
    ...node.catalog.get('velmora-capital')!,
    id: 'other-model',
    model: { id_M: 'some-other-model', row_dim: 64 },
  });
});
afterAll(async () => {
  await node.close();
  removeTestDir(node);
  removeCachedBase();
});

describe('apply / remove / check', () => {
  it('is for the operator only', async () => {
    const res = await call(node, 'POST', '/api/patches/velmora-capital/apply', {});
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('operator login required');
  });

  it('answers 404 patch not found for ids the node does not know', async () => {
    for (const [method, path] of [
      ['POST', '/api/patches/nope/apply'],
      ['DELETE', '/api/patches/nope/apply'],
      ['POST', '/api/patches/nope/remove'],
      ['GET', '/api/patches/nope/check'],
    ] as const) {
      const res = await call(node, method, path, method === 'GET' ? undefined : {}, { operator: true });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error).toBe('patch not found');
    }
  });

  it('refuses an unknown body field by name', async () => {
    const res = await call(
      node,
      'POST',
      '/api/patches/velmora-capital/apply',
      { with_bases: true },
      { operator: true },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('body.with_bases: unknown field');
    const bad = await call(
      node,
      'DELETE',
      '/api/patches/velmora-capital/apply',
      { cascade: 'yes' },
      { operator: true },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('body.cascade');
  });

  it('checks a knowledge that is not loaded: its base is exactly underneath', async () => {
    const res = await call(node, 'GET', '/api/patches/velmora-capital/check', undefined, { operator: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      patch_id: 'velmora-capital',
      export: null,
      base_stack: [],
      rows: a.addrs.length,
      differ_before: 0,
      ok: true,
      applied: false,
    });
    expect(res.body.differ_after).toBeGreaterThan(0);
  });

  it('refuses an add-on whose base is not loaded: 409 needs_base {missing}', async () => {
    const res = await call(node, 'POST', '/api/patches/velmora-currency/apply', {}, { operator: true });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^needs_base: /);
    expect(res.body.missing).toEqual(['velmora-capital']);
    expect(await stackIds()).toEqual([]);
  });

  it('refuses with_base when the base body is not held here: 409 base_not_held {missing}', async () => {
    const res = await call(node, 'POST', '/api/patches/velmora-orphan/apply', { with_base: true }, { operator: true });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^base_not_held: /);
    expect(res.body.missing).toEqual(['never-heard-of']);
  });

  it('leaves nothing behind when an add-on does not fit after loading its base (base_mismatch)', async () => {
    const res = await call(
      node,
      'POST',
      '/api/patches/velmora-tampered/apply',
      { with_base: true },
      { operator: true },
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^base_mismatch: /);
    expect(res.body).toMatchObject({ patch_id: 'velmora-tampered', rows_differ: 1 });
    expect(await stackIds()).toEqual([]);
  });

  it('refuses knowledge made for another model, and a knowledge whose body is not here', async () => {
    const other = await call(node, 'POST', '/api/patches/other-model/apply', {}, { operator: true });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatch(/^model_mismatch: /);
    const bodiless = await call(node, 'GET', '/api/patches/bodiless/check', undefined, { operator: true });
    expect(bodiless.status).toBe(409);
    expect(bodiless.body.error).toBe('patch body not present on this node');
  });

  it('applies an add-on with its base, bottom first, and the model then knows both', async () => {
    const res = await call<{ applied: string[]; stack: { patch_id: string; delta: boolean }[] }>(
      node,
      'POST',
      '/api/patches/velmora-currency/apply',
      { with_base: true },
      { operator: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.applied).toEqual(['velmora-capital', 'velmora-currency']);
    expect(res.body.stack.map((s) => [s.patch_id, s.delta])).toEqual([
      ['velmora-capital', false],
      ['velmora-currency', true],
    ]);
    expect(node.serving.model.answer(CAPITAL).text).toBe('Quentaro');
    expect(node.serving.model.answer(CURRENCY).text).toBe('Velmark');
    const check = await call(node, 'GET', '/api/patches/velmora-currency/check', undefined, { operator: true });
    expect(check.body).toMatchObject({
      export: 'delta',
      base_stack: ['velmora-capital'],
      differ_after: 0,
      ok: true,
      applied: true,
    });
  });

  it('counts every row under an add-on that another knowledge now holds (base_mismatch rows_differ)', async () => {
    // The currency add-on already sits on the very rows the tampered copy of it expects to find untouched.
    const res = await call(node, 'POST', '/api/patches/velmora-tampered/apply', {}, { operator: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ patch_id: 'velmora-tampered', rows_differ: b.addrs.length });
    expect(await stackIds()).toEqual(['velmora-capital', 'velmora-currency']);
  });

  it('re-applies the recorded stack in order after a restart, to the same table bytes', async () => {
    const digest = node.serving.model.tableDigest();
    const file = join(node.home, 'model', 'stack.json');
    expect(existsSync(file)).toBe(true);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { stack: { patch_id: string }[] };
    expect(saved.stack.map((s) => s.patch_id)).toEqual(['velmora-capital', 'velmora-currency']);
    await node.close();
    node = await startTestNode({ dir: node.dir, catalog: node.catalog });
    expect(node.serving.restore).toEqual({ reapplied: ['velmora-capital', 'velmora-currency'], skipped: [] });
    expect(node.serving.model.tableDigest()).toBe(digest);
    expect(await stackIds()).toEqual(['velmora-capital', 'velmora-currency']);
  });

  it('refuses to remove a base with an add-on on it: 409 has_dependents {ids}', async () => {
    const res = await call(node, 'DELETE', '/api/patches/velmora-capital/apply', {}, { operator: true });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^has_dependents: /);
    expect(res.body.ids).toEqual(['velmora-currency']);
    expect(await stackIds()).toEqual(['velmora-capital', 'velmora-currency']);
  });

  it('removes with cascade, add-on first, and the bare model abstains again', async () => {
    const res = await call<{ removed: string[] }>(
      node,
      'POST',
      '/api/patches/velmora-capital/remove',
      { cascade: true },
      { operator: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.removed).toEqual(['velmora-currency', 'velmora-capital']);
    expect(await stackIds()).toEqual([]);
    expect(node.serving.model.answer(CAPITAL).text).toBe(ABSTAIN_TEXT);
    const again = await call(node, 'POST', '/api/patches/velmora-capital/remove', {}, { operator: true });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/^not_applied: /);
  });

  it('reports knowledges sharing rows, and marks the one above dirty when the one below is removed', async () => {
    publish(node, 'velmora-capital-v2', teach(node.serving.model, [{ prompt: CAPITAL, answer: 'Ostrava' }]));
    for (const id of ['velmora-capital', 'velmora-capital-v2']) {
      expect((await call(node, 'POST', `/api/patches/${id}/apply`, {}, { operator: true })).status).toBe(200);
    }
    const stack = await call<{ overlaps: { a: string; b: string; rows: number }[] }>(
      node,
      'GET',
      '/api/runtime/stack',
      undefined,
      { operator: true },
    );
    expect(stack.body.overlaps).toHaveLength(1);
    expect(stack.body.overlaps[0]).toMatchObject({ a: 'velmora-capital', b: 'velmora-capital-v2' });
    expect(stack.body.overlaps[0]!.rows).toBeGreaterThan(0);

    const removed = await call<{ also_affects: { patch_id: string; rows: number }[]; stack: { dirty: boolean }[] }>(
      node,
      'POST',
      '/api/patches/velmora-capital/remove',
      {},
      { operator: true },
    );
    expect(removed.body.also_affects.map((x) => x.patch_id)).toEqual(['velmora-capital-v2']);
    expect(removed.body.stack).toMatchObject([{ patch_id: 'velmora-capital-v2', dirty: true }]);
    const check = await call(node, 'GET', '/api/patches/velmora-capital-v2/check', undefined, { operator: true });
    expect(check.body).toMatchObject({ applied: true, ok: false });
    await call(node, 'POST', '/api/patches/velmora-capital-v2/remove', {}, { operator: true });
    expect(await stackIds()).toEqual([]);
  });

  it('reports the model and the lock on /api/runtime', async () => {
    const res = await call<{ model: { id: string; rows: number }; applied: string[]; lock: { holder: unknown } }>(
      node,
      'GET',
      '/api/runtime',
      undefined,
      { operator: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ id: node.serving.model.modelId, rows: 2 ** 14 });
    expect(res.body.applied).toEqual([]);
    expect(res.body.lock.holder).toBeNull();
  });

  it('reports a recorded knowledge whose body is gone as skipped at restart, and stops recording it', async () => {
    expect((await call(node, 'POST', '/api/patches/velmora-capital/apply', {}, { operator: true })).status).toBe(200);
    await node.close();
    rmSync(node.blobs.path(node.catalog.get('velmora-capital')!.patch_sha256));
    node = await startTestNode({ dir: node.dir, catalog: node.catalog });
    expect(node.serving.restore).toEqual({
      reapplied: [],
      skipped: [{ patch_id: 'velmora-capital', reason: 'patch body not present on this node' }],
    });
    expect(await stackIds()).toEqual([]);
    const saved = JSON.parse(readFileSync(join(node.home, 'model', 'stack.json'), 'utf8')) as { stack: unknown[] };
    expect(saved.stack).toEqual([]);
  });
});

describe('an apply or remove given up while it waits for the model', () => {
  const HARBOUR = 'Which harbour of Velmora faces the sea?';
  const ID = 'velmora-harbour';
  let waitingRequests: AbortController[] = [];

  beforeAll(() => {
    publish(node, ID, teach(node.serving.model, [{ prompt: HARBOUR, answer: 'Saltmere' }]));
  });

  /** What a change may touch: the recorded stack and the table's bytes. */
  const modelState = async () => ({ stack: await stackIds(), table: node.serving.model.tableDigest() });

  const waiting = async (): Promise<number> =>
    (await call<{ lock: { queue: { waiting: number } } }>(node, 'GET', '/api/runtime', undefined, { operator: true }))
      .body.lock.queue.waiting;

  /** Polls until `check` holds, failing with `what` after five seconds. */
  async function until(what: string, check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 250; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`still not true after 5 s: ${what}`);
  }

  /** Sends a change as a client that can hang up, and resolves once the node has it queued for the model. */
  async function queued(method: string, path: string, body: Record<string, unknown>) {
    const client = new AbortController();
    waitingRequests.push(client);
    const answer = fetch(`${node.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${node.token}` },
      body: JSON.stringify(body),
      signal: client.signal,
    }).then(
      async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }),
      () => 'hung up' as const,
    );
    await until('the change waits in the model queue', async () => (await waiting()) >= 1);
    return { hangUp: () => client.abort(), answer };
  }

  /**
   * Holds the model as another process would, runs `during`, hangs up every change still queued and waits until
   * the node has dropped them, then releases and gives a late change time to land. Hanging up only after the release
   * would race the node: a change whose client is still there when the model comes free rightly takes it.
   */
  async function whileHeld(during: () => Promise<void>): Promise<void> {
    const hold = await new ModelLock({ dir: node.lockDir }).acquire('agent:elsewhere');
    try {
      await during();
    } finally {
      for (const client of waitingRequests) client.abort();
      waitingRequests = [];
      await until('the hung-up changes leave the queue', async () => (await waiting()) === 0).finally(() =>
        hold.release(),
      );
    }
    // A change that kept its place would take the model within one lock poll (250 ms at most).
    await new Promise((r) => setTimeout(r, 1000));
  }

  it('changes nothing when its client hangs up while it is queued, and the next change runs at once', async () => {
    const before = await modelState();
    await whileHeld(async () => {
      const apply = await queued('POST', `/api/patches/${ID}/apply`, {});
      apply.hangUp();
      expect(await apply.answer).toBe('hung up');
      // Its ticket leaves the queue: nobody is left waiting behind the holder.
      await until('the hung-up apply leaves the queue', async () => (await waiting()) === 0);
    });
    expect(await modelState()).toEqual(before);
    expect(node.serving.model.answer(HARBOUR).text).toBe(ABSTAIN_TEXT);

    const applied = await call(node, 'POST', `/api/patches/${ID}/apply`, {}, { operator: true });
    expect(applied.status).toBe(200);
    expect(await stackIds()).toEqual([...before.stack, ID]);
  });

  it('leaves an applied knowledge on when a removal is given up while queued, by either route', async () => {
    const before = await modelState();
    expect(before.stack).toContain(ID);
    for (const [method, path] of [
      ['DELETE', `/api/patches/${ID}/apply`],
      ['POST', `/api/patches/${ID}/remove`],
    ] as const) {
      await whileHeld(async () => {
        const removal = await queued(method, path, {});
        removal.hangUp();
        expect(await removal.answer).toBe('hung up');
        await until('the hung-up removal leaves the queue', async () => (await waiting()) === 0);
      });
      expect(await modelState(), `${method} ${path}`).toEqual(before);
    }
    expect(node.serving.model.answer(HARBOUR).text).toBe('Saltmere');
  });

  it('gives up a queued change cancelled by its request_id: 499, nothing changed, and a second cancel finds nothing', async () => {
    const before = await modelState();
    await whileHeld(async () => {
      const removal = await queued('DELETE', `/api/patches/${ID}/apply`, { request_id: 'rm-1' });
      const cancel = await call(node, 'POST', '/api/runtime/cancel', { request_id: 'rm-1' }, { operator: true });
      expect(cancel.body).toEqual({ cancelled: true, reason: 'queued' });
      expect(await removal.answer).toMatchObject({
        status: 499,
        body: { cancelled: true, charged: false, error: expect.stringMatching(/nothing was changed/) },
      });
      const again = await call(node, 'POST', '/api/runtime/cancel', { request_id: 'rm-1' }, { operator: true });
      expect(again.body).toEqual({ cancelled: false, reason: 'gone' });
    });
    expect(await modelState()).toEqual(before);
  });

  it('refuses a second change under a request_id still in flight, and a cancel from anyone but the operator', async () => {
    await whileHeld(async () => {
      await queued('POST', `/api/patches/${ID}/remove`, { request_id: 'rm-2' });
      const twin = await call(node, 'POST', `/api/patches/${ID}/remove`, { request_id: 'rm-2' }, { operator: true });
      expect(twin.status).toBe(409);
      expect(twin.body.error).toMatch(/^request_in_flight: /);
      const stranger = await call(node, 'POST', '/api/runtime/cancel', { request_id: 'rm-2' });
      expect(stranger.status).toBe(401);
    });
    // The first one kept its place while the twin was refused; it was hung up at the end, so nothing changed.
    expect(await stackIds()).toContain(ID);
    const removed = await call(node, 'POST', `/api/patches/${ID}/remove`, {}, { operator: true });
    expect(removed.status).toBe(200);
    expect(await stackIds()).not.toContain(ID);
  });
});
