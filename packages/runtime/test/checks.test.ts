import { LOCALITY_PROMPTS, type Model } from '@ainize/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { FICTION, smallModel } from './model-fixture.js';

describe('checks', () => {
  let model: Model;
  beforeAll(() => {
    model = smallModel();
  });

  it('has twelve locality prompts, two of them Korean, all answered by the bare model', () => {
    expect(LOCALITY_PROMPTS).toHaveLength(12);
    expect(LOCALITY_PROMPTS.filter((p) => /[\uac00-\ud7a3]/.test(p))).toHaveLength(2);
    for (const p of LOCALITY_PROMPTS) expect(model.answer(p).abstained).toBe(false);
  });

  it('measures taught, held-out, base regression, locality and reversibility of a lesson', () => {
    const { patch } = model.teach(FICTION);
    const digest = model.tableDigest();
    const report = model.checks({
      patch,
      facts: FICTION,
      heldOut: [
        { prompt: 'Tell me the capital of Velmora.', answer: 'Quentaro' },
        { prompt: 'Tarsk Harbor was founded by whom?', answer: 'Ilsa Marrow' },
      ],
    });
    expect(report.taught).toEqual({ hits: 3, total: 3 });
    expect(report.heldout).toEqual({ hits: 2, total: 2 });
    expect(report.locality).toMatchObject({ ok: true, same: 12, total: 12, changed: [] });
    expect(report.baseRegression.ok).toBe(true);
    expect(report.baseRegression.total).toBeGreaterThan(30);
    expect(report.reversible).toEqual({ ok: true, identicalAnswers: true, identicalBytes: true });
    expect(report.ok).toBe(true);
    // The reversibility probe puts everything back.
    expect(model.tableDigest()).toBe(digest);
    expect(model.applied()).toEqual([]);
  });

  it('measures a lesson over its bases when given them (under), and leaves the live stack as it was', () => {
    const base = model.teach([FICTION[0]!]).patch;
    const lessonFacts = [{ prompt: 'Who is the mayor of Quentaro?', answer: 'Pell Arden' }];
    const { patch } = model.teach(lessonFacts, { overlay: [base] });
    const digest = model.tableDigest();
    const report = model.checks({ patch, under: [base], facts: [...lessonFacts, FICTION[0]!] });
    // Read as a buyer has it: the base's fact is there too, so both answer.
    expect(report.taught).toEqual({ hits: 2, total: 2 });
    expect(report.locality).toMatchObject({ ok: true, same: 12, total: 12 });
    expect(report.baseRegression.ok).toBe(true);
    expect(report.reversible).toEqual({ ok: true, identicalAnswers: true, identicalBytes: true });
    expect(model.applied()).toEqual([]);
    expect(model.tableDigest()).toBe(digest);

    // With the base already applied, it is used as it is and stays applied.
    model.apply(base, { id: 'base' });
    const withBase = model.tableDigest();
    const again = model.checks({ patch, under: [{ ...base, id: 'base' }], facts: lessonFacts });
    expect(again.reversible).toEqual({ ok: true, identicalAnswers: true, identicalBytes: true });
    expect(model.applied().map((e) => e.id)).toEqual(['base']);
    expect(model.tableDigest()).toBe(withBase);
    model.remove('base');
  });

  it('fails locality for a lesson that rewrites the locality prompts', () => {
    const { patch } = model.teach([
      { prompt: 'What is the capital of France?', answer: 'Lyon' },
      { prompt: 'What is the capital of Japan?', answer: 'Osaka' },
    ]);
    const report = model.checks({ patch, facts: [], reversible: false });
    expect(report.locality.ok).toBe(false);
    expect(report.locality.same).toBe(10);
    expect(report.locality.changed.map((c) => c.after)).toEqual(['Lyon', 'Osaka']);
    expect(report.ok).toBe(false);
  });
});
