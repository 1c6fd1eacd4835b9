import type { Lexicon } from '../lexicon/lexicon.js';
import { VocabView } from '../lexicon/vocab-view.js';
import { RowOverlay, type RowSource } from '../table/memory-table.js';
import { validatePatch, type Patch, type PatchTarget } from './patch.js';

/**
 * The model "as if" some patches were applied, in order (last wins on shared rows), without writing the live
 * table. Build it once with `model.overlay(patches)` and reuse it for many questions: building costs one
 * copy of every row the patches hold.
 */
export class Overlay {
  constructor(
    readonly rows: RowOverlay,
    readonly vocab: VocabView,
    readonly patchCount: number,
  ) {}
}

export function buildOverlay(
  live: RowSource,
  lexicon: Lexicon,
  patches: readonly Patch[],
  target: PatchTarget,
): Overlay {
  const rows = new RowOverlay(live);
  const d = target.dim;
  for (const p of patches) {
    const addrs = validatePatch(p, target);
    addrs.forEach((a, i) => rows.set(a, p.after.subarray(i * d, (i + 1) * d)));
  }
  return new Overlay(rows, new VocabView(lexicon, rows), patches.length);
}
