import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { RuntimeError } from '../errors/runtime-error.js';
import { createModel } from '../model/create.js';
import type { Model } from '../model/model.js';
import { resolveOptions, type ModelOptions } from '../model/options.js';
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

/**
 * The model cached at `path` if it was built with these options; otherwise builds it (base corpus included)
 * and saves it there. A cache that is unreadable or of another shape is rebuilt, never trusted.
 */
export function openModel(path: string, options: ModelOptions = {}): Model {
  const o = resolveOptions(options);
  if (existsSync(path)) {
    try {
      const m = loadModel(path);
      if (
        m.modelId === o.modelId &&
        m.rows === o.rows &&
        m.rowDim === o.dims &&
        m.heads === o.heads &&
        m.seed === o.seed
      ) {
        return m;
      }
    } catch (e) {
      if (!(e instanceof RuntimeError)) throw e;
    }
  }
  const m = createModel(options);
  saveModel(m, path);
  return m;
}
