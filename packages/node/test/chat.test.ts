import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { addressOf, generatePrivateKey, type ChatResponse } from '@ainize/core';
import { ABSTAIN_TEXT, type Patch } from '@ainize/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_QUOTA_WINDOW_MS } from '../src/chat/quota.js';
import { LiveTestRequests } from '../src/chat/requests.js';
import { ModelLock } from '../src/lock/model-lock.js';
import {
  type Reply,
  type TestNode,
  call,
  publish,
  removeCachedBase,
  removeTestDir,
  startTestNode,
  teach,
} from './serving-fixtures.js';

/** The live test against a real node and a real memory model (digest §1.7). */

const CAPITAL = 'What is the capital of Velmora?';
const RIVER = 'What is the longest river of Velmora?';
const QUOTA_MESSAGE = 'quota_chat: free live-test quota exhausted for this hour — buy the patch or run your own node';

const AUTHOR_KEY = generatePrivateKey();
let node: TestNode;
let capital: Patch;

/** The node's live-test answer as core defines it; a refusal carries `error` instead. */
type ChatReply = ChatResponse & { error?: string };

const ask = (question: string, extra: Record<string, unknown> = {}, operator = false): Promise<Reply<ChatReply>> =>
  call<ChatReply>(
    node,
    'POST',
    '/api/chat',
    { messages: [{ role: 'user', content: question }], ...extra },
    { operator },
  );

/** Each quota scenario starts a fresh hour: tries spent earlier in the file have aged out by then. */
const nextHour = () => {
  node.clock.now += 2 * CHAT_QUOTA_WINDOW_MS;
};

beforeAll(async () => {
  node = await startTestNode();
  capital = teach(node.serving.model, [{ prompt: CAPITAL, answer: 'Quentaro' }]);
  publish(node, 'velmora-capital', capital, {
    benchmark: { samples: [{ prompt: CAPITAL, expect: 'Quentaro' }] },
  });
  publish(node, 'velmora-river', teach(node.serving.model, [{ prompt: RIVER, answer: 'Ossander' }]), {
    // A sample whose expected answer the knowledge does not give: the live test must say so.
    benchmark: { samples: [{ prompt: RIVER, expect: 'Something else' }] },
  });
  publish(node, 'velmora-draft', capital, { status: 'DRAFT', author: addressOf(AUTHOR_KEY) });
  node.catalog.set('bodiless', {
    ...node.catalog.get('velmora-capital')!,
    id: 'bodiless',
    patch_sha256: 'e'.repeat(64),
  });
});
afterAll(async () => {
  await node.close();
  removeTestDir(node);
  removeCachedBase();
});

describe('POST /api/chat', () => {
  it("answers the bare model's abstention before and the taught answer after, without changing the shared table", async () => {
    nextHour();
    const digest = node.serving.model.tableDigest();
    const res = await ask(CAPITAL, { patch_id: 'velmora-capital' });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.base.content).toBe(ABSTAIN_TEXT);
    expect(body.patched.content).toBe('Quentaro');
    expect(body).toMatchObject({
      patch_id: 'velmora-capital',
      mode: 'compare',
      was_applied: false,
      benchmark_hit: true,
      patch_ids: ['velmora-capital'],
      benchmark_hits: { 'velmora-capital': true },
      model: node.serving.model.modelId,
      remaining_quota: 19,
      quota_limit: 20,
      history: { base: 0, patched: 0, split: false },
    });
    expect(body.applied).toEqual([{ patch_id: 'velmora-capital', applied_ms: body.applied_ms, was_applied: false }]);
    expect(typeof body.applied_ms).toBe('number');
    expect(body.base).toMatchObject({ model: body.model, finish_reason: 'stop', shown_chars: ABSTAIN_TEXT.length });
    expect(node.serving.model.tableDigest()).toBe(digest);
    expect(node.serving.model.answer(CAPITAL).text).toBe(ABSTAIN_TEXT);
    expect(node.events.at(-1)).toMatchObject({ kind: 'live_test', patch_id: 'velmora-capital', benchmark_hit: true });
  });

  it('loads several knowledges in list order, one usage event each, and reports a benchmark miss as false', async () => {
    const before = node.events.length;
    const res = await ask(RIVER, { patch_ids: ['velmora-capital', 'velmora-river'] });
    expect(res.status).toBe(200);
    expect(res.body.patched.content).toBe('Ossander');
    expect(res.body.benchmark_hits).toEqual({ 'velmora-capital': null, 'velmora-river': false });
    expect(res.body.benchmark_hit).toBeNull();
    expect(node.events.slice(before).map((e) => e.patch_id)).toEqual(['velmora-capital', 'velmora-river']);
  });

  it('answers the bare model alone for patch_ids [] and records no usage', async () => {
    const before = node.events.length;
    const res = await ask('What is the capital of France?', { patch_ids: [], mode: 'compare' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: 'base', patch_id: null, patch_ids: [], was_applied: false });
    expect(res.body.base.content).toBe('Paris');
    expect(res.body.patched.content).toBe('');
    expect(node.events.length).toBe(before);
  });

  it('counts a knowledge the operator pinned as part of "before"', async () => {
    const applied = await call(node, 'POST', '/api/patches/velmora-capital/apply', {}, { operator: true });
    expect(applied.status).toBe(200);
    try {
      const res = await ask(CAPITAL, { patch_id: 'velmora-capital' });
      expect(res.body).toMatchObject({ was_applied: true, applied_ms: null });
      expect(res.body.base.content).toBe('Quentaro');
      expect(res.body.patched.content).toBe('Quentaro');
      const patches = await call<{ applied: string[]; items: unknown[]; teacher: unknown; queue: unknown }>(
        node,
        'GET',
        '/api/chat/patches',
      );
      expect(patches.status).toBe(200);
      expect(patches.body).toMatchObject({
        applied: ['velmora-capital'],
        lock: null,
        queue: { running: null, waiting: 0 },
        dirty: [],
        elsewhere: [],
        overlaps: [],
        lessons: [],
        teacher: null,
      });
      expect(patches.body.items.length).toBe(node.catalog.size);
    } finally {
      await call(node, 'DELETE', '/api/patches/velmora-capital/apply', {}, { operator: true });
    }
  });

  it('answers alike through an overlay it kept, and through a new one once an apply or a remove changed the table', async () => {
    const both = { patch_ids: ['velmora-capital', 'velmora-river'] };
    const asked = async (question: string) => {
      const res = await ask(question, both, true);
      expect(res.status).toBe(200);
      return res.body;
    };
    for (let i = 0; i < 2; i++) {
      expect(await asked(RIVER)).toMatchObject({ base: { content: ABSTAIN_TEXT }, patched: { content: 'Ossander' } });
      expect(await asked(CAPITAL)).toMatchObject({ base: { content: ABSTAIN_TEXT }, patched: { content: 'Quentaro' } });
    }
    expect((await call(node, 'POST', '/api/patches/velmora-river/apply', {}, { operator: true })).status).toBe(200);
    try {
      const pinned = await asked(RIVER);
      expect(pinned).toMatchObject({ base: { content: 'Ossander' }, patched: { content: 'Ossander' } });
      expect(pinned.applied.map((a) => a.was_applied)).toEqual([false, true]);
      expect(await asked(CAPITAL)).toMatchObject({ base: { content: ABSTAIN_TEXT }, patched: { content: 'Quentaro' } });
    } finally {
      await call(node, 'DELETE', '/api/patches/velmora-river/apply', {}, { operator: true });
    }
    const after = await asked(RIVER);
    expect(after).toMatchObject({ base: { content: ABSTAIN_TEXT }, patched: { content: 'Ossander' } });
    expect(after.applied.map((a) => a.was_applied)).toEqual([false, false]);
  });

  it('answers "not present" for a body gone from disk, even one it read and kept decoded before', async () => {
    const entry = node.catalog.get('velmora-river')!;
    const saved = readFileSync(node.blobs.path(entry.patch_sha256));
    expect((await ask(RIVER, { patch_id: 'velmora-river' }, true)).status).toBe(200);
    rmSync(node.blobs.path(entry.patch_sha256));
    try {
      const gone = await ask(RIVER, { patch_id: 'velmora-river' }, true);
      expect(gone.status).toBe(409);
      expect(gone.body.error).toBe('patch body not present on this node');
    } finally {
      writeFileSync(node.blobs.path(entry.patch_sha256), saved);
    }
    expect((await ask(RIVER, { patch_id: 'velmora-river' }, true)).status).toBe(200);
  });

  it('lets only its author (teaching key) or the operator load a draft; anyone else gets 404 patch not found', async () => {
    const body = { messages: [{ role: 'user', content: CAPITAL }], patch_id: 'velmora-draft' };
    const anon = await call(node, 'POST', '/api/chat', body);
    expect(anon.status).toBe(404);
    expect(anon.body.error).toBe('patch not found');
    const stranger = await call(node, 'POST', '/api/chat', body, { teacherKey: generatePrivateKey() });
    expect(stranger.status).toBe(404);
    const author = await call<ChatReply>(node, 'POST', '/api/chat', body, { teacherKey: AUTHOR_KEY });
    expect(author.status).toBe(200);
    expect(author.body.patched.content).toBe('Quentaro');
    const operator = await call<ChatReply>(node, 'POST', '/api/chat', body, { operator: true });
    expect(operator.status).toBe(200);
    expect(operator.body.patched.content).toBe('Quentaro');
    const patches = await call(node, 'GET', '/api/chat/patches', undefined, { teacherKey: AUTHOR_KEY });
    expect(patches.body.teacher).toBe(addressOf(AUTHOR_KEY));
  });

  it('answers only the asked column in base and patched modes', async () => {
    const patched = await ask(CAPITAL, { patch_id: 'velmora-capital', mode: 'patched' });
    expect(patched.body).toMatchObject({ mode: 'patched', base: { content: '', finish_reason: null } });
    expect(patched.body.patched.content).toBe('Quentaro');
    const base = await ask(CAPITAL, { patch_id: 'velmora-capital', mode: 'base' });
    expect(base.body).toMatchObject({ mode: 'base', benchmark_hit: null, patched: { content: '' } });
    expect(base.body.base.content).toBe(ABSTAIN_TEXT);
  });

  it('answers 404 for unknown ids and 409 for a knowledge whose body is not here', async () => {
    const unknown = await ask(CAPITAL, { patch_ids: ['velmora-capital', 'nope'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('patch not found');
    const bodiless = await ask(CAPITAL, { patch_id: 'bodiless' });
    expect(bodiless.status).toBe(409);
    expect(bodiless.body.error).toBe('patch body not present on this node');
  });

  it('refuses malformed bodies with 400 naming the field', async () => {
    const q = [{ role: 'user', content: CAPITAL }];
    const cases: [Record<string, unknown>, string][] = [
      [{ messages: q }, 'body.patch_id'],
      [{ messages: q, patch_id: 'velmora-capital', patch_ids: [] }, 'body.patch_id'],
      [{ messages: q, patch_ids: ['a', 'b', 'c', 'd'] }, 'body.patch_ids'],
      [{ messages: q, patch_ids: ['a', 'a'] }, 'body.patch_ids'],
      [{ messages: q, patch_id: 'velmora-capital', mode: 'both' }, 'body.mode'],
      [{ messages: [], patch_id: 'velmora-capital' }, 'body.messages'],
      [
        { messages: [{ role: 'user', content: 'x'.repeat(4001) }], patch_id: 'velmora-capital' },
        'body.messages.0.content',
      ],
      [{ messages: [{ role: 'assistant', content: 'hi' }], patch_id: 'velmora-capital' }, 'body.messages.0'],
      [{ messages: [{ role: 'robot', content: 'hi' }], patch_id: 'velmora-capital' }, 'body.messages.0.role'],
      [{ messages: q, patch_id: 'velmora-capital', request_id: 'r'.repeat(65) }, 'body.request_id'],
      [{ messages: q, patch_id: 'velmora-capital', max_tokens: 'many' }, 'body.max_tokens'],
      [
        { messages: q, patch_id: 'velmora-capital', messages_base: [{ role: 'user', content: 'other' }] },
        'body.messages_base',
      ],
      [{ messages: q, patch_id: 'velmora-capital', temperature: 0 }, 'body.temperature: unknown field'],
    ];
    for (const [body, field] of cases) {
      const res = await call(node, 'POST', '/api/chat', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error).toContain(field);
    }
  });
});

describe('queue, status and cancel', () => {
  it('cancels a queued live test: 499 {cancelled:true, charged:false}, and no free try is used', async () => {
    nextHour();
    const first = await ask(CAPITAL, { patch_id: 'velmora-capital' });
    expect(first.body.remaining_quota).toBe(19);

    // Another holder has the model (as a verifier in another process would).
    const other = new ModelLock({ dir: node.lockDir });
    const hold = await other.acquire('agent:velmora-river');
    let blocked: Promise<Reply<ChatReply>>;
    try {
      blocked = ask(CAPITAL, { patch_id: 'velmora-capital', request_id: 'rq-1' });
      let status: Reply<{ state: string; position: number; lock: { label: string } | null; waiting: number }>;
      do {
        await new Promise((r) => setTimeout(r, 20));
        status = await call(node, 'GET', '/api/chat/status?request_id=rq-1');
      } while (status.body.state !== 'queued');
      expect(status.body).toMatchObject({ state: 'queued', position: 1, lock: { label: 'agent:velmora-river' } });
      expect(status.body.waiting).toBeGreaterThanOrEqual(1);

      const cancel = await call(node, 'POST', '/api/chat/cancel', { request_id: 'rq-1' });
      expect(cancel.body).toEqual({ cancelled: true, reason: 'queued', charged: false });
      const res = await blocked;
      expect(res.status).toBe(499);
      expect(res.body).toMatchObject({ cancelled: true, charged: false });
      expect(res.body.error).toMatch(/never called/);
    } finally {
      hold.release();
    }

    const gone = await call(node, 'GET', '/api/chat/status?request_id=rq-1');
    expect(gone.body).toMatchObject({ state: 'gone', position: 0, lock: null });
    const again = await call(node, 'POST', '/api/chat/cancel', { request_id: 'rq-1' });
    expect(again.body).toEqual({ cancelled: false, reason: 'gone', charged: false });
    const next = await ask(CAPITAL, { patch_id: 'velmora-capital' });
    expect(next.body.remaining_quota).toBe(18);
  });

  it('gives up the place of a client that hangs up while queued: no answer computed, no try spent', async () => {
    nextHour();
    const other = new ModelLock({ dir: node.lockDir });
    const hold = await other.acquire('agent:velmora-river');
    const events = node.events.length;
    const client = new AbortController();
    try {
      const pending = fetch(`${node.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          messages: [{ role: 'user', content: CAPITAL }],
          patch_id: 'velmora-capital',
          request_id: 'rq-3',
        }),
        signal: client.signal,
      }).catch(() => 'hung up');
      let state: string;
      do {
        await new Promise((r) => setTimeout(r, 20));
        state = (await call<{ state: string }>(node, 'GET', '/api/chat/status?request_id=rq-3')).body.state;
      } while (state !== 'queued');
      client.abort();
      expect(await pending).toBe('hung up');
      do {
        await new Promise((r) => setTimeout(r, 20));
        state = (await call<{ state: string }>(node, 'GET', '/api/chat/status?request_id=rq-3')).body.state;
      } while (state !== 'gone');
    } finally {
      hold.release();
    }
    const next = await ask(CAPITAL, { patch_id: 'velmora-capital' });
    expect(next.body.remaining_quota).toBe(19);
    expect(node.events.length).toBe(events + 1);
  });

  it('tells a client whose test is already running that it will be charged', () => {
    let t = 0;
    const requests = new LiveTestRequests(() => t);
    const test = requests.begin('visitor', 'rq-2');
    t = 5;
    requests.started(test);
    expect(requests.cancel('other-visitor', 'rq-2')).toEqual({ cancelled: false, reason: 'gone', charged: false });
    expect(requests.cancel('visitor', 'rq-2')).toEqual({ cancelled: false, reason: 'already_running', charged: true });
    expect(test.signal.aborted).toBe(false);
  });

  it('validates status and cancel input', async () => {
    expect((await call(node, 'GET', '/api/chat/status')).status).toBe(400);
    const res = await call(node, 'POST', '/api/chat/cancel', {});
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('body.request_id');
  });
});

describe('documentation', () => {
  it('lists the live-test and runtime routes in the generated OpenAPI document', async () => {
    const res = await call<{ paths: Record<string, unknown> }>(node, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    for (const path of ['/api/chat', '/api/chat/status', '/api/chat/cancel', '/api/chat/patches', '/api/runtime']) {
      expect(res.body.paths[path], path).toBeDefined();
    }
    expect(res.body.paths['/api/patches/{id}/apply']).toHaveProperty('delete');
  });
});

describe('anonymous quota', () => {
  it('refuses the 21st anonymous live test in an hour with quota_chat and quota_reset; an operator is not metered', async () => {
    nextHour();
    const start = node.clock.now;
    for (let i = 1; i <= 20; i++) {
      const res = await ask('What is the capital of France?', { patch_ids: [] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ remaining_quota: 20 - i, quota_limit: 20 });
    }
    const refused = await ask('What is the capital of France?', { patch_ids: [] });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(QUOTA_MESSAGE);
    expect((refused.body as unknown as { quota_reset: number }).quota_reset).toBe(start + CHAT_QUOTA_WINDOW_MS);

    const operator = await ask(CAPITAL, { patch_id: 'velmora-capital' }, true);
    expect(operator.status).toBe(200);
    expect(operator.body).toMatchObject({ remaining_quota: null, quota_limit: null });
    expect(operator.body.patched.content).toBe('Quentaro');

    node.clock.now = start + CHAT_QUOTA_WINDOW_MS;
    const later = await ask('What is the capital of France?', { patch_ids: [] });
    expect(later.status).toBe(200);
    expect(later.body.remaining_quota).toBe(19);
  });
});
