import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NODE_MIGRATIONS } from '../src/cli/compose.js';
import { type Ledger, type VerifyPool, VerifyWorkerError, openLedger, openVerifyPool } from '../src/ledger/index.js';
import { type LedgerRecord, type RecordSigner, signRecord } from '../src/ledger/record.js';
import { DEFAULT_QUOTA_LIMITS, type QuotaLimits, openPeerSync } from '../src/peers/index.js';
import { INGEST_BATCH } from '../src/peers/pull.js';
import { openTestStore } from './store-fixtures.js';
import { at, attestation, person } from './ledger-fixtures.js';

/**
 * The pull ingests a peer's records in batches, their signatures checked on the verify pool, while the quotas still
 * decide record by record before any check: a real ledger pulls over HTTP from a stand-in peer, and a pool that
 * notes every record it is asked to check shows which records cost a signature check.
 */

type Wire = Omit<LedgerRecord, 'seq'>;

const servers: Server[] = [];
const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

/** Serves `records` in order as `/p2p/records` does; `/healthz` names no key. */
async function standIn(records: Wire[]): Promise<string> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/healthz') {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: 'not_found' }));
      return;
    }
    const since = Number(url.searchParams.get('since') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 500);
    const items = records.map((r, i) => ({ ...r, seq: i + 1 })).slice(since, since + limit);
    res.end(JSON.stringify({ items, cursor: items.at(-1)?.seq ?? since, more: items.length === limit }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A chain of `count` attestations by one key. */
function chain(who: RecordSigner, count: number): Wire[] {
  const out: Wire[] = [];
  let prev: string | null = null;
  for (let i = 0; i < count; i++) {
    const record: Wire = signRecord(
      { prev_id: prev, kind: 'attest', author: who.address, body: attestation(`k-${i}`, who, i), ts: at(i) },
      who,
    );
    out.push(record);
    prev = record.id;
  }
  return out;
}

/** The record as its author wrote it, but signed by another key: the ledger refuses it as invalid_signature. */
const badlySigned = (record: Wire): Wire => ({ ...record, sig: person().sign(record.id) });

/** A verify pool that notes the id of every record it is asked to check; its `failAt`-th check fails as a dead worker's. */
function notingPool(failAt?: number): { pool: VerifyPool; checked: string[] } {
  const inner = openVerifyPool({ size: 2 });
  const checked: string[] = [];
  let checks = 0;
  const pool: VerifyPool = {
    size: inner.size,
    verify: (items) => inner.verify(items),
    check(records) {
      if (++checks === failAt) return Promise.reject(new VerifyWorkerError('a ledger verify worker exited'));
      for (const r of records) checked.push((r as { id: string }).id);
      return inner.check(records);
    },
    close: () => inner.close(),
  };
  return { pool, checked };
}

/** A node's ledger and peer sync, with every call to the two ingest paths noted. */
function puller(opts: { limits?: Partial<QuotaLimits>; exempt?: string[]; failCheckAt?: number } = {}) {
  const store = openTestStore(':memory:', NODE_MIGRATIONS);
  const { pool, checked } = notingPool(opts.failCheckAt);
  const ledger: Ledger = openLedger(store, { verifyPool: pool });
  const batches: number[] = [];
  let alone = 0;
  const ingestRecords = ledger.ingestRecords.bind(ledger);
  const ingestRecord = ledger.ingestRecord.bind(ledger);
  ledger.ingestRecords = (records, options) => {
    batches.push(records.length);
    return ingestRecords(records, options);
  };
  ledger.ingestRecord = (record) => {
    alone++;
    return ingestRecord(record);
  };
  const sync = openPeerSync({
    store,
    ledger,
    configPeers: [],
    intervalMs: 60_000,
    maxPeers: 5,
    admission: { limits: { ...DEFAULT_QUOTA_LIMITS, ...opts.limits }, exempt: opts.exempt ?? [] },
    log: { warn: () => undefined },
  });
  closers.push(async () => {
    await sync.stop();
    await ledger.close();
    await pool.close();
    store.close();
  });
  return { ledger, sync, checked, batches, alone: () => alone };
}

describe('the peer pull ingests in batches', () => {
  it('takes a long chain of one key in batches through ingestRecords, each record linking to one before it', async () => {
    const verifier = person();
    const records = chain(verifier, INGEST_BATCH + 44);
    const { ledger, sync, batches, alone, checked } = puller({ exempt: [verifier.address] });
    sync.add(await standIn(records));
    const [report] = await sync.syncNow();
    expect(report).toMatchObject({ pulled: records.length, refused: 0, error: null });
    expect(batches).toEqual([INGEST_BATCH, 44]);
    expect(alone()).toBe(0);
    expect(checked).toHaveLength(records.length);
    expect(records.every((r) => ledger.hasRecord(r.id))).toBe(true);
    expect(sync.list()[0]).toMatchObject({ cursor: records.length, pulled: records.length });
  });

  it('never checks the signature of a record a quota refuses: a bad one past the allowance is quota_author', async () => {
    const stranger = person();
    const own = chain(stranger, 10);
    // The ninth and tenth records are past `newAuthorRecords` (8); the ninth is also badly signed.
    const records = [...own.slice(0, 8), badlySigned(own[8] as Wire), own[9] as Wire];
    const { ledger, sync, checked, batches } = puller();
    sync.add(await standIn(records));
    const [report] = await sync.syncNow();
    expect(report).toMatchObject({ pulled: 8, refused: 2, refusals: { quota_author: 2 }, error: null });
    expect(checked).toEqual(own.slice(0, 8).map((r) => r.id));
    expect(batches.reduce((a, b) => a + b, 0)).toBe(8);
    expect(ledger.hasRecord((own[8] as Wire).id)).toBe(false);
    expect(sync.list()[0]?.quota.refusals).toEqual({ quota_author: 2 });
  });

  it('counts a badly signed record the quotas let in as invalid_signature, and its share goes to the next key', async () => {
    // Four new keys, one record each, three new keys an hour: the first key's record fails its signature check, so
    // it uses none of the share and the fourth key still fits, as when records were ingested one at a time.
    const strangers = [person(), person(), person(), person()];
    const [first, ...rest] = strangers.map((s) => chain(s, 1)[0] as Wire);
    const records = [badlySigned(first as Wire), ...rest];
    const { ledger, sync, checked } = puller({ limits: { newAuthorsPerHour: 3 } });
    sync.add(await standIn(records));
    const [report] = await sync.syncNow();
    expect(report).toMatchObject({ pulled: 3, refused: 1, refusals: { invalid_signature: 1 }, error: null });
    expect(rest.every((r) => ledger.hasRecord(r.id))).toBe(true);
    expect(checked).toEqual(records.map((r) => r.id));
  });

  it('decides past the share once the batch is stored: a fifth new key is refused after the four fit', async () => {
    const strangers = [person(), person(), person(), person(), person()];
    const records = strangers.map((s) => chain(s, 1)[0] as Wire);
    const { ledger, sync, checked } = puller({ limits: { newAuthorsPerHour: 4 } });
    sync.add(await standIn(records));
    const [report] = await sync.syncNow();
    expect(report).toMatchObject({ pulled: 4, refused: 1, refusals: { quota_new_authors: 1 } });
    expect(ledger.hasRecord((records[4] as Wire).id)).toBe(false);
    expect(checked).toEqual(records.slice(0, 4).map((r) => r.id));
  });

  it('takes the batch one record at a time when a verify worker dies part way, counting what the first part stored', async () => {
    const verifier = person();
    const records = chain(verifier, 40);
    // Checks go 16 records a task: the first part is stored before the second task's failure is seen.
    const { ledger, sync, batches, alone } = puller({ exempt: [verifier.address], failCheckAt: 2 });
    sync.add(await standIn(records));
    const [report] = await sync.syncNow();
    expect(report).toMatchObject({ pulled: 40, refused: 0, error: null });
    expect(batches).toEqual([40]);
    expect(alone()).toBe(40);
    expect(ledger.count()).toBe(40);
    expect(sync.list()[0]).toMatchObject({ cursor: 40, pulled: 40 });
  });
});
