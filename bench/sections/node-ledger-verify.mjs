// The full ledger re-scan (id, signature and chain link of every record) on one thread beside the verify pool's
// worker threads, on the same ledger of really signed records, in one run; what the machine's cores give two threads
// of signature checks; how responsive the event loop stays while the pool re-scans in the background; and how many
// records a second node brings in from a peer per second, each one verified: through the ledger directly, and
// through the peer pull (quotas, batched ingest) over HTTP from a peer process serving the first node's store.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { generatePrivateKey, hashMessage, addressOf } from '@ainize/core';
import { signRecoverable } from 'tiny-secp256k1';
import { MODELS } from '../lib/catalog-data.mjs';

const dist = '../../packages/node/dist';
const { openStore } = await import(`${dist}/store/store.js`);
const { openLedger, ledgerMigrations, openVerifyPool, DEFAULT_VERIFY_WORKERS } = await import(
  `${dist}/ledger/index.js`
);
const { verifyItemOf } = await import(`${dist}/ledger/verify-pool.js`);
const { openCatalog } = await import(`${dist}/catalog/catalog.js`);
const { catalogMigrations } = await import(`${dist}/catalog/schema.js`);
const { OPEN_TRUST } = await import(`${dist}/catalog/trust.js`);
const { DEFAULT_QUOTA_LIMITS, SYNC_MAX_PAGES, openPeerSync, peerMigrations } = await import(`${dist}/peers/index.js`);
const { INGEST_BATCH } = await import(`${dist}/peers/pull.js`);

export const title = 'Node: ledger re-scan on one thread vs the verify pool, and verified peer ingest';

const count = (n) => n.toLocaleString('en');
const sec = (ms) => (ms / 1000).toFixed(1);
const hex = (bytes) => Buffer.from(bytes).toString('hex');

/**
 * A record signer with libsecp256k1 (WASM), the AIN signature format byte for byte: building 100k records with the
 * JS signer the node uses would take minutes of the bench. The re-scan checks these like any other signature.
 */
function fastSigner(privateKey) {
  const key = Buffer.from(privateKey.replace(/^0x/, ''), 'hex');
  return {
    address: addressOf(privateKey),
    sign(message) {
      const hash = hashMessage(message);
      const { signature, recoveryId } = signRecoverable(hash, key);
      return `0x${hex(hash)}${hex(signature)}${(recoveryId + 27).toString(16)}`;
    },
  };
}

function tempStore(migrations) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-verify-'));
  const file = path.join(dir, 'node.db');
  const store = openStore(file, migrations);
  return { store, file, done: () => (store.close(), rmSync(dir, { recursive: true, force: true })) };
}

/** `total` attestations by 50 verifier keys, appended (signed) through the ledger, 1,000 to a transaction; the keys. */
function signedLedger(ledger, store, total) {
  const keys = Array.from({ length: 50 }, () => fastSigner(generatePrivateKey()));
  for (let from = 0; from < total; from += 1_000) {
    store.transaction(() => {
      for (let i = from; i < Math.min(total, from + 1_000); i++) {
        const who = keys[i % keys.length];
        const body = {
          patch_id: `k-${i}`,
          verifier: who.address,
          passed: i % 7 !== 0,
          verified_on: `memory:${MODELS[i % MODELS.length]}`,
          score: { free_generation: `${i % 25}/24`, pre_apply: '0/24' },
          executor: { instance: `box-${i % 50}` },
          created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
        };
        ledger.appendRecord('attest', body, who);
      }
    });
  }
  return keys.map((k) => k.address);
}

/** Records per second the pool checks with 1, 2, … workers on the same records: what the cores give in parallel. */
async function poolCapacity(ledger, sizes, sample) {
  const items = [];
  for (const record of ledger.allRecords()) {
    items.push(verifyItemOf({ record, bodyText: JSON.stringify(record.body) }));
    if (items.length === sample) break;
  }
  const tasks = [];
  for (let i = 0; i < items.length; i += 64) tasks.push(items.slice(i, i + 64));
  const rows = [];
  for (const size of sizes) {
    const pool = openVerifyPool({ size });
    await Promise.all(tasks.slice(0, size * 4).map((t) => pool.verify(t))); // starts and warms the workers
    const t0 = performance.now();
    await Promise.all(tasks.map((t) => pool.verify(t)));
    const ms = performance.now() - t0;
    await pool.close();
    rows.push({ size, perSecond: (items.length / ms) * 1000 });
  }
  return rows;
}

/** The background re-scan on the pool, with the event loop's delay sampled as a request would feel it. */
async function backgroundScan(ledger) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const elu0 = performance.eventLoopUtilization();
  const t0 = performance.now();
  delay.enable();
  ledger.startAudit();
  while (ledger.verifyLedger().audit.running) await new Promise((r) => setTimeout(r, 20));
  delay.disable();
  const ms = performance.now() - t0;
  const elu = performance.eventLoopUtilization(elu0).utilization;
  return { ms, elu, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
}

/** The first `n` records of a ledger, as a peer serves them. */
function firstRecords(ledger, n) {
  const page = [];
  for (const record of ledger.allRecords()) {
    page.push(record);
    if (page.length === n) break;
  }
  return page;
}

/**
 * A second node (catalog open, as a node runs) bringing `records` in from the first: one by one through
 * `ingestRecord`, as the peer pull did before it batched, or in pages through `ingestRecords` (checks on the verify
 * pool, 16 records a transaction).
 */
async function peerIngest(records, pageSize) {
  const peer = tempStore([...ledgerMigrations, ...catalogMigrations]);
  const peerLedger = openLedger(peer.store, pageSize ? {} : { verifyPool: null });
  const catalog = openCatalog(peer.store, peerLedger, { rules: { quorum: 2, trust: OPEN_TRUST } });
  const t0 = performance.now();
  if (!pageSize) for (const record of records) peerLedger.ingestRecord(record);
  else
    for (let i = 0; i < records.length; i += pageSize) {
      const outcomes = await peerLedger.ingestRecords(records.slice(i, i + pageSize));
      if (outcomes.some((o) => o instanceof Error)) throw new Error('a good record was refused');
    }
  const ms = performance.now() - t0;
  if (peerLedger.count() !== records.length) throw new Error('the peer did not take every record');
  catalog.close();
  await peerLedger.close();
  peer.done();
  return { ms, perSecond: (records.length / ms) * 1000 };
}

/**
 * A peer in a process of its own, serving the first node's store over HTTP as `GET /p2p/records` does (records after
 * `since`, oldest first). It reads the same SQLite file the bench wrote (WAL lets it).
 */
async function peerProcess(file) {
  const module = (rel) => new URL(`${dist}/${rel}`, import.meta.url).href;
  const source = `
    import { createServer } from 'node:http';
    const { openStore } = await import(${JSON.stringify(module('store/store.js'))});
    const { openLedger } = await import(${JSON.stringify(module('ledger/index.js'))});
    const ledger = openLedger(openStore(${JSON.stringify(file)}, []), { verifyPool: null });
    const server = createServer((req, res) => {
      const url = new URL(req.url, 'http://peer');
      res.setHeader('content-type', 'application/json');
      if (url.pathname !== '/p2p/records') return res.writeHead(404).end('{"error":"not_found"}');
      const since = Number(url.searchParams.get('since') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 500);
      const items = ledger.recordsSince(since, limit);
      res.end(JSON.stringify({ items, cursor: items.at(-1)?.seq ?? since, more: items.length === limit }));
    });
    server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = await once(child.stdout, 'data');
  const port = Number(String(chunk).trim());
  if (!Number.isInteger(port)) throw new Error(`the peer process did not start: ${chunk}`);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/**
 * A second node pulling `count` records from the peer process through the peer sync (`syncNow`, one pass of
 * `SYNC_MAX_PAGES` pages): quotas decide first, then the admitted records go through `ingestRecords` in batches.
 * The 50 signing keys are exempt from the quotas, as the verifier keys a node trusts are.
 */
async function peerPull(file, keys, count) {
  const peer = await peerProcess(file);
  const here = tempStore([...ledgerMigrations, ...catalogMigrations, ...peerMigrations]);
  const hereLedger = openLedger(here.store);
  const catalog = openCatalog(here.store, hereLedger, { rules: { quorum: 2, trust: OPEN_TRUST } });
  const sync = openPeerSync({
    store: here.store,
    ledger: hereLedger,
    configPeers: [],
    intervalMs: 60_000,
    maxPeers: 1,
    pageSize: count / SYNC_MAX_PAGES,
    admission: { limits: DEFAULT_QUOTA_LIMITS, exempt: keys },
    log: { warn: () => undefined },
  });
  try {
    sync.add(peer.url);
    const t0 = performance.now();
    const [report] = await sync.syncNow();
    const ms = performance.now() - t0;
    if (report.error || report.refused > 0 || report.pulled !== count || hereLedger.count() !== count)
      throw new Error(`the pull did not take every record: ${JSON.stringify(report)}`);
    return { ms, perSecond: (count / ms) * 1000 };
  } finally {
    await sync.stop();
    catalog.close();
    await hereLedger.close();
    here.done();
    peer.stop();
  }
}

export async function run(ctx) {
  const total = ctx.quick ? 10_000 : 100_000;
  const ingestCount = ctx.quick ? 2_000 : 10_000;
  const home = tempStore(ledgerMigrations);
  const ledger = openLedger(home.store);
  try {
    ctx.log(`signing and appending ${count(total)} records`);
    const keys = signedLedger(ledger, home.store, total);

    ctx.log(`re-scan of ${count(total)} records on one thread`);
    let t0 = performance.now();
    const single = ledger.auditLedger();
    const singleMs = performance.now() - t0;

    ctx.log(`re-scan of ${count(total)} records on the verify pool (${DEFAULT_VERIFY_WORKERS} workers, started cold)`);
    t0 = performance.now();
    const pooled = await ledger.auditLedgerInPool();
    const pooledMs = performance.now() - t0;
    const same = JSON.stringify(pooled.problems) === JSON.stringify(single.problems) && pooled.ok === single.ok;
    if (!single.ok || !same || pooled.checked !== total) throw new Error('the re-scans disagree or found problems');

    ctx.log('background re-scan on the pool, sampling the event loop');
    const background = await backgroundScan(ledger);

    ctx.log('pool capacity: the same 4,000 checks with 1 and 2 workers');
    const capacity = await poolCapacity(ledger, [1, 2], 4_000);

    ctx.log(
      `a peer ingesting ${count(ingestCount)} records, each verified: one by one, in pages of 100, through the pull`,
    );
    const served = firstRecords(ledger, ingestCount);
    const ingest = await peerIngest(served, 0);
    const paged = await peerIngest(served, 100);
    const pulled = await peerPull(home.file, keys, ingestCount);

    const perRecord = (ms) => `${((ms / total) * 1000).toFixed(0)} µs`;
    return {
      tables: [
        {
          caption: `Full re-scan of ${count(total)} signed records (id, signature, chain link of each), same ledger, same run`,
          columns: ['path', 'took (s)', 'per record', 'vs one thread', 'target < 30 s'],
          rows: [
            [
              'one thread (auditLedger)',
              sec(singleMs),
              perRecord(singleMs),
              '1.00×',
              singleMs < 30_000 ? 'met' : 'missed',
            ],
            [
              `verify pool, ${DEFAULT_VERIFY_WORKERS} workers (auditLedgerInPool, cold start)`,
              sec(pooledMs),
              perRecord(pooledMs),
              `${(singleMs / pooledMs).toFixed(2)}×`,
              pooledMs < 30_000 ? 'met' : 'missed',
            ],
            [
              `verify pool in the background (startAudit), event loop p99 ${background.p99.toFixed(1)} ms / max ${background.max.toFixed(1)} ms, busy ${(background.elu * 100).toFixed(0)} %`,
              sec(background.ms),
              perRecord(background.ms),
              `${(singleMs / background.ms).toFixed(2)}×`,
              background.ms < 30_000 ? 'met' : 'missed',
            ],
          ],
        },
        {
          caption:
            'What two threads of signature checks get from this machine: the same 4,000 record checks on the pool',
          columns: ['workers', 'records/s', 'vs 1 worker'],
          rows: capacity.map((c) => [
            c.size,
            count(Math.round(c.perSecond)),
            `${(c.perSecond / capacity[0].perSecond).toFixed(2)}×`,
          ]),
        },
        {
          caption:
            'Peer ingest: records brought in from another node, each verified (id, signature, link) and catalogued',
          columns: ['how', 'records', 'took (s)', 'records/s', 'target ≥ 2,000/s'],
          rows: [
            ['ingestRecord, one by one (what the peer pull called before)', ingest],
            [`ingestRecords, pages of 100 (pool of ${DEFAULT_VERIFY_WORKERS}, 16 records a transaction)`, paged],
            [
              `through the peer pull (admission + batched ingest): HTTP pages of ${count(ingestCount / SYNC_MAX_PAGES)}, batches of ${INGEST_BATCH}`,
              pulled,
            ],
          ].map(([how, r]) => [
            how,
            count(ingestCount),
            sec(r.ms),
            count(Math.round(r.perSecond)),
            r.perSecond >= 2_000 ? 'met' : 'missed',
          ]),
        },
      ],
      notes: [
        `Both re-scans read the same ${count(total)} records, attestations signed by 50 keys, and report identical findings (checked in the run). The pool's time includes starting its workers.`,
        'The pool checks each record on its own (hash, signature recovery in libsecp256k1/WASM, shape) on worker threads, 64 records a task, two tasks queued a worker; the main thread reads rows and checks the chain links in seq order.',
        'Event loop delay is sampled every 5 ms during the background re-scan: what a request arriving then would wait.',
        'Ingest one by one: a signature check and one write transaction per record, on the main thread. In pages: the checks run on the pool, 16 records a task, and the main thread writes each 16 in one transaction (a savepoint a record) while the workers check the next; outcomes are the same record for record (tested).',
        `Through the peer pull: one pass of the node's peer sync (openPeerSync, syncNow) over HTTP from a peer in a process of its own serving the first node's store; the quotas decide each record before any check (the 50 signing keys are exempt, as trusted verifiers are), the admitted records go to ingestRecords ${INGEST_BATCH} at a time, and the pull rests 5 ms after each 5 ms slice of its time, as it does in a node. Fetching and parsing the pages is included.`,
      ],
    };
  } finally {
    await ledger.close();
    home.done();
  }
}
