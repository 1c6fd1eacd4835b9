import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NODE_MIGRATIONS } from '../src/cli/compose.js';
import { openLedger } from '../src/ledger/index.js';
import { type LedgerRecord, type RecordSigner, signRecord } from '../src/ledger/record.js';
import { DEFAULT_QUOTA_LIMITS, type QuotaLimits, openPeerSync } from '../src/peers/index.js';
import { openTestStore } from './store-fixtures.js';
import { at, attestation, person } from './ledger-fixtures.js';

/**
 * The quotas on records pulled from peers, one at a time: a real ledger in SQLite pulls over HTTP from a stand-in
 * peer serving records signed on the spot, and every refusal must be named — in the peer's state and in the log —
 * while records that are only deferred arrive later, none lost.
 */

type Wire = Omit<LedgerRecord, 'seq'>;

interface StandIn {
  url: string;
  /** Pages asked for (`/healthz` not counted). */
  pulls: number;
  server: Server;
}

const servers: Server[] = [];
const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

/** Serves `records` in order, honouring since and limit; `/healthz` names `address` when one is given. */
async function standIn(records: Wire[], address?: string): Promise<StandIn> {
  const peer: StandIn = { url: '', pulls: 0, server: createServer() };
  peer.server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/healthz') {
      res.statusCode = address ? 200 : 404;
      res.end(JSON.stringify(address ? { ok: true, address } : { error: 'not_found' }));
      return;
    }
    peer.pulls++;
    const since = Number(url.searchParams.get('since') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 500);
    const items = records.map((r, i) => ({ ...r, seq: i + 1 })).slice(since, since + limit);
    res.end(JSON.stringify({ items, cursor: items.at(-1)?.seq ?? since, more: items.length === limit }));
  });
  await new Promise<void>((resolve) => peer.server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${(peer.server.address() as AddressInfo).port}`;
  servers.push(peer.server);
  return peer;
}

/** A chain of `count` attestations by one key, as a verifier nobody here knows would sign them. */
function chain(who: RecordSigner, count: number, after: Wire | null = null): Wire[] {
  const out: Wire[] = [];
  let prev = after?.id ?? null;
  for (let i = 0; i < count; i++) {
    const record = signRecord(
      { prev_id: prev, kind: 'attest', author: who.address, body: attestation(`k-${i}`, who, i), ts: at(i) },
      who,
    );
    out.push(record);
    prev = record.id;
  }
  return out;
}

const nodeRecord = (who: RecordSigner, i = 0): Wire =>
  signRecord(
    { prev_id: null, kind: 'node', author: who.address, body: { address: who.address, name: `n-${i}` }, ts: at(i) },
    who,
  );

function puller(opts: { limits?: Partial<QuotaLimits>; exempt?: string[]; now?: () => Date } = {}) {
  const store = openTestStore(':memory:', NODE_MIGRATIONS);
  const ledger = openLedger(store);
  const log: Record<string, unknown>[] = [];
  const sync = openPeerSync({
    store,
    ledger,
    configPeers: [],
    intervalMs: 60_000,
    maxPeers: 5,
    admission: { limits: { ...DEFAULT_QUOTA_LIMITS, ...opts.limits }, exempt: opts.exempt ?? [] },
    log: { warn: (obj, msg) => log.push({ msg, ...obj }) },
    ...(opts.now ? { now: opts.now } : {}),
  });
  closers.push(async () => {
    await sync.stop();
    store.close();
  });
  return { store, ledger, sync, log };
}

describe('a key nobody vouches for', () => {
  it('adds only its allowance of records; the rest are refused as quota_author, in the peer state and the log', async () => {
    const stranger = person();
    const records = chain(stranger, 12);
    const peer = await standIn(records);
    const { ledger, sync, log } = puller();
    sync.add(peer.url);
    const [report] = await sync.syncNow();
    expect(report).toMatchObject({ pulled: 8, refused: 4, refusals: { quota_author: 4 }, held: null, error: null });
    expect(ledger.countBy(stranger.address, 100)).toBe(8);
    expect(records.slice(8).some((r) => ledger.hasRecord(r.id))).toBe(false);
    expect(sync.list()[0]).toMatchObject({
      cursor: 12,
      pulled: 8,
      refused: 4,
      last_refusal: 'quota_author',
      quota: { held: null, refusals: { quota_author: 4 } },
    });
    expect(log).toContainEqual(
      expect.objectContaining({ msg: 'peer records refused', peer: peer.url, refusals: { quota_author: 4 } }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({ msg: 'refused a record served by a peer', code: 'quota_author', peer_seq: 9 }),
    );
  });

  it('is no longer rationed once a credit member settles with it', async () => {
    const stranger = person();
    const member = person();
    const first = chain(stranger, 8);
    const sale = signRecord(
      {
        prev_id: null,
        kind: 'settle',
        author: member.address,
        body: { patch_id: 'k-1', buyer: stranger.address, seller: member.address, amount: '1', currency: 'CREDIT' },
        ts: at(50),
      },
      member,
    );
    const later = chain(stranger, 6, first.at(-1));
    const peer = await standIn([...first, sale, ...later]);
    const { ledger, sync } = puller({ exempt: [member.address] });
    sync.add(peer.url);
    const [report] = await sync.syncNow();
    expect(report).toMatchObject({ pulled: 15, refused: 0 });
    expect(ledger.countBy(stranger.address, 100)).toBe(14);
  });
});

describe('keys that are never refused for being new', () => {
  it('takes every record of a credit member or trusted verifier, and of the peer’s own key, past every allowance', async () => {
    const member = person();
    const verifier = person();
    const peerKey = person();
    const records = [...chain(member, 20), ...chain(verifier, 20), ...chain(peerKey, 20)];
    const peer = await standIn(records, peerKey.address);
    const { sync } = puller({ exempt: [member.address, verifier.address] });
    sync.add(peer.url);
    const [report] = await sync.syncNow();
    expect(report).toMatchObject({ pulled: 60, refused: 0 });
    expect(sync.list()[0]).toMatchObject({ address: peerKey.address, last_refusal: null });
  });
});

describe('a peer’s share of new keys and of kinds', () => {
  it('refuses the keys past newAuthorsPerHour as quota_new_authors', async () => {
    const strangers = [person(), person(), person(), person(), person()];
    const peer = await standIn(strangers.flatMap((s) => chain(s, 1)));
    const { sync } = puller({ limits: { newAuthorsPerHour: 3 } });
    sync.add(peer.url);
    const [report] = await sync.syncNow();
    expect(report).toMatchObject({ pulled: 3, refused: 2, refusals: { quota_new_authors: 2 } });
  });

  it('refuses node records of unknown keys past kindsPerHour.node as quota_kind, other kinds still taken', async () => {
    const strangers = [person(), person(), person(), person()];
    const peer = await standIn([...strangers.map((s, i) => nodeRecord(s, i)), ...chain(person(), 1)]);
    const { sync } = puller({ limits: { kindsPerHour: { ...DEFAULT_QUOTA_LIMITS.kindsPerHour, node: 2 } } });
    sync.add(peer.url);
    const [report] = await sync.syncNow();
    expect(report).toMatchObject({ pulled: 3, refused: 2, refusals: { quota_kind: 2 } });
  });
});

describe('a peer’s share of a pass and of an hour', () => {
  it('leaves the records past perRound for the next pass and loses none', async () => {
    const peerKey = person();
    const peer = await standIn(chain(peerKey, 12), peerKey.address);
    const { ledger, sync } = puller({ limits: { perRound: 5 } });
    sync.add(peer.url);
    const passes = [];
    for (let i = 0; i < 3; i++) passes.push(await sync.syncNow());
    expect(passes.map(([r]) => [r?.pulled, r?.refused, r?.held])).toEqual([
      [5, 0, 'quota_peer_round'],
      [5, 0, 'quota_peer_round'],
      [2, 0, null],
    ]);
    expect(ledger.countBy(peerKey.address, 100)).toBe(12);
    expect(sync.list()[0]).toMatchObject({ cursor: 12, refused: 0, quota: { held: null } });
  });

  it('holds a peer back once it used its hourly share, without asking it, and resumes when the hour has passed', async () => {
    const peerKey = person();
    const peer = await standIn(chain(peerKey, 10), peerKey.address);
    const clock = { ms: Date.UTC(2026, 0, 1, 12) };
    const { ledger, sync, log } = puller({ limits: { perHour: 6 }, now: () => new Date(clock.ms) });
    sync.add(peer.url);
    const [first] = await sync.syncNow();
    expect(first).toMatchObject({ pulled: 6, held: 'quota_peer_hour' });
    const held = sync.list()[0];
    expect(held?.quota.held).toBe('quota_peer_hour');
    expect(Date.parse(held?.quota.held_until ?? '') - clock.ms).toBeGreaterThan(59 * 60_000);
    expect(log).toContainEqual(expect.objectContaining({ msg: 'peer held back by quota', code: 'quota_peer_hour' }));

    const pulls = peer.pulls;
    clock.ms += 30 * 60_000;
    expect((await sync.syncNow())[0]).toMatchObject({ pulled: 0, held: 'quota_peer_hour' });
    expect(peer.pulls).toBe(pulls);

    clock.ms += 31 * 60_000;
    expect((await sync.syncNow())[0]).toMatchObject({ pulled: 4, held: null });
    expect(ledger.countBy(peerKey.address, 100)).toBe(10);
  });
});
