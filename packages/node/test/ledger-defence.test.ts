import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import type { ForkEvidence, LedgerReport } from '../src/ledger/index.js';
import { checkRecord, keySigner } from '../src/ledger/record.js';
import type { PeerView } from '../src/peers/index.js';
import { buildPackages, until } from './cluster-fixtures.js';
import { anchor, person } from './ledger-fixtures.js';
import { databaseEnv } from './store-fixtures.js';

/**
 * The two ledger attacks found from outside, replayed by a real hostile peer (a process of its own that signs with
 * keys it makes up and serves them on /p2p/records) against real nodes over HTTP:
 * 1. 60 successors of one record, ~626 KB each: the fork log kept 59 of them and the public verify answered 74 MB.
 * 2. 10,000 signed `node` records from fresh keys: 7,522 were stored and relayed, and catalog reads took seconds.
 */

const peerScript = fileURLToPath(new URL('./hostile-ledger-peer.mjs', import.meta.url));
const FLOOD = 10_000;
const RELAYED_PER_KEY = 30;

interface HostilePeer {
  url: string;
  forker: string | null;
  flood: string[];
  relay: string[];
  child: ChildProcess;
}

let dir: string;
const children: ChildProcess[] = [];
const nodes: RunningNode[] = [];

function startPeer(spec: Record<string, unknown>): Promise<HostilePeer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [peerScript, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let out = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the hostile peer exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const end = out.indexOf('\n');
      if (end >= 0) resolve({ ...(JSON.parse(out.slice(0, end)) as Omit<HostilePeer, 'child'>), child });
    });
  });
}

async function boot(name: string, env: Record<string, string> = {}): Promise<RunningNode> {
  const home = join(dir, name);
  initHome({ home, name, port: 0 });
  const node = await startNode(home, {
    ...databaseEnv(),
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_GOSSIP_INTERVAL_MS: '100',
    AINIZE_MODEL_ROWS: '16384',
    AINIZE_VERIFIER_AUTO: 'false',
    ...env,
  });
  nodes.push(node);
  return node;
}

async function call(
  url: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; bytes: number }> {
  const res = await fetch(`${url}${path}`, init);
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
}

/** Signs in as the node's operator (setup, on a node without a password) and adds the peer, as an operator would. */
async function operatorAddsPeer(node: RunningNode, peerUrl: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const setup = await call(node.url, '/api/auth/setup', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ password: 'an operator password here' }),
  });
  const added = await call(node.url, '/api/peers', {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${(setup.body as { token: string }).token}` },
    body: JSON.stringify({ url: peerUrl }),
  });
  expect(added.status).toBe(201);
}

const peerEntry = async (node: RunningNode, url: string): Promise<PeerView | undefined> =>
  ((await call(node.url, '/api/peers')).body as { items: PeerView[] }).items.find((p) => p.url === url);

beforeAll(() => {
  // The hostile peer signs with what ships.
  buildPackages('packages/node');
  dir = mkdtempSync(join(tmpdir(), 'ainize-ledger-defence-'));
}, 300_000);

afterAll(async () => {
  for (const child of children) {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
  await Promise.all(nodes.map((n) => n.close()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a hostile peer serving 60 successors of one record, ~626 KB each', () => {
  let peer: HostilePeer;
  let victim: RunningNode;

  beforeAll(async () => {
    peer = await startPeer({ fork: { rivals: 60, sampleChars: 626 } });
    victim = await boot('fork-victim');
    await operatorAddsPeer(victim, peer.url);
    // The root, the first successor (kept in the chain) and 59 rivals: 61 records looked at.
    await until('the victim to look at every record', async () => (await peerEntry(victim, peer.url))?.cursor === 61);
  }, 120_000);

  it('stores one pair of records as evidence and counts the other rivals', async () => {
    const forker = peer.forker as string;
    const entry = await peerEntry(victim, peer.url);
    expect(entry).toMatchObject({ pulled: 2, refused: 59, last_refusal: 'fork', last_error: null });
    expect(victim.ledger.countBy(forker, 100)).toBe(2);
    const rows = victim.store.db
      .prepare('SELECT rejected_id, rivals FROM ledger_forks WHERE lower(author) = lower(?)')
      .all(forker) as { rejected_id: string; rivals: number }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rivals).toBe(59);
  });

  it('answers GET /api/ledger/verify in under 1 MB, naming the key, and serves the pair in full on its own route', async () => {
    const verify = await call(victim.url, '/api/ledger/verify');
    expect(verify.bytes).toBeLessThan(1_000_000);
    const report = verify.body as LedgerReport;
    expect(report).toMatchObject({ ok: true, problems: [], forked_keys_total: 1 });
    expect(report.forked_keys).toEqual([expect.objectContaining({ author: peer.forker, rivals: 59 })]);

    const evidence = await call(victim.url, `/api/ledger/forks/${peer.forker as string}`);
    expect(evidence.status).toBe(200);
    const { kept, rejected, prev_id } = evidence.body as ForkEvidence;
    expect(kept.prev_id).toBe(prev_id);
    expect(rejected.prev_id).toBe(prev_id);
    expect(kept.id).not.toBe(rejected.id);
    // Anyone can check that the key signed both.
    expect(checkRecord(kept)).toBeNull();
    expect(checkRecord(rejected)).toBeNull();
    expect(evidence.bytes).toBeGreaterThan(1_000_000);
    expect((await call(victim.url, `/api/ledger/forks/${person().address}`)).status).toBe(404);
  });
});

describe('a hostile peer flooding 10,000 signed node records from fresh keys, then relaying members’ records', () => {
  const member = person();
  const verifier = person();
  const network = { AINIZE_CREDIT_MEMBERS: member.address, AINIZE_VERIFIER_TRUSTED: verifier.address };
  let peer: HostilePeer;
  let victim: RunningNode;
  let third: RunningNode;
  const latencies: number[] = [];
  const idle: number[] = [];

  beforeAll(async () => {
    peer = await startPeer({
      flood: { records: FLOOD },
      relay: { keys: [member.key, verifier.key], records: RELAYED_PER_KEY },
    });
    victim = await boot('flood-victim', network);
    // A catalog worth reading: 200 knowledges the victim wrote itself.
    const author = keySigner(victim.config.identity.privateKey);
    for (let i = 0; i < 200; i++) victim.ledger.appendRecord('anchor', anchor(author, { id: `seeded-${i}` }), author);

    // The same reads with no peer at all: what this machine, as busy as it is right now, answers in.
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      await (await fetch(`${victim.url}/api/catalog?limit=20`)).arrayBuffer();
      idle.push(performance.now() - t0);
    }
    let flooding = true;
    const sampler = (async () => {
      while (flooding) {
        const t0 = performance.now();
        const res = await fetch(`${victim.url}/api/catalog?limit=20`);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    })();
    await operatorAddsPeer(victim, peer.url);
    const total = FLOOD + 2 * RELAYED_PER_KEY;
    await until(
      'the victim to look at every record the peer serves',
      async () => (await peerEntry(victim, peer.url))?.cursor === total,
      120_000,
    );
    flooding = false;
    await sampler;
    // The third node starts once the flood is in: in this test it shares the victim's process, and its own pulls
    // would be measured as the victim's latency, which on real machines they are not.
    third = await boot('third', { ...network, AINIZE_PEERS: victim.url });
    const head = victim.ledger.verifyLedger().head_seq;
    await until(
      'the third node to pull everything the victim holds',
      async () => (await peerEntry(third, victim.url))?.cursor === head,
      60_000,
    );
  }, 300_000);

  it('cuts the flood at the quota and names the refusal in the peer’s sync state', async () => {
    const storedFlood = peer.flood.filter((id) => victim.ledger.hasRecord(id));
    // `p2p.quota.kindsPerHour.node`: 20 node records of keys nobody vouches for, per peer and hour.
    expect(storedFlood).toHaveLength(20);
    const entry = await peerEntry(victim, peer.url);
    expect(entry).toMatchObject({ pulled: 20 + 2 * RELAYED_PER_KEY, refused: FLOOD - 20, last_refusal: 'quota_kind' });
    expect(entry?.quota.refusals).toEqual({ quota_kind: FLOOD - 20 });
  });

  it('never refuses the records of a credit member or a trusted verifier, even after the flood used the quotas', () => {
    expect(peer.relay.filter((id) => !victim.ledger.hasRecord(id))).toEqual([]);
  });

  it('does not relay what it refused: the third node holds only what the victim took', () => {
    const refused = peer.flood.filter((id) => !victim.ledger.hasRecord(id));
    expect(refused).toHaveLength(FLOOD - 20);
    expect(refused.filter((id) => third.ledger.hasRecord(id))).toEqual([]);
    expect(peer.flood.filter((id) => third.ledger.hasRecord(id)).length).toBeLessThanOrEqual(20);
    expect(peer.relay.filter((id) => !third.ledger.hasRecord(id))).toEqual([]);
  });

  it('keeps catalog reads answering while the flood is taken in: no read waits behind the ingest', () => {
    const p99 = (samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] as number;
    };
    expect(latencies.length).toBeGreaterThan(20);
    // The speed itself (p99 under 50 ms during the flood) is measured alone by the node-ledger-defence bench,
    // recorded in docs/benchmarks.md. What a test can hold on any machine, however busy, is the defect: an ingest
    // of 10,000 records in one piece holds every read for seconds, while one taken in short slices lets each read
    // through within a few slices — so the bound is wide on purpose, and relative to this machine's own idle reads.
    expect(p99(latencies)).toBeLessThan(Math.max(250, 5 * p99(idle)));
  });
});
