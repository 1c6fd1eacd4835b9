import { ANSWER_MAX, PROMPT_MAX } from '@ainize/core';
import { RuntimeError } from '../errors/runtime-error.js';
import { normalizeAnswer } from '../tokenize/answer.js';
import { questionTokens } from '../tokenize/question.js';

/** One thing to teach: a question, its answer, and optionally another phrasing used as an extra key. */
export interface Fact {
  prompt: string;
  answer: string;
  alt_prompt?: string;
}

/** The node's lesson limits, taken from core so the model and the dataset parser refuse the same rows. */
export const MAX_PROMPT_CHARS = PROMPT_MAX;
export const MAX_ANSWER_CHARS = ANSWER_MAX;

/** Why a prompt (or question) cannot be used, or null when it can. */
export function questionProblem(text: unknown, field: string): string | null {
  if (typeof text !== 'string') return `${field} must be a string`;
  if (text.trim().length === 0) return `${field} is empty`;
  if (text.length > MAX_PROMPT_CHARS) return `${field} is longer than ${MAX_PROMPT_CHARS} characters`;
  if (questionTokens(text).length === 0) return `${field} has no word to key on`;
  return null;
}

function checkQuestion(text: unknown, field: string, index: number): string {
  const problem = questionProblem(text, field);
  if (problem !== null) throw invalid(index, problem);
  return text as string;
}

/** Refuses the whole lesson on the first bad fact, before anything is computed. */
export function checkFacts(facts: unknown): Fact[] {
  if (!Array.isArray(facts)) throw new RuntimeError('invalid_fact', 'facts must be an array');
  if (facts.length === 0) throw new RuntimeError('invalid_fact', 'a lesson needs at least one fact');
  return facts.map((raw: unknown, i): Fact => {
    if (typeof raw !== 'object' || raw === null) throw invalid(i, 'a fact must be an object');
    const f = raw as Record<string, unknown>;
    const prompt = checkQuestion(f['prompt'], 'prompt', i);
    const answer = f['answer'];
    if (typeof answer !== 'string') throw invalid(i, 'answer must be a string');
    if (/[\r\n]/.test(answer)) throw invalid(i, 'answer must be a single line');
    const norm = normalizeAnswer(answer);
    if (norm.length === 0) throw invalid(i, 'answer is empty');
    if (answer.length > MAX_ANSWER_CHARS) throw invalid(i, `answer is longer than ${MAX_ANSWER_CHARS} characters`);
    const alt = f['alt_prompt'];
    if (alt === undefined || alt === null || alt === '') return { prompt, answer: norm };
    return { prompt, answer: norm, alt_prompt: checkQuestion(alt, 'alt_prompt', i) };
  });
}

function invalid(index: number, reason: string): RuntimeError {
  return new RuntimeError('invalid_fact', `fact ${index}: ${reason}`, { index });
}
