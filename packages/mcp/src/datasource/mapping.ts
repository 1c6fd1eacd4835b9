import { AinizeFailure } from '@ainize/core';
import * as z from 'zod';
import type { RowInput, RowLeftOut } from '../rows.js';
import {
  describeJson,
  JSON_TEXT_BYTES_CEILING,
  JSON_TEXT_DEPTH_CEILING,
  JSON_TEXT_MAX_BYTES,
  JSON_TEXT_MAX_DEPTH,
  parseJsonText,
} from './json-text.js';

/**
 * The declarative half of a data source: JSON that says where the rows are in an upstream answer and how each item
 * becomes a `{prompt, answer}` row. It is data rather than code so a person can read it, keep it beside the
 * training set and run it again. Pure: no I/O, no clock.
 *
 * - `path`: a dot path into the answer (`data.tokens`, `items.0.rows`); empty for the answer itself. It must lead to
 *   a list (one row per item) or an object (one row).
 * - `prompt` / `answer`: templates whose `{field}` placeholders (nested `{a.b}` allowed) are read from the item —
 *   or from `constants`, which win over the item so the mapping's own words cannot be changed by upstream data.
 *   `{{` and `}}` are literal braces.
 * - `require`: fields that must be non-empty; an item that fails one is rejected with the reason, not guessed at.
 * - `json`: where the answer holds JSON as *text* — `{ at: "structuredContent.content", shape: "object" }` or
 *   `{ at: "content.0.text", shape: "array" }`, a dot path into the tool result as the server sent it. The text is
 *   parsed under a size and a depth cap and must be the declared shape; `path` then leads inside it. Declared, never
 *   guessed: a server that puts a file's text in a field says nothing about whether that text is JSON.
 */

const scalar = z.union([z.string().max(400), z.number(), z.boolean()]);

/** `structuredContent.<field…>` or `content.<n>.text`: the two places a tool result carries text. */
const JSON_AT = /^(?:structuredContent(?:\.[A-Za-z0-9_$-]+)+|content\.(?:0|[1-9][0-9]{0,3})\.text)$/;

const jsonTextSchema = z.strictObject({
  at: z.string().max(200).regex(JSON_AT, 'structuredContent.<field> or content.<n>.text'),
  shape: z.enum(['object', 'array']),
  max_bytes: z.number().int().positive().max(JSON_TEXT_BYTES_CEILING).optional(),
  max_depth: z.number().int().positive().max(JSON_TEXT_DEPTH_CEILING).optional(),
});

export const mappingSchema = z.strictObject({
  json: jsonTextSchema.optional(),
  path: z.string().max(200).optional(),
  prompt: z.string().trim().min(1).max(1000),
  answer: z.string().trim().min(1).max(1000),
  require: z.array(z.string().min(1).max(200)).max(50).optional(),
  constants: z.record(z.string().min(1).max(60), scalar).optional(),
});

export type RowMapping = z.input<typeof mappingSchema>;

/** Why one upstream item gave no row. */
export interface RejectedItem {
  /** 0-based position of the item in the list the mapping's path leads to. */
  source_index: number;
  /** The mapping's reasons, or the node's rules for a row it would leave out (duplicate, conflict, empty…). */
  status: 'required_empty' | 'field_missing' | 'not_a_value' | RowLeftOut['status'];
  reason: string;
}

/** A tool's result as the server sent it: where a `json` declaration finds its text. */
export interface ToolResult {
  content?: readonly unknown[];
  structuredContent?: unknown;
}

export interface MappedItems {
  rows: RowInput[];
  /** For each row, the item it came from. */
  from: number[];
  rejected: RejectedItem[];
  /** How many items the path led to. */
  items: number;
}

type Part = { literal: string } | { field: string };

const FIELD = /^[A-Za-z0-9_$-]+(?:\.[A-Za-z0-9_$-]+)*$/;

/** Checks a mapping and names every field it reads from the items (constants excluded), in first-use order. */
export function mappingFields(raw: unknown): { mapping: z.output<typeof mappingSchema>; fields: string[] } {
  const parsed = mappingSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'mapping'}: ${i.message}`);
    throw AinizeFailure.of('mapping_invalid', `the mapping is malformed — ${issues.join('; ')}`, {
      details: { issues },
    });
  }
  const mapping = parsed.data;
  const constants = mapping.constants ?? {};
  const names = [
    ...[mapping.prompt, mapping.answer].flatMap((t) =>
      parseTemplate(t).flatMap((p) => ('field' in p ? [p.field] : [])),
    ),
    ...(mapping.require ?? []),
  ];
  for (const name of names) {
    if (!FIELD.test(name)) {
      throw AinizeFailure.of('mapping_invalid', `"${name}" is not a field name (letters, digits, _ $ - and dots)`);
    }
  }
  const fields = [...new Set(names.filter((name) => !Object.hasOwn(constants, name)))];
  return { mapping, fields };
}

/**
 * Maps the answer's items into rows. Throws when the path or a field is wrong for every item, not for one.
 *
 * @param answer the structured value the path starts from when the mapping declares no `json`.
 * @param result the tool result a `json` declaration reads; when only a structured value is at hand, that value as
 *   its `structuredContent`.
 */
export function mapItems(
  answer: unknown,
  raw: unknown,
  result: ToolResult = { structuredContent: answer },
): MappedItems {
  const { mapping, fields } = mappingFields(raw);
  const root = mapping.json ? jsonTextIn(result, mapping.json) : answer;
  const items = itemsAt(root, mapping.path ?? '', mapping.json ? `the JSON text at ${mapping.json.at}` : 'the answer');
  const missing = items.length === 0 ? [] : fields.filter((f) => items.every((item) => lookup(item, f) === undefined));
  if (missing.length > 0) {
    const available = [...new Set(items.slice(0, 20).flatMap((item) => (isRecord(item) ? Object.keys(item) : [])))];
    throw AinizeFailure.of(
      'mapping_field_missing',
      `no item of the answer has ${missing.map((f) => `"${f}"`).join(', ')}; the items have ` +
        (available.length > 0 ? available.slice(0, 30).join(', ') : 'no named fields'),
      { details: { missing, available: available.slice(0, 30) } },
    );
  }
  const constants = mapping.constants ?? {};
  const read = (item: unknown, name: string) => (Object.hasOwn(constants, name) ? constants[name] : lookup(item, name));
  const prompt = parseTemplate(mapping.prompt);
  const answerTemplate = parseTemplate(mapping.answer);
  const out: MappedItems = { rows: [], from: [], rejected: [], items: items.length };
  items.forEach((item, index) => {
    const empty = (mapping.require ?? []).find((name) => isEmpty(read(item, name)));
    if (empty !== undefined) {
      return void out.rejected.push({
        source_index: index,
        status: 'required_empty',
        reason: `the required field "${empty}" is empty`,
      });
    }
    const rendered = [render(prompt, item, read), render(answerTemplate, item, read)];
    const refused = rendered.find((r) => 'status' in r);
    if (refused && 'status' in refused) return void out.rejected.push({ source_index: index, ...refused });
    const [p, a] = rendered as { text: string }[];
    out.rows.push({ prompt: p?.text ?? '', answer: a?.text ?? '' });
    out.from.push(index);
  });
  return out;
}

function parseTemplate(template: string): Part[] {
  const parts: Part[] = [];
  let literal = '';
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    const next = template[i + 1];
    if ((c === '{' && next === '{') || (c === '}' && next === '}')) {
      literal += c;
      i++;
    } else if (c === '{') {
      const end = template.indexOf('}', i);
      if (end === -1) throw AinizeFailure.of('mapping_invalid', `an unclosed "{" in the template "${template}"`);
      if (literal) parts.push({ literal });
      literal = '';
      parts.push({ field: template.slice(i + 1, end).trim() });
      i = end;
    } else if (c === '}') {
      throw AinizeFailure.of(
        'mapping_invalid',
        `a "}" without its "{" in the template "${template}" (write }} for one)`,
      );
    } else {
      literal += c;
    }
  }
  if (literal) parts.push({ literal });
  return parts;
}

type Rendered = { text: string } | { status: 'field_missing' | 'not_a_value'; reason: string };

function render(parts: Part[], item: unknown, read: (item: unknown, name: string) => unknown): Rendered {
  let text = '';
  for (const part of parts) {
    if ('literal' in part) {
      text += part.literal;
      continue;
    }
    const value = read(item, part.field);
    if (value === undefined || value === null) {
      return { status: 'field_missing', reason: `the field "${part.field}" is missing` };
    }
    if (typeof value === 'object') {
      return { status: 'not_a_value', reason: `the field "${part.field}" is a list or an object, not a value` };
    }
    text += String(value);
  }
  return { text };
}

/** The value parsed from the text the declaration points at. */
function jsonTextIn(result: ToolResult, json: z.output<typeof jsonTextSchema>): unknown {
  const text = follow(result, json.at, 'the tool result');
  if (typeof text !== 'string') {
    throw AinizeFailure.of(
      'mapping_json_invalid',
      `${json.at} holds ${describeJson(text)}, not JSON text` +
        (typeof text === 'object' && text !== null ? '; a value already structured is read by path, without json' : ''),
      { details: { at: json.at, reason: 'not_text' } },
    );
  }
  return parseJsonText(text, {
    at: json.at,
    shape: json.shape,
    maxBytes: json.max_bytes ?? JSON_TEXT_MAX_BYTES,
    maxDepth: json.max_depth ?? JSON_TEXT_MAX_DEPTH,
  });
}

/** The items the path leads to: a list's elements, or one object. */
function itemsAt(root: unknown, path: string, rootName: string): unknown[] {
  const here = follow(root, path, rootName);
  if (Array.isArray(here)) return here;
  if (isRecord(here)) return [here];
  throw AinizeFailure.of(
    'mapping_path_not_found',
    `the path "${path || `(${rootName} itself)`}" leads to ${here === null ? 'null' : `a ${typeof here}`}, not to a list or an object`,
    { details: { path } },
  );
}

/** Where a dot path leads, or `mapping_path_not_found` naming the last step that exists and what it has. */
function follow(root: unknown, path: string, rootName: string): unknown {
  const segments = path.split('.').filter((s) => s !== '');
  let here = root;
  for (const [i, segment] of segments.entries()) {
    const next = child(here, segment);
    if (next === undefined) {
      const reached = segments.slice(0, i).join('.') || rootName;
      const keys = keysOf(here);
      throw AinizeFailure.of(
        'mapping_path_not_found',
        `the path "${path}" does not exist: ${reached} has no "${segment}"` +
          (keys.length > 0 ? ` (it has ${keys.slice(0, 30).join(', ')})` : ''),
        { details: { path, missing: segment, reached, keys: keys.slice(0, 30) } },
      );
    }
    here = next;
  }
  return here;
}

/** What a step could have named instead: an object's keys, or a list's index range. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.length > 0 ? [`0…${value.length - 1}`] : [];
  return isRecord(value) ? Object.keys(value) : [];
}

function lookup(item: unknown, field: string): unknown {
  let here = item;
  for (const segment of field.split('.')) {
    here = child(here, segment);
    if (here === undefined) return undefined;
  }
  return here;
}

function child(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return /^(0|[1-9][0-9]*)$/.test(key) ? value[Number(key)] : undefined;
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
