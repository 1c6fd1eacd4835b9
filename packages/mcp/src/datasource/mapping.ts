import { AinizeFailure } from '@ainize/core';
import * as z from 'zod';
import type { RowInput, RowLeftOut } from '../rows.js';

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
 */

const scalar = z.union([z.string().max(400), z.number(), z.boolean()]);

export const mappingSchema = z.strictObject({
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

/** Maps the answer's items into rows. Throws when the path or a field is wrong for every item, not for one. */
export function mapItems(answer: unknown, raw: unknown): MappedItems {
  const { mapping, fields } = mappingFields(raw);
  const items = itemsAt(answer, mapping.path ?? '');
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

/** The items the path leads to: a list's elements, or one object. */
function itemsAt(answer: unknown, path: string): unknown[] {
  const segments = path.split('.').filter((s) => s !== '');
  let here = answer;
  for (const [i, segment] of segments.entries()) {
    const next = child(here, segment);
    if (next === undefined) {
      const reached = segments.slice(0, i).join('.') || 'the answer';
      const keys = Array.isArray(here) ? [`0…${here.length - 1}`] : isRecord(here) ? Object.keys(here) : [];
      throw AinizeFailure.of(
        'mapping_path_not_found',
        `the path "${path}" does not exist: ${reached} has no "${segment}"` +
          (keys.length > 0 ? ` (it has ${keys.slice(0, 30).join(', ')})` : ''),
        { details: { path, missing: segment, reached, keys: keys.slice(0, 30) } },
      );
    }
    here = next;
  }
  if (Array.isArray(here)) return here;
  if (isRecord(here)) return [here];
  throw AinizeFailure.of(
    'mapping_path_not_found',
    `the path "${path || '(the answer itself)'}" leads to ${here === null ? 'null' : `a ${typeof here}`}, not to a list or an object`,
    { details: { path } },
  );
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
