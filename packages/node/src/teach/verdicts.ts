import type { PreflightFact, TeachDatasetRow } from '@ainize/core';
import type { Answer, Model } from '@ainize/runtime';
import type { LoadedPatch } from '../serving/patch-body.js';
import { answerMatches } from '../verifier/evaluate.js';

/**
 * Asks the model each question before anything is trained, with the lesson's bases and comparison knowledge laid
 * over it the way a live test lays them (copy-on-write overlays; the served table is not written). Run it while
 * holding the model lock. The verdict decides whether a question is worth a lesson:
 * - already_known: the served model already says the answer;
 * - in_base / base_conflict: a base says it / says something else (training would contradict the base);
 * - overlaps_listing: a knowledge loaded for comparison already says it;
 * - will_train: nobody says it yet (or only the bare model says something else, which the lesson corrects).
 */

export interface VerdictStack {
  under: readonly LoadedPatch[];
  contexts: readonly LoadedPatch[];
}

export function judgeRows(model: Model, rows: readonly TeachDatasetRow[], stack: VerdictStack): PreflightFact[] {
  const withBases = stack.under.length > 0 ? model.overlay(stack.under.map((b) => b.patch)) : undefined;
  const contexts = stack.contexts.map((c) => ({
    id: c.entry.id,
    overlay: model.overlay([...stack.under.map((b) => b.patch), c.patch]),
  }));
  /** The lowest base whose stack (it and everything under it) gives `said`. */
  const deciding = (question: string, decides: (a: Answer) => boolean): string | null => {
    for (let i = 0; i < stack.under.length; i++) {
      const a = model.answer(question, { overlay: stack.under.slice(0, i + 1).map((b) => b.patch) });
      if (decides(a)) return stack.under[i]!.entry.id;
    }
    return stack.under[stack.under.length - 1]?.entry.id ?? null;
  };

  return rows.map((row): PreflightFact => {
    const fact = { index: row.index ?? row.line - 1, prompt: row.prompt, answer: row.answer };
    if (row.index === null) {
      return { ...fact, status: 'invalid', base_answer: null, base_id: null, detail: row.detail ?? row.status };
    }
    const bare = model.answer(row.prompt);
    if (answerMatches(bare, row.answer)) {
      return { ...fact, status: 'already_known', base_answer: bare.text, base_id: null, detail: null };
    }
    let said = bare;
    if (withBases) {
      said = model.answer(row.prompt, { overlay: withBases });
      if (answerMatches(said, row.answer)) {
        const id = deciding(row.prompt, (a) => answerMatches(a, row.answer));
        return { ...fact, status: 'in_base', base_answer: said.text, base_id: id, detail: `${id} already answers it` };
      }
      if (!said.abstained && said.text !== bare.text) {
        const id = deciding(row.prompt, (a) => a.text === said.text);
        return {
          ...fact,
          status: 'base_conflict',
          base_answer: said.text,
          base_id: id,
          detail: `${id} answers "${said.text}"; teaching "${row.answer}" on top would contradict it`,
        };
      }
    }
    for (const ctx of contexts) {
      const a = model.answer(row.prompt, { overlay: ctx.overlay });
      if (answerMatches(a, row.answer)) {
        return {
          ...fact,
          status: 'overlaps_listing',
          base_answer: a.text,
          base_id: ctx.id,
          detail: `${ctx.id} already answers it`,
        };
      }
    }
    return {
      ...fact,
      status: 'will_train',
      base_answer: said.text,
      base_id: null,
      detail: said.abstained ? null : `the model says "${said.text}" now; the lesson corrects it`,
    };
  });
}
