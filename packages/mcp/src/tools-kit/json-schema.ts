import * as z from 'zod';

/**
 * The JSON Schema a client reads in tools/list, produced here for every tool so it is portable everywhere.
 *
 * zod writes a nullable primitive as `type: ["string", "null"]` and an unconstrained value as `{}`. Both are
 * valid JSON Schema, yet several clients and model providers reject or misread them (the MCP Inspector warns on
 * each). This pass rewrites the first as `anyOf: [{type: "string"}, {type: "null"}]` and an unconstrained map
 * value (`additionalProperties: {}`) as `additionalProperties: true`; both mean exactly what they replace. Output
 * schemas are also left open to new fields and list no `required` (see PortableOptions), which only widens what a
 * client accepts.
 *
 * What a client reads is also what an agent pays for in every conversation, so the listing says once what an
 * agent needs and leaves to the server what only the server checks: a schema marked `listed: "brief"` (see
 * `listedBriefly`) is shown by its type and description alone, and an output schema is shown two levels deep (see
 * `listedOutput`). Both only widen what a client accepts: every call is still checked against the tool's full
 * input schema, and every answer against its full output schema, before it goes anywhere.
 */

export type JsonSchema = { [key: string]: unknown };

/** Keywords that describe a schema rather than constrain it: they stay beside the `anyOf`, not inside a branch. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/** Which keywords constrain which JSON type, so each branch of a split keeps only its own. */
const KEYWORDS_OF: Record<string, ReadonlySet<string>> = {
  string: new Set(['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType']),
  number: new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']),
  array: new Set(['items', 'prefixItems', 'additionalItems', 'minItems', 'maxItems', 'uniqueItems', 'contains']),
  object: new Set([
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'propertyNames',
    'minProperties',
    'maxProperties',
  ]),
};
KEYWORDS_OF['integer'] = KEYWORDS_OF['number']!;

/** The JSON type of a value in an `enum` or `const`, as JSON Schema names it. */
function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const isSchemaObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{type: [A, B], …}` → `{anyOf: [{type: A, …A's keywords}, {type: B, …}], …annotations}`. */
function splitTypeArray(schema: JsonSchema, types: unknown[]): JsonSchema {
  const outer: JsonSchema = {};
  const shared: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'type') continue;
    (ANNOTATIONS.has(key) ? outer : shared)[key] = value;
  }
  const branches = types.map((type) => {
    const branch: JsonSchema = { type };
    const own = KEYWORDS_OF[String(type)];
    for (const [key, value] of Object.entries(shared)) {
      if (key === 'enum' && Array.isArray(value)) {
        const values = value.filter(
          (v) => jsonTypeOf(v) === type || (type === 'number' && jsonTypeOf(v) === 'integer'),
        );
        if (values.length > 0) branch['enum'] = values;
      } else if (key === 'const') {
        if (jsonTypeOf(value) === type) branch['const'] = value;
      } else if (own?.has(key) || !isTypeBound(key)) {
        branch[key] = value;
      }
    }
    return branch;
  });
  return { anyOf: branches, ...outer };
}

const isStringOnly = (schema: JsonSchema) => Object.keys(schema).length === 1 && schema['type'] === 'string';

/** A keyword that belongs to one JSON type only. */
const isTypeBound = (key: string) => Object.values(KEYWORDS_OF).some((keys) => keys.has(key));

const LITERAL_KEYWORDS = new Set(['enum', 'const', 'required', 'default', 'examples']);

export interface PortableOptions {
  /**
   * Leave out `additionalProperties` where it only says "closed" or "anything": an answer may gain a field
   * without breaking a client that validates it, and a map of typed values keeps its value schema.
   */
  openObjects?: boolean;
  /**
   * Leave out `required`. In an output schema it names every field a second time — about a sixth of what tools/list
   * costs an agent — to promise what the answer itself shows; the server still checks its answers against the
   * full schema before they leave.
   */
  omitRequired?: boolean;
}

/** The metadata key that asks for a brief listing, and its one value. */
const LISTED = 'listed';
const BRIEF = 'brief';

/**
 * Marks a schema to be listed by its type and description alone: an id whose pattern only the server needs (an
 * agent copies ids from answers), or a structure said once elsewhere — create_training_set's rows, or a record a
 * library writes. The server still checks the full schema. zod keeps the mark beside the same definition, so a
 * name given with nameValue is kept too.
 */
export function listedBriefly<S extends z.ZodType>(schema: S): S {
  return schema.meta({ [LISTED]: BRIEF }) as S;
}

/** What a brief listing keeps: what the value is and what it means, never how the server checks it. */
const BRIEF_KEYWORDS = new Set(['type', 'description', 'default', 'title']);

function brief(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [name, value] of Object.entries(schema)) {
    if (BRIEF_KEYWORDS.has(name)) out[name] = value;
  }
  if (isSchemaObject(schema['items'])) out['items'] = brief(schema['items']);
  if (Array.isArray(schema['anyOf'])) {
    out['anyOf'] = schema['anyOf'].map((branch) => (isSchemaObject(branch) ? brief(branch) : branch));
  }
  return out;
}

/** Rewrites one emitted schema, recursively, into the portable form described above. Never mutates its input. */
export function portable(schema: unknown, options: PortableOptions = {}, key?: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => portable(item, options));
  if (!isSchemaObject(schema)) return schema;
  if (schema[LISTED] === BRIEF) {
    const { [LISTED]: _mark, ...rest } = schema;
    return portable(brief(rest), options, key);
  }
  // An unconstrained map value: `true` says "any value" without an empty schema object.
  if (key === 'additionalProperties' && Object.keys(schema).length === 0) return true;
  const out: JsonSchema = {};
  for (const [name, value] of Object.entries(schema)) {
    if (name === 'properties' && isSchemaObject(value)) {
      out[name] = Object.fromEntries(Object.entries(value).map(([field, sub]) => [field, portable(sub, options)]));
    } else if (LITERAL_KEYWORDS.has(name)) {
      out[name] = value;
    } else {
      out[name] = portable(value, options, name);
    }
  }
  if (options.openObjects && typeof out['additionalProperties'] === 'boolean') delete out['additionalProperties'];
  if (options.omitRequired) delete out['required'];
  // Every JSON object key is a string: zod's `propertyNames: {type: "string"}` on a record says nothing.
  if (isSchemaObject(out['propertyNames']) && isStringOnly(out['propertyNames'])) delete out['propertyNames'];
  const type = out['type'];
  return Array.isArray(type) ? portable(splitTypeArray(out, type), options) : out;
}

/**
 * A tool's input (`io: "input"`) or output (`io: "output"`) schema, as tools/list shows it. The `$schema` line is
 * left out: MCP names the dialect a schema without one is read in, these schemas use only keywords that dialect
 * and draft-07 share, and a validator built for either then reads them without fetching a meta-schema.
 */
export function toolJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...emitted } = z.toJSONSchema(schema, { target: 'draft-7', io });
  if (io === 'input') return portable(emitted) as JsonSchema;
  return listedOutput(portable(emitted, { openObjects: true, omitRequired: true }) as JsonSchema);
}

/** Whether a description sits anywhere inside `schema`: something its author wanted an agent to read. */
function describes(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(describes);
  if (!isSchemaObject(schema)) return false;
  return Object.entries(schema).some(
    ([name, value]) =>
      (name === 'description' && typeof value === 'string') || (!LITERAL_KEYWORDS.has(name) && describes(value)),
  );
}

/**
 * An output schema as tools/list shows it: the answer's fields and the fields of each object among them (a job's
 * `result` included), each with its type. Deeper objects, and the records of a list, are shown as objects — their
 * fields are in the answer itself — except where a description inside says what an agent must know, which is kept
 * with the path to it. `level` counts the objects above; `inList` is true inside a list's items or a map's values.
 */
export function listedOutput(schema: JsonSchema, level = 1, inList = false): JsonSchema {
  const out: JsonSchema = {};
  for (const [name, value] of Object.entries(schema)) {
    if (name === 'properties' && isSchemaObject(value)) {
      if ((level > 2 || inList) && !describes(value)) continue;
      out[name] = Object.fromEntries(
        Object.entries(value).map(([field, sub]) => [
          field,
          isSchemaObject(sub) ? listedOutput(sub, level + 1, inList) : sub,
        ]),
      );
    } else if ((name === 'items' || name === 'additionalProperties') && isSchemaObject(value)) {
      out[name] = listedOutput(value, level, true);
    } else if (name === 'anyOf' && Array.isArray(value)) {
      out[name] = value.map((branch) => (isSchemaObject(branch) ? listedOutput(branch, level, inList) : branch));
    } else {
      out[name] = value;
    }
  }
  return out;
}
