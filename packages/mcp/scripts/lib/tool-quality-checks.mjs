/**
 * The deterministic half of a tool-definition review: what can be checked in a `tools/list` answer (and in the
 * server's instructions and prompts) without a model reading it. packages/mcp/scripts/tool-quality.mjs runs it
 * against the built server in every configuration; packages/mcp/test/tool-quality.test.ts runs it against an
 * embedded node and feeds it broken lists to prove each check can fail.
 *
 * Each check is a pure function of the list; `checkToolList` returns one row per tool for a table and a list of
 * failures, each `{ tool, check, message }`, with a message that names what to fix.
 */

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';

/**
 * Description length, in characters. Under 80 a description cannot say what a tool returns, when to use it and
 * which sibling to use instead; over 1000 it is a manual, and every client pays for it in every conversation.
 */
export const DESCRIPTION_MIN = 80;
export const DESCRIPTION_MAX = 1000;

/**
 * What tools/list may cost an agent's context, in o200k_base tokens (the encoding of OpenAI's GPT-4o and later) of
 * the tools array as compact JSON: with the default settings, and with everything on. A client pays it in every
 * conversation, before the first call; test/tool-quality.test.ts fails past either, and the bench reports both
 * (each counting with gpt-tokenizer, a workspace devDependency, so this module needs nothing beyond the SDK).
 */
export const TOKEN_BUDGETS = { 'read-only': 8000, everything: 12000 };

export const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

export const CHECKS = [
  'verb_first',
  'siblings',
  'annotations',
  'params_described',
  'output_declared',
  'length',
  'names_registered',
  'no_type_arrays',
  'no_empty_schemas',
];

/** First words that end like a verb ("Lists", "Reads") but are not one. */
const NOT_VERBS = new Set(['This', 'Its', 'Is', 'As', 'Was', 'Us', 'Thus', 'Status', 'Unless', 'Less', 'Yes']);

/** Whether `text` opens with a verb in the third person, the way a tool says what it does ("Lists …"). */
export function opensWithVerb(text) {
  const first = /^([A-Z][a-z]+)\b/.exec(text.trim())?.[1];
  return first !== undefined && /(?:s|es)$/.test(first) && !NOT_VERBS.has(first);
}

/**
 * Every tool name from `universe` that `text` names, as a whole word (so `teach` is not found in `teaching`). A
 * word in double quotes or backticks is a value — a job kind, an enum member — not a reference to a tool.
 */
export function namesIn(text, universe) {
  const prose = text.replace(/"[^"\n]*"|`[^`\n]*`/g, ' ');
  const found = new Set();
  for (const name of universe) {
    const pattern = new RegExp(`(?<![A-Za-z0-9_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`);
    if (pattern.test(prose)) found.add(name);
  }
  return found;
}

/** Every `description` string inside a JSON Schema, with where it sits. */
function schemaDescriptions(schema, path = '') {
  const out = [];
  walk(schema, path, (node, at) => {
    if (typeof node.description === 'string') out.push({ at, text: node.description });
  });
  return out;
}

/**
 * Calls `visit` for every subschema of `schema` — properties, items, anyOf branches, map values — with a path a
 * person can follow. Values of `enum`, `const`, `default` and `examples` are data, not schemas, and are skipped.
 */
function walk(schema, path, visit) {
  if (!isObject(schema)) return;
  visit(schema, path);
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isObject(value)) {
      for (const [field, sub] of Object.entries(value)) walk(sub, `${path}.${field}`, visit);
    } else if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key) && Array.isArray(value)) {
      value.forEach((sub, i) => walk(sub, `${path}/${key}[${i}]`, visit));
    } else if (['items', 'additionalProperties', 'not', 'propertyNames', 'contains'].includes(key)) {
      if (Array.isArray(value)) value.forEach((sub, i) => walk(sub, `${path}/${key}[${i}]`, visit));
      else walk(value, `${path}/${key}`, visit);
    }
  }
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every parameter without a description, nested ones included, as a path an agent would write
 * (`provenance.server.version`, `rows[].note`): a field inside an object argument is filled in by the same agent
 * that reads the top-level ones.
 */
export function undescribedParams(schema, prefix = '') {
  const found = [];
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  for (const [field, sub] of Object.entries(properties)) {
    const name = prefix === '' ? field : `${prefix}.${field}`;
    if (!isObject(sub) || typeof sub.description !== 'string' || sub.description.trim() === '') found.push(name);
    for (const [inner, suffix] of objectsWithin(sub)) found.push(...undescribedParams(inner, `${name}${suffix}`));
  }
  return found;
}

/** The object schemas a value may hold — itself, a list's items, a nullable's object branch — with a path suffix. */
function objectsWithin(schema, suffix = '') {
  if (!isObject(schema)) return [];
  const own = isObject(schema.properties) ? [[schema, suffix]] : [];
  const items = isObject(schema.items) ? objectsWithin(schema.items, `${suffix}[]`) : [];
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf.flatMap((branch) => objectsWithin(branch, suffix)) : [];
  return [...own, ...items, ...branches];
}

/** Subschemas that are `{}` (an empty object where a schema belongs) — what a client reads as "anything". */
export function emptySchemas(schema, path = '') {
  const found = [];
  walk(schema, path, (node, at) => {
    if (Object.keys(node).length === 0) found.push(at || '(root)');
  });
  return found;
}

/** Subschemas whose `type` is an array (`["string", "null"]`), which several clients reject. */
export function typeArrays(schema, path = '') {
  const found = [];
  walk(schema, path, (node, at) => {
    if (Array.isArray(node.type)) found.push(`${at || '(root)'} (${node.type.join(', ')})`);
  });
  return found;
}

/** Whether `schema` can be an object: its own type, or one of its anyOf branches. */
const objectBranches = (schema) =>
  !isObject(schema)
    ? []
    : schema.type === 'object'
      ? [schema]
      : (schema.anyOf ?? []).filter((branch) => isObject(branch) && branch.type === 'object');

/**
 * An object that says nothing about what it holds: no declared properties, and values that are not typed either
 * (a map of strings is fine; a map of anything is not).
 */
function isOpenMap(schema) {
  if (isObject(schema.properties) && Object.keys(schema.properties).length > 0) return false;
  const values = schema.additionalProperties;
  return !(isObject(values) && (values.type !== undefined || values.anyOf !== undefined));
}

const describedHere = (schema) =>
  isObject(schema) && typeof schema.description === 'string' && schema.description.trim() !== '';

/** What is wrong with an output schema, as sentences; empty when it declares what the tool returns. */
export function outputProblems(schema) {
  if (!isObject(schema)) return ['no outputSchema: a client cannot know what the answer holds'];
  if (schema.type !== 'object' || isOpenMap(schema)) {
    return ['the outputSchema is an open object: declare the fields the tool returns'];
  }
  const problems = [];
  for (const [field, sub] of Object.entries(schema.properties)) {
    // A field listed briefly says in its description what it holds; one that says nothing at all is the problem.
    if (describedHere(sub)) continue;
    if (objectBranches(sub).some(isOpenMap)) problems.push(`output field ${field} is an open map: declare its fields`);
  }
  return problems;
}

/**
 * Checks one tools/list answer.
 *
 * @param {object} options
 * @param {string} options.configuration  a name for the configuration, used in messages
 * @param {Array<object>} options.tools   `tools` of the tools/list result
 * @param {string[]} [options.expected]   the tool names this configuration must offer, exactly
 * @param {Iterable<string>} [options.universe]  every tool name this build has, in any configuration
 * @param {Array<{ where: string, text: string }>} [options.texts]  instructions and prompt texts to check too
 * @returns {{ rows: Array<object>, failures: Array<{ tool: string, check: string, message: string }> }}
 */
export function checkToolList({ configuration, tools, expected, universe = [], texts = [] }) {
  const failures = [];
  const fail = (tool, check, message) => failures.push({ tool, check, message: `[${configuration}] ${message}` });
  const registered = new Set(tools.map((tool) => tool.name));
  const everyName = new Set([...universe, ...registered, ...(expected ?? [])]);
  const unregistered = (text) => [...namesIn(text, everyName)].filter((name) => !registered.has(name));

  if (expected) {
    for (const name of expected) {
      if (!registered.has(name)) {
        fail(name, 'expected_tools', `${name} is expected in ${configuration} but not registered (renamed or lost?)`);
      }
    }
    for (const name of registered) {
      if (!expected.includes(name)) {
        fail(name, 'expected_tools', `${name} is registered in ${configuration} but not in the expected list`);
      }
    }
  }

  const rows = [];
  for (const tool of tools) {
    const name = tool.name;
    const description = typeof tool.description === 'string' ? tool.description : '';
    const row = { tool: name, chars: description.length };
    const mark = (check, ok) => {
      row[check] = ok;
    };

    mark('verb_first', opensWithVerb(description));
    if (!row.verb_first) {
      const first = description.trim().split(/\s+/)[0] ?? '';
      fail(name, 'verb_first', `${name}: the description should open with a verb ("Lists…"), not "${first}"`);
    }

    const siblings = [...namesIn(description, registered)].filter((other) => other !== name);
    mark('siblings', siblings.length > 0 || registered.size === 1);
    if (!row.siblings) fail(name, 'siblings', `${name}: the description names no other tool to use instead or next`);

    const missingHints = HINTS.filter((hint) => typeof tool.annotations?.[hint] !== 'boolean');
    mark('annotations', missingHints.length === 0);
    if (!row.annotations) fail(name, 'annotations', `${name}: annotations lack ${missingHints.join(', ')}`);

    const undescribed = undescribedParams(tool.inputSchema);
    mark('params_described', undescribed.length === 0);
    for (const field of undescribed) {
      fail(name, 'params_described', `${name}: parameter ${field} has no description`);
    }

    const outputIssues = outputProblems(tool.outputSchema);
    mark('output_declared', outputIssues.length === 0);
    for (const problem of outputIssues) fail(name, 'output_declared', `${name}: ${problem}`);

    mark('length', description.length >= DESCRIPTION_MIN && description.length <= DESCRIPTION_MAX);
    if (!row.length) {
      fail(
        name,
        'length',
        `${name}: the description is ${description.length} characters; keep it within ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}`,
      );
    }

    const named = new Set([
      ...unregistered(description),
      ...schemaDescriptions(tool.inputSchema).flatMap((d) => unregistered(d.text)),
      ...schemaDescriptions(tool.outputSchema).flatMap((d) => unregistered(d.text)),
    ]);
    mark('names_registered', named.size === 0);
    for (const other of named) {
      fail(name, 'names_registered', `${name}: names ${other}, which ${configuration} does not register`);
    }

    const arrays = [...typeArrays(tool.inputSchema, 'input'), ...typeArrays(tool.outputSchema, 'output')];
    mark('no_type_arrays', arrays.length === 0);
    for (const at of arrays) fail(name, 'no_type_arrays', `${name}: a type array at ${at}; use anyOf`);

    const empties = [...emptySchemas(tool.inputSchema, 'input'), ...emptySchemas(tool.outputSchema, 'output')];
    mark('no_empty_schemas', empties.length === 0);
    for (const at of empties) fail(name, 'no_empty_schemas', `${name}: an empty schema {} at ${at}; give it a type`);

    rows.push(row);
  }

  for (const { where, text } of texts) {
    for (const other of unregistered(text)) {
      fail(where, 'names_registered', `${where} names ${other}, which ${configuration} does not register`);
    }
  }
  return { rows, failures };
}

/** A plain-text table of the rows: one line per tool, ✓ or ✗ per check. */
export function formatTable(rows) {
  const header = ['tool', 'chars', ...CHECKS];
  const cell = (row, key) =>
    key === 'tool' || key === 'chars' ? String(row[key]) : row[key] === undefined ? '-' : row[key] ? '✓' : '✗';
  const widths = header.map((key) => Math.max(key.length, ...rows.map((row) => cell(row, key).length)));
  const line = (values) =>
    values
      .map((value, i) => value.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(header.map((k) => cell(row, k)))),
  ].join('\n');
}

/**
 * The configurations every check runs in, from the default to everything on. `env` is what each adds to
 * AINIZE_NODE_URL; `<teach key>` and `<operator>` are filled in by configurationEnv.
 */
export const CONFIGURATIONS = [
  { name: 'read-only', env: {} },
  { name: 'teaching-key', env: { AINIZE_TEACH_KEY: '<teach key>' } },
  { name: 'budget', env: { AINIZE_OPERATOR_PASSWORD: '<operator>', AINIZE_MCP_SESSION_BUDGET: '10' } },
  { name: 'apply', env: { AINIZE_OPERATOR_PASSWORD: '<operator>', AINIZE_MCP_ALLOW_APPLY: '1' } },
  {
    name: 'everything',
    env: {
      AINIZE_OPERATOR_PASSWORD: '<operator>',
      AINIZE_TEACH_KEY: '<teach key>',
      AINIZE_MCP_SESSION_BUDGET: '10',
      AINIZE_MCP_ALLOW_APPLY: '1',
      AINIZE_MCP_ALLOW_PUBLISH: '1',
    },
  },
];

/** A configuration's environment with its placeholders filled in. */
export function configurationEnv(configuration, { teachKey, operatorPassword }) {
  const fill = (value) => (value === '<teach key>' ? teachKey : value === '<operator>' ? operatorPassword : value);
  return Object.fromEntries(Object.entries(configuration.env).map(([key, value]) => [key, fill(value)]));
}

/** Arguments that let every prompt of this server render, so its text can be checked. */
export function promptArguments(prompt, knowledgeId) {
  const args = {};
  for (const argument of prompt.arguments ?? []) {
    if (!argument.required) continue;
    args[argument.name] = ['knowledge', 'base', 'id'].includes(argument.name) ? knowledgeId : 'harbour facts';
  }
  return args;
}

/**
 * What a session shows an agent besides tools/list: the instructions sent at initialize, and every prompt's
 * description and rendered text. `client` is a connected SDK client.
 */
export async function sessionTexts(client, knowledgeId) {
  const texts = [];
  const instructions = client.getInstructions();
  if (instructions) texts.push({ where: 'instructions', text: instructions });
  const { prompts } = await client.listPrompts();
  for (const prompt of prompts) {
    texts.push({ where: `prompt ${prompt.name} (description)`, text: prompt.description ?? '' });
    const got = await client.getPrompt({ name: prompt.name, arguments: promptArguments(prompt, knowledgeId) });
    const text = got.messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n');
    texts.push({ where: `prompt ${prompt.name}`, text });
  }
  return texts;
}

/** How long to wait for the one list_changed a server sends once it has asked the node what it offers. */
export const SETTLE_MS = 3000;

/**
 * Starts the built server over stdio with exactly `env` (and PATH) and returns its client once the tool list has
 * settled: after the server's list_changed, or SETTLE_MS when none comes.
 */
export async function connectSettled({ bin, env, name }) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name, version: '0' });
  const settled = new Promise((done) => {
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => done());
    setTimeout(done, SETTLE_MS).unref();
  });
  await client.connect(transport);
  await settled;
  return client;
}
