import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createModel, saveModel } from '@ainize/runtime';

/** Small enough to build in well under a second, large enough to hold the base corpus's answers. */
export const TEST_ROWS = 2 ** 14;

/**
 * One base model per test file, built once and copied or loaded by every node the file starts, so all of them
 * begin from the same bytes without a rebuild each.
 */
let cached: { dir: string; file: string } | undefined;

export function baseModelFile(): string {
  if (!cached) {
    const dir = mkdtempSync(join(tmpdir(), 'ainize-test-base-'));
    const file = join(dir, 'base.bin');
    saveModel(createModel({ rows: TEST_ROWS }), file);
    cached = { dir, file };
  }
  return cached.file;
}

export function removeBaseModel(): void {
  if (cached) rmSync(cached.dir, { recursive: true, force: true });
  cached = undefined;
}
