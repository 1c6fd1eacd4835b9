import { InvalidInputError, readNpz, writeNpz } from '@ainize/core';
import type { Model } from '@ainize/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { FICTION, smallModel } from './model-fixture.js';

describe('patches as .npz files', () => {
  let model: Model;
  beforeAll(() => {
    model = smallModel();
  });

  it('applies a patch written to .npz and read back exactly as the original', () => {
    const { patch } = model.teach(FICTION);
    const bare = model.tableDigest();
    model.apply(patch);
    const direct = model.tableDigest();
    const answers = FICTION.map((f) => model.answer(f.prompt).text);
    model.remove(patch);

    const file = writeNpz(patch);
    const read = readNpz(file, { validate: true });
    expect(read.rows).toBe(patch.addrs.length);
    expect(read.rowDim).toBe(model.rowDim);
    model.apply({ ...read, modelId: model.modelId });
    expect(model.tableDigest()).toBe(direct);
    expect(FICTION.map((f) => model.answer(f.prompt).text)).toEqual(answers);
    model.remove({ ...read, modelId: model.modelId });
    expect(model.tableDigest()).toBe(bare);
  });

  it('refuses a truncated .npz before the model sees it, leaving the table unchanged', () => {
    const { patch } = model.teach(FICTION);
    const file = writeNpz(patch);
    const digest = model.tableDigest();
    expect(() => readNpz(file.subarray(0, file.length - 40))).toThrow(InvalidInputError);
    expect(model.tableDigest()).toBe(digest);
  });
});
