/**
 * Answer tokens are what the model says, so they must spell the answer back exactly. An answer is split on
 * whitespace; a word longer than a lexicon row can spell is cut into pieces marked as glued to the previous one.
 */

/** Marks a piece that continues the previous token without a space. Never produced by normalised input. */
export const GLUE = '\u0001';

const encoder = new TextEncoder();

/** Collapses whitespace; the form in which answers are stored, compared and reported. */
export function normalizeAnswer(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Splits a normalised answer into output tokens whose UTF-8 spelling fits in `maxBytes`. */
export function answerTokens(answer: string, maxBytes: number): string[] {
  const out: string[] = [];
  for (const word of normalizeAnswer(answer).split(' ')) {
    if (word.length === 0) continue;
    let piece = '';
    let bytes = 0;
    let first = true;
    for (const ch of word) {
      const n = encoder.encode(ch).length;
      // The glue marker costs one byte of the spelling, so continuation pieces hold one byte less.
      const budget = first ? maxBytes : maxBytes - 1;
      if (bytes + n > budget) {
        out.push(first ? piece : GLUE + piece);
        first = false;
        piece = '';
        bytes = 0;
      }
      piece += ch;
      bytes += n;
    }
    out.push(first ? piece : GLUE + piece);
  }
  return out;
}

/** Inverse of answerTokens. */
export function joinAnswer(tokens: readonly string[]): string {
  let s = '';
  for (const t of tokens) {
    if (t.startsWith(GLUE)) s += t.slice(1);
    else s += s.length === 0 ? t : ` ${t}`;
  }
  return s;
}
