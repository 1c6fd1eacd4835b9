import { TEACH_JOB_STATUSES, type TeachChecks, type TeachJob, type TeachJobStatus } from '@ainize/core';

/**
 * A lesson as an agent should read it: the node's own state, one sentence for what is happening, and — once it
 * lands — what it learned and what it did not, with what the model said instead, the measured checks and whether
 * the publish gate is open. Pure: the same view serves job_status for a job of this session and for a lesson
 * polled by its node id.
 */

/** The states of a lesson on its way; every other state is one it has landed in (publishing is a separate step). */
const UNDER_WAY: readonly TeachJobStatus[] = ['QUEUED', 'PREFLIGHT', 'LOADING', 'TRAINING', 'EXPORTED', 'CHECKING'];
export const LESSON_LANDED: ReadonlySet<TeachJobStatus> = new Set(
  TEACH_JOB_STATUSES.filter((status) => !UNDER_WAY.includes(status)),
);

export function happening(lesson: TeachJob): string {
  const p = lesson.progress;
  switch (lesson.status) {
    case 'QUEUED': {
      const ahead = lesson.position > 0 ? `${lesson.position} lesson(s) ahead` : 'next in line';
      const blocked = lesson.blocked ? `, waiting for the ${BLOCKED[lesson.blocked]}` : '';
      return `queued for the trainer: ${ahead}${blocked}`;
    }
    case 'PREFLIGHT':
      return 'asking the model what it already knows; answered questions are left out of the lesson';
    case 'LOADING':
      return 'loading the model for the lesson';
    case 'TRAINING':
      return `training: pass ${p.step} of at most ${p.max_steps}, ${p.hits} of ${p.total} questions answered right so far`;
    case 'EXPORTED':
      return 'the knowledge file is written; the checks have not run yet';
    case 'CHECKING':
      return 'measuring the lesson on the served model: the taught questions, other phrasings, the base, unrelated answers';
    case 'READY':
      return lesson.checks?.ok === false
        ? 'ready as a private draft, but a check failed, so it cannot be published'
        : 'ready: the lesson stuck and passed its checks; it is a private draft until you publish it';
    case 'NEEDS_MORE':
      return 'did not stick: too few of the taught questions are answered right; the draft is kept and can be retrained at a higher effort';
    case 'FAILED':
      return `failed: ${lesson.error ?? 'the node gave no reason'}`;
    case 'CANCELLED':
      return 'cancelled; the daily lesson it used is not returned';
    case 'PENDING_REVIEW':
      return 'published, and waiting for the node operator’s review';
    case 'REJECTED':
      return `the operator declined to publish it${lesson.reject_reason ? `: ${lesson.reject_reason}` : ''}`;
    case 'ANNOUNCED':
      return 'announced on the ledger; it is listed once the verifiers pass it';
    case 'EXPIRED':
      return 'the private draft expired before it was saved or published';
  }
}

const BLOCKED: Record<NonNullable<TeachJob['blocked']>, string> = {
  slot: 'a trainer slot',
  lock: 'the shared model lock',
  runtime: 'the model runtime',
  container: 'the trainer',
};

const percent = (hits: number, of: number): number | null => (of === 0 ? null : Math.round((hits / of) * 1000) / 10);

function checksView(checks: TeachChecks | null) {
  if (checks === null) return null;
  return {
    measured: checks.executed,
    taught: {
      hits: checks.taught.hits,
      of: checks.taught.total,
      percent: percent(checks.taught.hits, checks.taught.total),
      sampled: checks.taught.sampled,
    },
    other_phrasing: {
      hits: checks.heldout.hits,
      of: checks.heldout.total,
      percent: percent(checks.heldout.hits, checks.heldout.total),
    },
    did_not_break_the_base: {
      ok: checks.parent_regression.ok,
      hits: checks.parent_regression.hit,
      of: checks.parent_regression.total,
    },
    did_not_change_unrelated_answers: {
      ok: checks.locality.ok,
      same: checks.locality.same,
      of: checks.locality.total,
      changed: checks.locality.changed ?? [],
    },
    reversible: checks.reverted_and_reapplied,
    publish_gate: checks.ok ? ('open' as const) : ('closed' as const),
    note: checks.note,
  };
}

function questionsView(lesson: TeachJob) {
  const measured = lesson.facts.filter((f) => f.hit !== undefined);
  const learned = measured.filter((f) => f.hit === true);
  const missed = measured.filter((f) => f.hit === false);
  return {
    in_the_lesson: lesson.facts.length,
    measured: measured.length,
    learned: learned.length,
    not_learned: missed.length,
    still_wrong: missed.map((f) => ({
      question: f.prompt,
      expected: f.answer,
      model_said: f.after_answer ?? null,
      before_the_lesson: f.base_answer ?? null,
    })),
    taught: learned.map((f) => ({
      question: f.prompt,
      answer: f.answer,
      before_the_lesson: f.base_answer ?? null,
      alt_phrasing_ok: f.heldout_hit ?? null,
    })),
  };
}

function nextSteps(lesson: TeachJob): string[] {
  const draft = lesson.draft_id;
  switch (lesson.status) {
    case 'READY': {
      const steps = draft
        ? [
            `live_test with knowledge: ["${draft}"] — ask one taught question and show the bare model's answer beside the taught one`,
          ]
        : [];
      steps.push(
        `download_lesson with lesson_id "${lesson.id}" — the knowledge file, the recipe and the run-it-yourself notes; the draft stays private`,
      );
      steps.push(
        lesson.checks?.ok === false
          ? 'publishing is closed: a check failed (checks_failed); a new lesson is the way forward, and it costs another daily lesson'
          : 'publish_knowledge — irreversible, and offered only when this server’s AINIZE_MCP_ALLOW_PUBLISH is set: it writes a record on the ledger and offers the knowledge for sale; run it with dry_run first',
      );
      return steps;
    }
    case 'NEEDS_MORE':
      return [
        'report what it learned and what it did not; another lesson (at a higher effort) costs another daily lesson, so ask the person first',
        ...(draft ? [`live_test with knowledge: ["${draft}"] shows what the draft answers now`] : []),
      ];
    case 'FAILED':
      return ['report the failure: the daily lesson is spent, and this server never retries a lesson by itself'];
    case 'CANCELLED':
      return ['nothing is running; the daily lesson it used is not returned'];
    case 'PENDING_REVIEW':
    case 'ANNOUNCED':
      return [
        `get_knowledge with id "${lesson.patch_id ?? draft ?? lesson.id}" shows its verification once it is announced`,
      ];
    case 'REJECTED':
    case 'EXPIRED':
      return ['report it; nothing more happens to this lesson'];
    default:
      return ['call job_status again with wait_ms: the lesson is still on its way'];
  }
}

/** The whole view; `eta_s` is the node's measured estimate or null — never rendered as 0. */
export function lessonView(lesson: TeachJob) {
  const landed = LESSON_LANDED.has(lesson.status);
  return {
    lesson_id: lesson.id,
    native_state: lesson.status,
    what_is_happening: happening(lesson),
    eta_s: lesson.eta_s,
    eta_note: landed
      ? 'the lesson has landed: nothing is left to wait for'
      : lesson.eta_s === null
        ? 'no measured estimate yet (the node estimates once it has timed three lessons)'
        : `the node's measured estimate: about ${lesson.eta_s} s`,
    progress: landed ? null : lesson.progress,
    built_on: lesson.base_ids,
    compared_with: lesson.context_patch_ids,
    mode: lesson.mode,
    questions: landed ? questionsView(lesson) : null,
    checks: checksView(lesson.checks),
    publish_gate:
      lesson.checks === null
        ? ('not measured yet' as const)
        : lesson.checks.ok
          ? ('open' as const)
          : ('closed' as const),
    training_set: {
      id: lesson.dataset.id,
      sha256: lesson.dataset.sha256,
      rows: lesson.dataset.rows,
      trained_rows: lesson.dataset.trained_rows,
    },
    knowledge_file: lesson.result,
    draft_id: lesson.draft_id,
    patch_id: lesson.patch_id,
    publish_status: lesson.publish_status,
    next_steps: nextSteps(lesson),
  };
}

export type LessonView = ReturnType<typeof lessonView>;
