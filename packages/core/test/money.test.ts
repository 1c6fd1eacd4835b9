import { describe, expect, it } from 'vitest';
import {
  addDec,
  cmpDec,
  decFromShare,
  divDecInt,
  mulDec,
  normalizeDec,
  subDec,
  truncDec,
  validatePrice,
} from '../src/money/decimal.js';
import { royaltySplit, teacherShareOfPrice, type LineageAnchor } from '../src/money/royalty.js';
import { InvalidInputError } from '../src/errors/invalid-input.js';

const SELLER = '0x969B880f014eDA7DAcC7a4490F7bCe3484f2BF04';
const PARENT_AUTHOR = '0xFCAd0B19bB29D4674531d6f115237E16AfCE377c';
const PROVIDER = '0x2999a7dFf1a0aE0fC43B02cDbA0A1bF0b51d1c01';
const V1 = '0x1111111111111111111111111111111111111111';
const V2 = '0x2222222222222222222222222222222222222222';

function lookupOf(...anchors: LineageAnchor[]) {
  const byId = new Map(anchors.map((a) => [a.id, a]));
  return (id: string) => byId.get(id);
}

function sum(values: string[]): string {
  return values.reduce((a, b) => addDec(a, b), '0');
}

describe('decimal money', () => {
  it('adds what floating point gets wrong', () => {
    expect(addDec('0.1', '0.2')).toBe('0.3');
    expect(cmpDec(addDec('0.1', '0.2'), '0.3')).toBe(0);
    expect(mulDec('0.7', '0.7')).toBe('0.49');
  });

  it('subtracts into negative and back, and normalises zeros', () => {
    expect(subDec('5', '7.25')).toBe('-2.25');
    expect(addDec('-2.25', '2.25')).toBe('0');
    expect(normalizeDec('007.500')).toBe('7.5');
    expect(subDec('10.10', '0.1')).toBe('10');
  });

  it('compares by value, not by text', () => {
    expect(cmpDec('10', '9.999999')).toBe(1);
    expect(cmpDec('0.10', '0.1')).toBe(0);
    expect(cmpDec('2', '10')).toBe(-1);
  });

  it('truncates divisions so the shares never exceed the whole', () => {
    expect(divDecInt('10', 3)).toBe('3.333333');
    expect(truncDec('1.23456789', 6)).toBe('1.234567');
    expect(truncDec('2', 6)).toBe('2');
  });

  it('turns configured shares into exact decimals', () => {
    expect(decFromShare(0.3)).toBe('0.3');
    expect(decFromShare(1e-7)).toBe('0.0000001');
    expect(() => decFromShare(Number.NaN)).toThrow(InvalidInputError);
  });

  it('validates prices with ^\\d+(\\.\\d+)?$ and names the problem', () => {
    for (const ok of ['0', '0.1', '25', '1000000.000001']) expect(validatePrice(ok)).toBe(ok);
    for (const bad of ['', '-1', '1.', '.5', '1e3', ' 1', '0x10', 'NaN', '1,5', '9'.repeat(100)]) {
      expect(() => validatePrice(bad)).toThrow(/price must be a non-negative decimal string/);
    }
    expect(() => validatePrice(25 as unknown as string)).toThrow(InvalidInputError);
  });

  it('refuses malformed operands with a typed error instead of a SyntaxError', () => {
    expect(() => addDec('1', 'abc')).toThrow(InvalidInputError);
    expect(() => addDec(undefined as unknown as string, '1')).toThrow(InvalidInputError);
    expect(() => divDecInt('1', 0)).toThrow(InvalidInputError);
  });
});

describe('royaltySplit', () => {
  it('pays 3 to an outside parent, 4.9 to a 0.7 provider and 2.1 to the seller of a 10 sale', () => {
    const parent: LineageAnchor = { id: 'base', author: PARENT_AUTHOR };
    const sold: LineageAnchor = {
      id: 'child',
      author: SELLER,
      parents: ['base'],
      contributors: [{ address: PROVIDER, share: 0.7 }],
    };
    const split = royaltySplit({ sold, lookup: lookupOf(parent), amount: '10' });
    expect(split.payouts).toEqual({ [PARENT_AUTHOR]: '3', [PROVIDER]: '4.9', [SELLER]: '2.1' });
    expect(split.lineage_pool).toBe('3');
  });

  it('gives a teacher 49 % of the price when the knowledge has a parent, 70 % when it has none', () => {
    const teacherWithParent = royaltySplit({
      sold: { id: 't', author: SELLER, parents: ['p'], contributors: [{ address: PROVIDER, share: 0.7 }] },
      lookup: lookupOf({ id: 'p', author: PARENT_AUTHOR }),
      amount: '100',
      royaltyShare: 0.3,
    });
    expect(teacherWithParent.payouts[PROVIDER]).toBe('49');
    const standalone = royaltySplit({
      sold: { id: 't', author: SELLER, contributors: [{ address: PROVIDER, share: 0.7 }] },
      lookup: () => undefined,
      amount: '100',
    });
    expect(standalone.payouts[PROVIDER]).toBe('70');
    expect(teacherShareOfPrice({ hasParent: true, royaltyShare: 0.3, contributorShare: 0.7 })).toEqual({
      fraction: '0.49',
      percent: '49%',
    });
    expect(teacherShareOfPrice({ hasParent: false, royaltyShare: 0.3, contributorShare: 0.7 }).percent).toBe('70%');
  });

  it('takes the verifier fee from the seller side: 2 CREDIT with two verifiers pays 0.05 each', () => {
    const split = royaltySplit({
      sold: { id: 'x402-doc-check', author: SELLER },
      lookup: () => undefined,
      amount: '2',
      verifiers: [V1, V2],
    });
    expect(split.payouts).toEqual({ [V1]: '0.05', [V2]: '0.05', [SELLER]: '1.9' });
  });

  it('never lets the lineage share fall under 0.3, whatever the anchor asks', () => {
    const split = royaltySplit({
      sold: { id: 'c', author: SELLER, parents: ['p'], royalty_share: 0.01 },
      lookup: lookupOf({ id: 'p', author: PARENT_AUTHOR }),
      amount: '10',
    });
    expect(split.payouts[PARENT_AUTHOR]).toBe('3');
  });

  it('holds back the share of a parent nobody can resolve', () => {
    const split = royaltySplit({
      sold: { id: 'c', author: SELLER, parents: ['ghost', 'p'] },
      lookup: lookupOf({ id: 'p', author: PARENT_AUTHOR }),
      amount: '10',
    });
    expect(split.unresolved).toEqual({ ghost: '1.5' });
    expect(split.payouts).toEqual({ [PARENT_AUTHOR]: '1.5', [SELLER]: '7' });
  });

  it('pays a parent known only by parent_authors as its author', () => {
    const split = royaltySplit({
      sold: { id: 'c', author: SELLER, parents: ['remote'], parent_authors: [PARENT_AUTHOR] },
      lookup: () => undefined,
      amount: '10',
    });
    expect(split.payouts[PARENT_AUTHOR]).toBe('3');
    expect(split.unresolved).toEqual({});
  });

  it('pays an ancestor’s data providers out of that ancestor’s slice', () => {
    const grand: LineageAnchor = { id: 'g', author: PARENT_AUTHOR, contributors: [{ address: PROVIDER, share: 0.5 }] };
    const split = royaltySplit({
      sold: { id: 'c', author: SELLER, parents: ['g'] },
      lookup: lookupOf(grand),
      amount: '10',
    });
    expect(split.payouts).toEqual({ [PROVIDER]: '1.5', [PARENT_AUTHOR]: '1.5', [SELLER]: '7' });
  });

  it('does not pay the seller lineage for its own ancestors, but pays their providers', () => {
    const own: LineageAnchor = { id: 'own', author: SELLER, contributors: [{ address: PROVIDER, share: 0.7 }] };
    const split = royaltySplit({
      sold: { id: 'c', author: SELLER, parents: ['own'] },
      lookup: lookupOf(own),
      amount: '10',
    });
    expect(split.lineage_pool).toBe('0');
    expect(split.payouts).toEqual({ [PROVIDER]: '7', [SELLER]: '3' });
  });

  it('survives a cyclic lineage and always sums to the price exactly', () => {
    const a: LineageAnchor = { id: 'a', author: PARENT_AUTHOR, parents: ['b'] };
    const b: LineageAnchor = { id: 'b', author: V1, parents: ['a', 'c'] };
    const c: LineageAnchor = {
      id: 'c',
      author: V2,
      parents: ['a'],
      contributors: [{ address: PROVIDER, share: 0.33 }],
    };
    const split = royaltySplit({
      sold: { id: 's', author: SELLER, parents: ['a'], contributors: [{ address: PROVIDER, share: 0.7 }] },
      lookup: lookupOf(a, b, c),
      amount: '1',
      verifiers: [V1, V2, SELLER],
    });
    expect(sum([...Object.values(split.payouts), ...Object.values(split.unresolved)])).toBe('1');
    expect(Object.keys(split.payouts)).toContain(SELLER);
  });

  it('keeps the seller line even at a price of 0 and omits other zero lines', () => {
    const split = royaltySplit({
      sold: { id: 'c', author: SELLER, parents: ['p'] },
      lookup: lookupOf({ id: 'p', author: PARENT_AUTHOR }),
      amount: '0',
    });
    expect(split.payouts).toEqual({ [SELLER]: '0' });
  });

  it('refuses a malformed price or share with a typed error', () => {
    expect(() => royaltySplit({ sold: { id: 'c', author: SELLER }, lookup: () => undefined, amount: '1e3' })).toThrow(
      InvalidInputError,
    );
    expect(() =>
      royaltySplit({
        sold: { id: 'c', author: SELLER, contributors: [{ address: PROVIDER, share: 1.5 }] },
        lookup: () => undefined,
        amount: '1',
      }),
    ).toThrow(/share is between 0 and 1/);
  });
});
