// What an agent waits for on each read tool of the built ainize-mcp, over stdio and over Streamable HTTP, next to
// the least any relaying server must pay for the same node route on the same transport: a minimal SDK server with
// one tool that fetches the route and hands the body back. A plain-fetch probe gives the node's own share, and the
// reference server's echo shows the stdio floor. Everything runs side by side in one run, calls interleaved in small
// blocks, so a busy machine slows every row alike.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { median, percentile } from '../timing.mjs';
import { HTTP_RELAY, STDIO_RELAY, connectHttp, connectStdio, mcpCall, spawnListening } from '../lib/mcp-clients.mjs';
import { cpuMsOf } from '../lib/proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { ownPublishDeps, publishTaughtKnowledge } = await import(`${dist}/seed/publish.js`);
const { DEMO_KNOWLEDGE } = await import(`${dist}/seed/demo-datasets.js`);

const AINIZE_BIN = path.join(root, 'packages/mcp/dist/bin.js');
// The installed reference server (an exact-pinned devDependency), started by path: nothing is fetched at run time.
const requireHere = createRequire(import.meta.url);
const EVERYTHING_PKG = requireHere.resolve('@modelcontextprotocol/server-everything/package.json');
const EVERYTHING_BIN = path.join(path.dirname(EVERYTHING_PKG), 'dist/index.js');
const EVERYTHING_VERSION = requireHere(EVERYTHING_PKG).version;
const SDK_VERSION = packageVersion(requireHere.resolve('@modelcontextprotocol/sdk/client/index.js'));

/** The version of the package a resolved file belongs to (its exports do not offer package.json). */
function packageVersion(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (pkg.name && pkg.version) return pkg.version;
    } catch {
      // no package.json at this level
    }
  }
  return 'unknown';
}

export const title = 'MCP: read-tool latency over stdio and Streamable HTTP against a minimal relay';

const SEEDED = ['iso4217-currency-codes', 'country-calling-codes', 'native-language-names'];
const QUERIES = ['currency', 'calling code', 'language', 'codes', 'native names'];
const ROWS_PER_KNOWLEDGE = 24;
/** Each read tool's p50 at most this many times the minimal relay's p50 for the same route and transport. */
const TARGET = 1.25;

function benchCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * A separate Node process that fetches each URL it is sent and reports how long the fetch took, timed inside
 * that process. It reaches the node the way ainize-mcp does — from another process, with the same fetch — so
 * its times are the node's share of a tool call, without MCP.
 */
const PROBE = `
import { createInterface } from 'node:readline';
for await (const url of createInterface({ input: process.stdin })) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  JSON.parse(await res.text());
  process.stdout.write((res.ok ? performance.now() - t0 : -res.status) + '\\n');
}`;

function startProbe() {
  const child = spawn(process.execPath, ['--input-type=module', '-e', PROBE], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(Number(line)));
  return {
    pid: child.pid,
    fetch: (url) =>
      new Promise((resolve, reject) => {
        waiting.push((ms) => (ms >= 0 ? resolve(ms) : reject(new Error(`${url}: HTTP ${-ms}`))));
        child.stdin.write(`${url}\n`);
      }),
    close: async () => {
      child.stdin.end();
      await new Promise((done) => child.once('exit', done));
    },
  };
}

export async function run(ctx) {
  const calls = ctx.quick ? 100 : 500;
  // Small blocks: a burst of other work on the machine then lands on every series rather than on one.
  const block = ctx.quick ? 5 : 10;
  const warmup = ctx.quick ? 20 : 50;
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-mcp-'));
  const open = [];
  try {
    const home = path.join(dir, 'node');
    initHome({ home, name: 'bench', port: 0 });
    const node = await startNode(home, {
      AINIZE_LOG_LEVEL: 'silent',
      AINIZE_MODEL_ROWS: '16384',
      AINIZE_VERIFIER_AUTO: 'false',
    });
    open.push(() => node.close());

    const deps = ownPublishDeps(node, 'bench');
    for (const id of SEEDED) {
      const spec = DEMO_KNOWLEDGE.find((k) => k.id === id);
      // A 2^14-row model has room for only so many new answer words, so each knowledge gets a slice of its set.
      const published = await publishTaughtKnowledge(deps, spec, spec.rows().slice(0, ROWS_PER_KNOWLEDGE));
      ctx.log(`seeded ${id}: ${published.learned}/${published.total} facts learned`);
    }

    const base = node.url;
    const stdioServer = await connectStdio('ainize-mcp', [AINIZE_BIN], { AINIZE_NODE_URL: base });
    open.push(() => stdioServer.client.close());
    const httpProcess = await spawnListening(
      [AINIZE_BIN, '--http', '0'],
      { AINIZE_NODE_URL: base },
      /at (http:\S+\/mcp)/,
    );
    open.push(async () => httpProcess.child.kill('SIGTERM'));
    const httpServer = { ...(await connectHttp('ainize-mcp-http', httpProcess.url)), pid: httpProcess.pid };
    open.push(() => httpServer.client.close());
    const echo = await connectStdio('server-everything', [EVERYTHING_BIN, 'stdio'], {});
    open.push(() => echo.client.close());
    if (!echo.tools.includes('echo')) throw new Error(`server-everything lists no echo tool: ${echo.tools}`);
    const stdioRelay = await connectStdio('relay', ['--input-type=module', '-e', STDIO_RELAY], {
      RELAY_NODE_URL: base,
    });
    open.push(() => stdioRelay.client.close());
    const relayProcess = await spawnListening(
      ['--input-type=module', '-e', HTTP_RELAY],
      { RELAY_NODE_URL: base },
      /relay at (http:\S+\/mcp)/,
    );
    open.push(async () => relayProcess.child.kill('SIGTERM'));
    const httpRelay = { ...(await connectHttp('relay-http', relayProcess.url)), pid: relayProcess.pid };
    open.push(() => httpRelay.client.close());
    const probe = startProbe();
    open.push(() => probe.close());

    const query = (i) => QUERIES[i % QUERIES.length];
    const id = (i) => SEEDED[i % SEEDED.length];
    // The node route each read tool sends (node_status also reads /api/info and the teach policy, which
    // ainize-mcp keeps for a while).
    const routes = {
      search: (i) => `/api/catalog?q=${encodeURIComponent(query(i))}&limit=10&offset=0`,
      get: (i) => `/api/patches/${encodeURIComponent(id(i))}`,
      status: () => '/api/chat/patches',
    };
    const tools = [
      ['search', 'search_knowledge', 'search_knowledge {query}', (i) => ({ query: query(i) })],
      ['get', 'get_knowledge', 'get_knowledge {id}', (i) => ({ id: id(i) })],
      ['status', 'node_status', 'node_status {}', () => ({})],
    ];
    const transports = [
      { key: 'stdio', tool: stdioServer, relay: stdioRelay },
      { key: 'http', tool: httpServer, relay: httpRelay },
    ];
    // kind: floor | tool | relay | probe. A probe reports its own time (measured inside the probe process).
    const series = [
      {
        key: 'echo',
        kind: 'floor',
        transport: 'stdio',
        pid: echo.pid,
        label: 'echo {message} — server-everything (the stdio floor)',
        fn: mcpCall(echo.client, 'echo', (i) => ({ message: `ping ${i}` })),
      },
      ...transports.flatMap((t) => [
        ...tools.map(([key, name, label, args]) => ({
          key: `${t.key}-${key}`,
          kind: 'tool',
          transport: t.key,
          pid: t.tool.pid,
          label,
          fn: mcpCall(t.tool.client, name, args),
        })),
        ...tools.map(([key, name]) => ({
          key: `${t.key}-relay-${key}`,
          kind: 'relay',
          transport: t.key,
          pid: t.relay.pid,
          label: `minimal relay of ${name}’s node call`,
          fn: mcpCall(t.relay.client, 'relay', (i) => ({ path: routes[key](i) })),
        })),
      ]),
      {
        key: 'probe-floor',
        kind: 'probe',
        transport: '—',
        pid: probe.pid,
        label: 'probe: GET /healthz (a route with nothing behind it)',
        fn: () => probe.fetch(`${base}/healthz`),
      },
      ...tools.map(([key, name]) => ({
        key: `probe-${key}`,
        kind: 'probe',
        transport: '—',
        pid: probe.pid,
        label: `probe: GET ${routes[key](0)
          .replace(/\?q=[^&]*/, '?q=…')
          .replace(id(0), '{id}')} (${name})`,
        fn: (i) => probe.fetch(`${base}${routes[key](i)}`),
      })),
    ];

    ctx.log(`${warmup} warm-up calls per series`);
    for (const s of series) for (let i = 0; i < warmup; i++) await s.fn(i);

    ctx.log(`${calls} measured calls per series (${series.length} series), interleaved in blocks of ${block}`);
    const samples = new Map(series.map((s) => [s.key, []]));
    // CPU spent during each series' blocks: by its server (or the probe), and by this process (client + node).
    const cpu = new Map(series.map((s) => [s.key, { server: 0, bench: 0 }]));
    const rounds = Math.ceil(calls / block);
    for (let r = 0; r < rounds; r++) {
      // Alternate the order each round so no series always runs right after the same neighbour.
      const order = r % 2 === 0 ? series : [...series].reverse();
      globalThis.gc?.();
      for (const s of order) {
        const out = samples.get(s.key);
        const n = Math.min(block, calls - r * block);
        const serverBefore = cpuMsOf(s.pid);
        const benchBefore = benchCpuMs();
        for (let j = 0; j < n; j++) {
          const i = r * block + j;
          const t0 = performance.now();
          const reported = await s.fn(i);
          out.push(s.kind === 'probe' ? reported : performance.now() - t0);
        }
        const used = cpu.get(s.key);
        used.bench += benchCpuMs() - benchBefore;
        const serverAfter = cpuMsOf(s.pid);
        used.server = serverBefore === null || serverAfter === null ? null : used.server + serverAfter - serverBefore;
      }
    }

    const stat = (key) => {
      const xs = samples.get(key);
      return { p50: median(xs), p99: percentile(xs, 99), mean: xs.reduce((a, b) => a + b, 0) / xs.length };
    };
    const ms = (x) => x.toFixed(Math.abs(x) < 10 ? 3 : 2);
    const ratio = (x, f) => `${(x / f).toFixed(2)}×`;
    const relayOf = (s) => s.key.replace(`${s.transport}-`, `${s.transport}-relay-`);
    const met = (s) => stat(s.key).p50 <= TARGET * stat(relayOf(s)).p50;
    const floor = stat('echo');
    const wallRows = series.map((s) => {
      const st = stat(s.key);
      const cells = [s.label, s.transport, ms(st.p50), ms(st.p99), ms(st.mean)];
      if (s.kind === 'tool') {
        const relay = stat(relayOf(s));
        return [...cells, ratio(st.p50, relay.p50), ratio(st.p99, relay.p99), met(s) ? 'yes' : 'no'];
      }
      if (s.kind === 'probe') return [...cells, '—', '—', '—'];
      return [...cells, `${ratio(st.p50, floor.p50)} of the echo`, '—', '—'];
    });

    // Each tool's median beside its parts: the node's answer, the relay around it, and ainize-mcp's own work.
    const splitRows = transports.flatMap((t) =>
      tools.map(([key, name]) => {
        const tool = stat(`${t.key}-${key}`).p50;
        const relayed = stat(`${t.key}-relay-${key}`).p50;
        const route = stat(`probe-${key}`).p50;
        const own = tool - relayed;
        return [
          name,
          t.key,
          ms(route),
          ms(relayed - route),
          ms(relayed),
          ms(own),
          `${((own / tool) * 100).toFixed(0)} %`,
          ms(tool),
          ratio(tool, relayed),
        ];
      }),
    );

    const perCall = (x) => (x === null ? 'n/a' : (x / calls).toFixed(3));
    const who = { floor: 'server-everything', tool: 'ainize-mcp', relay: 'minimal relay', probe: 'probe' };
    const cpuRows = series.map((s) => {
      const used = cpu.get(s.key);
      return [s.label, s.transport, who[s.kind], perCall(used.server), perCall(used.bench)];
    });

    const toolSeries = series.filter((s) => s.kind === 'tool');
    const failed = toolSeries.filter((s) => !met(s)).map((s) => `${s.label.split(' ')[0]} over ${s.transport}`);
    return {
      tables: [
        {
          caption: `Client-side wall time per call (ms), official SDK Client ${SDK_VERSION}, ${calls} calls per row after ${warmup} warm-up calls, rows interleaved in blocks of ${block}; probe rows are one fetch from a separate Node process straight to the node, timed inside that process`,
          columns: [
            'call',
            'transport',
            'p50',
            'p99',
            'mean',
            'p50 / relay p50',
            'p99 / relay p99',
            `tool p50 ≤ ${TARGET}× relay`,
          ],
          rows: wallRows,
        },
        {
          caption:
            'Where each read tool’s median goes (ms): node route (probe) + what relaying costs = the minimal relay; the minimal relay + ainize-mcp’s own work = the tool',
          columns: [
            'tool',
            'transport',
            'node route (probe)',
            'relaying (transport + SDK + fetch)',
            'minimal relay',
            'ainize-mcp’s own work',
            'own / tool',
            'tool',
            'tool / relay',
          ],
          rows: splitRows,
        },
        {
          caption:
            'CPU time per call (ms), all threads, summed over the measured blocks — it does not grow when other work on the machine delays a process, so it shows the work itself',
          columns: ['call', 'transport', 'server process', 'its CPU', 'bench process CPU (SDK client + node)'],
          rows: cpuRows,
        },
      ],
      notes: [
        `Target: each read tool's p50 at most ${TARGET}× the p50 of the minimal relay of its node route over the same transport, measured in the same run. ${
          failed.length === 0 ? 'Met by every read tool on both transports.' : `Not met by ${failed.join(', ')}.`
        }`,
        `The minimal relay is an SDK McpServer with one tool that fetches the node path it is given and returns the body as text, with no input strictness, output schema, mapping or scrubbing; over HTTP it is the SDK's own session-per-transport pattern on node:http, without ainize-mcp's Host/Origin checks, body reading, session limits or resumable-stream event store. ainize-mcp's own work is measured as tool − relay: its NodeClient, answer mapping, scrubbing, output-schema checks on both sides, and over HTTP its request gate and event store.`,
        `The stdio floor is @modelcontextprotocol/server-everything ${EVERYTHING_VERSION}'s echo tool, started from node_modules as \`node dist/index.js stdio\`; it answers from memory with no output schema. All servers load the same installed SDK.`,
        `The node is embedded in the bench process (2^14-row model, verifier off) with ${SEEDED.length} taught knowledges (the first ${ROWS_PER_KNOWLEDGE} facts of ${SEEDED.join(', ')}); queries rotate over ${QUERIES.length} words and ids over the ${SEEDED.length} knowledges.`,
        `Every client called tools/list first, so the SDK client validates each structured answer against the tool's output schema, as a host would. GC is forced in the bench process (client and node) once per round of blocks.`,
        `node_status reads /api/chat/patches on every call, and /api/info and /api/teach/policy, which ainize-mcp keeps for a while; its relay row fetches /api/chat/patches only.`,
        ...(ctx.quick
          ? [`Quick run: ${calls} calls per row instead of 500, so each p99 is the slowest call or close to it.`]
          : []),
      ],
    };
  } finally {
    for (const close of open.reverse()) await close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
