/**
 * Text normalisation a training row goes through before it is hashed. The node's dataset parser and any client
 * that predicts the node's dataset hash must apply exactly these steps, or "the same rows" land as two datasets.
 */

export const PROMPT_MAX = 400;
export const ANSWER_MAX = 200;
export const NOTE_MAX = 500;

/** A training row as uploaded. Optional fields that are empty after normalisation are dropped. */
export interface TrainingRow {
  prompt: string;
  answer: string;
  alt_prompt?: string;
  note?: string;
  /** `<patch>#<row>` a forked row came from. */
  from?: string;
  /** `<patch>#<row>` this row corrects. */
  replaces?: string;
}

export type RowFix =
  'whitespace_collapsed' | 'answer_flattened' | 'controls_stripped' | 'qa_prefix_stripped' | 'note_truncated';

export type RowProblem = 'empty' | 'too_long';

export interface NormalizedRow {
  row: TrainingRow;
  fixes: RowFix[];
  /** Set when the row cannot be trained: what is wrong with it, and which field. */
  problem?: { kind: RowProblem; field: 'prompt' | 'answer' | 'alt_prompt'; detail: string };
}

/** `<patch id>#<row index>`, the only shape `from` / `replaces` may take. */
export const ROW_REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,119}#(0|[1-9][0-9]{0,8})$/;

// C0/C1 controls except the whitespace ones (those are collapsed instead), bidi overrides and isolates,
// zero-width characters and the BOM. Each can make two visually identical questions hash differently.
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const WHITESPACE_RUN = /\s+/g;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const Q_PREFIX = /^Q\s*[:：]\s*/i;
const A_PREFIX = /^A\s*[:：]\s*/i;

interface Cleaned {
  text: string;
  stripped: boolean;
  collapsed: boolean;
}

function clean(raw: string): Cleaned {
  const nfc = raw.normalize('NFC');
  const visible = nfc.replace(INVISIBLE, '');
  const collapsed = visible.replace(WHITESPACE_RUN, ' ').trim();
  return { text: collapsed, stripped: visible !== nfc, collapsed: collapsed !== visible };
}

/**
 * The identity of a question for duplicate and conflict detection: NFC, invisible characters removed,
 * whitespace collapsed. Case-sensitive on purpose — "US" and "us" are different questions.
 */
export function questionKey(prompt: string): string {
  return clean(prompt).text;
}

/** Normalises one row and reports every change made to it, plus whether it can be trained at all. */
export function normalizeRow(input: TrainingRow): NormalizedRow {
  const fixes = new Set<RowFix>();
  const note = (c: Cleaned) => {
    if (c.stripped) fixes.add('controls_stripped');
    if (c.collapsed) fixes.add('whitespace_collapsed');
    return c.text;
  };

  let prompt = note(clean(String(input.prompt ?? '')));
  if (Q_PREFIX.test(prompt)) {
    prompt = prompt.replace(Q_PREFIX, '');
    fixes.add('qa_prefix_stripped');
  }
  const rawAnswer = String(input.answer ?? '');
  if (LINE_BREAK.test(rawAnswer.trim())) fixes.add('answer_flattened');
  let answer = note(clean(rawAnswer));
  if (A_PREFIX.test(answer)) {
    answer = answer.replace(A_PREFIX, '');
    fixes.add('qa_prefix_stripped');
  }

  const row: TrainingRow = { prompt, answer };
  if (input.alt_prompt !== undefined && input.alt_prompt !== null) {
    const alt = note(clean(String(input.alt_prompt))).replace(Q_PREFIX, '');
    if (alt) row.alt_prompt = alt;
  }
  if (input.note !== undefined && input.note !== null) {
    let text = note(clean(String(input.note)));
    if (text.length > NOTE_MAX) {
      text = text.slice(0, NOTE_MAX);
      fixes.add('note_truncated');
    }
    if (text) row.note = text;
  }
  if (typeof input.from === 'string' && ROW_REF_PATTERN.test(input.from)) row.from = input.from;
  if (typeof input.replaces === 'string' && ROW_REF_PATTERN.test(input.replaces)) row.replaces = input.replaces;

  const result: NormalizedRow = { row, fixes: [...fixes] };
  const problem = problemOf(row);
  if (problem) result.problem = problem;
  return result;
}

function problemOf(row: TrainingRow): NormalizedRow['problem'] {
  if (!row.prompt) return { kind: 'empty', field: 'prompt', detail: 'the question is empty' };
  if (!row.answer) return { kind: 'empty', field: 'answer', detail: 'the answer is empty' };
  if (row.prompt.length > PROMPT_MAX) {
    return {
      kind: 'too_long',
      field: 'prompt',
      detail: `the question has ${row.prompt.length} characters; the limit is ${PROMPT_MAX}`,
    };
  }
  if (row.answer.length > ANSWER_MAX) {
    return {
      kind: 'too_long',
      field: 'answer',
      detail: `the answer has ${row.answer.length} characters; the limit is ${ANSWER_MAX}`,
    };
  }
  if (row.alt_prompt !== undefined && row.alt_prompt.length > PROMPT_MAX) {
    return {
      kind: 'too_long',
      field: 'alt_prompt',
      detail: `the other phrasing has ${row.alt_prompt.length} characters; the limit is ${PROMPT_MAX}`,
    };
  }
  return undefined;
}
