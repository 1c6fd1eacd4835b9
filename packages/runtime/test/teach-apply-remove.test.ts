import { ABSTAIN_TEXT } from '@ainize/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { FICTION, smallModel } from './model-fixture.js';
import type { Model } from '@ainize/runtime';

describe('teach, apply, remove', () => {
  let model: Model;
  beforeAll(() => {
    model = smallModel();
  });

  it('abstains on a fact the bare model does not know', () => {
    const a = model.answer(FICTION[0]!.prompt);
    expect(a.abstained).toBe(true);
    expect(a.text).toBe(ABSTAIN_TEXT);
  });

  it('knows some things from the shipped corpus before any teaching', () => {
    expect(model.answer('What is the capital of France?').text).toBe('Paris');
    expect(model.answer('What is the chemical symbol of Iron?').text).toBe('Fe');
    expect(model.answer('대한민국의 수도는 어디입니까?').text).toBe('Seoul');
  });

  it('returns a patch from teach and leaves the live table unchanged', () => {
    const before = model.tableDigest();
    const r = model.teach(FICTION);
    expect(model.tableDigest()).toBe(before);
    expect(r.patch.addrs.length).toBeGreaterThan(0);
    expect(r.patch.rowDim).toBe(64);
    expect(r.patch.modelId).toBe(model.modelId);
    expect(r.rowsTouched).toBe(r.patch.addrs.length);
    expect(model.answer(FICTION[0]!.prompt).abstained).toBe(true);
  });

  it('reports for each question whether it was learned and what the model said', () => {
    const r = model.teach(FICTION);
    expect(r.perQuestion.map((q) => q.learned)).toEqual([true, true, true]);
    expect(r.perQuestion[1]).toMatchObject({
      prompt: FICTION[1]!.prompt,
      expected: 'Ilsa Marrow',
      said: 'Ilsa Marrow',
    });
    expect(r.hits).toBe(3);
  });

  it('answers the taught facts once the patch is applied, and abstains again once it is removed', () => {
    const { patch } = model.teach(FICTION);
    const bare = model.tableDigest();
    model.apply(patch);
    for (const f of FICTION) expect(model.answer(f.prompt).text).toBe(f.answer);
    expect(model.applied()).toHaveLength(1);
    model.remove(patch);
    for (const f of FICTION) expect(model.answer(f.prompt).abstained).toBe(true);
    expect(model.tableDigest()).toBe(bare);
    expect(model.applied()).toHaveLength(0);
  });

  it('answers a phrasing that was never used as a key', () => {
    const { patch } = model.teach(FICTION);
    expect(model.answer('Tell me the capital of Velmora.', { overlay: [patch] }).text).toBe('Quentaro');
  });

  it('does not answer another relation of a taught entity', () => {
    const { patch } = model.teach(FICTION);
    expect(model.answer('What language is spoken in Velmora?', { overlay: [patch] }).abstained).toBe(true);
  });

  it('writes the table bytes back exactly as they were before apply', () => {
    const { patch } = model.teach(FICTION);
    const rowsBefore = model.readRows(patch.addrs);
    const digest = model.tableDigest();
    model.apply(patch);
    expect(model.tableDigest()).not.toBe(digest);
    model.remove(patch);
    expect(Buffer.from(model.readRows(patch.addrs).buffer)).toEqual(Buffer.from(rowsBefore.buffer));
    expect(model.tableDigest()).toBe(digest);
  });

  it('says a new multi-word answer spelled only by the patch', () => {
    const { patch } = model.teach([{ prompt: 'What is the motto of Quellin?', answer: 'Ever onward through frost' }]);
    model.apply(patch);
    expect(model.answer('What is the motto of Quellin?').text).toBe('Ever onward through frost');
    model.remove(patch);
  });
});
