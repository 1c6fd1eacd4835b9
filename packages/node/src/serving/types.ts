/**
 * What serving needs to know about a knowledge, handed in by the catalog through `resolvePatch`. Field names are
 * the anchor's (digest §1.2 CatalogEntry / anchor body), so an adapter can pass `{ ...entry.anchor, status }`.
 */
export interface ServingPatchEntry {
  id: string;
  name?: string;
  /** Address of the author; what a teaching key proves ownership against. */
  author?: string;
  /** Keys credited on it (a taught lesson credits its teacher); they own a draft as its author does. */
  contributors?: readonly { address: string }[];
  model: { id_M: string; row_dim: number };
  patch_sha256: string;
  /**
   * Present on an add-on taught on top of other knowledge. `delta`: the body's `before` rows are the base stack's
   * rows, so the bases must be loaded underneath; `squash`: the body carries the bases' rows itself.
   */
  base?: { stack: readonly { patch_id: string; patch_sha256?: string }[]; export: 'delta' | 'squash' };
  status: string;
  visibility?: string;
  /** The benchmark samples a live test compares the question against (`benchmark_hits`). */
  benchmark?: { samples?: readonly { prompt: string; expect: string }[] };
}

/** Looks a knowledge up by id; undefined when this node has never heard of it. */
export type ResolvePatch = (id: string) => ServingPatchEntry | undefined;

export type { CheckResult, StackItem } from '@ainize/core';
