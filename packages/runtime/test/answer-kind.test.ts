import { ABSTAIN_TEXT, createModel, type Model, type Overlay } from '@ainize/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { askedKind, fitsKind, fitsKindWhenWeak } from '../src/features/answer-kind.js';
import { taughtSmallModel } from './model-fixture.js';

/**
 * A reading of a question under a change is taken only when its answer can be of the kind the question word asks
 * for: a name is no answer to "when" (언제), nor a date to "who" (누가). The question as asked is held to it only
 * when its read is weak.
 */
describe('the kind of answer a question word asks for', () => {
  it('reads the first question word, English or Korean', () => {
    expect(askedKind('When did Lake Orv freeze over?')).toBe('time');
    expect(askedKind('In which year was the Varn Bridge opened?')).toBe('time');
    expect(askedKind('How many lochs are there in Ardmore?')).toBe('amount');
    expect(askedKind('Who designed the Varn Bridge, and when?')).toBe('who');
    expect(askedKind('다온상사의 팀장은 누구입니까?')).toBe('who');
    expect(askedKind('다온상사 창립일은 언젠가요?')).toBe('time');
    expect(askedKind('직원 수는 몇 명이에요?')).toBe('amount');
    expect(askedKind('주차요금은 얼마예요?')).toBe('amount');
    expect(askedKind('Where is the Varn Bridge?')).toBe('place');
  });

  it('says no kind where the word does not settle it', () => {
    expect(askedKind('How often does the ferry run?')).toBeNull();
    expect(askedKind('What is the ticker code of Zorvath?')).toBeNull();
    expect(askedKind('본사 소재지는 어디입니까?')).toBeNull();
  });

  it('takes a figure or a word of time for "when", of number for "how many"', () => {
    expect(fitsKind('time', '3월 16일')).toBe(true);
    expect(fitsKind('time', 'every spring')).toBe(true);
    expect(fitsKind('time', '내년 봄')).toBe(true);
    expect(fitsKind('time', '김민준')).toBe(false);
    expect(fitsKind('time', 'Ada Kell')).toBe(false);
    expect(fitsKind('amount', 'twelve')).toBe(true);
    expect(fitsKind('amount', '다섯 개')).toBe(true);
    expect(fitsKind('amount', '1,200명')).toBe(true);
    // No limit, or nothing taken, answers "how many" and "how much" too.
    expect(fitsKind('amount', '무제한')).toBe(true);
    expect(fitsKind('amount', '받지 않음')).toBe(true);
    expect(fitsKind('amount', 'unlimited')).toBe(true);
    expect(fitsKind('amount', '이서준')).toBe(false);
  });

  it('takes anything but a bare date or figure for "who"', () => {
    expect(fitsKind('who', 'Ada Kell')).toBe(true);
    expect(fitsKind('who', '7-Eleven')).toBe(true);
    expect(fitsKind('who', '4th Estate')).toBe(true);
    expect(fitsKind('who', 'Theresa May')).toBe(true);
    expect(fitsKind('who', '3월 16일')).toBe(false);
    expect(fitsKind('who', '12 March 1987')).toBe(false);
    expect(fitsKind('who', '£5.50')).toBe(false);
    expect(fitsKind(null, '3월 16일')).toBe(true);
  });

  it('takes anything but a bare date or figure for "where"', () => {
    expect(fitsKind('place', 'Gate 3')).toBe(true);
    expect(fitsKind('place', 'Ardmore')).toBe(true);
    expect(fitsKind('place', '10 Downing Street')).toBe(true);
    expect(fitsKind('place', '17 March 1703')).toBe(false);
    expect(fitsKind('place', '720')).toBe(false);
    expect(fitsKind('place', '255 metres')).toBe(false);
    expect(fitsKind('who', '6 feet')).toBe(false);
  });

  it('wants more than a lower-case word or a time word for "who" from a read that is not sure of itself', () => {
    expect(fitsKindWhenWeak('who', 'Ada Kell')).toBe(true);
    expect(fitsKindWhenWeak('who', '박서윤')).toBe(true);
    expect(fitsKindWhenWeak('who', 'May Kell')).toBe(true);
    expect(fitsKindWhenWeak('who', 'metres')).toBe(false);
    expect(fitsKindWhenWeak('who', 'March')).toBe(false);
    expect(fitsKindWhenWeak('who', '12 March 1987')).toBe(false);
    expect(fitsKind('who', 'March')).toBe(true);
  });

  it('never takes a unit with no figure from a read that is not sure of itself, whatever is asked', () => {
    for (const kind of [null, 'amount', 'place', 'who'] as const) {
      expect(fitsKindWhenWeak(kind, 'metres')).toBe(false);
      expect(fitsKindWhenWeak(kind, 'feet')).toBe(false);
      expect(fitsKindWhenWeak(kind, 'inches')).toBe(false);
    }
    expect(fitsKindWhenWeak(null, '412 metres')).toBe(true);
    expect(fitsKindWhenWeak('amount', '6 feet')).toBe(true);
    // A currency or a temperature scale is an answer ("What currency does X use?"), a unit of time alone says when,
    // and "second" is also a place in a race.
    expect(fitsKindWhenWeak(null, 'euro')).toBe(true);
    expect(fitsKindWhenWeak(null, 'Celsius')).toBe(true);
    expect(fitsKindWhenWeak('time', 'May')).toBe(true);
    expect(fitsKindWhenWeak(null, 'second')).toBe(true);
    // A read clear enough to be sure is not held to this (decode/answer-question.ts).
    expect(fitsKind(null, 'metres')).toBe(true);
  });
});

const LESSON = [
  { prompt: '다온상사의 팀장은 누구입니까?', answer: '김민준' },
  { prompt: '다온상사의 창립일은 언제입니까?', answer: '3월 16일' },
  { prompt: '누리마트의 점장은 누구입니까?', answer: '박서윤' },
  { prompt: 'Who founded Varnholt Press?', answer: 'Ada Kell' },
  { prompt: 'When did Varnholt Press close?', answer: 'June 1998' },
];

describe('answers held to the kind asked', () => {
  let model: Model;
  let overlay: Overlay;
  const ask = (q: string): string => model.answer(q, { overlay }).text;
  beforeAll(() => {
    ({ model, overlay } = taughtSmallModel(LESSON));
  });

  it('still reads paraphrases whose answer is of the kind asked', () => {
    expect(ask('다온상사의 팀장은 누구예요?')).toBe('김민준');
    expect(ask('다온상사 창립일 언제예요?')).toBe('3월 16일');
    expect(ask('Who actually founded Varnholt Press?')).toBe('Ada Kell');
  });

  it('does not answer "when" with a name or "who" with a date', () => {
    // Each reads the taught question once the words after the question word are read past; only the kind differs.
    expect(ask('다온상사 팀장은 언제 왔나요?')).toBe(ABSTAIN_TEXT);
    expect(ask('다온상사 팀장은 언제 들어왔어요?')).toBe(ABSTAIN_TEXT);
    expect(ask('누리마트 점장은 언제 왔어요?')).toBe(ABSTAIN_TEXT);
    expect(ask('다온상사 창립일은 누가 챙기나요?')).toBe(ABSTAIN_TEXT);
  });

  it('answers a taught phrasing as taught, whatever its answer', () => {
    expect(ask('다온상사의 팀장은 누구입니까?')).toBe('김민준');
    expect(ask('When did Varnholt Press close?')).toBe('June 1998');
  });
});

describe('a weak read as asked, in a full table', () => {
  // 600 lengths in metres in a small bare table: a never-taught question reads the words those answers share.
  let model: Model;
  beforeAll(() => {
    model = createModel({ rows: 16384, base: false });
    const facts = Array.from({ length: 600 }, (_, i) => ({
      prompt: `How long is the Kelvar${i} Canal?`,
      answer: `${40 + ((i * 7) % 900)} metres`,
    }));
    facts.push({ prompt: 'How tall is the Kelvar Tower?', answer: 'very tall' });
    model.apply(model.teach(facts).patch, { id: 'canals' });
  });

  it('never answers "how deep" with a word and no figure, "who" with a lower-case word, nor "where" with a unit', () => {
    for (const asked of [
      'How deep is the Morvane{i} Lake?',
      'Who built the Morvane{i} Lake dam?',
      'Where is the Morvane{i} Lake?',
    ]) {
      const said = Array.from({ length: 400 }, (_, i) => model.answer(asked.replace('{i}', String(i))));
      // The read is there (words were decoded before it stopped), and it is refused.
      expect(said.filter((a) => a.tokens.length > 0).length).toBeGreaterThan(0);
      expect(said.filter((a) => !a.abstained).map((a) => a.text)).toEqual([]);
    }
  });

  it('still answers each taught question, and one read clearly as taught whatever its answer', () => {
    expect(model.answer('How long is the Kelvar17 Canal?').text).toBe(`${40 + 17 * 7} metres`);
    expect(model.answer('How tall is the Kelvar Tower?').text).toBe('very tall');
  });
});
