import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { RuntimeError } from '../errors/runtime-error.js';
import { createModel } from '../model/create.js';
import type { Model } from '../model/model.js';
import { resolveOptions, type ModelOptions, type ResolvedOptions } from '../model/options.js';
import { cachedModelPath } from './model-cache.js';
import { decodeModel, encodeModel } from './model-file.js';

/** The runtime's only file I/O. */

export function saveModel(model: Model, path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  // Write then rename, so a crash mid-write never leaves a half file where a model was.
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, encodeModel(model));
  renameSync(tmp, path);
}

export function loadModel(path: string): Model {
  return decodeModel(readFileSync(path));
}

export interface OpenModelPlaces {
  /**
   * A folder shared by every process on this machine where a base model, once built, is kept for the next process
   * that would build the same one (see model-cache.ts). Omitted: every missing model is built here.
   */
  cacheDir?: string;
}

/**
 * The model cached at `path` if it was built with these options; otherwise the one in the shared cache, or a new
 * build (base corpus included), saved at `path` — and into the cache when it was built here. A file that is
 * unreadable or of another shape is rebuilt, never trusted; a cache that cannot be written only costs the next
 * process a build.
 */
export function openModel(path: string, options: ModelOptions = {}, places: OpenModelPlaces = {}): Model {
  const o = resolveOptions(options);
  const own = readMatching(path, o);
  if (own) return own;
  const shared = places.cacheDir === undefined ? undefined : cachedModelPath(places.cacheDir, o);
  const cached = shared === undefined ? null : readMatching(shared, o);
  const m = cached ?? createModel(options);
  saveModel(m, path);
  if (shared !== undefined && cached === null) {
    try {
      saveModel(m, shared);
    } catch {
      // A read-only or full cache folder: the model is saved where it is used, which is what matters.
    }
  }
  return m;
}

/** The model at `path` when it is readable and was built with these options, else null. */
function readMatching(path: string, o: ResolvedOptions): Model | null {
  if (!existsSync(path)) return null;
  try {
    const m = loadModel(path);
    const same =
      m.modelId === o.modelId && m.rows === o.rows && m.rowDim === o.dims && m.heads === o.heads && m.seed === o.seed;
    return same ? m : null;
  } catch (e) {
    if (!(e instanceof RuntimeError)) throw e;
    return null;
  }
}
