import type { TeachDatasetRow, TrainingRow } from '@ainize/core';
import { teachRefusal } from './errors.js';
import { langOf } from './dataset-report.js';

/**
 * Which rows of a training set a lesson takes: the indexes the caller picked, else a window (`row_offset`,
 * `rows_limit`), never more than `rows_per_job` — a larger set trains its first N and keeps the rest.
 */

export interface SelectOptions {
  selected?: readonly number[] | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
  rowsPerJob: number;
}

export function selectRows(
  all: readonly TrainingRow[],
  opts: SelectOptions,
): { rows: TrainingRow[]; indexes: number[] } {
  let indexes: number[];
  if (opts.selected && opts.selected.length > 0) {
    const bad = opts.selected.filter((i) => !Number.isInteger(i) || i < 0 || i >= all.length);
    if (bad.length > 0) {
      throw teachRefusal(
        'invalid',
        `selected_indexes ${bad.slice(0, 5).join(', ')} are not rows of this set (0–${all.length - 1})`,
      );
    }
    indexes = [...new Set(opts.selected)].sort((a, b) => a - b).slice(0, opts.rowsPerJob);
  } else {
    const offset = opts.offset ?? 0;
    const limit = Math.min(opts.limit ?? opts.rowsPerJob, opts.rowsPerJob);
    indexes = [];
    for (let i = offset; i < Math.min(all.length, offset + limit); i++) indexes.push(i);
  }
  if (indexes.length === 0) throw teachRefusal('dataset_empty', 'the selection holds no row of the set');
  return { rows: indexes.map((i) => all[i]!), indexes };
}

/** Accepted rows as report rows, so preflight judges a stored set and an inline list the same way. */
export function rowsAsReport(rows: readonly TrainingRow[], indexes: readonly number[]): TeachDatasetRow[] {
  return rows.map((row, i) => ({
    index: indexes[i] ?? i,
    line: (indexes[i] ?? i) + 1,
    status: 'ok',
    prompt: row.prompt,
    answer: row.answer,
    alt_prompt: row.alt_prompt ?? null,
    note: row.note ?? null,
    fixes: [],
    advisory: [],
    detail: null,
    raw: null,
    lang: langOf(row.prompt),
  }));
}
