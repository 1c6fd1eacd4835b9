import type { TeachTiming } from '@ainize/core';

/**
 * Lesson times measured on this node (submit → READY or NEEDS_MORE, checks included). Nothing is estimated until
 * three lessons were timed: a reader is told "no measured estimate yet", never a guess or a zero.
 */

export const MIN_TIMING_SAMPLES = 3;

export function teachTiming(durations: readonly { duration_ms: number; rows: number }[]): TeachTiming {
  const enough = durations.length >= MIN_TIMING_SAMPLES;
  const seconds = durations.map((d) => d.duration_ms / 1000);
  const perRow = durations.map((d) => d.duration_ms / 1000 / Math.max(1, d.rows));
  return {
    p50_s: enough ? round(quantile(seconds, 0.5)) : null,
    p90_s: enough ? round(quantile(seconds, 0.9)) : null,
    samples: durations.length,
    backend: 'memory',
    simulated: false,
    // The memory model has nothing to warm up: a lesson loads only its bases' bodies, timed inside the lesson.
    load_s_p50: null,
    s_per_row_p50: enough ? round(quantile(perRow, 0.5), 6) : null,
    s_per_row_p90: enough ? round(quantile(perRow, 0.9), 6) : null,
  };
}

/** Seconds until a lesson with `rowsAhead` rows queued in front of it (its own included) is done, or null. */
export function etaSeconds(timing: TeachTiming, rowsAhead: number, lessonsAhead: number): number | null {
  if (timing.s_per_row_p50 === null || timing.p50_s === null) return null;
  // A lesson costs a fixed part (checks) plus a part per row; the larger of the two readings is the honest one.
  return round(Math.max(timing.s_per_row_p50 * rowsAhead, timing.p50_s * lessonsAhead));
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[at] ?? 0;
}

function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
