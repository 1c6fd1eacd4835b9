import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeBaseModel } from './base-model-fixture.js';
import { person } from './ledger-fixtures.js';
import { openHomeDatabase } from './store-fixtures.js';
import { type TeachNode, call, restartTeachNode, settled, startTeachNode, stopTeachNode } from './teach-fixtures.js';

/**
 * Lessons are money: charged at submit, kept across restarts. A waiting lesson survives a restart and runs; one the
 * node was training when it stopped is FAILED with the reason and never run again unasked; a cancelled one stays
 * cancelled; and none of them gives its charge back.
 */

let t: TeachNode;
const keys = { a: person(), b: person(), c: person() };
const jobs: Record<keyof typeof keys, string> = { a: '', b: '', c: '' };

beforeAll(async () => {
  t = await startTeachNode();
});

afterAll(async () => {
  await stopTeachNode(t);
  removeBaseModel();
});

async function submit(key: string, prompt: string, answer: string) {
  const ds = await call(t, 'POST', '/api/teach/datasets', { rows: [{ prompt, answer }] }, { key });
  return call(t, 'POST', '/api/teach/jobs', { dataset_id: ds.body.dataset.id }, { key });
}

describe('lessons across a restart', () => {
  it('queues lessons in the order they were charged while the trainer is stopped', async () => {
    await t.node.teach.runner.close();
    const facts = {
      a: ['What is the capital of Velmora?', 'Quentaro'],
      b: ['Who founded the Orvath Guild?', 'Maren Duske'],
      c: ['Which river flows through Brennic?', 'The Aule'],
    } as const;
    for (const name of ['a', 'b', 'c'] as const) {
      const [prompt, answer] = facts[name];
      const r = await submit(keys[name].key, prompt, answer);
      expect(r.status).toBe(202);
      jobs[name] = r.body.job.id;
    }
    const positions = [];
    for (const name of ['a', 'b', 'c'] as const) {
      const r = await call(t, 'GET', `/api/teach/jobs/${jobs[name]}`, undefined, { key: keys[name].key });
      expect(r.body.status).toBe('QUEUED');
      // No lesson was timed yet: no estimate, never a zero.
      expect(r.body.eta_s).toBeNull();
      positions.push(r.body.position);
    }
    expect(positions).toEqual([0, 1, 2]);
    const policy = await call(t, 'GET', '/api/teach/policy');
    expect(policy.body.queue).toMatchObject({ depth: 3, queued_rows: 3, position_eta_s: null });
  });

  it('cancels a waiting lesson without refunding it', async () => {
    const r = await call(t, 'DELETE', `/api/teach/jobs/${jobs.c}`, undefined, { key: keys.c.key });
    expect(r.body.job.status).toBe('CANCELLED');
    const next = await submit(keys.c.key, 'What is the bird of Velmora?', 'Heron');
    expect(next.body.quota.key_remaining).toBe(1);
    await call(t, 'DELETE', `/api/teach/jobs/${next.body.job.id}`, undefined, { key: keys.c.key });
  });

  it('after a stop mid-training: that lesson FAILED with the reason, the waiting one runs, the charges stay', async () => {
    await t.node.close();
    // What a node killed while training leaves behind: its lesson's row still says TRAINING.
    const { db, close } = openHomeDatabase(t.home);
    const job = JSON.parse(db.prepare('SELECT job FROM teach_jobs WHERE id = ?').pluck().get(jobs.a) as string);
    db.prepare(`UPDATE teach_jobs SET status = 'TRAINING', job = ? WHERE id = ?`).run(
      JSON.stringify({ ...job, status: 'TRAINING' }),
      jobs.a,
    );
    close();
    await restartTeachNode(t);

    const a = await settled(t, jobs.a, keys.a.key);
    expect(a.body.status).toBe('FAILED');
    expect(a.body.error).toMatch(/^interrupted: .*TRAINING/);
    expect(a.body.checks).toBeNull();
    const b = await settled(t, jobs.b, keys.b.key);
    expect(b.body.status).toBe('READY');
    expect(b.body.checks.ok).toBe(true);
    const c = await call(t, 'GET', `/api/teach/jobs/${jobs.c}`, undefined, { key: keys.c.key });
    expect(c.body.status).toBe('CANCELLED');

    const again = await submit(keys.a.key, 'What is the tree of Velmora?', 'Silver birch');
    expect(again.body.quota.key_remaining).toBe(1);
    const events = await call(t, 'GET', `/api/teach/jobs/${jobs.a}/events`, undefined, { key: keys.a.key });
    expect(events.body.events.at(-1)).toMatchObject({ level: 'error', message: 'interrupted while TRAINING' });
  });
});
