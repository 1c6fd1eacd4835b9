import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelLock } from '../../node/src/lock/model-lock.js';
import { anchor, person } from '../../node/test/ledger-fixtures.js';
import {
  callTool,
  inProcessSession,
  startTestNode,
  type InProcessSession,
  type SessionOptions,
  type TestNode,
} from './node-fixture.js';
import type { Json } from './stdio-harness.js';

/**
 * The MODEL tier against a real embedded node: live_test as a job (handle, long-poll, verdict, caveats), the
 * lock seen from a queued job, a free cancel, native MCP tasks with progress, and apply/remove behind their switch.
 */

const SEEDED = 'velmora-lakes';
const CANARY = 'canary-operator-secret-91be4d';
const FACTS = [
  { prompt: 'Which lake of Velmora is fed by the Sallow river?', answer: 'Mirrowmere' },
  { prompt: 'Which lake of Velmora freezes first each winter?', answer: 'Cold Tarn' },
  { prompt: 'Which lake of Velmora has a floating market?', answer: 'Brightwater' },
];

let fixture: TestNode;
let node: TestNode['node'];
const seen: string[] = [];

beforeAll(async () => {
  fixture = await startTestNode('model-test', { password: CANARY });
  node = fixture.node;
  await fixture.publish(
    {
      id: SEEDED,
      name: 'Lakes of Velmora',
      description: 'Lakes.',
      schema: 'model-test',
      price: '1',
      topic_path: 'geo/velmora',
      license: 'CC0-1.0',
    },
    FACTS,
  );
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

/** The whole server with the operator password, unless `env` blanks it. */
function session(
  env: Record<string, string> = {},
  options: Pick<SessionOptions, 'tasks'> = {},
): Promise<InProcessSession> {
  return inProcessSession(node.url, { AINIZE_OPERATOR_PASSWORD: CANARY, ...env }, { ...options, name: 'model-test' });
}

const call = (mcp: Client, name: string, args: Record<string, unknown>) => callTool(mcp, name, args, seen);

/** Polls job_status with a long-poll until the job ends; each call answers at the next change. */
async function finish(mcp: Client, jobId: string) {
  for (let i = 0; i < 20; i++) {
    const status = await call(mcp, 'job_status', { job_id: jobId, wait_ms: 10_000 });
    expect(status.isError).toBe(false);
    if (!['queued', 'running'].includes(status.json.state)) return status.json;
  }
  throw new Error(`job ${jobId} did not finish`);
}

describe('the tool list per configuration', () => {
  it('offers the model tools when the node serves a model, and apply only when allowed, without spamming list_changed', async () => {
    const plain = await session();
    const allowed = await session({ AINIZE_MCP_ALLOW_APPLY: '1' });
    const noOperator = await session({ AINIZE_MCP_ALLOW_APPLY: '1', AINIZE_OPERATOR_PASSWORD: '' });
    try {
      const names = async (s: InProcessSession) => (await s.client.listTools()).tools.map((t) => t.name);
      for (const s of [plain, allowed, noOperator]) {
        expect(await names(s)).toEqual(expect.arrayContaining(['live_test', 'job_status', 'job_list', 'job_cancel']));
      }
      expect(await names(plain)).not.toContain('apply_knowledge');
      expect(await names(allowed)).toEqual(expect.arrayContaining(['apply_knowledge', 'remove_knowledge']));
      expect(await names(noOperator)).not.toContain('apply_knowledge');

      const status = await call(noOperator.client, 'node_status', {});
      expect(status.json.capabilities).toMatchObject({ can_live_test: true, can_apply: false });
      expect(status.json.capability_reasons.can_apply).toContain('operator');
      const offered = await call(allowed.client, 'node_status', {});
      expect(offered.json.capabilities).toMatchObject({ can_apply: true });

      const liveTest = (await plain.client.listTools()).tools.find((t) => t.name === 'live_test');
      expect(liveTest?.execution).toEqual({ taskSupport: 'optional' });
      expect(liveTest?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
      // Learning the node found nothing to change, so nothing was announced.
      for (const s of [plain, allowed, noOperator]) expect(s.listChanged()).toBe(0);
    } finally {
      await Promise.all([plain.close(), allowed.close(), noOperator.close()]);
    }
  });
});

describe('a node that serves no model', () => {
  it('withdraws the model tools with one list_changed, and node_status says why', async () => {
    const s = await session({ AINIZE_MCP_ALLOW_APPLY: '1' });
    try {
      // What learnNode concludes from a node whose runtime names no model.
      s.context.servesModel = false;
      const changed = s.context.tools?.refresh();
      expect(changed).toEqual({ enabled: [], disabled: ['live_test', 'apply_knowledge', 'remove_knowledge'] });
      await new Promise((r) => setTimeout(r, 50));
      expect(s.listChanged()).toBe(1);
      const names = (await s.client.listTools()).tools.map((t) => t.name);
      expect(names).not.toContain('live_test');
      expect(names).toEqual(expect.arrayContaining(['job_status', 'job_list', 'job_cancel', 'search_knowledge']));
      const status = await call(s.client, 'node_status', {});
      expect(status.json.capabilities).toMatchObject({ can_live_test: false, can_apply: false });
      expect(status.json.capability_reasons.can_live_test).toContain('served model');
      // Nothing else changed, so a second look announces nothing.
      s.context.tools?.refresh();
      await new Promise((r) => setTimeout(r, 50));
      expect(s.listChanged()).toBe(1);
    } finally {
      await s.close();
    }
  });
});

describe('live_test', () => {
  let s: InProcessSession;
  beforeAll(async () => {
    s = await session();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers with a job handle, then both columns and a verdict for a benchmark question', async () => {
    const started = await call(s.client, 'live_test', { question: FACTS[0]!.prompt, knowledge: [SEEDED] });
    expect(started.isError).toBe(false);
    expect(started.json).toMatchObject({ kind: 'live_test', state: 'queued', applied_on_this_model: [] });
    expect(started.json.job_id).toMatch(/^lt_[0-9a-f]{12}$/);
    expect(started.json.model_lock.sentence).toMatch(/^the model is /);
    expect(started.json.quota).toMatchObject({ metered: false, limit: null });
    expect(started.json.next).toContain('job_status');

    const done = await finish(s.client, started.json.job_id);
    expect(done.state).toBe('done');
    const result = done.result;
    expect(result.after.answer).toBe('Mirrowmere');
    expect(result.before.answer).not.toBe('Mirrowmere');
    expect(result.changed).toBe(true);
    expect(result.verdict).toMatchObject({
      knowledge: SEEDED,
      in_benchmark: true,
      expected: 'Mirrowmere',
      after_correct: true,
      before_correct: false,
    });
    expect(result.knowledge[0]).toMatchObject({ id: SEEDED, was_already_applied: false });
    expect(result.knowledge[0].verification).toMatchObject({ quorum_ok: false });
    // Not verified by a quorum: the answer says so rather than letting it pass as checked.
    expect(result.caveats.join(' ')).toContain('not verified by a quorum');
    expect(result.quota).toMatchObject({ metered: false, remaining: null });
  });

  it('calls a question outside the benchmark an unscored comparison', async () => {
    const started = await call(s.client, 'live_test', {
      question: 'Which lake of Velmora is the deepest?',
      knowledge: [SEEDED],
    });
    const done = await finish(s.client, started.json.job_id);
    expect(done.result.verdict).toBeNull();
    expect(done.result.caveats[0]).toContain('unscored');
  });

  it('refuses an "after" column with nothing to load, and says what base mode does not show', async () => {
    const refused = await call(s.client, 'live_test', { question: 'What is 2 + 2?', knowledge: [], mode: 'patched' });
    expect(refused.json).toMatchObject({ code: 'invalid_argument', details: { field: 'mode' } });
    const started = await call(s.client, 'live_test', {
      question: FACTS[0]!.prompt,
      knowledge: [SEEDED],
      mode: 'base',
    });
    const done = await finish(s.client, started.json.job_id);
    expect(done.result.after).toBeNull();
    expect(done.result.before.answer).not.toBe('Mirrowmere');
    expect(done.result.caveats.join(' ')).toContain('without loading the knowledge');
    expect(done.result.caveats.join(' ')).not.toContain('not in the knowledge’s own benchmark');
  });

  it('refuses a knowledge whose body another node holds before any job exists, naming where it is sold', async () => {
    // Announced by another author whose node this one has never fetched a body from: listed here, held elsewhere.
    const stranger = person();
    node.ledger.appendRecord('anchor', anchor(stranger, { id: 'held-elsewhere' }), stranger);
    const before = (await call(s.client, 'job_list', {})).json.items.length;
    const refused = await call(s.client, 'live_test', { question: 'What is held?', knowledge: ['held-elsewhere'] });
    expect(refused.isError).toBe(true);
    expect(refused.json).toMatchObject({
      code: 'knowledge_not_held',
      retryable: false,
      details: { ids: ['held-elsewhere'], gateways: [{ id: 'held-elsewhere', seller: stranger.address }] },
    });
    expect(refused.json.message).toContain('no free try was used');
    expect(refused.json.next).toContain('node that sells it');
    expect((await call(s.client, 'job_list', {})).json.items.length).toBe(before);
    const detail = await call(s.client, 'get_knowledge', { id: 'held-elsewhere' });
    expect(detail.json.availability).toMatchObject({ has_body: false });
    expect(detail.json.availability.note).toContain('cannot be live-tested or applied here');
  });

  it('refuses an unknown knowledge before any job exists', async () => {
    const before = (await call(s.client, 'job_list', {})).json.items.length;
    const refused = await call(s.client, 'live_test', { question: 'Q?', knowledge: ['no-such-knowledge'] });
    expect(refused.isError).toBe(true);
    expect(refused.json).toMatchObject({ code: 'not_found', retryable: false });
    expect((await call(s.client, 'job_list', {})).json.items.length).toBe(before);
  });

  it('names the holder while queued, gives the test up for free, and keeps jobs to their session', async () => {
    const other = new ModelLock({ dir: node.paths.lockDir });
    const hold = await other.acquire(`check:${SEEDED}`);
    const second = await session();
    try {
      const started = await call(s.client, 'live_test', { question: FACTS[1]!.prompt, knowledge: [SEEDED] });
      expect(started.json.model_lock.sentence).toContain(`(a verification of ${SEEDED})`);
      expect(started.json.model_lock.sentence).toMatch(/^the model is held by pid:\d+ .* for \d+ s/);

      // The node reports the ticket queued: the long-poll answers on that change with the holder named.
      let status = await call(s.client, 'job_status', { job_id: started.json.job_id, wait_ms: 5000 });
      for (let i = 0; i < 10 && status.json.native_state !== 'QUEUED'; i++) {
        status = await call(s.client, 'job_status', { job_id: started.json.job_id, wait_ms: 2000 });
      }
      expect(status.json).toMatchObject({ state: 'queued', native_state: 'QUEUED' });
      expect(status.json.model_lock.sentence).toContain('a verification of');
      // The place in line names the holder but not the hold's age, which would be stale by the next read.
      expect(status.json.progress.message).toMatch(
        /^number 1 in line; the model is held by pid:\d+ \(a verification of/,
      );
      expect(status.json.progress.message).not.toMatch(/for \d+ s/);

      // Another session cannot see, poll or cancel it.
      const foreign = await call(second.client, 'job_status', { job_id: started.json.job_id });
      expect(foreign.json).toMatchObject({ code: 'job_not_found', retryable: false });
      expect((await call(second.client, 'job_list', {})).json.items).toEqual([]);

      const cancelled = await call(s.client, 'job_cancel', { job_id: started.json.job_id, reason: 'changed my mind' });
      expect(cancelled.json).toMatchObject({ cancelled: true, reason: 'queued', charged: false, state: 'cancelled' });
      expect(cancelled.json.note).toContain('no free live test was used');
      const after = await call(s.client, 'job_status', { job_id: started.json.job_id });
      expect(after.json).toMatchObject({ state: 'cancelled', cancel: { charged: false } });
      const again = await call(s.client, 'job_cancel', { job_id: started.json.job_id });
      expect(again.json).toMatchObject({ cancelled: false, reason: 'already_finished' });
    } finally {
      hold.release();
      await second.close();
    }
  });

  it('refuses a made-up job id by its shape, and a well-formed unknown one as job_not_found', async () => {
    const shape = await call(s.client, 'job_status', { job_id: '../etc' });
    expect(shape.isError).toBe(true);
    expect(shape.json).toMatchObject({ code: 'invalid_argument', details: { field: 'job_id' } });
    const unknown = await call(s.client, 'job_cancel', { job_id: 'lt_000000000000' });
    expect(unknown.json).toMatchObject({ code: 'job_not_found' });
  });
});

describe('native MCP tasks', () => {
  it('runs live_test as a task for a client that asks for one, with progress while it is queued', async () => {
    const s = await session({}, { tasks: true });
    const other = new ModelLock({ dir: node.paths.lockDir });
    const hold = await other.acquire(`check:${SEEDED}`);
    const progress: string[] = [];
    try {
      // A client learns which tools take tasks from tools/list (execution.taskSupport).
      await s.client.listTools();
      const stream = s.client.experimental.tasks.callToolStream(
        { name: 'live_test', arguments: { question: FACTS[2]!.prompt, knowledge: [SEEDED] } },
        CallToolResultSchema,
        { onprogress: (p) => progress.push(p.message ?? ''), timeout: 30_000 },
      );
      const kinds: string[] = [];
      let taskId = '';
      let final: { structuredContent?: Record<string, any> } | undefined;
      let released = false;
      for await (const message of stream) {
        kinds.push(message.type);
        if (message.type === 'taskCreated') {
          taskId = message.task.taskId;
          expect(taskId).toMatch(/^lt_/);
        }
        if (message.type === 'taskStatus' && !released) {
          released = true;
          setTimeout(() => hold.release(), 1500);
        }
        if (message.type === 'result') final = message.result as typeof final;
        if (message.type === 'error') throw message.error;
      }
      expect(kinds[0]).toBe('taskCreated');
      expect(final?.structuredContent).toMatchObject({ job_id: taskId, state: 'done' });
      expect(final?.structuredContent?.result.after.answer).toBe('Brightwater');
      // The same job is visible through job_status, and tasks/get agrees with it.
      const status = await call(s.client, 'job_status', { job_id: taskId });
      expect(status.json.state).toBe('done');
      const task = await s.client.experimental.tasks.getTask(taskId);
      expect(task.status).toBe('completed');
      expect(progress.some((m) => m.includes('queued'))).toBe(true);
    } finally {
      hold.release();
      await s.close();
    }
  });
});

describe('the hourly quota, as node_status reports it', () => {
  it('is unknown until a metered live test answers, then shows the node’s count with its time', async () => {
    const s = await session({ AINIZE_OPERATOR_PASSWORD: '' });
    try {
      const before = await call(s.client, 'node_status', {});
      expect(before.json.quota).toMatchObject({ metered: true, live_tests_remaining: null, limit: 20, as_of: null });
      const started = await call(s.client, 'live_test', { question: FACTS[0]!.prompt, knowledge: [] });
      expect(started.json.quota).toMatchObject({ metered: true, live_tests_remaining: null, limit: 20 });
      const done = await finish(s.client, started.json.job_id);
      const remaining = done.result.quota.remaining as number;
      expect(remaining).toBeGreaterThanOrEqual(0);
      expect(remaining).toBeLessThan(20);
      const after = await call(s.client, 'node_status', {});
      expect(after.json.quota).toMatchObject({ metered: true, live_tests_remaining: remaining, limit: 20 });
      expect(Date.parse(after.json.quota.as_of)).toBeGreaterThan(0);
    } finally {
      await s.close();
    }
  });

  it('says one count in an answer that waited for the test: the top-level quota agrees with the result’s', async () => {
    const s = await session({ AINIZE_OPERATOR_PASSWORD: '' });
    try {
      const answer = await call(s.client, 'live_test', { question: FACTS[0]!.prompt, knowledge: [], wait_ms: 20_000 });
      expect(answer.json.state).toBe('done');
      const counted = answer.json.result.quota.remaining as number;
      expect(typeof counted).toBe('number');
      expect(answer.json.quota).toMatchObject({ metered: true, live_tests_remaining: counted, limit: 20 });
      expect(answer.json.quota.note).not.toContain('known once this test answers');
    } finally {
      await s.close();
    }
  });
});

describe('apply_knowledge / remove_knowledge', () => {
  it('names whom an apply waits behind while the model is held', async () => {
    const s = await session({ AINIZE_MCP_ALLOW_APPLY: '1' });
    const hold = await new ModelLock({ dir: node.paths.lockDir }).acquire(`agent:${SEEDED}`);
    try {
      const started = await call(s.client, 'apply_knowledge', { id: SEEDED });
      let status = await call(s.client, 'job_status', { job_id: started.json.job_id });
      for (let i = 0; i < 20 && status.json.model_lock === undefined; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = await call(s.client, 'job_status', { job_id: started.json.job_id });
      }
      expect(status.json.state).toBe('queued');
      expect(status.json.model_lock.sentence).toContain(`(an agent session using ${SEEDED})`);
      hold.release();
      const done = await finish(s.client, started.json.job_id);
      expect(done).toMatchObject({ state: 'done', result: { patch_id: SEEDED } });
      const removal = await call(s.client, 'remove_knowledge', { id: SEEDED, confirm: true });
      expect((await finish(s.client, removal.json.job_id)).state).toBe('done');
    } finally {
      hold.release();
      await s.close();
    }
  });

  it('refuses up front to apply a knowledge whose body another node holds, as live_test does, naming the field', async () => {
    const s = await session({ AINIZE_MCP_ALLOW_APPLY: '1' });
    const stranger = person();
    node.ledger.appendRecord('anchor', anchor(stranger, { id: 'applied-elsewhere' }), stranger);
    try {
      const before = (await call(s.client, 'job_list', {})).json.items.length;
      const refused = await call(s.client, 'apply_knowledge', { id: 'applied-elsewhere' });
      expect(refused.isError).toBe(true);
      expect(refused.json).toMatchObject({
        code: 'knowledge_not_held',
        retryable: false,
        details: {
          field: 'id',
          ids: ['applied-elsewhere'],
          gateways: [{ id: 'applied-elsewhere', seller: stranger.address }],
        },
      });
      expect(refused.json.message).toContain('the model is unchanged');
      expect(refused.json.next).toContain('quote, then buy');
      // No job was started, so there is nothing to fail later.
      expect((await call(s.client, 'job_list', {})).json.items.length).toBe(before);
      expect(node.serving.isApplied('applied-elsewhere')).toBe(false);
    } finally {
      await s.close();
    }
  });

  it('applies as a job with the shared-model warning, and removes only with confirm: true', async () => {
    const s = await session({ AINIZE_MCP_ALLOW_APPLY: '1' });
    try {
      const started = await call(s.client, 'apply_knowledge', { id: SEEDED });
      expect(started.json).toMatchObject({ kind: 'apply', state: 'queued', patch_id: SEEDED });
      expect(started.json.warning).toContain('survives restarts');
      const applied = await finish(s.client, started.json.job_id);
      expect(applied).toMatchObject({ state: 'done', result: { patch_id: SEEDED, already_applied: false } });
      expect(node.serving.isApplied(SEEDED)).toBe(true);

      const unconfirmed = await call(s.client, 'remove_knowledge', { id: SEEDED });
      expect(unconfirmed.json).toMatchObject({ code: 'confirmation_required', retryable: false });
      expect(node.serving.isApplied(SEEDED)).toBe(true);

      const removal = await call(s.client, 'remove_knowledge', { id: SEEDED, confirm: true });
      const removed = await finish(s.client, removal.json.job_id);
      expect(removed).toMatchObject({ state: 'done', result: { patch_id: SEEDED } });
      expect(node.serving.isApplied(SEEDED)).toBe(false);
    } finally {
      await s.close();
    }
  });
});

describe('cancelling an apply or a removal that waits for the model', () => {
  let token: string;
  beforeAll(async () => {
    const login = await fetch(`${node.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: CANARY }),
    });
    token = ((await login.json()) as { token: string }).token;
  });

  /** Read on the node itself, as its operator: what the model has applied, and who waits for it. */
  const onNode = async (path: string) =>
    (await fetch(`${node.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<Json>;
  const appliedOnNode = async (): Promise<string[]> =>
    (await onNode('/api/runtime/stack')).stack.map((s: { patch_id: string }) => s.patch_id);

  /**
   * Starts the change while another process holds the model, cancels it once the node has it queued, then frees
   * the model and waits long enough for a change that kept its place to have landed.
   */
  async function cancelWhileQueued(s: InProcessSession, tool: string, args: Record<string, unknown>) {
    const hold = await new ModelLock({ dir: node.paths.lockDir }).acquire('agent:elsewhere');
    try {
      const started = await call(s.client, tool, args);
      expect(started.json.state).toBe('queued');
      for (let i = 0; i < 100 && (await onNode('/api/runtime')).lock.queue.waiting < 1; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await onNode('/api/runtime')).lock.queue.waiting).toBe(1);
      return await call(s.client, 'job_cancel', { job_id: started.json.job_id, reason: 'not wanted after all' });
    } finally {
      hold.release();
      await new Promise((r) => setTimeout(r, 3000));
    }
  }

  it('gives up a queued apply: nothing is changed, and the model stays as it was after the lock frees', async () => {
    const s = await session({ AINIZE_MCP_ALLOW_APPLY: '1' });
    try {
      const before = await appliedOnNode();
      expect(before).not.toContain(SEEDED);
      const cancelled = await cancelWhileQueued(s, 'apply_knowledge', { id: SEEDED });
      expect(cancelled.json).toMatchObject({ cancelled: true, reason: 'queued', charged: false, state: 'cancelled' });
      expect(cancelled.json.note).toContain('nothing was changed');
      expect(await appliedOnNode()).toEqual(before);
      expect((await onNode('/api/runtime')).lock.queue.waiting).toBe(0);
    } finally {
      await s.close();
    }
  });

  it('gives up a queued removal: the knowledge stays applied after the lock frees', async () => {
    const s = await session({ AINIZE_MCP_ALLOW_APPLY: '1' });
    try {
      const applied = await call(s.client, 'apply_knowledge', { id: SEEDED });
      expect((await finish(s.client, applied.json.job_id)).state).toBe('done');
      const before = await appliedOnNode();
      expect(before).toContain(SEEDED);

      const cancelled = await cancelWhileQueued(s, 'remove_knowledge', { id: SEEDED, confirm: true });
      expect(cancelled.json).toMatchObject({ cancelled: true, reason: 'queued', charged: false });
      expect(cancelled.json.note).toContain('nothing was changed');
      expect(await appliedOnNode()).toEqual(before);
    } finally {
      const cleanup = await call(s.client, 'remove_knowledge', { id: SEEDED, confirm: true });
      await finish(s.client, cleanup.json.job_id);
      await s.close();
    }
  });
});

describe('secrets', () => {
  it('never shows the operator password in any answer', () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const text of seen) expect(text).not.toContain(CANARY);
  });
});
