import { RuntimeError, type Model } from '@ainize/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { FICTION, smallModel } from './model-fixture.js';

describe('the applied stack', () => {
  let model: Model;
  beforeAll(() => {
    model = smallModel();
  });

  it('keeps patches bottom first and lets the last applied win on shared rows', () => {
    const a = model.teach([{ prompt: 'What is the capital of Velmora?', answer: 'Quentaro' }]).patch;
    const b = model.teach([{ prompt: 'What is the capital of Velmora?', answer: 'Brisk' }]).patch;
    model.apply(a, { id: 'a' });
    model.apply(b, { id: 'b' });
    expect(model.applied().map((e) => e.id)).toEqual(['a', 'b']);
    expect(model.answer('What is the capital of Velmora?').text).toBe('Brisk');
    model.remove('b');
    model.remove('a');
  });

  it('reports the rows two patches share when the lower one is removed', () => {
    const bare = model.tableDigest();
    const a = model.teach([{ prompt: 'What is the capital of Velmora?', answer: 'Quentaro' }]).patch;
    const b = model.teach([{ prompt: 'What is the capital of Velmora?', answer: 'Brisk' }]).patch;
    const shared = [...a.addrs].filter((x) => b.addrs.includes(x)).length;
    expect(shared).toBeGreaterThan(0);
    model.apply(a, { id: 'a' });
    model.apply(b, { id: 'b' });
    const r = model.remove('a');
    expect(r.alsoAffects).toEqual([{ id: 'b', rows: shared }]);
    expect(r.stack.map((e) => e.id)).toEqual(['b']);
    model.remove('b');
    // The journal of b was re-pointed under a, so removing both leaves no trace of either.
    expect(model.tableDigest()).toBe(bare);
  });

  it('reports nothing for patches that share no rows', () => {
    const [one, two] = FICTION;
    const a = model.teach([one!]).patch;
    const b = model.teach([two!]).patch;
    model.apply(a, { id: 'a' });
    model.apply(b, { id: 'b' });
    expect(model.remove('a').alsoAffects).toEqual([]);
    model.remove('b');
  });

  it('refuses to remove a patch that is not applied', () => {
    expect(() => model.remove('nothing-here')).toThrowError(expect.objectContaining({ code: 'not_applied' }));
  });

  it('refuses to apply the same patch twice', () => {
    const { patch } = model.teach([FICTION[0]!]);
    model.apply(patch);
    expect(() => model.apply(patch)).toThrowError(expect.objectContaining({ code: 'already_applied' }));
    model.remove(patch);
  });

  it('refuses a delta whose before differs from the live rows and writes nothing', () => {
    const { patch } = model.teach([FICTION[0]!]);
    const tampered = { ...patch, before: patch.before.slice() };
    tampered.before[0] = tampered.before[0]! + 1;
    const digest = model.tableDigest();
    let err: unknown;
    try {
      model.apply(tampered, { expectBefore: true });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RuntimeError);
    expect(err).toMatchObject({ code: 'base_mismatch', details: { rows_differ: 1 } });
    expect(model.tableDigest()).toBe(digest);
    model.apply(patch, { expectBefore: true });
    model.remove(patch);
  });
});
