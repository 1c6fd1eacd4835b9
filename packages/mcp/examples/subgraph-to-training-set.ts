#!/usr/bin/env node
/**
 * Subgraph → training set: facts read from a Subgraph MCP server become rows with their provenance, and — with
 * `--upload` — a training set on an Ainize node. It follows the Subgraph MCP's own workflow: search, ALWAYS check
 * the 30-day query volume, read the schema, then one bounded query pinned to a block. It stops at the training set:
 * reviewing the rows and spending a lesson on them are a person's later decisions.
 *
 *   export GRAPH_API_KEY=…        (https://thegraph.com/studio/apikeys/)
 *   node packages/mcp/dist/examples/subgraph-to-training-set.js --keyword uniswap --subgraph <id> --first 20 \
 *     --out /tmp/uniswap.jsonl --upload --name "Uniswap v3 token addresses"
 *
 * `--upload` starts this package's own server (dist/bin.js) with the AINIZE_* environment and calls its
 * create_training_set — the same tool an agent calls, so the node, the key and the state directory are configured
 * the same way. Progress goes to stderr; stdout gets one JSON line with the outcome.
 */
import { renameSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { AinizeFailure, canonicalJsonl, toAinizeError } from '@ainize/core';
import { McpDataSource, mappingFields, type FetchedRows, type RowMapping, type SourceTransport } from '@ainize/mcp';
import { checkAgainstSchema, readCounts, readSubgraphs, type Candidate } from './subgraph/answers.js';

export const GRAPH_MCP_URL = 'https://subgraphs.mcp.thegraph.com/sse';
const MAX_FIRST = 1000;

/** Immutable facts only: an address, a symbol, a name. Prices and totals change every block. */
export const TOKEN_MAPPING: RowMapping = {
  path: 'data.tokens',
  prompt: 'What is the {chain} contract address of the {name} ({symbol}) token?',
  answer: '{id}',
  require: ['id', 'symbol', 'name'],
  constants: { chain: 'Ethereum mainnet' },
};

const USAGE = `usage: subgraph-to-training-set --keyword <word> [--subgraph <id>] [--first 20] [--out rows.jsonl] [--upload]
       [--name <set name>] [--mapping mapping.json] [--endpoint <url>] [--transport sse|http] [--anonymous]
GRAPH_API_KEY must be set (or --anonymous given). --upload needs AINIZE_NODE_URL and AINIZE_TEACH_KEY.`;

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

const stdio: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Runs the example; resolves with the exit code (0 done, 1 a named failure, 2 bad usage). */
export async function run(argv: string[], env: NodeJS.ProcessEnv, io: Io = stdio): Promise<number> {
  let options;
  try {
    options = parseArgs({
      args: argv,
      options: {
        keyword: { type: 'string' },
        subgraph: { type: 'string' },
        first: { type: 'string', default: '20' },
        out: { type: 'string' },
        upload: { type: 'boolean', default: false },
        name: { type: 'string' },
        mapping: { type: 'string' },
        endpoint: { type: 'string', default: GRAPH_MCP_URL },
        transport: { type: 'string' },
        anonymous: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (thrown) {
    return usage(io, (thrown as Error).message);
  }
  if (options.help) {
    io.err(USAGE);
    return 0;
  }
  const first = Number(options.first);
  if (!options.keyword) return usage(io, '--keyword is required: the workflow starts with a search');
  if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST) return usage(io, `--first must be 1 to ${MAX_FIRST}`);
  if (!options.out && !options.upload) return usage(io, 'nothing to do: give --out <file.jsonl>, --upload, or both');
  if (!URL.canParse(options.endpoint)) return usage(io, `--endpoint ${options.endpoint} is not a URL`);
  const kind = options.transport ?? (new URL(options.endpoint).pathname.endsWith('/sse') ? 'sse' : 'http');
  if (kind !== 'sse' && kind !== 'http') return usage(io, '--transport is sse or http');

  const key = env.GRAPH_API_KEY?.trim();
  if (!key && !options.anonymous) {
    return fail(
      io,
      AinizeFailure.of(
        'graph_api_key_missing',
        'GRAPH_API_KEY is not set, so nothing was asked of any server. This example reads live data and never falls ' +
          'back to fixtures: create a key at https://thegraph.com/studio/apikeys/, `export GRAPH_API_KEY=…`, and run ' +
          'it again — or pass --anonymous to run unauthenticated (the run is then attributable to nobody).',
      ),
    );
  }

  if (options.upload && !env.AINIZE_TEACH_KEY?.trim()) {
    return usage(io, '--upload needs AINIZE_TEACH_KEY (and AINIZE_NODE_URL unless the node is at localhost:3422)');
  }

  const source = new McpDataSource({
    name: 'subgraph-mcp',
    transport: { kind, url: options.endpoint, ...(key ? { headers: { Authorization: `Bearer ${key}` } } : {}) },
  });
  try {
    const mapping = readMapping(options.mapping);
    const set = await collect(source, io, { keyword: options.keyword, subgraph: options.subgraph, first, mapping });
    const written = options.out ? writeRows(options.out, set) : null;
    if (written) io.err(`wrote ${set.rows.length} rows to ${written.rows} and the provenance to ${written.provenance}`);
    const uploaded = options.upload ? await upload(set, options.name ?? null, env, io) : null;
    io.out(
      JSON.stringify({
        ok: true,
        rows: set.rows.length,
        rejected: set.rejected.length,
        rows_sha256: set.provenance.rows_sha256,
        upstream: set.provenance.upstream,
        credential_presented: set.provenance.credential_presented,
        out: written,
        training_set: uploaded,
      }),
    );
    return 0;
  } catch (thrown) {
    return fail(io, thrown);
  } finally {
    await source.close();
  }
}

/** The workflow against the Subgraph MCP: search → 30-day volume → schema → bounded, block-pinned query. */
async function collect(
  source: McpDataSource,
  io: Io,
  ask: { keyword: string; subgraph: string | undefined; first: number; mapping: RowMapping },
): Promise<FetchedRows> {
  const { fields } = mappingFields(ask.mapping);
  const collection = collectionOf(ask.mapping);
  const info = await source.connect();
  io.err(
    `connected to ${info.server.name}${info.server.version ? ` ${info.server.version}` : ''} over ${info.transport} ` +
      `(protocol ${info.protocol_version ?? 'unknown'}); ` +
      (info.credential_presented ? 'with an API key' : 'ANONYMOUS: this run is attributable to nobody'),
  );
  const workflow = await source.readResource('graphql://subgraph').catch(() => null);
  if (workflow) io.err(`the server's workflow (graphql://subgraph): ${workflow.replace(/\s+/g, ' ').slice(0, 400)}`);

  const found = readSubgraphs((await source.callTool('search_subgraphs_by_keyword', { keyword: ask.keyword })).value);
  io.err(`search "${ask.keyword}": ${found.length} subgraphs`);
  const hashes = found.flatMap((c) => (c.ipfs_hash ? [c.ipfs_hash] : []));
  const counts = hashes.length
    ? readCounts((await source.callTool('get_deployment_30day_query_counts', { ipfs_hashes: hashes })).value)
    : new Map<string, number>();
  for (const c of found) {
    const n = c.ipfs_hash ? counts.get(c.ipfs_hash) : undefined;
    io.err(`  ${c.id}  ${c.name ?? ''}  — ${n === undefined ? 'no count' : `${n} queries in 30 days`}`);
  }
  const subgraph = ask.subgraph ?? choose(found, counts);
  io.err(`using subgraph ${subgraph}${ask.subgraph ? ' (named with --subgraph)' : ' (the most queried)'}`);

  const schemaAnswer = await source.callTool('get_schema_by_subgraph_id', { subgraph_id: subgraph });
  const entity = checkAgainstSchema(schemaAnswer.value ?? schemaAnswer.text, collection, fields);
  io.err(`the schema's ${entity} has every field the mapping reads: ${fields.join(', ')}`);

  const meta = await source.callTool('execute_query_by_subgraph_id', {
    subgraph_id: subgraph,
    query: '{ _meta { block { number } } }',
  });
  const block = (meta.value as { data?: { _meta?: { block?: { number?: unknown } } } } | undefined)?.data?._meta?.block
    ?.number;
  if (typeof block !== 'number') {
    throw AinizeFailure.of('block_unknown', `the subgraph did not say which block it has indexed: ${meta.text}`);
  }
  const query = `{ ${collection}(first: ${ask.first}, orderBy: id, block: { number: ${block} }) { ${fields.join(' ')} } }`;
  io.err(`query pinned to block ${block}: ${query}`);
  const set = await source.fetchRows({
    tool: 'execute_query_by_subgraph_id',
    arguments: { subgraph_id: subgraph, query },
    mapping: ask.mapping,
    upstream: { subgraph_id: subgraph, block },
    note_fields: ['subgraph_id', 'block'],
  });
  io.err(`${set.rows.length} rows, ${set.rejected.length} rejected; rows_sha256 ${set.provenance.rows_sha256}`);
  for (const r of set.rejected.slice(0, 10)) io.err(`  item ${r.source_index}: ${r.reason}`);
  if (set.rows.length === 0) throw AinizeFailure.of('no_rows', 'the query gave no row the mapping could keep');
  return set;
}

/** Picks the deployment the volume clearly prefers; when the volume cannot decide, asks rather than guesses. */
function choose(found: Candidate[], counts: Map<string, number>): string {
  if (found.length === 0) {
    throw AinizeFailure.of('no_subgraph_found', 'the search found no subgraph; try another --keyword or --subgraph');
  }
  const ranked = found.map((c) => ({ c, n: (c.ipfs_hash && counts.get(c.ipfs_hash)) || 0 })).sort((a, b) => b.n - a.n);
  const [top, next] = ranked;
  if (top && top.n > 0 && (next === undefined || top.n > next.n)) return top.c.id;
  const said =
    top?.n === 0
      ? `the server answered 0 queries in 30 days for all ${found.length} deployments`
      : `${top?.n} queries in 30 days for more than one deployment`;
  throw AinizeFailure.of(
    'subgraph_not_chosen',
    `${said}, so the query volume cannot choose between them. Pass --subgraph <id>; the candidates are ` +
      found.map((c) => `${c.id} (${c.name ?? 'unnamed'})`).join(', '),
    { details: { candidates: found } },
  );
}

/** `data.tokens` → `tokens`: the example asks for one collection of one entity. */
function collectionOf(mapping: RowMapping): string {
  const match = /^data\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(mapping.path ?? '');
  if (!match?.[1]) {
    throw AinizeFailure.of('mapping_invalid', `the mapping's path must be data.<collection>, not "${mapping.path}"`);
  }
  return match[1];
}

function readMapping(file: string | undefined): RowMapping {
  if (file === undefined) return TOKEN_MAPPING;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RowMapping;
  } catch (thrown) {
    throw AinizeFailure.of('mapping_invalid', `${file} is not a readable JSON mapping: ${(thrown as Error).message}`);
  }
}

/** The rows as canonical JSONL (the bytes the node hashes) and the full provenance beside them, each written whole. */
function writeRows(out: string, set: FetchedRows): { rows: string; provenance: string } {
  const provenance = out.replace(/\.jsonl$/, '') + '.provenance.json';
  const put = (path: string, text: string) => {
    writeFileSync(`${path}.tmp`, text, { mode: 0o644 });
    renameSync(`${path}.tmp`, path);
  };
  put(out, canonicalJsonl(set.rows));
  put(provenance, `${JSON.stringify(set.provenance, null, 2)}\n`);
  return { rows: out, provenance };
}

/** create_training_set through this package's own server, and nothing after it. */
async function upload(set: FetchedRows, name: string | null, env: NodeJS.ProcessEnv, io: Io) {
  const serverEnv = Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[0].startsWith('AINIZE_') && e[1] !== undefined),
  );
  const transport: SourceTransport = {
    kind: 'stdio',
    command: process.execPath,
    args: [fileURLToPath(new URL('../bin.js', import.meta.url))],
    env: serverEnv,
  };
  // The same client serves the downstream call: one place for transports, failures and the secrets to keep out.
  const ainize = new McpDataSource({ name: 'ainize-mcp', transport });
  try {
    await ainize.connect();
    if (!(await ainize.listTools()).some((t) => t.name === 'create_training_set')) {
      throw AinizeFailure.of(
        'upload_unavailable',
        'the Ainize server does not offer create_training_set: it needs AINIZE_TEACH_KEY and a node whose teach ' +
          'door is open (node_status → capability_reasons.can_teach says which is missing). The rows were not uploaded.',
      );
    }
    const answer = await ainize.callTool('create_training_set', {
      rows: set.rows,
      provenance: set.provenance,
      ...(name ? { name } : {}),
    });
    const created = answer.value as { dataset_id: string; sha256: string; existing: boolean; provenance: unknown };
    io.err(
      `training set ${created.dataset_id} (${created.existing ? 'already on the node' : 'new'}), sha256 ` +
        `${created.sha256}${created.sha256 === set.provenance.rows_sha256 ? ' — as announced' : ' — DIFFERS from rows_sha256'}. ` +
        'Stopping here: read the rows, then teach_preflight and teach are separate, confirmed steps.',
    );
    return created;
  } finally {
    await ainize.close();
  }
}

function usage(io: Io, problem: string): number {
  io.err(`${problem}\n${USAGE}`);
  io.out(JSON.stringify({ ok: false, code: 'usage', message: problem }));
  return 2;
}

function fail(io: Io, thrown: unknown): number {
  const error = toAinizeError(thrown);
  io.err(`${error.code}: ${error.message}`);
  io.out(JSON.stringify({ ok: false, code: error.code, message: error.message, details: error.details }));
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await run(process.argv.slice(2), process.env);
}
