import { prng } from '../hash/hash.js';
import type { Fact } from '../teach/fact.js';
import { pick, type Rand } from './lessons.js';

/**
 * A held-out Korean set: invented companies, each taught a few relations in ONE phrasing, then asked as a
 * person would ask in Korean. Written before anything was measured on it and not tuned afterwards: a rule
 * that misses one of these questions counts the miss.
 *
 * Every relation is a compound of two nouns (종목코드 = 종목 + 코드), taught joined or split, and asked:
 * - `compound_split`: with the compound spaced the other way (joined ↔ split), the rest as taught;
 * - `polite_ending`: spaced as taught, with another ending on the question word (무엇인가요, 뭔가요…), a request
 *   form (알려 주세요, 알려줄래요, 궁금합니다…) or an ending on the noun (종목코드인가요?);
 * - `both`: both changes at once.
 * Negatives, which must all abstain: `other_relation` (a taught company, a relation it was not taught, some
 * sharing a noun with a taught one), `sibling` (a name sharing part of a taught name) and `changed_modifier`
 * (a taught relation with a word that makes it another question: 전, 옛, 두 번째, 초대…).
 */
export type KoreanLever = 'compound_split' | 'polite_ending' | 'both';
export type KoreanNegativeKind = 'other_relation' | 'sibling' | 'changed_modifier';

export interface KoreanReachSet {
  facts: Fact[];
  questions: { question: string; answer: string; lever: KoreanLever }[];
  negatives: { question: string; kind: KoreanNegativeKind }[];
}

type QuestionWord = '무엇' | '어디' | '언제' | '누구';

interface KoreanRelation {
  /** The compound's two nouns. */
  parts: [string, string];
  /** Whether the taught phrasing writes it joined (종목코드) or split (종목 코드). */
  taughtJoined: boolean;
  qw: QuestionWord;
  /** Words put before the relation that make it another question. */
  modifiers: string[];
  answer: (r: Rand) => string;
}

const SYLLABLES = '가나다라마바사아자하누리온새별람도담서린해솔루빛결윤채은희진'.split('');
const KINDS = ['전자', '식품', '제약', '항공', '건설', '화학', '통신', '물산', '유통', '정밀'];
/** Kinds a sibling may take instead (전자 → 전기): each shares a syllable or a meaning with one above. */
const SIBLING_KINDS: Record<string, string> = {
  전자: '전기',
  식품: '식당',
  제약: '제약바이오',
  항공: '항공우주',
  건설: '건설기계',
  화학: '화학섬유',
  통신: '통신망',
  물산: '물류',
  유통: '유통센터',
  정밀: '정밀기계',
};
const FOODS = ['국수', '비빔밥', '찌개', '만두', '전골', '떡볶이', '냉면'];
const GOODS = ['세제', '반도체', '배터리', '안경', '의자', '화장품', '엔진'];
const SURNAMES = ['김', '이', '박', '최', '정', '강', '윤', '장'];

const digits = (r: Rand, n: number): string => Array.from({ length: n }, () => String(r() % 10)).join('');
const word = (r: Rand, n: number): string => Array.from({ length: n }, () => pick(r, SYLLABLES)).join('');

const RELATIONS: readonly KoreanRelation[] = [
  { parts: ['종목', '코드'], taughtJoined: true, qw: '무엇', modifiers: ['옛', '이전'], answer: (r) => digits(r, 6) },
  {
    parts: ['본사', '소재지'],
    taughtJoined: false,
    qw: '어디',
    modifiers: ['옛', '두 번째'],
    answer: (r) => `${word(r, 2)}시`,
  },
  {
    parts: ['대표', '메뉴'],
    taughtJoined: true,
    qw: '무엇',
    modifiers: ['두 번째', '새'],
    answer: (r) => `${word(r, 2)}${pick(r, FOODS)}`,
  },
  {
    parts: ['설립', '연도'],
    taughtJoined: false,
    qw: '언제',
    modifiers: ['재', '첫'],
    answer: (r) => `${1900 + (r() % 120)}년`,
  },
  {
    parts: ['전화', '번호'],
    taughtJoined: true,
    qw: '무엇',
    modifiers: ['옛', '두 번째'],
    answer: (r) => `0${2 + (r() % 7)}-${digits(r, 3)}-${digits(r, 4)}`,
  },
  {
    parts: ['공식', '홈페이지'],
    taughtJoined: false,
    qw: '어디',
    modifiers: ['옛', '비'],
    answer: (r) => `www.${['nuri', 'hana', 'dami', 'solbit', 'onse'][r() % 5]}${digits(r, 2)}.kr`,
  },
  {
    parts: ['대표', '이사'],
    taughtJoined: true,
    qw: '누구',
    modifiers: ['전', '초대'],
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
  },
  {
    parts: ['주력', '제품'],
    taughtJoined: false,
    qw: '무엇',
    modifiers: ['전', '차기'],
    answer: (r) => `${word(r, 2)} ${pick(r, GOODS)}`,
  },
];

/** Relations never taught to anyone: some share a noun with a taught compound (종목명, 지사 소재지, 팩스번호). */
const NEVER_TAUGHT: readonly { rel: string; qw: QuestionWord | '얼마' }[] = [
  { rel: '인구', qw: '얼마' },
  { rel: '수도', qw: '어디' },
  { rel: '제일 큰 도시', qw: '어디' },
  { rel: '종목명', qw: '무엇' },
  { rel: '지사 소재지', qw: '어디' },
  { rel: '팩스번호', qw: '무엇' },
  { rel: '설립 목적', qw: '무엇' },
  { rel: '대표 상품', qw: '무엇' },
  { rel: '공식 블로그', qw: '어디' },
  { rel: '상장 코드', qw: '무엇' },
];

/** Whether a Hangul syllable ends in a consonant (picks 은/는, 이/가, 을/를, 이에요/예요). */
function hasFinal(text: string): boolean {
  const c = text.codePointAt(text.length - 1) ?? 0;
  if (c < 0xac00 || c > 0xd7a3) return false;
  return (c - 0xac00) % 28 !== 0;
}
const topic = (w: string): string => w + (hasFinal(w) ? '은' : '는');
const subject = (w: string): string => w + (hasFinal(w) ? '이' : '가');
const object = (w: string): string => w + (hasFinal(w) ? '을' : '를');
const copula = (w: string): string => w + (hasFinal(w) ? '이에요' : '예요');

/** Other endings on the question word than the taught 입니까. */
const QW_ENDINGS: Record<QuestionWord, readonly string[]> = {
  무엇: ['무엇인가요', '무엇일까요', '뭔가요', '뭐예요', '무엇이죠', '뭘까요'],
  어디: ['어디인가요', '어디일까요', '어디예요', '어딘가요', '어디죠'],
  언제: ['언제인가요', '언제일까요', '언제예요', '언제죠'],
  누구: ['누구인가요', '누구일까요', '누구예요', '누군가요', '누구죠'],
};
/** Request forms, after the relation as an object (…를 알려 주세요) or a subject (…가 궁금합니다). */
const REQUESTS: readonly ((e: string, rel: string) => string)[] = [
  (e, rel) => `${e}의 ${object(rel)} 알려주세요.`,
  (e, rel) => `${e}의 ${object(rel)} 알려 주세요.`,
  (e, rel) => `${e} ${object(rel)} 알려줄래요?`,
  (e, rel) => `${e}의 ${object(rel)} 말해 주세요.`,
  (e, rel) => `${e}의 ${subject(rel)} 궁금합니다.`,
  (e, rel) => `${e} ${subject(rel)} 궁금해요.`,
  (e, rel) => `${e}의 ${object(rel)} 좀 알려 주시겠어요?`,
  (e, rel) => `${e}의 ${object(rel)} 가르쳐 주세요.`,
];
/** Endings on the relation noun itself, the question word left out. */
const NOUN_ENDINGS: readonly ((e: string, rel: string) => string)[] = [
  (e, rel) => `${e}의 ${rel}인가요?`,
  (e, rel) => `${e} ${copula(rel)}?`,
  (e, rel) => `${e}의 ${rel}입니까?`,
  (e, rel) => `${e}의 ${rel}일까요?`,
];

function spelled(rel: KoreanRelation, joined: boolean): string {
  return joined ? rel.parts.join('') : rel.parts.join(' ');
}

/** The one taught phrasing of a relation about an entity. */
function taughtPrompt(e: string, rel: KoreanRelation): string {
  return `${e}의 ${topic(spelled(rel, rel.taughtJoined))} ${rel.qw}입니까?`;
}

/** Questions in other endings, the i-th of the fact picking which, so the set covers every form. */
function politeForms(e: string, relText: string, qw: QuestionWord, i: number): string[] {
  const qwEnds = QW_ENDINGS[qw];
  return [
    `${e}의 ${topic(relText)} ${qwEnds[i % qwEnds.length]!}?`,
    REQUESTS[i % REQUESTS.length]!(e, relText),
    NOUN_ENDINGS[i % NOUN_ENDINGS.length]!(e, relText),
  ];
}

function entityNames(r: Rand, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${word(r, 2)}${pick(r, KINDS)}`);
  return [...names];
}

function siblingsOf(e: string, taken: ReadonlySet<string>): string[] {
  const kind = KINDS.find((k) => e.endsWith(k))!;
  const stem = e.slice(0, -kind.length);
  return [`${stem}${SIBLING_KINDS[kind]!}`, stem, `${stem}${kind}우`].filter((s) => !taken.has(s));
}

/** Facts and questions of the set: `entities` companies, each taught three relations. */
export function koreanReachSet(entities = 40, seed = 2024): KoreanReachSet {
  const r = prng(seed);
  const names = entityNames(r, entities);
  const taken = new Set(names);
  const out: KoreanReachSet = { facts: [], questions: [], negatives: [] };
  let n = 0;
  names.forEach((e, ei) => {
    const rels = [0, 1, 2].map((k) => RELATIONS[(ei * 3 + k) % RELATIONS.length]!);
    for (const rel of rels) {
      const answer = rel.answer(r);
      out.facts.push({ prompt: taughtPrompt(e, rel), answer });
      const asTaught = spelled(rel, rel.taughtJoined);
      const other = spelled(rel, !rel.taughtJoined);
      const ask = (question: string, lever: KoreanLever): void => {
        out.questions.push({ question, answer, lever });
      };
      ask(`${e}의 ${topic(other)} ${rel.qw}입니까?`, 'compound_split');
      ask(`${e} ${subject(other)} ${rel.qw}입니까?`, 'compound_split');
      for (const q of politeForms(e, asTaught, rel.qw, n)) ask(q, 'polite_ending');
      for (const q of politeForms(e, other, rel.qw, n + 1).slice(0, 2)) ask(q, 'both');
      for (const m of rel.modifiers) {
        const neg = (question: string): void => {
          out.negatives.push({ question, kind: 'changed_modifier' });
        };
        neg(`${e}의 ${m} ${topic(asTaught)} ${rel.qw}입니까?`);
        neg(`${e}의 ${m} ${topic(other)} ${QW_ENDINGS[rel.qw][n % QW_ENDINGS[rel.qw].length]!}?`);
        // Written as one word with the relation, as a person in a hurry might.
        if (!m.includes(' ')) neg(`${e}의 ${topic(m + rel.parts.join(''))} ${rel.qw}입니까?`);
      }
      for (const s of siblingsOf(e, taken)) {
        const neg = (question: string): void => {
          out.negatives.push({ question, kind: 'sibling' });
        };
        neg(taughtPrompt(s, rel));
        neg(politeForms(s, other, rel.qw, n)[0]!);
      }
      n++;
    }
    const untaught = RELATIONS.filter((x) => !rels.includes(x));
    for (let k = 0; k < 3; k++) {
      const rel = untaught[(ei + k) % untaught.length]!;
      const text = spelled(rel, (ei + k) % 2 === 0);
      out.negatives.push({ question: `${e}의 ${topic(text)} ${rel.qw}입니까?`, kind: 'other_relation' });
      out.negatives.push({ question: politeForms(e, text, rel.qw, ei + k)[1]!, kind: 'other_relation' });
    }
    for (let k = 0; k < 2; k++) {
      const { rel, qw } = NEVER_TAUGHT[(ei * 2 + k) % NEVER_TAUGHT.length]!;
      const endings = qw === '얼마' ? ['얼마인가요', '얼마예요'] : QW_ENDINGS[qw];
      const ending = endings[ei % endings.length]!;
      out.negatives.push({ question: `${e}의 ${topic(rel)} ${qw}입니까?`, kind: 'other_relation' });
      out.negatives.push({ question: `${e}의 ${topic(rel)} ${ending}?`, kind: 'other_relation' });
    }
  });
  return out;
}
