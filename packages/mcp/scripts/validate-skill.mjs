#!/usr/bin/env node
// Checks the agent skill (SKILL.md and references/*.md) against the code it describes, so the two cannot drift:
//
//   node packages/mcp/scripts/validate-skill.mjs [dir]      dir defaults to packages/mcp
//
// 1. SKILL.md opens with YAML frontmatter holding `name` and `description`, within FRONTMATTER_MAX_TOKENS.
// 2. The body after it is under BODY_MAX_TOKENS.
// 3. Every references/*.md is linked from the body, and every references/ link in the body exists.
// 4. Every tool the body and the references name is a tool of this build (the TOOLS array of the built server,
//    every one of which is registered under some configuration), or a tool of the upstream server the worked
//    example reads. The body must name at least MIN_TOOLS_IN_BODY of them, so the check cannot pass on nothing.
// 5. Every error code they name is in the catalogue (ERROR_CODES of the built @ainize/core), or one the worked
//    example raises itself.
// 6. references/errors.md is exactly what scripts/gen-errors-reference.mjs writes from the catalogue.
//
// Token counts use gpt-tokenizer's o200k_base encoding (the GPT-4o family's); any modern BPE lands within a few
// percent of it, and the budgets leave more room than that.
//
// What counts as a name: an inline code span that is one snake_case identifier (`quote_id`, `budget_exceeded`),
// and the tool of a call written `tool { … }` in an inline span or at the start of a line in a fenced block. Such a
// name must be a tool, an error code, or a field or value the tools' own schemas declare (or that the server's
// source emits, for the open parts of job results); anything else is reported — as an unknown tool when it starts
// like one of the tools (`buy_…`, `get_…`), else as an unknown error code.
//
// Exit 0 when everything holds; 1 with the list of problems; 2 when the build it reads is missing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import * as z from 'zod';
import { renderErrorsReference } from './gen-errors-reference.mjs';

export const FRONTMATTER_MAX_TOKENS = 150;
export const BODY_MAX_TOKENS = 5000;
export const MIN_TOOLS_IN_BODY = 10;
export const ENCODING = 'o200k_base';

const SCRIPTS = dirname(fileURLToPath(import.meta.url));
const MCP = resolve(SCRIPTS, '..');
const ROOT = resolve(MCP, '../..');
const TOOLS_DIST = join(MCP, 'dist/tools/index.js');
const CORE_DIST = join(ROOT, 'packages/core/dist/index.js');
/** The upstream server the worked example and the eval read: its tools are named in the references too. */
const UPSTREAM_FIXTURE = join(MCP, 'test/subgraph-fixture.mjs');
const EXAMPLES = join(MCP, 'examples');
/** The server's source and the shared answer types in core: the names an answer can carry. */
const SOURCES = [join(MCP, 'src'), join(ROOT, 'packages/core/src')];

const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
const CALL = /^([a-z][a-z0-9]*(?:_[a-z0-9]+)*)\s+\{/;
/** Words that open a line of code in a fenced example without being a tool call. */
const NOT_CALLS = new Set([
  'import',
  'export',
  'const',
  'let',
  'var',
  'return',
  'await',
  'function',
  'if',
  'else',
  'for',
]);

class BuildMissing extends Error {}

// ---------------------------------------------------------------------------------------------------------------
// What the code says exists

function walkFiles(dir, suffix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walkFiles(path, suffix);
    return path.endsWith(suffix) ? [path] : [];
  });
}

/** Property names and string enum values anywhere in a JSON Schema. */
function schemaWords(schema, into) {
  if (schema === null || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const item of schema) schemaWords(item, into);
    return;
  }
  if (schema.properties) for (const key of Object.keys(schema.properties)) into.add(key);
  if (Array.isArray(schema.enum)) for (const value of schema.enum) if (typeof value === 'string') into.add(value);
  if (typeof schema.const === 'string') into.add(schema.const);
  for (const value of Object.values(schema)) schemaWords(value, into);
}

export async function loadFacts() {
  for (const file of [TOOLS_DIST, CORE_DIST]) {
    if (!existsSync(file)) throw new BuildMissing(`${relative(ROOT, file)} is missing: build first (npm run build)`);
  }
  const { TOOLS } = await import(pathToFileURL(TOOLS_DIST).href);
  const { ERROR_CODES } = await import(pathToFileURL(CORE_DIST).href);
  const tools = new Set(TOOLS.map((t) => t.name));
  const fields = new Set();
  for (const tool of TOOLS) {
    for (const schema of [tool.inputSchema, tool.outputSchema]) {
      schemaWords(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }), fields);
    }
  }
  // Job results, error details and row verdicts are open in the output schemas; the names the server writes into
  // them are the snake_case keys and string values of its own source and of the answer types it shares with core.
  for (const file of SOURCES.flatMap((dir) => walkFiles(dir, '.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\??\s*:/g)) fields.add(match[1]);
    for (const match of text.matchAll(/'([a-z][a-z0-9]*(?:_[a-z0-9]+)+)'/g)) fields.add(match[1]);
  }
  const upstreamTools = new Set(
    [...readFileSync(UPSTREAM_FIXTURE, 'utf8').matchAll(/registerTool\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1]),
  );
  const exampleCodes = new Set(
    walkFiles(EXAMPLES, '.ts').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/AinizeFailure\.of\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1]),
    ),
  );
  return {
    tools,
    codes: new Set(Object.keys(ERROR_CODES)),
    catalogue: ERROR_CODES,
    fields,
    upstreamTools,
    exampleCodes,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What the documents say

/** Splits `---\n…\n---\n` off the top. */
export function splitFrontmatter(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return null;
  return { frontmatter: match[1], body: text.slice(match[0].length) };
}

/** The names written as code in a Markdown document: `{ snake: [...], calls: [...] }`, each with its line. */
export function codeNames(markdown) {
  const snake = [];
  const calls = [];
  let fenced = false;
  for (const [index, line] of markdown.split('\n').entries()) {
    const at = index + 1;
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      const call = CALL.exec(line.trim());
      if (call && !NOT_CALLS.has(call[1])) calls.push({ name: call[1], line: at });
      continue;
    }
    for (const span of line.matchAll(/`([^`]+)`/g)) {
      const text = span[1].trim();
      if (SNAKE.test(text)) snake.push({ name: text, line: at });
      else {
        const call = CALL.exec(text);
        if (call) calls.push({ name: call[1], line: at });
      }
    }
  }
  return { snake, calls };
}

function firstWord(name) {
  return name.split('_')[0];
}

/**
 * Validates a skill directory. Returns `{ problems, report }`; never exits.
 * @param {string} dir a directory holding SKILL.md and references/
 */
export async function validateSkill(dir, facts) {
  facts ??= await loadFacts();
  const problems = [];
  const report = {};
  const skillFile = join(dir, 'SKILL.md');
  if (!existsSync(skillFile)) return { problems: [`${skillFile} is missing`], report };
  const skill = readFileSync(skillFile, 'utf8');

  // ---- 1, 2: frontmatter and budgets
  const split = splitFrontmatter(skill);
  let body = skill;
  if (!split) {
    problems.push('SKILL.md has no YAML frontmatter (a --- block at the very top)');
  } else {
    body = split.body;
    const fm = split.frontmatter;
    const name = /^name:\s*(.+)$/m.exec(fm)?.[1]?.trim();
    if (!name) problems.push('frontmatter: `name` is missing');
    else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) || name.length > 64) {
      problems.push(`frontmatter: name "${name}" must be lower-case words joined by hyphens, at most 64 characters`);
    }
    if (!/^description:\s*\S/m.test(fm)) problems.push('frontmatter: `description` is missing');
    else if (!/\buse when\b/i.test(fm)) problems.push('frontmatter: the description must say when to use the skill');
    report.frontmatter_tokens = countTokens(fm);
    if (report.frontmatter_tokens > FRONTMATTER_MAX_TOKENS) {
      problems.push(`frontmatter: ${report.frontmatter_tokens} tokens, over the budget of ${FRONTMATTER_MAX_TOKENS}`);
    }
  }
  report.body_tokens = countTokens(body);
  if (report.body_tokens >= BODY_MAX_TOKENS) {
    problems.push(`body: ${report.body_tokens} tokens, not under the budget of ${BODY_MAX_TOKENS}`);
  }

  // ---- 3: every reference linked, every link resolving
  const refDir = join(dir, 'references');
  const references = existsSync(refDir)
    ? readdirSync(refDir)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];
  report.references = references.length;
  const linked = new Set(
    [...body.matchAll(/\]\((?:\.\/)?references\/([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => decodeURIComponent(m[1])),
  );
  for (const file of references) {
    if (!linked.has(file)) problems.push(`references/${file} is not linked from the SKILL.md body`);
  }
  for (const file of linked) {
    if (!existsSync(join(refDir, file)))
      problems.push(`the SKILL.md body links references/${file}, which does not exist`);
  }

  // ---- 4, 5: tools and error codes
  const documents = [
    ['SKILL.md', body],
    ...references.map((f) => [`references/${f}`, readFileSync(join(refDir, f), 'utf8')]),
  ];
  const toolVerbs = new Set([...facts.tools].map(firstWord));
  const toolsInBody = new Set();
  const toolsAnywhere = new Set();
  const codesAnywhere = new Set();
  for (const [where, text] of documents) {
    const { snake, calls } = codeNames(text);
    for (const { name, line } of calls) {
      if (facts.tools.has(name)) {
        toolsAnywhere.add(name);
        if (where === 'SKILL.md') toolsInBody.add(name);
      } else if (!facts.upstreamTools.has(name)) {
        problems.push(`${where}:${line}: \`${name} { … }\` calls a tool this server does not have`);
      }
    }
    for (const { name, line } of snake) {
      if (facts.tools.has(name)) {
        toolsAnywhere.add(name);
        if (where === 'SKILL.md') toolsInBody.add(name);
      } else if (facts.codes.has(name)) {
        codesAnywhere.add(name);
      } else if (facts.upstreamTools.has(name) || facts.exampleCodes.has(name) || facts.fields.has(name)) {
        // a name the code declares
      } else if (toolVerbs.has(firstWord(name))) {
        problems.push(`${where}:${line}: \`${name}\` is not a tool of this server (unknown tool)`);
      } else {
        problems.push(`${where}:${line}: \`${name}\` is not in the error catalogue (unknown error code)`);
      }
    }
  }
  report.tools_named_in_body = toolsInBody.size;
  report.tools_named = toolsAnywhere.size;
  report.tools_known = facts.tools.size;
  report.codes_named = codesAnywhere.size;
  if (facts.tools.size < MIN_TOOLS_IN_BODY) {
    problems.push(`only ${facts.tools.size} tools found in ${relative(ROOT, TOOLS_DIST)}: the tool list was not read`);
  }
  if (toolsInBody.size < MIN_TOOLS_IN_BODY) {
    problems.push(
      `the SKILL.md body names only ${toolsInBody.size} tools (at least ${MIN_TOOLS_IN_BODY} expected): the tool check would pass on nothing`,
    );
  }

  // ---- 6: errors.md is what the generator writes
  const errorsFile = join(refDir, 'errors.md');
  const expected = renderErrorsReference(facts.catalogue);
  if (!existsSync(errorsFile)) problems.push('references/errors.md is missing: run scripts/gen-errors-reference.mjs');
  else if (readFileSync(errorsFile, 'utf8') !== expected) {
    problems.push('references/errors.md is out of date with the error catalogue: run scripts/gen-errors-reference.mjs');
  }
  return { problems, report };
}

async function main() {
  const dir = resolve(process.argv[2] ?? MCP);
  let result;
  try {
    result = await validateSkill(dir);
  } catch (err) {
    if (err instanceof BuildMissing) {
      process.stderr.write(`validate-skill: ${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const { problems, report } = result;
  process.stdout.write(
    `validate-skill: ${relative(process.cwd(), join(dir, 'SKILL.md')) || 'SKILL.md'} (${ENCODING}): ` +
      `frontmatter ${report.frontmatter_tokens ?? '?'}/${FRONTMATTER_MAX_TOKENS} tokens, ` +
      `body ${report.body_tokens ?? '?'}/${BODY_MAX_TOKENS} tokens, ${report.references ?? 0} references, ` +
      `${report.tools_named_in_body ?? 0} tools named in the body (${report.tools_named ?? 0} of ${report.tools_known ?? '?'} overall), ` +
      `${report.codes_named ?? 0} error codes named\n`,
  );
  if (problems.length === 0) {
    process.stdout.write('validate-skill: ok\n');
    return;
  }
  process.stdout.write(`validate-skill: ${problems.length} problem(s):\n`);
  for (const problem of problems) process.stdout.write(`  - ${problem}\n`);
  process.exitCode = 1;
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  main().catch((err) => {
    process.stderr.write(`validate-skill: ${err?.stack ?? err}\n`);
    process.exit(2);
  });
}
