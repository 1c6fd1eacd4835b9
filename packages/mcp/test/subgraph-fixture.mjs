#!/usr/bin/env node
// A small MCP server shaped like a hosted Subgraph MCP, for tests only: the same four tools (search by keyword,
// 30-day query counts, schema, query by subgraph id) and the same workflow resource, answering from a fixed table of
// Ethereum token facts at a fixed head block. Nothing here reaches a network.
//
//   node packages/mcp/test/subgraph-fixture.mjs stdio
//   node packages/mcp/test/subgraph-fixture.mjs http [port]      → prints "listening http://127.0.0.1:<port>/mcp" on stderr
//
// Environment (all optional):
//   SUBGRAPH_FIXTURE_COUNTS=zero        every deployment answers 0 queries in 30 days (as the hosted server did)
//   SUBGRAPH_FIXTURE_REQUIRE_KEY=<key>  over HTTP, refuse with 401 anything without "Authorization: Bearer <key>"
//   SUBGRAPH_FIXTURE_DIE_ON=<id>        exit in the middle of a query against that subgraph id, without answering
//   SUBGRAPH_FIXTURE_LOG=<file>         append one JSON line per tool call: the tool, its arguments, whether a
//                                       bearer credential came with it (never the credential)

import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';

const HEAD_BLOCK = 25903086;

const SUBGRAPHS = [
  {
    id: '5zvR82QoaXYFixtureV3xxxxxxxxxxxxxxxxxxxxxxxx',
    displayName: 'Uniswap V3 (fixture)',
    description: 'Pools, tokens and swaps of Uniswap V3 on Ethereum mainnet.',
    ipfsHash: 'QmFixtureUniswapV3Deploymentxxxxxxxxxxxxxxxxx',
    queries: 184_220,
  },
  {
    id: 'A3Np3RQbaBFixtureV2xxxxxxxxxxxxxxxxxxxxxxxxx',
    displayName: 'Uniswap V2 (fixture)',
    description: 'Pairs and tokens of Uniswap V2 on Ethereum mainnet.',
    ipfsHash: 'QmFixtureUniswapV2Deploymentxxxxxxxxxxxxxxxxx',
    queries: 9_310,
  },
];

// Public facts: the mainnet contract addresses of well-known tokens (lower-case, as a subgraph stores them), plus
// one token whose symbol and name are empty, as real subgraphs hold.
const TOKENS = [
  ['0x1f9840a85d5af5bf1d1762f925bdaddc4201f984', 'UNI', 'Uniswap', 18],
  ['0x2260fac5e5542a773aa44fbcfedf7c193bc2c599', 'WBTC', 'Wrapped BTC', 8],
  ['0x514910771af9ca656af840dff83e8264ecf986ca', 'LINK', 'ChainLink Token', 18],
  ['0x6b175474e89094c44da98b954eedeac495271d0f', 'DAI', 'Dai Stablecoin', 18],
  ['0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9', 'AAVE', 'Aave Token', 18],
  ['0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2', 'MKR', 'Maker', 18],
  ['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', 'USDC', 'USD Coin', 6],
  ['0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', 'WETH', 'Wrapped Ether', 18],
  ['0xd0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0d0', '', '', 0],
  ['0xdac17f958d2ee523a2206206994597c13d831ec7', 'USDT', 'Tether USD', 6],
].map(([id, symbol, name, decimals], i) => ({
  id,
  symbol,
  name,
  decimals: String(decimals),
  totalSupply: String(1_000_000 * (i + 1)),
  volumeUSD: (12345.67 * (i + 1)).toFixed(2),
  totalValueLockedUSD: (987.65 * (i + 1)).toFixed(2),
  derivedETH: (0.001 * (i + 1)).toFixed(6),
}));

const SCHEMA = `type Token @entity {
  id: ID!
  symbol: String!
  name: String!
  decimals: BigInt!
  totalSupply: BigInt!
  volumeUSD: BigDecimal!
  totalValueLockedUSD: BigDecimal!
  derivedETH: BigDecimal!
}

type Pool @entity {
  id: ID!
  token0: Token!
  token1: Token!
  feeTier: BigInt!
  liquidity: BigInt!
}
`;

const WORKFLOW = `How to use this server:
1. search_subgraphs_by_keyword to find candidate subgraphs.
2. ALWAYS call get_deployment_30day_query_counts for the candidates' deployments and prefer the one with the most
   queries. If the counts cannot tell them apart, ask the user which subgraph to use; do not guess.
3. get_schema_by_subgraph_id before writing a query: use only fields the schema has.
4. execute_query_by_subgraph_id with a bounded query (first: at most 1000), pinned to a block when the answer must be
   reproducible.`;

const env = process.env;
const TOKEN_FIELDS = Object.keys(TOKENS[0]);

function log(entry) {
  if (env.SUBGRAPH_FIXTURE_LOG) appendFileSync(env.SUBGRAPH_FIXTURE_LOG, `${JSON.stringify(entry)}\n`);
}

function text(value, isError = false) {
  return {
    content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) }],
    ...(isError ? { isError: true } : {}),
  };
}

/** Answers the small GraphQL subset the tests send: `_meta { block { number } }` and `tokens(first, block) { … }`. */
function runQuery(query) {
  const data = {};
  if (/_meta\s*\{/.test(query)) data._meta = { block: { number: HEAD_BLOCK } };
  const tokens = /tokens\s*(\(([^)]*)\))?\s*\{([^}]*)\}/.exec(query);
  if (tokens) {
    const args = tokens[2] ?? '';
    const first = Number(/first\s*:\s*(\d+)/.exec(args)?.[1] ?? 100);
    if (first > 1000) return { errors: [{ message: 'The `first` argument must be between 0 and 1000' }] };
    const block = /block\s*:\s*\{\s*number\s*:\s*(\d+)/.exec(args)?.[1];
    if (block !== undefined && Number(block) > HEAD_BLOCK) {
      return { errors: [{ message: `block ${block} is not yet indexed (head is ${HEAD_BLOCK})` }] };
    }
    const fields = tokens[3].trim().split(/\s+/).filter(Boolean);
    const unknown = fields.find((f) => !TOKEN_FIELDS.includes(f));
    if (unknown) return { errors: [{ message: `Type \`Token\` has no field \`${unknown}\`` }] };
    data.tokens = TOKENS.slice(0, first).map((t) => Object.fromEntries(fields.map((f) => [f, t[f]])));
  } else if (!data._meta) {
    return { errors: [{ message: 'this server answers queries on tokens and _meta only' }] };
  }
  return { data };
}

function buildServer() {
  const server = new McpServer({ name: 'subgraph-fixture', version: '0.3.1' }, { instructions: WORKFLOW });
  const bearer = (extra) => (/^Bearer \S+/.test(extra?.requestInfo?.headers?.authorization ?? '') ? 'bearer' : 'none');

  server.registerResource('subgraph-workflow', 'graphql://subgraph', { mimeType: 'text/plain' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'text/plain', text: WORKFLOW }],
  }));

  server.registerTool(
    'search_subgraphs_by_keyword',
    {
      description: 'Find subgraphs whose name or description matches a keyword.',
      inputSchema: { keyword: z.string() },
    },
    async (args, extra) => {
      log({ tool: 'search_subgraphs_by_keyword', arguments: args, credential: bearer(extra) });
      const word = args.keyword.toLowerCase();
      const found = SUBGRAPHS.filter((s) => `${s.displayName} ${s.description}`.toLowerCase().includes(word));
      return text({ subgraphs: found.map(({ queries: _q, ...rest }) => rest) });
    },
  );

  server.registerTool(
    'get_deployment_30day_query_counts',
    {
      description: 'Query counts of the last 30 days for each deployment (IPFS hash).',
      inputSchema: { ipfs_hashes: z.array(z.string()) },
    },
    async (args, extra) => {
      log({ tool: 'get_deployment_30day_query_counts', arguments: args, credential: bearer(extra) });
      const zero = env.SUBGRAPH_FIXTURE_COUNTS === 'zero';
      return text({
        counts: args.ipfs_hashes.map((hash) => ({
          ipfs_hash: hash,
          total_query_count: zero ? 0 : (SUBGRAPHS.find((s) => s.ipfsHash === hash)?.queries ?? 0),
        })),
      });
    },
  );

  server.registerTool(
    'get_schema_by_subgraph_id',
    { description: 'The GraphQL schema of a subgraph.', inputSchema: { subgraph_id: z.string() } },
    async (args, extra) => {
      log({ tool: 'get_schema_by_subgraph_id', arguments: args, credential: bearer(extra) });
      if (!SUBGRAPHS.some((s) => s.id === args.subgraph_id)) return text(`no subgraph ${args.subgraph_id}`, true);
      return text(SCHEMA);
    },
  );

  server.registerTool(
    'execute_query_by_subgraph_id',
    {
      description: 'Run a GraphQL query against the current deployment of a subgraph.',
      inputSchema: {
        subgraph_id: z.string(),
        query: z.string(),
        variables: z.record(z.string(), z.unknown()).optional(),
      },
    },
    async (args, extra) => {
      log({ tool: 'execute_query_by_subgraph_id', arguments: args, credential: bearer(extra) });
      if (env.SUBGRAPH_FIXTURE_DIE_ON && args.subgraph_id === env.SUBGRAPH_FIXTURE_DIE_ON) {
        setTimeout(() => process.exit(3), 20);
        return new Promise(() => {});
      }
      if (!SUBGRAPHS.some((s) => s.id === args.subgraph_id)) return text(`no subgraph ${args.subgraph_id}`, true);
      const result = runQuery(args.query);
      return result.errors ? text(result, true) : text(result);
    },
  );
  return server;
}

async function serveStdio() {
  await buildServer().connect(new StdioServerTransport());
}

async function serveHttp(port) {
  /** @type {Map<string, StreamableHTTPServerTransport>} */
  const sessions = new Map();
  const http = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/mcp') return void res.writeHead(404).end();
    const key = env.SUBGRAPH_FIXTURE_REQUIRE_KEY;
    if (key && req.headers.authorization !== `Bearer ${key}`) {
      res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' });
      return void res.end(JSON.stringify({ error: 'an API key is required' }));
    }
    let body;
    if (req.method === 'POST') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
    }
    const id = req.headers['mcp-session-id'];
    let transport = typeof id === 'string' ? sessions.get(id) : undefined;
    if (!transport && req.method === 'POST' && isInitializeRequest(body)) {
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sid) => sessions.set(sid, transport),
      });
      transport.onclose = () => transport.sessionId && sessions.delete(transport.sessionId);
      await buildServer().connect(transport);
    }
    if (!transport) {
      res.writeHead(id ? 404 : 400, { 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'no such session' }, id: null }),
      );
    }
    await transport.handleRequest(req, res, body);
  });
  http.listen(port, '127.0.0.1', () => {
    process.stderr.write(`listening http://127.0.0.1:${http.address().port}/mcp\n`);
  });
  process.on('SIGTERM', () => process.exit(0));
}

const [mode = 'stdio', port = '0'] = process.argv.slice(2);
if (mode === 'stdio') await serveStdio();
else if (mode === 'http') await serveHttp(Number(port));
else {
  process.stderr.write('usage: subgraph-fixture.mjs stdio | http [port]\n');
  process.exit(2);
}
