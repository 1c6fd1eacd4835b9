import { LOCALITY_PROMPTS } from '@ainize/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeBaseModel } from './base-model-fixture.js';
import { person } from './ledger-fixtures.js';
import { type TeachNode, call, settled, startTeachNode, stopTeachNode } from './teach-fixtures.js';

/**
 * Lessons on a real node, every number measured on its real memory model: a lesson with nothing to teach is refused
 * before it is charged, a new one goes through the pipeline to READY with measured checks, its draft live-tests as
 * "I do not know" before and the taught answer after, and a lesson that rewrites unrelated answers closes the
 * publish gate.
 */

let t: TeachNode;

beforeAll(async () => {
  // Many lessons come from one test address here; the per-address day is tested where it is the subject.
  t = await startTeachNode({ AINIZE_TEACH_JOBS_PER_IP_PER_DAY: '100', AINIZE_TEACH_DATASET_CREATES_PER_MIN: '100' });
});

afterAll(async () => {
  await stopTeachNode(t);
  removeBaseModel();
});

/** Questions the bare base model answers already (its corpus: capitals, currencies, symbols …). */
const KNOWN = [
  { prompt: 'What is the capital of France?', answer: 'Paris' },
  { prompt: 'What is the capital of Japan?', answer: 'Tokyo' },
  { prompt: 'What is the chemical symbol of Gold?', answer: 'Au' },
];
/** Facts nobody taught this model. */
const NEW = [
  { prompt: 'What is the capital of Velmora?', answer: 'Quentaro' },
  { prompt: 'Who founded the Orvath Guild?', answer: 'Maren Duske' },
  { prompt: 'Which river flows through Brennic?', answer: 'The Aule' },
  { prompt: 'What is the national dish of Tallis?', answer: 'Smoked eel' },
  { prompt: 'Which metal is the Sorrel coin made of?', answer: 'Bronze' },
];

async function dataset(key: string, rows: object[]): Promise<string> {
  const r = await call(t, 'POST', '/api/teach/datasets', { rows }, { key });
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body.dataset.id as string;
}

async function teach(key: string, rows: object[], extra: object = {}) {
  const id = await dataset(key, rows);
  const submitted = await call(t, 'POST', '/api/teach/jobs', { dataset_id: id, ...extra }, { key });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
  const done = await settled(t, submitted.body.job.id, key);
  return { submitted, job: done.body };
}

const lessonsOf = async (key: string) =>
  (await call(t, 'GET', '/api/teach/jobs?mine=1', undefined, { key })).body.items;

describe('a set the base model already answers', () => {
  it('is all already_known in preflight, and the lesson is refused 409 already_known without being charged', async () => {
    const teacher = person();
    const id = await dataset(teacher.key, KNOWN);
    const pre = await call(t, 'POST', '/api/teach/preflight', { dataset_id: id }, { key: teacher.key });
    expect(pre.status).toBe(200);
    expect(pre.body.facts.map((f: { status: string }) => f.status)).toEqual([
      'already_known',
      'already_known',
      'already_known',
    ]);
    expect(pre.body.facts.map((f: { base_answer: string }) => f.base_answer)).toEqual(['Paris', 'Tokyo', 'Au']);
    expect(pre.body.trainable).toBe(0);

    const refused = await call(t, 'POST', '/api/teach/jobs', { dataset_id: id }, { key: teacher.key });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^already_known: /);
    expect(refused.body.facts).toHaveLength(3);
    expect(await lessonsOf(teacher.key)).toEqual([]);

    // The next lesson of the same key is charged as its first of the day: the refusal took nothing.
    const { submitted } = await teach(teacher.key, NEW.slice(0, 2));
    expect(submitted.body.quota.key_remaining).toBe(2);
  });
});

describe('preflight', () => {
  it('spends one live-test try of the key and one of the address; a refused request spends none', async () => {
    const teacher = person();
    const ask = (facts: object[]) => call(t, 'POST', '/api/teach/preflight', { facts }, { key: teacher.key });
    const first = await ask(NEW.slice(0, 2));
    expect(first.body.facts.map((f: { status: string }) => f.status)).toEqual(['will_train', 'will_train']);
    expect(first.body.quota.key_remaining).toBe(19);
    const tooMany = await ask([...NEW, ...NEW]);
    expect(tooMany.status).toBe(400);
    const second = await ask([{ prompt: '   ', answer: 'x' }, NEW[0]!]);
    expect(second.body.quota.key_remaining).toBe(18);
    expect(second.body.quota.ip_remaining).toBe(first.body.quota.ip_remaining - 1);
    expect(second.body.facts[0]).toMatchObject({ index: 0, status: 'invalid', base_answer: null });
    expect(second.body.facts[1]).toMatchObject({ index: 1, status: 'will_train' });
  });
});

describe('a new set', () => {
  it('goes QUEUED → PREFLIGHT → LOADING → TRAINING → EXPORTED → CHECKING → READY with checks measured on the model', async () => {
    const teacher = person();
    const { submitted, job } = await teach(teacher.key, [...NEW, KNOWN[0]!], { name: 'Velmora facts' });
    expect(submitted.body.job.status).toBe('QUEUED');
    expect(submitted.body.quota).toMatchObject({ key_remaining: 2, ip_remaining: expect.any(Number) });
    expect(job.status).toBe('READY');
    expect(job.checks).toMatchObject({
      executed: true,
      taught: { hits: 5, total: 5 },
      heldout: { hits: 5, total: 5 },
      parent_regression: { ok: true },
      locality: { ok: true, same: 12, total: 12 },
      reverted_and_reapplied: true,
      ok: true,
      note: null,
    });
    expect(job.checks.parent_regression.total).toBeGreaterThan(0);
    // The question the model already knew was asked, kept and not trained.
    expect(job.facts[5]).toEqual({ prompt: KNOWN[0]!.prompt, answer: 'Paris', base_answer: 'Paris' });
    expect(
      job.facts
        .slice(0, 5)
        .every((f: { base_answer: string; hit: boolean }) => f.base_answer === 'I do not know.' && f.hit),
    ).toBe(true);
    expect(job.dataset).toMatchObject({ rows: 6, trained_rows: 5 });
    expect(job.result.rows).toBeGreaterThan(0);
    expect(job.draft_id).toBe(`lesson-${job.id}`);
    expect(job.eta_s).toBeNull();

    const events = await call(t, 'GET', `/api/teach/jobs/${job.id}/events`, undefined, { key: teacher.key });
    const statuses = events.body.events
      .map((e: { data: { status?: string } | null }) => e.data?.status)
      .filter(Boolean);
    expect(statuses).toEqual(['PREFLIGHT', 'LOADING', 'TRAINING', 'EXPORTED', 'CHECKING']);
    expect(events.body.cursor).toBe(events.body.events.at(-1).seq);
  });

  it("lets its owner live-test the draft: the bare model abstains before, the lesson's answer after", async () => {
    const teacher = person();
    const { job } = await teach(teacher.key, NEW.slice(0, 3));
    const chat = await call(
      t,
      'POST',
      '/api/chat',
      {
        patch_id: job.draft_id,
        mode: 'compare',
        messages: [{ role: 'user', content: 'What is the capital of Velmora?' }],
      },
      { key: teacher.key },
    );
    expect(chat.status).toBe(200);
    expect(chat.body.base.content).toBe('I do not know.');
    expect(chat.body.patched.content).toBe('Quentaro');
    expect(chat.body.was_applied).toBe(false);

    // Nobody else may load it, nor see the lesson beyond its state.
    const stranger = person();
    const denied = await call(
      t,
      'POST',
      '/api/chat',
      { patch_id: job.draft_id, messages: [{ role: 'user', content: 'What is the capital of Velmora?' }] },
      { key: stranger.key },
    );
    expect(denied.status).toBe(404);
    const peek = await call(t, 'GET', `/api/teach/jobs/${job.id}`, undefined, { key: stranger.key });
    expect(peek.body).toEqual({ id: job.id, status: 'READY', position: 0, eta_s: null });
    // The served table itself was never written.
    expect(t.node.serving.stack()).toEqual([]);
  });
});

describe('a lesson that rewrites answers the model already gives', () => {
  it('is trained (a correction), but locality fails, the gate is closed and publishing answers 409 checks_failed', async () => {
    const teacher = person();
    const wrong = ['Lyon', 'Osaka', 'Calgary', 'Peso'];
    const rows = LOCALITY_PROMPTS.slice(0, 4).map((prompt, i) => ({ prompt, answer: wrong[i]! }));
    const pre = await call(t, 'POST', '/api/teach/preflight', { facts: rows }, { key: teacher.key });
    expect(pre.body.facts.map((f: { status: string }) => f.status)).toEqual([
      'will_train',
      'will_train',
      'will_train',
      'will_train',
    ]);
    expect(pre.body.facts[0].detail).toContain('Paris');

    const { job } = await teach(teacher.key, rows);
    expect(job.checks.taught).toMatchObject({ hits: 4, total: 4 });
    expect(job.checks.locality.ok).toBe(false);
    expect(job.checks.locality.same).toBeLessThan(11);
    expect(job.checks.ok).toBe(false);
    expect(job.checks.note).toContain('unrelated');

    const challenge = await call(t, 'GET', `/api/teach/jobs/${job.id}/publish-challenge`, undefined, {
      key: teacher.key,
    });
    expect(challenge.status).toBe(409);
    expect(challenge.body.error).toMatch(/^checks_failed: /);
    const publish = await call(
      t,
      'POST',
      `/api/teach/jobs/${job.id}/publish`,
      { name: 'Rewritten capitals', claim_sig: '0x00', consent: { permanent: true, rights: true } },
      { key: teacher.key },
    );
    expect(publish.status).toBe(409);
    expect(publish.body.error).toMatch(/^checks_failed: /);
    expect(t.node.catalog.getEntry(job.draft_id)?.status).toBe('DRAFT');
  });
});

describe('the legacy inline door', () => {
  it('teaches up to facts_per_job inline facts, and refuses an unusable one before charging', async () => {
    const teacher = person();
    const bad = await call(
      t,
      'POST',
      '/api/teach/jobs',
      { facts: [NEW[0], { prompt: '?!', answer: 'x' }] },
      { key: teacher.key },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^invalid: fact 2: /);
    const tooMany = await call(t, 'POST', '/api/teach/jobs', { facts: [...NEW, ...NEW] }, { key: teacher.key });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/^invalid: 1\.\.8 corrections per lesson/);
    expect(await lessonsOf(teacher.key)).toEqual([]);
    const ok = await call(t, 'POST', '/api/teach/jobs', { facts: NEW.slice(0, 2) }, { key: teacher.key });
    expect(ok.status).toBe(202);
    const done = await settled(t, ok.body.job.id, teacher.key);
    expect(done.body).toMatchObject({ status: 'READY', dataset: { id: null, source: 'derived', trained_rows: 2 } });
  });

  it('is described, with every other teach route, in the node’s OpenAPI document', async () => {
    const doc = (await call(t, 'GET', '/api/openapi.json')).body;
    for (const path of [
      '/api/teach/policy',
      '/api/teach/datasets',
      '/api/teach/datasets/{id}/rows',
      '/api/teach/preflight',
      '/api/teach/jobs',
      '/api/teach/jobs/{id}/events',
      '/api/teach/jobs/{id}/save',
      '/api/teach/jobs/{id}/publish-challenge',
      '/api/teach/jobs/{id}/publish',
      '/api/me/teach/jobs/{id}/approve',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

describe('refusals that charge nothing', () => {
  it('merge is 400 merge_not_available, extend without a base is 400 invalid, an unknown base 400 base_unknown', async () => {
    const teacher = person();
    const id = await dataset(teacher.key, NEW.slice(0, 1));
    for (const [extra, code] of [
      [{ mode: 'merge' }, 'merge_not_available'],
      [{ mode: 'extend' }, 'invalid'],
      [{ base_ids: ['no-such-knowledge'] }, 'base_unknown'],
      [{ base_ids: ['a', 'b', 'c'] }, 'too_many_bases'],
    ] as const) {
      const r = await call(t, 'POST', '/api/teach/jobs', { dataset_id: id, ...extra }, { key: teacher.key });
      expect(r.status, code).toBe(400);
      expect(r.body.error).toMatch(new RegExp(`^${code}: `));
    }
    expect(await lessonsOf(teacher.key)).toEqual([]);
  });

  it("refuses a key's fourth lesson of the day with 429 quota_key before asking the model", async () => {
    const teacher = person();
    const remaining: number[] = [];
    for (const fact of NEW.slice(0, 3)) {
      const { submitted } = await teach(teacher.key, [fact]);
      remaining.push(submitted.body.quota.key_remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const id = await dataset(teacher.key, NEW.slice(3, 4));
    const over = await call(t, 'POST', '/api/teach/jobs', { dataset_id: id }, { key: teacher.key });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/^quota_key: /);
    expect(await lessonsOf(teacher.key)).toHaveLength(3);
  });
});

describe('a READY lesson withdrawn, and its files', () => {
  it('serves the knowledge file, recipe.json and RUN-LOCALLY.md by token; a wrong token is 401 invalid_token', async () => {
    const teacher = person();
    const { job } = await teach(teacher.key, NEW.slice(0, 2));
    const saved = await call(t, 'POST', `/api/teach/jobs/${job.id}/save`, undefined, { key: teacher.key });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      sha256: job.result.sha256,
      rows: job.result.rows,
      filename: `${job.draft_id}.npz`,
    });
    const file = await fetch(saved.body.download.npz_url);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(file.headers.get('x-content-sha256')).toBe(job.result.sha256);
    const { sha256Hex } = await import('@ainize/core');
    expect(sha256Hex(bytes)).toBe(job.result.sha256);
    const recipe = await (await fetch(saved.body.download.recipe_url)).json();
    expect(recipe).toMatchObject({ job_id: job.id, result: job.result, checks: { ok: true } });
    const readme = await (await fetch(saved.body.download.readme_url)).text();
    expect(readme).toContain(`${job.draft_id}.npz`);
    const forged = await fetch(saved.body.download.npz_url.replace(/token=[^&]+/, 'token=not-a-token'));
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: string }).error).toMatch(/^invalid_token: /);
    // Saved: the draft no longer expires.
    expect(
      (await call(t, 'GET', `/api/teach/jobs/${job.id}`, undefined, { key: teacher.key })).body.expires_at,
    ).toBeNull();
  });

  it('withdrawing a READY draft cancels it, takes the draft out of the catalog, and gives the lesson back to nobody', async () => {
    const teacher = person();
    const { job, submitted } = await teach(teacher.key, NEW.slice(2, 4));
    const del = await call(t, 'DELETE', `/api/teach/jobs/${job.id}`, undefined, { key: teacher.key });
    expect(del.status).toBe(200);
    expect(del.body.job.status).toBe('CANCELLED');
    expect(t.node.catalog.getEntry(job.draft_id)).toBeUndefined();
    const { submitted: next } = await teach(teacher.key, NEW.slice(4, 5));
    expect(next.body.quota.key_remaining).toBe(submitted.body.quota.key_remaining - 1);
  });
});

describe('timing', () => {
  // Last in the file: by now this node has timed more than three lessons.
  it('reports measured lesson times in the policy once three lessons were timed, never a guess before', async () => {
    const { timing } = (await call(t, 'GET', '/api/teach/policy')).body;
    expect(timing.samples).toBeGreaterThanOrEqual(3);
    expect(timing).toMatchObject({ backend: 'memory', simulated: false, load_s_p50: null });
    expect(timing.p50_s).toBeGreaterThan(0);
    expect(timing.p90_s).toBeGreaterThanOrEqual(timing.p50_s);
    expect(timing.s_per_row_p50).toBeGreaterThan(0);
  });
});
