import { buildWordIndex, WordIndex } from '@ainize/runtime';
import { beforeAll, describe, expect, it } from 'vitest';

describe('the word index derived from WordNet', () => {
  let words: WordIndex;
  beforeAll(() => {
    words = buildWordIndex();
  });

  it('takes English inflection off by WordNet rules, only to a lemma WordNet lists', () => {
    expect(['trade', 'trades', 'traded', 'trading'].map((w) => words.lemma(w))).toEqual(Array(4).fill('trade'));
    expect(words.lemma('ports')).toBe('port');
    expect(words.lemma('highest')).toBe('high');
    expect(words.lemma('dialing')).toBe('dial');
    expect(words.lemma('married')).toBe('marry');
    // Words WordNet lists as they are stay so: "news" is not the plural of "new", "gas" not of "ga".
    expect(words.lemma('news')).toBe('news');
    expect(words.lemma('gas')).toBe('gas');
    expect(words.lemma('velmora')).toBe('velmora');
    // A plural in -sses is of the word in -ss, though WordNet also lists "crosse" and "passe"; not when only the word
    // in -sse is listed ("finesses").
    expect(words.lemma('crosses')).toBe('cross');
    expect(words.lemma('passes')).toBe('pass');
    expect(words.lemma('finesses')).toBe('finesse');
  });

  it("takes irregular forms to their lemma by WordNet's exception lists, unless the word is itself a verb", () => {
    expect(['spoken', 'spoke', 'speaks'].map((w) => words.lemma(w))).toEqual(Array(3).fill('speak'));
    expect(words.lemma('chosen')).toBe('choose');
    expect(words.lemma('taught')).toBe('teach');
    expect(words.lemma('children')).toBe('child');
    // "found" is a verb of its own (to found a city), so it is not read as "find".
    expect(words.lemma('found')).toBe('found');
    expect(words.irregular('spoken', 'verb')).toBe('speak');
    expect(words.irregular('spoken', 'noun')).toBeNull();
  });

  it('gives synonyms and the more general word as alternatives', () => {
    expect(words.alternatives('money')).toContain('currency');
    expect(words.alternatives('tongue')).toContain('language');
    expect(words.alternatives('author')).toContain('writer');
    expect(words.alternatives('establish')).toContain('found');
    expect(words.alternatives('lake')).toContain('pond');
    expect(words.alternatives('velmora')).toEqual([]);
  });

  it("links a noun to its definition's genus only: a profit is no revenue, a town no city", () => {
    // profit: "the excess of revenues over outlays…"; town: "an urban area … smaller than a city".
    expect(words.alternatives('profit')).toContain('earnings');
    expect(words.alternatives('profit')).not.toContain('revenue');
    expect(words.alternatives('revenue')).not.toContain('profit');
    expect(words.alternatives('town')).toContain('area');
    expect(words.alternatives('town')).not.toContain('city');
  });

  it('scores each link: a shared main sense is 1, a looser WordNet link less (entailment: call → dial)', () => {
    const score = (w: string, as: string): number | undefined => words.links(w).find((l) => l.lemma === as)?.score;
    expect(score('author', 'writer')).toBe(1);
    expect(score('money', 'currency')).toBeLessThan(1);
    expect(score('call', 'dial')).toBeGreaterThan(0.5);
    expect(score('call', 'dial')).toBeLessThan(score('money', 'currency')!);
    const links = words.links('call');
    expect(links.map((l) => l.score)).toEqual([...links.map((l) => l.score)].sort((a, b) => b - a));
  });

  it('round-trips through its encoding unchanged', () => {
    const bytes = words.encode();
    const back = WordIndex.decode(bytes);
    // Compared as one buffer: an element-wise deep equal of ~4 MB takes most of a minute.
    expect(Buffer.from(back.encode()).equals(Buffer.from(bytes))).toBe(true);
    expect(back.links('money')).toEqual(words.links('money'));
    expect(back.lemma('spoken')).toBe('speak');
    expect(back.phrases.links('zip code')).toEqual(words.phrases.links('zip code'));
  });

  it("links WordNet's phrases to the words and phrases of their synsets, both ways", () => {
    const joined = (w: string) => words.phrases.links(w).map((p) => p.join(' '));
    expect(joined('zip code')).toEqual(expect.arrayContaining(['postal code', 'postcode']));
    expect(joined('postal code')).toContain('zip code');
    expect(joined('pass away')).toContain('die');
    expect(joined('die')).toContain('pass away');
    expect(joined('qwertyuiop')).toEqual([]);
    expect(() => WordIndex.decode(words.encode().subarray(0, words.encode().length - 4))).toThrow(RangeError);
  });
});
