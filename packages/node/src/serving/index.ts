import { join } from 'node:path';
import { type ModelOptions, openModel } from '@ainize/runtime';
import { BlobStore } from '../blobs/blob-store.js';
import type { NodeModelLock } from '../lock/model-lock.js';
import type { StackStore } from './stack-file.js';
import { ModelServing } from './serving.js';
import type { ResolvePatch } from './types.js';

/** The served model's door for the composition root: open it, then hand its routes to createNodeServer. */

export { ModelServing } from './serving.js';
export { servingRoutes } from './routes.js';
export type { ServingPatchEntry, ResolvePatch, StackItem, CheckResult } from './types.js';

export interface OpenServingInput {
  /** The node's home directory; the model lives under `<home>/model/`. */
  home: string;
  /** The node's data directory; bodies live under `<dataDir>/blobs/`. */
  dataDir: string;
  lock: NodeModelLock;
  /** Where the applied stack is kept when not in `<home>/model/stack.json` (a node of several processes). */
  stackStore?: StackStore;
  resolvePatch: ResolvePatch;
  modelOptions?: ModelOptions;
  /** The machine's shared folder of built base models (runtime's openModel); omitted: build when missing. */
  modelCacheDir?: string;
  now?: () => number;
}

/** Opens (building on first start) the base model and re-applies the recorded stack. */
export function openServing(input: OpenServingInput): { serving: ModelServing; blobs: BlobStore } {
  const blobs = new BlobStore(input.dataDir);
  const serving = ModelServing.open({
    modelPath: modelPathOf(input.home),
    stackFile: join(input.home, 'model', 'stack.json'),
    lock: input.lock,
    ...(input.stackStore === undefined ? {} : { stackStore: input.stackStore }),
    blobs,
    resolvePatch: input.resolvePatch,
    ...(input.modelOptions === undefined ? {} : { modelOptions: input.modelOptions }),
    ...(input.modelCacheDir === undefined ? {} : { modelCacheDir: input.modelCacheDir }),
    ...(input.now === undefined ? {} : { now: input.now }),
  });
  return { serving, blobs };
}

const modelPathOf = (home: string) => join(home, 'model', 'base.bin');

/**
 * Builds the base model if it is not built yet, and nothing else: a node starting several processes does this once
 * before they start, so they do not each spend seconds building the same file.
 */
export function prepareModel(input: Pick<OpenServingInput, 'home' | 'modelOptions' | 'modelCacheDir'>): void {
  const places = input.modelCacheDir === undefined ? {} : { cacheDir: input.modelCacheDir };
  openModel(modelPathOf(input.home), input.modelOptions ?? {}, places);
}
