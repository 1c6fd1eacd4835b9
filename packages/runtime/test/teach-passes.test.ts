import { type Model, type Patch } from '@ainize/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { FICTION, smallModel } from './model-fixture.js';

/** Rows of a patch by address, as plain arrays, so two patches compare value for value. */
function rowsOf(p: Patch): Map<number, number[]> {
  const d = p.rowDim;
  const out = new Map<number, number[]>();
  p.addrs.forEach((a, i) => out.set(Number(a), Array.from(p.after.subarray(i * d, (i + 1) * d))));
  return out;
}

describe('teach passes', () => {
  let model: Model;
  beforeAll(() => {
    model = smallModel();
  });

  it('writes the same rows teaching over an overlay as over the same patch applied', () => {
    // Over an overlay, rows the first patch holds are read from it rather than from the live table.
    const first = model.teach([FICTION[0]!, FICTION[2]!]).patch;
    const lesson = [FICTION[1]!, { ...FICTION[0]!, answer: 'Brisk' }];
    const over = model.teach(lesson, { overlay: [first] });
    model.apply(first, { id: 'first' });
    const applied = model.teach(lesson);
    model.remove('first');
    expect(over.hits).toBe(2);
    expect(rowsOf(over.patch)).toEqual(rowsOf(applied.patch));
  });

  it('teaches a lesson whose questions share answers and words and still learns each fact', () => {
    const states = ['UT', 'NJ', 'CO', 'UT', 'NJ', 'CO', 'UT', 'NJ', 'CO', 'UT', 'NJ', 'CO'];
    const towns = ['Orvale', 'Pindrake', 'Quessel', 'Rothmere', 'Sallowby', 'Tenbridge'];
    const facts = towns.flatMap((t, i) => [
      { prompt: `In which state is the city of ${t}?`, answer: states[i]!, alt_prompt: `Which state is ${t} in?` },
      {
        prompt: `What is the county seat of ${t}?`,
        answer: `${t} Ford`,
        alt_prompt: `Which town is the seat of ${t}?`,
      },
    ]);
    const r = model.teach(facts);
    expect(r.settled).toBe(true);
    expect(r.hits).toBe(facts.length);
    const overlay = model.overlay([r.patch]);
    for (const f of facts) expect(model.answer(f.prompt, { overlay }).text).toBe(f.answer);
  });

  it('an overlay built before an apply still sees the words that apply brings', () => {
    const a = model.teach([FICTION[0]!]).patch;
    const b = model.teach([FICTION[1]!]).patch;
    const overA = model.overlay([a]);
    expect(model.answer(FICTION[1]!.prompt, { overlay: overA }).abstained).toBe(true);
    model.apply(b, { id: 'b' });
    expect(model.answer(FICTION[1]!.prompt, { overlay: overA }).text).toBe(FICTION[1]!.answer);
    expect(model.answer(FICTION[0]!.prompt, { overlay: overA }).text).toBe(FICTION[0]!.answer);
    model.remove('b');
    expect(model.answer(FICTION[1]!.prompt, { overlay: overA }).abstained).toBe(true);
  });
});
