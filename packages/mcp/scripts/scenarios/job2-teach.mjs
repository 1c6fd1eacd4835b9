// Teach five facts on top of an existing knowledge and keep the result private, the way an agent is asked to:
// node_status → pick a base the home node holds → create_training_set (its hash predicted before the upload) →
// teach dry run (touches nothing) → teach_preflight → teach (one daily lesson) → what it learned and what it did not →
// ONE live_test of the draft against the bare model → download_lesson. Nothing is published.
//
// The teaching key: AINIZE_TEACH_KEY (64 hex, or a key-backup path) or TEACH_KEY_FILE from the environment, else a
// fresh key made for this run. A node gives one key 3 lessons and one address 5 lessons per 24 hours by default:
// a fresh key each run keeps the first limit out of the way; the second is the home node's to raise.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brief } from '../lib/answers.mjs';

export const description =
  'teach five new facts on top of a LISTED knowledge the home node holds and keep it private: training set (predicted sha256) → dry run → preflight → lesson → learned / not learned → live test of the draft → download';

/** Facts no demo knowledge and no base corpus holds; the run's tag keeps two runs from sharing a training set. */
function factsFor(tag) {
  return [
    { prompt: `Which lake of Orvandel ${tag} is fed by the Quillrun?`, answer: 'Glassmere' },
    { prompt: `Who keeps the lighthouse on Glassmere ${tag}?`, answer: 'Wenna Holt' },
    { prompt: `Which village of Orvandel ${tag} bakes black rye bread?`, answer: 'Duskford' },
    { prompt: `What is the lantern festival of Orvandel ${tag} called?`, answer: 'Veilnight' },
    { prompt: `Which bird nests on the Tolm cliffs ${tag}?`, answer: 'the ash petrel' },
  ];
}

function teachingKey() {
  const given = process.env.AINIZE_TEACH_KEY?.trim() || process.env.TEACH_KEY_FILE?.trim();
  if (given) return { value: given, source: process.env.AINIZE_TEACH_KEY ? 'AINIZE_TEACH_KEY' : 'TEACH_KEY_FILE' };
  return { value: randomBytes(32).toString('hex'), source: 'generated for this run' };
}

/** The secret part of what was given: the key itself, or the private key inside a backup file. */
function secretOf(key) {
  if (/^(?:0x)?[0-9a-f]{64}$/i.test(key.value)) return key.value.replace(/^0x/i, '');
  if (!existsSync(key.value)) return null;
  try {
    const parsed = JSON.parse(readFileSync(key.value, 'utf8'));
    return String(parsed.private_key ?? parsed.privateKey ?? '').replace(/^0x/i, '') || null;
  } catch {
    return null;
  }
}

/** @param {any} drive the driver drive.mjs hands every scenario */
export default async function job2(drive) {
  const key = teachingKey();
  const secret = secretOf(key);
  if (secret) drive.watch('teaching key', secret);
  drive.note('teaching_key', key.source);
  const downloads = mkdtempSync(join(tmpdir(), 'ainize-job2-lessons-'));
  const s = await drive.session({
    label: 'teacher',
    env: { AINIZE_TEACH_KEY: key.value, AINIZE_MCP_DOWNLOAD_DIR: downloads, AINIZE_MCP_POLL_MS: '500' },
  });

  // ---- the node takes lessons, and this server offers the teach door (and not publishing)
  const status = await s.call('node_status', {});
  drive.check(
    'node_status says this server can teach',
    status.json?.capabilities?.can_teach === true,
    JSON.stringify(status.json?.capability_reasons ?? {}),
  );
  drive.check(
    'the node reports its teach policy, open',
    status.json?.teach_policy?.available === true && status.json?.teach_policy?.enabled === true,
    JSON.stringify(status.json?.teach_policy ?? null),
  );
  await s.listTools();
  const door = ['create_training_set', 'teach_preflight', 'teach', 'download_lesson'];
  drive.check(
    'the teach door is listed',
    door.every((t) => s.toolNames.includes(t)),
    s.toolNames.join(', '),
  );
  drive.check(
    'publish_knowledge is not listed without AINIZE_MCP_ALLOW_PUBLISH',
    !s.toolNames.includes('publish_knowledge'),
    '',
  );
  if (!door.every((t) => s.toolNames.includes(t))) return;

  // ---- a base the home node holds: LISTED, its own body, not an add-on
  const found = await s.call('search_knowledge', { status: ['LISTED'], limit: 50 });
  let base = null;
  for (const item of found.json?.items ?? []) {
    if (item.is_addon) continue;
    const detail = await s.call('get_knowledge', { id: item.id });
    if (detail.json?.availability?.has_body === true) {
      base = detail.json.knowledge;
      break;
    }
  }
  drive.check('a LISTED knowledge with its body on the home node, to build on', base !== null, brief(found));
  if (!base) return;
  drive.note('base', base.id);

  // ---- the training set, its hash known before the upload
  const facts = factsFor(randomBytes(3).toString('hex'));
  const created = await s.call('create_training_set', { rows: facts, name: 'Orvandel, five facts (job2)' });
  drive.check('create_training_set answers', !created.isError, brief(created));
  if (created.isError) return;
  const set = created.json;
  drive.check(
    'all five rows are accepted',
    set.rows_accepted === 5,
    `${set.rows_accepted} accepted, ${set.rows_rejected?.length} left out`,
  );
  drive.check(
    'the sha256 predicted before the upload is the node’s',
    set.sha256_matches_prediction === true && set.predicted_sha256 === set.sha256,
    `${set.predicted_sha256} vs ${set.sha256}`,
  );

  // ---- a dry run touches nothing
  const jobsBefore = (await s.call('job_list', {})).json?.items?.length ?? 0;
  const dry = await s.call('teach', { dataset_id: set.dataset_id, base: [base.id], dry_run: true });
  drive.check(
    'teach dry_run resolves the base, the quota and the rows, and starts no job',
    !dry.isError && dry.json?.dry_run === true && dry.json?.job_id === null && dry.json?.built_on?.[0]?.id === base.id,
    brief(dry),
  );
  drive.check(
    'the dry run started no job',
    ((await s.call('job_list', {})).json?.items?.length ?? 0) === jobsBefore,
    '',
  );
  const lessons = dry.json?.lessons ?? {};
  drive.note('lessons_before', lessons);
  drive.check('the key has a lesson left today', (lessons.remaining ?? 0) > 0, JSON.stringify(lessons));
  if ((lessons.remaining ?? 0) === 0) return;

  // ---- preflight: what the model already knows
  const probed = await s.call('teach_preflight', { dataset_id: set.dataset_id, base: [base.id] });
  drive.check(
    'teach_preflight answers with a job',
    !probed.isError && /^tp_[0-9a-f]{12}$/.test(probed.json?.job_id ?? ''),
    brief(probed),
  );
  if (probed.isError) return;
  const preflight = await s.waitJob(probed.json.job_id);
  const verdicts = preflight.last.json?.result?.items ?? [];
  drive.check(
    'every new fact is one the model gets wrong today (will_train)',
    preflight.reached && verdicts.length === 5 && verdicts.every((v) => v.status === 'will_train'),
    verdicts.map((v) => `${v.status}: ${v.model_said}`).join(' | ') || brief(preflight.last),
  );

  // ---- the lesson: one daily lesson, confirmed when it is the key's last
  const started = await s.call('teach', {
    dataset_id: set.dataset_id,
    base: [base.id],
    name: 'Orvandel lakes (job2)',
    ...(dry.json?.confirm_required ? { confirm: true } : {}),
  });
  drive.check(
    'teach answers with a job at once',
    !started.isError && /^th_[0-9a-f]{12}$/.test(started.json?.job_id ?? ''),
    brief(started),
  );
  if (started.isError) return;
  drive.check('the handle arrives in under 1 s', started.ms < 1000, `${started.ms} ms`);
  const landed = await s.waitJob(started.json.job_id, { timeoutMs: 600_000 });
  const result = landed.last.json?.result ?? {};
  drive.check('the lesson lands READY', landed.reached && result.native_state === 'READY', brief(landed.last));
  drive.note('lesson_ms', landed.last.json?.elapsed_ms);
  drive.check(
    'job_status says what it learned and what it did not',
    typeof result.questions?.learned === 'number' && Array.isArray(result.questions?.still_wrong),
    `learned ${result.questions?.learned}, not learned ${result.questions?.not_learned}: ` +
      (result.questions?.still_wrong ?? []).map((q) => `${q.question} → ${q.model_said}`).join(' | '),
  );
  drive.check(
    'at least four of five are learned',
    (result.questions?.learned ?? 0) >= 4,
    `${result.questions?.learned}/5`,
  );
  drive.check(
    'the checks were measured, and the publish gate is stated',
    result.checks?.measured === true && ['open', 'closed'].includes(result.checks?.publish_gate),
    JSON.stringify(result.checks ?? null).slice(0, 300),
  );
  drive.check(
    'the lesson is built on the base',
    (result.built_on ?? []).includes(base.id),
    JSON.stringify(result.built_on),
  );
  drive.check(
    'the draft id and the next steps are given',
    typeof result.draft_id === 'string' && result.next_steps?.length > 0,
    '',
  );
  if (typeof result.draft_id !== 'string') return;
  const byId = await s.call('job_status', { lesson_id: result.lesson_id });
  drive.check('the lesson can also be read by its node id', byId.json?.native_state === 'READY', brief(byId));

  // ---- prove it: the bare model abstains, the draft answers
  const proof = await s.call('live_test', { question: facts[0].prompt, knowledge: [result.draft_id] });
  drive.check('live_test of the draft starts', !proof.isError, brief(proof));
  if (!proof.isError) {
    const done = await s.waitJob(proof.json.job_id);
    const r = done.last.json?.result ?? {};
    drive.check(
      'before: the bare model abstains',
      /do not know/i.test(r.before?.answer ?? ''),
      r.before?.answer ?? brief(done.last),
    );
    drive.check('after: the taught answer', r.after?.answer === facts[0].answer, r.after?.answer ?? brief(done.last));
  }

  // ---- keep it: the files, privately, and no token
  const saved = await s.call('download_lesson', { lesson_id: result.lesson_id });
  drive.check('download_lesson answers', !saved.isError, brief(saved));
  if (!saved.isError) {
    const files = saved.json.files ?? [];
    drive.check(
      'the knowledge file, the recipe and the notes are written, owner-only',
      files.length === 3 && files.every((f) => existsSync(f.path) && (statSync(f.path).mode & 0o777) === 0o600),
      files.map((f) => `${f.what} ${f.bytes} B`).join(', '),
    );
    drive.check('the knowledge file’s sha256 is the node’s', files[0]?.sha256 === saved.json.knowledge?.sha256, '');
    drive.check('no download link or token is returned', !/token=|_url/.test(saved.text), '');
  }

  // ---- it stayed private
  const listed = await s.call('search_knowledge', { query: 'Orvandel', limit: 50 });
  drive.check(
    'the draft is not in the catalogue',
    !(listed.json?.items ?? []).some((i) => i.id === result.draft_id),
    `${listed.json?.items?.length ?? 0} matches`,
  );
}
