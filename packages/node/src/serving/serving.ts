import { readNpz } from '@ainize/core';
import { type Model, type ModelOptions, type Patch, RuntimeError, openModel } from '@ainize/runtime';
import type { BlobStore } from '../blobs/blob-store.js';
import { HttpError } from '../http/errors.js';
import type { LockMode, LockStatus, NodeModelLock } from '../lock/model-lock.js';
import {
  BODY_NOT_PRESENT,
  type ModelShape,
  assertSameModel,
  countDifferingRows,
  loadBody,
  requireEntry,
} from './patch-body.js';
import { type SavedStack, type StackRecord, type StackStore, fileStackStore } from './stack-file.js';
import type { ApplyResult, CheckResult, RemoveResult } from '@ainize/core';
import type { ResolvePatch, ServingPatchEntry, StackItem } from './types.js';

/**
 * The node's one memory model and every persistent change to it. Each use holds the cross-process model lock, so
 * a live test, an apply and a verifier in another process take turns and each can see who holds the model. When
 * the node runs as several processes, each has its own copy: every use first brings this copy up to the stack
 * the node has recorded, so an apply through one process reaches the others before their next use.
 * Apply and remove are the only calls that change the live table; a live test reads it and computes "after" on
 * the runtime's copy-on-write overlay.
 */

export interface ServingOptions {
  /** Where the base model is cached (`<home>/model/base.bin`); built there on first start. */
  modelPath: string;
  /** Where the applied stack is recorded (`<home>/model/stack.json`). */
  stackFile: string;
  /** Overrides `stackFile`: the stack a node of several processes keeps in its database. */
  stackStore?: StackStore;
  lock: NodeModelLock;
  blobs: BlobStore;
  resolvePatch: ResolvePatch;
  /** Model shape (rows, dims, seed …); the defaults are the runtime's. Tests use small tables. */
  modelOptions?: ModelOptions;
  /** The machine's shared folder of built base models; a missing `modelPath` is copied from it when it has one. */
  modelCacheDir?: string;
  now?: () => number;
}

export interface RunOptions {
  signal?: AbortSignal;
  waitMs?: number;
  /** Called once the lock is held, before `fn` runs (a live test turns from queued to running here). */
  onStart?: () => void;
  /** `shared` for uses that only read the model (see LockMode); default `exclusive`. */
  mode?: LockMode;
}

/**
 * How an apply or remove waits for the model: aborting `signal` while it is still queued gives up its place and
 * changes nothing; once the lock is held the change runs to the end whatever the signal says.
 */
export type ChangeOptions = Pick<RunOptions, 'signal' | 'onStart'>;

export interface RestoreReport {
  reapplied: string[];
  skipped: { patch_id: string; reason: string }[];
}

export class ModelServing {
  readonly model: Model;
  readonly lock: NodeModelLock;
  readonly restore: RestoreReport;
  readonly #opts: ServingOptions;
  readonly #stackStore: StackStore;
  /** The revision of the recorded stack this process's model carries. */
  #revision: string | null = null;
  readonly #now: () => number;
  /** Parallel to `model.applied()`, bottom first. */
  #records: StackRecord[] = [];
  readonly #patches = new Map<string, Patch>();
  readonly #dirty = new Set<string>();

  static open(opts: ServingOptions): ModelServing {
    const places = opts.modelCacheDir === undefined ? {} : { cacheDir: opts.modelCacheDir };
    return new ModelServing(openModel(opts.modelPath, opts.modelOptions ?? {}, places), opts);
  }

  constructor(model: Model, opts: ServingOptions) {
    this.model = model;
    this.lock = opts.lock;
    this.#opts = opts;
    this.#now = opts.now ?? Date.now;
    this.#stackStore = opts.stackStore ?? fileStackStore(opts.stackFile);
    this.restore = this.#reapplySaved();
  }

  get shape(): ModelShape {
    return { modelId: this.model.modelId, rowDim: this.model.rowDim };
  }

  isApplied(id: string): boolean {
    return this.#records.some((r) => r.patch_id === id);
  }

  /** Runs `fn` with the model while holding the model lock under `label`. */
  run<T>(label: string, fn: (model: Model) => T, options: RunOptions = {}): Promise<T> {
    const { onStart, ...acquire } = options;
    return this.lock.withLock(
      label,
      () => {
        this.#catchUp();
        onStart?.();
        return fn(this.model);
      },
      acquire,
    );
  }

  /**
   * Brings this process's model up to the recorded stack when another process changed it, without waiting for
   * the next use; a node of several processes calls it on a timer so reads of the stack stay current.
   */
  async sync(): Promise<void> {
    if (this.#stackStore.revision() === this.#revision) return;
    await this.run('sync', () => undefined, { mode: 'shared' });
  }

  apply(id: string, options: { withBase?: boolean } & ChangeOptions = {}): Promise<ApplyResult> {
    const { withBase, ...wait } = options;
    // An unknown id is answered at once rather than after a wait in the model's queue.
    requireEntry(this.#opts.resolvePatch, id);
    return this.run('apply', () => this.#applyHeld(id, withBase === true), wait);
  }

  remove(id: string, options: { cascade?: boolean } & ChangeOptions = {}): Promise<RemoveResult> {
    const { cascade, ...wait } = options;
    return this.run('remove', () => this.#removeHeld(id, cascade === true), wait);
  }

  check(id: string): Promise<CheckResult> {
    const { resolvePatch, blobs } = this.#opts;
    const entry = requireEntry(resolvePatch, id);
    return this.run(
      `check:${id}`,
      (model) => {
        const { patch } = loadBody(blobs, entry, this.shape);
        const live = model.readRows(patch.addrs);
        const differBefore = countDifferingRows(live, patch, 'before');
        const differAfter = countDifferingRows(live, patch, 'after');
        const applied = this.isApplied(id);
        return {
          patch_id: id,
          export: entry.base?.export ?? null,
          base_stack: entry.base?.stack.map((b) => b.patch_id) ?? [],
          rows: patch.addrs.length,
          differ_before: differBefore,
          differ_after: differAfter,
          // On the stack it must be intact; off it, the rows it expects must be exactly underneath.
          ok: applied ? differAfter === 0 : differBefore === 0,
          applied,
        };
      },
      { mode: 'shared' },
    );
  }

  /** The applied stack, bottom first. Read without the lock: only this process changes its own model. */
  stack(): StackItem[] {
    return this.#records.map((r) => ({
      ...r,
      rows: this.#patches.get(r.patch_id)?.addrs.length ?? 0,
      dirty: this.#dirty.has(r.patch_id),
    }));
  }

  status(): {
    model: { id: string; rows: number; row_dim: number };
    applied: string[];
    dirty: string[];
    restore: RestoreReport;
    lock: LockStatus;
  } {
    return {
      model: { id: this.model.modelId, rows: this.model.rows, row_dim: this.model.rowDim },
      applied: this.#records.map((r) => r.patch_id),
      dirty: [...this.#dirty],
      restore: this.restore,
      lock: this.lock.status(),
    };
  }

  /** Pairs of applied knowledges that write the same rows: the later one wins there, and removing either hurts the other. */
  overlaps(): { a: string; b: string; rows: number }[] {
    const owners = new Map<bigint, string[]>();
    for (const r of this.#records) {
      for (const addr of this.#patches.get(r.patch_id)?.addrs ?? []) {
        const list = owners.get(addr);
        if (list) list.push(r.patch_id);
        else owners.set(addr, [r.patch_id]);
      }
    }
    const counts = new Map<string, { a: string; b: string; rows: number }>();
    for (const ids of owners.values()) {
      for (let i = 0; i < ids.length; i++) {
        for (let j = i + 1; j < ids.length; j++) {
          const key = `${ids[i]}\n${ids[j]}`;
          const pair = counts.get(key) ?? { a: ids[i]!, b: ids[j]!, rows: 0 };
          pair.rows++;
          counts.set(key, pair);
        }
      }
    }
    return [...counts.values()];
  }

  #applyHeld(id: string, withBase: boolean): ApplyResult {
    const { resolvePatch, blobs } = this.#opts;
    const entry = requireEntry(resolvePatch, id);
    assertSameModel(entry, this.shape);
    if (this.isApplied(id)) return { patch_id: id, applied: [], already_applied: true, stack: this.stack() };
    if (!blobs.has(entry.patch_sha256)) throw new HttpError(409, BODY_NOT_PRESENT, { patch_id: id });
    const bodies = this.#plan(entry, withBase).map((e) => loadBody(blobs, e, this.shape));
    const done: string[] = [];
    try {
      for (const { entry: e, patch } of bodies) {
        const delta = e.base?.export === 'delta';
        if (delta) {
          // Counted first so the refusal says how far off the live rows are, not just that they are.
          const differ = countDifferingRows(this.model.readRows(patch.addrs), patch, 'before');
          if (differ > 0) {
            throw new HttpError(
              409,
              `base_mismatch: ${differ} of ${patch.addrs.length} rows under ${e.id} are not what it was taught on`,
              { patch_id: e.id, rows_differ: differ },
            );
          }
        }
        this.model.apply(patch, { id: e.id, expectBefore: delta });
        this.#push(e, patch, delta);
        done.push(e.id);
      }
    } catch (err) {
      // Nothing partial: bases loaded by this call come off again, top first, before the refusal is reported.
      for (const undo of [...done].reverse()) this.#pop(undo);
      throw runtimeRefusal(err, id);
    }
    this.#persist();
    return { patch_id: id, applied: done, already_applied: false, stack: this.stack() };
  }

  /** The knowledges to apply, bottom first: the missing bases of a delta (with `with_base`), then the knowledge. */
  #plan(entry: ServingPatchEntry, withBase: boolean): ServingPatchEntry[] {
    const { resolvePatch, blobs } = this.#opts;
    const plan: ServingPatchEntry[] = [];
    const missing: string[] = [];
    const notHeld: string[] = [];
    const visit = (e: ServingPatchEntry, trail: ReadonlySet<string>): void => {
      if (e.base?.export === 'delta') {
        for (const { patch_id: baseId } of e.base.stack) {
          if (this.isApplied(baseId) || plan.some((p) => p.id === baseId) || trail.has(baseId)) continue;
          if (!withBase) {
            missing.push(baseId);
            continue;
          }
          const base = resolvePatch(baseId);
          if (base === undefined || !blobs.has(base.patch_sha256)) {
            notHeld.push(baseId);
            continue;
          }
          assertSameModel(base, this.shape);
          visit(base, new Set([...trail, baseId]));
        }
      }
      plan.push(e);
    };
    visit(entry, new Set([entry.id]));
    if (missing.length > 0) {
      throw new HttpError(
        409,
        `needs_base: ${entry.id} is an add-on to ${missing.join(', ')}, not loaded here — apply with with_base or load the base first`,
        { patch_id: entry.id, missing },
      );
    }
    if (notHeld.length > 0) {
      throw new HttpError(
        409,
        `base_not_held: this node does not hold the body of ${notHeld.join(', ')}, which ${entry.id} is an add-on to`,
        { patch_id: entry.id, missing: notHeld },
      );
    }
    return plan;
  }

  #removeHeld(id: string, cascade: boolean): RemoveResult {
    if (!this.isApplied(id)) {
      requireEntry(this.#opts.resolvePatch, id);
      throw new HttpError(409, `not_applied: ${id} is not applied on this node`, { patch_id: id });
    }
    const gone = new Set([id]);
    const dependents: string[] = [];
    // Bottom first, and an add-on always sits above its base, so one pass finds add-ons of add-ons too.
    for (const r of this.#records) {
      if (!gone.has(r.patch_id) && r.base_ids.some((b) => gone.has(b))) {
        gone.add(r.patch_id);
        dependents.push(r.patch_id);
      }
    }
    if (dependents.length > 0 && !cascade) {
      throw new HttpError(
        409,
        `has_dependents: ${dependents.join(', ')} ${dependents.length === 1 ? 'is' : 'are'} loaded on top of ${id} and would stop working — remove with cascade to take them off too`,
        { patch_id: id, ids: dependents },
      );
    }
    const order = this.#records
      .map((r) => r.patch_id)
      .filter((p) => gone.has(p))
      .reverse();
    const affected = new Map<string, number>();
    for (const p of order) {
      const r = this.model.remove(p);
      this.#forget(p);
      for (const a of r.alsoAffects) affected.set(a.id, (affected.get(a.id) ?? 0) + a.rows);
    }
    const alsoAffects = [...affected]
      .filter(([p]) => this.isApplied(p))
      .map(([patch_id, rows]) => ({ patch_id, rows }));
    for (const a of alsoAffects) this.#dirty.add(a.patch_id);
    this.#persist();
    return { patch_id: id, removed: order, also_affects: alsoAffects, stack: this.stack() };
  }

  #push(entry: ServingPatchEntry, patch: Patch, delta: boolean): void {
    this.#records.push({
      patch_id: entry.id,
      patch_sha256: entry.patch_sha256,
      delta,
      base_ids: entry.base?.stack.map((b) => b.patch_id) ?? [],
      applied_at: this.#now(),
    });
    this.#patches.set(entry.id, patch);
  }

  #pop(id: string): void {
    this.model.remove(id);
    this.#forget(id);
  }

  #forget(id: string): void {
    this.#records = this.#records.filter((r) => r.patch_id !== id);
    this.#patches.delete(id);
    this.#dirty.delete(id);
  }

  #persist(): void {
    this.#revision = this.#stackStore.write(this.model.modelId, this.#records);
  }

  /** Rebuilds this copy from the recorded stack when another process recorded a newer one. Holds the lock. */
  #catchUp(): void {
    if (this.#stackStore.revision() === this.#revision) return;
    for (const r of [...this.#records].reverse()) this.#pop(r.patch_id);
    this.#reapply(this.#stackStore.read());
  }

  /**
   * Start-up: the base model plus the recorded stack re-applied in order from the blob store. Rows a removal had
   * overwritten in a knowledge above it come back here (the stack is rebuilt, not the damaged table).
   */
  #reapplySaved(): RestoreReport {
    for (const leftover of this.model.applied().reverse()) this.model.remove(leftover.id);
    const report = this.#reapply(this.#stackStore.read());
    // The record says what is on the table: a skipped entry is reported once, not re-tried on every start.
    if (report.skipped.length > 0) this.#persist();
    return report;
  }

  /** Applies `saved` onto a model that carries nothing; entries that cannot be applied are reported, not fatal. */
  #reapply(saved: SavedStack): RestoreReport {
    this.#revision = saved.revision;
    const report: RestoreReport = { reapplied: [], skipped: [] };
    for (const rec of saved.stack) {
      try {
        // The node now serves another model (its shape changed): those rows would land on other addresses.
        if (saved.modelId !== this.model.modelId) throw new Error(`recorded on model ${saved.modelId}`);
        const bytes = this.#opts.blobs.get(rec.patch_sha256);
        if (bytes === undefined) throw new Error(BODY_NOT_PRESENT);
        const npz = readNpz(bytes, { validate: true });
        const patch: Patch = { ...npz, modelId: this.model.modelId, id: rec.patch_id };
        this.model.apply(patch, { id: rec.patch_id, expectBefore: rec.delta });
        this.#records.push(rec);
        this.#patches.set(rec.patch_id, patch);
        report.reapplied.push(rec.patch_id);
      } catch (err) {
        report.skipped.push({ patch_id: rec.patch_id, reason: err instanceof Error ? err.message : String(err) });
      }
    }
    return report;
  }
}

/** Runtime refusals as 409s with their code and details; anything else passes through unchanged. */
function runtimeRefusal(err: unknown, patchId: string): unknown {
  if (!(err instanceof RuntimeError)) return err;
  return new HttpError(409, err.message, { patch_id: patchId, ...err.details });
}
