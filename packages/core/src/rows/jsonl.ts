import { sha256Hex } from '../canonical/sha256.js';
import { ROW_REF_PATTERN, type TrainingRow } from './normalize.js';

/**
 * One row as its canonical JSONL line. The key order is fixed (prompt, answer, alt_prompt, note, from, replaces)
 * and deliberately NOT sorted: this is the byte format the node stores and hashes. Empty optionals are omitted,
 * and a `from` / `replaces` that is not a `<patch>#<row>` reference is not part of the row's identity.
 */
export function canonicalRowLine(row: TrainingRow): string {
  const ordered: TrainingRow = { prompt: row.prompt, answer: row.answer };
  if (row.alt_prompt) ordered.alt_prompt = row.alt_prompt;
  if (row.note) ordered.note = row.note;
  if (row.from && ROW_REF_PATTERN.test(row.from)) ordered.from = row.from;
  if (row.replaces && ROW_REF_PATTERN.test(row.replaces)) ordered.replaces = row.replaces;
  return JSON.stringify(ordered);
}

/** The canonical JSONL text of a training set: one line per row, one trailing newline, "" for no rows. */
export function canonicalJsonl(rows: readonly TrainingRow[]): string {
  if (rows.length === 0) return '';
  return `${rows.map(canonicalRowLine).join('\n')}\n`;
}

/** sha256 (hex) of the UTF-8 bytes of `canonicalJsonl(rows)`: a training set's content address. */
export function sha256Rows(rows: readonly TrainingRow[]): string {
  return sha256Hex(canonicalJsonl(rows));
}

/** Per-row hash used in provenance records: sha256 of `${prompt}\n${answer}`. */
export function rowHash(row: Pick<TrainingRow, 'prompt' | 'answer'>): string {
  return sha256Hex(`${row.prompt}\n${row.answer}`);
}
