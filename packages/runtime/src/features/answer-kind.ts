import { ANSWER_KIND_WORDS, HOW_ATTRIBUTE, MEASURE_UNITS, TIME_NOUNS } from './question-forms.js';
import { KOREAN_TIME, koreanAnswerKind } from './korean.js';

/**
 * What kind of answer a question's question word asks for, and whether an answer can be one.
 *
 * A reading of a question under a change (features/paraphrase.ts) can meet a taught phrasing that asks another
 * thing about the same subject. In Korean the question word is a function word, so a question that differs
 * only after it reads as the taught one once the difference is read past: "팀장은 언제 교체되었습니까?" (when
 * was the team lead replaced?) without its verb is "팀장은 언제", which meets a taught "팀장은 누구입니까?" (who
 * is the team lead?). English keys "when" and "where" as nouns, but "who" is a function word there too ("Who
 * opened the X?" against a taught "When was the X opened?"). Only the answer shows the difference: a name is no
 * answer to "when", nor a date to "who". A reading under a change whose answer cannot be of the kind its
 * question asks is not taken; the next reading is tried. The question as asked is held to this only when its read
 * is weak (decode/answer-question.ts): a phrasing read clearly answers as it was taught.
 *
 * The test is deliberately one-sided, so it never costs a paraphrase whose answer is of an unusual shape more
 * than the reading: "when" and "how many" want a figure or a word of time or number, and "who" and "where" want
 * anything but a bare date, figure or measure ("7-Eleven" and "4th Estate" are names, "Gate 3" a place). Korean
 * 어디 is left alone: "2층" (the second floor) and "3번" (number 3) are places there.
 */
export type AnswerKind = 'time' | 'amount' | 'who' | 'place';

/** The kind of answer the first question word of `question` asks for; null when it says nothing of the kind. */
export function askedKind(question: string): AnswerKind | null {
  const words = question.toLowerCase().match(WORD) ?? [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    const kind = ANSWER_KIND_WORDS.get(w);
    if (kind !== undefined) return kind;
    if (w === 'how' && next !== undefined && HOW_ATTRIBUTE.has(next) && next !== OFTEN) return 'amount';
    if ((w === 'what' || w === 'which') && next !== undefined && TIME_NOUNS.has(next)) return 'time';
    const korean = koreanAnswerKind(w);
    if (korean !== null) return korean;
  }
  return null;
}

/** Whether `answer` can answer a question asking for `kind` (always, when the question says no kind). */
export function fitsKind(kind: AnswerKind | null, answer: string): boolean {
  if (kind === null) return true;
  const words = answer.toLowerCase().match(WORD) ?? [];
  const digits = DIGIT.test(answer);
  switch (kind) {
    case 'time':
      return digits || words.some((w) => TIME_WORDS.has(w) || KOREAN_TIME.some((t) => koreanWord(w, t)));
    case 'amount':
      return digits || words.some((w) => NUMBER_WORDS.has(w) || KOREAN_NUMBERS.some((t) => koreanWord(w, t)));
    case 'who':
    case 'place':
      return !(
        digits &&
        answer.split(/\s+/).every((w) => FIGURE.test(w) || TIME_WORDS.has(w.toLowerCase()) || isUnit(w.toLowerCase()))
      );
  }
}

/**
 * `fitsKind`, held tighter for a read that is not sure of itself: a reading under a change, or the question as asked
 * read under the paraphrase bar (decode/answer-question.ts). In a full table such a read of a never-taught
 * question says the words most taught answers share: a unit ("metres" closes many figures) or a month. So a unit
 * with no figure answers no question, and "who" also wants a word that is not lower-case Latin (a capital, a figure
 * or another script: "Ada Kell", "박서윤") and not a time word alone ("March").
 */
export function fitsKindWhenWeak(kind: AnswerKind | null, answer: string): boolean {
  if (!fitsKind(kind, answer)) return false;
  const words = answer.match(WORD) ?? [];
  if (words.every((w) => isUnit(w.toLowerCase()))) return false;
  return (
    kind !== 'who' || !(words.every((w) => LOWER_LATIN.test(w)) || words.every((w) => TIME_WORDS.has(w.toLowerCase())))
  );
}
/** A unit of measure, in the singular or the plural ("metres", "inches", "feet"). */
const isUnit = (w: string): boolean =>
  MEASURE_UNITS.has(w) ||
  (w.endsWith('s') && MEASURE_UNITS.has(w.slice(0, -1))) ||
  (w.endsWith('es') && MEASURE_UNITS.has(w.slice(0, -2)));
const LOWER_LATIN = /^[a-z]+$/;

const WORD = /[\p{L}\p{N}]+/gu;
/**
 * Whether Korean `word` is `entry`: as it starts for an entry of two syllables or more (다섯 개, 여름에), whole for
 * one of a single syllable, which starts too many names (한지민, 두나) to be read as a prefix.
 */
const koreanWord = (word: string, entry: string): boolean =>
  entry.length > 1 ? word.startsWith(entry) : word === entry;
const DIGIT = /\p{Nd}/u;
/** "How often" asks a frequency, which is said in words as often as in figures ("weekly", "every spring"). */
const OFTEN = 'often';
/**
 * A word that is a figure: digits with separators, an optional sign or currency before, and after them at most an
 * ordinal, a lower-case unit of one or two letters, a per cent sign, or a Korean counter of time, money or count
 * ("1,200원", "3월", "16일", "£5.50", "1990s", "12th", "5km"). "3M" and "7-Eleven" are not figures.
 */
const FIGURE =
  /^[\p{Sc}+~-]?\p{Nd}[\p{Nd}.,:/\-–]*(?:st|nd|rd|th|s|%|[a-z]{1,2}|[년월일원명개시분초회번위세평주달차])?[.,;]?$/u;

/** Words that say a time without a figure. */
const TIME_WORDS: ReadonlySet<string> = new Set(
  `january february march april may june july august september october november december jan feb mar apr jun jul
aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
thursdays fridays saturdays sundays spring summer autumn fall winter century centuries decade decades year years
month months week weeks day days ago today tonight tomorrow yesterday now never daily weekly monthly yearly
annually morning mornings afternoon evening evenings night nights noon midnight dawn dusk christmas easter weekend
weekends`.split(/\s+/),
);
/** Words that say a number or an amount without a figure ("twelve", "a dozen", "free", "none", "unlimited"). */
const NUMBER_WORDS: ReadonlySet<string> = new Set(
  `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred hundreds thousand thousands million
millions billion billions dozen dozens once twice thrice half none no free nothing single double several few
unlimited`.split(/\s+/),
);
/**
 * Korean numerals and amounts in words (하나, 두 명, 열 개, 백, 무료, 없음, 무제한, 받지 않음: none taken); see
 * koreanWord.
 */
const KOREAN_NUMBERS =
  `하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉 열 스물 서른 마흔 쉰 한 두 세 네 백 천 만 억 무료 없음 없어요 없습니다 무제한 않음`.split(
    /\s+/,
  );
