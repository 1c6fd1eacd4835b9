// What tools/list costs an agent's context, per configuration of the built ainize-mcp: the tools array exactly as
// the client receives it, counted with a real tokenizer (gpt-tokenizer's o200k_base, the encoding of OpenAI's
// GPT-4o and later models). The same configurations as packages/mcp/scripts/tool-quality.mjs, against an embedded
// node that serves a model and takes lessons, so every tool a configuration allows is offered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import {
  CONFIGURATIONS,
  TOKEN_BUDGETS,
  configurationEnv,
  connectSettled,
} from '../../packages/mcp/scripts/lib/tool-quality-checks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { generatePrivateKey } = await import('../../packages/core/dist/index.js');

const AINIZE_BIN = path.join(root, 'packages/mcp/dist/bin.js');
const PASSWORD = 'bench-tool-tokens-operator-3f9a';

export const title = 'MCP: tools/list tokens per configuration';

const tokens = (value) => encode(typeof value === 'string' ? value : JSON.stringify(value)).length;

async function listTools(env) {
  const client = await connectSettled({ bin: AINIZE_BIN, env, name: 'bench-tool-tokens' });
  try {
    return (await client.listTools()).tools;
  } finally {
    await client.close();
  }
}

export async function run({ log }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-tokens-'));
  const home = path.join(dir, 'node');
  initHome({ home, name: 'bench-tokens', port: 0 });
  const node = await startNode(home, {
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_MODEL_ROWS: '16384',
    AINIZE_VERIFIER_AUTO: 'false',
    AINIZE_TEACH_ENABLED: 'true',
  });
  const rows = [];
  let everything = null;
  const totals = {};
  try {
    const setup = await fetch(`${node.url}/api/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    if (setup.status !== 200) throw new Error(`the node refused the operator password: HTTP ${setup.status}`);
    const secrets = { teachKey: generatePrivateKey(), operatorPassword: PASSWORD };
    for (const configuration of CONFIGURATIONS) {
      log(configuration.name);
      const tools = await listTools({ AINIZE_NODE_URL: node.url, ...configurationEnv(configuration, secrets) });
      const sum = (pick) => tools.reduce((n, tool) => n + tokens(pick(tool)), 0);
      const total = tokens(tools);
      rows.push([
        configuration.name,
        tools.length,
        sum((t) => t.description),
        sum((t) => t.inputSchema),
        sum((t) => t.outputSchema),
        total,
        Math.round(total / tools.length),
      ]);
      totals[configuration.name] = total;
      if (configuration.name === 'everything') everything = { tools, total };
    }
  } finally {
    await node.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const heaviest = (everything?.tools ?? [])
    .map((tool) => [
      tool.name,
      tokens(tool.description),
      tokens(tool.inputSchema),
      tokens(tool.outputSchema),
      tokens(tool),
    ])
    .sort((a, b) => b[4] - a[4]);
  const withoutOutputs = everything ? tokens(everything.tools.map(({ outputSchema: _o, ...rest }) => rest)) : null;
  return {
    tables: [
      {
        caption: 'tools/list per configuration, o200k_base tokens (the tools array as compact JSON)',
        columns: ['configuration', 'tools', 'descriptions', 'input schemas', 'output schemas', 'total', 'per tool'],
        rows,
      },
      {
        caption: 'with everything on, per tool (o200k_base tokens)',
        columns: ['tool', 'description', 'input schema', 'output schema', 'total'],
        rows: heaviest,
      },
    ],
    notes: [
      // The same budgets packages/mcp/test/tool-quality.test.ts holds the list to.
      ...Object.entries(TOKEN_BUDGETS).map(([name, budget]) => {
        const measured = totals[name];
        const verdict = measured === undefined ? '' : measured <= budget ? ' (met)' : ' (over)';
        return (
          `Target for ${name}${name === 'read-only' ? ' (the default)' : ''}: at most ` +
          `${budget.toLocaleString('en-US')} tokens. Measured: ${measured?.toLocaleString('en-US') ?? '?'}${verdict}.`
        );
      }),
      `With everything on but without the output schemas: ${withoutOutputs?.toLocaleString('en-US') ?? '?'}.`,
      'Output schemas are listed two levels deep (deeper only where a description says something), ids without ' +
        'their patterns; every call and every answer is still checked against the full schema by the server.',
      'Counted with gpt-tokenizer 4.0.0, encoding o200k_base. "total" is the whole tools array (names, titles, ' +
        'annotations and execution included), so it is more than the sum of the three columns.',
      'The configurations are the ones of packages/mcp/scripts/tool-quality.mjs: read-only (the default), a ' +
        'teaching key, an operator with a budget, an operator with AINIZE_MCP_ALLOW_APPLY, and all of them with ' +
        'AINIZE_MCP_ALLOW_PUBLISH.',
    ],
  };
}
