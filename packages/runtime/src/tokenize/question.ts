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

/** Longest first, so "에서" wins over "에". Particles and polite copula endings seen in short questions. */
const HANGUL_ENDINGS = [
  '입니까',
  '인가요',
  '이에요',
  '입니다',
  '에서는',
  '으로는',
  '에게서',
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '처럼',
  '보다',
  '예요',
  '이야',
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
];

function stripHangul(word: string): string {
  for (const end of HANGUL_ENDINGS) {
    if (word.length > end.length && word.endsWith(end)) return word.slice(0, -end.length);
  }
  return word;
}

function splitRun(run: string, out: string[]): void {
  if (LONG_HEX.test(run) || run.length >= OPAQUE_RUN) {
    out.push(run);
    return;
  }
  let seg = '';
  let segScript: Script | null = null;
  const flush = (): void => {
    if (seg.length === 0 || segScript === null) return;
    if (segScript === 'hangul') out.push(stripHangul(seg));
    else if (segScript === 'han' || segScript === 'hiragana') for (const ch of seg) out.push(ch);
    else out.push(seg);
    seg = '';
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

/** Tokens of a question, in order, duplicates kept. */
export function questionTokens(text: string): string[] {
  const norm = text.normalize('NFKC').toLowerCase();
  const out: string[] = [];
  for (const m of norm.matchAll(RUN)) splitRun(m[0], out);
  return out;
}
