import { hashCanonical } from '@ainize/core';
import type { AnchorBody } from '../ledger/bodies.js';
import { spread } from './checks.js';

/**
 * The benchmark an anchor carries: questions the lesson really answers, spread over the whole set, so verifiers
 * re-run exactly what was measured here. The operator's seeding and a teacher's lesson build it the same way.
 */

/** Benchmark samples an anchor carries; a teach anchor on a real node carries at most 32. */
export const MAX_BENCHMARK_SAMPLES = 32;

export function lessonBenchmark(
  schema: string,
  learned: readonly { prompt: string; expected: string }[],
): { benchmark: AnchorBody['benchmark']; benchmark_hash: string } {
  const benchmark: AnchorBody['benchmark'] = {
    schema,
    queries: learned.length,
    format: ['prompt', 'expect'],
    samples: spread(learned, MAX_BENCHMARK_SAMPLES).map((q) => ({ prompt: q.prompt, expect: q.expected })),
  };
  return { benchmark, benchmark_hash: hashCanonical(benchmark) };
}
