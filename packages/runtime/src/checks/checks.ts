import { baseCorpus } from '../corpus/base-corpus.js';
import type { Model } from '../model/model.js';
import type { Patch } from '../patch/patch.js';
import { patchId } from '../patch/patch.js';
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
}

export interface Hits {
  hits: number;
  total: number;
}

export interface CheckReport {
  taught: Hits;
  heldout: Hits;
  /** Base questions the model answered right before the patch, still right with it. */
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

export function runChecks(model: Model, input: ChecksInput): CheckReport {
  const ov = model.overlay([input.patch]);
  const said = (q: string, withPatch: boolean): string => model.answer(q, withPatch ? { overlay: ov } : {}).text;
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

  const reversible = input.reversible === false ? null : probeReversible(model, input.patch, input.facts);
  return { taught, heldout, baseRegression, locality, reversible, ok: locality.ok && baseRegression.ok };
}

/** Apply, remove, re-apply: same answers and same bytes each time; leaves the stack as it found it. */
function probeReversible(model: Model, patch: Patch, facts: readonly QA[]): CheckReport['reversible'] {
  const id = patchId(patch);
  const stack = model.applied();
  const wasApplied = stack.some((e) => e.id === id);
  if (wasApplied && stack[stack.length - 1]!.id !== id) return null;
  const ask = (): string[] => facts.map((f) => model.answer(f.prompt).text);
  if (wasApplied) model.remove(id);
  const bare = model.tableDigest();
  model.apply(patch, { id });
  const first = ask();
  const withPatch = model.tableDigest();
  model.remove(id);
  const afterRemove = model.tableDigest();
  model.apply(patch, { id });
  const second = ask();
  const again = model.tableDigest();
  if (!wasApplied) model.remove(id);
  const identicalAnswers = first.every((a, i) => a === second[i]);
  const identicalBytes = bare === afterRemove && withPatch === again;
  return { ok: identicalAnswers && identicalBytes, identicalAnswers, identicalBytes };
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
