import { baseCorpus } from '../corpus/base-corpus.js';
import type { Answer } from '../decode/decode.js';
import type { Overlay } from '../patch/overlay.js';
import type { AppliedPatch, ApplyOptions } from '../patch/stack.js';
import type { Patch } from '../patch/patch.js';
import { patchId, sameBits } from '../patch/patch.js';
import { normalizeAnswer } from '../tokenize/answer.js';
import { LOCALITY_MAX_CHANGED, LOCALITY_PROMPTS } from './locality-prompts.js';

export interface QA {
  prompt: string;
  answer: string;
}

export interface ChecksInput {
  patch: Patch;
  /** The taught facts (their prompts were keys). */
  facts: readonly QA[];
  /** Other phrasings of the same facts, never used as keys. */
  heldOut?: readonly QA[];
  /** Locality prompts (default: the twelve fixed ones). */
  localityPrompts?: readonly string[];
  /** Base questions sampled for "did not break the base" (default 40). */
  baseSample?: number;
  /** Also apply, remove and re-apply on the live table to prove reversibility (default true). */
  reversible?: boolean;
  /**
   * The patches the lesson was taught on (its bases), bottom first. Every check then reads the model as a
   * buyer will have it — bases and patch — and compares it with the bases alone; the reversibility probe puts
   * the bases on the live table for its duration (those not applied already) and takes them off again.
   */
  under?: readonly Patch[];
}

export interface Hits {
  hits: number;
  total: number;
}

export interface CheckReport {
  taught: Hits;
  heldout: Hits;
  /** Base questions the model answered right before the patch (over its bases, if any), still right with it. */
  baseRegression: { ok: boolean; hit: number; total: number };
  /** Stable locality prompts answered identically with the patch. */
  locality: { ok: boolean; same: number; total: number; changed: { prompt: string; before: string; after: string }[] };
  /** null when skipped (the patch is applied under another one, so removing it would disturb that one). */
  reversible: { ok: boolean; identicalAnswers: boolean; identicalBytes: boolean } | null;
  /** The publish gate: locality and base regression both hold. */
  ok: boolean;
}

/** Share of base questions that must survive a patch; a collision may cost one in fifty, not more. */
const BASE_KEEP = 0.98;

/**
 * What the checks use of a model: answers, with and without overlays, and apply and remove for the reversibility
 * probe. The model passes itself; naming the methods here keeps this module free of the model's.
 */
export interface CheckedModel {
  overlay(patches: readonly Patch[]): Overlay;
  answer(question: string, opts?: { overlay?: Overlay }): Answer;
  applied(): AppliedPatch[];
  readRows(addrs: ArrayLike<number | bigint>): Float32Array;
  apply(patch: Patch, opts?: ApplyOptions): unknown;
  remove(patch: Patch | string): unknown;
}

export function runChecks(model: CheckedModel, input: ChecksInput): CheckReport {
  const under = input.under ?? [];
  const ov = model.overlay([...under, input.patch]);
  const bases = under.length === 0 ? undefined : model.overlay(under);
  const said = (q: string, withPatch: boolean): string =>
    model.answer(q, withPatch ? { overlay: ov } : bases === undefined ? {} : { overlay: bases }).text;
  const score = (qs: readonly QA[]): Hits => ({
    hits: qs.filter((q) => said(q.prompt, true) === normalizeAnswer(q.answer)).length,
    total: qs.length,
  });

  const taught = score(input.facts);
  const heldout = score(input.heldOut ?? []);

  const base = sampleBase(input.baseSample ?? 40).filter((q) => said(q.prompt, false) === q.answer);
  const baseHit = base.filter((q) => said(q.prompt, true) === q.answer).length;
  const baseRegression = {
    ok: baseHit >= Math.ceil(base.length * BASE_KEEP),
    hit: baseHit,
    total: base.length,
  };

  // Each prompt is asked twice first; one that does not repeat itself cannot show a change.
  const stable = (input.localityPrompts ?? LOCALITY_PROMPTS).filter((p) => said(p, false) === said(p, false));
  const changed: CheckReport['locality']['changed'] = [];
  for (const p of stable) {
    const before = said(p, false);
    const after = said(p, true);
    if (before !== after) changed.push({ prompt: p, before, after });
  }
  const locality = {
    ok: changed.length <= LOCALITY_MAX_CHANGED,
    same: stable.length - changed.length,
    total: stable.length,
    changed,
  };

  const reversible = input.reversible === false ? null : probeReversible(model, input.patch, under, input.facts);
  return { taught, heldout, baseRegression, locality, reversible, ok: locality.ok && baseRegression.ok };
}

/**
 * Apply, remove, re-apply (over the bases): same answers and same bytes each time; leaves the stack as it found
 * it. Bytes are compared on the patch's rows: apply and remove write those rows and no others (patch/stack.ts),
 * so they are the whole table's difference — a digest of all 2^20 rows four times cost ~0.6 s a lesson.
 */
function probeReversible(
  model: CheckedModel,
  patch: Patch,
  under: readonly Patch[],
  facts: readonly QA[],
): CheckReport['reversible'] {
  const id = patchId(patch);
  const stack = model.applied();
  const wasApplied = stack.some((e) => e.id === id);
  if (wasApplied && stack[stack.length - 1]!.id !== id) return null;
  const ask = (): string[] => facts.map((f) => model.answer(f.prompt).text);
  const rows = (): Float32Array => model.readRows(patch.addrs);
  if (wasApplied) model.remove(id);
  const laid: string[] = [];
  try {
    for (const base of under) {
      const baseId = patchId(base);
      if (model.applied().some((e) => e.id === baseId)) continue;
      model.apply(base, { id: baseId });
      laid.push(baseId);
    }
    const bare = rows();
    model.apply(patch, { id });
    const first = ask();
    const withPatch = rows();
    model.remove(id);
    const afterRemove = rows();
    model.apply(patch, { id });
    const second = ask();
    const again = rows();
    const identicalAnswers = first.every((a, i) => a === second[i]);
    const identicalBytes = sameRows(bare, afterRemove) && sameRows(withPatch, again);
    return { ok: identicalAnswers && identicalBytes, identicalAnswers, identicalBytes };
  } finally {
    if (model.applied().some((e) => e.id === id)) model.remove(id);
    for (const baseId of laid.reverse()) model.remove(baseId);
    if (wasApplied) model.apply(patch, { id });
  }
}

function sameRows(a: Float32Array, b: Float32Array): boolean {
  return a.length === b.length && sameBits(a, 0, b, 0, a.length);
}

/** Every k-th base fact under its first phrasing: a fixed, spread-out sample. */
export function sampleBase(n: number): QA[] {
  const corpus = baseCorpus();
  const step = Math.max(1, Math.floor(corpus.length / Math.max(1, n)));
  const out: QA[] = [];
  for (let i = 0; i < corpus.length && out.length < n; i += step) {
    const f = corpus[i]!;
    out.push({ prompt: f.keys[0]!, answer: normalizeAnswer(f.answer) });
  }
  return out;
}
