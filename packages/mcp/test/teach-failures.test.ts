import { generatePrivateKey } from '@ainize/core';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelLock, type LockHandle } from '../../node/src/lock/model-lock.js';
import type { RequestRecord } from '../src/node-client/index.js';
import { callTool, inProcessSession, startTestNode, type InProcessSession, type TestNode } from './node-fixture.js';

/**
 * The two ends of a lesson that the node accepted — and charged — but that never became a draft, through MCP and
 * against a real embedded node: one that FAILS on the node (its base was retired by its author while the lesson
 * waited for the model), and one cancelled with job_cancel while it waited. Neither gives the day's lesson back,
 * and the job, the node and the lesson counts all say so.
 *
 * The lesson is held between "accepted" and "trained" by taking the shared model lock the way another process
 * would, handing it over so that the MCP preflight and the node's own check at submit go first and the trainer
 * waits behind the test.
 */

const BASE = 'tolm-harbours';
const BASE_FACTS = [
  { prompt: 'Which harbour of Tolm has the copper gate?', answer: 'Brassmouth' },
  { prompt: 'Which harbour of Tolm shelters the whalers?', answer: 'Greyquay' },
];
const NEW_FACT = { prompt: 'Who keeps the tide bell of Brassmouth?', answer: 'Ilse Marrow' };
const OTHER_FACT = { prompt: 'What colour are the sails of the Tolm ferries?', answer: 'ochre' };

const LESSONS_PER_DAY = 3;
const KEY_FAILS = generatePrivateKey();
const KEY_CANCELS = generatePrivateKey();

let fixture: TestNode;
let node: TestNode['node'];
let model: ModelLock;
const seen: string[] = [];

beforeAll(async () => {
  fixture = await startTestNode('teach-failures', {
    env: {
      AINIZE_TEACH_ENABLED: 'true',
      AINIZE_TEACH_PUBLISH: 'auto',
      AINIZE_TEACH_JOBS_PER_KEY_PER_DAY: String(LESSONS_PER_DAY),
      AINIZE_TEACH_JOBS_PER_IP_PER_DAY: '50',
    },
  });
  node = fixture.node;
  model = new ModelLock({ dir: node.paths.lockDir });
  await fixture.publish(
    {
      id: BASE,
      name: 'Harbours of Tolm',
      description: 'Harbours.',
      schema: 'teach-failures',
      price: '1',
      topic_path: 'geo/tolm',
      license: 'CC0-1.0',
    },
    BASE_FACTS,
  );
}, 60_000);

afterAll(async () => {
  await fixture?.close();
  const all = seen.join('\n');
  for (const key of [KEY_FAILS, KEY_CANCELS]) expect(all).not.toContain(key);
});

function session(key: string, record?: RequestRecord[]): Promise<InProcessSession> {
  return inProcessSession(
    node.url,
    { AINIZE_TEACH_KEY: key, AINIZE_MCP_POLL_MS: '250' },
    { name: 'teach-failures', ...(record ? { record } : {}) },
  );
}

const call = (mcp: Client, name: string, args: Record<string, unknown>) => callTool(mcp, name, args, seen);

/** Waits on a condition that the node or the job will reach on its own; fails after `ms`. */
async function until<T>(what: string, read: () => T | Promise<T>, ms = 8000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The lesson as anyone sees it on the node, without a signature: `{ id, status, position, eta_s }`. */
async function nodeLesson(id: string): Promise<{ id: string; status: string }> {
  const res = await fetch(`${node.url}/api/teach/jobs/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; status: string };
}

/** Requests that write something on the node's teach door (GETs are reads). */
const teachWrites = (record: RequestRecord[]) =>
  record.filter((r) => r.method !== 'GET' && r.path.startsWith('/api/teach/')).map((r) => `${r.method} ${r.path}`);

/**
 * The model, held by "another process". `handOver` lets exactly the one waiter already in line go first and takes
 * the model back right after it, ahead of anyone who comes later: the lock serves its waiters in arrival order.
 */
class Holder {
  #hold: LockHandle | null = null;

  async take(): Promise<void> {
    this.#hold = await model.acquire('agent:elsewhere');
  }

  /** Waits until someone waits for the model, lets them have it, and holds it again once they are done. */
  async handOver(who: string): Promise<void> {
    await until(`${who} to wait for the model`, () => model.status().queue.waiting >= 1);
    const next = model.acquire('agent:elsewhere');
    this.#hold?.release();
    this.#hold = await next;
  }

  release(): void {
    this.#hold?.release();
    this.#hold = null;
  }
}

/**
 * Starts `teach` with the model held, lets the MCP preflight and the node's own check at submit through, and
 * keeps the model from the trainer: the node has accepted (and charged) the lesson, which waits for the model.
 */
async function lessonWaitingForTheModel(mcp: Client, holder: Holder, args: Record<string, unknown>) {
  await holder.take();
  const started = await call(mcp, 'teach', args);
  expect(started.isError, started.text).toBe(false);
  expect(started.json).toMatchObject({ kind: 'teach', state: 'queued' });
  const jobId: string = started.json.job_id;
  await holder.handOver('the MCP preflight');
  await holder.handOver('the node’s check at submit');
  const accepted = await until('the node to accept the lesson', async () => {
    const status = await call(mcp, 'job_status', { job_id: jobId, wait_ms: 500 });
    return typeof status.json.node_job_id === 'string' ? status.json : null;
  });
  // The trainer has taken the lesson and waits for the model behind the holder.
  await until('the trainer to wait for the model', () => model.status().queue.waiting >= 1);
  expect((await nodeLesson(accepted.node_job_id)).status).toBe('PREFLIGHT');
  return { jobId, lessonId: accepted.node_job_id as string, accepted };
}

describe('a lesson that fails on the node after it was accepted', () => {
  it('fails its job with teach_quota_consumed and the node’s reason, and the lesson stays spent everywhere', async () => {
    const record: RequestRecord[] = [];
    const s = await session(KEY_FAILS, record);
    const holder = new Holder();
    let jobId: string;
    let lessonId: string;
    try {
      const before = await call(s.client, 'teach', { rows: [NEW_FACT], base: [BASE], dry_run: true });
      expect(before.json.lessons).toMatchObject({ limit: LESSONS_PER_DAY, used_today: 0, session_spent: 0 });

      ({ jobId, lessonId } = await lessonWaitingForTheModel(s.client, holder, { rows: [NEW_FACT], base: [BASE] }));
      expect(teachWrites(record).filter((w) => w === 'POST /api/teach/jobs')).toHaveLength(1);

      // While the lesson waits, its author retires the base it is built on: the trainer checks the base again.
      node.ledger.appendRecord('retire', { patch_id: BASE, created_at: new Date().toISOString() }, fixture.signer);
    } finally {
      holder.release();
    }

    try {
      const failed = await until('the job to end', async () => {
        const status = await call(s.client, 'job_status', { job_id: jobId, wait_ms: 2000 });
        expect(status.isError, status.text).toBe(false);
        return ['queued', 'running'].includes(status.json.state) ? null : status.json;
      });
      expect(failed).toMatchObject({
        job_id: jobId,
        kind: 'teach',
        state: 'failed',
        native_state: 'FAILED',
        node_job_id: lessonId,
        error: { code: 'teach_quota_consumed', retryable: false },
      });
      expect(failed.error.message).toContain('failed on the node');
      expect(failed.error.message).toContain('base_retired');
      expect(failed.error.message).toContain('daily lesson is spent');
      expect(failed.error.details).toMatchObject({ node_job_id: lessonId, node_error: expect.stringMatching(BASE) });
      expect(failed.result).toBeUndefined();

      // The node says the same, and never re-ran it: one submission, nothing retried.
      const onNode = await nodeLesson(lessonId);
      expect(onNode.status).toBe('FAILED');
      expect(teachWrites(record).filter((w) => w === 'POST /api/teach/jobs')).toHaveLength(1);

      // Read by its node id: in this session, the same job; from another session of the key, the node's record.
      const byId = await call(s.client, 'job_status', { lesson_id: lessonId });
      expect(byId.json).toMatchObject({ job_id: jobId, state: 'failed', error: { code: 'teach_quota_consumed' } });
      const other = await session(KEY_FAILS);
      try {
        const fromNode = await call(other.client, 'job_status', { lesson_id: lessonId });
        expect(fromNode.json).toMatchObject({ job_id: null, kind: 'teach', state: 'failed', native_state: 'FAILED' });
        expect(fromNode.json.next).toMatch(/not returned/);
        expect(fromNode.json.what_is_happening).toMatch(/^failed: .*base_retired/);
        // The key's day counts the failed lesson: it is not given back.
        const fresh = await call(other.client, 'teach', { rows: [OTHER_FACT], dry_run: true });
        expect(fresh.json.lessons).toMatchObject({
          limit: LESSONS_PER_DAY,
          used_today: 1,
          remaining: LESSONS_PER_DAY - 1,
          session_spent: 0,
        });
      } finally {
        await other.close();
      }

      // This server's cap (one lesson) is spent too: the next lesson is refused before the node is asked.
      const dry = await call(s.client, 'teach', { rows: [OTHER_FACT], dry_run: true });
      expect(dry.json.lessons).toMatchObject({ used_today: 1, session_cap: 1, session_spent: 1 });
      expect(dry.json.would_be_refused).toMatch(/^teach_quota_consumed: /);
      const writes = teachWrites(record).length;
      const refused = await call(s.client, 'teach', { rows: [OTHER_FACT], confirm: true });
      expect(refused.isError).toBe(true);
      expect(refused.json).toMatchObject({
        code: 'teach_quota_consumed',
        retryable: false,
        details: { cap: 1, spent: 1, remaining: 0 },
      });
      expect(teachWrites(record).length).toBe(writes);

      // node_status still offers the door (the cap is checked per call) and shows the node's daily allowance.
      const status = await call(s.client, 'node_status', {});
      expect(status.json.capabilities.can_teach).toBe(true);
      expect(status.json.teach_policy.limits.jobs_per_key_per_day).toBe(LESSONS_PER_DAY);
    } finally {
      await s.close();
    }
  });
});

describe('cancelling a lesson the node accepted', () => {
  it('cancels it on the node, says the lesson is charged, and job_status and the node agree', async () => {
    const record: RequestRecord[] = [];
    const s = await session(KEY_CANCELS, record);
    const holder = new Holder();
    try {
      let jobId: string;
      let lessonId: string;
      try {
        ({ jobId, lessonId } = await lessonWaitingForTheModel(s.client, holder, { rows: [OTHER_FACT] }));
        const cancelled = await call(s.client, 'job_cancel', {
          job_id: jobId,
          reason: 'the person changed their mind',
        });
        expect(cancelled.isError, cancelled.text).toBe(false);
        expect(cancelled.json).toMatchObject({
          job_id: jobId,
          kind: 'teach',
          cancelled: true,
          reason: 'already_running',
          state: 'cancelled',
          charged: true,
        });
        expect(cancelled.json.note).toContain('NOT returned');
        // The node gave it up at once, while the trainer still waited for the model.
        expect((await nodeLesson(lessonId)).status).toBe('CANCELLED');
        expect(teachWrites(record)).toContain(`DELETE /api/teach/jobs/${lessonId}`);
      } finally {
        holder.release();
      }

      const status = await call(s.client, 'job_status', { job_id: jobId, wait_ms: 1000 });
      expect(status.json).toMatchObject({
        job_id: jobId,
        state: 'cancelled',
        // The node's word after the cancel, not the last state read before it.
        native_state: 'CANCELLED',
        node_job_id: lessonId,
        cancel: { reason: 'the person changed their mind', was: 'running', charged: true },
      });
      expect(status.json.error).toBeUndefined();
      expect(status.json.result).toBeUndefined();
      const again = await call(s.client, 'job_cancel', { job_id: jobId });
      expect(again.json).toMatchObject({ cancelled: false, reason: 'already_finished', charged: true });

      // The trainer, given the model, finds the lesson cancelled and leaves it so: nothing is trained.
      await node.teach.runner.idle();
      const onNode = await nodeLesson(lessonId);
      expect(onNode.status).toBe('CANCELLED');
      expect(teachWrites(record).filter((w) => w === 'POST /api/teach/jobs')).toHaveLength(1);

      const other = await session(KEY_CANCELS);
      try {
        const fromNode = await call(other.client, 'job_status', { lesson_id: lessonId });
        expect(fromNode.json).toMatchObject({ job_id: null, state: 'cancelled', native_state: 'CANCELLED' });
        expect(fromNode.json.next).toMatch(/cancelled.*not returned/);
        expect(fromNode.json.what_is_happening).toContain('not returned');
        expect(fromNode.json.result.draft_id).toBeNull();
        const fresh = await call(other.client, 'teach', { rows: [NEW_FACT], dry_run: true });
        expect(fresh.json.lessons).toMatchObject({ used_today: 1, remaining: LESSONS_PER_DAY - 1 });
      } finally {
        await other.close();
      }
      const dry = await call(s.client, 'teach', { rows: [NEW_FACT], dry_run: true });
      expect(dry.json.lessons).toMatchObject({ session_spent: 1 });
      expect(dry.json.would_be_refused).toMatch(/^teach_quota_consumed: /);
    } finally {
      await s.close();
    }
  });
});
