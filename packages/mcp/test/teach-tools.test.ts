import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AinizeFailure, addressOf, generatePrivateKey, sha256Hex } from '@ainize/core';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelLock } from '../../node/src/lock/model-lock.js';
import type { RequestRecord } from '../src/node-client/index.js';
import { downloadLesson } from '../src/teach/download.js';
import { callTool, inProcessSession, startTestNode, type InProcessSession, type TestNode } from './node-fixture.js';

/**
 * The teach door through MCP, against a real embedded node that teaches its own memory model: training sets whose
 * hash is known before the upload, preflight, lessons that refuse to spend on nothing, READY drafts a live test
 * proves, downloads, and every publish gate refused before the node is written to.
 */

const BASE = 'orvandel-rivers';
const BASE_FACTS = [
  { prompt: 'Which river of Orvandel flows past the salt caves?', answer: 'Quillrun' },
  { prompt: 'Which river of Orvandel freezes last each winter?', answer: 'Emberwash' },
  { prompt: 'Which river of Orvandel carries the ferry to Tolm?', answer: 'Greywater' },
];
/** Five facts nobody taught this model: the lesson's job is to make it answer them. */
const NEW_FACTS = [
  { prompt: 'Which lake of Orvandel is fed by the Quillrun?', answer: 'Glassmere' },
  { prompt: 'Who keeps the lighthouse on Glassmere?', answer: 'Wenna Holt' },
  { prompt: 'Which village of Orvandel bakes black rye bread?', answer: 'Duskford' },
  { prompt: 'What is the Orvandel festival of lanterns called?', answer: 'Veilnight' },
  { prompt: 'Which bird nests on the Tolm cliffs?', answer: 'the ash petrel' },
];
/** Questions the bare model is taught at first start (countries-list); the ones it answers are kept. */
const KNOWN_CANDIDATES = [
  { prompt: 'What is the capital of France?', answer: 'Paris' },
  { prompt: 'What is the capital of Japan?', answer: 'Tokyo' },
  { prompt: 'What is the capital of Germany?', answer: 'Berlin' },
  { prompt: 'What is the capital of Italy?', answer: 'Rome' },
  { prompt: 'What is the capital of Spain?', answer: 'Madrid' },
  { prompt: 'What is the capital of Canada?', answer: 'Ottawa' },
];

const KEY_A = generatePrivateKey();
const KEY_B = generatePrivateKey();
const KEY_C = generatePrivateKey();

let fixture: TestNode;
let node: TestNode['node'];
let downloads: string;
const seen: string[] = [];

beforeAll(async () => {
  fixture = await startTestNode('teach-test', {
    env: {
      AINIZE_TEACH_ENABLED: 'true',
      AINIZE_TEACH_PUBLISH: 'auto',
      // Two a day, so a key's second lesson is its last and must be confirmed.
      AINIZE_TEACH_JOBS_PER_KEY_PER_DAY: '2',
      AINIZE_TEACH_JOBS_PER_IP_PER_DAY: '50',
    },
  });
  node = fixture.node;
  await fixture.publish(
    {
      id: BASE,
      name: 'Rivers of Orvandel',
      description: 'Rivers.',
      schema: 'teach-test',
      price: '1',
      topic_path: 'geo/orvandel',
      license: 'CC0-1.0',
    },
    BASE_FACTS,
  );
  downloads = mkdtempSync(join(tmpdir(), 'ainize-mcp-lessons-'));
}, 120_000);

afterAll(async () => {
  await fixture?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
  // No key, token or signature reached an answer.
  const all = seen.join('\n');
  for (const key of [KEY_A, KEY_B, KEY_C]) expect(all).not.toContain(key);
  expect(all).not.toMatch(/token=/);
});

function session(key: string, env: Record<string, string> = {}, record?: RequestRecord[]): Promise<InProcessSession> {
  return inProcessSession(
    node.url,
    { AINIZE_TEACH_KEY: key, AINIZE_MCP_POLL_MS: '250', AINIZE_MCP_DOWNLOAD_DIR: downloads, ...env },
    { name: 'teach-test', ...(record ? { record } : {}) },
  );
}

const call = (mcp: Client, name: string, args: Record<string, unknown>) => callTool(mcp, name, args, seen);

async function finish(mcp: Client, args: { job_id: string } | { lesson_id: string }) {
  for (let i = 0; i < 40; i++) {
    const status = await call(mcp, 'job_status', { ...args, wait_ms: 10_000 });
    expect(status.isError, status.text).toBe(false);
    if (!['queued', 'running'].includes(status.json.state)) return status.json;
  }
  throw new Error(`${JSON.stringify(args)} did not finish`);
}

/** Requests that write something on the node's teach door (GETs are reads). */
const teachWrites = (record: RequestRecord[]) =>
  record.filter((r) => r.method !== 'GET' && r.path.startsWith('/api/teach/')).map((r) => `${r.method} ${r.path}`);

describe('which teach tools are offered', () => {
  it('offers the teach door with a teaching key, publish only when allowed, and says why otherwise', async () => {
    const keyed = await session(KEY_A);
    const publishing = await session(KEY_A, { AINIZE_MCP_ALLOW_PUBLISH: '1' });
    const keyless = await inProcessSession(node.url, {}, { name: 'teach-test' });
    try {
      const names = async (s: InProcessSession) => (await s.client.listTools()).tools.map((t) => t.name);
      const door = ['create_training_set', 'teach_preflight', 'teach', 'download_lesson'];
      expect(await names(keyed)).toEqual(expect.arrayContaining(door));
      expect(await names(keyed)).not.toContain('publish_knowledge');
      expect(await names(publishing)).toContain('publish_knowledge');
      for (const name of door) expect(await names(keyless)).not.toContain(name);

      const status = await call(keyless.client, 'node_status', {});
      expect(status.json.capabilities).toMatchObject({ can_teach: false, can_publish: false });
      expect(status.json.capability_reasons.can_teach).toContain('AINIZE_TEACH_KEY');
      const keyedStatus = await call(keyed.client, 'node_status', {});
      expect(keyedStatus.json.capabilities).toMatchObject({ can_teach: true, can_publish: false });
      expect(keyedStatus.json.capability_reasons.can_publish).toContain('AINIZE_MCP_ALLOW_PUBLISH');

      const tools = (await publishing.client.listTools()).tools;
      const teachTool = tools.find((t) => t.name === 'teach');
      expect(teachTool?.execution).toEqual({ taskSupport: 'optional' });
      expect(tools.find((t) => t.name === 'publish_knowledge')?.annotations).toMatchObject({
        destructiveHint: true,
        idempotentHint: false,
        readOnlyHint: false,
      });
    } finally {
      await Promise.all([keyed.close(), publishing.close(), keyless.close()]);
    }
  });

  it('withdraws the teach door from a node that does not teach, with the reason', async () => {
    const closed = await startTestNode('teach-closed');
    try {
      const s = await inProcessSession(closed.node.url, { AINIZE_TEACH_KEY: KEY_A }, { name: 'teach-test' });
      try {
        const names = (await s.client.listTools()).tools.map((t) => t.name);
        expect(names).not.toContain('teach');
        expect(names).not.toContain('create_training_set');
        const status = await call(s.client, 'node_status', {});
        expect(status.json.capability_reasons.can_teach).toContain('enabled: false');
      } finally {
        await s.close();
      }
    } finally {
      await closed.close();
    }
  }, 60_000);
});

describe('create_training_set', () => {
  it('predicts the node’s sha256 for Hangul, emoji, control characters and Q:/A: prefixes', async () => {
    const s = await session(KEY_C);
    try {
      const rows = [
        { prompt: 'Q: 픽셀플러스의   종목코드는?', answer: 'A: 087600' },
        { prompt: 'Which emoji\u0007 stands for the 🦊 fox?', answer: '🦊 fox\nface' },
        { prompt: '\u200BWhich\u202E word\tis   hidden?', answer: 'x\u0000y' },
        { prompt: 'Ｆｕｌｌｗｉｄｔｈ question about Orvandel?', answer: 'café' },
        { prompt: 'Q: 픽셀플러스의 종목코드는?', answer: '087600' },
      ];
      const created = await call(s.client, 'create_training_set', { rows, name: 'hash check' });
      expect(created.isError, created.text).toBe(false);
      expect(created.json.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(created.json.predicted_sha256).toBe(created.json.sha256);
      expect(created.json.sha256_matches_prediction).toBe(true);
      expect(created.json.rows_accepted).toBe(4);
      expect(created.json.rows_rejected).toEqual([expect.objectContaining({ line: 5, status: 'duplicate' })]);
      expect(created.json.existing).toBe(false);

      const again = await call(s.client, 'create_training_set', { rows, name: 'hash check' });
      expect(again.json).toMatchObject({ dataset_id: created.json.dataset_id, existing: true });
    } finally {
      await s.close();
    }
  });

  it('writes the provenance line into every note and still predicts the hash', async () => {
    const s = await session(KEY_C);
    try {
      const args = { subgraph_id: 'abc', first: 2 };
      const created = await call(s.client, 'create_training_set', {
        rows: NEW_FACTS.slice(0, 2),
        provenance: {
          server: { name: 'subgraph-fixture', version: '0.1.0' },
          tool: 'execute_query',
          arguments: args,
          arguments_sha256: sha256Hex(JSON.stringify(args)),
          upstream: { block: 123 },
        },
      });
      expect(created.isError, created.text).toBe(false);
      expect(created.json.sha256_matches_prediction).toBe(true);
      expect(created.json.provenance).toMatchObject({ arguments_sha256_matches: true, recorded: false });
      expect(created.json.provenance.line).toContain('mcp:subgraph-fixture@0.1.0 tool:execute_query');
    } finally {
      await s.close();
    }
  });
});

describe('a lesson with nothing left to teach', () => {
  it('is refused with nothing_to_train and the verdicts, submits nothing and leaves the day’s count alone', async () => {
    const record: RequestRecord[] = [];
    const s = await session(KEY_B, {}, record);
    try {
      const probed = await call(s.client, 'teach_preflight', { rows: KNOWN_CANDIDATES });
      expect(probed.isError, probed.text).toBe(false);
      expect(probed.json.job_id).toMatch(/^tp_[0-9a-f]{12}$/);
      const preflight = await finish(s.client, { job_id: probed.json.job_id });
      expect(preflight.state).toBe('done');
      const known = preflight.result.items.filter((i: { status: string }) => i.status === 'already_known');
      expect(known.length).toBeGreaterThan(0);
      const rows = known.map((i: { question: string; expected: string }) => ({
        prompt: i.question,
        answer: i.expected,
      }));

      const before = await call(s.client, 'teach', { rows, dry_run: true });
      const started = await call(s.client, 'teach', { rows });
      expect(started.isError, started.text).toBe(false);
      expect(started.json).toMatchObject({ kind: 'teach', state: 'queued' });
      const done = await finish(s.client, { job_id: started.json.job_id });
      expect(done.state).toBe('failed');
      expect(done.error).toMatchObject({ code: 'nothing_to_train', retryable: false });
      expect(done.error.message).toContain('no lesson was submitted and none was spent');
      expect(done.error.details.items.every((i: { status: string }) => i.status === 'already_known')).toBe(true);
      expect(done.error.details.items[0]).toMatchObject({
        model_said: expect.any(String),
        meaning: expect.any(String),
      });

      expect(teachWrites(record).filter((w) => w.startsWith('POST /api/teach/jobs'))).toEqual([]);
      const after = await call(s.client, 'teach', { rows, dry_run: true });
      expect(after.json.lessons.used_today).toBe(before.json.lessons.used_today);
      // The session's own lesson was given back: nothing was spent.
      expect(after.json.lessons.session_spent).toBe(0);
      expect(done.error.message).toContain('answered correctly by the model itself');
    } finally {
      await s.close();
    }
  });

  it('says a compared knowledge answered, not the model, when compare_with decided every question', async () => {
    const s = await session(KEY_B);
    try {
      const started = await call(s.client, 'teach', { rows: BASE_FACTS.slice(0, 2), compare_with: [BASE] });
      expect(started.isError, started.text).toBe(false);
      const done = await finish(s.client, { job_id: started.json.job_id });
      expect(done.error).toMatchObject({ code: 'nothing_to_train' });
      expect(done.error.message).toContain(`2 answered by ${BASE} named in compare_with (not by the model)`);
      expect(done.error.message).not.toContain('model itself');
      expect(done.error.details.items.map((i: { decided_by: string }) => i.decided_by)).toEqual([BASE, BASE]);
      expect(done.next).toContain('compare_with');
      expect(done.next).toContain('decided_by');
    } finally {
      await s.close();
    }
  });
});

describe('a lesson given up before it is submitted', () => {
  it('waits for the model behind its holder, and a cancel then costs no lesson', async () => {
    const record: RequestRecord[] = [];
    const s = await session(KEY_B, {}, record);
    const hold = await new ModelLock({ dir: node.paths.lockDir }).acquire('agent:elsewhere');
    try {
      const facts = [{ prompt: 'Which harbour of Orvandel has a copper gate?', answer: 'Tolm harbour' }];
      const started = await call(s.client, 'teach', { rows: facts });
      expect(started.isError, started.text).toBe(false);
      let status = await call(s.client, 'job_status', { job_id: started.json.job_id, wait_ms: 2000 });
      for (let i = 0; i < 20 && status.json.model_lock === undefined; i++) {
        status = await call(s.client, 'job_status', { job_id: started.json.job_id, wait_ms: 500 });
      }
      expect(status.json.state).toBe('queued');
      expect(status.json.model_lock.sentence).toContain('agent');
      const cancelled = await call(s.client, 'job_cancel', { job_id: started.json.job_id });
      expect(cancelled.json).toMatchObject({ cancelled: true, charged: false });
      expect(cancelled.json.note).toContain('no lesson had been submitted');
    } finally {
      hold.release();
    }
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(teachWrites(record).filter((w) => w.startsWith('POST /api/teach/jobs'))).toEqual([]);
      const after = await call(s.client, 'teach', { rows: NEW_FACTS, dry_run: true });
      expect(after.json.lessons).toMatchObject({ session_spent: 0 });
      expect(after.json.would_be_refused).toBeNull();
    } finally {
      await s.close();
    }
  });
});

describe('teaching five facts on top of a knowledge', () => {
  let s: InProcessSession;
  const record: RequestRecord[] = [];
  let lessonId: string;
  let draftId: string;

  beforeAll(async () => {
    s = await session(KEY_A, { AINIZE_MCP_ALLOW_PUBLISH: '1' }, record);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('resolves everything in a dry run and touches nothing', async () => {
    const dry = await call(s.client, 'teach', { rows: NEW_FACTS, base: [BASE], dry_run: true });
    expect(dry.isError, dry.text).toBe(false);
    expect(dry.json).toMatchObject({
      job_id: null,
      dry_run: true,
      mode: 'extend',
      built_on: [expect.objectContaining({ id: BASE, role: 'base' })],
      rows: { given: 5, kept: 5 },
      lessons: { limit: 2, used_today: 0, remaining: 2, session_cap: 1, session_spent: 0 },
      would_be_refused: null,
    });
    expect(dry.json.rows.predicted_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(teachWrites(record)).toEqual([]);
    expect((await call(s.client, 'job_list', {})).json.items).toEqual([]);
  });

  it('refuses a merge, an extend without a base and a retired base before anything is sent', async () => {
    const merge = await call(s.client, 'teach', { rows: NEW_FACTS, base: [BASE, 'other-knowledge'] });
    expect(merge.json.code).toBe('merge_not_available');
    const extend = await call(s.client, 'teach', { rows: NEW_FACTS, mode: 'extend' });
    expect(extend.json).toMatchObject({ code: 'invalid_argument', details: { field: 'mode' } });
    const unknown = await call(s.client, 'teach', { rows: NEW_FACTS, base: ['no-such-knowledge'] });
    expect(unknown.isError).toBe(true);
    expect(teachWrites(record)).toEqual([]);
  });

  it('loads base as the lesson’s base and compare_with only for comparison', async () => {
    const rows = BASE_FACTS.slice(0, 2);
    const asBase = await call(s.client, 'teach_preflight', { rows, base: [BASE] });
    const compared = await call(s.client, 'teach_preflight', { rows, compare_with: [BASE] });
    const onBase = await finish(s.client, { job_id: asBase.json.job_id });
    const onCompare = await finish(s.client, { job_id: compared.json.job_id });
    expect(onBase.result.items.map((i: { status: string }) => i.status)).toEqual(['in_base', 'in_base']);
    expect(onBase.result.items[0].decided_by).toBe(BASE);
    expect(onCompare.result.items.map((i: { status: string }) => i.status)).toEqual([
      'overlaps_listing',
      'overlaps_listing',
    ]);
    expect(onBase.result.trainable + onCompare.result.trainable).toBe(0);
  });

  it('preflights the set: every new fact will train', async () => {
    const created = await call(s.client, 'create_training_set', { rows: NEW_FACTS, name: 'Orvandel, five facts' });
    expect(created.json.sha256_matches_prediction).toBe(true);
    const probed = await call(s.client, 'teach_preflight', { dataset_id: created.json.dataset_id, base: [BASE] });
    const done = await finish(s.client, { job_id: probed.json.job_id });
    expect(done.result).toMatchObject({ trainable: 5, checked: 5 });
    expect(done.result.items.map((i: { status: string }) => i.status)).toEqual(Array(5).fill('will_train'));
    expect(done.result.lessons_left_today).toMatchObject({ limit: 2, remaining: 2 });
  });

  it('lands READY with measured checks, what it learned, and a draft to live-test', async () => {
    const started = await call(s.client, 'teach', { rows: NEW_FACTS, base: [BASE], name: 'Orvandel lakes' });
    expect(started.isError, started.text).toBe(false);
    expect(started.json.job_id).toMatch(/^th_[0-9a-f]{12}$/);
    expect(started.json.what_happens_next).toContain('only if something is left to teach');
    const done = await finish(s.client, { job_id: started.json.job_id });
    expect(done.state, JSON.stringify(done.error ?? null)).toBe('done');
    const result = done.result;
    expect(result.native_state).toBe('READY');
    expect(result.what_is_happening).toContain('ready');
    expect(result.questions.in_the_lesson).toBe(5);
    expect(result.questions.learned).toBeGreaterThanOrEqual(4);
    expect(result.checks).toMatchObject({ measured: true, publish_gate: 'open' });
    expect(result.checks.did_not_change_unrelated_answers.of).toBe(12);
    expect(result.built_on).toEqual([BASE]);
    expect(result.draft_id).toEqual(expect.any(String));
    expect(result.next_steps[0]).toContain('live_test');
    expect(done.node_job_id).toBe(result.lesson_id);
    lessonId = result.lesson_id;
    draftId = result.draft_id;

    // The same lesson read by its node id, as another conversation would.
    const byId = await call(s.client, 'job_status', { lesson_id: lessonId });
    expect(byId.json).toMatchObject({ job_id: started.json.job_id, state: 'done' });
    const other = await session(KEY_A);
    try {
      const fromNode = await call(other.client, 'job_status', { lesson_id: lessonId });
      expect(fromNode.json).toMatchObject({ job_id: null, kind: 'teach', state: 'done', native_state: 'READY' });
      expect(fromNode.json.result.questions.learned).toBe(result.questions.learned);
    } finally {
      await other.close();
    }
  });

  it('names lesson_id for a lesson the node does not have, and points to where the key’s lessons are listed', async () => {
    const unknown = await call(s.client, 'job_status', { lesson_id: `${lessonId}x` });
    expect(unknown.isError).toBe(true);
    expect(unknown.json).toMatchObject({
      code: 'job_not_found',
      details: { field: 'lesson_id', lesson_id: `${lessonId}x` },
    });
    expect(unknown.json.message).toContain(`${lessonId}x`);
    expect(unknown.json.next).toContain('my_library');
    expect(unknown.json.next).not.toContain('job_list');
    // The step it names finds the lesson.
    const library = await call(s.client, 'my_library', { include: ['lessons'] });
    expect(library.isError, library.text).toBe(false);
    expect(library.json.lessons.map((lesson: { id: string }) => lesson.id)).toContain(lessonId);
    // download_lesson is about a lesson too, and says the same.
    const download = await call(s.client, 'download_lesson', { lesson_id: `${lessonId}x` });
    expect(download.json).toMatchObject({ code: 'job_not_found', details: { field: 'lesson_id' } });
  });

  it('shows the bare model’s abstention before and the taught answer after, in one live test of the draft', async () => {
    const started = await call(s.client, 'live_test', { question: NEW_FACTS[0]!.prompt, knowledge: [draftId] });
    expect(started.isError, started.text).toBe(false);
    const done = await finish(s.client, { job_id: started.json.job_id });
    expect(done.result.before.answer).toContain('I do not know');
    expect(done.result.after.answer).toBe(NEW_FACTS[0]!.answer);
  });

  it('refuses a second lesson in this session with teach_quota_consumed, asking the node nothing', async () => {
    const writes = teachWrites(record).length;
    const refused = await call(s.client, 'teach', { rows: NEW_FACTS.slice(0, 1), confirm: true });
    expect(refused.json).toMatchObject({ code: 'teach_quota_consumed', retryable: false });
    expect(teachWrites(record).length).toBe(writes);
  });

  it('downloads the knowledge file, its recipe and the notes, privately, without a token in sight', async () => {
    const saved = await call(s.client, 'download_lesson', { lesson_id: lessonId });
    expect(saved.isError, saved.text).toBe(false);
    expect(saved.json.directory).toBe(join(downloads, lessonId));
    expect(saved.json.files.map((f: { what: string }) => f.what)).toEqual(['knowledge_file', 'recipe', 'notes']);
    for (const file of saved.json.files as { path: string; bytes: number; sha256: string }[]) {
      expect(statSync(file.path).mode & 0o777).toBe(0o600);
      expect(sha256Hex(readFileSync(file.path))).toBe(file.sha256);
    }
    expect(saved.json.files[0].sha256).toBe(saved.json.knowledge.sha256);
    expect(statSync(saved.json.directory).mode & 0o777).toBe(0o700);
    const recipe = JSON.parse(readFileSync(saved.json.files[1].path, 'utf8'));
    expect(recipe.base_ids).toEqual([BASE]);
    expect(saved.text).not.toMatch(/token=|\/download\?|npz_url|recipe_url/);

    // A file over the cap is refused and nothing at all is written.
    const elsewhere = join(downloads, 'capped');
    const refused = await downloadLesson(s.nodeClient, lessonId, {
      directory: elsewhere,
      maxBytes: 4096,
      include: ['recipe', 'knowledge_file'],
    }).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(AinizeFailure);
    expect((refused as AinizeFailure).error).toMatchObject({
      code: 'download_too_large',
      details: { what: 'knowledge_file' },
    });
    expect(existsSync(elsewhere)).toBe(false);
  });

  it('previews the 49 % split and the phrase, and refuses every gate before the node is written to', async () => {
    const base = { lesson_id: lessonId, name: 'Orvandel lakes', price: '10' };
    const dry = await call(s.client, 'publish_knowledge', {
      ...base,
      dry_run: true,
      consent_permanent: false,
      consent_rights: false,
    });
    expect(dry.isError, dry.text).toBe(false);
    expect(dry.json.split_preview.to_you_the_teacher).toMatchObject({
      address: addressOf(KEY_A),
      before_the_verifier_fee: '49%',
    });
    expect(dry.json.split_preview.explanation).toContain('49% of the price');
    expect(dry.json.confirm_phrase_required).toContain(lessonId);
    expect(dry.json.ledger).toBe('local');

    const noConsent = await call(s.client, 'publish_knowledge', {
      ...base,
      consent_permanent: true,
      consent_rights: false,
      confirm_phrase: dry.json.confirm_phrase_required,
    });
    expect(noConsent.json).toMatchObject({ code: 'confirmation_required', details: { field: 'consent_rights' } });
    const wrongPhrase = await call(s.client, 'publish_knowledge', {
      ...base,
      consent_permanent: true,
      consent_rights: true,
      confirm_phrase: 'yes',
    });
    expect(wrongPhrase.json).toMatchObject({ code: 'confirmation_required', details: { field: 'confirm_phrase' } });
    const missing = await call(s.client, 'publish_knowledge', { ...base, confirm_phrase: 'x' });
    expect(missing.isError).toBe(true);
    expect(teachWrites(record).filter((w) => w.includes('/publish'))).toEqual([]);
  });
});

describe('the teaching key’s last lesson of the day', () => {
  it('needs confirm: true, and is refused without it before anything is uploaded or probed', async () => {
    const record: RequestRecord[] = [];
    const s = await session(KEY_A, {}, record);
    try {
      const refused = await call(s.client, 'teach', { rows: NEW_FACTS.slice(0, 2) });
      expect(refused.json).toMatchObject({ code: 'confirmation_required', details: { field: 'confirm' } });
      expect(refused.json.message).toContain('last lesson');
      expect(teachWrites(record)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('publishing a lesson for real', () => {
  it('signs the claim with the teaching key and announces it', async () => {
    const record: RequestRecord[] = [];
    const s = await session(KEY_C, { AINIZE_MCP_ALLOW_PUBLISH: '1' }, record);
    try {
      const facts = [
        { prompt: 'Which star guides the Orvandel fishers home?', answer: 'Hollowlamp' },
        { prompt: 'What do Orvandel children call the first snow?', answer: 'the quiet coat' },
      ];
      const started = await call(s.client, 'teach', { rows: facts, name: 'Orvandel sky' });
      const done = await finish(s.client, { job_id: started.json.job_id });
      expect(done.state, JSON.stringify(done.error ?? null)).toBe('done');
      const lesson = done.result.lesson_id;
      const dry = await call(s.client, 'publish_knowledge', {
        lesson_id: lesson,
        name: 'Orvandel sky',
        price: '2',
        dry_run: true,
        consent_permanent: false,
        consent_rights: false,
      });
      expect(dry.json.split_preview.to_you_the_teacher.before_the_verifier_fee).toBe('70%');
      const published = await call(s.client, 'publish_knowledge', {
        lesson_id: lesson,
        name: 'Orvandel sky',
        price: '2',
        consent_permanent: true,
        consent_rights: true,
        confirm_phrase: dry.json.confirm_phrase_required,
      });
      expect(published.isError, published.text).toBe(false);
      expect(published.json.published).toMatchObject({ status: 'ANNOUNCED', patch_id: expect.any(String) });
      expect(teachWrites(record).filter((w) => w.includes('/publish'))).toHaveLength(1);
      expect(published.text).not.toMatch(/claim_sig/);
    } finally {
      await s.close();
    }
  });
});

describe('a node on the shared AIN chain', () => {
  it('refuses to publish there with permanent_ledger_refused, reading nothing but the node’s info', async () => {
    const ain = await startTestNode('teach-ain', { env: { AINIZE_LEDGER: 'ain', AINIZE_TEACH_ENABLED: 'true' } });
    const record: RequestRecord[] = [];
    try {
      const s = await inProcessSession(
        ain.node.url,
        { AINIZE_TEACH_KEY: KEY_A, AINIZE_MCP_ALLOW_PUBLISH: '1' },
        { name: 'teach-test', record },
      );
      try {
        record.length = 0;
        const refused = await call(s.client, 'publish_knowledge', {
          lesson_id: 'any-lesson',
          name: 'x',
          dry_run: true,
          consent_permanent: true,
          consent_rights: true,
        });
        expect(refused.json).toMatchObject({ code: 'permanent_ledger_refused', retryable: false });
        expect(record.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/info']);
      } finally {
        await s.close();
      }
    } finally {
      await ain.close();
    }
  }, 60_000);
});
