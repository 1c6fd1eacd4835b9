import type { Change, Probe, SingleChange } from './change.js';
import type { QuestionKey } from './question-key.js';
import type { Term } from './terms.js';
import { questionWords } from '../tokenize/question.js';
import { STOPWORDS } from '../tokenize/stopwords.js';

/**
 * Korean readings of a question, tried after the others. The tokenizer keys a Hangul word on its noun with one
 * particle or copula ending taken off; two things it cannot see are read here, at question time only, so no
 * taught key changes:
 *
 * - Asking words. Korean asks with many endings and request forms (뭔가요, 누군가요, 알려줄래요, 말씀해 주세요,
 *   궁금해요, 종목코드일까요). The question is also read with them as function words, and with a noun's extra
 *   ending taken off. The lists below are the one place these are kept; they are written by hand.
 * - Compounds. A compound noun is written joined or spaced at will (종목코드 / 종목 코드), and the tokenizer
 *   keys each spacing differently. The question is also read with two or three adjacent Hangul words joined
 *   (사업자 등록 번호), and with one Hangul word split in two or three (직원수, 최소주문금액). There is no
 *   dictionary to say where a word may split, so a split leaves at least two syllables on each side, except one
 *   noun of one syllable at either end (직원수 → 직원 수, 군입대 → 군 입대): a one-syllable prefix that turns a
 *   word into another question (전, 옛, 부) is then a word of the reading, which so matches no phrasing taught
 *   without it.
 *
 * Each reading is an ordinary read that must be confident on its own: a join or split matches a taught key
 * only if it gives exactly that key's words, so a sibling name or an added modifier still abstains.
 */

/** Question words; with one of ASKING_TAILS (or nothing) after them they ask and name nothing. */
const QUESTION_STEMS =
  '무엇 무어 뭐 뭔 뭘 머 어디 어데 어딘 어딜 어딨 언제 언젠 누구 누군 누가 누고 누꼬 어느 무슨 어떻게 어케 어떤 몇 며칠 얼마 얼만';

/**
 * The question word a request with none is read as ("주차요금을 알려 주시겠어요?" for "…은 얼마입니까?"). Some
 * question words are words to the tokenizer (not stop words there: 얼마, 언제까지, 어떻게), so a phrasing taught
 * with one is keyed with it; a question is also read with its first asking word as the word it starts with
 * ("얼마죠" → 얼마, "언제까지인지" → 언제까지), or as this one when it asks with a request alone.
 */
const AMOUNT = '얼마';
/** "How (is it)": asks for the value whatever it is ("신용등급이 어떻게 되나요?"). */
const HOW = '어떻게';
/** "How many", before a counter (몇 개, 몇 명, 몇 평). */
const HOW_MANY = '몇';
/** "How many days" or "which day", one word; also written 몇 일. */
const DAYS = '며칠';
/** "When"; a stop word alone, a kept word in 언제까지. */
const WHEN = '언제';
/** "Name", and the words that ask "what" of it. */
const NAMES = ['이름', '성함'];
const WHAT = ['뭐', '뭔', '무엇'];
/** The question words that say what kind of answer is wanted (koreanAnswerKind), as a word starts. */
const KIND_STEMS = [
  ['time', [WHEN, '언젠', DAYS]],
  ['amount', [HOW_MANY, AMOUNT, '얼만']],
  ['who', ['누구', '누군', '누가', '누고', '누꼬']],
] as const;
const ASKING_TAILS = `이 인 인가 인가요 입니까 이에요 예요 이예요 일까 일까요 까 까요 이죠 죠 이지 지 이지요 지요 인지 인지요
이니 니 이야 야 이냐 냐 가 가요 요 이요 인데 인데요 였나요 이었나요 였죠 이었죠 였어요 이었어요 입니다 랍니까 일지 일지요
나 임 신가요 신지 신지요 시죠 세요 라고 이라고 에요 쯤 로 였더라 이었더라 더라 데 데요 였지 이었지 나요 어요 래 쥬 씩 려나 이려나
였음 이었음 고 꼬 교 인교 라예 당가 이당가 유 이유 여유 드라 디 겨 하나요 였는지 이었는지 였는지요 이었는지요`;

/** Verbs of a request ("tell", "say", "explain") and the giving forms written after them, joined or spaced. */
const REQUEST_STEMS = [
  '알려',
  '말해',
  '말씀해',
  '가르쳐',
  '설명해',
  '얘기해',
  '이야기해',
  '확인해',
  '알아봐',
  '봐',
  '찾아',
  '안내해',
];
const GIVING_TAILS = `줘 줘요 주세요 줄래 줄래요 주실래요 주겠어요 주시겠어요 주시겠습니까 주십시오 주시오 주라 줄 줄수
주실 주실수 주시면 주면 주시길 봐 봐요 보세요`;

/** Words around a request that ask nothing: "혹시 … 알고 싶어요", "알 수 있을까요", "부탁드립니다". */
const FILLERS = `알 혹시 좀 제발 그럼 그러면 알고 부탁해 부탁해요 부탁합니다 부탁드려요 부탁드립니다 바랍니다 있을까 있을까요
있으세요 있습니까 있나요 있어요 있니 되나요 될까요 되겠어요 돼 돼요 됨 됩니까 되죠 되는지 되는지요 됐나요 됐어요 되시나요 되세요
되십니까 되시죠 되실까요 말씀 얘기
정도 하던가요 하던데요 하더라고요 해요 아세요 아시나요 아시는 아는 아나요 계신가요 계세요 계실까요 여쭤봐도 여쭤볼게요
물어봐도 감사합니다 감사해요 감사하겠습니다 나오나요 나와요 나옵니까 나오죠 문의드립니다 문의드려요 문의합니다 문의하고 문의해요
문의드리고 아실까요 아실지 아십니까`;
/**
 * Prefixes of words that only say the asker wants to know, is asking or thanks in advance: 궁금해요, 궁금한데요,
 * 싶어요, 싶습니다, 여쭙니다, 여쭤요, 여쭈어 봐도, 안내받을 수 있을까요, 감사하겠어요, 고맙겠습니다.
 */
const WANTING_PREFIXES = ['궁금', '싶', '여쭈', '여쭤', '여쭙', '안내받', '감사하', '감사해', '고맙', '고마워'];

/**
 * Endings on a noun that the tokenizer leaves on it (it strips one particle or a copula it knows): "종목코드일까요",
 * "종목코드는요", "종목코드죠". Longest first; taken off only when two syllables or more are left.
 */
const NOUN_TAILS = `일까요 일까 인가 이죠 인데요 인지요 이었나요 였나요 이었죠 였죠 이었어요 였어요 이냐 이니 이나요 인거죠
은요 는요 이요 죠 요 까지 까지요 님 분`;
/** Endings taken off a counter after 몇 only ("몇 개나", "몇 개야", "몇개임", "몇 번이지", "몇 개였지"): many nouns
 * end so (타임, 분야, 홈페이지). */
const COUNTER_TAILS = [
  ...['이나', '나', '야', '임', '이지', '쯤', '이고', '고', '냐', '이여', '여', '래', '래요'],
  ...['였지', '이었지', '였더라', '이었더라', '였음', '이었음', '였어', '이었어', '였냐', '이었냐'],
  ...['였는지', '이었는지'],
];
/**
 * Counters that count the same thing, each read as the other after 몇 (몇 달 / 몇 개월, 몇 군데 / 몇 곳; 몇 가지 / 몇
 * 개, the kinds of a thing counted as things).
 */
const SAME_COUNTER: ReadonlyMap<string, string> = new Map(
  [
    ['달', '개월'],
    ['가지', '개'],
    ['군데', '곳'],
    ['분', '명'],
    ['해', '년'],
  ].flatMap(([a, b]) => [
    [a!, b!],
    [b!, a!],
  ]),
);
/** The counters "어떻게 되나요" is also read as, after 몇: people, things, times, places, years, days, won… */
const COUNTERS = ['명', '개', '번', '곳', '회', '건', '년', '일', '원', '위', '살'];
/** "Number of", closing a noun whose first syllable is the counter it counts in (층수 → 몇 층, 권수 → 몇 권). */
const NUMBER_OF = '수';

/** Counters not in COUNTERS named by a noun before `before` in N + 수 (층수, 권수): "층수가 어떻게 되나요" asks 몇 층. */
function countedIn(ts: readonly Term[], before: number): string[] {
  const out = new Set<string>();
  for (let i = 0; i < before; i++) {
    const noun = counterOrNoun(ts[i]!, false);
    if (hangul(ts[i]) && noun.length === 2 && noun.endsWith(NUMBER_OF) && !COUNTERS.includes(noun[0]!))
      out.add(noun[0]!);
  }
  return [...out];
}

/** Particles on a counter that give the figure as a limit or a setting (몇 명까지, 몇 명으로). */
const COUNTER_LIMITS = ['까지', '으로', '로'];

const words = (list: string): string[] => list.split(/\s+/).filter((w) => w.length > 0);

/** "The time when", after a counter: "몇 살 때예요" (at what age) asks what "몇 살이에요" asks when nothing follows. */
const AT_THE_TIME = '때';
const ASKING_ENDINGS: ReadonlySet<string> = new Set(['', ...words(ASKING_TAILS)]);

/** Whether the word at `i` is 때 with only an ending of a question word ("때예요", "때임"), and the last to ask. */
function atTheTime(ts: readonly Term[], i: number): boolean {
  const w = written(ts[i]);
  if (w === undefined || !w.startsWith(AT_THE_TIME) || !ASKING_ENDINGS.has(w.slice(AT_THE_TIME.length))) return false;
  return ts.every((x, k) => k <= i || !hangul(x) || askingAt(ts, k));
}
/** A question word may ask "up to" ("어디까지예요", "언제까지죠"): the same answer, said as a limit. */
const UP_TO = '까지';
/** "About", between a question word and its ending as 까지 may be: "어디쯤이죠", "얼마쯤인가요". */
const ABOUT = '쯤';
const STEMS = words(QUESTION_STEMS);
const ASKING = new Set(
  STEMS.flatMap((s) => ['', ...words(ASKING_TAILS)].flatMap((t) => [s + t, s + UP_TO + t, s + ABOUT + t])),
);
/** Question words written with a final ㄴ of 인 ("얼만가요", "언젠지") or said short ("어케"), and the word each is. */
const CONTRACTED: readonly (readonly [string, string])[] = [
  ['얼만', '얼마'],
  ['언젠', '언제'],
  ['누군', '누구'],
  ['어딘', '어디'],
  ['뭔', '뭐'],
  ['머', '뭐'],
  ['어딨', '어디'],
  ['누가', '누구'],
  ['어케', '어떻게'],
];
/** Question words the tokenizer keys as words, longest first ("언제까지" before "언제"); never a contraction. */
const KEPT_STEMS = STEMS.filter((s) => !CONTRACTED.some(([short]) => s === short))
  .flatMap((s) => [s + UP_TO, s])
  .filter((s) => !STOPWORDS.has(s))
  .sort((a, b) => b.length - a.length);

/** The word an asking word is keyed as where a phrasing was taught with it: its kept stem, or AMOUNT. */
function keptStem(t: string): string {
  const full = CONTRACTED.find(([short]) => t.startsWith(short));
  const word = full === undefined ? t : full[1] + t.slice(full[0].length);
  return KEPT_STEMS.find((s) => word.startsWith(s)) ?? AMOUNT;
}
const GIVING = new Set(words(GIVING_TAILS));
const REQUEST = new Set(REQUEST_STEMS.flatMap((s) => ['', ...GIVING].map((t) => s + t)));
const FILLER = new Set(words(FILLERS));
const NOUN_ENDINGS = words(NOUN_TAILS).sort((a, b) => b.length - a.length);
/** A counter's endings, longest first, so "몇 개래요" loses 래요, not 요. */
const COUNTER_ENDINGS = [...NOUN_ENDINGS, ...COUNTER_TAILS].sort((a, b) => b.length - a.length);

/** Least syllables left on a noun, and on each side of a split. */
const MIN_PART = 2;
/** Join and split readings tried per plain reading at most (bounds the work of a long Hangul question). */
export const MAX_KOREAN_PROBES = 32;

const HANGUL_WORD = /^[\uac00-\ud7a3]+$/;

function hangul(x: Term | undefined): x is Term {
  return x !== undefined && !x.stop && HANGUL_WORD.test(x.t);
}

/** A word as written, with the particle the tokenizer took off put back ("아는", keyed as 아). */
function written(x: Term | undefined): string | undefined {
  return x === undefined ? undefined : x.t + (x.ending ?? '');
}

/** Whether the term at `i` only asks, as keyed or as written. */
function askingAt(terms: readonly Term[], i: number): boolean {
  const x = terms[i]!;
  const prev = written(terms[i - 1]);
  return asking(x.t, prev) || (x.ending !== undefined && asking(written(x)!, prev)) || requestNoun(terms, i);
}

/** Words that close a request made with a noun before them: "확인 부탁드립니다", "파악 바랍니다". */
const PLEASE = ['부탁', '바랍니다', '바래요'];

/**
 * The noun of a request, after the question it asks: "몇 개인지 파악 부탁드립니다", "언제인지 확인 바랍니다". Before
 * a question word it is what is asked ("재고 확인 부탁드립니다" asks nothing of 재고).
 */
function requestNoun(terms: readonly Term[], i: number): boolean {
  const next = written(terms[i + 1]);
  if (next === undefined || !PLEASE.some((p) => next.startsWith(p)) || !hangul(terms[i])) return false;
  return terms.slice(0, i).some((x) => HANGUL_WORD.test(x.t) && (ASKING.has(x.t) || ASKING.has(written(x)!)));
}

/** Hangul syllables are 가 + (initial × 21 + vowel) × 28 + final; these finals are ㅁ and ㅇ. */
const HANGUL_BASE = 0xac00;
const PLAYFUL_FINALS = [16, 21];

/** The word with the final ㅁ or ㅇ of its last syllable taken off ("죵" → "죠"); unchanged when it has neither. */
function withoutPlayfulFinal(t: string): string {
  const code = t.charCodeAt(t.length - 1) - HANGUL_BASE;
  if (code < 0 || code > 0xd7a3 - HANGUL_BASE) return t;
  const final = code % 28;
  return PLAYFUL_FINALS.includes(final) ? t.slice(0, -1) + String.fromCharCode(HANGUL_BASE + code - final) : t;
}

/** The final ㅂ of a syllable: 누굽니까 is 누구 + ㅂ니까. */
const FINAL_B = 17;
/** Honorific 시 after a question word, with or without a final: 누구시더라, 어디시죠, 누구심. */
const HONORIFIC = '시'.charCodeAt(0) - HANGUL_BASE;
/** The copula's 이, a final added to it as to 시. */
const COPULA = '이'.charCodeAt(0);

/** Honorific 시 with the past 었 (셨), and the copula's past it stands for (였). */
const HONORIFIC_PAST = '셨';
const COPULA_PAST = '였';

/** Whether a syllable is 시 with or without a final (신, 심, 십). */
function honorific(code: number): boolean {
  const c = code - HANGUL_BASE;
  return c >= HONORIFIC && c < HONORIFIC + 28;
}

/**
 * A question word with its ending written out where it was run together, or null: ㅂ니까 / ㅂ니다 on a word ending in
 * a vowel is 입니까 / 입니다 (누굽니까 → 누구입니까, 얼맙니까 → 얼마입니까); honorific 시 left out (누구시더라 →
 * 누구더라), and in the past 셨 read as 였 (누구셨는지 → 누구였는지); and a polite 요 after a casual ending left off
 * (누구래요 → 누구래).
 */
function spelledOut(t: string): string | null {
  const b = /^(.*)(.)(니까|니다)$/u.exec(t);
  // Not 입니까 itself, nor 습니까 (after a consonant): those are written out already.
  if (b !== null && b[2] !== '입' && b[2] !== '습') {
    const code = b[2]!.charCodeAt(0) - HANGUL_BASE;
    if (code >= 0 && code % 28 === FINAL_B)
      return `${b[1]}${String.fromCharCode(HANGUL_BASE + code - FINAL_B)}입${b[3]}`;
  }
  // Honorific past 셨 is 시 + 었: "누구셨는지" asks what "누구였는지" asks.
  const past = STEMS.find((q) => t.startsWith(q) && t[q.length] === HONORIFIC_PAST && t.length > q.length + 1);
  if (past !== undefined) return `${past}${COPULA_PAST}${t.slice(past.length + 1)}`;
  const stem = STEMS.find((q) => t.startsWith(q) && honorific(t.charCodeAt(q.length)));
  if (stem !== undefined) {
    // 시 alone is left out (누구시더라 → 누구더라); with a final it is the copula's 이 (누구신가요, 누구심 → 누구임).
    const final = (t.charCodeAt(stem.length) - HANGUL_BASE) % 28;
    return stem + (final === 0 ? '' : String.fromCharCode(COPULA + final)) + t.slice(stem.length + 1);
  }
  if (t.length > 2 && t.endsWith('요') && !t.endsWith('요요')) return t.slice(0, -1);
  return null;
}

/** Whether a content word only asks (a question word with an ending, a request, a filler). */
function asking(t: string, prev: string | undefined): boolean {
  // 요 typed as 여 ("어디예여"), or a last syllable typed with a playful final ㅇ or ㅁ ("알려주세용", "뭐죵", "예욤").
  if (t.endsWith('여') && asking(`${t.slice(0, -1)}요`, prev)) return true;
  const plain = withoutPlayfulFinal(t);
  if (plain !== t && asking(plain, prev)) return true;
  if (ASKING.has(t) || REQUEST.has(t) || FILLER.has(t)) return true;
  const spelled = spelledOut(t);
  if (spelled !== null && asking(spelled, prev)) return true;
  // "아시는 분?", "아는 사람?": anyone who knows.
  if ((t === '분' || t === '사람') && (prev === '아시는' || prev === '아는')) return true;
  if (WANTING_PREFIXES.some((p) => t.startsWith(p))) return true;
  // A giving form spaced from its verb: "알려 주시겠어요".
  return GIVING.has(t) && prev !== undefined && REQUEST_STEMS.includes(prev);
}

/**
 * The kind of answer a Korean word asks for (features/answer-kind.ts): a time for 언제 and 며칠, an amount for 몇 and
 * 얼마, a name for 누구 and 누가; null for any other word. The word must only ask (a question word with one of its
 * endings, as askingAt reads it), so a name that starts like one ("누가약국") asks nothing; 몇 may carry its counter
 * (몇명이에요).
 */
export function koreanAnswerKind(word: string): 'time' | 'amount' | 'who' | null {
  for (const [kind, stems] of KIND_STEMS) {
    if (stems.some((s) => word.startsWith(s)) && (asking(word, undefined) || word.startsWith(HOW_MANY))) return kind;
  }
  return null;
}

/**
 * The noun without an extra ending. A tail of one syllable must leave two ("종목코드요"), as one-syllable
 * words end in them; a longer tail may leave one ("번이죠" → 번), as the tokenizer leaves "번입니까" as 번.
 */
function nounWithoutTail(t: string, counter = false): string {
  for (const end of counter ? COUNTER_ENDINGS : NOUN_ENDINGS) {
    // A counter after 몇 is one syllable by nature ("몇 개죠" → 개).
    const least = end.length > 1 || counter ? 1 : MIN_PART;
    if (t.endsWith(end) && t.length - end.length >= least) return t.slice(0, -end.length);
  }
  return t;
}

/**
 * A noun without an extra ending (nounWithoutTail); a counter after 몇 also as written, where the tokenizer took a
 * particle's syllable off an ending it does not know ("몇 곳인가" keyed as 곳인 + 가 is 곳 + 인가).
 */
function counterOrNoun(x: Term, counter: boolean): string {
  const bare = nounWithoutTail(x.t, counter);
  if (!counter || bare !== x.t || x.ending === undefined) return bare;
  const whole = written(x)!;
  const fromWhole = nounWithoutTail(whole, true);
  return fromWhole.length < x.t.length ? fromWhole : bare;
}

interface Reading {
  terms: Term[];
  change: SingleChange | null;
}

/**
 * The readings tried before any respacing: the words as asked; then, for the words as asked and again with 몇
 * read apart from its counter (howManyApart) or a name's last syllable read back (withEnding), the readings of
 * its asking words (askingReadings) and of its question word (questionWordReadings).
 */
function plainReadings(terms: readonly Term[]): Reading[] {
  const bases = [terms];
  const apart = howManyApart(terms);
  if (apart !== null) bases.push(apart);
  const restored = withEnding(terms);
  if (restored !== null) bases.push(restored);
  const spoken = endingBeforeQuestion(terms);
  if (spoken !== null && spoken.some((x, i) => x !== restored?.[i])) bases.push(spoken);
  const typed = retyped(terms);
  if (typed !== null) bases.push(typed);
  const readings = bases.flatMap((ts) => {
    const out = [...askingReadings(ts), ...questionWordReadings(ts)];
    if (ts !== terms) {
      const at = ts.findIndex((x, i) => x !== terms[i]);
      for (const r of out) r.change ??= { kind: 'synonym', word: terms[at]!.t, as: ts[at]!.t };
    }
    return out;
  });
  // The words as asked, respaced only: "계약기간은 언제까지입니까" keeps 언제까지 as it was taught.
  return [{ terms: [...terms], change: null }, ...readings];
}

/**
 * The question with its asking words read as function words and its nouns' extra endings off; the same with its
 * first asking word read as the word a taught phrasing keeps (keptStem; "어떻게" also as 얼마), and with a counter
 * after 몇 read as 얼마 (or 몇 일 as 며칠).
 */
function askingReadings(ts: readonly Term[]): Reading[] {
  // Stop words count here: "좀 알려줘" asks as much as "얼마죠".
  const first = ts.findIndex((x, i) => HANGUL_WORD.test(x.t) && askingAt(ts, i));
  const out = first < 0 ? [plainTerms(ts, -1)] : [plainTerms(ts, -1), plainTerms(ts, first)];
  // Its nouns as written too: "선생님" is taught whole ("주례 선생님은 누구입니까"), so "주례 선생님 누구임" must not
  // read it only as 선생.
  const asWritten = plainTerms(ts, -1, undefined, true);
  if (first >= 0 && asWritten.terms.some((x, i) => x.t !== out[0]!.terms[i]!.t)) out.splice(1, 0, asWritten);
  // "어떻게 되나요?" asks for whatever the value is: also read as 얼마. It, a request and 얼마, with no 몇, are also read
  // as 몇 with a counter ("인원이 어떻게 되나요", "출전 횟수를 알려 주실 수 있나요" ask what "인원은 몇 명입니까", "출전
  // 횟수는 몇 번입니까" ask).
  const how = first >= 0 && ts[first]!.t.startsWith(HOW);
  if (how) out.push(plainTerms(ts, first, AMOUNT));
  const asked = first >= 0 ? ts[first]!.t : '';
  const request =
    first >= 0 && !STEMS.some((q) => asked.startsWith(q)) && !CONTRACTED.some(([q]) => asked.startsWith(q));
  if ((how || request || asked.startsWith(AMOUNT)) && !ts.some((x) => x.t.startsWith(HOW_MANY))) {
    out.push(...[...COUNTERS, ...countedIn(ts, first)].map((c) => plainTerms(ts, first, c)));
  }
  // "실장님 성함이 궁금합니다", "이름 알려 주세요": a name asked for with no question word asks who.
  const name = ts.findIndex((x, i) => i > 0 && NAMES.includes(counterOrNoun(x, false)) && onlyAsking(ts, i + 1));
  if (name >= 0 && !ts.some((x) => HANGUL_WORD.test(x.t) && ASKING.has(x.t))) {
    const plain = plainTerms(ts, -1);
    plain.terms[name] = { ...plain.terms[name]!, stop: true, named: false };
    out.push({ terms: plain.terms, change: plain.change ?? { kind: 'extra_word', word: ts[name]!.t } });
  }
  // "몇 평이에요?", "몇 프로예요?": a count in a unit asks what 얼마 asks; "몇 일" is 며칠 written apart.
  const counter = ts.findIndex((x, i) => i > 0 && ts[i - 1]!.t === HOW_MANY && hangul(x));
  if (counter >= 0) out.push(plainTerms(ts, counter, ts[counter]!.t.startsWith('일') ? DAYS : undefined));
  // "몇 명까지 받아요", "몇 명으로 정해져 있습니까": after a counter that sets a limit or a figure, what follows only
  // asks. Not after a bare counter or a subject ("몇 명 줄었어요", "몇 명이 그만뒀나요" ask a change).
  // "몇 달" counts what "몇 개월" counts: a counter is also read as its other word.
  const other = counter >= 0 ? SAME_COUNTER.get(counterOrNoun(ts[counter]!, true)) : undefined;
  if (other !== undefined) {
    const r = plainTerms(ts, -1);
    r.terms[counter] = { ...r.terms[counter]!, t: other };
    out.push({ terms: r.terms, change: { kind: 'synonym', word: ts[counter]!.t, as: other } });
  }
  if (counter >= 0 && atTheTime(ts, counter + 1)) out.push(upToQuestion(plainTerms(ts, -1), counter));
  const limit = counter >= 0 && COUNTER_LIMITS.includes(ts[counter]!.ending ?? '');
  if (limit && ts.some((x, i) => i > counter && hangul(x) && !askingAt(ts, i)) && !asksAChange(ts, counter)) {
    out.push(upToQuestion(plainTerms(ts, -1), counter));
  }
  return out;
}

/**
 * Readings around the question word: everything after it read as asking (Korean puts what is asked before it:
 * "언제로 잡혀 있나요", "며칠 주나요", "얼마 받으세요" ask what "언제예요", "며칠이에요", "얼마예요" ask), 며칠까지 as
 * 언제까지, and "이름이 뭐예요" as who.
 */
function questionWordReadings(ts: readonly Term[]): Reading[] {
  const question = ts.findIndex((x) => HANGUL_WORD.test(x.t) && (ASKING.has(x.t) || ASKING.has(written(x)!)));
  if (question < 0) return [];
  const out: Reading[] = [];
  const word = ts[question]!.t;
  if (question > 0 && ts.some((x, i) => i > question && hangul(x) && !askingAt(ts, i)) && !asksAChange(ts, question)) {
    const kept = KEPT_STEMS.some((s) => word.startsWith(s));
    out.push(upToQuestion(plainTerms(ts, kept ? question : -1), question));
    // 며칠 asks the day as 언제 does ("며칠로 잡혔어"): also read as asking only.
    if (kept && word.startsWith(DAYS)) out.push(upToQuestion(plainTerms(ts, -1), question));
  }
  // 며칠 alone is read as asking only, as 언제 is.
  const when = keptStem(word).replace(DAYS, WHEN);
  if (word.startsWith(DAYS) && KEPT_STEMS.includes(when) && !asksAChange(ts, question)) {
    out.push(plainTerms(ts, question, when));
  }
  // The name of a thing is the thing asked for: "트레이너 이름이 뭐예요?" asks who the trainer is.
  const name = ts[question - 1]?.t;
  if (name !== undefined && NAMES.includes(name) && (WHAT.some((s) => word.startsWith(s)) || word.startsWith(HOW))) {
    const plain = plainTerms(ts, -1);
    plain.terms[question - 1] = { ...plain.terms[question - 1]!, stop: true, named: false };
    plain.change ??= { kind: 'extra_word', word: name };
    out.push(plain);
  }
  return out;
}

/** A letter typed alone after a word's syllables (곳인가ㅛ, 언제예요ㅛ), as a key slips: jamo of either Unicode block. */
const STRAY_JAMO = /^([\uac00-\ud7a3]+)([\u1100-\u11ff\u3131-\u318e]+)$/;
/** The vowel of 요 typed alone, in either block: after 에 or 예 (개에ㅛ) it is 요 with the ㅇ missed. */
const YO_VOWEL = ['\u315b', '\u116d'];

/**
 * Slips in a copula ending, each put right: a letter typed alone (곳인가ㅛ → 곳인가, 개에ㅛ → 개에요), 요 typed 여
 * or 오 (개예여, 명이에오, 개월인가여), ㅖ typed ㅒ (어디얘요), 죠 typed 져 (언제져), 입니까 written as said
 * (얼마임니까), 였 typed 엿 (어디엿나요), 언제 typed 언재 and 몇 typed 멫, 예요 written 에요 after a vowel (개에요),
 * and 뭐 typed 모 before a copula (모예요, 모야). The word unchanged when it has none.
 */
function retype(word: string): string {
  const jamo = STRAY_JAMO.exec(word);
  let w = jamo === null ? word : jamo[1]! + (YO_VOWEL.includes(jamo[2]!) && /[에예]$/u.test(jamo[1]!) ? '요' : '');
  w = w
    .replace(/([예에가나까세지])[여오]$/u, '$1요')
    .replace(/얘요$/u, '예요')
    .replace(/져$/u, '죠')
    .replace(/임니(까|다)$/u, '입니$1')
    .replace(/엿(나요|지|어요|음|죠|니)$/u, '였$1')
    .replace(/^언재/u, '언제')
    .replace(/^멫/u, '몇');
  const vowelEnd = /([\uac00-\ud7a3])에요$/u.exec(w);
  if (vowelEnd !== null && (vowelEnd[1]!.charCodeAt(0) - HANGUL_BASE) % 28 === 0 && vowelEnd[1] !== '이') {
    w = `${w.slice(0, -2)}예요`;
  }
  return /^모(예요|에요|야|죠)$/u.test(w) ? `뭐${w.slice(1)}` : w;
}

/** The terms with each slip in an ending put right (retype) and keyed again as the tokenizer keys them; or null. */
function retyped(terms: readonly Term[]): Term[] | null {
  let changed = false;
  const out = terms.map((x) => {
    const as = written(x)!;
    const fixed = hangul(x) || STRAY_JAMO.test(as) ? retype(as) : as;
    if (fixed === as) return x;
    changed = true;
    const w = questionWords(fixed)[0];
    const t = w?.token ?? fixed;
    return { ...x, t, ending: w?.ending, stop: STOPWORDS.has(t), named: !STOPWORDS.has(t) };
  });
  return changed ? out : null;
}

/** The terms with 몇 written joined to its counter read apart ("몇개임" → 몇 개임); null when there is none. */
function howManyApart(terms: readonly Term[]): Term[] | null {
  const at = terms.findIndex((x) => hangul(x) && x.t.length > 1 && x.t.startsWith(HOW_MANY));
  if (at < 0) return null;
  const x = terms[at]!;
  const how: Term = { ...x, t: HOW_MANY, stop: STOPWORDS.has(HOW_MANY), ending: undefined };
  return [...terms.slice(0, at), how, { ...x, t: x.t.slice(HOW_MANY.length) }, ...terms.slice(at + 1)];
}

/**
 * Verbs of change or of deciding, as their words start: after the question word they ask when or how often
 * something changed or who set it ("팀장은 언제 교체되었습니까", "장소는 몇 번 바뀌었습니까", "개최일은 누가
 * 정합니까"), not what it is, so they are never read as asking. So is 동안: "며칠 동안" asks how long, not which day.
 */
const CHANGE_STEMS = `바뀌 바꾸 바꿨 바꿔 변경 교체 변동 이전 옮기 옮겨 옮겼 늘 줄 증가 감소 인상 인하 개편 개정 폐지 중단 취소
신설 확장 축소 조정 발표 승인 동안`;
const CHANGES = words(CHANGE_STEMS);
/**
 * Verbs of deciding, active: after a question word they ask who decided or when ("개최일은 누가 정합니까", "언제
 * 정했나요"). Not the passive 정해져 ("언제로 정해졌어요", "얼마로 정해져 있는지" ask what it was set to), and not
 * after a question word set with 로 where the tokenizer keeps the particle.
 */
const DECIDING = words('정하 정합 정했 결정했 결정하');
/**
 * "Which" and "what kind of": the noun after them says what is asked ("어느 대학 출신입니까" asks which university,
 * not who), unless it is one of these, which ask who, where, which one or how much, or a noun the question named
 * before ("휴무 요일은 무슨 요일이에요").
 */
const WHICH = ['어느', '무슨', '어떤'];
const WHICH_KINDS = ['분', '사람', '곳', '쪽', '데', '것', '거', '정도'];
/** A copula or honorific ending on one of WHICH_KINDS (어느 분이신지, 어느 곳인가요, 어느 거예요); not 분야 or 거래. */
const KIND_ENDING = /^(?:|[이인입신시세예에께].*)$/u;
const whichKind = (noun: string): boolean =>
  WHICH_KINDS.some((k) => noun.startsWith(k) && KIND_ENDING.test(noun.slice(k.length)));
/** Object particles: a noun after the question word with one is what a verb acts on ("언제부터 팀을 맡았습니까"). */
const OBJECT = ['을', '를'];

/**
 * Whether the words after the one at `at` ask of an event or another thing rather than of the thing: a noun
 * after "which" (WHICH) that says what else is asked, a verb of change (CHANGE_STEMS), one of deciding
 * (DECIDING), a noun with an object particle (a verb acts on it; not the counter after 몇), a question word asked
 * "since" (언제부터), a counter with 째 (몇 년째), or a noun of two syllables or more made a verb in the past that
 * the question has not named before ("코치는 언제 부임했습니까": when the coach took up the post, not who the coach
 * is). "언제로 잡혔어", "몇 개 운영하나요" and "몇 명을 뽑나요" still ask what the question word asks.
 */
function asksAChange(terms: readonly Term[], at: number): boolean {
  if (written(terms[at])?.endsWith(SINCE) === true) return true;
  const setTo = (i: number) => terms.slice(at, i).some((y) => written(y)!.endsWith(SET_TO));
  const counter = terms[at]?.t === HOW_MANY ? at + 1 : -1;
  // "몇 년째 근무 중입니까": a counter with 째 before more words counts how long something has gone on.
  if (counter > 0 && written(terms[counter])?.endsWith(ONGOING) === true && terms.length > counter + 1) return true;
  if (WHICH.includes(terms[at]?.t ?? '')) {
    const kind = terms[at + 1];
    const noun = kind === undefined ? '' : counterOrNoun(kind, false);
    const named = terms.slice(0, at).some((y) => y.t.includes(noun));
    if (hangul(kind) && !askingAt(terms, at + 1) && !whichKind(noun) && !named) return true;
  }
  return terms.some((x, i) => {
    if (i <= at || !hangul(x)) return false;
    const word = written(x)!;
    if (CHANGES.some((c) => word.startsWith(c))) return true;
    if (DECIDING.some((c) => word.startsWith(c)) && !setTo(i)) return true;
    if (i !== counter && OBJECT.includes(x.ending ?? '')) return true;
    const event = PAST_EVENT.exec(word);
    return event !== null && !terms.slice(0, at).some((y) => y.t.includes(event[1]!));
  });
}
const SINCE = '부터';
const ONGOING = '째';
const SET_TO = '로';
/** A noun of two syllables or more with 했, 하였, 하셨, 되었, 됐 or 되셨 after it: a past event. */
const PAST_EVENT = /^([\uac00-\ud7a3]{2,}?)(?:했|하였|하셨|되었|됐|되셨)/u;

/** Whether every Hangul word from `from` on only asks (a stop word, or an asking word), and there is one. */
function onlyAsking(terms: readonly Term[], from: number): boolean {
  const rest = terms.map((_, i) => i).filter((i) => i >= from && HANGUL_WORD.test(terms[i]!.t));
  return rest.length > 0 && rest.every((i) => terms[i]!.stop || askingAt(terms, i));
}

/** A reading with every Hangul word after the question word at `at` read as asking. */
function upToQuestion(reading: Reading, at: number): Reading {
  const terms = reading.terms.map((x, i) => (i > at && hangul(x) ? { ...x, stop: true, named: false } : x));
  const dropped = reading.terms.find((x, i) => i > at && hangul(x));
  return { terms, change: reading.change ?? (dropped ? { kind: 'extra_word', word: dropped.t } : null) };
}

/** Particles that do not stand between two nouns of one phrase: before another noun they end a name (박리가). */
const NAME_ENDINGS: ReadonlySet<string> = new Set(['가', '이', '은', '는', '도', '만', '과', '와']);

/**
 * The terms with the first Hangul word followed by another read with the one-syllable particle the tokenizer
 * took off put back: "박리가 소속 구단" names 박리가, whose last syllable is also a particle. Null when there is none.
 */
function withEnding(terms: readonly Term[]): Term[] | null {
  // Before another Hangul word, asking ones included ("연도 좀 알려주라" keys 연도 as 연).
  const at = terms.findIndex(
    (x, i) =>
      hangul(x) && x.ending !== undefined && NAME_ENDINGS.has(x.ending) && HANGUL_WORD.test(terms[i + 1]?.t ?? ''),
  );
  return at < 0 ? null : endingPutBack(terms, at);
}

/**
 * The terms with the noun right before the first asking word read with the particle the tokenizer took off put
 * back: a casual question drops the particle there, so a noun ending in one's syllable stands bare ("응원가
 * 작곡가 누구임", where the taught "작곡가는" keeps 작곡가 whole). Null when that word has no such syllable.
 */
function endingBeforeQuestion(terms: readonly Term[]): Term[] | null {
  const question = terms.findIndex((x, i) => HANGUL_WORD.test(x.t) && askingAt(terms, i));
  const at = question - 1;
  const x = terms[at];
  if (!hangul(x) || x.ending === undefined || !NAME_ENDINGS.has(x.ending)) return null;
  return endingPutBack(terms, at);
}

/** The terms with the word at `at` keyed with the particle the tokenizer took off it. */
function endingPutBack(terms: readonly Term[], at: number): Term[] {
  const x = terms[at]!;
  return terms.map((y, i) => (i === at ? { ...y, t: x.t + (x.ending ?? ''), ending: undefined } : y));
}

/**
 * The plain reading, with the asking word at `amountAt` (if any) read as `asWord` or its kept stem (keptStem), and
 * nouns without their extra endings unless `asWritten`.
 */
function plainTerms(terms: readonly Term[], amountAt: number, asWord?: string, asWritten = false): Reading {
  let change: SingleChange | null = null;
  const out = terms.map((x, i): Term => {
    if (i === amountAt) {
      const as = asWord ?? keptStem(x.t);
      if (x.t !== as) change ??= { kind: 'synonym', word: x.t, as };
      return { ...x, t: as, stop: false, named: true };
    }
    if (!hangul(x)) return x;
    if (askingAt(terms, i)) {
      change ??= { kind: 'extra_word', word: x.t };
      return { ...x, stop: true, named: false };
    }
    const bare = asWritten ? x.t : counterOrNoun(x, terms[i - 1]?.t === HOW_MANY);
    if (bare === x.t) return x;
    change ??= { kind: 'synonym', word: x.t, as: bare };
    return { ...x, t: bare };
  });
  return { terms: out, change };
}

/**
 * Syllables a word needs before it is split with a one-syllable middle: shorter ones (문비밀번호) are far likelier
 * split after a one-syllable first noun (문 비밀번호), which comes after.
 */
const LONG_MIDDLE = 6;
/**
 * Determiners of one syllable, written joined between two nouns at any length ("프로첫홈런" → 프로 첫 홈런, "시즌첫골"):
 * a word of their own, so a compound of five syllables is also split around one.
 */
const DETERMINERS = ['첫', '새', '옛', '헌'];
/** Native numbers before a counter (한 끼, 두 잔, 세 명, 네 개). */
const NATIVE_NUMBERS = ['한', '두', '세', '네'];
/** Counters of one syllable that make no other word with a native number joined before them (unlike 세대, 한번). */
const ONE_SYLLABLE_COUNTERS = ['끼', '잔', '명', '개', '병', '권', '벌', '살', '채'];
/** Whether a word of two syllables is a native number joined to its counter ("한끼" → 한 끼). */
function joinedCount(word: string): boolean {
  return word.length === 2 && NATIVE_NUMBERS.includes(word[0]!) && ONE_SYLLABLE_COUNTERS.includes(word[1]!);
}
/** Which part of a split may be a one-syllable noun: the last ('end'), the first, or the middle of three. */
type OneSyllable = 'end' | 'first' | 'middle';

/**
 * Where a Hangul word may be split: in two with at least two syllables a side, or with one
 * syllable at either end (직원수 → 직원 수, 군입대 → 군 입대), and in three of at least two each (최소주문금액 →
 * 최소 주문 금액), the last, the first or the middle of which may be one syllable (통산홈런수, 군입대날짜,
 * 배달앱입점일).
 */
function splits(word: string, part: OneSyllable): number[][] {
  const n = word.length;
  const out: number[][] = [];
  if (part === 'middle') {
    // Three parts, the middle one of one syllable (배달앱입점일 → 배달 앱 입점일), in a shorter word only a determiner.
    for (let a = MIN_PART; a + 1 <= n - MIN_PART; a++) {
      if (n >= LONG_MIDDLE || DETERMINERS.includes(word[a]!)) out.push([a, a + 1]);
    }
    return out;
  }
  if (part === 'first') {
    // A one-syllable noun at the start (군입대 → 군 입대, 군입대날짜 → 군 입대 날짜): a prefix split off so stays a
    // word of the question (옛본사 → 옛 본사), so the reading still differs from a phrasing taught without it.
    if (n - 1 >= MIN_PART || joinedCount(word)) out.push([1]);
    for (let b = 1 + MIN_PART; b <= n - MIN_PART; b++) out.push([1, b]);
    return out;
  }
  for (let cut = MIN_PART; cut <= n - MIN_PART; cut++) out.push([cut]);
  if (n - 1 >= MIN_PART) out.push([n - 1]);
  for (let a = MIN_PART; a <= n - 2 * MIN_PART; a++) {
    for (let b = a + MIN_PART; b <= n - MIN_PART; b++) out.push([a, b]);
  }
  // Three parts, the last a one-syllable noun (통산홈런수 → 통산 홈런 수).
  for (let a = MIN_PART; a <= n - 1 - MIN_PART; a++) out.push([a, n - 1]);
  return out;
}

/** Readings with one compound spaced the other way: two or three adjacent Hangul words joined, or one split. */
function* respaced(terms: readonly Term[]): Generator<{ terms: Term[]; change: SingleChange }> {
  for (let i = 0; i + 1 < terms.length; i++) {
    const a = terms[i]!;
    const b = terms[i + 1];
    if (!hangul(a) || !hangul(b)) continue;
    // With the ending the tokenizer took off the first word, when there was one: "시가 총액" → 시가총액, not 시총액.
    for (const t of a.ending === undefined ? [a.t + b.t] : [a.t + b.t, a.t + a.ending + b.t]) {
      const joined = { ...a, t, ending: b.ending };
      const change: SingleChange = { kind: 'compound', words: [a.t, b.t], as: [t] };
      yield { terms: [...terms.slice(0, i), joined, ...terms.slice(i + 2)], change };
    }
  }
  // Three words of one compound, spaced apart ("사업자 등록 번호" → 사업자등록번호).
  for (let i = 0; i + 2 < terms.length; i++) {
    const run = terms.slice(i, i + 3);
    if (!run.every(hangul)) continue;
    const t = run.map((x) => x.t).join('');
    const joined = { ...run[0]!, t, ending: run[2]!.ending };
    const change: SingleChange = { kind: 'compound', words: run.map((x) => x.t), as: [t] };
    yield { terms: [...terms.slice(0, i), joined, ...terms.slice(i + 3)], change };
  }
  // The name a question opens with is as likely a word of four syllables (한빛식품): also read whole.
  const first = terms.findIndex(hangul);
  for (const keep of [first, -1]) yield* pairsApart(terms, keep);
  // Splits with a one-syllable first part come after every other, so they never crowd those out; one with a
  // one-syllable middle part comes last.
  for (const part of ['end', 'middle', 'first'] as const) {
    for (let i = 0; i < terms.length; i++) if (hangul(terms[i])) yield* splitsOf(terms, i, part);
    if (part === 'middle') yield* movedSpaces(terms);
  }
}

/**
 * Every Hangul word of four syllables or more split into nouns of two syllables, one of three when the count is
 * odd, when that splits more than one word or one in three or more ("자선경기 개최장소" → 자선 경기 개최 장소,
 * "자선경기개최장소", "사회공헌 재단이사장" → 사회 공헌 재단 이사장, "정기공채서류마감일" → 정기 공채 서류 마감일,
 * "연말성과급지급비율" → 연말 성과급 지급 비율); the word at `keep` stays whole. One reading per place of the
 * three-syllable noun, the last first (마감일, 이사장, 테라스 close a compound more often than they open it). Each
 * split alone is read already.
 */
function* pairsApart(terms: readonly Term[], keep: number): Generator<{ terms: Term[]; change: SingleChange }> {
  const long = (x: Term) => hangul(x) && x.t.length >= 2 * MIN_PART && x !== terms[keep];
  const split = terms.filter(long);
  if (split.length === 0 || (split.length === 1 && split[0]!.t.length < 6)) return;
  // How many places the noun of three may take: as many as the longest odd word has parts.
  const places = Math.max(1, ...split.filter((x) => x.t.length % 2 === 1).map((x) => (x.t.length - 1) / 2));
  for (let fromEnd = 0; fromEnd < places; fromEnd++) {
    const as: string[] = [];
    const out = terms.flatMap((x) => {
      if (!long(x)) return [x];
      const parts = nounsOf(x.t, fromEnd);
      return parts.map((t, k) => {
        // Keyed as the tokenizer keys each part alone; the last keeps the whole word's ending (splitsOf).
        const last = k === parts.length - 1;
        const keyed = last ? t : (questionWords(t)[0]?.token ?? t);
        as.push(keyed);
        return { ...x, t: keyed, stop: STOPWORDS.has(keyed), ...(last ? {} : { ending: undefined }) };
      });
    });
    yield { terms: out, change: { kind: 'compound', words: split.map((x) => x.t), as } };
  }
}

/**
 * A word in nouns of two syllables; when the count is odd, the one `fromEnd` places before the last (or the first,
 * when it has fewer) of three.
 */
function nounsOf(word: string, fromEnd: number): string[] {
  const pairs = word.length % 2 === 0 ? word.length / 2 : (word.length - 1) / 2;
  const three = word.length % 2 === 0 ? -1 : Math.max(0, pairs - 1 - fromEnd);
  const out: string[] = [];
  for (let k = 0, at = 0; k < pairs; k++) {
    const n = k === three ? 3 : 2;
    out.push(word.slice(at, at + n));
    at += n;
  }
  return out;
}

/**
 * Two adjacent Hangul words with the space between them moved, two syllables or more left on each side: "전지
 * 훈련출발일" → 전지훈련 출발일.
 */
function* movedSpaces(terms: readonly Term[]): Generator<{ terms: Term[]; change: SingleChange }> {
  for (let i = 0; i + 1 < terms.length; i++) {
    const a = terms[i]!;
    const b = terms[i + 1];
    if (!hangul(a) || !hangul(b) || a.ending !== undefined) continue;
    const whole = a.t + b.t;
    for (let cut = MIN_PART; cut <= whole.length - MIN_PART; cut++) {
      if (cut === a.t.length) continue;
      const parts = [whole.slice(0, cut), whole.slice(cut)];
      const change: SingleChange = { kind: 'compound', words: [a.t, b.t], as: parts };
      yield {
        terms: [...terms.slice(0, i), { ...a, t: parts[0]! }, { ...b, t: parts[1]! }, ...terms.slice(i + 2)],
        change,
      };
    }
  }
}

/**
 * Words that say a time without a figure (today, tomorrow, this year, every…, the seasons, morning…), each as a
 * word starts: what a time question may be answered with (features/answer-kind.ts), and what keeps an opening
 * clause from being read past (openingClause).
 */
export const KOREAN_TIME =
  `오늘 내일 어제 모레 올해 내년 작년 매년 매월 매달 매주 매일 봄 여름 가을 겨울 상반기 하반기 연초 연말 월초
월말 주말 평일 오전 오후 새벽 저녁 연중 월요일 화요일 수요일 목요일 금요일 토요일 일요일`.split(/\s+/);

/**
 * Where a clause that opens the question with why or how one asks ends: "입사 예정인데 …" (I start there soon, so),
 * "배고파서 그러는데 …", "기사 보다가 궁금해서요 …". It closes on a word in -데 or -데요 (-는데, -인데, -던데) or in
 * -서요, or on a sentence that says one asks (여쭤봐요), within the question's first five words, with two words or
 * more after it that do not only ask. Such a clause can also set a condition that changes what is asked ("주말에
 * 가는데 …": on a weekend), so none is read past that holds a word of time, a figure, a particle of time or place
 * (에, 때; 에서 but where one saw or heard of it: SOURCE), a condition (-면), or a question word (but in a reason:
 * 궁금해서요, 궁금해졌는데). Returns the index after the clause, or `from` when there is none.
 */
function openingClause(terms: readonly Term[], from: number): number {
  let source = false;
  let perceived = false;
  for (let i = from; i < Math.min(terms.length, from + CLAUSE_WORDS); i++) {
    const x = terms[i]!;
    if (x.stop) continue;
    const w = written(x)!;
    const time = KOREAN_TIME.some((t) => x.t.startsWith(t));
    source ||= SOURCE.test(w);
    perceived ||= PERCEIVING.some((v) => w.startsWith(v));
    const condition = CONDITION.test(w) && !SOURCE.test(w);
    if (!hangul(x) || condition || time || (askingAt(terms, i) && !REASON.test(w) && !ASKS.test(w))) break;
    if (w.length < 3 || !(CLAUSE_END.test(w) || ASKS.test(w))) continue;
    const rest = terms.slice(i + 1).filter((y, k) => !y.stop && !askingAt(terms, i + 1 + k));
    return rest.length >= 2 && (!source || perceived) ? i + 1 : from;
  }
  return from;
}
const CLAUSE_WORDS = 5;
const CLAUSE_END = /(?:데|데요|서요)$/u;
/**
 * A clause of reason, which may say that one wonders without asking anything: 궁금해서요 (because I wonder),
 * 궁금해졌는데 (I got curious, so).
 */
const REASON = /(?:서요|^궁금\S*데)$/u;
/** A sentence closing a clause of why one asks that says only that one asks: "이직 고민 중이라 여쭤봐요." */
const ASKS = /^(?:(?:여쭤|여쭈어|물어)(?:봐요|봅니다)|여쭙니다|질문(?:드려요|드립니다))$/u;
/** A particle of time or place, or a condition, closing a word: 주말에, 매장에서, 갈 때, 비 오면. */
const CONDITION = /(?:에|에서|에는|때|면)$/u;
/**
 * 에서 closing a word: where one saw, heard or read what one asks about ("뉴스에서 봤는데 …", "인터뷰에서 말했던 것
 * 같은데 …") or where a condition holds ("매장에서 먹는데 …": eating in). Read past only with a verb of PERCEIVING.
 */
const SOURCE = /에서$/u;
/** Verbs of seeing, hearing, reading or being told, as written in a clause (봤는데, 들었는데, 말했던, 나왔던데). */
const PERCEIVING = words('봤 보다가 보니 들었 들은 듣다가 읽었 읽다가 말했 나왔 나온 떴');

/**
 * Words that open a question and ask nothing, read past at its start: interjections and greetings ("저기 …", "음
 * …", "아 맞다 …", "근데 …", "안녕하세요 …").
 */
const OPENERS = new Set(words('저기 저기요 음 아 어 근데 그런데 안녕하세요 맞다 참 아참'));
/** Words of address after a name ("이해결 선수 …", "김하늘 씨 …"), read past right after the question's first noun. */
const TITLES = new Set(['선수', '씨', '님']);

/** `terms` with its openers, an opening clause and a title after its first noun read as function words. */
function readPast(terms: readonly Term[]): Reading {
  const out = [...terms];
  let change: SingleChange | null = null;
  const past = (i: number): void => {
    change ??= { kind: 'extra_word', word: out[i]!.t };
    out[i] = { ...out[i]!, stop: true, named: false };
  };
  let i = 0;
  while (i < out.length - 1 && hangul(out[i]) && (OPENERS.has(out[i]!.t) || OPENERS.has(written(out[i])!))) past(i++);
  for (const end = openingClause(out, i); i < end;) past(i++);
  const first = out.findIndex((x, k) => hangul(x) && !askingAt(out, k));
  const title = out[first + 1];
  if (first >= 0 && hangul(title) && (TITLES.has(title.t) || TITLES.has(written(title)!))) past(first + 1);
  return { terms: out, change };
}

/** The readings of `terms` with the Hangul word at `i` split (see splits). */
function* splitsOf(
  terms: readonly Term[],
  i: number,
  part: OneSyllable,
): Generator<{ terms: Term[]; change: SingleChange }> {
  const x = terms[i]!;
  for (const cuts of splits(x.t, part)) {
    const bounds = [0, ...cuts, x.t.length];
    // Each part is keyed as the tokenizer keys it written alone: a stop word stays one (직원수 → 직원 + 수, as
    // "직원 수" is keyed), and a part ending in a particle's syllable loses it as it would there (연차휴가일수 →
    // 연차 휴 일수, as "연차 휴가 일수" is keyed). The last part is left as the whole word was.
    const parts = cuts.concat(x.t.length).map((end, k) => {
      const written = x.t.slice(bounds[k], end);
      const t = end === x.t.length ? written : (questionWords(written)[0]?.token ?? written);
      return { ...x, t, stop: STOPWORDS.has(t) };
    });
    const change: SingleChange = { kind: 'compound', words: [x.t], as: parts.map((p) => p.t) };
    yield { terms: [...terms.slice(0, i), ...parts, ...terms.slice(i + 1)], change };
  }
}

/**
 * The terms with every Hangul word after the name that does not only ask written as one word, in order ("옷수선
 * 소요기간" and "옷 수선 소요 기간" are both 옷수선소요기간): teach stores this reading of a Korean phrasing too
 * (features/paraphrase.ts), and a question is also read so, which meets a phrasing spaced another way in several
 * places at once. With `lastWritten`, the last of them keeps a syllable the tokenizer took off as a particle: a
 * casual question drops the particle there, so a noun ending in one stands bare ("사용한도 얼마임", where the taught
 * "사용 한도는" keeps 한도). Null when fewer than two such words follow the name, or with `lastWritten` when the last
 * has no such syllable.
 */
export function koreanJoined(
  terms: readonly Term[],
  lastWritten = false,
): { terms: Term[]; change: SingleChange } | null {
  const name = terms.findIndex(hangul);
  const joined = terms.map((_, i) => i).filter((i) => i > name && hangul(terms[i]) && !askingAt(terms, i));
  if (name < 0 || joined.length < 2) return null;
  const at = joined[0]!;
  const last = joined[joined.length - 1]!;
  if (lastWritten && terms[last]!.ending?.length !== 1) return null;
  const t = joined.map((i) => (lastWritten && i === last ? written(terms[i])! : terms[i]!.t)).join('');
  const out = terms.flatMap((x, i) => (i === at ? [{ ...x, t, ending: undefined }] : joined.includes(i) ? [] : [x]));
  return { terms: out, change: { kind: 'compound', words: joined.map((i) => terms[i]!.t), as: [t] } };
}

/**
 * The Korean readings of a question's terms, each of full strength: the question with its asking words and
 * extra endings read off (when it has any), then each respacing of one compound on top of that (reported as
 * two changes when both were made).
 */
export function* koreanProbes(terms: readonly Term[], key: (ts: readonly Term[]) => QuestionKey): Generator<Probe> {
  if (!terms.some(hangul)) return;
  const opened = readPast(terms);
  for (const plain of plainReadings(opened.terms)) {
    plain.change ??= opened.change;
    if (plain.change !== null) yield { key: key(plain.terms), change: plain.change, strength: 1 };
    for (const lastWritten of [false, true]) {
      const joined = koreanJoined(plain.terms, lastWritten);
      if (joined === null) continue;
      const change: Change =
        plain.change === null ? joined.change : { kind: 'two_changes', changes: [plain.change, joined.change] };
      yield { key: key(joined.terms), change, strength: 1 };
    }
    let tried = 0;
    for (const r of respaced(plain.terms)) {
      if (tried++ >= MAX_KOREAN_PROBES) break;
      const change: Change =
        plain.change === null ? r.change : { kind: 'two_changes', changes: [plain.change, r.change] };
      yield { key: key(r.terms), change, strength: 1 };
    }
  }
}
