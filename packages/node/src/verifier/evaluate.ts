import type { NpzPatch } from '@ainize/core';
import { ABSTAIN_TEXT, RuntimeError, type Answer, type Overlay, type Patch } from '@ainize/runtime';

/**
 * Running a knowledge's benchmark on this node's model, with and without the knowledge. Pure apart from reading
 * the model: the knowledge is laid over the table for the duration of each answer and never written into it,
 * so the served model is the same before and after a check.
 */

/** What the evaluation needs of a model; the runtime's Model satisfies it. */
export interface EvaluationModel {
  readonly modelId: string;
  readonly rowDim: number;
  answer(question: string, options?: { overlay?: readonly Patch[] | Overlay }): Answer;
  /** Prepares patches once for many answers; building it also validates them against the table. */
  overlay(patches: readonly Patch[]): Overlay;
}

export interface BenchmarkSample {
  prompt: string;
  expect: string;
}

export interface EvaluationFailure {
  prompt: string;
  expect: string;
  got: string;
}

export interface Evaluation {
  passed: boolean;
  score: { free_generation: string; pre_apply: string };
  failures: EvaluationFailure[];
  /** Why a run did not pass, in a sentence; absent on a pass. */
  reason?: string;
}

/**
 * A knowledge must answer at least this share of its own benchmark. Not 100 %: the memory model abstains on a
 * rare collision between keys, and one unlucky sample out of thirty should not sink an otherwise sound lesson.
 */
export const PASS_SHARE = 0.9;
/** A knowledge must teach at least this many samples the bare model could not already answer. */
export const MIN_LEARNED = 1;
/** An attestation carries at most this many failures, each cut to what the attestation schema allows. */
export const MAX_FAILURES = 5;
const MAX_PROMPT = 200;
const MAX_GOT = 120;

/** The number of correct answers a benchmark of `m` samples needs: ⌈0.9·m⌉, so 9/10 passes and 8/10 does not. */
export function requiredCorrect(m: number): number {
  // The epsilon keeps 0.9·10 = 9.000000000000002 from rounding up to 10.
  return Math.ceil(PASS_SHARE * m - 1e-9);
}

/** Answers match after trimming and Unicode NFC; an abstention never matches, whatever the sample expects. */
export function answerMatches(answer: Answer, expect: string): boolean {
  if (answer.abstained || answer.text === ABSTAIN_TEXT) return false;
  return answer.text.trim().normalize('NFC') === expect.trim().normalize('NFC');
}

export interface EvaluateInput {
  model: EvaluationModel;
  patch: NpzPatch;
  samples: readonly BenchmarkSample[];
  /** The model id the anchor says the knowledge was made for. */
  modelId: string;
  /**
   * Knowledge this one was taught on top of (the anchor's `base.stack`, bottom first). They are laid under it for
   * both measurements, so pre_apply is what the model knew with its required bases and the score is the delta's.
   */
  bases?: readonly NpzPatch[];
}

export function evaluatePatch({ model, patch, samples, modelId, bases = [] }: EvaluateInput): Evaluation {
  const m = samples.length;
  const refuse = (reason: string): Evaluation => ({
    passed: false,
    score: { free_generation: `0/${m}`, pre_apply: `0/${m}` },
    failures: [],
    reason,
  });
  // Another model's rows land on addresses that mean something else here; running them would measure noise.
  if (modelId !== model.modelId) {
    return refuse(`model_mismatch: made for model ${modelId}; this verifier runs ${model.modelId}`);
  }
  for (const p of [...bases, patch]) {
    if (p.rowDim !== model.rowDim) {
      return refuse(`model_mismatch: a body has row_dim ${p.rowDim}; this verifier runs row_dim ${model.rowDim}`);
    }
  }
  if (m === 0) return refuse('no_samples: the anchor ships no benchmark samples to run');

  const asPatch = (p: NpzPatch): Patch => ({ ...p, modelId: model.modelId });
  let before = 0;
  let after = 0;
  let learned = 0;
  const failures: EvaluationFailure[] = [];
  try {
    // Built once: a large knowledge would otherwise be laid over the table again for every sample.
    const under = bases.length > 0 ? model.overlay(bases.map(asPatch)) : undefined;
    const over = model.overlay([...bases, patch].map(asPatch));
    for (const sample of samples) {
      const bare = answerMatches(model.answer(sample.prompt, under ? { overlay: under } : {}), sample.expect);
      const withPatch = model.answer(sample.prompt, { overlay: over });
      const ok = answerMatches(withPatch, sample.expect);
      if (bare) before++;
      if (ok) after++;
      if (ok && !bare) learned++;
      if (!ok && failures.length < MAX_FAILURES) {
        failures.push({
          prompt: sample.prompt.slice(0, MAX_PROMPT),
          expect: sample.expect.slice(0, MAX_PROMPT),
          got: withPatch.text.slice(0, MAX_GOT),
        });
      }
    }
  } catch (err) {
    // A body the runtime will not lay over the table (addresses out of range, NaN rows) is a failed check.
    if (err instanceof RuntimeError) return refuse(`${err.code}: ${err.message}`);
    throw err;
  }

  const score = { free_generation: `${after}/${m}`, pre_apply: `${before}/${m}` };
  const need = requiredCorrect(m);
  if (after < need) {
    return { passed: false, score, failures, reason: `answered ${after}/${m}; at least ${need} are required` };
  }
  if (learned < MIN_LEARNED) {
    return {
      passed: false,
      score,
      failures,
      reason: 'teaches_nothing: the bare model already answers every sample the knowledge answers',
    };
  }
  return { passed: true, score, failures };
}
