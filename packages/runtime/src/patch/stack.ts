import { RuntimeError } from '../errors/runtime-error.js';
import type { Lexicon } from '../lexicon/lexicon.js';
import type { MemoryTable } from '../table/memory-table.js';
import { patchId, sameBits, validatePatch, type Patch } from './patch.js';

/** One applied patch and what lay under its rows when it went on. */
interface Entry {
  readonly id: string;
  readonly patch: Patch;
  readonly addrs: Uint32Array;
  /** Row i of the journal is what the live table held at addrs[i] before this patch was applied. */
  readonly journal: Float32Array;
}

export interface AppliedPatch {
  id: string;
  rows: number;
  modelId: string;
}

export interface ApplyOptions {
  /** Id to file the patch under (defaults to a content hash). */
  id?: string;
  /**
   * Treat the patch as a delta: every `before` row must equal the live row bit for bit, or nothing is
   * written (`base_mismatch`). Off by default: a plain patch goes on top of whatever is there and journals it.
   */
  expectBefore?: boolean;
}

export interface RemoveResult {
  id: string;
  rows: number;
  /**
   * Patches above this one that shared rows with it. Those rows now hold what lay under the removed patch,
   * so the patches listed lost their own values there: reported, not hidden.
   */
  alsoAffects: { id: string; rows: number }[];
}

/**
 * The ordered stack of applied patches, bottom first. Apply writes `after` and journals what was underneath;
 * remove writes the journal back. Last applied wins on shared rows. Every refusal happens before a row is
 * written, so a refused call leaves the table as it was.
 */
export class PatchStack {
  private entries: Entry[] = [];

  constructor(
    private readonly table: MemoryTable,
    private readonly lexicon: Lexicon,
    private readonly modelId: string,
  ) {}

  list(): AppliedPatch[] {
    return this.entries.map((e) => ({ id: e.id, rows: e.addrs.length, modelId: e.patch.modelId }));
  }

  has(id: string): boolean {
    return this.entries.some((e) => e.id === id);
  }

  /** Patches as applied, bottom first, with their journals (for saving a model). */
  dump(): { id: string; patch: Patch; journal: Float32Array }[] {
    return this.entries.map((e) => ({ id: e.id, patch: e.patch, journal: e.journal }));
  }

  /** Puts back a saved entry without touching the table (the saved table already holds its rows). */
  restore(id: string, patch: Patch, journal: Float32Array): void {
    const addrs = validatePatch(patch, this.target());
    this.entries.push({ id, patch, addrs, journal });
  }

  apply(patch: Patch, opts: ApplyOptions = {}): AppliedPatch {
    const addrs = validatePatch(patch, this.target());
    const id = opts.id ?? patchId(patch);
    if (this.has(id)) throw new RuntimeError('already_applied', `patch ${id} is already applied`, { patch_id: id });
    const d = this.table.dim;
    const data = this.table.data;
    if (opts.expectBefore) {
      let differ = 0;
      for (let i = 0; i < addrs.length; i++) {
        if (!sameBits(data, addrs[i]! * d, patch.before, i * d, d)) differ++;
      }
      if (differ > 0) {
        throw new RuntimeError('base_mismatch', `${differ} rows differ from the patch's before`, {
          patch_id: id,
          rows_differ: differ,
        });
      }
    }
    const journal = new Float32Array(addrs.length * d);
    for (let i = 0; i < addrs.length; i++) {
      const off = addrs[i]! * d;
      journal.set(data.subarray(off, off + d), i * d);
      data.set(patch.after.subarray(i * d, (i + 1) * d), off);
    }
    // Keep private copies: a caller reusing its arrays must not reach into the journal or the stack.
    const kept: Patch = {
      addrs: patch.addrs.slice(),
      before: patch.before.slice(),
      after: patch.after.slice(),
      rowDim: patch.rowDim,
      modelId: patch.modelId,
      id,
    };
    this.entries.push({ id, patch: kept, addrs, journal });
    this.touchLexicon(addrs);
    return { id, rows: addrs.length, modelId: patch.modelId };
  }

  remove(which: Patch | string): RemoveResult {
    const id = typeof which === 'string' ? which : patchId(which);
    const at = this.entries.findIndex((e) => e.id === id);
    if (at < 0) throw new RuntimeError('not_applied', `patch ${id} is not applied`, { patch_id: id });
    const entry = this.entries[at]!;
    const d = this.table.dim;
    const data = this.table.data;
    const rowOf = new Map<number, number>();
    entry.addrs.forEach((a, i) => rowOf.set(a, i));
    const alsoAffects: RemoveResult['alsoAffects'] = [];
    const fixed = new Set<number>();
    for (let j = at + 1; j < this.entries.length; j++) {
      const above = this.entries[j]!;
      let shared = 0;
      above.addrs.forEach((a, k) => {
        const i = rowOf.get(a);
        if (i === undefined) return;
        shared++;
        // The lowest patch above journalled this patch's value; point it at what lies beneath instead,
        // so removing it later does not bring back rows of a patch that is gone.
        if (!fixed.has(a)) {
          fixed.add(a);
          above.journal.set(entry.journal.subarray(i * d, (i + 1) * d), k * d);
        }
      });
      if (shared > 0) alsoAffects.push({ id: above.id, rows: shared });
    }
    entry.addrs.forEach((a, i) => data.set(entry.journal.subarray(i * d, (i + 1) * d), a * d));
    this.entries.splice(at, 1);
    this.touchLexicon(entry.addrs);
    return { id, rows: entry.addrs.length, alsoAffects };
  }

  private touchLexicon(addrs: Uint32Array): void {
    for (const a of addrs) if (this.table.isLexiconRow(a)) this.lexicon.rowChanged(a, this.table.view(a));
  }

  private target(): { modelId: string; rows: number; dim: number } {
    return { modelId: this.modelId, rows: this.table.rows, dim: this.table.dim };
  }
}
