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
  });

  it('gives synonyms and the more general word as alternatives', () => {
    expect(words.alternatives('money')).toContain('currency');
    expect(words.alternatives('tongue')).toContain('language');
    expect(words.alternatives('author')).toContain('writer');
    expect(words.alternatives('establish')).toContain('found');
    expect(words.alternatives('town')).toContain('city');
    expect(words.alternatives('velmora')).toEqual([]);
  });

  it('round-trips through its encoding unchanged', () => {
    const bytes = words.encode();
    const back = WordIndex.decode(bytes);
    expect(back.encode()).toEqual(bytes);
    expect(back.alternatives('money')).toEqual(words.alternatives('money'));
  });
});
