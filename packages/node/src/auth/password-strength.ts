import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http/errors.js';

/**
 * For a new password only: sign-in accepts any length, so a password chosen under an older, lower minimum
 * keeps working.
 */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * zxcvbn's score 3: at least 10^8 guesses by its model of a smart guesser (common passwords, words, names,
 * keyboard rows, dates, repeats, l33t). The node answers at most one password check a second from all
 * addresses together (login-throttle.ts), so that is over three years of guessing; length alone is not, as
 * `aaaaaaaaaaaa` (about 150 guesses) shows.
 */
export const MIN_PASSWORD_SCORE = 3;
/** The guess count zxcvbn's score 3 starts at, for the refusal's sentence. */
const MIN_GUESSES = 100_000_000;

/** A new operator password refused as too easy to guess; nothing was changed. 400 on the wire. */
export class WeakPasswordError extends HttpError {
  constructor(sentence: string) {
    super(400, `weak_password: ${sentence}`);
    this.name = 'WeakPasswordError';
  }
}

/** What a zxcvbn warning means, said as the reason a password is weak. */
const WHY: Record<string, string> = {
  straightRow: 'it is a straight row of keys',
  keyPattern: 'it is a short pattern of neighbouring keys',
  simpleRepeat: 'it repeats one character',
  extendedRepeat: 'it repeats a short group of characters',
  sequences: 'it is a run of letters or digits such as abcd or 1234',
  recentYears: 'it leans on a recent year',
  dates: 'it leans on a date',
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is a commonly used password with small changes',
  wordByItself: 'it is a single common word',
  namesByThemselves: 'it is a name or surname',
  commonNames: 'it is a common name or surname',
};
const PREDICTABLE = 'it is built from predictable parts';
const WHAT_WOULD_DO = 'three or four unrelated words, or a random password from a password manager, will do';

/** Built on first use: the dictionaries take ~25 ms and a few MB, which only setup and passwd need. */
let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string) =>
  (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs })).check(password);

/**
 * Why `password` is too weak to become the operator password, as a sentence that names the flaw and the fix,
 * or undefined when it will do. The sentence never repeats the password.
 */
export function weakPasswordReason(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `the operator password must be at least ${MIN_PASSWORD_LENGTH} characters; ${WHAT_WOULD_DO}`;
  }
  // Estimated on the form that is hashed (password.ts), so look-alike spellings count as what they become.
  const result = estimate(password.normalize('NFKC'));
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const why = (result.feedback.warning !== null ? WHY[result.feedback.warning] : undefined) ?? PREDICTABLE;
  const count = (n: number) => Math.max(1, Math.round(n)).toLocaleString('en-US');
  return (
    `this password is too easy to guess: ${why}, so about ${count(result.guesses)} guesses would find it, and ` +
    `the node asks for at least ${count(MIN_GUESSES)}; avoid common passwords, single words, names, dates, ` +
    `keyboard rows and repeats: ${WHAT_WOULD_DO}`
  );
}

/** Throws WeakPasswordError unless `password` may become the operator password. */
export function assertStrongPassword(password: string): void {
  const reason = weakPasswordReason(password);
  if (reason !== undefined) throw new WeakPasswordError(reason);
}
