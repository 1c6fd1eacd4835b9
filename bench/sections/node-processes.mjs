// One node on PostgreSQL served by one process (`ainize start`) and by two (`ainize start --workers 2`), the same home,
// database and requests, asked in turn in one run: how much more a second process gets through on this machine.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Agent, request as httpRequest } from 'node:http';
import { TEST_POSTGRES_URL, dropSchemas, postgresUnavailable, testRunDatabase } from '../../scripts/test-postgres.mjs';
import { median, percentile } from '../timing.mjs';

const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { ownPublishDeps, publishTaughtKnowledge } = await import(`${dist}/seed/publish.js`);
const { DEMO_KNOWLEDGE } = await import(`${dist}/seed/demo-datasets.js`);

const MAIN = fileURLToPath(new URL(`${dist}/cli/main.js`, import.meta.url));

export const title = 'Node: one process and two on one PostgreSQL database';

/** Requests in flight at once, each on a keep-alive connection of its own: enough to keep two processes busy. */
const CLIENTS = 8;
const NODE_ENV = { AINIZE_LOG_LEVEL: 'silent', AINIZE_VERIFIER_AUTO: 'false' };

async function post(url, token, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(json)}`);
  return json;
}

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

/** Starts `ainize start` (with `--workers n` when n > 1) and answers its URL and a stop function. */
async function startProcesses(home, env, workers) {
  const urlFile = path.join(home, 'node.url');
  rmSync(urlFile, { force: true });
  const args = [MAIN, 'start', '--home', home, ...(workers > 1 ? ['--workers', String(workers)] : [])];
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (c) => (log += c.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (!existsSync(urlFile)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`ainize start did not come up: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // With workers, the URL is written when the first one listens; every worker answers once it has.
  await new Promise((resolve) => setTimeout(resolve, workers > 1 ? 2_000 : 200));
  return {
    url: readFileSync(urlFile, 'utf8').trim(),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Keeps CLIENTS requests in flight for `seconds`, each client on its own connection, and counts what was answered.
 * Every answer must be a 200 and pass `check`; anything else stops the bench.
 */
async function drive(url, seconds, request, check) {
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
  return { perSecond: samples.length / took, samples, count: samples.length };
}

export async function run(ctx) {
  const unavailable = await postgresUnavailable();
  if (unavailable !== null) {
    ctx.log(`SKIPPED: no PostgreSQL at ${TEST_POSTGRES_URL} (${unavailable})`);
    return { tables: [], notes: [`Not measured: no PostgreSQL server answered (${unavailable}).`] };
  }
  const seconds = ctx.quick ? 3 : 12;
  const rounds = ctx.quick ? 1 : 2;
  const home = mkdtempSync(path.join(tmpdir(), 'ainize-bench-processes-'));
  const { prefix, databaseUrl } = testRunDatabase();
  const env = { ...process.env, ...NODE_ENV, AINIZE_DATABASE_URL: databaseUrl };
  try {
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
            await drive(running.url, 1, w.request, w.check);
            results.get(w.what)[processes].push(await drive(running.url, seconds, w.request, w.check));
          }
        } finally {
          await running.stop();
        }
      }
    }
    const sum = (runs) => {
      const count = runs.reduce((n, r) => n + r.count, 0);
      const perSecond = runs.reduce((n, r) => n + r.perSecond, 0) / runs.length;
      return { count, perSecond, samples: runs.flatMap((r) => r.samples) };
    };
    const tableRows = [];
    const ratios = [];
    for (const w of workloads) {
      const one = sum(results.get(w.what)[1]);
      const two = sum(results.get(w.what)[2]);
      const ratio = two.perSecond / one.perSecond;
      ratios.push(ratio);
      tableRows.push([
        w.what,
        one.perSecond.toFixed(1),
        two.perSecond.toFixed(1),
        `${ratio.toFixed(2)}×`,
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
            'target ≥ 1.7×',
            'p50 / p99 ms, 1',
            'p50 / p99 ms, 2',
          ],
          rows: tableRows,
        },
      ],
      notes: [
        `One home and one PostgreSQL schema (${TEST_POSTGRES_URL.replace(/\/\/[^@]*@/, '//')}, dropped afterwards) serve both configurations: \`ainize start\` (one process) and \`ainize start --workers 2\` (a primary that only hands out connections, and two workers sharing the port through node's cluster module). They are started in turn, never both at once, and every answer was checked (status 200 and its content).`,
        `The load comes from this bench's own process on the same ${os.cpus().length} cores, as does PostgreSQL: ${CLIENTS} clients, each with one keep-alive connection, each sending its next request when the last is answered. The operator's bearer is used, so requests are not metered or throttled.`,
        'A live test reads the base model and builds the knowledge overlay for every request, under the model lock in shared mode, which the other process sees through the database (docs/node.md, "Several processes, one node").',
        `Load average at the end of the section: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`,
      ],
    };
  } finally {
    rmSync(home, { recursive: true, force: true });
    await dropSchemas(prefix).catch(() => undefined);
  }
}
