import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createModel, loadModel, openModel, saveModel, type Model } from '@ainize/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FICTION, SMALL, smallModel } from './model-fixture.js';

describe('model files and determinism', () => {
  let dir: string;
  let model: Model;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'runtime-store-'));
    model = smallModel();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds the same table bytes from the same seed and options', () => {
    expect(smallModel().tableDigest()).toBe(model.tableDigest());
  });

  it('builds a different table from another seed', () => {
    const bare = { rows: 1 << 14, base: false };
    const facts = [FICTION[0]!];
    const a = createModel({ ...bare, seed: 1 }).teach(facts).patch;
    const b = createModel({ ...bare, seed: 2 }).teach(facts).patch;
    expect([...a.addrs]).not.toEqual([...b.addrs]);
  });

  it('teaches the same patch twice from the same state', () => {
    const a = model.teach(FICTION).patch;
    const b = model.teach(FICTION).patch;
    expect(Buffer.from(a.after.buffer)).toEqual(Buffer.from(b.after.buffer));
    expect([...a.addrs]).toEqual([...b.addrs]);
  });

  it('saves and loads the table, the applied stack and its journals', () => {
    const { patch } = model.teach(FICTION);
    model.apply(patch, { id: 'lesson-1' });
    const path = join(dir, 'model.bin');
    saveModel(model, path);
    const loaded = loadModel(path);
    expect(loaded.tableDigest()).toBe(model.tableDigest());
    expect(loaded.modelId).toBe(model.modelId);
    expect(loaded.applied()).toEqual(model.applied());
    expect(loaded.answer(FICTION[0]!.prompt).text).toBe(FICTION[0]!.answer);
    loaded.remove('lesson-1');
    model.remove('lesson-1');
    expect(loaded.tableDigest()).toBe(model.tableDigest());
    expect(loaded.answer(FICTION[0]!.prompt).abstained).toBe(true);
  });

  it('refuses a truncated or altered model file (invalid_model_file)', () => {
    const path = join(dir, 'model.bin');
    saveModel(model, path);
    const bytes = readFileSync(path);
    writeFileSync(join(dir, 'short.bin'), bytes.subarray(0, bytes.length - 100));
    expect(() => loadModel(join(dir, 'short.bin'))).toThrowError(
      expect.objectContaining({ code: 'invalid_model_file' }),
    );
    const altered = Buffer.from(bytes);
    altered[200] = altered[200]! ^ 1;
    writeFileSync(join(dir, 'altered.bin'), altered);
    expect(() => loadModel(join(dir, 'altered.bin'))).toThrowError(
      expect.objectContaining({ code: 'invalid_model_file' }),
    );
  });

  it('refuses a model file of the previous format (v3) rather than misread it, and openModel rebuilds it', () => {
    const path = join(dir, 'v3.bin');
    saveModel(model, path);
    const bytes = Buffer.from(readFileSync(path));
    const at = bytes.indexOf('"format":4');
    expect(at).toBeGreaterThan(0);
    bytes.write('"format":3', at);
    createHash('sha256')
      .update(bytes.subarray(0, bytes.length - 32))
      .digest()
      .copy(bytes, bytes.length - 32);
    writeFileSync(path, bytes);
    expect(() => loadModel(path)).toThrowError(expect.objectContaining({ code: 'invalid_model_file' }));
    expect(openModel(path, SMALL).modelId).toMatch(/^ainize-memory-v4-/);
  });

  it('refuses a patch made for the v3 model of the same shape (model_mismatch)', () => {
    const { patch } = model.teach([FICTION[0]!]);
    expect(model.modelId).toContain('-v4-');
    const v3 = { ...patch, modelId: model.modelId.replace('-v4-', '-v3-') };
    expect(() => model.apply(v3)).toThrowError(expect.objectContaining({ code: 'model_mismatch' }));
    expect(() => model.answer('What is the capital of Velmora?', { overlay: [v3] })).toThrowError(
      expect.objectContaining({ code: 'model_mismatch' }),
    );
  });

  it('caches the base model on first open and reuses it after', () => {
    const path = join(dir, 'cache', 'base.bin');
    const first = openModel(path, SMALL);
    const written = statSync(path).mtimeMs;
    const second = openModel(path, SMALL);
    expect(second.tableDigest()).toBe(first.tableDigest());
    // Not rebuilt: the cache file was read, not written again.
    expect(statSync(path).mtimeMs).toBe(written);
  });
});
