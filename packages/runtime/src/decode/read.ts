import { hashString } from '../hash/hash.js';
import type { QuestionKey } from '../features/question-key.js';
import { stepKey, type MemoryTable, type RowSource } from '../table/memory-table.js';

/**
 * The model's one forward operation: read the rows of a question's pairs at one answer step and sum them by
 * the pairs' weights. Heads are averaged, so a collision in one head costs half a row, not a whole one.
 */

/** Step key for answer position `t` after the word `prev` ("" before the first word). */
export function answerStep(t: number, prev: string, seed: number): number {
  return stepKey(t, prev === '' ? 0 : hashString(prev, seed ^ 0x9e37));
}

/** Addresses of every (pair, head) read at one step, pair-major: [f0h0, f0h1, f1h0, ...]. */
export function readAddresses(table: MemoryTable, key: QuestionKey, step: number, count?: number): Uint32Array {
  const n = count ?? key.features.length;
  const h = table.heads;
  const out = new Uint32Array(n * h);
  for (let f = 0; f < n; f++) {
    for (let k = 0; k < h; k++) out[f * h + k] = table.address(key.features[f]!, step, k);
  }
  return out;
}

/** acc = Σ_f w_f · mean_h row(addr[f,h]). */
export function readInto(src: RowSource, addrs: Uint32Array, weights: Float32Array, acc: Float32Array): Float32Array {
  acc.fill(0);
  const h = src.table.heads;
  const inv = 1 / h;
  const n = addrs.length / h;
  for (let f = 0; f < n; f++) {
    const w = weights[f]! * inv;
    if (w === 0) continue;
    for (let k = 0; k < h; k++) src.accumulate(addrs[f * h + k]!, w, acc);
  }
  return acc;
}
