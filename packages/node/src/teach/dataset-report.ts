import {
  type RowFix,
  type TeachDatasetRow,
  type TeachLang,
  type TeachRowStatus,
  type TeachRowSummary,
  type TrainingRow,
  normalizeRow,
  questionKey,
} from '@ainize/core';
import { questionTokens } from '@ainize/runtime';

/**
 * What a training set's rows become: each source row normalised exactly as core's `normalizeRow` does (so a client
 * predicting the set's sha256 with core gets the node's), then classified. Only `ok` and `fixed` rows are kept, in
 * source order; their canonical JSONL is the set. Pure: no store, no clock.
 */

export interface ReportOptions {
  /** Rows kept at most; later acceptable rows are `over_cap`. */
  maxRows: number;
  /** A question or answer matching one of these is `blocked`. */
  blocked: readonly RegExp[];
}

export interface DatasetReport {
  accepted: TrainingRow[];
  rows: TeachDatasetRow[];
  summary: TeachRowSummary;
}

const RAW_MAX = 200;
/** Advice only: when more than half of at least this many answers share their last word, the set is monotone. */
const SHARED_ENDING_MIN_ROWS = 4;

/** The operator's `teach.blockedTopics`, compiled once per use: case-insensitive, Unicode-aware. */
export function blockedPatterns(topics: readonly string[]): RegExp[] {
  return topics.map((p) => new RegExp(p, 'iu'));
}

export function reportRows(source: readonly unknown[], options: ReportOptions): DatasetReport {
  const rows: TeachDatasetRow[] = [];
  const accepted: TrainingRow[] = [];
  /** questionKey → the accepted row that first asked it. */
  const seen = new Map<string, { answer: string; line: number }>();
  source.forEach((input, i) => {
    const line = i + 1;
    if (!isRowShape(input)) {
      rows.push(leftOut(line, 'not_parsed', 'a row needs a text "prompt" and a text "answer"', rawOf(input)));
      return;
    }
    const { row, fixes, problem } = normalizeRow(input);
    const base = { line, prompt: row.prompt, answer: row.answer, alt: row.alt_prompt, note: row.note, fixes };
    if (problem) return void rows.push(classified(base, problem.kind, problem.detail));
    const unreadable = unreadableField(row);
    if (unreadable)
      return void rows.push(classified(base, 'empty', `the ${unreadable} has no word the model can read`));
    if (options.blocked.some((re) => re.test(row.prompt) || re.test(row.answer)))
      return void rows.push(classified(base, 'blocked', 'matches a topic this node does not teach'));
    const key = questionKey(row.prompt);
    const first = seen.get(key);
    if (first && first.answer === row.answer)
      return void rows.push(classified(base, 'duplicate', `the same question and answer as line ${first.line}`));
    if (first)
      return void rows.push(
        classified(base, 'conflict', `line ${first.line} asks the same question with the answer "${first.answer}"`),
      );
    if (accepted.length >= options.maxRows)
      return void rows.push(classified(base, 'over_cap', `a training set keeps at most ${options.maxRows} rows`));
    seen.set(key, { answer: row.answer, line });
    rows.push({ ...classified(base, fixes.length > 0 ? 'fixed' : 'ok', null), index: accepted.length });
    accepted.push(row);
  });
  markSharedEndings(rows);
  return { accepted, rows, summary: summarize(rows) };
}

interface Base {
  line: number;
  prompt: string;
  answer: string;
  alt: string | undefined;
  note: string | undefined;
  fixes: RowFix[];
}

function classified(base: Base, status: TeachRowStatus, detail: string | null): TeachDatasetRow {
  return {
    index: null,
    line: base.line,
    status,
    prompt: base.prompt,
    answer: base.answer,
    alt_prompt: base.alt ?? null,
    note: base.note ?? null,
    fixes: base.fixes,
    advisory: [],
    detail,
    raw: null,
    lang: langOf(base.prompt),
  };
}

function leftOut(line: number, status: TeachRowStatus, detail: string, raw: string): TeachDatasetRow {
  return {
    index: null,
    line,
    status,
    prompt: '',
    answer: '',
    alt_prompt: null,
    note: null,
    fixes: [],
    advisory: [],
    detail,
    raw,
    lang: 'other',
  };
}

function isRowShape(value: unknown): value is TrainingRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  const optional = (k: string) => v[k] === undefined || v[k] === null || typeof v[k] === 'string';
  return typeof v.prompt === 'string' && typeof v.answer === 'string' && optional('alt_prompt') && optional('note');
}

/** The runtime keys a question on its words; a question of symbols alone would make the whole lesson fail. */
function unreadableField(row: TrainingRow): 'question' | 'other phrasing' | null {
  if (questionTokens(row.prompt).length === 0) return 'question';
  if (row.alt_prompt !== undefined && questionTokens(row.alt_prompt).length === 0) return 'other phrasing';
  return null;
}

function rawOf(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.slice(0, RAW_MAX);
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff]/;
const HAN = /[\u4e00-\u9fff]/;
const LATIN = /[A-Za-z\u00c0-\u024f]/;

/** The script a question is written in, first match wins (a Korean question with a Latin name is Korean). */
export function langOf(text: string): TeachLang {
  if (HANGUL.test(text)) return 'hangul';
  if (KANA.test(text)) return 'kana';
  if (HAN.test(text)) return 'han';
  if (LATIN.test(text)) return 'latin';
  return 'other';
}

function markSharedEndings(rows: TeachDatasetRow[]): void {
  const kept = rows.filter((r) => r.index !== null);
  if (kept.length < SHARED_ENDING_MIN_ROWS) return;
  const counts = new Map<string, number>();
  const ending = (r: TeachDatasetRow) => r.answer.split(' ').pop()?.toLowerCase() ?? '';
  for (const r of kept) counts.set(ending(r), (counts.get(ending(r)) ?? 0) + 1);
  for (const [word, n] of counts) {
    if (n * 2 <= kept.length || word === '') continue;
    for (const r of kept) if (ending(r) === word) r.advisory.push('shared_ending');
  }
}

export function summarize(rows: readonly TeachDatasetRow[]): TeachRowSummary {
  const count = (s: TeachRowStatus) => rows.filter((r) => r.status === s).length;
  const langs: Record<TeachLang, number> = { hangul: 0, latin: 0, han: 0, kana: 0, other: 0 };
  for (const r of rows) if (r.index !== null) langs[r.lang]++;
  const ok = count('ok');
  const fixed = count('fixed');
  return {
    source_rows: rows.length,
    accepted: ok + fixed,
    fixed,
    rejected: rows.length - ok - fixed,
    duplicates: count('duplicate'),
    conflicts: count('conflict'),
    blocked: count('blocked'),
    too_long: count('too_long'),
    empty: count('empty'),
    not_parsed: count('not_parsed'),
    over_cap: count('over_cap'),
    shared_ending: rows.filter((r) => r.advisory.includes('shared_ending')).length,
    langs,
  };
}
