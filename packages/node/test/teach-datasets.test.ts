import { normalizeRow, sha256Hex, sha256Rows, type TrainingRow } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeBaseModel } from './base-model-fixture.js';
import { person } from './ledger-fixtures.js';
import { type TeachNode, call, startTeachNode, stopTeachNode } from './teach-fixtures.js';

/**
 * Training sets on a real node: rows normalised exactly as core normalises them (so a client predicts the node's
 * sha256), each row classified, the same rows from the same key found again, other keys never told a set exists,
 * and the size and daily limits refusing with the digest's codes before anything is stored.
 */

let t: TeachNode;
const MAX_BYTES = 20_000;
const PER_DAY = 3;
const PER_MINUTE = 30;

beforeAll(async () => {
  t = await startTeachNode({
    AINIZE_TEACH_DATASET_MAX_BYTES: String(MAX_BYTES),
    AINIZE_TEACH_DATASETS_PER_KEY_PER_DAY: String(PER_DAY),
    AINIZE_TEACH_DATASET_CREATES_PER_MIN: String(PER_MINUTE),
  });
});

afterAll(async () => {
  await stopTeachNode(t);
  removeBaseModel();
});

/** Rows written the way people paste them: prefixes, stray controls, bidi marks, emoji, Korean. */
const messy: TrainingRow[] = [
  { prompt: 'Q: 대한민국의 수도는 어디입니까?', answer: 'A: 서울' },
  { prompt: 'What does the 🦊\u0007 emoji stand for?', answer: 'A fox\u200B' },
  { prompt: '  What   is\tthe \u202Ecode of Velmora? ', answer: 'VLM\nnorth', alt_prompt: 'Q：Velmora code?' },
  { prompt: 'Who sings 🎵 Arirang in Brennic?', answer: '민요 가수 🎶', note: 'heard\u0000 it twice' },
];

const create = (key: string, rows: unknown[], extra: Record<string, unknown> = {}) =>
  call(t, 'POST', '/api/teach/datasets', { rows, ...extra }, { key });

describe('POST /api/teach/datasets', () => {
  it('stores the set under core sha256Rows of the normalised rows (Hangul, emoji, controls, Q:/A: prefixes)', async () => {
    const teacher = person();
    const predicted = sha256Rows(messy.map((r) => normalizeRow(r).row));
    const r = await create(teacher.key, messy, { name: 'messy' });
    expect(r.status).toBe(201);
    expect(r.body.created).toBe(true);
    expect(r.body.dataset.sha256).toBe(predicted);
    expect(r.body.dataset).toMatchObject({ rows: 4, invalid_rows: 0, owner_address: teacher.address, status: 'ready' });
    expect(r.body.report.rows.map((row: { status: string }) => row.status)).toEqual([
      'fixed',
      'fixed',
      'fixed',
      'fixed',
    ]);
    expect(r.body.report.rows[0]).toMatchObject({
      prompt: '대한민국의 수도는 어디입니까?',
      answer: '서울',
      lang: 'hangul',
    });
    expect(r.body.report.rows[0].fixes).toContain('qa_prefix_stripped');
    expect(r.body.report.rows[1].fixes).toContain('controls_stripped');
    expect(r.body.report.rows[2].fixes).toEqual(
      expect.arrayContaining(['whitespace_collapsed', 'answer_flattened', 'controls_stripped']),
    );
    // The stored bytes are the canonical JSONL those rows hash to.
    expect(sha256Hex(t.node.datasets.text(predicted) ?? '')).toBe(predicted);
  });

  it('answers 200 with the same set when the same key sends the same rows again; another key gets its own', async () => {
    const teacher = person();
    const first = await create(teacher.key, messy);
    const again = await create(teacher.key, messy);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.dataset.id).toBe(first.body.dataset.id);
    const other = await create(person().key, messy);
    expect(other.status).toBe(201);
    expect(other.body.dataset.id).not.toBe(first.body.dataset.id);
    expect(other.body.dataset.sha256).toBe(first.body.dataset.sha256);
  });

  it('classifies every row and hashes only the ok and fixed ones', async () => {
    const rows = [
      { prompt: 'What is the capital of Velmora?', answer: 'Quentaro' },
      { prompt: 'What is the capital of Velmora?', answer: 'Quentaro' },
      { prompt: 'What is the capital of Velmora?', answer: 'Sorrel' },
      { prompt: 'x'.repeat(401), answer: 'long' },
      { prompt: '   ', answer: 'nothing asked' },
      { prompt: '?!', answer: 'no word to read' },
      { question: 'not a row' },
      'just text',
      { prompt: 'Who founded the Orvath Guild?', answer: 'Maren Duske' },
    ];
    const r = await create(person().key, rows);
    expect(r.status).toBe(201);
    const statuses = r.body.report.rows.map((row: { status: string }) => row.status);
    expect(statuses).toEqual([
      'ok',
      'duplicate',
      'conflict',
      'too_long',
      'empty',
      'empty',
      'not_parsed',
      'not_parsed',
      'ok',
    ]);
    expect(r.body.report.summary).toMatchObject({
      source_rows: 9,
      accepted: 2,
      rejected: 7,
      duplicates: 1,
      conflicts: 1,
      too_long: 1,
      empty: 2,
      not_parsed: 2,
    });
    expect(r.body.report.rows[2].detail).toContain('line 1');
    expect(r.body.report.rows[7].raw).toBe('just text');
    expect(r.body.dataset.sha256).toBe(sha256Rows([rows[0] as TrainingRow, rows[8] as TrainingRow]));
    expect(r.body.report.rows.map((row: { index: number | null }) => row.index)).toEqual([
      0,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      1,
    ]);
  });

  it('refuses a set with no trainable row (400 dataset_empty) and stores nothing', async () => {
    const teacher = person();
    const r = await create(teacher.key, [{ prompt: '', answer: 'x' }]);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^dataset_empty: /);
    expect((await call(t, 'GET', '/api/teach/datasets', undefined, { key: teacher.key })).body.items).toEqual([]);
  });

  it('refuses an upload over dataset_max_bytes with 413 dataset_too_large, bytes and max_bytes', async () => {
    const teacher = person();
    const rows = Array.from({ length: 400 }, (_, i) => ({
      prompt: `What is item ${i} of the Velmora list?`,
      answer: `Item ${i}`,
    }));
    const r = await create(teacher.key, rows);
    expect(r.status).toBe(413);
    expect(r.body.error).toMatch(/^dataset_too_large: /);
    expect(r.body.max_bytes).toBe(MAX_BYTES);
    expect(r.body.bytes).toBeGreaterThan(MAX_BYTES);
    expect((await call(t, 'GET', '/api/teach/datasets', undefined, { key: teacher.key })).body.items).toEqual([]);
  });

  it('allows datasets_per_key_per_day sets, then 429 quota_dataset; deleting one does not give it back', async () => {
    const teacher = person();
    const ids: string[] = [];
    for (let i = 0; i < PER_DAY; i++) {
      const r = await create(teacher.key, [{ prompt: `What is the motto of town ${i}?`, answer: `Motto ${i}` }]);
      expect(r.status).toBe(201);
      ids.push(r.body.dataset.id);
    }
    expect((await call(t, 'DELETE', `/api/teach/datasets/${ids[0]}`, undefined, { key: teacher.key })).status).toBe(
      200,
    );
    const over = await create(teacher.key, [{ prompt: 'What is the motto of town 9?', answer: 'Motto 9' }]);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/^quota_dataset: /);
    const list = await call(t, 'GET', '/api/teach/datasets', undefined, { key: teacher.key });
    expect(list.body.items.map((d: { id: string }) => d.id).sort()).toEqual(ids.slice(1).sort());
  });
});

describe('reading and deleting training sets', () => {
  it('shows a set to its owner only; any other key is told it does not exist', async () => {
    const owner = person();
    const stranger = person();
    const { body } = await create(owner.key, messy.slice(0, 2));
    const id = body.dataset.id as string;
    expect((await call(t, 'GET', `/api/teach/datasets/${id}`, undefined, { key: owner.key })).body.sha256).toBe(
      body.dataset.sha256,
    );
    for (const [method, path] of [
      ['GET', `/api/teach/datasets/${id}`],
      ['GET', `/api/teach/datasets/${id}/rows`],
      ['DELETE', `/api/teach/datasets/${id}`],
    ] as const) {
      const r = await call(t, method, path, undefined, { key: stranger.key });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.error).toMatch(/^dataset_not_found: /);
    }
    expect((await call(t, 'GET', `/api/teach/datasets/${id}`, undefined, { key: owner.key })).status).toBe(200);
  });

  it('pages the row report by status', async () => {
    const owner = person();
    const rows = [
      { prompt: 'What is the river of Velmora?', answer: 'Aule' },
      { prompt: 'What is the river of Velmora?', answer: 'Aule' },
      { prompt: 'Q: What is the bird of Velmora?', answer: 'Heron' },
    ];
    const { body } = await create(owner.key, rows);
    const page = await call(
      t,
      'GET',
      `/api/teach/datasets/${body.dataset.id}/rows?status=rejected&limit=10`,
      undefined,
      {
        key: owner.key,
      },
    );
    expect(page.body).toMatchObject({ total: 1, source_rows: 3, offset: 0, limit: 10 });
    expect(page.body.items[0]).toMatchObject({ line: 2, status: 'duplicate' });
    const fixed = await call(t, 'GET', `/api/teach/datasets/${body.dataset.id}/rows?status=fixed`, undefined, {
      key: owner.key,
    });
    expect(fixed.body.items.map((r: { prompt: string }) => r.prompt)).toEqual(['What is the bird of Velmora?']);
  });

  it('accepts the post-rename header x-ainize-auth and refuses a request without a teaching key', async () => {
    const owner = person();
    const r = await call(t, 'GET', '/api/teach/datasets', undefined, { key: owner.key, ainizeHeader: true });
    expect(r.status).toBe(200);
    const none = await call(t, 'GET', '/api/teach/datasets');
    expect(none.status).toBe(401);
    expect(none.body.error).toMatch(/^invalid_signature: /);
  });
});

describe('a node that does not teach', () => {
  it('says so in its policy and refuses sets, preflights and lessons with 403 teaching_disabled', async () => {
    const closed = await startTeachNode({ AINIZE_TEACH_ENABLED: 'false' });
    try {
      const key = person().key;
      expect((await call(closed, 'GET', '/api/teach/policy')).body).toMatchObject({
        enabled: false,
        backend: 'memory',
      });
      for (const [path, body] of [
        ['/api/teach/datasets', { rows: messy }],
        ['/api/teach/preflight', { facts: messy.slice(0, 1) }],
        ['/api/teach/jobs', { facts: messy.slice(0, 1) }],
      ] as const) {
        const r = await call(closed, 'POST', path, body, { key });
        expect(r.status, path).toBe(403);
        expect(r.body.error).toMatch(/^teaching_disabled: /);
      }
    } finally {
      await stopTeachNode(closed);
    }
  });
});

describe('the per-address burst limit', () => {
  // Last in the file: it spends the address's allowance for the minute.
  it('refuses sets beyond createsPerIpPerMin a minute from one address with 429 rate_limited', async () => {
    let refused: Awaited<ReturnType<typeof create>> | undefined;
    for (let i = 0; i <= PER_MINUTE && !refused; i++) {
      const r = await create(person().key, [{ prompt: `What is the colour of flag ${i}?`, answer: `Colour ${i}` }]);
      if (r.status !== 201) refused = r;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body.error).toMatch(/^rate_limited: /);
    expect(refused?.body.retry_after_ms).toBeGreaterThan(0);
  });
});
