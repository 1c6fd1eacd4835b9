import { ainizeError, type AinizeError } from '@ainize/core';
import type * as z from 'zod';
import { closestName } from './closest.js';

/**
 * Input that does not fit a tool's schema, said the way an agent can fix it in one more call: which field, what
 * it expects with an example made from the agent's own value, the closest real field for a misspelt one, and the
 * fields the tool accepts. zod's own issues are precise but written for a programmer ("expected array, received
 * string" followed by a "Too big" about the same string); this turns them into one sentence per field.
 */

type Schema = z.core.$ZodType;
type Issue = z.core.$ZodIssue;
/** A tool's strict input, or a prompt's arguments (which the SDK builds as a plain object). */
type ObjectInput = z.ZodObject;

interface LooseDef {
  type: string;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  shape?: Record<string, Schema>;
}

/** What a value of a schema is called in a sentence ("knowledge id"), keyed by the schema's definition. */
const NOUNS = new WeakMap<object, string>();

/**
 * Names what one value of `schema` is, for sentences like `expects a list of knowledge ids`. Keyed by the
 * schema's definition, which zod shares between a schema and its `.describe()` copies.
 */
export function nameValue<S extends Schema>(schema: S, noun: string): S {
  NOUNS.set(schema._zod.def, noun);
  return schema;
}

/** One problem per field, in the order zod found them. */
export interface FieldProblem {
  /** The field as an agent would write it: `knowledge[1]`, `params.arguments`; '' for the value as a whole. */
  field: string;
  sentence: string;
}

export interface FieldProblems {
  problems: FieldProblem[];
  /** A misspelt field and the real one it is closest to. */
  guesses: Record<string, string>;
  /** A corrected value made from the caller's own, for the first problem that has one. */
  example?: unknown;
}

/**
 * The issues zod found in `value` against `schema`, one sentence per field. Shared by a tool's arguments and a
 * JSON-RPC request's params, so both are said the same way.
 */
export function fieldProblems(schema: Schema, value: unknown, issues: readonly Issue[]): FieldProblems {
  const problems: FieldProblem[] = [];
  const guesses: Record<string, string> = {};
  const seen = new Set<string>();
  let example: unknown;
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const siblings = keysAt(schema, issue.path);
      for (const key of issue.keys) {
        const field = fieldName([...issue.path, key]);
        if (seen.has(field)) continue;
        seen.add(field);
        const guess = closestName(key, siblings);
        if (guess !== null) guesses[field] = fieldName([...issue.path, guess]);
        problems.push({
          field,
          sentence: `unknown field "${field}"${guess === null ? '' : ` — did you mean "${fieldName([...issue.path, guess])}"?`}`,
        });
      }
      continue;
    }
    const field = fieldName(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    const said = sentenceFor(issue, field, valueAt(value, issue.path), schemaAt(schema, issue.path));
    if (said.example !== undefined && example === undefined) example = said.example;
    problems.push({ field, sentence: said.sentence });
  }
  return example === undefined ? { problems, guesses } : { problems, guesses, example };
}

/**
 * Input that does not fit: a tool's arguments (`invalid_argument` naming the tool) or, with `subject: 'prompt'`, a
 * prompt's (the same sentences, naming the prompt).
 */
export function inputError(
  tool: string,
  schema: ObjectInput,
  args: unknown,
  issues: readonly Issue[],
  subject: 'tool' | 'prompt' = 'tool',
): AinizeError {
  const accepted = Object.keys(schema.shape);
  const required = accepted.filter((key) => !isOptional(schema.shape[key] as Schema));
  const { problems, guesses, example } = fieldProblems(schema, args, issues);
  const unknown = problems.some((p) => p.sentence.startsWith('unknown field'));
  const list = unknown ? ` ${tool} accepts: ${accepted.join(', ') || 'no fields'}.` : '';
  const said = problems.map((p) => p.sentence).join('; ');
  const message = `${tool}: ${said}${said.endsWith('?') ? '' : '.'}${list}`;
  const fields = problems.map((p) => p.field);
  const renamed = Object.entries(guesses);
  const again = subject === 'tool' ? `call ${tool} again` : `get the prompt ${tool} again`;
  const next =
    renamed.length > 0
      ? `${again} with ${renamed.map(([from, to]) => `"${to}" instead of "${from}"`).join(', ')}`
      : `fix ${fields.map((f) => `"${f || 'the arguments'}"`).join(', ')} as the message says and ${again}`;
  return ainizeError('invalid_argument', message, {
    details: {
      [subject]: tool,
      field: fields[0] ?? null,
      fields,
      accepted,
      required,
      ...(renamed.length > 0 ? { did_you_mean: guesses } : {}),
      ...(example === undefined ? {} : { example }),
      next,
    },
  });
}

function sentenceFor(
  issue: Issue,
  field: string,
  value: unknown,
  schema: Schema | undefined,
): { sentence: string; example?: unknown } {
  const name = field === '' ? 'the arguments' : `"${field}"`;
  const target = schema ? unwrap(schema) : undefined;
  switch (issue.code) {
    case 'invalid_type':
      return typeSentence(issue.expected, name, value, target);
    case 'too_big':
      return { sentence: `${name} ${bound('at most', issue.origin, Number(issue.maximum), value)}` };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { sentence: `${name} must not be empty` };
      return { sentence: `${name} ${bound('at least', issue.origin, Number(issue.minimum), value)}` };
    case 'invalid_value': {
      const options = issue.values.map((v) => JSON.stringify(v));
      const guess =
        typeof value === 'string'
          ? closestName(
              value,
              issue.values.filter((v): v is string => typeof v === 'string'),
            )
          : null;
      return {
        sentence:
          `${name} must be one of ${options.join(', ')}, not ${JSON.stringify(value)}` +
          (guess === null ? '' : ` — did you mean "${guess}"?`),
      };
    }
    case 'invalid_format':
      return { sentence: `${name} is not valid: ${issue.message}` };
    case 'invalid_union':
      return { sentence: unionSentence(issue, name, value) };
    default:
      return { sentence: field === '' ? issue.message : `${name}: ${issue.message}` };
  }
}

function typeSentence(
  expected: string,
  name: string,
  value: unknown,
  target: Schema | undefined,
): { sentence: string; example?: unknown } {
  if (value === undefined) return { sentence: `${name} is required` };
  const def = target ? defOf(target) : undefined;
  if (expected === 'array') {
    const noun = def?.element ? nounOf(def.element) : undefined;
    const what = noun ? `a list of ${noun}s` : 'a list';
    const example = Array.isArray(value) ? undefined : [value];
    return example === undefined
      ? { sentence: `${name} expects ${what}` }
      : {
          sentence: `${name} expects ${what}, e.g. ${JSON.stringify(example)} — not a single ${kindOf(value)}`,
          example,
        };
  }
  const noun = target ? nounOf(target) : undefined;
  if (Array.isArray(value) && value.length === 1 && kindOf(value[0]) === expected) {
    return {
      sentence: `${name} expects one ${noun ?? expected}, e.g. ${JSON.stringify(value[0])} — not a list`,
      example: value[0],
    };
  }
  if (expected === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return { sentence: `${name} expects a number, e.g. ${Number(value)} — not the string ${JSON.stringify(value)}` };
  }
  if (expected === 'boolean' && (value === 'true' || value === 'false')) {
    return { sentence: `${name} expects true or false, without quotes` };
  }
  const wanted = noun ? `${article(noun)} ${noun}` : typeWords(expected);
  return { sentence: `${name} expects ${wanted}, not ${kindWords(value)}` };
}

/**
 * A value that fits none of a union's forms. zod reports every form's issues; said plainly that is either the
 * forms' types (`a string or an integer`, for a progress token) or, for objects told apart by a field such as
 * `type`, that field's allowed values.
 */
function unionSentence(issue: z.core.$ZodIssueInvalidUnion, name: string, value: unknown): string {
  if (value === undefined) return `${name} is required`;
  const types = issue.errors.map((form) =>
    form.length === 1 && form[0]!.code === 'invalid_type' && form[0]!.path.length === 0 ? form[0]!.expected : null,
  );
  if (types.every((type): type is NonNullable<typeof type> => type !== null)) {
    return `${name} expects ${[...new Set(types.map(typeWords))].join(' or ')}, not ${kindWords(value)}`;
  }
  const tags = issue.errors.map((form) => form.find((i) => i.code === 'invalid_value' && i.path.length === 1));
  const key = tags[0]?.path[0];
  if (key !== undefined && tags.every((tag) => tag !== undefined && tag.path[0] === key)) {
    const values = tags.flatMap((tag) => (tag?.code === 'invalid_value' ? tag.values : []));
    const field = name.endsWith('"') ? `${name.slice(0, -1)}.${String(key)}"` : `"${String(key)}"`;
    return `${field} must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return `${name} does not have any of the forms it accepts`;
}

/** zod's name for a type, as a sentence says it: a JSON object is an object whatever zod built it as. */
function typeWords(expected: string): string {
  switch (expected) {
    case 'record':
    case 'object':
      return 'an object';
    case 'int':
      return 'an integer';
    case 'array':
      return 'a list';
    default:
      return `${article(expected)} ${expected}`;
  }
}

/** What a value is, for "…, not <this>": `null` is not "a null". */
function kindWords(value: unknown): string {
  const kind = kindOf(value);
  return kind === 'null' ? 'null' : `${article(kind)} ${kind}`;
}

function bound(side: 'at most' | 'at least', origin: string, limit: number, value: unknown): string {
  switch (origin) {
    case 'array':
    case 'set':
      return `takes ${side} ${limit} item${limit === 1 ? '' : 's'}${Array.isArray(value) ? `, not ${value.length}` : ''}`;
    case 'string':
      return `must be ${side} ${limit} character${limit === 1 ? '' : 's'} long`;
    default:
      return `must be ${side} ${limit}`;
  }
}

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** `knowledge[1]`, `rows[0].prompt`: a path as an agent would write it. */
function fieldName(path: readonly PropertyKey[]): string {
  let name = '';
  for (const part of path) {
    if (typeof part === 'number') name += `[${part}]`;
    else name += name === '' ? String(part) : `.${String(part)}`;
  }
  return name;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value;
  for (const part of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<PropertyKey, unknown>)[part];
  }
  return here;
}

function defOf(schema: Schema): LooseDef {
  return schema._zod.def as unknown as LooseDef;
}

/** Through optional, default, nullable and pipes to the schema that says what the value is. */
function unwrap(schema: Schema): Schema {
  let here = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(here);
    const next = def.type === 'pipe' ? def.in : def.innerType;
    if (next === undefined) return here;
    here = next;
  }
  return here;
}

function schemaAt(root: Schema, path: readonly PropertyKey[]): Schema | undefined {
  let here: Schema | undefined = root;
  for (const part of path) {
    if (here === undefined) return undefined;
    const def = defOf(unwrap(here));
    here = typeof part === 'number' ? def.element : def.shape?.[String(part)];
  }
  return here;
}

function keysAt(root: Schema, path: readonly PropertyKey[]): string[] {
  const here = schemaAt(root, path);
  const shape = here ? defOf(unwrap(here)).shape : undefined;
  return shape ? Object.keys(shape) : [];
}

function nounOf(schema: Schema): string | undefined {
  return NOUNS.get(unwrap(schema)._zod.def);
}

/** Optional or defaulted: the agent may leave it out. */
function isOptional(schema: Schema): boolean {
  return schema._zod.optin !== undefined;
}
