import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, sha256Hex, sha256Rows } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GRAPH_MCP_URL, run } from '../examples/subgraph-to-training-set.js';
import { provenanceSchema } from '../src/rows.js';
import { inProcessSession, startTestNode, type TestNode } from './node-fixture.js';
import { startSubgraphFixture, type HttpSource } from './source-servers.js';
import { ROOT, type Json } from './stdio-harness.js';

/**
 * The worked example, built and run as a person runs it: against the local subgraph fixture through --endpoint,
 * up to a training set on a real embedded node — and never further. Against the real hosted URL it only ever shows
 * its refusal: without GRAPH_API_KEY not one connection leaves the process.
 */

const EXAMPLE = join(ROOT, 'packages/mcp/dist/examples/subgraph-to-training-set.js');
const GRAPH_KEY = 'graph-key-for-the-fixture-5c1d9e7a';
const TEACH_KEY = generatePrivateKey();
const V3 = '5zvR82QoaXYFixtureV3xxxxxxxxxxxxxxxxxxxxxxxx';

let node: TestNode;
let work: string;
let stateDir: string;
const servers: HttpSource[] = [];

beforeAll(async () => {
  // Runs what ships: the example and the server it starts for --upload, built from the sources.
  execFileSync('npx', ['tsc', '-b', 'packages/mcp/examples'], { cwd: ROOT, stdio: 'inherit' });
  node = await startTestNode('example-test', {
    env: { AINIZE_TEACH_ENABLED: 'true', AINIZE_TEACH_JOBS_PER_IP_PER_DAY: '50' },
  });
  work = mkdtempSync(join(tmpdir(), 'ainize-mcp-example-'));
  stateDir = join(work, 'state');
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await node?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** The one JSON line the example prints on stdout. */
  outcome: Json;
}

function example(args: string[], env: Record<string, string> = {}, preload?: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...(preload ? ['--import', preload] : []), EXAMPLE, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        const last = stdout.trim().split('\n').pop() ?? '';
        resolve({ code, stdout, stderr, outcome: last.startsWith('{') ? JSON.parse(last) : {} });
      },
    );
  });
}

/** A fixture over Streamable HTTP that wants the key, writing each call it answers to its own log. */
async function fixture(name: string, env: Record<string, string> = {}) {
  const log = join(work, `${name}.calls.jsonl`);
  const server = await startSubgraphFixture({
    SUBGRAPH_FIXTURE_REQUIRE_KEY: GRAPH_KEY,
    SUBGRAPH_FIXTURE_LOG: log,
    ...env,
  });
  servers.push(server);
  const calls = (): { tool: string; arguments: Record<string, unknown>; credential: string }[] =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : [];
  return { url: server.url, calls };
}

const teachEnv = () => ({
  AINIZE_NODE_URL: node.node.url,
  AINIZE_TEACH_KEY: TEACH_KEY,
  AINIZE_MCP_STATE_DIR: stateDir,
  AINIZE_LOG_LEVEL: 'silent',
});

/** The teaching key's training sets and lessons on the node, read with the key itself. */
async function onTheNode() {
  const s = await inProcessSession(node.node.url, { AINIZE_TEACH_KEY: TEACH_KEY }, { name: 'example-test' });
  try {
    const sets = await s.nodeClient.teach.datasets();
    const lessons = await s.nodeClient.teach.lessons();
    return { sets: sets.items, lessons: lessons.items };
  } finally {
    await s.close();
  }
}

describe('the example against the local fixture', () => {
  it('follows the workflow to a training set with provenance, and starts no lesson', async () => {
    const upstream = await fixture('end-to-end');
    const out = join(work, 'tokens.jsonl');
    const ran = await example(
      ['--keyword', 'uniswap', '--first', '20', '--endpoint', upstream.url, '--out', out, '--upload'],
      { GRAPH_API_KEY: GRAPH_KEY, ...teachEnv() },
    );
    expect(ran.code, ran.stderr).toBe(0);
    const outcome = ran.outcome;
    expect(outcome).toMatchObject({ ok: true, rows: 9, rejected: 1, credential_presented: true });
    expect(outcome.upstream).toEqual({ subgraph_id: V3, block: 25903086 });

    // The workflow the server asks for, in its order, every call carrying the key.
    const calls = upstream.calls();
    expect(calls.map((c) => c.tool)).toEqual([
      'search_subgraphs_by_keyword',
      'get_deployment_30day_query_counts',
      'get_schema_by_subgraph_id',
      'execute_query_by_subgraph_id',
      'execute_query_by_subgraph_id',
    ]);
    expect(calls.every((c) => c.credential === 'bearer')).toBe(true);
    expect(String(calls[4]?.arguments.query)).toContain('block: { number: 25903086 }');
    expect(ran.stderr).toContain('using subgraph 5zvR82QoaXYFixtureV3xxxxxxxxxxxxxxxxxxxxxxxx (the most queried)');

    // The JSONL is the canonical bytes: its sha256 is rows_sha256, which is the node's hash of the set.
    const jsonl = readFileSync(out, 'utf8');
    const rows = jsonl
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(sha256Hex(jsonl)).toBe(outcome.rows_sha256);
    expect(sha256Rows(rows)).toBe(outcome.rows_sha256);
    expect(rows[0]).toMatchObject({
      prompt: 'What is the Ethereum mainnet contract address of the Uniswap (UNI) token?',
      answer: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984',
    });
    expect(rows.every((r) => r.note.includes(`subgraph_id=${V3} block=25903086`))).toBe(true);
    const provenance = provenanceSchema.parse(JSON.parse(readFileSync(join(work, 'tokens.provenance.json'), 'utf8')));
    expect(provenance.rows_sha256).toBe(outcome.rows_sha256);

    expect(outcome.training_set).toMatchObject({
      sha256: outcome.rows_sha256,
      sha256_matches_prediction: true,
      provenance: { arguments_sha256_matches: true, rows_sha256_matches: true, recorded: true },
    });
    const id = outcome.training_set.dataset_id;
    expect(readdirSync(join(stateDir, 'provenance'))).toContain(`${id}.json`);
    const { sets, lessons } = await onTheNode();
    expect(sets.map((s) => s.sha256)).toContain(outcome.rows_sha256);
    expect(lessons).toEqual([]);

    for (const text of [ran.stdout, ran.stderr, jsonl, JSON.stringify(provenance)]) {
      expect(text).not.toContain(GRAPH_KEY);
      expect(text).not.toContain(TEACH_KEY);
    }
  });

  it('runs anonymously only when asked, and says so', async () => {
    const upstream = await fixture('anonymous', { SUBGRAPH_FIXTURE_REQUIRE_KEY: '' });
    const out = join(work, 'anonymous.jsonl');
    const ran = await example(['--keyword', 'uniswap', '--endpoint', upstream.url, '--out', out, '--anonymous']);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stderr).toContain('ANONYMOUS: this run is attributable to nobody');
    expect(ran.outcome).toMatchObject({ ok: true, credential_presented: false, training_set: null });
    expect(upstream.calls().every((c) => c.credential === 'none')).toBe(true);
  });

  it('names what the server answered when the query volume cannot choose, and asks for --subgraph', async () => {
    const upstream = await fixture('zero-counts', { SUBGRAPH_FIXTURE_COUNTS: 'zero' });
    const out = join(work, 'zero.jsonl');
    const ran = await example(['--keyword', 'uniswap', '--endpoint', upstream.url, '--out', out], {
      GRAPH_API_KEY: GRAPH_KEY,
    });
    expect(ran.code).toBe(1);
    expect(ran.outcome.code).toBe('subgraph_not_chosen');
    expect(ran.outcome.message).toContain('the server answered 0 queries in 30 days for all 2 deployments');
    expect(ran.outcome.message).toContain('Pass --subgraph <id>');
    expect(ran.stderr).toContain('0 queries in 30 days');
    expect(upstream.calls().map((c) => c.tool)).toEqual([
      'search_subgraphs_by_keyword',
      'get_deployment_30day_query_counts',
    ]);
    expect(existsSync(out)).toBe(false);

    const named = await example(['--keyword', 'uniswap', '--subgraph', V3, '--endpoint', upstream.url, '--out', out], {
      GRAPH_API_KEY: GRAPH_KEY,
    });
    expect(named.code, named.stderr).toBe(0);
    expect(named.stderr).toContain('(named with --subgraph)');
  });
});

describe('bad input through the example: a named error, nothing written, nothing uploaded', () => {
  const mappingFile = (name: string, mapping: object) => {
    const file = join(work, `${name}.mapping.json`);
    writeFileSync(file, JSON.stringify(mapping));
    return file;
  };
  const tokens = {
    path: 'data.tokens',
    prompt: 'What is the contract address of the {name} ({symbol}) token?',
    answer: '{id}',
    require: ['id'],
  };
  const cases: [string, string, (url: string) => string[], Record<string, string>][] = [
    [
      'a mapping path that does not exist',
      'mapping_path_not_found',
      () => ['--mapping', mappingFile('path', { ...tokens, path: 'data.swaps' })],
      {},
    ],
    [
      'a template naming a field the schema does not have',
      'mapping_field_missing',
      () => ['--mapping', mappingFile('field', { ...tokens, answer: '{address}' })],
      {},
    ],
    [
      'a field that changes every block',
      'mapping_field_mutable',
      () => ['--mapping', mappingFile('mutable', { ...tokens, answer: '{totalValueLockedUSD}' })],
      {},
    ],
    ['a tool that errors', 'source_error', () => ['--subgraph', 'NoSuchSubgraph'], {}],
    ['a server that dies mid-call', 'source_closed', () => [], { SUBGRAPH_FIXTURE_DIE_ON: V3 }],
  ];

  for (const [label, code, extra, fixtureEnv] of cases) {
    it(`${label} → ${code}`, async () => {
      const before = await onTheNode();
      const upstream = await fixture(code, fixtureEnv);
      const out = join(work, `${code}.jsonl`);
      const ran = await example(
        ['--keyword', 'uniswap', '--endpoint', upstream.url, '--out', out, '--upload', ...extra(upstream.url)],
        { GRAPH_API_KEY: GRAPH_KEY, ...teachEnv() },
      );
      expect(ran.code, ran.stderr).toBe(1);
      expect(ran.outcome.code, ran.outcome.message).toBe(code);
      expect(existsSync(out)).toBe(false);
      expect(existsSync(join(work, `${code}.provenance.json`))).toBe(false);
      const after = await onTheNode();
      expect(after.sets.length).toBe(before.sets.length);
      expect(after.lessons).toEqual([]);
      expect(ran.stdout + ran.stderr).not.toContain(GRAPH_KEY);
    });
  }
});

describe('scripts/scenarios/job4-subgraph.mjs', () => {
  it('passes every check: the fixture upstream, a training set with provenance, and no lesson', async () => {
    const script = join(ROOT, 'packages/mcp/scripts/drive.mjs');
    const scenario = join(ROOT, 'packages/mcp/scripts/scenarios/job4-subgraph.mjs');
    const env = { PATH: process.env.PATH ?? '', AINIZE_NODE_URL: node.node.url, AINIZE_TEACH_KEY: TEACH_KEY };
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(process.execPath, [script, scenario], { env, cwd: ROOT }, (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }),
      );
    });
    expect(code, output).not.toBe(2);
    const checks = JSON.parse(readFileSync(join(ROOT, 'results/mcp/job4-subgraph.checks.json'), 'utf8'));
    const failed = (checks.checks as { name: string; passed: boolean; detail: string }[]).filter((c) => !c.passed);
    expect(failed).toEqual([]);
    expect(checks.skipped ?? []).toEqual([]);
    expect(code, output).toBe(0);
  }, 180_000);
});

describe('the real hosted URL without a key', () => {
  it('refuses with the instruction, and not one connection leaves the process', async () => {
    const preload = join(work, 'no-network.mjs');
    const attempts = join(work, 'network-attempts.txt');
    writeFileSync(
      preload,
      `import net from 'node:net';
import { appendFileSync } from 'node:fs';
const note = (what) => appendFileSync(${JSON.stringify(attempts)}, what + '\\n');
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) { note('socket ' + JSON.stringify(args[0])); return connect.apply(this, args); };
const fetch = globalThis.fetch;
globalThis.fetch = (input, init) => { note('fetch ' + String(input)); return fetch(input, init); };
`,
    );
    const out = join(work, 'hosted.jsonl');
    const ran = await example(['--keyword', 'uniswap', '--out', out], {}, preload);
    expect(ran.code).toBe(1);
    expect(ran.outcome.code).toBe('graph_api_key_missing');
    expect(ran.stderr).toContain('GRAPH_API_KEY is not set');
    expect(ran.stderr).toContain('https://thegraph.com/studio/apikeys/');
    expect(ran.stderr).toContain('--anonymous');
    expect(existsSync(attempts) ? readFileSync(attempts, 'utf8') : '').toBe('');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses in process too, before any fetch', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const lines: string[] = [];
    try {
      const code = await run(
        ['--keyword', 'uniswap', '--endpoint', GRAPH_MCP_URL, '--upload'],
        {},
        {
          out: (line) => lines.push(line),
          err: (line) => lines.push(line),
        },
      );
      expect(code).toBe(1);
      expect(lines.join('\n')).toContain('graph_api_key_missing');
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
