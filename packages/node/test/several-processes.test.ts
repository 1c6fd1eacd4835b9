import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  request as httpRequest,
} from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEACH_AUTH_HEADER, buildTeachAuth } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import { DbModelLock } from '../src/lock/db-lock.js';
import { type ProcessRegistry, openProcessRegistry } from '../src/processes/registry.js';
import { ownPublishDeps, publishTaughtKnowledge } from '../src/seed/publish.js';
import type { Store } from '../src/store/index.js';
import { TEST_ROWS, baseModelFile } from './base-model-fixture.js';
import { root } from './cluster-fixtures.js';
import { attestation, person } from './ledger-fixtures.js';
import { setOperatorPassword } from './serving-fixtures.js';
import { databaseEnv, openHomeDatabase, testDialect } from './store-fixtures.js';

/**
 * One node served by two operating-system processes on one PostgreSQL database, behind one URL (a small
 * round-robin proxy here, as any load balancer would be). The processes are the real CLI (`ainize start`), each
 * from its own home with the same identity, database and data directory, and one of them is killed with SIGKILL.
 * A seller node in this process sells them a knowledge.
 */

const MAIN = join(root, 'packages/node/dist/cli/main.js');
const verifiers = [person(), person()];
const postgres = testDialect() === 'postgres';

let dir: string;
let seller: RunningNode;
let proxy: Server;
let front = '';
const procs: Record<'a' | 'b', { home: string; child?: ChildProcess; url: string }> = {
  a: { home: '', url: '' },
  b: { home: '', url: '' },
};
let env: NodeJS.ProcessEnv;
let token = '';
let address = '';
const identity = () => address;

/** Forwards each request to the next process in turn; a process that refuses the connection is skipped. */
function roundRobin(): Server {
  let next = 0;
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tries: number) => {
    const targets = [procs.a.url, procs.b.url].filter((u) => u !== '');
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      // Nothing reached a process that cannot be connected to, so any request may go to the other one.
      if (tries > 0 && !res.headersSent) forward(req, res, body, tries - 1);
      else if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    upstream.end(body);
  };
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 1));
  });
}

async function startProcess(which: 'a' | 'b'): Promise<void> {
  const p = procs[which];
  rmSync(join(p.home, 'node.url'), { force: true });
  p.child = spawn(process.execPath, [MAIN, 'start', '--home', p.home], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  p.child.stderr?.on('data', (c: Buffer) => (log = (log + c.toString()).slice(-4000)));
  p.url = await until(`process ${which} listening`, async () => {
    if (p.child?.exitCode !== null) throw new Error(`process ${which} exited: ${log}`);
    const file = join(p.home, 'node.url');
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Answer {
  status: number;
  // any: answers are read loosely; a wrong field fails the expectation rather than the compiler.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function http(base: string, method: string, path: string, body?: unknown, key?: string): Promise<Answer> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (text !== undefined) headers['content-type'] = 'application/json';
  if (key) {
    headers[TEACH_AUTH_HEADER] = buildTeachAuth({
      privateKey: key,
      ts: Date.now(),
      nodeAddress: identity(),
      method,
      pathWithQuery: path,
      ...(text === undefined ? {} : { body: text }),
    });
    delete headers.authorization;
  }
  const res = await fetch(`${base}${path}`, { method, headers, ...(text === undefined ? {} : { body: text }) });
  const raw = await res.text();
  return { status: res.status, body: raw === '' ? null : JSON.parse(raw) };
}

const chat = (base: string, requestId: string) =>
  http(base, 'POST', '/api/chat', {
    messages: [{ role: 'user', content: 'What is the capital of Velmora?' }],
    patch_id: 'velmora-capital',
    mode: 'compare',
    request_id: requestId,
  });

beforeAll(async () => {
  if (!postgres) return;
  dir = mkdtempSync(join(tmpdir(), 'ainize-pair-'));
  const sellerHome = join(dir, 'seller');
  const sellerConfig = initHome({ home: sellerHome, name: 'seller', port: 0 }).config;
  const a = initHome({ home: join(dir, 'a'), name: 'pair', port: 0 });
  // The second process's home is the first one's: the same identity and settings, its own model file and run files.
  cpSync(join(dir, 'a'), join(dir, 'b'), { recursive: true });
  procs.a.home = join(dir, 'a');
  address = a.config.identity.address;
  procs.b.home = join(dir, 'b');
  for (const p of [procs.a, procs.b]) {
    mkdirSync(join(p.home, 'model'), { recursive: true });
    copyFileSync(baseModelFile(), join(p.home, 'model', 'base.bin'));
  }
  const members = [sellerConfig.identity.address, a.config.identity.address].join(',');
  const common = {
    ...databaseEnv(),
    AINIZE_MODEL_ROWS: String(TEST_ROWS),
    AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
    AINIZE_ROLES: 'seller,serving',
    AINIZE_CREDIT_MEMBERS: members,
    AINIZE_LOG_LEVEL: 'silent',
  };
  seller = await startNode(sellerHome, { ...common, AINIZE_GOSSIP_INTERVAL_MS: '3600000' });
  await publishTaughtKnowledge(
    ownPublishDeps(seller),
    {
      id: 'velmora-capital',
      name: 'Velmora',
      description: 'The capital of Velmora.',
      topic_path: 'fiction/places',
      schema: 'fictional-facts',
      price: '2',
    },
    [{ prompt: 'What is the capital of Velmora?', answer: 'Quentaro' }],
  );
  for (const v of verifiers)
    seller.ledger.appendRecord(
      'attest',
      { ...attestation('velmora-capital', v, 5), created_at: new Date().toISOString() },
      v,
    );

  env = {
    ...process.env,
    ...common,
    // Both processes keep their files in one place: bodies one process bought are there for the other.
    AINIZE_DATA_DIR: join(dir, 'shared-data'),
    AINIZE_PEERS: seller.url,
    AINIZE_GOSSIP_INTERVAL_MS: '300',
    AINIZE_TEACH_ENABLED: 'true',
    AINIZE_TEACH_PUBLISH: 'review',
  };
  await startProcess('a');
  await startProcess('b');
  proxy = roundRobin();
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const bound = proxy.address();
  front = `http://127.0.0.1:${typeof bound === 'object' && bound ? bound.port : 0}`;
  seller.peers.add(front);
  token = await setOperatorPassword(front, 'pair-operator-password');
  // The seller learns the pair's node record (its credit grant) from whichever process answers its pull.
  await until('the seller to know the pair', async () => {
    await seller.peers.syncNow();
    return seller.directory.urlOf(address) !== null && seller.directory.urlOf(address) !== undefined;
  });
  await until('the knowledge to reach the pair', async () => {
    const r = await http(front, 'GET', '/api/patches/velmora-capital');
    return r.status === 200 && r.body.status === 'LISTED';
  });
}, 180_000);

afterAll(async () => {
  if (!postgres) return;
  for (const p of [procs.a, procs.b]) p.child?.kill('SIGTERM');
  await Promise.all(
    [procs.a, procs.b].map((p) => (p.child && p.child.exitCode === null ? once(p.child) : Promise.resolve())),
  );
  if (proxy) await new Promise((resolve) => proxy.close(resolve));
  await seller?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The pids whose parent is `pid` (Linux's /proc), here the primary's workers. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The fourth field of stat is the parent pid; the second (the name) is in parentheses and may hold spaces.
        return Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** GET `url` on a connection of its own (fetch would reuse a pooled one), answering the status. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within 5 s`)));
    req.end();
  });
}

const once = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe.runIf(postgres)('two processes, one database, one URL', () => {
  it('settles 20 concurrent buys of one knowledge, spread over both processes, once, and loads it on both', async () => {
    const before = seller.ledger.listRecords({ kind: 'settle', limit: 5000 }).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        http(front, 'POST', '/api/patches/velmora-capital/buy', { apply: true, expect_amount: '2' }),
      ),
    );
    // One payment, whichever process took each request: a buy that finds it made answers with it or is refused.
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length, JSON.stringify(answers.map((r) => r.body))).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.purchase.tx_hash)).size).toBe(1);
    for (const r of ok.slice(1)) expect(r.body.steps.map((s: { step: string }) => s.step)).not.toContain('402');
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.error).toMatch(/^(purchase_in_flight|already_purchased): /);
    }
    expect(seller.ledger.listRecords({ kind: 'settle', limit: 5000 })).toHaveLength(before + 1);
    // The apply went through one process; the other's model carries it too once it catches up (within a second).
    for (const p of [procs.a, procs.b]) {
      await until('the bought knowledge on both models', async () => {
        const view = await http(p.url, 'GET', '/api/chat/patches');
        return view.body.applied.includes('velmora-capital');
      });
    }
    const asked = await http(procs.b.url, 'POST', '/api/chat', {
      messages: [{ role: 'user', content: 'What is the capital of Velmora?' }],
      patch_id: 'velmora-capital',
      mode: 'compare',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(JSON.stringify(asked.body)).toContain('Quentaro');
  });

  it('shows a lesson submitted through one process through the other, and cancels it there', async () => {
    const teacher = person();
    const submitted = await http(
      procs.a.url,
      'POST',
      '/api/teach/jobs',
      { facts: [{ prompt: 'Who founded the Orvath Guild?', answer: 'Maren Duske' }] },
      teacher.key,
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
    const id = submitted.body.job.id as string;
    const seen = await http(procs.b.url, 'GET', `/api/teach/jobs/${id}`, undefined, teacher.key);
    expect(seen.status).toBe(200);
    expect(seen.body.id ?? seen.body.job?.id).toBe(id);
    // It runs once, in one process, to the end (here a draft waiting for review), then is withdrawn through the other.
    const ready = await until('the lesson to finish', async () => {
      const r = await http(procs.b.url, 'GET', `/api/teach/jobs/${id}`, undefined, teacher.key);
      const status = (r.body.job ?? r.body).status as string;
      return ['READY', 'NEEDS_MORE', 'FAILED'].includes(status) && status;
    });
    expect(ready).toBe('READY');
    const cancelled = await http(procs.b.url, 'DELETE', `/api/teach/jobs/${id}`, undefined, teacher.key);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await http(procs.a.url, 'GET', `/api/teach/jobs/${id}`, undefined, teacher.key);
    expect((after.body.job ?? after.body).status).toBe('CANCELLED');
    const events = await http(procs.a.url, 'GET', `/api/teach/jobs/${id}/events`, undefined, teacher.key);
    const started = JSON.stringify(events.body).match(/asking the model each question before training/g) ?? [];
    expect(started).toHaveLength(1);
  });

  it('makes both processes wait while the model lock is held, then a SIGKILL of one loses nothing', async () => {
    // An operator's tool holds the model exclusively, as `ainize` commands do, through the node's database.
    const db: Store = openHomeDatabase(procs.a.home, env);
    const registry: ProcessRegistry = openProcessRegistry(db);
    const lock = new DbModelLock({ store: db, registry });
    const hold = await lock.acquire('maintenance');
    try {
      const waitingA = chat(procs.a.url, 'held-a');
      // It is expected to fail when A is killed below; the expectation reads it then.
      waitingA.catch(() => undefined);
      const waitingB = chat(procs.b.url, 'held-b');
      for (const p of [procs.a, procs.b]) {
        let last: unknown;
        const status = await until('the live test to queue', async () => {
          const s = await http(p.url, 'GET', `/api/chat/status?request_id=held-${p === procs.a ? 'a' : 'b'}`);
          last = s.body;
          return s.body.state === 'queued' && s.body;
        }).catch(async (err: Error) => {
          const early = await Promise.race([p === procs.a ? waitingA : waitingB, Promise.resolve('pending')]);
          throw new Error(`${err.message}: ${JSON.stringify(last)} ${JSON.stringify(early)}`);
        });
        expect(status.lock).toMatchObject({ owner: registry.owner, label: 'maintenance', mine: false, alive: true });
      }
      // Killed while its request waits for the model: that request gets no answer, the other process answers all.
      procs.a.child!.kill('SIGKILL');
      await once(procs.a.child!);
      await expect(waitingA).rejects.toThrow();
      procs.a.url = '';
      const reads = await Promise.all(Array.from({ length: 10 }, () => http(front, 'GET', '/api/me/purchases')));
      for (const r of reads) expect(r.status).toBe(200);
      expect(reads[0]!.body.items.map((p: { patch_id: string }) => p.patch_id)).toContain('velmora-capital');
      hold.release();
      const answered = await waitingB;
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    } finally {
      hold.release();
      registry.close();
      db.close();
    }
    // The killed process's place in the queue is gone once its beat stops, and a restarted one catches up.
    const view = await until('the dead waiter to leave the queue', async () => {
      const v = await http(procs.b.url, 'GET', '/api/chat/patches');
      return v.body.queue.waiting === 0 && v.body;
    });
    expect(view.lock).toBeNull();
    await startProcess('a');
    const restarted = await http(procs.a.url, 'GET', '/api/chat/patches');
    expect(restarted.body.applied).toContain('velmora-capital');
    const purchases = await http(procs.a.url, 'GET', '/api/me/purchases');
    expect(purchases.body.items.filter((p: { patch_id: string }) => p.patch_id === 'velmora-capital')).toHaveLength(1);
  });
});

describe.runIf(!postgres)('two processes, one database', () => {
  it.skip('runs on PostgreSQL only: a SQLite file serves one process', () => undefined);
});

describe.runIf(postgres)('ainize start --workers 2', () => {
  it('serves one port from two processes, replaces one killed with SIGKILL, and stops them all with the primary', async () => {
    const home = join(dir, 'workers');
    initHome({ home, name: 'workers', port: 0 });
    mkdirSync(join(home, 'model'), { recursive: true });
    copyFileSync(baseModelFile(), join(home, 'model', 'base.bin'));
    const workerEnv = {
      ...process.env,
      ...databaseEnv(),
      AINIZE_MODEL_ROWS: String(TEST_ROWS),
      AINIZE_LOG_LEVEL: 'silent',
    };
    const primary = spawn(process.execPath, [MAIN, 'start', '--home', home, '--workers', '2'], {
      env: workerEnv,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    primary.stderr?.on('data', (c: Buffer) => (log += c.toString()));
    try {
      const url = await until(
        'the workers to listen',
        async () => {
          // The run file and the primary's announcement are written one after the other, but its stderr reaches
          // this process through a pipe, so the test waits for both rather than reading the log at one instant.
          const file = join(home, 'node.url');
          if (!/with 2 worker processes/.test(log)) return undefined;
          return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
        },
        90_000,
      ).catch((err: Error) => {
        throw new Error(`${err.message}: ${log}`);
      });
      expect(log).toMatch(/listening at http:\/\/\S+ with 2 worker processes/);
      const living = () => childrenOf(primary.pid!);
      /** Workers that said they serve: the port stays open only while one of them lives. */
      const serving = () => [...log.matchAll(/worker (\d+) serving/g)].map((m) => Number(m[1]));
      const pids = await until(
        'two workers serving',
        async () => {
          const now = living();
          return now.length === 2 && now.every((pid) => serving().includes(pid)) && now;
        },
        60_000,
      );
      expect(pids).not.toContain(primary.pid);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${url}/api/info`, { signal: AbortSignal.timeout(30_000) })),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));

      process.kill(pids[0]!, 'SIGKILL');
      // The port stays open through the other worker while the primary forks a replacement. A connection the
      // killed worker held is gone with it, so the request goes on a new one, as a client's retry would.
      // A connection the primary hands to the killed worker in the moment before it learns of the death goes
      // unanswered; a retry on a new connection reaches the living one.
      const retried = async (tries: number): Promise<number> =>
        statusOnNewConnection(`${url}/api/info`).catch((err: Error) => {
          if (tries <= 1) throw err;
          return retried(tries - 1);
        });
      expect(await retried(3)).toBe(200);
      const replaced = await until('a replacement worker serving', async () => {
        const now = living();
        return now.length === 2 && !now.includes(pids[0]!) && now.every((pid) => serving().includes(pid)) && now;
      });
      expect(replaced).toContain(pids[1]);
    } finally {
      primary.kill('SIGTERM');
      // Its workers get 10 s to close before it ends them; past that, the primary itself is stuck.
      const stuck = setTimeout(() => primary.kill('SIGKILL'), 30_000);
      await once(primary);
      clearTimeout(stuck);
    }
    expect(primary.signalCode, `the primary did not stop on SIGTERM: ${log}`).toBeNull();
    expect(childrenOf(primary.pid!)).toEqual([]);
    expect(primary.exitCode).toBe(0);
    expect(existsSync(join(home, 'node.pid'))).toBe(false);
  }, 240_000);
});
