import { RuntimeError, type Model, type Patch } from '@ainize/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { FICTION, smallModel } from './model-fixture.js';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RuntimeError);
    return (e as RuntimeError).code;
  }
  throw new Error('expected a refusal');
}

describe('bad input is refused with a named error and the live table unchanged', () => {
  let model: Model;
  let good: Patch;
  let digest: string;
  beforeAll(() => {
    model = smallModel();
    good = model.teach([FICTION[0]!]).patch;
    digest = model.tableDigest();
  });

  const badFacts: [string, unknown][] = [
    ['an empty prompt', [{ prompt: '   ', answer: 'x' }]],
    ['a prompt over 400 characters', [{ prompt: `What is ${'a'.repeat(400)}?`, answer: 'x' }]],
    ['an empty answer', [{ prompt: 'What is the capital of Velmora?', answer: '' }]],
    ['an answer over 200 characters', [{ prompt: 'What is the capital of Velmora?', answer: 'b'.repeat(201) }]],
    ['a multi-line answer', [{ prompt: 'What is the capital of Velmora?', answer: 'one\ntwo' }]],
    ['an alt_prompt over 400 characters', [{ prompt: 'Who?', answer: 'x', alt_prompt: 'c'.repeat(401) }]],
    ['a prompt with no word in it', [{ prompt: '?!', answer: 'x' }]],
    ['an empty lesson', []],
    ['a lesson that is not a list', { prompt: 'a', answer: 'b' }],
  ];
  for (const [what, facts] of badFacts) {
    it(`refuses to teach ${what} (invalid_fact)`, () => {
      expect(codeOf(() => model.teach(facts as never))).toBe('invalid_fact');
      expect(model.tableDigest()).toBe(digest);
    });
  }

  it('accepts a prompt of exactly 400 and an answer of exactly 200 characters', () => {
    const prompt = `Who ${'d'.repeat(392)} is?`;
    expect(prompt).toHaveLength(400);
    expect(() => model.teach([{ prompt, answer: 'e'.repeat(200) }])).not.toThrow();
  });

  it('refuses an empty or over-long question (invalid_question)', () => {
    expect(codeOf(() => model.answer(''))).toBe('invalid_question');
    expect(codeOf(() => model.answer('q'.repeat(401)))).toBe('invalid_question');
  });

  const badPatches: [string, string, (p: Patch) => Patch][] = [
    ['a patch for another model id', 'model_mismatch', (p) => ({ ...p, modelId: 'someone-else' })],
    [
      'a patch with another row_dim',
      'model_mismatch',
      (p) => ({
        ...p,
        rowDim: 32,
        before: new Float32Array(p.addrs.length * 32),
        after: new Float32Array(p.addrs.length * 32),
      }),
    ],
    [
      'a patch with a NaN row',
      'invalid_patch',
      (p) => {
        const after = p.after.slice();
        after[after.length - 1] = Number.NaN;
        return { ...p, after };
      },
    ],
    [
      'a patch with an infinite before',
      'invalid_patch',
      (p) => {
        const before = p.before.slice();
        before[0] = Number.POSITIVE_INFINITY;
        return { ...p, before };
      },
    ],
    [
      'a patch with a duplicated addr',
      'invalid_patch',
      (p) => {
        const addrs = p.addrs.slice();
        addrs[addrs.length - 1] = addrs[0]!;
        return { ...p, addrs };
      },
    ],
    [
      'a patch with an addr outside the table',
      'invalid_patch',
      (p) => {
        const addrs = p.addrs.slice();
        addrs[0] = BigInt(model.rows);
        return { ...p, addrs };
      },
    ],
    [
      'a patch with an addr past 2^32 whose low 32 bits are in the table',
      'invalid_patch',
      (p) => {
        const addrs = p.addrs.slice();
        addrs[0] = 2n ** 32n + 1n;
        return { ...p, addrs };
      },
    ],
    [
      'a patch with a negative addr',
      'invalid_patch',
      (p) => {
        const addrs = p.addrs.slice();
        addrs[0] = -1n;
        return { ...p, addrs };
      },
    ],
    ['a patch whose after is one row short', 'invalid_patch', (p) => ({ ...p, after: p.after.slice(64) })],
  ];
  for (const [what, code, spoil] of badPatches) {
    it(`refuses to apply ${what} (${code})`, () => {
      expect(codeOf(() => model.apply(spoil(good)))).toBe(code);
      expect(model.tableDigest()).toBe(digest);
      expect(model.applied()).toEqual([]);
    });
    it(`refuses ${what} as an overlay (${code})`, () => {
      expect(codeOf(() => model.answer('What is the capital of France?', { overlay: [spoil(good)] }))).toBe(code);
    });
  }

  it('refuses options out of range (invalid_options)', async () => {
    const { createModel } = await import('@ainize/runtime');
    expect(codeOf(() => createModel({ rows: 100, base: false }))).toBe('invalid_options');
    expect(codeOf(() => createModel({ rows: 1 << 14, dims: 12, base: false }))).toBe('invalid_options');
    expect(codeOf(() => createModel({ rows: 1 << 14, base: false, minParaphraseConfidence: 0.3 }))).toBe(
      'invalid_options',
    );
  });
});
