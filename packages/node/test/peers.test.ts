import { type Server, createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../src/cli/args.js';
import { peersCommand } from '../src/cli/commands.js';
import { NODE_MIGRATIONS, type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import { openLedger } from '../src/ledger/index.js';
import { type LedgerRecord, signRecord } from '../src/ledger/record.js';
import { MAX_BACKOFF_MS, openPeerSync } from '../src/peers/index.js';
import { openTestStore, databaseEnv } from './store-fixtures.js';
import { anchor, at, attestation, person } from './ledger-fixtures.js';

/**
 * Peer sync between real nodes: A writes, B pulls A over HTTP. C pulls from two hand-made peers that serve a forged
 * record and the two halves of a fork, which must be refused without stopping the pull or writing anything.
 */

const env = (extra: Record<string, string> = {}) => ({
  AINIZE_LOG_LEVEL: 'silent',
  AINIZE_GOSSIP_INTERVAL_MS: '100',
  ...extra,
});

let dir: string;
let a: RunningNode;
let b: RunningNode;
let token: string;
const author = person();
const verifiers = [person(), person()];

interface Answer {
  status: number;
  // any: JSON answers are read loosely; a wrong field fails the expectation rather than the compiler.
  body: Record<string, any>;
}

async function call(url: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${url}${path}`, init);
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** Asks again until `ok` holds or the deadline passes; the sync loop runs on its own clock. */
async function until(ask: () => Promise<Answer>, ok: (a: Answer) => boolean, what: string): Promise<Answer> {
  const deadline = Date.now() + 15_000;
  let last = await ask();
  while (!ok(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last answer ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 50));
    last = await ask();
  }
  return last;
}

async function boot(name: string, extra: Record<string, string> = {}): Promise<RunningNode> {
  const home = join(dir, name);
  initHome({ home, name, port: 0 });
  return startNode(home, { ...databaseEnv(), ...env(extra) });
}

const addPeer = (node: RunningNode, url: string, bearer?: string) =>
  call(node.url, '/api/peers', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ url }),
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-peers-'));
  // B trusts the two verifiers whose attestations it pulls from A, so what they pass is LISTED there too.
  const trusted = { AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(',') };
  a = await boot('a', trusted);
  b = await boot('b', trusted);
  const setup = await call(b.url, '/api/auth/setup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'peer-secret-password' }),
  });
  token = setup.body.token as string;
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('two nodes peered over HTTP', () => {
  it('serves its records oldest first by seq, in pages', async () => {
    // A node's first record is the one announcing itself; what is appended here comes after it.
    const own = a.ledger.count();
    a.ledger.appendRecord('anchor', anchor(author, { id: 'synced-1', created_at: at(0) }), author);
    for (const v of verifiers) a.ledger.appendRecord('attest', attestation('synced-1', v, 10), v);
    const first = await call(a.url, `/p2p/records?since=${own}&limit=2`);
    expect(first.body.items.map((r: LedgerRecord) => r.seq)).toEqual([own + 1, own + 2]);
    expect(first.body).toMatchObject({ cursor: own + 2, more: true });
    const rest = await call(a.url, `/p2p/records?since=${own + 2}&limit=2`);
    expect(rest.body).toMatchObject({ cursor: own + 3, more: false });
    expect(rest.body.items[0]).toMatchObject({
      seq: own + 3,
      kind: 'attest',
      id: expect.any(String),
      sig: expect.any(String),
    });
  });

  it('adds a peer as the operator only, and names a bad url', async () => {
    expect((await addPeer(b, a.url)).status).toBe(401);
    expect((await addPeer(b, 'ftp://example.test', token)).body.error).toMatch(/^invalid: body\.url/);
    const added = await addPeer(b, `${a.url}/`, token);
    expect(added).toMatchObject({ status: 201, body: { added: true, peer: { url: a.url, source: 'added' } } });
    expect((await addPeer(b, a.url, token)).body).toMatchObject({ added: false });
  });

  it('pulls what A wrote: B’s catalog lists the knowledge and follows new records', async () => {
    const entry = await until(
      () => call(b.url, '/api/patches/synced-1'),
      (r) => r.status === 200 && r.body.status === 'LISTED',
      'synced-1 LISTED on B',
    );
    expect(entry.body.passed).toBe(2);
    const peers = await call(b.url, '/api/peers');
    expect(peers.body.items).toEqual([
      expect.objectContaining({ url: a.url, cursor: 4, pulled: 4, refused: 0, last_error: null }),
    ]);
    expect(peers.body.items[0].last_sync_at).toEqual(expect.any(String));
    expect((await call(b.url, '/api/info')).body.peers).toBe(1);

    a.ledger.appendRecord(
      'challenge',
      {
        patch_id: 'synced-1',
        challenger: verifiers[0]!.address,
        reason: 'the answers changed after a recheck today',
        created_at: at(20),
      },
      verifiers[0]!,
    );
    await until(
      () => call(b.url, '/api/patches/synced-1/records'),
      (r) => r.body.items?.length === 4,
      'the challenge on B',
    );
    // A's four records and its node record, and B's own node record.
    expect((await call(b.url, '/api/ledger/verify')).body).toMatchObject({ ok: true, checked: 6 });
  });

  it('refuses a record tampered on the peer and writes nothing; the peer’s own verify fails', async () => {
    const forger = person();
    const record = a.ledger.appendRecord('anchor', anchor(forger, { id: 'tampered-1', created_at: at(30) }), forger);
    const tampered = { ...record.body, name: 'A name the author never signed' };
    a.store.db.prepare('UPDATE records SET body = ? WHERE id = ?').run(JSON.stringify(tampered), record.id);
    // Ingest checked it on the way in; the edit behind the node's back shows once the operator asks for a re-scan.
    expect((await call(a.url, '/api/ledger/verify')).body.ok).toBe(true);
    const setup = await call(a.url, '/api/auth/setup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'peer-a-secret-password' }),
    });
    const rescan = (bearer?: string) =>
      call(a.url, '/api/ledger/verify', {
        method: 'POST',
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    expect((await rescan()).status).toBe(401);
    expect((await rescan(setup.body.token as string)).status).toBe(202);
    const verify = await until(
      () => call(a.url, '/api/ledger/verify'),
      (r) => r.body.audit?.running === null && r.body.audit?.last !== null,
      'the re-scan on A to finish',
    );
    expect(verify.body.ok).toBe(false);
    expect(verify.body.problems).toEqual([
      expect.objectContaining({ id: record.id, problem: expect.stringMatching(/^forged_id/) }),
    ]);

    const before = b.ledger.count();
    await until(
      () => call(b.url, '/api/peers'),
      (r) => r.body.items?.[0]?.refused === 1 && r.body.items[0].cursor === record.seq,
      'B to refuse the tampered record',
    );
    expect(b.ledger.count()).toBe(before);
    expect(b.ledger.getRecord(record.id)).toBeUndefined();
    expect((await call(b.url, '/api/patches/tampered-1')).status).toBe(404);
    expect((await call(b.url, '/api/ledger/verify')).body.ok).toBe(true);
  });
});

/** A stand-in peer serving fixed records, for what an honest node would never serve. */
async function fakePeer(records: Omit<LedgerRecord, 'seq'>[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const since = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('since') ?? 0);
    const items = records.map((r, i) => ({ ...r, seq: i + 1 })).filter((r) => r.seq > since);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ items, cursor: items.at(-1)?.seq ?? since, more: false }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('a node pulling from peers that lie (peers from config)', () => {
  let c: RunningNode;
  /** Where each fake peer's last record is: its url and the seq of that record. */
  const ends = new Map<string, number>();
  const servers: Server[] = [];
  const liar = person();
  const victim = person();
  const twoFaced = person();

  beforeAll(async () => {
    // A record claiming the victim wrote it, signed by someone else.
    const forged = signRecord(
      { prev_id: null, kind: 'anchor', author: victim.address, body: anchor(victim, { id: 'forged-1' }), ts: at(1) },
      liar,
    );
    const honest = signRecord(
      { prev_id: null, kind: 'anchor', author: twoFaced.address, body: anchor(twoFaced, { id: 'two-1' }), ts: at(2) },
      twoFaced,
    );
    // Two different successors of one record: the author equivocates, each peer sees one of them.
    const next = (reason: string) =>
      signRecord(
        {
          prev_id: honest.id,
          kind: 'retire',
          author: twoFaced.address,
          body: { patch_id: 'two-1', reason },
          ts: at(3),
        },
        twoFaced,
      );
    const first = await fakePeer([forged, honest, next('first story')]);
    const second = await fakePeer([honest, next('second story')]);
    ends.set(first.url, 3).set(second.url, 2);
    servers.push(first.server, second.server);
    c = await boot('c', { AINIZE_PEERS: `${first.url},${second.url}` });
  });

  afterAll(async () => {
    await c?.close();
    for (const s of servers) await new Promise((r) => s.close(r));
  });

  it('refuses the forged record and the fork, keeps the rest and shows the fork in verify', async () => {
    const peers = await until(
      () => call(c.url, '/api/peers'),
      // Each peer's cursor at its last record: the counts below are read only once both pulls finished.
      (r) =>
        r.body.items?.length === 2 &&
        r.body.items.every((p: { url: string; cursor: number }) => ends.get(p.url) === p.cursor),
      'C to pull both peers to their ends',
    );
    expect(peers.body.items.map((p: { source: string }) => p.source)).toEqual(['config', 'config']);
    // Which peer's copy of the fork arrives second depends on the order the peers are pulled in; either way the
    // forged record and one half of the fork are refused, and the forger's peer refuses at least the forgery.
    const refused = new Map<string, number>(
      peers.body.items.map((p: { url: string; refused: number }) => [p.url, p.refused]),
    );
    expect([...refused.values()].reduce((a, b) => a + b, 0)).toBe(2);
    expect(refused.get([...ends.keys()][0]!)).toBeGreaterThanOrEqual(1);
    // The two records kept, and C's own node record.
    expect(c.ledger.count()).toBe(3);
    expect((await call(c.url, '/api/patches/forged-1')).status).toBe(404);
    expect((await call(c.url, '/api/patches/two-1')).body.status).toBe('RETIRED');
    // The fork condemns the two-faced key, not C's ledger: what C stores still verifies.
    const verify = await call(c.url, '/api/ledger/verify');
    expect(verify.body.ok).toBe(true);
    expect(verify.body.problems).toEqual([]);
    expect(verify.body.forked_keys).toEqual([expect.objectContaining({ author: twoFaced.address })]);
  });
});

describe('ainize peers', () => {
  it('adds a peer to a home and lists it', async () => {
    const home = join(dir, 'cli');
    initHome({ home, name: 'cli', port: 0, peers: ['http://127.0.0.1:3999'] });
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(`err ${l}`), env: {} };
    const run = (...argv: string[]) =>
      peersCommand(parseArgs([...argv, '--home', home], { home: { type: 'string' } }), io);
    expect(await run('add', 'http://127.0.0.1:4000/')).toBe(0);
    expect(await run('add', 'http://127.0.0.1:4000')).toBe(0);
    expect(await run('ls')).toBe(0);
    expect(lines).toEqual([
      'added peer http://127.0.0.1:4000',
      'already a peer: http://127.0.0.1:4000',
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:3999 {2}\(config\) cursor 0, never synced/),
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:4000 {2}\(added\) cursor 0, never synced/),
    ]);
    await expect(run('add')).rejects.toThrow(/usage: ainize peers add/);
  });
});

/**
 * A stand-in peer that answers 503 while `up` is false and an empty page once it is; it counts the pages it was asked
 * for (the puller also asks `/healthz` which key the peer is, now and then, which is not a pull).
 */
async function switchablePeer(): Promise<{ url: string; server: Server; up: boolean; requests: number }> {
  const peer = { url: '', server: createServer(), up: false, requests: 0 };
  peer.server.on('request', (req, res) => {
    if (req.url?.startsWith('/p2p/records')) peer.requests++;
    res.statusCode = peer.up ? 200 : 503;
    res.setHeader('content-type', 'application/json');
    res.end(peer.up ? JSON.stringify({ items: [], cursor: 0, more: false }) : '{"error":"unavailable: down"}');
  });
  await new Promise<void>((resolve) => peer.server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${(peer.server.address() as AddressInfo).port}`;
  return peer;
}

describe('a peer that keeps failing', () => {
  it('is asked again after a wait that doubles from the gossip interval up to the cap, and forgiven on success', async () => {
    const peer = await switchablePeer();
    const store = openTestStore(':memory:', NODE_MIGRATIONS);
    const clock = { ms: Date.UTC(2026, 0, 1) };
    const warnings: Record<string, unknown>[] = [];
    const sync = openPeerSync({
      store,
      ledger: openLedger(store),
      configPeers: [],
      intervalMs: 500,
      maxPeers: 5,
      log: { warn: (obj, msg) => warnings.push({ msg, ...obj }) },
      now: () => new Date(clock.ms),
    });
    try {
      sync.add(peer.url);
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 12; attempt++) {
        await sync.syncNow();
        const next = sync.list()[0]?.next_attempt_at;
        const wait = Date.parse(next ?? '') - clock.ms;
        waits.push(wait);
        // A pass just before the wait is over leaves the peer alone.
        clock.ms += wait - 1;
        await sync.syncNow();
        clock.ms += 1;
      }
      expect(waits).toEqual([
        500,
        1_000,
        2_000,
        4_000,
        8_000,
        16_000,
        32_000,
        64_000,
        128_000,
        256_000,
        MAX_BACKOFF_MS,
        MAX_BACKOFF_MS,
      ]);
      expect(peer.requests).toBe(12);
      expect(sync.list()[0]).toMatchObject({ failures: 12, last_error: 'GET /p2p/records answered 503' });
      // Twelve failures, four lines: the first, then the 2nd, 4th and 8th in a row.
      expect(warnings.map((w) => [w.msg, w.failures])).toEqual([
        ['peer sync failed', 1],
        ['peer sync still failing', 2],
        ['peer sync still failing', 4],
        ['peer sync still failing', 8],
      ]);
      expect(warnings[0]).toMatchObject({ peer: peer.url, err: 'GET /p2p/records answered 503' });

      peer.up = true;
      await sync.syncNow();
      expect(warnings.at(-1)).toMatchObject({ msg: 'peer sync recovered', peer: peer.url, failures: 12 });
      expect(sync.list()[0]).toMatchObject({ failures: 0, next_attempt_at: null, last_error: null });
      // Healthy again, it is asked at every pass.
      await sync.syncNow();
      await sync.syncNow();
      expect(peer.requests).toBe(15);
      expect(warnings).toHaveLength(5);
    } finally {
      await sync.stop();
      store.close();
      await new Promise((r) => peer.server.close(r));
    }
  });
});

describe('removing a peer (DELETE /api/peers)', () => {
  const removePeer = (node: RunningNode, url: string, bearer?: string) =>
    call(node.url, '/api/peers', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ url }),
    });

  it('removes an added peer as the operator only, answers what was removed and stops pulling from it', async () => {
    expect((await removePeer(b, a.url)).status).toBe(401);
    expect(await removePeer(b, 'ftp://example.test', token)).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^invalid: body\.url/) },
    });
    expect(await removePeer(b, 'http://127.0.0.1:9', token)).toEqual({
      status: 404,
      body: { error: 'peer not found' },
    });

    const removed = await removePeer(b, `${a.url}/`, token);
    expect(removed).toMatchObject({
      status: 200,
      body: { removed: true, peer: { url: a.url, source: 'added', failures: 0 } },
    });
    expect(removed.body.peer.cursor).toBeGreaterThan(0);
    expect((await call(b.url, '/api/peers')).body.items).toEqual([]);
    expect((await call(b.url, '/api/info')).body.peers).toBe(0);
    expect((await removePeer(b, a.url, token)).status).toBe(404);

    const record = a.ledger.appendRecord('anchor', anchor(author, { id: 'after-removal', created_at: at(40) }), author);
    // Several gossip intervals (100 ms here): a peer still in the set would have been pulled by now.
    await new Promise((r) => setTimeout(r, 600));
    expect(b.ledger.getRecord(record.id)).toBeUndefined();
  });

  it('refuses a peer from config.json with 409 naming the key, and shows a dead one failing', async () => {
    // A peer that hangs up on every connection. It keeps its port, so no server another test starts can take the
    // port over and answer for it, as one could when a closed port was named.
    const dead = createServer();
    dead.on('connection', (socket) => socket.destroy());
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    const d = await boot('d', { AINIZE_PEERS: deadUrl, AINIZE_MODEL_ROWS: String(2 ** 14) });
    try {
      const setup = await call(d.url, '/api/auth/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'peer-secret-password' }),
      });
      const refused = await removePeer(d, deadUrl, setup.body.token as string);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/^config_peer: .* config\.json `peers` \(or AINIZE_PEERS\)/);

      const listed = await until(
        () => call(d.url, '/api/peers'),
        (r) => r.body.items?.[0]?.failures >= 1,
        'the dead config peer to fail',
      );
      expect(listed.body.items).toEqual([
        expect.objectContaining({ url: deadUrl, source: 'config', last_error: expect.any(String) }),
      ]);
      expect(Date.parse(listed.body.items[0].next_attempt_at)).toBeGreaterThan(Date.now() - 1_000);
    } finally {
      await d.close();
      await new Promise((r) => dead.close(r));
    }
  });
});
