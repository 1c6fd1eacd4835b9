import { questionTokens } from '@ainize/runtime';
import { describe, expect, it } from 'vitest';

describe('question tokens', () => {
  it('lower-cases Latin words and drops punctuation', () => {
    expect(questionTokens("What is Velmora's capital?")).toEqual(['what', 'is', 'velmora', 's', 'capital']);
  });

  it('strips Korean particles so one noun keys the same way', () => {
    expect(questionTokens('대한민국의 수도는 어디입니까?')).toEqual(['대한민국', '수도', '어디']);
    expect(questionTokens('대한민국은')).toEqual(['대한민국']);
  });

  it('splits Han and hiragana per character and keeps katakana runs whole', () => {
    expect(questionTokens('東京の人口')).toEqual(['東', '京', 'の', '人', '口']);
    expect(questionTokens('コーヒーは')).toEqual(['コーヒー', 'は']);
  });

  it('keeps a long hex string as one token, not hundreds', () => {
    const hash = 'a3'.repeat(32);
    expect(questionTokens(`Who signed 0x${hash}?`)).toEqual(['who', 'signed', `0x${hash}`]);
    expect(questionTokens(`digest ${'f'.repeat(300)}`)).toHaveLength(2);
  });

  it('keeps digit runs whole and apart from letters', () => {
    expect(questionTokens('ISO 639-1 code')).toEqual(['iso', '639', '1', 'code']);
    expect(questionTokens('route66')).toEqual(['route', '66']);
  });
});

describe('question tokens: Korean particles', () => {
  it('strips stacked particles and copula endings to the bare noun', () => {
    expect(questionTokens('대한민국에서는')).toEqual(['대한민국']);
    expect(questionTokens('대한민국이라는')).toEqual(['대한민국']);
    expect(questionTokens('어디가 대한민국의 수도입니까?')).toEqual(['어디', '대한민국', '수도']);
  });

  it('drops a particle written straight after a Latin name', () => {
    expect(questionTokens('France의 수도는?')).toEqual(['france', '수도']);
    expect(questionTokens('ISO의 코드')).toEqual(['iso', '코드']);
  });
});
