import { answerQuestion } from '../decode/answer-question.js';
import { VocabView } from '../lexicon/vocab-view.js';
import type { ModelParts } from '../model/parts.js';
import { sameBits, type Patch } from '../patch/patch.js';
import type { RowOverlay, RowSource } from '../table/memory-table.js';
import type { Fact } from './fact.js';
import { train } from './train.js';

export interface TeachOptions {
  /** Use each fact's alt_prompt as a second key (default true). */
  useAlt?: boolean;
  /** Passes over the whole lesson at most (default 12). */
  maxPasses?: number;
  /** Rows-per-fact cap: pairs written per key phrasing (default 8). */
  maxPairsPerKey?: number;
  /** Pairs used by more facts of the lesson than this are never written (default 8). */
  maxSharedBy?: number;
  /** Share of a key's squared weight its written pairs must cover (default 0.97). */
  coverage?: number;
  /** An item is settled when its read is within this distance of its target code (default 0.1). */
  tolerance?: number;
  /** Decode every prompt afterwards to report learned / said (default true; off saves time in the bench). */
  report?: boolean;
}

export interface QuestionOutcome {
  prompt: string;
  expected: string;
  learned: boolean;
  /** What the model says with the patch applied (the abstain sentence when it does not know). */
  said: string;
  confidence: number;
}

export interface TeachResult {
  /** The rows to apply. The live table is untouched until `apply`. */
  patch: Patch;
  perQuestion: QuestionOutcome[];
  hits: number;
  total: number;
  rowsTouched: number;
  rowsPerFact: number;
  passes: number;
  /** True when every training item read its target within tolerance before the pass limit. */
  settled: boolean;
  elapsedMs: number;
}

export const TEACH_DEFAULTS = {
  maxPasses: 12,
  maxPairsPerKey: 8,
  maxSharedBy: 8,
  coverage: 0.97,
  tolerance: 0.1,
} as const;

export function teachLesson(parts: ModelParts, source: RowSource, facts: Fact[], opts: TeachOptions): TeachResult {
  const started = performance.now();
  const useAlt = opts.useAlt ?? true;
  const keyed = facts.map((f) => ({
    keys: useAlt && f.alt_prompt ? [f.prompt, f.alt_prompt] : [f.prompt],
    answer: f.answer,
  }));
  const trained = train(parts, source, keyed, {
    maxPasses: opts.maxPasses ?? TEACH_DEFAULTS.maxPasses,
    maxPairsPerKey: opts.maxPairsPerKey ?? TEACH_DEFAULTS.maxPairsPerKey,
    maxSharedBy: opts.maxSharedBy ?? TEACH_DEFAULTS.maxSharedBy,
    coverage: opts.coverage ?? TEACH_DEFAULTS.coverage,
    tolerance: opts.tolerance ?? TEACH_DEFAULTS.tolerance,
    shortened: true,
  });
  const patch = patchFrom(parts, source, trained.shadow, trained.owned);
  const perQuestion: QuestionOutcome[] = [];
  let hits = 0;
  if (opts.report ?? true) {
    const vocab = new VocabView(parts.lexicon, trained.shadow);
    for (const f of facts) {
      const a = answerQuestion(f.prompt, parts, trained.shadow, vocab);
      const learned = !a.abstained && a.text === f.answer;
      if (learned) hits++;
      perQuestion.push({ prompt: f.prompt, expected: f.answer, learned, said: a.text, confidence: a.confidence });
    }
  }
  const rowsTouched = patch.addrs.length;
  return {
    patch,
    perQuestion,
    hits,
    total: opts.report === false ? 0 : facts.length,
    rowsTouched,
    rowsPerFact: rowsTouched / facts.length,
    passes: trained.passes,
    settled: trained.unsettled === 0,
    elapsedMs: performance.now() - started,
  };
}

/** Every row the lesson changed (plus the spellings it relies on), sorted by address, before = as it was. */
export function patchFrom(parts: ModelParts, source: RowSource, shadow: RowOverlay, owned: Set<number>): Patch {
  const d = parts.table.dim;
  const addrs = [...shadow.own.keys()].sort((a, b) => a - b);
  const keep: number[] = [];
  for (const a of addrs) {
    const after = shadow.own.get(a)!;
    if (owned.has(a) || !sameBits(source.row(a), 0, after, 0, d)) keep.push(a);
  }
  for (const a of owned) if (!shadow.own.has(a)) keep.push(a);
  keep.sort((a, b) => a - b);
  const out: Patch = {
    addrs: new BigInt64Array(keep.length),
    before: new Float32Array(keep.length * d),
    after: new Float32Array(keep.length * d),
    rowDim: d,
    modelId: parts.modelId,
  };
  keep.forEach((a, i) => {
    out.addrs[i] = BigInt(a);
    out.before.set(source.row(a), i * d);
    out.after.set(shadow.row(a), i * d);
  });
  return out;
}
