// Find a knowledge and prove it, the way an agent is asked to: node_status → search_knowledge → get_knowledge →
// ONE live_test naming the candidate → job_status until done. A question from the knowledge's own benchmark must
// come back scored; a question outside it must come back unscored and say so.
import { brief, codeOf } from '../lib/answers.mjs';

export const description =
  'find a LISTED knowledge, read its verifiers, prove it with one live_test on a benchmark question (scored) and one off-benchmark question (unscored)';

/** Not in any demo knowledge's benchmark. */
const OFF_BENCHMARK = 'Which colour do you get by mixing blue and yellow paint?';

const norm = (text) =>
  String(text ?? '')
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\s.。!?"'`]+$/u, '')
    .replace(/\s+/g, ' ');

/** @param {any} drive the driver drive.mjs hands every scenario */
export default async function job1(drive) {
  const s = await drive.session({ label: 'prover' });

  // ---- the node
  const status = await s.call('node_status', {});
  drive.check('node_status answers', !status.isError, brief(status));
  drive.check(
    'node_status says who holds the model, as a sentence',
    typeof status.json?.model_lock?.sentence === 'string',
    status.json?.model_lock?.sentence ?? '',
  );
  drive.check(
    'node_status says a live test is possible',
    status.json?.capabilities?.can_live_test === true,
    JSON.stringify(status.json?.capabilities ?? null),
  );
  const appliedBefore = status.json?.runtime?.applied ?? status.json?.node?.applied ?? null;
  await s.listTools();
  if (!s.toolNames.includes('live_test')) {
    drive.check('live_test is listed', false, `tools: ${s.toolNames.join(', ')}`);
    return;
  }

  // ---- find a candidate
  const found = await s.call('search_knowledge', { status: ['LISTED'], limit: 20 });
  const items = found.json?.items ?? [];
  drive.check('search_knowledge lists LISTED knowledges', !found.isError && items.length > 0, brief(found));
  // A knowledge sold by another node is listed here too, but only the node holding its body can load it: read
  // each candidate's availability and prove one this node holds.
  let candidate;
  let detail;
  let heldElsewhere;
  for (const item of items.filter((i) => i.status === 'LISTED' && i.quorum_ok)) {
    const read = await s.call('get_knowledge', { id: item.id });
    if (read.json?.availability?.has_body === false) {
      heldElsewhere ??= item;
      continue;
    }
    candidate = item;
    detail = read;
    break;
  }
  drive.check('a LISTED knowledge whose body this node holds', candidate !== undefined, `${items.length} listed`);
  if (!candidate) return;
  drive.note('knowledge', candidate.id);
  drive.log(`candidate ${candidate.id} (${candidate.rows} rows, quorum ${candidate.quorum})`);
  if (heldElsewhere) {
    const refused = await s.call('live_test', { question: 'What does it know?', knowledge: [heldElsewhere.id] });
    drive.check(
      'live_test of a knowledge held by another node is refused before any job, naming where it is sold',
      refused.isError && codeOf(refused) === 'knowledge_not_held' && !refused.json?.job_id,
      brief(refused),
    );
  }

  // ---- read it: who verified it, and what its benchmark asks
  drive.check('get_knowledge answers', !detail.isError, brief(detail));
  const attestations = detail.json?.verification?.attestations ?? [];
  drive.check(
    'get_knowledge shows a met quorum with passing attestations',
    detail.json?.verification?.quorum_ok === true && attestations.some((a) => a.passed),
    `quorum ${detail.json?.verification?.quorum}, ${attestations.length} attestations`,
  );
  let samples = detail.json?.knowledge?.sample_questions;
  drive.check(
    'get_knowledge lists knowledge.sample_questions as [{prompt, expect}]',
    Array.isArray(samples) && samples.length > 0 && samples.every((q) => typeof q.prompt === 'string' && 'expect' in q),
    Array.isArray(samples)
      ? `${samples.length} questions`
      : `knowledge keys: ${Object.keys(detail.json?.knowledge ?? {}).join(', ')}`,
  );
  if (!Array.isArray(samples) || samples.length === 0) {
    // So the proof can still be driven: the node's own record of the benchmark, read without MCP.
    const raw = await drive.nodeGet(`/api/patches/${encodeURIComponent(candidate.id)}`);
    samples = raw.body?.anchor?.benchmark?.samples ?? [];
    drive.log(`sample questions taken from the node's /api/patches/${candidate.id} instead (${samples.length})`);
  }
  const sample = samples[0];
  if (!sample) {
    drive.check('a benchmark question is available to ask', false, 'none found');
    return;
  }
  drive.note('benchmark_question', sample);

  // ---- ONE live test, both columns, on a benchmark question
  const proof = await proveOnce(
    drive,
    s,
    { question: sample.prompt, knowledge: [candidate.id], mode: 'compare' },
    'benchmark',
  );
  if (proof) {
    const r = proof.result;
    drive.check(
      'before and after are both present',
      typeof r.before?.answer === 'string' && typeof r.after?.answer === 'string',
      `before ${JSON.stringify(r.before?.answer)} after ${JSON.stringify(r.after?.answer)}`,
    );
    drive.check('the knowledge changed the answer (changed: true)', r.changed === true, `changed ${r.changed}`);
    drive.check(
      'the verdict is scored for a benchmark question',
      r.verdict !== null && typeof r.verdict === 'object',
      JSON.stringify(r.verdict),
    );
    drive.check(
      'the verdict expects what the benchmark expects',
      norm(r.verdict?.expected) === norm(sample.expect),
      `verdict.expected ${JSON.stringify(r.verdict?.expected)}, benchmark ${JSON.stringify(sample.expect)}`,
    );
    drive.check(
      'the after answer matches the expected answer, and the verdict says so',
      norm(r.after?.answer) === norm(sample.expect) && r.verdict?.after_correct === true,
      `after ${JSON.stringify(r.after?.answer)}, after_correct ${r.verdict?.after_correct}`,
    );
    drive.check(
      'the verdict says whether before was correct',
      typeof r.verdict?.before_correct === 'boolean',
      `before_correct ${r.verdict?.before_correct}`,
    );
    const k = r.knowledge?.[0];
    drive.check(
      'knowledge[0] is the candidate, with its verification attestations',
      k?.id === candidate.id && Array.isArray(k?.verification?.attestations) && k.verification.attestations.length > 0,
      `id ${k?.id}, quorum ${k?.verification?.quorum}, ${k?.verification?.attestations?.length ?? 0} attestations`,
    );
    drive.check(
      'knowledge[0] says how long applying took and whether it was already on',
      'applied_ms' in (k ?? {}) && 'was_already_applied' in (k ?? {}),
      `applied_ms ${k?.applied_ms}, was_already_applied ${k?.was_already_applied}`,
    );
    drive.check(
      'the result carries a quota note',
      typeof r.quota?.note === 'string' && r.quota.note.length > 0,
      JSON.stringify(r.quota),
    );
    drive.check(
      'a scored result carries no "unscored" caveat',
      !(r.caveats ?? []).some((c) => /unscored/i.test(c)),
      JSON.stringify(r.caveats),
    );
    drive.check(
      'the result lists what else is applied on the model',
      Array.isArray(r.applied_on_this_model),
      JSON.stringify(r.applied_on_this_model),
    );
  }

  // ---- a question the benchmark does not contain: compared, but unscored, and it says so
  const off = await proveOnce(
    drive,
    s,
    { question: OFF_BENCHMARK, knowledge: [candidate.id], mode: 'compare' },
    'off-benchmark',
  );
  if (off) {
    const r = off.result;
    drive.check(
      'off-benchmark: before and after are both present',
      typeof r.before?.answer === 'string' && typeof r.after?.answer === 'string',
      `before ${JSON.stringify(r.before?.answer)} after ${JSON.stringify(r.after?.answer)}`,
    );
    drive.check('off-benchmark: the verdict is null', r.verdict === null, JSON.stringify(r.verdict));
    drive.check(
      'off-benchmark: a caveat says the comparison is unscored',
      (r.caveats ?? []).some((c) => /unscored/i.test(c)),
      JSON.stringify(r.caveats),
    );
  }

  // ---- the same benchmark question in mode base: one column, and no false claim about the benchmark
  const base = await proveOnce(
    drive,
    s,
    { question: sample.prompt, knowledge: [candidate.id], mode: 'base' },
    'base-mode',
  );
  if (base) {
    const r = base.result;
    drive.check(
      'base-mode: only the before column is answered',
      typeof r.before?.answer === 'string' && r.after === null,
      `before ${JSON.stringify(r.before?.answer)} after ${JSON.stringify(r.after)}`,
    );
    drive.check(
      'base-mode: no caveat claims a benchmark question is outside the benchmark',
      !(r.caveats ?? []).some((c) => /not in the knowledge.s own benchmark/i.test(c)),
      JSON.stringify(r.caveats),
    );
  }

  // ---- the session's jobs, and the model left as it was found
  const jobs = await s.call('job_list', {});
  const ids = (jobs.json?.items ?? []).map((j) => j.job_id);
  drive.check(
    'job_list shows the three live tests of this session, done',
    [proof?.jobId, off?.jobId, base?.jobId].every((id) => id && ids.includes(id)) &&
      (jobs.json?.items ?? []).every((j) => j.state === 'done' && j.kind === 'live_test'),
    JSON.stringify(jobs.json?.items?.map((j) => `${j.job_id}:${j.state}`)),
  );
  const after = await s.call('node_status', {});
  const appliedAfter = after.json?.runtime?.applied ?? after.json?.node?.applied ?? null;
  drive.check(
    'nothing stays applied on the shared model after the live tests',
    JSON.stringify(appliedAfter) === JSON.stringify(appliedBefore),
    `applied before ${JSON.stringify(appliedBefore)}, after ${JSON.stringify(appliedAfter)}`,
  );
}

/**
 * Starts one live_test, checks the handle, and polls job_status (wait_ms) until the job ends.
 * @returns {Promise<{ jobId: string, result: any } | null>}
 */
async function proveOnce(drive, s, args, tag) {
  const handle = await s.call('live_test', args);
  const h = handle.json ?? {};
  drive.note(`${tag}_handle_ms`, handle.ms);
  drive.check(
    `${tag}: live_test answers with a job handle`,
    !handle.isError && /^lt_[0-9a-f]{12}$/.test(h.job_id ?? '') && h.kind === 'live_test',
    brief(handle),
  );
  if (handle.isError) return null;
  drive.check(
    `${tag}: the handle arrives in under 1 s, queued`,
    handle.ms < 1000 && h.state === 'queued',
    `${handle.ms} ms, state ${h.state}`,
  );
  drive.check(
    `${tag}: the handle has poll_after_ms, a model_lock sentence, applied_on_this_model, a quota note and next`,
    typeof h.poll_after_ms === 'number' &&
      typeof h.model_lock?.sentence === 'string' &&
      Array.isArray(h.applied_on_this_model) &&
      typeof h.quota?.note === 'string' &&
      typeof h.next === 'string',
    JSON.stringify({ poll_after_ms: h.poll_after_ms, model_lock: h.model_lock, quota: h.quota, next: h.next }),
  );
  const started = Date.now();
  const { last, polls, reached } = await s.waitJob(h.job_id, { waitMs: 25_000, timeoutMs: 180_000 });
  drive.note(`${tag}_job`, { polls: polls.length, wall_ms: Date.now() - started, elapsed_ms: last.json?.elapsed_ms });
  drive.check(
    `${tag}: job_status reaches done`,
    reached && last.json?.state === 'done',
    `${polls.length} polls, states ${polls.map((p) => p.json?.state ?? p.json?.code).join(' → ')}; ${last.json?.error ? JSON.stringify(last.json.error) : ''}`,
  );
  if (last.json?.state !== 'done' || !last.json?.result) return null;
  drive.note(`${tag}_result`, last.json.result);
  return { jobId: h.job_id, result: last.json.result };
}
