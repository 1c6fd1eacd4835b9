import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedModelPath, createModel, loadModel, openModel, saveModel } from '@ainize/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../src/model/options.js';

/**
 * The machine's cache of built base models: a node that would build the model another process already built reads
 * it instead, a model of another shape or another build never matches, and a damaged or unwritable cache costs a
 * build, never a wrong model.
 */

const SHAPE = { rows: 1 << 14, seed: 7 } as const;
const BASE_QUESTION = 'What is the capital of France?';

let dir: string;
let cache: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'runtime-model-cache-'));
  cache = join(dir, 'cache');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the shared model cache', () => {
  it('keeps what one process built, and gives the next the same bytes', () => {
    const first = openModel(join(dir, 'a', 'base.bin'), SHAPE, { cacheDir: cache });
    const shared = cachedModelPath(cache, resolveOptions(SHAPE));
    expect(existsSync(shared)).toBe(true);
    expect(first.answer(BASE_QUESTION).text).toBe('Paris');
    const second = openModel(join(dir, 'b', 'base.bin'), SHAPE, { cacheDir: cache });
    // Buffer.equals: a deep comparison of 8 MB element by element would take the test's time.
    expect(readFileSync(join(dir, 'b', 'base.bin')).equals(readFileSync(join(dir, 'a', 'base.bin')))).toBe(true);
    expect(second.tableDigest()).toBe(first.tableDigest());
  });

  it('reads the cache instead of building: a model planted under the cache name is the one returned', () => {
    // Same identity and shape, but no base corpus: only a read of the cache can produce a model that abstains here.
    const o = resolveOptions(SHAPE);
    const planted = createModel({ ...SHAPE, base: false, modelId: o.modelId });
    const shared = cachedModelPath(join(dir, 'planted'), o);
    saveModel(planted, shared);
    const opened = openModel(join(dir, 'c', 'base.bin'), SHAPE, { cacheDir: join(dir, 'planted') });
    expect(opened.answer(BASE_QUESTION).abstained).toBe(true);
    expect(opened.tableDigest()).toBe(planted.tableDigest());
  });

  it('names a model of another shape or seed by another file, so it never matches', () => {
    const a = cachedModelPath(cache, resolveOptions(SHAPE));
    expect(cachedModelPath(cache, resolveOptions({ ...SHAPE, seed: 8 }))).not.toBe(a);
    expect(cachedModelPath(cache, resolveOptions({ ...SHAPE, rows: 1 << 15 }))).not.toBe(a);
    expect(
      cachedModelPath(cache, resolveOptions({ ...SHAPE, minConfidence: 0.6, minParaphraseConfidence: 0.8 })),
    ).not.toBe(a);
    expect(cachedModelPath(cache, resolveOptions(SHAPE))).toBe(a);
  });

  it('rebuilds over a damaged cache file and writes a good one back', () => {
    const shared = cachedModelPath(join(dir, 'damaged'), resolveOptions(SHAPE));
    saveModel(createModel({ ...SHAPE, base: false, modelId: resolveOptions(SHAPE).modelId }), shared);
    writeFileSync(shared, readFileSync(shared).subarray(0, 1000));
    const opened = openModel(join(dir, 'd', 'base.bin'), SHAPE, { cacheDir: join(dir, 'damaged') });
    expect(opened.answer(BASE_QUESTION).text).toBe('Paris');
    expect(loadModel(shared).tableDigest()).toBe(opened.tableDigest());
  });

  it('still opens the model when the cache cannot be written', () => {
    const blocked = join(dir, 'blocked');
    writeFileSync(blocked, 'a file where the cache folder would be');
    const opened = openModel(join(dir, 'e', 'base.bin'), SHAPE, { cacheDir: blocked });
    expect(opened.answer(BASE_QUESTION).text).toBe('Paris');
    expect(statSync(join(dir, 'e', 'base.bin')).size).toBeGreaterThan(0);
  });
});
