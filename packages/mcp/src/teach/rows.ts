import { NOTE_MAX, normalizeRow, questionKey, sha256Rows, type TeachRowStatus, type TrainingRow } from '@ainize/core';

/**
 * What a training set will be before it is uploaded: the caller's rows (with the provenance line in each note), and
 * the rows the node is expected to keep — normalised with core's `normalizeRow` and classified by the node's
 * rules — whose `sha256Rows` is the set's content address. The prediction is checked against the node's own hash
 * after the upload and reported either way: a node may leave out rows for reasons a client cannot see (an operator's
 * blocked topics, a question with no word its model can read).
 */

export interface RowLeftOut {
  /** 1-based position in the rows given. */
  line: number;
  status: Exclude<TeachRowStatus, 'ok' | 'fixed'>;
  detail: string;
}

export interface PreparedRows {
  /** What is sent: the rows as given, each note carrying the provenance line when there is one. */
  upload: TrainingRow[];
  /** The rows the node should keep, normalised, in order. */
  kept: TrainingRow[];
  predicted_sha256: string;
  left_out: RowLeftOut[];
  /** How many kept rows the normalisation changed (whitespace, controls, `Q:`/`A:` prefixes…). */
  fixed: number;
}

/** One row as a caller gives it; `note` may be absent. */
export type RowInput = Pick<TrainingRow, 'prompt' | 'answer' | 'alt_prompt' | 'note'>;

/**
 * @param maxRows the node's `dataset_max_rows` when known: later rows are left out as `over_cap`.
 * @param provenanceLine appended to every row's note (the node's dataset has no provenance field of its own).
 */
export function prepareRows(
  rows: readonly RowInput[],
  options: { maxRows?: number; provenanceLine?: string } = {},
): PreparedRows {
  const upload = rows.map((row) => withProvenance(row, options.provenanceLine));
  const kept: TrainingRow[] = [];
  const leftOut: RowLeftOut[] = [];
  const firstAsked = new Map<string, { answer: string; line: number }>();
  let fixed = 0;
  upload.forEach((input, i) => {
    const line = i + 1;
    const { row, fixes, problem } = normalizeRow(input);
    if (problem) return void leftOut.push({ line, status: problem.kind, detail: problem.detail });
    const key = questionKey(row.prompt);
    const first = firstAsked.get(key);
    if (first) {
      const same = first.answer === row.answer;
      return void leftOut.push({
        line,
        status: same ? 'duplicate' : 'conflict',
        detail: same
          ? `the same question and answer as row ${first.line}`
          : `row ${first.line} asks the same question with the answer "${first.answer}"`,
      });
    }
    if (options.maxRows !== undefined && kept.length >= options.maxRows) {
      return void leftOut.push({
        line,
        status: 'over_cap',
        detail: `a training set keeps at most ${options.maxRows} rows`,
      });
    }
    firstAsked.set(key, { answer: row.answer, line });
    if (fixes.length > 0) fixed++;
    kept.push(row);
  });
  return { upload, kept, predicted_sha256: sha256Rows(kept), left_out: leftOut, fixed };
}

/**
 * The provenance line joins the row's own note, once: rows that already carry it (a data source may have put it
 * there) are left as they are. The note is cut at the node's limit, keeping the row's own words first.
 */
function withProvenance(row: RowInput, line: string | undefined): TrainingRow {
  const out: TrainingRow = { prompt: row.prompt, answer: row.answer };
  if (row.alt_prompt !== undefined) out.alt_prompt = row.alt_prompt;
  const own = row.note ?? '';
  const note = line === undefined || own.includes(line) ? own : own.trim() === '' ? line : `${own} | ${line}`;
  if (note !== '') out.note = note.length > NOTE_MAX ? note.slice(0, NOTE_MAX) : note;
  return out;
}
