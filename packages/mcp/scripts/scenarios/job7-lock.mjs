// Two sessions contending for the shared model while a third process holds it: what each is told, what a give-up
// costs, and that neither can see the other's jobs. The holder is an ordinary process taking the home node's
// cross-process model lock, the way a verifier or a CLI command on the same machine would.
import { brief } from '../lib/answers.mjs';
import { holdLock, homeLockDir } from '../lib/lock.mjs';

export const description =
  'another process holds the model: session A is queued and told who holds it and for how long; session B gives up for free; neither sees the other’s jobs; A finishes once the lock is released';

/** How long the lock is held before A's long poll starts (so "for N s" has something to count). */
const HOLD_WARMUP_MS = 2_500;

/** @param {any} drive the driver drive.mjs hands every scenario */
export default async function job7(drive) {
  const lockDir = await homeLockDir(drive);
  if (!lockDir) return;
  drive.note('lock_dir', lockDir);

  const a = await drive.session({ label: 'A' });
  const b = await drive.session({ label: 'B' });
  for (const s of [a, b]) {
    if (!s.toolNames.includes('live_test')) {
      drive.check(`session ${s.label} lists live_test`, false, s.toolNames.join(', '));
      return;
    }
  }
  const found = await a.call('search_knowledge', { status: ['LISTED'], limit: 5 });
  const knowledge = found.json?.items?.[0]?.id;
  if (!knowledge) {
    drive.check('a LISTED knowledge to test with', false, brief(found));
    return;
  }
  const raw = await drive.nodeGet(`/api/patches/${encodeURIComponent(knowledge)}`);
  const question = raw.body?.anchor?.benchmark?.samples?.[0]?.prompt ?? 'What does this knowledge know?';
  drive.note('knowledge', knowledge);

  // ---- somebody else takes the model
  const holder = await holdLock(lockDir, `check:${knowledge}`);
  try {
    drive.log(`lock held by pid ${holder.pid} (${holder.info.owner}, ${holder.info.label})`);
    await drive.sleep(HOLD_WARMUP_MS);
    const seen = await a.call('node_status', {});
    drive.check(
      'node_status names the other process as the holder',
      seen.json?.model_lock?.holder?.owner === `pid:${holder.pid}`,
      seen.json?.model_lock?.sentence ?? brief(seen),
    );

    // ---- A asks: a handle at once, queued, naming the holder and how long it has held
    const startA = await a.call('live_test', { question, knowledge: [knowledge], mode: 'compare' });
    const ha = startA.json ?? {};
    drive.note('handle_latency_ms_A', startA.ms);
    drive.check(
      'A: live_test answers with a job handle',
      !startA.isError && /^lt_[0-9a-f]{12}$/.test(ha.job_id ?? ''),
      brief(startA),
    );
    if (startA.isError) return;
    drive.check('A: the handle arrives in under 1 s while the model is held', startA.ms < 1000, `${startA.ms} ms`);
    drive.check('A: the job is queued', ha.state === 'queued', `state ${ha.state}`);
    const sentence = ha.model_lock?.sentence ?? '';
    drive.check(
      'A: model_lock.sentence names the holder’s pid and how long it has held ("for N s")',
      sentence.includes(`pid:${holder.pid}`) && /\bfor \d+ (s|min)\b/.test(sentence),
      sentence,
    );
    drive.check(
      'A: model_lock.holder is the other process, not this server',
      ha.model_lock?.holder?.owner === `pid:${holder.pid}` && ha.model_lock?.holder?.mine !== true,
      JSON.stringify(ha.model_lock?.holder ?? null),
    );

    const pollA = await a.call('job_status', { job_id: ha.job_id, wait_ms: 3000 });
    drive.check(
      'A: job_status while held stays queued and still names the holder',
      pollA.json?.state === 'queued' && (pollA.json?.model_lock?.sentence ?? '').includes(`pid:${holder.pid}`),
      `${pollA.json?.state}; ${pollA.json?.model_lock?.sentence ?? '(no model_lock)'}; progress ${JSON.stringify(pollA.json?.progress ?? null)}`,
    );
    drive.check(
      'A: the queue shows A waiting behind the holder',
      (pollA.json?.model_lock?.queue?.waiting ?? 0) >= 1,
      JSON.stringify(pollA.json?.model_lock?.queue ?? null),
    );

    // ---- B asks too, then gives up while queued: free
    const startB = await b.call('live_test', { question, knowledge: [knowledge], mode: 'compare' });
    const hb = startB.json ?? {};
    drive.note('handle_latency_ms_B', startB.ms);
    drive.check(
      'B: live_test answers queued in under 1 s',
      !startB.isError && hb.state === 'queued' && startB.ms < 1000,
      brief(startB),
    );
    if (!startB.isError) {
      const pollB = await b.call('job_status', { job_id: hb.job_id, wait_ms: 1500 });
      drive.check(
        'B: queued behind the holder',
        pollB.json?.state === 'queued',
        `${pollB.json?.state}; ${pollB.json?.model_lock?.sentence ?? ''}`,
      );
      const cancel = await b.call('job_cancel', { job_id: hb.job_id, reason: 'the person changed the question' });
      drive.note('cancel_B', cancel.json);
      drive.check(
        'B: job_cancel while queued → cancelled: true, reason queued, charged: false',
        cancel.json?.cancelled === true && cancel.json?.reason === 'queued' && cancel.json?.charged === false,
        brief(cancel),
      );
      drive.check(
        'B: the cancel says why nothing was charged',
        typeof cancel.json?.note === 'string' && cancel.json.note.length > 0,
        cancel.json?.note ?? '',
      );
      // The give-up must reach the node: B's ticket leaves the lock queue, leaving A alone behind the holder.
      let waiting = null;
      for (let i = 0; i < 10; i++) {
        const st = await a.call('node_status', {});
        waiting = st.json?.model_lock?.queue?.waiting ?? null;
        if (waiting === 1) break;
        await drive.sleep(300);
      }
      drive.check(
        'B’s cancelled ticket left the node’s queue (one waiter left: A)',
        waiting === 1,
        `waiting ${waiting}`,
      );
      const afterCancel = await b.call('job_status', { job_id: hb.job_id });
      drive.check(
        'B: the job then reads cancelled, with what it cost',
        afterCancel.json?.state === 'cancelled' && afterCancel.json?.cancel?.charged === false,
        `${afterCancel.json?.state}; cancel ${JSON.stringify(afterCancel.json?.cancel ?? null)}`,
      );
      const again = await b.call('job_cancel', { job_id: hb.job_id });
      drive.check(
        'B: cancelling again changes nothing (already_finished)',
        again.json?.cancelled === false && again.json?.reason === 'already_finished',
        brief(again),
      );
    }

    // ---- sessions are walls
    const peek = await b.call('job_status', { job_id: ha.job_id });
    drive.check(
      'B cannot read A’s job: job_not_found',
      peek.isError && peek.json?.code === 'job_not_found',
      brief(peek),
    );
    const poke = await b.call('job_cancel', { job_id: ha.job_id });
    drive.check(
      'B cannot cancel A’s job: job_not_found',
      poke.isError && poke.json?.code === 'job_not_found',
      brief(poke),
    );
    const listB = await b.call('job_list', {});
    const idsB = (listB.json?.items ?? []).map((j) => j.job_id);
    drive.check('job_list in B lists only B’s job', idsB.length === 1 && idsB[0] === hb.job_id, JSON.stringify(idsB));
    const listA = await a.call('job_list', {});
    const idsA = (listA.json?.items ?? []).map((j) => j.job_id);
    drive.check('job_list in A lists only A’s job', idsA.length === 1 && idsA[0] === ha.job_id, JSON.stringify(idsA));

    // ---- a wait far beyond the cap is refused by name (or answered within the cap); then the longest wait allowed
    const tooLong = await a.call('job_status', { job_id: ha.job_id, wait_ms: 3_600_000 }, { progress: true });
    drive.check(
      'A: job_status wait_ms 3600000 answers within the 55 s cap (or is refused)',
      tooLong.ms <= 57_000 &&
        (tooLong.isError ? tooLong.json?.code !== undefined || /Input validation/.test(tooLong.text) : true),
      `${tooLong.ms} ms, ${brief(tooLong)}`,
    );
    const longWait = tooLong.isError
      ? await a.call('job_status', { job_id: ha.job_id, wait_ms: 55_000 }, { progress: true })
      : tooLong;
    drive.note('long_wait', {
      asked_ms: tooLong.isError ? 55_000 : 3_600_000,
      answered_after_ms: longWait.ms,
      state: longWait.json?.state,
      code: longWait.json?.code,
    });
    drive.check(
      'A: still queued while the lock is held',
      longWait.json?.state === 'queued',
      `state ${longWait.json?.state}`,
    );
    const beats = longWait.progress ?? [];
    drive.note('long_wait_progress', beats);
    // One answer must not give two different durations: the sentence says how long, and the progress message
    // either says nothing about it or says the same.
    const fromSentence = heldFor(longWait.json?.model_lock?.sentence);
    const fromProgress = heldFor(longWait.json?.progress?.message);
    drive.check(
      'A: progress.message and model_lock.sentence in one job_status answer agree on how long the lock is held',
      fromSentence !== null && (fromProgress === null || Math.abs(fromSentence - fromProgress) <= 2),
      `model_lock.sentence: ${longWait.json?.model_lock?.sentence}; progress.message: ${longWait.json?.progress?.message}`,
    );
    const firstBeat = heldFor(beats[0]?.message);
    const lastBeat = heldFor(beats.at(-1)?.message);
    drive.check(
      'A: the held time in the progress notifications advances as the wait goes on',
      firstBeat !== null &&
        lastBeat !== null &&
        lastBeat - firstBeat >= (beats.at(-1).at_ms - beats[0].at_ms) / 1000 - 3,
      `first at ${beats[0]?.at_ms} ms says ${firstBeat} s; last at ${beats.at(-1)?.at_ms} ms says ${lastBeat} s`,
    );
    drive.check(
      'A: during the long wait the server sends progress notifications naming the holder',
      beats.length > 0 && beats.every((p) => String(p.message ?? '').includes(`pid:${holder.pid}`)),
      `${beats.length} notifications; first ${JSON.stringify(beats[0] ?? null)}`,
    );

    // ---- the holder lets go: A runs and finishes
    const released = await holder.release();
    drive.log(`lock released after ${released?.held_ms ?? '?'} ms`);
    const releasedAt = Date.now();
    const { last, polls, reached } = await a.waitJob(ha.job_id, { waitMs: 25_000, timeoutMs: 120_000 });
    drive.note('after_release', {
      ms_to_done: Date.now() - releasedAt,
      states: polls.map((p) => p.json?.state ?? p.json?.code),
      elapsed_ms: last.json?.elapsed_ms,
    });
    drive.check(
      'A: once the lock is released the job reaches done',
      reached && last.json?.state === 'done',
      `${polls.map((p) => p.json?.state ?? p.json?.code).join(' → ')} in ${Date.now() - releasedAt} ms`,
    );
    const r = last.json?.result;
    drive.check(
      'A: the result has both columns',
      typeof r?.before?.answer === 'string' && typeof r?.after?.answer === 'string',
      `before ${JSON.stringify(r?.before?.answer)} after ${JSON.stringify(r?.after?.answer)}`,
    );
    const late = await a.call('job_cancel', { job_id: ha.job_id });
    drive.check(
      'A: cancelling a finished job is refused as already_finished, nothing charged again',
      late.json?.cancelled === false && late.json?.reason === 'already_finished',
      brief(late),
    );
    const free = await a.call('node_status', {});
    drive.check(
      'the model is free afterwards',
      free.json?.model_lock?.holder === null,
      free.json?.model_lock?.sentence ?? brief(free),
    );
  } finally {
    await holder.release();
  }
}

/** Seconds from "… for 8 s" / "… for 4 min 12 s" / "… for 2 min", or null. */
function heldFor(text) {
  const m = /\bfor (?:(\d+) h ?)?(?:(\d+) min ?)?(?:(\d+) s)?/.exec(String(text ?? ''));
  if (!m || (m[1] ?? m[2] ?? m[3]) === undefined) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}
