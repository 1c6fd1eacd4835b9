import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, hashCanonical, rowHash, sha256Rows } from '@ainize/core';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_MAPPING } from '../examples/subgraph-to-training-set.js';
import { McpDataSource, type FetchedRows, type RowMapping, type SourceTransport } from '../src/datasource.js';
import type { RequestRecord } from '../src/node-client/index.js';
import { provenanceSchema } from '../src/rows.js';
import { refusal, uploadRows } from './datasource-harness.js';
import { deadUrl, startTestNode, type TestNode } from './node-fixture.js';
import {
  EVERYTHING,
  SUBGRAPH_FIXTURE,
  startEverything,
  startSubgraphFixture,
  type HttpSource,
} from './source-servers.js';

/**
 * McpDataSource against real MCP servers: the reference server-everything from npm over all three transports it
 * offers, and the subgraph fixture for the failures. Rows land on a real embedded node through create_training_set,
 * whose hash must be the one the data source announced; and nothing in the pipeline ever starts a lesson.
 */

const TEACH_KEY = generatePrivateKey();
/** A bearer the servers ignore or check; it must never show up in a provenance record or an error. */
const BEARER = 'fixture-bearer-7f3a9c1e5b2d4068';

let fixture: TestNode;
let stateDir: string;
const record: RequestRecord[] = [];
const everything: HttpSource[] = [];

beforeAll(async () => {
  fixture = await startTestNode('datasource-test', {
    env: { AINIZE_TEACH_ENABLED: 'true', AINIZE_TEACH_JOBS_PER_IP_PER_DAY: '50' },
  });
  stateDir = mkdtempSync(join(tmpdir(), 'ainize-mcp-datasource-'));
}, 120_000);

afterAll(async () => {
  await Promise.all(everything.map((s) => s.stop()));
  await fixture?.close();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

/** Uploads the rows with their provenance through the real create_training_set, as an agent would. */
const upload = (fetched: FetchedRows, name: string) =>
  uploadRows({ fixture, teachKey: TEACH_KEY, stateDir, record }, fetched, name);

const WEATHER = {
  prompt: 'What weather does the reference server report for {city}?',
  answer: '{conditions}, {temperature} degrees',
  require: ['conditions'],
  constants: { city: 'Chicago' },
};

describe('server-everything from npm, over every transport it offers', () => {
  const transports: [string, () => Promise<SourceTransport>][] = [
    ['stdio', async () => ({ kind: 'stdio', command: process.execPath, args: [EVERYTHING, 'stdio'] })],
    [
      'Streamable HTTP',
      async () => {
        const server = await startEverything('streamableHttp');
        everything.push(server);
        return { kind: 'http', url: server.url, headers: { Authorization: `Bearer ${BEARER}` } };
      },
    ],
    [
      'HTTP+SSE',
      async () => {
        const server = await startEverything('sse');
        everything.push(server);
        return { kind: 'sse', url: server.url, headers: { Authorization: `Bearer ${BEARER}` } };
      },
    ],
  ];

  for (const [label, open] of transports) {
    it(`connects over ${label}, maps a tool's answer into rows with complete provenance, and the node agrees on the hash`, async () => {
      const transport = await open();
      const source = new McpDataSource({ name: 'everything', transport });
      try {
        const info = await source.connect();
        expect(info).toMatchObject({
          server: { name: 'mcp-servers/everything', version: '2.0.0' },
          protocol_version: LATEST_PROTOCOL_VERSION,
          transport: transport.kind,
          credential_presented: transport.kind !== 'stdio',
        });
        expect((await source.listTools()).map((t) => t.name)).toContain('get-structured-content');

        const args = { location: 'Chicago' };
        const fetched = await source.fetchRows({
          tool: 'get-structured-content',
          arguments: args,
          mapping: WEATHER,
          upstream: { reference: 'server-everything@2026.8.31', location: 'Chicago' },
          note_fields: ['reference'],
        });
        const p = fetched.provenance;
        expect(fetched.rejected).toEqual([]);
        expect(fetched.rows.map(({ prompt, answer }) => ({ prompt, answer }))).toEqual([
          {
            prompt: 'What weather does the reference server report for Chicago?',
            answer: 'Light rain / drizzle, 36 degrees',
          },
        ]);
        expect(p).toEqual({
          server: { name: 'mcp-servers/everything', version: '2.0.0' },
          protocol_version: LATEST_PROTOCOL_VERSION,
          transport: transport.kind,
          credential_presented: transport.kind !== 'stdio',
          tool: 'get-structured-content',
          arguments: args,
          arguments_sha256: hashCanonical(args),
          upstream: { reference: 'server-everything@2026.8.31', location: 'Chicago' },
          note_fields: ['reference'],
          fetched_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          row_hashes: fetched.rows.map(rowHash),
          rows_sha256: sha256Rows(fetched.rows),
        });
        expect(fetched.rows[0]?.note).toBe(
          `mcp:mcp-servers/everything@2.0.0 tool:get-structured-content args:${p.arguments_sha256.slice(0, 16)} ` +
            `reference=server-everything@2026.8.31 at:${p.fetched_at}`,
        );
        // The very object create_training_set takes, and nothing that could carry the credential.
        expect(provenanceSchema.parse(p)).toEqual(p);
        expect(JSON.stringify(fetched)).not.toContain(BEARER);

        const set = await upload(fetched, `weather over ${label}`);
        expect(set.sha256).toBe(p.rows_sha256);
        expect(set.sha256_matches_prediction).toBe(true);
        expect(set.provenance).toMatchObject({
          arguments_sha256_matches: true,
          rows_sha256_matches: true,
          recorded: true,
        });
        const kept = JSON.parse(readFileSync(join(stateDir, 'provenance', `${set.dataset_id}.json`), 'utf8'));
        expect(kept.provenance).toEqual(p);
      } finally {
        await source.close();
      }
    });
  }

  it('maps JSON that arrives as text, and refuses text that is not JSON by name', async () => {
    const source = new McpDataSource({
      name: 'everything',
      transport: {
        kind: 'stdio',
        command: process.execPath,
        args: [EVERYTHING, 'stdio'],
        env: { ORVANDEL_CAPITAL: 'Mirrow' },
      },
    });
    try {
      await source.connect();
      const fetched = await source.fetchRows({
        tool: 'get-env',
        mapping: { prompt: 'What is the capital of Orvandel?', answer: '{ORVANDEL_CAPITAL}' },
      });
      expect(fetched.rows.map((r) => r.answer)).toEqual(['Mirrow']);
      expect(fetched.provenance.arguments).toEqual({});
      const echo = await refusal(() =>
        source.fetchRows({ tool: 'echo', arguments: { message: 'hello' }, mapping: WEATHER }),
      );
      expect(echo.code).toBe('source_answer_unreadable');
      expect(echo.message).toContain('Echo: hello');
    } finally {
      await source.close();
    }
  });

  it('started no lesson: no request of the whole run reached /api/teach/jobs', () => {
    const paths = record.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('POST /api/teach/datasets');
    expect(paths.filter((p) => p.includes('/api/teach/jobs') || p.includes('/preflight'))).toEqual([]);
  });
});

const SUBGRAPH = '5zvR82QoaXYFixtureV3xxxxxxxxxxxxxxxxxxxxxxxx';
const TOKENS_QUERY = '{ tokens(first: 5, block: { number: 25903086 }) { id symbol name } }';
const stdioFixture = (env: Record<string, string> = {}): SourceTransport => ({
  kind: 'stdio',
  command: process.execPath,
  args: [SUBGRAPH_FIXTURE, 'stdio'],
  env,
});

describe('bad input: a named error, and no rows at all', () => {
  it('refuses a path that does not exist, a template naming a missing field, and a tool that errors', async () => {
    const source = new McpDataSource({ name: 'subgraph-fixture', transport: stdioFixture() });
    try {
      await source.connect();
      const ask = (mapping: RowMapping, query = TOKENS_QUERY) =>
        refusal(() =>
          source.fetchRows({
            tool: 'execute_query_by_subgraph_id',
            arguments: { subgraph_id: SUBGRAPH, query },
            mapping,
          }),
        );
      const path = await ask({ ...TOKEN_MAPPING, path: 'data.pools' });
      expect(path).toMatchObject({ code: 'mapping_path_not_found' });
      expect(path.message).toContain('data has no "pools" (it has tokens)');
      const field = await ask({ ...TOKEN_MAPPING, answer: '{address}' });
      expect(field).toMatchObject({ code: 'mapping_field_missing', details: { missing: ['address'] } });
      const tool = await ask(TOKEN_MAPPING, '{ tokens(first: 5) { id symbol price } }');
      expect(tool.code).toBe('source_error');
      expect(tool.message).toContain('Type `Token` has no field `price`');
      const unknown = await refusal(() => source.fetchRows({ tool: 'drop_tables', mapping: TOKEN_MAPPING }));
      expect(unknown.code).toBe('source_error');

      // The same source still answers: a refusal closes nothing.
      const good = await source.fetchRows({
        tool: 'execute_query_by_subgraph_id',
        arguments: { subgraph_id: SUBGRAPH, query: TOKENS_QUERY },
        mapping: TOKEN_MAPPING,
        upstream: { subgraph_id: SUBGRAPH, block: 25903086 },
      });
      expect(good.rows).toHaveLength(5);
      expect(good.rows[0]).toMatchObject({
        prompt: 'What is the Ethereum mainnet contract address of the Uniswap (UNI) token?',
        answer: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984',
      });
    } finally {
      await source.close();
    }
  });

  it('names a server that dies in the middle of a call, over stdio and over HTTP', async () => {
    const stdio = new McpDataSource({
      name: 'subgraph-fixture',
      transport: stdioFixture({ SUBGRAPH_FIXTURE_DIE_ON: SUBGRAPH }),
    });
    const server = await startSubgraphFixture({ SUBGRAPH_FIXTURE_DIE_ON: SUBGRAPH });
    const http = new McpDataSource({ name: 'subgraph-fixture', transport: { kind: 'http', url: server.url } });
    try {
      for (const source of [stdio, http]) {
        await source.connect();
        const request = {
          tool: 'execute_query_by_subgraph_id',
          arguments: { subgraph_id: SUBGRAPH, query: TOKENS_QUERY },
          mapping: TOKEN_MAPPING,
        };
        const died = await refusal(() => source.fetchRows(request));
        expect(died.code, died.message).toBe('source_closed');
        expect(died.retryable).toBe(false);
        const after = await refusal(() => source.fetchRows(request));
        expect(['source_closed', 'source_unreachable']).toContain(after.code);
      }
    } finally {
      await stdio.close();
      await http.close();
      await server.stop();
    }
  });

  it('names a server it cannot start or reach, and one that wants a credential it was not given', async () => {
    const missing = new McpDataSource({
      name: 'nowhere',
      transport: { kind: 'stdio', command: '/nonexistent/mcp-server' },
    });
    expect((await refusal(() => missing.connect())).code).toBe('source_unreachable');
    const down = new McpDataSource({ name: 'down', transport: { kind: 'http', url: `${await deadUrl()}/mcp` } });
    expect((await refusal(() => down.connect())).code).toBe('source_unreachable');

    const log = join(stateDir, 'upstream-calls.jsonl');
    const server = await startSubgraphFixture({ SUBGRAPH_FIXTURE_REQUIRE_KEY: BEARER, SUBGRAPH_FIXTURE_LOG: log });
    try {
      const anonymous = new McpDataSource({ name: 'keyed', transport: { kind: 'http', url: server.url } });
      const refused = await refusal(() => anonymous.connect());
      expect(refused).toMatchObject({ code: 'source_refused', details: { status: 401 } });
      const keyed = new McpDataSource({
        name: 'keyed',
        transport: { kind: 'http', url: server.url, headers: { Authorization: `Bearer ${BEARER}` } },
      });
      try {
        expect((await keyed.connect()).credential_presented).toBe(true);
        const leak = await refusal(() =>
          keyed.fetchRows({
            tool: 'search_subgraphs_by_keyword',
            arguments: { keyword: BEARER },
            mapping: { prompt: '', answer: '' },
          }),
        );
        expect(leak.code).toBe('mapping_invalid');
        const carried = await refusal(() =>
          keyed.fetchRows({
            tool: 'search_subgraphs_by_keyword',
            arguments: { keyword: BEARER },
            mapping: { path: 'subgraphs', prompt: 'Which subgraph is {displayName}?', answer: '{id}' },
          }),
        );
        expect(carried.code).toBe('invalid_argument');
        expect(JSON.stringify(carried)).not.toContain(BEARER);
        // Neither call reached the server: the first failed on its mapping, the second on its arguments.
        expect(existsSync(log) ? readFileSync(log, 'utf8') : '').toBe('');
      } finally {
        await keyed.close();
      }
    } finally {
      await server.stop();
    }
  });
});
