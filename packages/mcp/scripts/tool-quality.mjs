#!/usr/bin/env node
/**
 * Checks what an agent reads before it calls anything — tools/list, the instructions and the prompts — in every
 * configuration, against a real node. It starts the BUILT server (packages/mcp/dist/bin.js) once per
 * configuration over stdio with the official SDK client, runs the checks of lib/tool-quality-checks.mjs, prints a
 * table per configuration and exits 1 when any check fails.
 *
 *   npm run build
 *   AINIZE_NODE_URL=http://127.0.0.1:3422 node packages/mcp/scripts/tool-quality.mjs
 *
 * Configurations that need an operator credential take AINIZE_OPERATOR_PASSWORD (or AINIZE_TOKEN) from the
 * environment, else the password of the cluster `npm start` runs (.ainize-cluster/operator.json); without one they
 * are skipped and said to be. A teaching key is made for the run. `--no-expected` skips the comparison with
 * test/tool-quality/expected-tools.json, for a node that serves no model or takes no lessons.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePrivateKey } from '@ainize/core';
import {
  CONFIGURATIONS,
  checkToolList,
  configurationEnv,
  connectSettled,
  formatTable,
  sessionTexts,
} from './lib/tool-quality-checks.mjs';

const MCP = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(MCP, '../..');
const BIN = join(MCP, 'dist/bin.js');
const EXPECTED = JSON.parse(readFileSync(join(MCP, 'test/tool-quality/expected-tools.json'), 'utf8'));

const compare = !process.argv.includes('--no-expected');

function operatorCredential() {
  if (process.env.AINIZE_OPERATOR_PASSWORD) return { password: process.env.AINIZE_OPERATOR_PASSWORD };
  if (process.env.AINIZE_TOKEN) return { token: process.env.AINIZE_TOKEN };
  const file = join(ROOT, '.ainize-cluster/operator.json');
  if (!existsSync(file)) return null;
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  return typeof saved.password === 'string' ? { password: saved.password, url: saved.url } : null;
}

const operator = operatorCredential();
const nodeUrl = process.env.AINIZE_NODE_URL ?? operator?.url ?? 'http://localhost:3422';
const teachKey = generatePrivateKey();
const universe = new Set(Object.values(EXPECTED).flat());

/** One configuration: start the server, let it learn the node, read what an agent would read, stop it. */
async function inspect(configuration) {
  let env = configurationEnv(configuration, { teachKey, operatorPassword: operator?.password ?? '' });
  if (operator?.token && 'AINIZE_OPERATOR_PASSWORD' in env) {
    const { AINIZE_OPERATOR_PASSWORD: _password, ...rest } = env;
    env = { ...rest, AINIZE_TOKEN: operator.token };
  }
  const client = await connectSettled({ bin: BIN, env: { AINIZE_NODE_URL: nodeUrl, ...env }, name: 'tool-quality' });
  try {
    const { tools } = await client.listTools();
    const found = await client.callTool({ name: 'search_knowledge', arguments: { limit: 1 } });
    const knowledgeId = found.structuredContent?.items?.[0]?.id ?? 'example-knowledge';
    const texts = await sessionTexts(client, knowledgeId);
    return checkToolList({
      configuration: configuration.name,
      tools,
      ...(compare ? { expected: EXPECTED[configuration.name] } : {}),
      universe,
      texts,
    });
  } finally {
    await client.close();
  }
}

if (!existsSync(BIN)) {
  console.error(`${BIN} does not exist: run npm run build first`);
  process.exit(2);
}

let failed = 0;
for (const configuration of CONFIGURATIONS) {
  const needsOperator = Object.values(configuration.env).includes('<operator>');
  if (needsOperator && !operator) {
    console.log(
      `\n## ${configuration.name}: skipped — no operator credential (AINIZE_OPERATOR_PASSWORD or AINIZE_TOKEN)`,
    );
    continue;
  }
  const { rows, failures } = await inspect(configuration);
  console.log(`\n## ${configuration.name} — ${rows.length} tools on ${nodeUrl}\n`);
  console.log(formatTable(rows));
  for (const failure of failures) console.log(`✗ ${failure.message}`);
  failed += failures.length;
}
console.log(failed === 0 ? '\nevery check passed' : `\n${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);
