// One node on PostgreSQL served by one process (`ainize start`) and by two (`ainize start --workers 2`), the same home,
// database and requests, asked in turn in one run: how much more a second process gets through on this machine.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Agent, request as httpRequest } from 'node:http';
import { TEST_POSTGRES_URL, dropSchemas, postgresUnavailable, testRunDatabase } from '../../scripts/test-postgres.mjs';
import { median, percentile } from '../timing.mjs';
import { commandCpuMs, machineCpuMs, mainThreadsCpuMs, treeCpuMs } from '../lib/proc.mjs';
import { machineScaling } from '../lib/scaling.mjs';
import { startAinize } from '../lib/ainize-start.mjs';
import { postJson as post } from '../lib/http.mjs';

const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { ownPublishDeps, publishTaughtKnowledge } = await import(`${dist}/seed/publish.js`);
const { DEMO_KNOWLEDGE } = await import(`${dist}/seed/demo-datasets.js`);

export const title = 'Node: one process and two on one PostgreSQL database';

/** Requests in flight at once, each on a keep-alive connection of its own: enough to keep two processes busy. */
const CLIENTS = 8;
const NODE_ENV = { AINIZE_LOG_LEVEL: 'silent', AINIZE_VERIFIER_AUTO: 'false' };

/** One request on `agent` (one keep-alive connection); answers the status and the parsed JSON body. */
function send(url, init, agent) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Starts `ainize start` (with `--workers n` when n > 1) and answers its pid, URL and a stop function. */
async function startProcesses(home, env, workers) {
  const running = await startAinize(home, env, workers > 1 ? ['--workers', String(workers)] : []);
  // With workers, the URL is written when the first one listens; every worker answers once it has.
  await new Promise((resolve) => setTimeout(resolve, workers > 1 ? 2_000 : 200));
  return running;
}

/**
 * Keeps CLIENTS requests in flight for `seconds`, each client on its own connection, and counts what was answered.
 * Every answer must be a 200 and pass `check`; anything else stops the bench. `workers`: the serving processes are
 * children of `pid` (a primary that only hands out connections) rather than `pid` itself.
 */
async function drive(url, seconds, request, check, pid, workers = false) {
  const cpuBefore = cpuNow(pid);
  const loopsBefore = mainThreadsCpuMs(pid, workers);
  const agents = Array.from({ length: CLIENTS }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
  const samples = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  try {
    await Promise.all(
      agents.map(async (agent, client) => {
        for (let i = client; performance.now() < until; i += CLIENTS) {
          const { path: where, init } = request(i);
          const t0 = performance.now();
          const { status, body } = await send(`${url}${where}`, init, agent);
          if (status !== 200 || !check(body)) throw new Error(`${where}: ${status} ${JSON.stringify(body)}`);
          samples.push(performance.now() - t0);
        }
      }),
    );
  } finally {
    for (const agent of agents) agent.destroy();
  }
  const took = (performance.now() - started) / 1000;
  const cpu = cpuSince(cpuBefore, cpuNow(pid));
  const loopsAfter = mainThreadsCpuMs(pid, workers);
  // The share of the time the serving processes' event loops ran, on average: the rest they waited (for a
  // statement's answer from PostgreSQL, for a core, or for a request).
  const loopsBusy =
    loopsBefore === null || loopsAfter === null || loopsAfter.threads === 0
      ? null
      : (loopsAfter.ms - loopsBefore.ms) / (took * 1000 * loopsAfter.threads);
  return { perSecond: samples.length / took, samples, count: samples.length, cpu, loopsBusy };
}

/**
 * The most two processes could answer on this machine over what one did: every core busy, each request costing
 * the CPU (node, PostgreSQL, load generator and the rest, summed over cores) it cost with two processes.
 */
function ceilingOf(one, two) {
  const most = mostPerSecond(two);
  return most === null ? null : most / one.perSecond;
}

/** Requests per second with every core busy, each costing the CPU it cost in `run` (all of the machine's). */
function mostPerSecond(run) {
  return run.cpu.busy === null ? null : (os.cpus().length * 1000) / (run.cpu.busy / run.count);
}

/**
 * The same ceiling over what one process would answer if its event loop never waited: as fast as that loop can run
 * (what it answered over the share of the time it ran), and no faster than the cores allow.
 */
function ceilingUnwaitedOf(one, two) {
  const most = mostPerSecond(two);
  const cores = mostPerSecond(one);
  if (most === null || cores === null || one.loopsBusy === null || one.loopsBusy === 0) return null;
  return most / Math.min(one.perSecond / one.loopsBusy, cores);
}

/** CPU used so far by the node's processes, PostgreSQL's backends, this bench process and the whole machine (ms). */
function cpuNow(pid) {
  const usage = process.cpuUsage();
  return {
    node: treeCpuMs(pid),
    postgres: commandCpuMs('postgres'),
    bench: (usage.user + usage.system) / 1000,
    machine: machineCpuMs(),
  };
}

function cpuSince(before, after) {
  const diff = (a, b) => (a === null || b === null ? null : b - a);
  return {
    node: diff(before.node, after.node),
    postgres: diff(before.postgres, after.postgres),
    bench: after.bench - before.bench,
    busy: before.machine && after.machine ? after.machine.busy - before.machine.busy : null,
    total: before.machine && after.machine ? after.machine.total - before.machine.total : null,
  };
}

export async function run(ctx) {
  const unavailable = await postgresUnavailable();
  if (unavailable !== null) {
    ctx.log(`SKIPPED: no PostgreSQL at ${TEST_POSTGRES_URL} (${unavailable})`);
    return { tables: [], notes: [`Not measured: no PostgreSQL server answered (${unavailable}).`] };
  }
  const seconds = ctx.quick ? 3 : 8;
  const rounds = ctx.quick ? 1 : 4;
  const home = mkdtempSync(path.join(tmpdir(), 'ainize-bench-processes-'));
  const { prefix, databaseUrl } = testRunDatabase();
  const env = { ...process.env, ...NODE_ENV, AINIZE_DATABASE_URL: databaseUrl };
  try {
    // First, while nothing else of the section runs (PostgreSQL is idle, no node is up).
    ctx.log('the machine alone: one busy process and two, no node');
    const scaling = await machineScaling({ ms: ctx.quick ? 1_000 : 2_000, repeats: ctx.quick ? 1 : 3 });
    initHome({ home, name: 'bench', port: 0 });
    // The knowledge is taught once, by a node in this process, into the home both configurations then serve.
    const spec = DEMO_KNOWLEDGE.find((k) => k.id === 'iso4217-currency-codes');
    const rows = spec.rows();
    let token;
    {
      const node = await startNode(home, env);
      try {
        ({ token } = await post(`${node.url}/api/auth/setup`, '', { password: 'bench-password' }));
        ctx.log(`teaching ${rows.length} facts of ${spec.id}`);
        await publishTaughtKnowledge(ownPublishDeps(node, 'bench'), spec, rows);
      } finally {
        await node.close();
      }
    }
    const questions = rows.map((r) => r.prompt);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const workloads = [
      {
        what: 'live test: POST /api/chat, mode compare, 1 knowledge (bare + overlay answer)',
        request: (i) => ({
          path: '/api/chat',
          init: {
            method: 'POST',
            headers,
            body: JSON.stringify({
              mode: 'compare',
              patch_ids: [spec.id],
              messages: [{ role: 'user', content: questions[i % questions.length] }],
            }),
          },
        }),
        check: (body) => typeof body.patched?.content === 'string',
      },
      {
        what: 'read: GET /api/catalog?q=currency (search, first page)',
        request: () => ({ path: '/api/catalog?q=currency', init: { headers } }),
        check: (body) => body.total >= 1,
      },
      {
        what: `read: GET /api/patches/${spec.id}`,
        request: () => ({ path: `/api/patches/${spec.id}`, init: { headers } }),
        check: (body) => body.id === spec.id,
      },
    ];
    const results = new Map(workloads.map((w) => [w.what, { 1: [], 2: [] }]));
    for (let round = 0; round < rounds; round++) {
      for (const processes of [1, 2]) {
        ctx.log(`round ${round + 1}: ${processes} process${processes > 1 ? 'es' : ''}, ${seconds} s per workload`);
        const running = await startProcesses(home, env, processes);
        try {
          for (const w of workloads) {
            // A short warm-up on every connection first: JIT, prepared statements, the first overlay.
            await drive(running.url, 1, w.request, w.check, running.pid);
            results
              .get(w.what)
              [processes].push(await drive(running.url, seconds, w.request, w.check, running.pid, processes > 1));
          }
        } finally {
          await running.stop();
        }
      }
    }
    const sum = (runs) => {
      const count = runs.reduce((n, r) => n + r.count, 0);
      const perSecond = runs.reduce((n, r) => n + r.perSecond, 0) / runs.length;
      const cpu = {};
      for (const k of ['node', 'postgres', 'bench', 'busy', 'total']) {
        cpu[k] = runs.some((r) => r.cpu[k] === null) ? null : runs.reduce((n, r) => n + r.cpu[k], 0);
      }
      const loopsBusy = runs.some((r) => r.loopsBusy === null)
        ? null
        : runs.reduce((n, r) => n + r.loopsBusy, 0) / runs.length;
      return { count, perSecond, samples: runs.flatMap((r) => r.samples), cpu, loopsBusy };
    };
    const cpuRows = [];
    const tableRows = [];
    const ratios = [];
    for (const w of workloads) {
      const one = sum(results.get(w.what)[1]);
      const two = sum(results.get(w.what)[2]);
      const ratio = two.perSecond / one.perSecond;
      ratios.push(ratio);
      for (const [processes, s] of [
        [1, one],
        [2, two],
      ]) {
        const per = (ms) => (ms === null ? 'n/a' : (ms / s.count).toFixed(2));
        const other =
          s.cpu.busy === null || s.cpu.node === null || s.cpu.postgres === null
            ? null
            : s.cpu.busy - s.cpu.node - s.cpu.postgres - s.cpu.bench;
        cpuRows.push([
          w.what.split(':')[0],
          String(processes),
          per(s.cpu.node),
          per(s.cpu.postgres),
          per(s.cpu.bench),
          per(other),
          per(s.cpu.busy),
          s.cpu.busy === null ? 'n/a' : `${((100 * s.cpu.busy) / s.cpu.total).toFixed(0)} %`,
          s.loopsBusy === null ? 'n/a' : `${(100 * s.loopsBusy).toFixed(0)} %`,
        ]);
      }
      const ceiling = ceilingOf(one, two);
      const unwaited = ceilingUnwaitedOf(one, two);
      tableRows.push([
        w.what,
        one.perSecond.toFixed(1),
        two.perSecond.toFixed(1),
        `${ratio.toFixed(2)}×`,
        ceiling === null ? 'n/a' : `${ceiling.toFixed(2)}×`,
        unwaited === null ? 'n/a' : `${unwaited.toFixed(2)}×`,
        ratio >= 1.7 ? 'met' : 'missed',
        `${median(one.samples).toFixed(1)} / ${percentile(one.samples, 99).toFixed(1)}`,
        `${median(two.samples).toFixed(1)} / ${percentile(two.samples, 99).toFixed(1)}`,
      ]);
    }
    return {
      tables: [
        {
          caption: `Requests answered per second, ${CLIENTS} in flight, ${seconds} s per workload × ${rounds} round${rounds > 1 ? 's' : ''} (1, 2, 1, 2 …), one 2^20-row model`,
          columns: [
            'workload',
            '1 process /s',
            '2 processes /s',
            '2 vs 1',
            'ceiling here',
            'ceiling were one process never waiting',
            'target ≥ 1.7×',
            'p50 / p99 ms, 1',
            'p50 / p99 ms, 2',
          ],
          rows: tableRows,
        },
        {
          caption:
            'Where the CPU went, per request answered (ms of CPU, summed over cores), and how busy the machine was',
          columns: [
            'workload',
            'processes',
            'node',
            'PostgreSQL',
            'load generator',
            'rest of the machine',
            'all',
            'machine busy',
            'event loop busy, per process',
          ],
          rows: cpuRows,
        },
        {
          caption:
            'The machine alone: rounds of work per second by one busy process and by two at once (no node, no database, no network)',
          columns: ['work', '1 process /s', '2 processes /s', '2 vs 1'],
          rows: scaling.map((r) => [
            r.work === 'compute'
              ? 'arithmetic in registers'
              : '64-float rows read at random from a 256 MiB table, as an answer reads the model',
            r.one.toFixed(0),
            r.two.toFixed(0),
            `${r.ratio.toFixed(2)}×`,
          ]),
        },
      ],
      notes: [
        `One home and one PostgreSQL schema (${TEST_POSTGRES_URL.replace(/\/\/[^@]*@/, '//')}, dropped afterwards) serve both configurations: \`ainize start\` (one process) and \`ainize start --workers 2\` (a primary that only hands out connections, and two workers sharing the port through node's cluster module). They are started in turn, never both at once, and every answer was checked (status 200 and its content).`,
        `The load comes from this bench's own process on the same ${os.cpus().length} cores, as does PostgreSQL: ${CLIENTS} clients, each with one keep-alive connection, each sending its next request when the last is answered. The operator's bearer is used, so requests are not metered or throttled.`,
        'A live test answers twice (the base model, then through the overlay of the knowledge, which each process builds once and keeps until its table changes), under the model lock in shared mode, which the other process sees through the database (docs/node.md, "Several processes, one node").',
        `Ceiling here: ${os.cpus().length} cores' worth of CPU per second divided by the CPU one request cost with two processes (all of it: node, PostgreSQL, the load generator and the rest of the machine, from /proc), over what one process answered. Past it the cores would have to do more than they can; the load generator and PostgreSQL take part of the same cores, and their share per request is the second table.`,
        "Ceiling were one process never waiting: two processes' most over what one would answer if its event loop never waited, i.e. what it answered divided by the share of the time its loop ran (last column of the second table), capped by what the cores allow at the CPU one request cost it. The store is synchronous (docs/node.md, \"Running on PostgreSQL\"): while a statement waits for PostgreSQL's answer, the event loop stops and its core is free, and that is what a second process takes. The loop runs only part of each request's CPU (the connection's thread, PostgreSQL and the load generator run the rest on the same cores), so a single process that never waited would already keep both cores nearly busy, and a second one could add little.",
        'The machine-alone table is how two processes that never wait share these cores, measured at the start of the section: busy work gains no more than that from a second process here (reading a large table at random, they also share the memory bus and caches). A request that spends part of its time waiting for PostgreSQL can gain more, as the waits of one process overlap the work of the other.',
        `Load average at the end of the section: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`,
      ],
    };
  } finally {
    rmSync(home, { recursive: true, force: true });
    await dropSchemas(prefix).catch(() => undefined);
  }
}
