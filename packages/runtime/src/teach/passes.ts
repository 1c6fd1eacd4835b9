import type { RowOverlay, RowSource } from '../table/memory-table.js';

/**
 * The training passes over flat arrays. A lesson reads each item's rows once per pass, and a pass over a
 * 3,000-fact lesson is ~500,000 row reads: through `RowOverlay` each is a map look-up (and a copy-on-write
 * check on every write), which was most of the time teach spent. Here every row the lesson can write is
 * copied once into one buffer, every other row is read straight from where it lives, and the passes do
 * nothing but arithmetic on typed arrays.
 *
 * The arithmetic is the same as reading through the overlay, in the same order and at the same precision
 * (float32 reads and rows, float64 scale factors), so a lesson gives the same bytes as before — which the
 * base build relies on: its table must not change under a cached model file.
 */

/** One training item as the passes need it: the key's pairs in key order, their row addresses, the target. */
export interface PassItem {
  /** Row of each (pair, head), pair-major: [f0h0, f0h1, f1h0, ...]. */
  addrs: Uint32Array;
  /** Unit weight of each pair, same order. */
  weights: Float32Array;
  /** The first `selected` pairs are written; the rest are only read. */
  selected: number;
  selectedNorm2: number;
  /** Lexicon index of the word this item must read. */
  target: number;
}

export interface PassOptions {
  maxPasses: number;
  /** Squared distance under which an item counts as settled. */
  tol2: number;
}

export interface PassOutcome {
  passes: number;
  unsettled: number;
}

/**
 * Runs passes until every item reads its target within tolerance (or `maxPasses`), then writes every row
 * that a pass changed into `shadow`. `shadow` must not hold any row an item reads, apart from what its base
 * source holds: the lesson's own spelling rows, which are lexicon rows no item addresses, are fine.
 */
export function runPasses(
  shadow: RowOverlay,
  source: RowSource,
  items: readonly PassItem[],
  codes: Float32Array,
  opts: PassOptions,
): PassOutcome {
  const table = source.table;
  const d = table.dim;
  const heads = table.heads;
  const inv = 1 / heads;

  // Every row some item writes gets a slot in `work`; so does a row the source holds apart from the live
  // table (teaching over an overlay). Every other row is read from the live table itself, which no one
  // writes while a lesson trains.
  const slotOf = new Map<number, number>();
  const slotAddr: number[] = [];
  const slotFor = (addr: number): number => {
    let s = slotOf.get(addr);
    if (s === undefined) {
      s = slotAddr.length;
      slotOf.set(addr, s);
      slotAddr.push(addr);
    }
    return s;
  };
  for (const item of items) {
    for (let j = 0; j < item.selected * heads; j++) slotFor(item.addrs[j]!);
  }
  const aside = source.changed;
  let refCount = 0;
  for (const item of items) {
    refCount += item.addrs.length;
    if (aside.size === 0) continue;
    for (const a of item.addrs) if (aside.has(a)) slotFor(a);
  }
  const work = new Float32Array(slotAddr.length * d);
  slotAddr.forEach((a, s) => work.set(source.row(a), s * d));
  const dirty = new Uint8Array(slotAddr.length);

  // Per (pair, head): a live-table address (≥ 0) or a slot (~slot, < 0). Items are laid end to end.
  const refs = new Int32Array(refCount);
  const refStart = new Uint32Array(items.length + 1);
  let r = 0;
  items.forEach((item, i) => {
    refStart[i] = r;
    for (const a of item.addrs) {
      const s = slotOf.get(a);
      refs[r++] = s === undefined ? a : ~s;
    }
  });
  refStart[items.length] = r;

  // An item that read its target and none of whose rows were written since reads the same again: a pass
  // skips it. Live-table rows never change during a lesson, so only slots are stamped. Once most of a lesson
  // has settled, a pass costs the few items still moving and their neighbours, not the whole lesson again.
  let clock = 0;
  const writtenAt = new Float64Array(slotAddr.length);
  const settledAt = new Float64Array(items.length).fill(-1);

  const live = table.data;
  const acc = new Float32Array(d);
  const err = new Float32Array(d);
  let passes = 0;
  let unsettled = items.length;
  while (passes < opts.maxPasses && unsettled > 0) {
    passes++;
    unsettled = 0;
    for (let i = 0; i < items.length; i++) {
      const base = refStart[i]!;
      const end = refStart[i + 1]!;
      const seen = settledAt[i]!;
      if (seen >= 0) {
        let moved = false;
        for (let j = base; j < end; j++) {
          const ref = refs[j]!;
          if (ref < 0 && writtenAt[~ref]! > seen) {
            moved = true;
            break;
          }
        }
        if (!moved) continue;
      }
      const item = items[i]!;
      const weights = item.weights;
      const pairs = (end - base) / heads;
      // acc = Σ_f w_f · mean_h row(f, h), as readInto computes it.
      acc.fill(0);
      for (let f = 0; f < pairs; f++) {
        const w = weights[f]! * inv;
        if (w === 0) continue;
        for (let h = 0; h < heads; h++) {
          const ref = refs[base + f * heads + h]!;
          if (ref >= 0) {
            const off = ref * d;
            for (let k = 0; k < d; k++) acc[k]! += w * live[off + k]!;
          } else {
            const off = ~ref * d;
            for (let k = 0; k < d; k++) acc[k]! += w * work[off + k]!;
          }
        }
      }
      const off = item.target * d;
      let e2 = 0;
      for (let k = 0; k < d; k++) {
        const e = codes[off + k]! - acc[k]!;
        err[k] = e;
        e2 += e * e;
      }
      if (e2 < opts.tol2) {
        settledAt[i] = clock;
        continue;
      }
      settledAt[i] = -1;
      unsettled++;
      clock++;
      // The least-norm change that makes this item read its target: each written pair moves along the error
      // in proportion to its weight.
      for (let f = 0; f < item.selected; f++) {
        const g = weights[f]! / item.selectedNorm2;
        for (let h = 0; h < heads; h++) {
          const s = ~refs[base + f * heads + h]!;
          dirty[s] = 1;
          writtenAt[s] = clock;
          const at = s * d;
          for (let k = 0; k < d; k++) work[at + k]! += g * err[k]!;
        }
      }
    }
  }
  slotAddr.forEach((a, s) => {
    if (dirty[s] === 1) shadow.set(a, work.subarray(s * d, (s + 1) * d));
  });
  return { passes, unsettled };
}
