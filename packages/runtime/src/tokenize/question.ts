/**
 * Question tokenizer. One job: turn any prompt into a short list of comparable word tokens.
 *
 * - Latin (and other alphabetic scripts): maximal letter runs, lower-cased after NFKC.
 * - Hangul: one token per space-separated word with a trailing particle or copula ending stripped, so
 *   "대한민국의" and "대한민국은" both key on "대한민국".
 * - Han and hiragana: one token per character (no spaces to split on; pairs of characters are recovered by the
 *   pair features). Katakana runs stay whole (they spell loanwords).
 * - Digits: one token per run.
 * - A long opaque run (hex ids, hashes, base64) is ONE token whatever its length. Splitting it per character
 *   would make one fact touch hundreds of rows, the hazard that once shut a publish gate at locality 3/10.
 */

const RUN = /[\p{L}\p{M}\p{N}]+/gu;
const LONG_HEX = /^(?:0x)?[0-9a-f]{16,}$/;
/** A run this long is an identifier, not a word: keep it as one token. */
const OPAQUE_RUN = 24;

type Script = 'digit' | 'hangul' | 'han' | 'hiragana' | 'katakana' | 'letter';

function scriptOf(ch: string): Script {
  const c = ch.codePointAt(0) ?? 0;
  if (c >= 0x30 && c <= 0x39) return 'digit';
  if ((c >= 0xac00 && c <= 0xd7a3) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f)) return 'hangul';
  if ((c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0xf900 && c <= 0xfaff)) return 'han';
  if (c >= 0x3040 && c <= 0x309f) return 'hiragana';
  if (c >= 0x30a0 && c <= 0x30ff) return 'katakana';
  if (/\p{N}/u.test(ch)) return 'digit';
  return 'letter';
}

/**
 * Particles and copula endings seen in short questions, tried longest first, so "에서는" wins over "는". A
 * question may put any of them on a word (대한민국의 / 대한민국은 / 대한민국에서는 / 대한민국이라는) and
 * still ask the same thing, so all of them key on the bare noun.
 */
const HANGUL_ENDINGS = [
  // copula and question endings on a noun
  '입니까',
  '인가요',
  '이에요',
  '입니다',
  '이라는',
  '이라고',
  '인지',
  '이야',
  '예요',
  '라는',
  '라고',
  // case and topic particles, alone and stacked
  '에게서는',
  '에서는',
  '에서의',
  '에서도',
  '에게서',
  '에게는',
  '으로는',
  '으로도',
  '으로서',
  '으로써',
  '한테서',
  '에서',
  '에게',
  '에는',
  '에도',
  '으로',
  '로서',
  '로써',
  '로는',
  '로도',
  '한테',
  '께서',
  '까지',
  '부터',
  '처럼',
  '보다',
  '이랑',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
].sort((a, b) => b.length - a.length);

const HANGUL_ENDING_SET: ReadonlySet<string> = new Set(HANGUL_ENDINGS);

/** A Hangul word's token: the word without its trailing particle or copula ending, and that ending. */
function stripHangul(word: string): QuestionWordPart {
  for (const end of HANGUL_ENDINGS) {
    if (word.length > end.length && word.endsWith(end)) return { token: word.slice(0, -end.length), ending: end };
  }
  return { token: word };
}

interface QuestionWordPart {
  token: string;
  ending?: string;
}

function splitRun(run: string, out: QuestionWordPart[]): void {
  if (LONG_HEX.test(run) || run.length >= OPAQUE_RUN) {
    out.push({ token: run });
    return;
  }
  let seg = '';
  let segScript: Script | null = null;
  let first = true;
  const flush = (): void => {
    if (seg.length === 0 || segScript === null) return;
    // A particle written straight after a Latin or digit name ("France의", "ISO의") belongs to that name.
    if (segScript === 'hangul' && !first && HANGUL_ENDING_SET.has(seg)) seg = '';
    else if (segScript === 'hangul') out.push(stripHangul(seg));
    else if (segScript === 'han' || segScript === 'hiragana') for (const ch of seg) out.push({ token: ch });
    else out.push({ token: seg });
    seg = '';
    first = false;
  };
  for (const ch of run) {
    const s = scriptOf(ch);
    // Combining marks belong to the letter before them.
    if (s !== segScript && !(segScript !== null && /\p{M}/u.test(ch))) {
      flush();
      segScript = s;
    }
    seg += ch;
  }
  flush();
}

/** A question token and whether it was written with a capital letter (a hint that it is part of a name). */
export interface QuestionWord {
  token: string;
  cased: boolean;
  /**
   * The particle or copula ending taken off a Hangul word ("시가" → 시 + 가): a compound spaced at a syllable
   * that is also a particle ("시가 총액") is joined back with it (features/korean.ts).
   */
  ending?: string;
  /** Joined to the next word by a hyphen ("wind-ruffled", "crystal-clear"): one compound word written in parts. */
  hyphen?: true;
  /** Written in capitals, two to five letters ("CFO", "GDP"): it may stand for a phrase. */
  initialism?: true;
}

/** A run written as an initialism. */
const INITIALISM = /^\p{Lu}{2,5}$/u;

/** A hyphen between two words: the ASCII one and Unicode's hyphens (NFKC keeps them apart). */
const HYPHEN = /^[-\u2010\u2011]\p{L}/u;

/** Tokens of a question with their case, in order, duplicates kept. */
export function questionWords(text: string): QuestionWord[] {
  const out: QuestionWord[] = [];
  const toks: QuestionWordPart[] = [];
  const normal = text.normalize('NFKC');
  for (const m of normal.matchAll(RUN)) {
    const lower = m[0].toLowerCase();
    toks.length = 0;
    splitRun(lower, toks);
    // Lower-casing keeps letters letters, so the run splits the same way; a run with a capital marks its tokens.
    const cased = lower !== m[0];
    for (const part of toks) out.push({ ...part, cased });
    const last = toks.length > 0 ? out[out.length - 1] : undefined;
    if (last !== undefined && toks.length === 1 && INITIALISM.test(m[0])) last.initialism = true;
    if (last !== undefined && HYPHEN.test(normal.slice(m.index + m[0].length, m.index + m[0].length + 2))) {
      last.hyphen = true;
    }
  }
  return out;
}

/** Tokens of a question, in order, duplicates kept. */
export function questionTokens(text: string): string[] {
  return questionWords(text).map((w) => w.token);
}
