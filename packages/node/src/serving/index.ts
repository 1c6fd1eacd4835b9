import { join } from 'node:path';
import type { ModelOptions } from '@ainize/runtime';
import { BlobStore } from '../blobs/blob-store.js';
import { type ChatDeps, chatRoutes } from '../chat/routes.js';
import type { Route } from '../http/route.js';
import type { ModelLock } from '../lock/model-lock.js';
import { servingRoutes } from './routes.js';
import { ModelServing } from './serving.js';
import type { ResolvePatch } from './types.js';

/** The served model's door for the composition root: open it, then hand its routes to createNodeServer. */

export { ModelServing } from './serving.js';
export type { ServingPatchEntry, ResolvePatch, StackItem, CheckResult } from './types.js';

export interface OpenServingInput {
  /** The node's home directory; the model lives under `<home>/model/`. */
  home: string;
  /** The node's data directory; bodies live under `<dataDir>/blobs/`. */
  dataDir: string;
  lock: ModelLock;
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
    modelPath: join(input.home, 'model', 'base.bin'),
    stackFile: join(input.home, 'model', 'stack.json'),
    lock: input.lock,
    blobs,
    resolvePatch: input.resolvePatch,
    ...(input.modelOptions === undefined ? {} : { modelOptions: input.modelOptions }),
    ...(input.modelCacheDir === undefined ? {} : { modelCacheDir: input.modelCacheDir }),
    ...(input.now === undefined ? {} : { now: input.now }),
  });
  return { serving, blobs };
}

/** Live test (anyone) plus apply/remove/check/runtime (operator). */
export function createServingRoutes(deps: ChatDeps): Route[] {
  return [...chatRoutes(deps), ...servingRoutes(deps.serving)];
}
