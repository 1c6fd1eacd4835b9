import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ABSTAIN_TEXT } from '@ainize/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateConfigFile } from '../src/home/home.js';
import { pidAlive } from '../src/lock/files.js';
import { type Run, ainize, buildPackages, freePortBase, root } from './cluster-fixtures.js';

/**
 * `ainize cluster up | status | down` as shipped: the built CLI starts four real node processes in a temp dir on
 * free ports, with a small model and 40 facts per demo set so the whole story fits in a test run.
 */

const DEMO_IDS = [
  'iso4217-currency-codes',
  'country-calling-codes',
  'native-language-names',
  'mime-types-by-extension',
  'us-city-states',
];
/** What the seller node teaches and sells: a base and its add-on. */
const SELLER_IDS = ['iso3166-alpha2-codes', 'iso3166-alpha3-codes'];
const ALL_IDS = [...DEMO_IDS, ...SELLER_IDS];

/** Holds the working cluster in `main/` and the failing runs' dirs beside it. */
let scratch: string;
let dir: string;
let portBase: number;

const cluster = (sub: string, ...extra: string[]) => ainize(['cluster', sub, '--dir', dir, ...extra]);

/** Signal 0 alone would call an exited but not yet reaped process alive; pidAlive also reads its state. */
const alive = (pid: number) => pidAlive(pid);

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  expect(res.status, `${init?.method ?? 'GET'} ${url}`).toBeLessThan(300);
  return (await res.json()) as T;
}

interface StatusJson {
  nodes: { name: string; url: string; roles: string[]; pid: number | null; healthy: boolean }[];
}
interface Entry {
  status: string;
  passed: number;
  self_checks: number;
  verifiers: string[];
  attestations: { verifier: string; passed: boolean }[];
  anchor: { author: string; benchmark: { samples: { prompt: string; expect: string }[] } };
}

const NODES = ['home', 'verifier-1', 'verifier-2', 'seller'] as const;
const homeUrl = () => `http://127.0.0.1:${portBase}`;
const nodeUrl = (name: (typeof NODES)[number]) => `http://127.0.0.1:${portBase + NODES.indexOf(name)}`;
/** The home's credential stays where it always was; each verifier's lives in its own home. */
const credentialFile = (name: (typeof NODES)[number]) =>
  name === 'home' ? join(dir, 'operator.json') : join(dir, name, 'operator.json');
const configOf = (name: string) => JSON.parse(readFileSync(join(dir, name, 'config.json'), 'utf8')) as NodeConfigFile;

interface NodeConfigFile {
  identity: { address: string };
  verifier?: { trusted?: unknown; challengers?: unknown };
  operator?: { passwordHash?: string };
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** No node of a cluster may be open to a first-come setup, and each one's credential must sign in. */
async function expectEveryNodeClaimed(): Promise<void> {
  for (const name of NODES) {
    const me = await json<{ needsSetup: boolean }>(`${nodeUrl(name)}/api/auth/me`);
    expect(me.needsSetup, name).toBe(false);
    const setup = await post(`${nodeUrl(name)}/api/auth/setup`, { password: 'a stranger claims this node' });
    expect(setup.status, name).toBe(409);
    expect(statSync(credentialFile(name)).mode & 0o777, name).toBe(0o600);
    const credential = JSON.parse(readFileSync(credentialFile(name), 'utf8')) as { url: string; password: string };
    expect(credential.url).toBe(nodeUrl(name));
    expect((await post(`${nodeUrl(name)}/api/auth/login`, { password: credential.password })).status, name).toBe(200);
  }
}

function expectTrustPolicyWritten(): void {
  const verifiers = [configOf('verifier-1'), configOf('verifier-2')].map((c) => c.identity.address).sort();
  for (const name of NODES) expect((configOf(name).verifier?.trusted as string[]).sort(), name).toEqual(verifiers);
  for (const name of ['verifier-1', 'verifier-2'])
    expect(configOf(name).verifier?.challengers, name).toEqual([configOf('home').identity.address]);
}
const addressOf = (name: string) =>
  (JSON.parse(readFileSync(join(dir, name, 'config.json'), 'utf8')) as { identity: { address: string } }).identity
    .address;
const anchorCount = async () =>
  (await json<{ items: unknown[] }>(`${homeUrl()}/api/ledger?kind=anchor&limit=100`)).items.length;

beforeAll(async () => {
  buildPackages('packages/node');
  scratch = mkdtempSync(join(tmpdir(), 'ainize-cluster-'));
  dir = join(scratch, 'main');
  portBase = await freePortBase();
}, 180_000);

afterAll(async () => {
  // Whatever failed above, no node of this test may outlive it.
  if (scratch === undefined) return;
  for (const name of readdirSync(scratch)) {
    if (existsSync(join(scratch, name, 'cluster.json')))
      await ainize(['cluster', 'down', '--dir', join(scratch, name)]);
  }
  rmSync(scratch, { recursive: true, force: true });
}, 60_000);

describe('ainize cluster', () => {
  let firstUp: Run;
  let password: string;

  it('comes up with every demo knowledge LISTED by the two verifiers', async () => {
    firstUp = await cluster(
      'up',
      '--port-base',
      String(portBase),
      '--demo-limit',
      '40',
      '--model-rows',
      '16384',
      '--timeout',
      '150',
    );
    expect(firstUp.code, firstUp.stderr + firstUp.stdout).toBe(0);
    for (const id of ALL_IDS) expect(firstUp.stdout).toMatch(new RegExp(`taught ${id}: \\d+/40 learned in`));
    expect(firstUp.stdout).toContain(`all ${ALL_IDS.length} demo knowledges LISTED`);
    expect(firstUp.stdout).toContain(`"AINIZE_NODE_URL": "${homeUrl()}"`);
    expect(firstUp.stdout).toContain(join(root, 'packages/mcp/dist/bin.js'));

    const author = addressOf('home').toLowerCase();
    const verifiers = [addressOf('verifier-1'), addressOf('verifier-2')].map((a) => a.toLowerCase()).sort();
    for (const id of DEMO_IDS) {
      const entry = await json<Entry>(`${homeUrl()}/api/patches/${id}`);
      expect(entry.status, id).toBe('LISTED');
      expect(entry.anchor.author.toLowerCase()).toBe(author);
      expect(entry).toMatchObject({ passed: 2, self_checks: 0 });
      expect(entry.verifiers.map((a) => a.toLowerCase()).sort()).toEqual(verifiers);
      const attesters = entry.attestations.filter((a) => a.passed).map((a) => a.verifier.toLowerCase());
      expect(attesters).not.toContain(author);
      expect([...new Set(attesters)].sort()).toEqual(verifiers);
    }
    // The seller's two are verified the same way and sold by the seller, not the home.
    for (const id of SELLER_IDS) {
      const entry = await json<Entry>(`${homeUrl()}/api/patches/${id}`);
      expect(entry.status, id).toBe('LISTED');
      expect(entry.anchor.author.toLowerCase()).toBe(addressOf('seller').toLowerCase());
      expect(entry.verifiers.map((a) => a.toLowerCase()).sort()).toEqual(verifiers);
    }
  }, 240_000);

  it('runs four processes peered over their URLs, and reports them in status', async () => {
    const status = await cluster('status', '--json');
    expect(status.code, status.stderr).toBe(0);
    const { nodes } = JSON.parse(status.stdout) as StatusJson;
    expect(nodes.map((n) => [n.name, n.url, n.roles, n.healthy])).toEqual([
      ['home', homeUrl(), ['seller', 'serving'], true],
      ['verifier-1', `http://127.0.0.1:${portBase + 1}`, ['verifier'], true],
      ['verifier-2', `http://127.0.0.1:${portBase + 2}`, ['verifier'], true],
      ['seller', `http://127.0.0.1:${portBase + 3}`, ['seller', 'serving'], true],
    ]);
    for (const n of nodes) expect(alive(n.pid as number), n.name).toBe(true);
    expect(new Set(nodes.map((n) => n.pid)).size).toBe(4);

    const peersOf = async (url: string) =>
      (await json<{ items: { url: string; last_sync_at: string | null }[] }>(`${url}/api/peers`)).items;
    // Every node pulls from the other three. A node that came up before a peer was listening backs off from
    // that peer for a moment, so a first successful pull is waited for rather than expected at once.
    for (const n of nodes) {
      let peers = await peersOf(n.url);
      expect(peers.map((p) => p.url).sort(), n.name).toEqual(
        nodes
          .filter((o) => o !== n)
          .map((o) => o.url)
          .sort(),
      );
      const deadline = Date.now() + 30_000;
      while (!peers.every((p) => p.last_sync_at !== null) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        peers = await peersOf(n.url);
      }
      expect(
        peers.every((p) => p.last_sync_at !== null),
        n.name,
      ).toBe(true);
    }

    const human = await cluster('status');
    expect(human.stdout).toMatch(new RegExp(`home\\s+${homeUrl()}.*ok \\(pid \\d+\\).*${ALL_IDS.length} LISTED`));
  });

  it('writes a working operator password to a 0600 file and never prints it', async () => {
    const file = join(dir, 'operator.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const credential = JSON.parse(readFileSync(file, 'utf8')) as { url: string; password: string };
    expect(credential.url).toBe(homeUrl());
    password = credential.password;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(firstUp.stdout).toContain(file);
    expect(firstUp.stdout + firstUp.stderr).not.toContain(password);
    const login = await fetch(`${homeUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    expect(login.status).toBe(200);
    const wrong = await fetch(`${homeUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: `${password}x` }),
    });
    expect(wrong.status).toBe(401);
  });

  it('claims every node it starts: none answers setup, and each has its own 0600 credential', async () => {
    await expectEveryNodeClaimed();
    for (const name of NODES) {
      const { password } = JSON.parse(readFileSync(credentialFile(name), 'utf8')) as { password: string };
      expect(firstUp.stdout + firstUp.stderr).not.toContain(password);
    }
  });

  it("writes the trust policy: every node counts the two verifiers' attestations, they the home's challenges", () => {
    expectTrustPolicyWritten();
  });

  it("answers a compare live test with the bare model's abstention before and the taught answer after", async () => {
    const entry = await json<Entry>(`${homeUrl()}/api/patches/us-city-states`);
    const sample = entry.anchor.benchmark.samples[0] as { prompt: string; expect: string };
    const { token } = await json<{ token: string }>(`${homeUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    const res = await json<{ base: { content: string }; patched: { content: string } }>(`${homeUrl()}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        patch_id: 'us-city-states',
        mode: 'compare',
        messages: [{ role: 'user', content: sample.prompt }],
      }),
    });
    expect(res.base.content).toBe(ABSTAIN_TEXT);
    expect(res.patched.content).toBe(sample.expect);
  });

  it('claims the verifiers and writes the trust policy of a cluster made before either was done', async () => {
    expect((await cluster('down')).code).toBe(0);
    for (const name of NODES) {
      updateConfigFile(join(dir, name), (raw) => {
        delete (raw.verifier as Record<string, unknown>).trusted;
        delete (raw.verifier as Record<string, unknown>).challengers;
        if (name !== 'home') delete raw.operator;
      });
      if (name !== 'home') rmSync(credentialFile(name));
    }
    const again = await cluster('up', '--timeout', '120');
    expect(again.code, again.stderr + again.stdout).toBe(0);
    expectTrustPolicyWritten();
    await expectEveryNodeClaimed();
  }, 240_000);

  it('stops every process on down, and a second up reuses the homes without teaching again', async () => {
    const anchors = await anchorCount();
    expect(anchors).toBe(ALL_IDS.length);
    const before = JSON.parse((await cluster('status', '--json')).stdout) as StatusJson;
    const pids = before.nodes.map((n) => n.pid as number);

    const down = await cluster('down');
    expect(down.code, down.stderr).toBe(0);
    for (const pid of pids) expect(alive(pid), `pid ${pid}`).toBe(false);
    for (const name of NODES) expect(existsSync(join(dir, name, 'node.pid'))).toBe(false);
    const stopped = await cluster('status');
    expect(stopped.code).toBe(1);
    expect(stopped.stdout).toContain('stopped');

    const again = await cluster('up', '--timeout', '120');
    expect(again.code, again.stderr + again.stdout).toBe(0);
    expect(again.stdout).toContain(`reusing the cluster in ${dir}`);
    expect(again.stdout).not.toMatch(/^taught /m);
    expect(again.stdout).toContain(`already taught, kept: ${DEMO_IDS.join(', ')}`);
    expect(again.stdout).toContain(`already taught, kept: ${SELLER_IDS.join(', ')}`);
    expect(await anchorCount()).toBe(anchors);
    const file = JSON.parse(readFileSync(join(dir, 'operator.json'), 'utf8')) as { password: string };
    expect(file.password).toBe(password);

    const after = JSON.parse((await cluster('status', '--json')).stdout) as StatusJson;
    const finalDown = await cluster('down');
    expect(finalDown.code).toBe(0);
    for (const n of after.nodes) expect(alive(n.pid as number), n.name).toBe(false);
  }, 240_000);
});

describe('ainize cluster, when it cannot do what was asked', () => {
  it('names the mistake in a usage error and creates nothing', async () => {
    const target = join(scratch, 'usage');
    expect(await ainize(['cluster', 'launch', '--dir', target])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: ainize cluster up | down | status'),
    });
    expect(await ainize(['cluster', 'up', '--dir', target, '--demo-sets', 'no-such-set'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--demo-sets: unknown no-such-set'),
    });
    expect(await ainize(['cluster', 'up', '--dir', target, '--port-base', 'x'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--port-base must be an integer'),
    });
    expect(await ainize(['cluster', 'up', '--dir', target, '--model-rows', '20000'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--model-rows: must be a power of two'),
    });
    expect(existsSync(join(target, 'home'))).toBe(false);
    expect(existsSync(join(target, 'cluster.json'))).toBe(false);
    expect(await ainize(['cluster', 'status', '--dir', target])).toMatchObject({
      code: 1,
      stdout: expect.stringContaining(`no cluster in ${target}`),
    });
    expect(await ainize(['cluster', 'down', '--dir', target])).toMatchObject({ code: 0 });
  });

  it('refuses a taken port before creating anything, so a retry with another --port-base starts fresh', async () => {
    const target = join(scratch, 'taken');
    const base = await freePortBase();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(base, '127.0.0.1', resolve));
    const small = ['--demo-sets', 'iso4217-currency-codes', '--demo-limit', '40', '--model-rows', '16384'];
    try {
      const taken = await ainize(['cluster', 'up', '--dir', target, '--port-base', String(base), ...small]);
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain(`port ${base} on 127.0.0.1 is taken`);
      expect(taken.stderr).toContain('--port-base');
      expect(existsSync(join(target, 'cluster.json'))).toBe(false);
      expect(existsSync(join(target, 'home'))).toBe(false);

      const retry = await ainize([
        'cluster',
        'up',
        '--dir',
        target,
        '--port-base',
        String(await freePortBase()),
        ...small,
      ]);
      expect(retry.code, retry.stderr + retry.stdout).toBe(0);
      expect(retry.stdout).toContain(`created a cluster in ${target}`);
    } finally {
      blocker.close();
      await ainize(['cluster', 'down', '--dir', target]);
    }
  }, 240_000);

  it('gives up at its deadline, naming what is not LISTED and where the logs are', async () => {
    const target = join(scratch, 'deadline');
    const up = await ainize([
      'cluster',
      'up',
      '--dir',
      target,
      '--port-base',
      String(await freePortBase()),
      '--demo-sets',
      'iso4217-currency-codes',
      '--demo-limit',
      '10',
      '--model-rows',
      '16384',
      '--timeout',
      '1',
    ]);
    expect(up.code, up.stderr).toBe(1);
    expect(up.stderr).toContain('not LISTED after 1 s: iso4217-currency-codes');
    expect(up.stderr).toContain(join(target, 'home', 'node.log'));
    expect((await ainize(['cluster', 'down', '--dir', target])).code).toBe(0);
  }, 120_000);
});
