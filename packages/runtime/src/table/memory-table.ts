import { combine, hashString } from '../hash/hash.js';

/**
 * The S × D float32 memory. The top `lexiconRows` rows spell the answer vocabulary (see lexicon/); every other
 * row is addressed by hashing (question pair, answer step, head). Float32 in memory; see the README for why
 * comparisons are float32-exact here while the served table of the real node is bf16.
 */
export interface TableShape {
  readonly rows: number;
  readonly dim: number;
  readonly heads: number;
  readonly seed: number;
}

export class MemoryTable {
  readonly rows: number;
  readonly dim: number;
  readonly heads: number;
  readonly seed: number;
  readonly data: Float32Array;
  /** Rows [0, memoryRows) hold memory; [memoryRows, rows) hold spellings. */
  readonly memoryRows: number;
  readonly lexiconRows: number;
  private readonly headSeeds: Uint32Array;

  constructor(shape: TableShape, data?: Float32Array) {
    this.rows = shape.rows;
    this.dim = shape.dim;
    this.heads = shape.heads;
    this.seed = shape.seed;
    this.data = data ?? new Float32Array(shape.rows * shape.dim);
    // One spelling row per distinct answer word: a sixteenth of the table leaves 65,536 words at 2^20 rows.
    this.lexiconRows = Math.max(256, shape.rows >>> 4);
    this.memoryRows = shape.rows - this.lexiconRows;
    this.headSeeds = new Uint32Array(shape.heads);
    for (let h = 0; h < shape.heads; h++) this.headSeeds[h] = hashString(`head:${h}`, shape.seed);
  }

  /** Row of memory for a question feature at one answer step, under one head. */
  address(feature: number, step: number, head: number): number {
    return combine(combine(feature, step), this.headSeeds[head]!) % this.memoryRows;
  }

  isLexiconRow(addr: number): boolean {
    return addr >= this.memoryRows;
  }

  view(addr: number): Float32Array {
    return this.data.subarray(addr * this.dim, (addr + 1) * this.dim);
  }
}

/** Identifies answer step `t` after previous token `prev` (a token hash; 0 before the first token). */
export function stepKey(t: number, prev: number): number {
  return combine(t + 1, prev);
}

/** Anything rows can be read from: the live table, an overlay of patches, or teach's working copy. */
export interface RowSource {
  readonly table: MemoryTable;
  /** The row's current values; callers must not write through it. */
  row(addr: number): Float32Array;
  /** acc += scale · row(addr), the inner loop of every read. */
  accumulate(addr: number, scale: number, acc: Float32Array): void;
  /** Rows that differ from the live table (empty for the live table itself). */
  readonly changed: ReadonlyMap<number, Float32Array>;
}

export class LiveRows implements RowSource {
  readonly changed: ReadonlyMap<number, Float32Array> = new Map();
  constructor(readonly table: MemoryTable) {}

  row(addr: number): Float32Array {
    return this.table.view(addr);
  }

  accumulate(addr: number, scale: number, acc: Float32Array): void {
    const d = this.table.dim;
    const data = this.table.data;
    const off = addr * d;
    for (let i = 0; i < d; i++) acc[i]! += scale * data[off + i]!;
  }
}

/**
 * Copy-on-write rows over the live table. An overlay answers "as if" patches were applied; teach trains in one.
 * Neither touches the live table.
 */
export class RowOverlay implements RowSource {
  readonly table: MemoryTable;
  private readonly rows = new Map<number, Float32Array>();
  /** Rows written in this overlay alone. */
  get own(): ReadonlyMap<number, Float32Array> {
    return this.rows;
  }

  /** Rows that differ from the live table, through every overlay underneath (lower ones first). */
  get changed(): ReadonlyMap<number, Float32Array> {
    const below = this.base.changed;
    if (below.size === 0) return this.rows;
    const merged = new Map(below);
    for (const [a, r] of this.rows) merged.set(a, r);
    return merged;
  }

  constructor(readonly base: RowSource) {
    this.table = base.table;
  }

  row(addr: number): Float32Array {
    return this.rows.get(addr) ?? this.base.row(addr);
  }

  accumulate(addr: number, scale: number, acc: Float32Array): void {
    const own = this.rows.get(addr);
    if (own === undefined) {
      this.base.accumulate(addr, scale, acc);
      return;
    }
    for (let i = 0; i < own.length; i++) acc[i]! += scale * own[i]!;
  }

  /** A private copy of the row, created on first write. */
  writable(addr: number): Float32Array {
    let own = this.rows.get(addr);
    if (own === undefined) {
      own = this.fresh();
      own.set(this.base.row(addr));
      this.rows.set(addr, own);
    }
    return own;
  }

  set(addr: number, values: Float32Array): void {
    const own = this.fresh();
    own.set(values);
    this.rows.set(addr, own);
  }

  private slab = new Float32Array(0);
  private slabUsed = 0;

  /**
   * A zeroed row of this overlay's own. Rows are cut from shared slabs: a typed array with a buffer of its
   * own costs microseconds to allocate, which was most of the time spent laying a 70,000-row patch over
   * the table. Slabs grow as the overlay does, so a three-row overlay does not hold a large one.
   */
  private fresh(): Float32Array {
    const d = this.table.dim;
    if (this.slabUsed + d > this.slab.length) {
      this.slab = new Float32Array(d * Math.min(MAX_SLAB_ROWS, Math.max(16, this.rows.size)));
      this.slabUsed = 0;
    }
    const row = this.slab.subarray(this.slabUsed, this.slabUsed + d);
    this.slabUsed += d;
    return row;
  }
}

/** Rows per slab at most (a quarter of a MiB at 64 dims). */
const MAX_SLAB_ROWS = 1024;
