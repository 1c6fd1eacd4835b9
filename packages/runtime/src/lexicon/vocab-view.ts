import type { RowSource } from '../table/memory-table.js';
import type { Lexicon } from './lexicon.js';
import { readSpelling } from './spelling.js';

export interface Top2 {
  index: number;
  best: number;
  second: number;
}

/**
 * The candidate words as seen through a row source: the live lexicon, with spelling rows that an overlay (or
 * teach's working copy) changed taken into account. New words are interned into the lexicon so they get a
 * code, but their liveness is decided here, so the live model's vocabulary is untouched.
 */
export class VocabView {
  private readonly override = new Map<number, boolean>();

  constructor(
    readonly lexicon: Lexicon,
    source: RowSource,
  ) {
    const table = source.table;
    const touched = new Map<number, Set<number>>();
    const changedAddrs: number[] = [];
    for (const [addr, row] of source.changed) {
      if (!table.isLexiconRow(addr)) continue;
      changedAddrs.push(addr);
      const was = lexicon.wordAt(addr);
      if (was >= 0 && !touched.has(was)) touched.set(was, new Set());
      const w = readSpelling(row);
      if (w !== null) {
        const i = lexicon.intern(w);
        if (!touched.has(i)) touched.set(i, new Set());
        touched.get(i)!.add(addr);
      }
    }
    const changedSet = new Set(changedAddrs);
    for (const [i, gained] of touched) {
      let alive = gained.size > 0;
      if (!alive) {
        // Still alive if a live row outside the changed ones spells it.
        for (const a of lexicon.slotsOf(i)) {
          if (!changedSet.has(a)) {
            alive = true;
            break;
          }
        }
      }
      this.override.set(i, alive);
    }
  }

  isAlive(i: number): boolean {
    return this.override.get(i) ?? this.lexicon.isAlive(i);
  }

  /**
   * The two best-scoring words for a read (dot product with their codes). Codes are ±1/√D, so a score is a
   * sum of ±r[k]: per 8 dims, a 256-entry table of every sign pattern's partial sum turns 64 multiply-adds
   * into 8 look-ups. Same numbers as the dot product up to float rounding order.
   */
  top2(r: Float32Array): Top2 {
    const lex = this.lexicon;
    const d = lex.dim;
    const chunks = d >>> 3;
    const table = this.partialSums(r, chunks);
    const signs = lex.signData;
    const n = lex.size;
    const alive = this.aliveMask();
    let index = -1;
    let best = -Infinity;
    let second = -Infinity;
    for (let i = 0; i < n; i++) {
      if (alive[i] !== 1) continue;
      const off = i * chunks;
      let s = 0;
      for (let j = 0; j < chunks; j++) s += table[(j << 8) | signs[off + j]!]!;
      if (s > best) {
        second = best;
        best = s;
        index = i;
      } else if (s > second) second = s;
    }
    const scale = 1 / Math.sqrt(d);
    return { index, best: best * scale, second: second * scale };
  }

  private sums: Float32Array = new Float32Array(0);
  private mask: Uint8Array = new Uint8Array(0);
  private maskGeneration = -1;

  /**
   * Liveness of every word as this view sees it. The scan runs once per decoded step over every word, so a
   * map look-up per word for the view's overrides would cost more than scoring it; the overrides are folded
   * into a copy instead, redone only when the lexicon has changed since.
   */
  private aliveMask(): Uint8Array {
    const lex = this.lexicon;
    if (this.override.size === 0) return lex.aliveData;
    if (this.maskGeneration !== lex.generation) {
      this.mask = lex.aliveData.slice(0, lex.size);
      for (const [i, alive] of this.override) this.mask[i] = alive ? 1 : 0;
      this.maskGeneration = lex.generation;
    }
    return this.mask;
  }

  private partialSums(r: Float32Array, chunks: number): Float32Array {
    if (this.sums.length !== chunks * 256) this.sums = new Float32Array(chunks * 256);
    const t = this.sums;
    for (let j = 0; j < chunks; j++) {
      const base = j << 8;
      let all = 0;
      for (let k = 0; k < 8; k++) all -= r[(j << 3) + k]!;
      t[base] = all;
      for (let b = 1; b < 256; b++) {
        const low = b & -b;
        t[base + b] = t[base + (b ^ low)]! + 2 * r[(j << 3) + (31 - Math.clz32(low))]!;
      }
    }
    return t;
  }
}
