import type { TeachChecks, TrainingRow } from '@ainize/core';
import type { Model, Patch, QuestionOutcome } from '@ainize/runtime';
import type { LoadedPatch } from '../serving/patch-body.js';
import { answerMatches } from '../verifier/evaluate.js';

/**
 * A lesson's checks, measured on the served model while the lesson holds the model lock. The runtime measures
 * locality, "did not break the base" and reversibility with the lesson over its bases (`model.checks` with
 * `under`); this adds what only the node knows: the bases' own benchmark questions must still be answered, and a
 * phrasing of each question that was never a key. `ok` — locality and no regression — is the publish gate.
 */

/** A lesson is READY when at least this share of its questions answers right; below, NEEDS_MORE (digest §2). */
export const READY_SHARE = 0.75;
/** Benchmark questions of the bases asked again with the lesson on top (the digest's `parentSamplesMax`). */
export const PARENT_SAMPLES_MAX = 20;
/** Questions the reversibility probe asks before and after (the digest's `sampleRows`). */
export const REVERSIBLE_SAMPLE = 24;

export interface MeasureInput {
  patch: Patch;
  /** Bodies under the lesson, bottom first (empty for a lesson from scratch). */
  under: readonly LoadedPatch[];
  rows: readonly TrainingRow[];
  /** The teach call's own read-back of every question over (bases + lesson). */
  outcomes: readonly QuestionOutcome[];
  /** Alternative phrasings were keys; then none of them can be held out. */
  useAlt: boolean;
}

export interface FactMeasure {
  after_answer: string;
  hit: boolean;
  heldout_hit: boolean;
}

/**
 * The phrasing a question is checked under without ever having been a key: the teacher's own other phrasing when
 * it was not trained, else the question asked inside a request ("Can you tell me …"), which the model must read
 * by its content words rather than its exact text.
 */
export function heldOutPhrasing(row: TrainingRow, useAlt: boolean): string {
  if (!useAlt && row.alt_prompt) return row.alt_prompt;
  const question = row.prompt;
  return `Can you tell me ${question.charAt(0).toLowerCase()}${question.slice(1)}`;
}

export function measureChecks(model: Model, input: MeasureInput): { checks: TeachChecks; facts: FactMeasure[] } {
  const { patch, under, rows, outcomes, useAlt } = input;
  const lesson = model.overlay([...under.map((u) => u.patch), patch]);
  const facts = rows.map((row, i): FactMeasure => {
    const outcome = outcomes[i]!;
    const heldout = model.answer(heldOutPhrasing(row, useAlt), { overlay: lesson });
    return { after_answer: outcome.said, hit: outcome.learned, heldout_hit: answerMatches(heldout, row.answer) };
  });
  const report = model.checks({
    patch,
    under: under.map((u) => u.patch),
    facts: spread(rows, REVERSIBLE_SAMPLE).map((r) => ({ prompt: r.prompt, answer: r.answer })),
    reversible: true,
  });
  const parents = parentRegression(model, under, patch);
  const taughtHits = facts.filter((f) => f.hit).length;
  const parentOk = report.baseRegression.ok && parents.ok;
  const ok = report.locality.ok && parentOk;
  return {
    facts,
    checks: {
      executed: true,
      taught: { hits: taughtHits, total: rows.length, sampled: { checked: rows.length, of: rows.length } },
      skipped: 0,
      heldout: { hits: facts.filter((f) => f.heldout_hit).length, total: facts.length },
      parent_regression: {
        ok: parentOk,
        hit: report.baseRegression.hit + parents.hit,
        total: report.baseRegression.total + parents.total,
      },
      locality: {
        ok: report.locality.ok,
        same: report.locality.same,
        total: report.locality.total,
        changed: report.locality.changed,
      },
      reverted_and_reapplied: report.reversible?.ok ?? null,
      ok,
      note: noteOf(report.locality.ok, parentOk, report.reversible === null),
    },
  };
}

/** The bases' own benchmark questions they answered right alone must still be answered right with the lesson on top. */
function parentRegression(
  model: Model,
  under: readonly LoadedPatch[],
  patch: Patch,
): { ok: boolean; hit: number; total: number } {
  if (under.length === 0) return { ok: true, hit: 0, total: 0 };
  const samples = under.flatMap((u) => u.entry.benchmark?.samples ?? []);
  const picked = spread(samples, PARENT_SAMPLES_MAX);
  const bases = model.overlay(under.map((u) => u.patch));
  const withLesson = model.overlay([...under.map((u) => u.patch), patch]);
  const knew = picked.filter((s) => answerMatches(model.answer(s.prompt, { overlay: bases }), s.expect));
  const hit = knew.filter((s) => answerMatches(model.answer(s.prompt, { overlay: withLesson }), s.expect)).length;
  // Every one of them: a parent's benchmark is what its buyers paid for, and a lesson may not take any of it away.
  return { ok: hit === knew.length, hit, total: knew.length };
}

function noteOf(localityOk: boolean, parentOk: boolean, reversibleSkipped: boolean): string | null {
  const notes: string[] = [];
  if (!localityOk) notes.push('the lesson changed the answers to unrelated questions');
  if (!parentOk) notes.push('the lesson broke questions the base or its parents answered');
  if (reversibleSkipped) notes.push('reversibility was not probed: the lesson sits under another loaded knowledge');
  return notes.length === 0 ? null : `${notes.join('; ')}.`;
}

/** Spreads the picks over the whole list rather than taking its head. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}
