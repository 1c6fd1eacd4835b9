// Many agents on one server at once: 50 MCP sessions, each calling read tools back to back for 30 s, over
// Streamable HTTP (one ainize-mcp process serving every session) and over stdio (one process per session, as
// each agent host would start it). Loopback only; the node runs in a process of its own so the load it answers is
// not slowed by the clients'.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { median, percentile } from '../timing.mjs';
import { connectHttp, connectStdio, spawnListening } from '../lib/mcp-clients.mjs';
import { cpuMsOf, rssMibOf } from '../lib/proc.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const AINIZE_BIN = path.join(root, 'packages/mcp/dist/bin.js');
const NODE_PROCESS = path.join(here, '../lib/node-process.mjs');

export const title = 'MCP: 50 concurrent sessions of read tools, over Streamable HTTP and over stdio';

const SEEDED = ['iso4217-currency-codes', 'country-calling-codes', 'native-language-names'];
const QUERIES = ['currency', 'calling code', 'language', 'codes', 'native names'];
const READS = [
  ['search_knowledge', (i) => ({ query: QUERIES[i % QUERIES.length] })],
  ['get_knowledge', (i) => ({ id: SEEDED[i % SEEDED.length] })],
  ['node_status', () => ({})],
];

const sum = (xs) => (xs.some((x) => x === null) ? null : xs.reduce((a, b) => a + b, 0));

/** Every session calls read tools one after another until the deadline; the sessions run at the same time. */
async function load(clients, seconds) {
  const latencies = [];
  const errors = new Map();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client, k) => {
      for (let i = k; performance.now() < deadline; i++) {
        const [name, args] = READS[i % READS.length];
        const t0 = performance.now();
        try {
          const result = await client.callTool({ name, arguments: args(i) });
          if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content).slice(0, 160)}`);
          latencies.push(performance.now() - t0);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          errors.set(message, (errors.get(message) ?? 0) + 1);
        }
      }
    }),
  );
  return { latencies, errors };
}

async function measure(ctx, transport, node, sessions, seconds) {
  const nodeUrl = node.url;
  const closers = [];
  try {
    let clients;
    let pids;
    if (transport === 'http') {
      const server = await spawnListening(
        [AINIZE_BIN, '--http', '0'],
        { AINIZE_NODE_URL: nodeUrl },
        /at (http:\S+\/mcp)/,
      );
      closers.push(async () => server.child.kill('SIGTERM'));
      const connected = [];
      for (let i = 0; i < sessions; i++) connected.push(await connectHttp(`load-${i}`, server.url));
      closers.push(() => Promise.all(connected.map((c) => c.client.close())));
      clients = connected.map((c) => c.client);
      pids = [server.pid];
    } else {
      const connected = [];
      // A few at a time: fifty processes starting at once on two cores only measure the start.
      for (let i = 0; i < sessions; i += 5) {
        const batch = Array.from({ length: Math.min(5, sessions - i) }, (_, j) =>
          connectStdio(`load-${i + j}`, [AINIZE_BIN], { AINIZE_NODE_URL: nodeUrl }),
        );
        connected.push(...(await Promise.all(batch)));
      }
      closers.push(() => Promise.all(connected.map((c) => c.client.close())));
      clients = connected.map((c) => c.client);
      pids = connected.map((c) => c.pid);
    }
    ctx.log(`${transport}: ${sessions} sessions open on ${pids.length} server process(es); warming up`);
    await load(clients, 2);
    const cpuBefore = sum(pids.map(cpuMsOf));
    const nodeBefore = cpuMsOf(node.pid);
    const benchBefore = process.cpuUsage();
    ctx.log(`${transport}: ${seconds} s of load`);
    const started = performance.now();
    const { latencies, errors } = await load(clients, seconds);
    const elapsed = (performance.now() - started) / 1000;
    const cpuAfter = sum(pids.map(cpuMsOf));
    const nodeAfter = cpuMsOf(node.pid);
    const bench = process.cpuUsage(benchBefore);
    return {
      transport,
      sessions,
      processes: pids.length,
      calls: latencies.length,
      errors,
      elapsed,
      latencies,
      cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      nodeCpuMs: nodeBefore === null || nodeAfter === null ? null : nodeAfter - nodeBefore,
      clientCpuMs: (bench.user + bench.system) / 1000,
      rssMib: sum(pids.map(rssMibOf)),
    };
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  }
}

export async function run(ctx) {
  const sessions = ctx.quick ? 10 : 50;
  const seconds = ctx.quick ? 5 : 30;
  const node = await spawnListening([NODE_PROCESS], { BENCH_SEED: SEEDED.join(',') }, /node at (http:\S+)/);
  try {
    const results = [];
    for (const transport of ['http', 'stdio']) results.push(await measure(ctx, transport, node, sessions, seconds));
    const ms = (x) => x.toFixed(x < 10 ? 2 : 1);
    const rows = results.map((r) => {
      const errorCount = [...r.errors.values()].reduce((a, b) => a + b, 0);
      return [
        r.transport === 'http' ? 'Streamable HTTP (ainize-mcp --http)' : 'stdio (one ainize-mcp per session)',
        r.sessions,
        r.processes,
        r.calls,
        errorCount,
        (r.calls / r.elapsed).toFixed(0),
        ms(median(r.latencies)),
        ms(percentile(r.latencies, 99)),
        ms(Math.max(...r.latencies)),
        r.cpuMs === null ? 'n/a' : (r.cpuMs / r.calls).toFixed(2),
        r.rssMib === null ? 'n/a' : r.rssMib.toFixed(0),
      ];
    });
    const errorNotes = results.flatMap((r) =>
      [...r.errors].map(([message, count]) => `${r.transport}: ${count} × ${message.slice(0, 200)}`),
    );
    return {
      tables: [
        {
          caption: `${sessions} concurrent MCP sessions, each calling search_knowledge, get_knowledge and node_status in turn, back to back, for ${seconds} s (after 2 s of warm-up); official SDK clients in the bench process; loopback only`,
          columns: [
            'transport',
            'sessions',
            'server processes',
            'calls',
            'errors',
            'calls/s',
            'p50 (ms)',
            'p99 (ms)',
            'max (ms)',
            'server CPU per call (ms)',
            'server memory (MiB)',
          ],
          rows,
        },
      ],
      notes: [
        'An error is a call that threw in the client or answered isError; the target is none.',
        ...results.map(
          (r) =>
            `${r.transport}: CPU per call — servers ${r.cpuMs === null ? 'n/a' : (r.cpuMs / r.calls).toFixed(2)} ms, node ${r.nodeCpuMs === null ? 'n/a' : (r.nodeCpuMs / r.calls).toFixed(2)} ms, the ${r.sessions} SDK clients ${(r.clientCpuMs / r.calls).toFixed(2)} ms; ${((((r.cpuMs ?? 0) + (r.nodeCpuMs ?? 0) + r.clientCpuMs) / 1000 / r.elapsed) * 100).toFixed(0)} % of one core over the ${r.elapsed.toFixed(0)} s (the machine has ${availableParallelism()}). With every session waiting on its previous answer, p50 ≈ sessions ÷ calls/s: the latency is the queue for the cores, not the work of one call.`,
        ),
        ...(errorNotes.length > 0 ? errorNotes : ['No call failed on either transport.']),
        'The node runs in a process of its own (2^14-row model, verifier off) with three taught knowledges; every server reaches it over loopback HTTP. Server CPU is summed over every thread of every server process during the measured seconds; server memory is their resident size at the end.',
        'Each HTTP session keeps the standalone SSE stream the SDK client opens after initialize, so the HTTP server holds one open stream per session throughout.',
        ...(ctx.quick ? [`Quick run: ${sessions} sessions for ${seconds} s instead of 50 for 30 s.`] : []),
      ],
    };
  } finally {
    node.child.kill('SIGTERM');
  }
}
