import type { Catalog, CatalogDetail } from '../catalog/index.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Caller } from '../http/route.js';
import { visibleTo } from '../market/deps.js';
import { type LoadedPatch, type ModelShape, loadBody } from '../serving/patch-body.js';
import { teachRefusal } from './errors.js';

/**
 * The knowledge a lesson is asked and trained against. `base_ids` are trained on top of: their rows are under the
 * lesson, they become its parents and are paid a share, and the lesson is exported as a delta over them.
 * `context_ids` are only loaded for comparison (preflight asks whether they already answer a question) and are
 * recorded nowhere. Each is checked here, once, so preflight and lessons refuse the same way.
 */

export const MAX_BASES = 2;
export const MAX_CONTEXT = 3;
/** Bases under bases, counted from the bottom: the digest's `base_stack_too_deep` limit. */
export const MAX_STACK_DEPTH = 8;

export interface StackRequest {
  patch_ids?: string[] | undefined;
  builds_on_context?: boolean | undefined;
  base_ids?: string[] | undefined;
  context_ids?: string[] | undefined;
  mode?: string | undefined;
}

export interface LessonStack {
  /** The bases named, in the order named. */
  baseIds: string[];
  /** Every body under the lesson, bottom first: the bases' own bases, then the bases. */
  under: LoadedPatch[];
  contexts: LoadedPatch[];
}

export interface StackDeps {
  catalog: Catalog;
  blobs: BlobStore;
  shape: ModelShape;
  lineage: boolean;
}

/** Reads the request's base and context ids (the legacy `patch_ids` too) and refuses what cannot be used. */
export function stackIds(req: StackRequest): { baseIds: string[]; contextIds: string[] } {
  if (req.mode === 'merge') {
    throw teachRefusal(
      'merge_not_available',
      'building on two knowledges at once (merge) is not available on this node',
    );
  }
  let baseIds = [...(req.base_ids ?? [])];
  let contextIds = [...(req.context_ids ?? [])];
  const legacy = req.patch_ids ?? [];
  // Legacy door: the first of patch_ids becomes the base when builds_on_context says so, the rest are context.
  if (req.builds_on_context && legacy.length > 0 && baseIds.length === 0) baseIds = [legacy[0]!];
  contextIds = [...new Set([...contextIds, ...legacy.filter((id) => !baseIds.includes(id))])];
  baseIds = [...new Set(baseIds)];
  if (baseIds.length > MAX_BASES) {
    throw teachRefusal(
      'too_many_bases',
      `a lesson builds on at most ${MAX_BASES} knowledges; ${baseIds.length} were named`,
    );
  }
  if (contextIds.length > MAX_CONTEXT) {
    throw teachRefusal('invalid', `at most ${MAX_CONTEXT} knowledges may be loaded for comparison`);
  }
  if (req.mode === 'extend' && baseIds.length === 0) {
    throw teachRefusal('invalid', 'mode extend needs a base: name the knowledge to build on in base_ids');
  }
  return { baseIds, contextIds };
}

export function resolveStack(deps: StackDeps, caller: Caller, req: StackRequest): LessonStack {
  const { baseIds, contextIds } = stackIds(req);
  if (baseIds.length > 0 && !deps.lineage) {
    throw teachRefusal('lineage_disabled', 'this node does not teach on top of existing knowledge');
  }
  const under: LoadedPatch[] = [];
  const push = (loaded: LoadedPatch) => {
    if (!under.some((u) => u.entry.id === loaded.entry.id)) under.push(loaded);
  };
  for (const id of baseIds) {
    const entry = usable(deps, caller, id, 'base');
    // A delta base reads right only over its own bases, so they go under it (the anchor records the whole stack).
    const stack = entry.anchor.base?.export === 'delta' ? entry.anchor.base.stack : [];
    if (stack.length + 1 > MAX_STACK_DEPTH) {
      throw teachRefusal(
        'base_stack_too_deep',
        `${id} already sits on ${stack.length} knowledges; the limit is ${MAX_STACK_DEPTH}`,
      );
    }
    for (const below of stack) push(load(deps, usable(deps, caller, below.patch_id, 'base')));
    push(load(deps, entry));
  }
  const contexts = contextIds.map((id) => load(deps, usable(deps, caller, id, 'context')));
  return { baseIds, under, contexts };
}

function usable(deps: StackDeps, caller: Caller, id: string, role: 'base' | 'context'): CatalogDetail {
  const entry = deps.catalog.getEntry(id);
  if (entry === undefined) throw teachRefusal('base_unknown', `this node knows no knowledge ${id}`, { patch_id: id });
  if (!visibleTo(entry, caller)) {
    // Someone else's draft: the same words as an unknown id would leak that it exists, but the code says why.
    throw teachRefusal('base_private', `${id} is a private draft`, { patch_id: id });
  }
  if (entry.status === 'REJECTED') {
    throw teachRefusal('base_rejected', `${id} was rejected by its verifiers and cannot be built on`, { patch_id: id });
  }
  if (entry.status === 'RETIRED') {
    throw teachRefusal('base_retired', `${id} was retired by its author`, { patch_id: id });
  }
  if (!deps.blobs.has(entry.anchor.patch_sha256)) {
    throw teachRefusal('base_not_held', `this node does not hold the body of the ${role} ${id}`, { patch_id: id });
  }
  return entry;
}

function load(deps: StackDeps, entry: CatalogDetail): LoadedPatch {
  return loadBody(deps.blobs, { ...entry.anchor, status: entry.status }, deps.shape);
}
