import { performance } from 'node:perf_hooks';
import { questionKey } from '@ainize/core';
import { type Answer, type Model, type Overlay, RuntimeError } from '@ainize/runtime';
import { HttpError } from '../http/errors.js';
import type { LoadedPatch } from '../serving/patch-body.js';
import type { ServingPatchEntry } from '../serving/types.js';
import type { ChatAnswer, ChatMode } from './schema.js';

/**
 * The before/after pair, computed while the caller holds the model lock. "Before" is the live model, knowledge
 * the operator pinned included; "after" reads the same table through a copy-on-write overlay of the requested
 * knowledges not already on it, in list order, so the shared table is never written by a live test.
 */

export interface Columns {
  base: ChatAnswer;
  patched: ChatAnswer;
  /** Time to build the overlay (or find it built), null when nothing had to be overlaid or no "after" was asked for. */
  overlayMs: number | null;
  wasApplied: boolean[];
  /** The "after" text, when one was computed (benchmark hits compare it). */
  afterText: string | null;
}

export function answerColumns(
  model: Model,
  isApplied: (id: string) => boolean,
  loaded: readonly LoadedPatch[],
  question: string,
  mode: ChatMode,
): Columns {
  const wasApplied = loaded.map((l) => isApplied(l.entry.id));
  const empty = emptyAnswer(model.modelId);
  const base = mode === 'patched' ? empty : timed(model.modelId, () => model.answer(question));
  if (mode === 'base') return { base, patched: empty, overlayMs: null, wasApplied, afterText: null };
  const pending = loaded.filter((_, i) => !wasApplied[i]);
  let overlayMs: number | null = null;
  let patched: ChatAnswer;
  if (pending.length === 0) {
    patched = timed(model.modelId, () => model.answer(question));
  } else {
    const start = performance.now();
    const overlay = overlayOf(model, pending);
    overlayMs = elapsed(start);
    patched = timed(model.modelId, () => model.answer(question, { overlay }));
  }
  return { base, patched, overlayMs, wasApplied, afterText: patched.content };
}

/** Overlays kept per model, most recently used last: a few knowledge sets are tested far more than the rest. */
const OVERLAYS_KEPT = 4;
const overlays = new WeakMap<Model, Map<string, Overlay>>();

/**
 * The overlay of `loaded` on `model`, built once and kept while the live table stays as it was (its revision). Bodies
 * are named by their sha256 and never change once read, so the same names at the same revision read the same rows:
 * a live test of a large knowledge then costs two answers, not a copy of every row it holds.
 */
function overlayOf(model: Model, loaded: readonly LoadedPatch[]): Overlay {
  let kept = overlays.get(model);
  if (kept === undefined) overlays.set(model, (kept = new Map()));
  const key = `${model.revision}:${loaded.map((l) => l.entry.patch_sha256).join(',')}`;
  let overlay = kept.get(key);
  if (overlay !== undefined) {
    kept.delete(key);
  } else {
    overlay = model.overlay(loaded.map((l) => l.patch));
    // Kept overlays of an older revision can never be asked for again.
    for (const old of kept.keys()) if (!old.startsWith(`${model.revision}:`)) kept.delete(old);
    if (kept.size >= OVERLAYS_KEPT) kept.delete(kept.keys().next().value as string);
  }
  kept.set(key, overlay);
  return overlay;
}

/**
 * true/false when the question is one of the knowledge's benchmark samples (same question after normalising)
 * and the "after" answer does / does not equal its expected answer; null when it is not a sample or nothing
 * was answered "after".
 */
export function benchmarkHit(entry: ServingPatchEntry, question: string, afterText: string | null): boolean | null {
  if (afterText === null) return null;
  const key = questionKey(question);
  const sample = entry.benchmark?.samples?.find((s) => questionKey(s.prompt) === key);
  if (sample === undefined) return null;
  return questionKey(afterText) === questionKey(sample.expect);
}

/** A question the runtime refuses (too long for it, no word to read) is the caller's 400, not a crash. */
export function questionRefusal(err: unknown): unknown {
  if (err instanceof RuntimeError && err.code === 'invalid_question') {
    return new HttpError(400, `invalid: body.messages: ${err.message}`);
  }
  return err;
}

function timed(modelId: string, ask: () => Answer): ChatAnswer {
  const start = performance.now();
  const answer = ask();
  return toChatAnswer(answer, elapsed(start), modelId);
}

function toChatAnswer(answer: Answer, latencyMs: number, modelId: string): ChatAnswer {
  // Running out of decode steps makes the runtime abstain rather than show a cut answer: finish_reason says
  // why it stopped, and nothing shown is ever truncated.
  return {
    content: answer.text,
    latency_ms: latencyMs,
    model: modelId,
    finish_reason: answer.reason === 'too_long' ? 'length' : 'stop',
    truncated: null,
    shown_chars: answer.text.length,
    raw_chars: answer.text.length,
  };
}

/** The column a mode did not ask for: present (the response shape is fixed) but visibly not computed. */
function emptyAnswer(modelId: string): ChatAnswer {
  return {
    content: '',
    latency_ms: 0,
    model: modelId,
    finish_reason: null,
    truncated: null,
    shown_chars: 0,
    raw_chars: 0,
  };
}

function elapsed(start: number): number {
  return Math.round((performance.now() - start) * 1000) / 1000;
}
