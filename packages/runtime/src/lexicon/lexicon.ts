import type { MemoryTable } from '../table/memory-table.js';
import { EOS, codeFor, readSpelling } from './spelling.js';

/**
 * The words the model can say: one entry per distinct word, alive while at least one spelling row in the
 * table spells it. Kept in step with the live table by apply/remove; overlays see it through a VocabView.
 */
export class Lexicon {
  private words: string[] = [];
  private codes: Float32Array;
  /** Sign bits of each code, 8 dims per byte (bit set = positive): the decode scan reads these. */
  private signs: Uint8Array;
  private alive: Uint8Array;
  private readonly slots: Set<number>[] = [];
  private readonly byWord = new Map<string, number>();
  /** Word index spelled at each lexicon row address. */
  private readonly atAddr = new Map<number, number>();
  /** Bumped whenever a word is added or comes alive or dies, so a view can tell when its copy is stale. */
  private changes = 0;

  constructor(
    readonly dim: number,
    readonly seed: number,
  ) {
    this.codes = new Float32Array(dim * 64);
    this.signs = new Uint8Array((dim / 8) * 64);
    this.alive = new Uint8Array(64);
    this.intern(EOS);
    this.alive[0] = 1;
  }

  /** Rebuilds from every spelling row of a table. */
  static fromTable(table: MemoryTable): Lexicon {
    const lex = new Lexicon(table.dim, table.seed);
    for (let a = table.memoryRows; a < table.rows; a++) {
      if (table.data[a * table.dim] !== 0) lex.rowChanged(a, table.view(a));
    }
    return lex;
  }

  get size(): number {
    return this.words.length;
  }

  word(i: number): string {
    return this.words[i]!;
  }

  code(i: number): Float32Array {
    return this.codes.subarray(i * this.dim, (i + 1) * this.dim);
  }

  /** All codes, entry i at [i·dim, (i+1)·dim): the decode loop reads it without allocating views. */
  get codeData(): Float32Array {
    return this.codes;
  }

  get signData(): Uint8Array {
    return this.signs;
  }

  slotsOf(i: number): ReadonlySet<number> {
    return this.slots[i]!;
  }

  isAlive(i: number): boolean {
    return this.alive[i] === 1;
  }

  /** Liveness of every entry (1 = alive), at least `size` long; valid until `generation` changes. */
  get aliveData(): Uint8Array {
    return this.alive;
  }

  get generation(): number {
    return this.changes;
  }

  /** Index of a word whether alive or not; creates its entry (and code) on first sight. */
  intern(word: string): number {
    let i = this.byWord.get(word);
    if (i !== undefined) return i;
    i = this.words.length;
    if ((i + 1) * this.dim > this.codes.length) {
      const grown = new Float32Array(this.codes.length * 2);
      grown.set(this.codes);
      this.codes = grown;
      const alive = new Uint8Array(this.alive.length * 2);
      alive.set(this.alive);
      this.alive = alive;
      const signs = new Uint8Array(this.signs.length * 2);
      signs.set(this.signs);
      this.signs = signs;
    }
    this.changes++;
    this.words.push(word);
    this.slots.push(new Set());
    this.byWord.set(word, i);
    const code = codeFor(word, this.seed, this.dim, this.code(i));
    const bytes = this.dim / 8;
    for (let k = 0; k < this.dim; k++) if (code[k]! > 0) this.signs[i * bytes + (k >>> 3)]! |= 1 << (k & 7);
    return i;
  }

  /** Index of a word that is alive, or -1. */
  find(word: string): number {
    const i = this.byWord.get(word);
    return i !== undefined && this.alive[i] === 1 ? i : -1;
  }

  /** Address of a row spelling this word, or -1. */
  addressOf(word: string): number {
    const i = this.find(word);
    if (i < 0) return -1;
    for (const a of this.slots[i]!) return a;
    return -1;
  }

  wordAt(addr: number): number {
    return this.atAddr.get(addr) ?? -1;
  }

  /** Call after a lexicon row changed in the live table. */
  rowChanged(addr: number, row: Float32Array): void {
    this.changes++;
    const old = this.atAddr.get(addr);
    if (old !== undefined) {
      this.atAddr.delete(addr);
      const s = this.slots[old]!;
      s.delete(addr);
      if (s.size === 0 && old !== 0) this.alive[old] = 0;
    }
    const w = readSpelling(row);
    if (w === null || w === EOS) return;
    const i = this.intern(w);
    this.atAddr.set(addr, i);
    this.slots[i]!.add(addr);
    this.alive[i] = 1;
  }

  /** Addresses of every spelling row currently alive. */
  addresses(): number[] {
    return [...this.atAddr.keys()].sort((a, b) => a - b);
  }
}
