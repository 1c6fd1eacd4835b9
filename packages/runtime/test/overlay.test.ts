import { LOCALITY_PROMPTS, type Model } from '@ainize/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { FICTION, smallModel } from './model-fixture.js';

describe('overlay', () => {
  let model: Model;
  beforeAll(() => {
    model = smallModel();
  });

  it('answers differ from live answers exactly on the taught prompts', () => {
    const { patch } = model.teach(FICTION);
    const digest = model.tableDigest();
    const overlay = model.overlay([patch]);
    const questions = [...FICTION.map((f) => f.prompt), ...LOCALITY_PROMPTS, 'Who founded Velmora?'];
    const differ = questions.filter((q) => model.answer(q).text !== model.answer(q, { overlay }).text);
    expect(differ).toEqual(FICTION.map((f) => f.prompt));
    for (const f of FICTION) expect(model.answer(f.prompt, { overlay }).text).toBe(f.answer);
    expect(model.tableDigest()).toBe(digest);
    expect(model.applied()).toEqual([]);
  });

  it('gives the same answers as applying the same patches in the same order', () => {
    const a = model.teach([{ prompt: 'What is the capital of Velmora?', answer: 'Quentaro' }]).patch;
    const b = model.teach([{ prompt: 'What is the capital of Velmora?', answer: 'Brisk' }]).patch;
    const viaOverlay = model.answer('What is the capital of Velmora?', { overlay: [a, b] }).text;
    model.apply(a, { id: 'a' });
    model.apply(b, { id: 'b' });
    expect(model.answer('What is the capital of Velmora?').text).toBe(viaOverlay);
    expect(viaOverlay).toBe('Brisk');
    model.remove('b');
    model.remove('a');
  });

  it('teaches on top of an overlay without applying it', () => {
    const first = model.teach([FICTION[0]!]).patch;
    const digest = model.tableDigest();
    const second = model.teach([FICTION[1]!], { overlay: [first] });
    expect(second.hits).toBe(1);
    expect(model.tableDigest()).toBe(digest);
    const both = model.overlay([first, second.patch]);
    expect(model.answer(FICTION[0]!.prompt, { overlay: both }).text).toBe(FICTION[0]!.answer);
    expect(model.answer(FICTION[1]!.prompt, { overlay: both }).text).toBe(FICTION[1]!.answer);
  });

  it('never writes the patches it lays over the table, even when a lesson is taught on top of it', () => {
    const first = model.teach([FICTION[0]!]).patch;
    const after = first.after.slice();
    const before = first.before.slice();
    const overlay = model.overlay([first]);
    // A lesson on the same subject writes rows the first patch also holds (its shared words and relation rows).
    const second = model.teach([{ prompt: FICTION[0]!.prompt, answer: 'Quentaro' }], { overlay });
    expect(second.hits).toBe(1);
    expect(first.after).toEqual(after);
    expect(first.before).toEqual(before);
    expect(model.answer(FICTION[0]!.prompt, { overlay }).text).toBe(FICTION[0]!.answer);
  });
});
