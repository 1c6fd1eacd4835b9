import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openModel } from '@ainize/runtime';
import { modelCacheDir } from '../src/home/home.js';

/** The smallest table the node accepts: it still holds the base corpus's answers. */
export const TEST_ROWS = 2 ** 14;

/**
 * One base model per test file, copied or loaded by every node the file starts, so all of them begin from the
 * same bytes; it comes from the machine's model cache, as a node's would, so the suite builds it about once.
 */
let cached: { dir: string; file: string } | undefined;

export function baseModelFile(): string {
  if (!cached) {
    const dir = mkdtempSync(join(tmpdir(), 'ainize-test-base-'));
    const file = join(dir, 'base.bin');
    openModel(file, { rows: TEST_ROWS }, { cacheDir: modelCacheDir(undefined, dir) as string });
    cached = { dir, file };
  }
  return cached.file;
}

export function removeBaseModel(): void {
  if (cached) rmSync(cached.dir, { recursive: true, force: true });
  cached = undefined;
}
