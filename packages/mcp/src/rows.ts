import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  NOTE_MAX,
  hashCanonical,
  normalizeRow,
  questionKey,
  sha256Hex,
  sha256Rows,
  type TeachRowStatus,
  type TrainingRow,
} from '@ainize/core';
import * as z from 'zod';

/**
 * The seam between the two directions of this package: what a training set will be before it is uploaded, and
 * where its rows came from. `McpDataSource` builds rows and their provenance here, `create_training_set` checks
 * and uploads them with the same functions, and `teach` / `teach_preflight` predict a set the same way — so the
 * hash a data source announces is, byte for byte, the one this server predicts and the node computes.
 */

// ── Rows ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** Enough for a training set the node accepts in one upload (its own cap decides, and is reported). */
export const MAX_ROWS = 2000;

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
  /** For each kept row, its 0-based position in the rows given. */
  kept_from: number[];
  predicted_sha256: string;
  left_out: RowLeftOut[];
  /** How many kept rows the normalisation changed (whitespace, controls, `Q:`/`A:` prefixes…). */
  fixed: number;
}

/** One row as a caller gives it; `note` may be absent. */
export type RowInput = Pick<TrainingRow, 'prompt' | 'answer' | 'alt_prompt' | 'note'>;

/**
 * Normalises the rows with core's `normalizeRow` and classifies them by the node's rules (first question wins;
 * the same question with another answer is a conflict; rows past the cap are `over_cap`). The node may still leave
 * out rows for reasons a client cannot see (an operator's blocked topics, a question with no word its model reads),
 * so callers compare the prediction with the node's own hash rather than assume it.
 *
 * @param maxRows the node's `dataset_max_rows` when known: later rows are left out as `over_cap`.
 * @param provenanceLine appended to every row's note (the node's dataset has no provenance field of its own).
 */
export function prepareRows(
  rows: readonly RowInput[],
  options: { maxRows?: number; provenanceLine?: string } = {},
): PreparedRows {
  const upload = rows.map((row) => withProvenance(row, options.provenanceLine));
  const kept: TrainingRow[] = [];
  const keptFrom: number[] = [];
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
    keptFrom.push(i);
  });
  return { upload, kept, kept_from: keptFrom, predicted_sha256: sha256Rows(kept), left_out: leftOut, fixed };
}

/**
 * The provenance line joins the row's own note, once: rows that already carry it (a data source put it there) are
 * left as they are, so uploading a data source's rows with its provenance changes no byte. The note is cut at the
 * node's limit, keeping the row's own words first.
 */
function withProvenance(row: RowInput, line: string | undefined): TrainingRow {
  const out: TrainingRow = { prompt: row.prompt, answer: row.answer };
  if (row.alt_prompt !== undefined) out.alt_prompt = row.alt_prompt;
  const own = row.note ?? '';
  const note = line === undefined || own.includes(line) ? own : own.trim() === '' ? line : `${own} | ${line}`;
  if (note !== '') out.note = note.length > NOTE_MAX ? note.slice(0, NOTE_MAX) : note;
  return out;
}

// ── Provenance ────────────────────────────────────────────────────────────────────────────────────────────────

const HEX64 = /^[0-9a-f]{64}$/;
const pin = z.union([z.string().max(200), z.number(), z.boolean()]);

/**
 * Where rows came from when another MCP server answered them: which server, over what, which tool with which
 * arguments, pinned to what, and the hashes that let anyone check the set against the answer. This one schema is
 * both what `McpDataSource.fetchRows` returns and what `create_training_set` accepts.
 */
export const provenanceSchema = z
  .strictObject({
    server: z.strictObject({
      name: z.string().trim().min(1).max(120).describe('The upstream MCP server’s name, as it introduced itself.'),
      version: z.string().max(60).optional(),
    }),
    protocol_version: z.string().max(40).optional().describe('The MCP protocol version negotiated with it.'),
    transport: z.enum(['stdio', 'http', 'sse']).optional(),
    credential_presented: z
      .boolean()
      .optional()
      .describe('Whether a credential was sent to it — never the credential itself.'),
    tool: z.string().trim().min(1).max(120).describe('The tool that answered.'),
    arguments: z.record(z.string(), z.unknown()).optional().describe('The exact arguments it was called with.'),
    arguments_sha256: z
      .string()
      .regex(HEX64, 'a lower-case sha256 hex')
      .describe('sha256 of those arguments (their canonical JSON).'),
    upstream: z
      .record(z.string(), pin)
      .optional()
      .describe('What the answer was pinned to upstream, e.g. { "subgraph_id": "…", "block": 25903086 }.'),
    note_fields: z
      .array(z.string().min(1).max(60))
      .max(20)
      .optional()
      .describe('Which upstream pins the note line names; all of them when absent.'),
    fetched_at: z.string().max(40).optional(),
    row_hashes: z
      .array(z.string().regex(HEX64))
      .max(10_000)
      .optional()
      .describe('sha256 of "prompt\\nanswer" for each row, in order.'),
    rows_sha256: z.string().regex(HEX64).optional().describe('sha256Rows of the rows as the data source saw them.'),
  })
  .superRefine((p, ctx) => {
    for (const field of p.note_fields ?? []) {
      if (!Object.hasOwn(p.upstream ?? {}, field)) {
        ctx.addIssue({ code: 'custom', path: ['note_fields'], message: `"${field}" is not one of the upstream pins` });
      }
    }
  });

export type RowProvenance = z.output<typeof provenanceSchema>;

/** The one definition of an arguments hash: sha256 of their canonical JSON (keys sorted, compact). */
export function argumentsSha256(args: Record<string, unknown>): string {
  return hashCanonical(args);
}

/** `mcp:<server>@<version> tool:<tool> args:<sha256, 16 hex> [k=v …] at:<time>` — short enough for every note. */
export function provenanceLine(p: RowProvenance): string {
  const server = p.server.version ? `${p.server.name}@${p.server.version}` : p.server.name;
  const named = p.note_fields === undefined ? null : new Set(p.note_fields);
  const pins = Object.entries(p.upstream ?? {})
    .filter(([key]) => named === null || named.has(key))
    .map(([key, value]) => `${key}=${String(value)}`);
  return [`mcp:${server}`, `tool:${p.tool}`, `args:${p.arguments_sha256.slice(0, 16)}`, ...pins]
    .concat(p.fetched_at ? [`at:${p.fetched_at}`] : [])
    .join(' ')
    .replace(/\s+/g, ' ');
}

/**
 * Whether the record's hashes hold: the arguments hash over the arguments (canonical JSON, or the JSON text as
 * sent), and the data source's rows hash against the set as uploaded. `null` where the record gave nothing to check.
 */
export function provenanceChecks(p: RowProvenance, uploadedSha256: string) {
  const args =
    p.arguments === undefined
      ? null
      : p.arguments_sha256 === argumentsSha256(p.arguments) ||
        p.arguments_sha256 === sha256Hex(JSON.stringify(p.arguments));
  return {
    arguments_sha256_matches: args,
    rows_sha256_matches: p.rows_sha256 === undefined ? null : p.rows_sha256 === uploadedSha256,
  };
}

/**
 * Writes the full record as `<stateDir>/provenance/<dataset id>.json` (0600, the folder 0700), replacing an older
 * record of the same set atomically. Returns the path.
 */
export function keepProvenance(
  stateDir: string,
  datasetId: string,
  record: { dataset_id: string; sha256: string; provenance: RowProvenance; recorded_at: string },
): string {
  const dir = join(stateDir, 'provenance');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const path = join(dir, `${datasetId.replace(/[^A-Za-z0-9._-]/g, '_')}.json`);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, path);
  return path;
}
