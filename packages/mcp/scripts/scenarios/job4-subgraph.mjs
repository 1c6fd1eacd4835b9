// Both directions in one run. Ainize as an MCP CLIENT: McpDataSource reads token facts from a subgraph-shaped MCP
// server (the local fixture, packages/mcp/test/subgraph-fixture.mjs, over Streamable HTTP with an API key and over
// stdio), pinned to a block. Ainize as an MCP SERVER: those rows, with their provenance, become a training set
// through create_training_set — whose hash is the one the data source announced — and then the run STOPS: no
// preflight, no lesson. The worked example (dist/examples/subgraph-to-training-set.js) runs the same way end to end.
//
// The teaching key: AINIZE_TEACH_KEY (64 hex, or a key-backup path) or TEACH_KEY_FILE, else a fresh key for this
// run. Creating a training set spends none of the key's lessons.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brief } from '../lib/answers.mjs';

export const description =
  'both directions: the subgraph fixture as an upstream MCP server (McpDataSource over Streamable HTTP and stdio, block-pinned) → rows with provenance → create_training_set with the announced hash, provenance kept → no lesson started; and the worked example end to end';

const QUERY_BLOCK = '{ _meta { block { number } } }';
const MAPPING = {
  path: 'data.tokens',
  prompt: 'What is the {chain} contract address of the {name} ({symbol}) token?',
  answer: '{id}',
  require: ['id', 'symbol', 'name'],
  constants: { chain: 'Ethereum mainnet' },
};

function teachingKey() {
  const given = process.env.AINIZE_TEACH_KEY?.trim() || process.env.TEACH_KEY_FILE?.trim();
  if (given) return { value: given, source: process.env.AINIZE_TEACH_KEY ? 'AINIZE_TEACH_KEY' : 'TEACH_KEY_FILE' };
  return { value: randomBytes(32).toString('hex'), source: 'generated for this run' };
}

/** Starts the fixture over Streamable HTTP; resolves with its URL once it listens. */
function startFixture(script, env) {
  const child = spawn(process.execPath, [script, 'http', '0'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`the fixture did not start: ${stderr}`)), 15_000);
    child.once('exit', (code) => reject(new Error(`the fixture exited with ${code}: ${stderr}`)));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const url = /listening (http:\S+)/.exec(stderr)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, stop: () => child.kill('SIGTERM') });
      }
    });
  });
}

function runExample(script, args, env) {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { env, timeout: 120_000 }, (error, stdout, stderr) => {
      const last = stdout.trim().split('\n').pop() ?? '';
      let outcome = null;
      try {
        outcome = JSON.parse(last);
      } catch {
        outcome = null;
      }
      resolve({ code: error ? (error.code ?? 1) : 0, stderr, outcome });
    });
  });
}

/** @param {any} drive the driver drive.mjs hands every scenario */
export default async function job4(drive) {
  const mcp = join(drive.repoRoot, 'packages/mcp');
  const fixtureScript = join(mcp, 'test/subgraph-fixture.mjs');
  const exampleScript = join(mcp, 'dist/examples/subgraph-to-training-set.js');
  const { McpDataSource } = await import(pathToFileURL(join(mcp, 'dist/index.js')).href);
  const { canonicalJsonl, sha256Hex } = await import('@ainize/core');

  const key = teachingKey();
  if (/^(?:0x)?[0-9a-f]{64}$/i.test(key.value)) drive.watch('teaching key', key.value.replace(/^0x/i, ''));
  drive.note('teaching_key', key.source);
  const graphKey = `fixture-${randomBytes(12).toString('hex')}`;
  drive.watch('upstream API key', graphKey);
  const work = mkdtempSync(join(tmpdir(), 'ainize-job4-'));
  const log = join(work, 'upstream-calls.jsonl');
  const fixture = await startFixture(fixtureScript, {
    SUBGRAPH_FIXTURE_REQUIRE_KEY: graphKey,
    SUBGRAPH_FIXTURE_LOG: log,
  });
  drive.note('upstream', fixture.url);
  const sources = [];
  try {
    // ---- Ainize as a client: the upstream's answer → rows with provenance
    const http = new McpDataSource({
      name: 'subgraph-fixture',
      transport: { kind: 'http', url: fixture.url, headers: { Authorization: `Bearer ${graphKey}` } },
    });
    sources.push(http);
    const info = await http.connect();
    drive.check(
      'McpDataSource connects over Streamable HTTP and records the handshake',
      info.server.name === 'subgraph-fixture' && typeof info.protocol_version === 'string',
      info,
    );
    drive.check('the API key counts as presented', info.credential_presented === true, '');
    const found = await http.callTool('search_subgraphs_by_keyword', { keyword: 'uniswap' });
    const subgraph = found.value?.subgraphs?.[0]?.id;
    drive.check('the search names a subgraph', typeof subgraph === 'string', found.text.slice(0, 200));
    if (typeof subgraph !== 'string') return;
    const meta = await http.callTool('execute_query_by_subgraph_id', { subgraph_id: subgraph, query: QUERY_BLOCK });
    const block = meta.value?.data?._meta?.block?.number;
    drive.check('the subgraph says which block it has indexed', Number.isInteger(block), meta.text);
    const request = {
      tool: 'execute_query_by_subgraph_id',
      arguments: {
        subgraph_id: subgraph,
        query: `{ tokens(first: 20, orderBy: id, block: { number: ${block} }) { id symbol name } }`,
      },
      mapping: MAPPING,
      upstream: { subgraph_id: subgraph, block },
      note_fields: ['subgraph_id', 'block'],
    };
    const fetched = await http.fetchRows(request);
    const p = fetched.provenance;
    drive.note('rows', fetched.rows.length);
    drive.note('rejected', fetched.rejected);
    drive.check(
      'rows come back, and the item with an empty symbol is rejected with its index and reason',
      fetched.rows.length > 0 && fetched.rejected.some((r) => r.status === 'required_empty' && r.source_index >= 0),
      `${fetched.rows.length} rows; ${JSON.stringify(fetched.rejected)}`,
    );
    drive.check(
      'provenance is complete: server, protocol, transport, credential flag, tool, arguments and their hash, pin, time, row hashes',
      p.server?.name === 'subgraph-fixture' &&
        typeof p.protocol_version === 'string' &&
        p.transport === 'http' &&
        p.credential_presented === true &&
        p.tool === request.tool &&
        JSON.stringify(p.arguments) === JSON.stringify(request.arguments) &&
        /^[0-9a-f]{64}$/.test(p.arguments_sha256) &&
        p.upstream?.block === block &&
        typeof p.fetched_at === 'string' &&
        p.row_hashes?.length === fetched.rows.length,
      Object.keys(p).join(', '),
    );
    drive.check(
      'rows_sha256 is the sha256 of the canonical JSONL of the rows',
      p.rows_sha256 === sha256Hex(canonicalJsonl(fetched.rows)),
      p.rows_sha256,
    );
    drive.check(
      'every row’s note carries the compact provenance line with the pin',
      fetched.rows.every((r) => r.note?.includes(`subgraph_id=${subgraph} block=${block}`)),
      fetched.rows[0]?.note ?? '',
    );
    drive.check(
      'the API key is nowhere in the rows or the provenance',
      !JSON.stringify(fetched).includes(graphKey),
      '',
    );

    const stdio = new McpDataSource({
      name: 'subgraph-fixture',
      transport: { kind: 'stdio', command: process.execPath, args: [fixtureScript, 'stdio'] },
    });
    sources.push(stdio);
    const overStdio = await stdio.fetchRows(request);
    const pairs = (rows) => JSON.stringify(rows.map((r) => [r.prompt, r.answer]));
    drive.check(
      'over stdio, the same pinned query gives the same rows',
      pairs(overStdio.rows) === pairs(fetched.rows) && overStdio.provenance.transport === 'stdio',
      `${overStdio.rows.length} rows over stdio`,
    );

    // ---- Ainize as a server: the rows land as a training set, and the run stops there
    const state = join(work, 'state');
    const s = await drive.session({
      label: 'teacher',
      env: { AINIZE_TEACH_KEY: key.value, AINIZE_MCP_STATE_DIR: state },
    });
    drive.check('create_training_set is offered', s.toolNames.includes('create_training_set'), s.toolNames.join(', '));
    if (!s.toolNames.includes('create_training_set')) return;
    const before = await s.call('my_library', { include: ['lessons', 'datasets'] });
    drive.check(
      'my_library reads the key’s lessons and sets',
      !before.isError && Array.isArray(before.json?.lessons) && Array.isArray(before.json?.datasets),
      brief(before),
    );
    const lessonsBefore = before.json?.lessons?.length ?? 0;

    const created = await s.call('create_training_set', {
      rows: fetched.rows,
      provenance: p,
      name: 'Token addresses from a subgraph (job4)',
    });
    drive.check('create_training_set takes the rows and the provenance as they are', !created.isError, brief(created));
    if (created.isError) return;
    const set = created.json;
    drive.check(
      'the node’s hash is the rows_sha256 the data source announced',
      set.sha256 === p.rows_sha256 && set.sha256_matches_prediction === true,
      `${set.sha256} vs ${p.rows_sha256}`,
    );
    drive.check(
      'the provenance checks hold and the full record is kept beside the journal',
      set.provenance?.arguments_sha256_matches === true &&
        set.provenance?.rows_sha256_matches === true &&
        set.provenance?.recorded === true,
      JSON.stringify(set.provenance),
    );
    const recordFile = join(state, 'provenance', `${set.dataset_id}.json`);
    const kept = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : null;
    drive.check(
      'the kept record is the provenance, whole',
      JSON.stringify(kept?.provenance) === JSON.stringify(p),
      recordFile,
    );
    const again = await s.call('create_training_set', { rows: fetched.rows, provenance: p });
    drive.check(
      'the same rows land on the same set',
      again.json?.dataset_id === set.dataset_id && again.json?.existing === true,
      brief(again),
    );

    // ---- the worked example, as a person runs it, against the same upstream
    const out = join(work, 'tokens.jsonl');
    const ran = await runExample(
      exampleScript,
      ['--keyword', 'uniswap', '--endpoint', fixture.url, '--out', out, '--upload', '--name', 'job4 example'],
      {
        PATH: process.env.PATH ?? '',
        GRAPH_API_KEY: graphKey,
        AINIZE_NODE_URL: drive.nodeUrl,
        AINIZE_TEACH_KEY: key.value,
        AINIZE_MCP_STATE_DIR: state,
      },
    );
    drive.check(
      'the example runs end to end to a training set with the hash it announced',
      ran.code === 0 && ran.outcome?.training_set?.sha256 === ran.outcome?.rows_sha256,
      ran.outcome ?? ran.stderr.slice(-400),
    );
    drive.check(
      'the example’s JSONL is the canonical bytes of its rows',
      existsSync(out) && sha256Hex(readFileSync(out, 'utf8')) === ran.outcome?.rows_sha256,
      out,
    );
    drive.check(
      'the example never shows the API key or the teaching key',
      !ran.stderr.includes(graphKey) && !ran.stderr.includes(key.value),
      '',
    );

    // ---- and no lesson was started by any of it
    const after = await s.call('my_library', { include: ['lessons', 'datasets'] });
    drive.check(
      'no lesson was started: the key’s lessons are what they were',
      !after.isError && Array.isArray(after.json?.lessons) && after.json.lessons.length === lessonsBefore,
      `${lessonsBefore} before, ${after.json?.lessons?.length} after`,
    );
    drive.check(
      'the new sets are listed under the key',
      (after.json?.datasets ?? []).some((d) => d.id === set.dataset_id),
      `${after.json?.datasets?.length ?? 0} sets`,
    );
    const jobs = await s.call('job_list', {});
    drive.check('this session started no job at all', (jobs.json?.items ?? []).length === 0, brief(jobs));

    const calls = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    drive.check(
      'every upstream call over HTTP carried the API key (and the log never holds it)',
      calls.length > 0 &&
        calls.every((c) => c.credential === 'bearer') &&
        !readFileSync(log, 'utf8').includes(graphKey),
      `${calls.length} calls`,
    );
  } finally {
    for (const source of sources) await source.close();
    fixture.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
