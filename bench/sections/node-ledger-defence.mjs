// What the ledger's defences cost and buy. A hostile peer (a process of its own) floods a node (another process)
// with signed `node` records from fresh keys while catalog reads are timed from here; then it serves 60 rivals of
// one record, ~626 KB each, and the public verify answer is weighed. Last, GET /api/ledger/verify at two ledger
// sizes: the full re-scan it used to run on every request, beside the cached report it answers now.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { generatePrivateKey } from '@ainize/core';
import { median, percentile } from '../timing.mjs';
import { spawnListening } from '../lib/mcp-clients.mjs';
import { cpuMsOf } from '../lib/proc.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const NODE_PROCESS = path.join(here, '../lib/node-process.mjs');
// The same hostile peer the node's tests replay the attacks with.
const HOSTILE_PEER = path.join(root, 'packages/node/test/hostile-ledger-peer.mjs');

const dist = '../../packages/node/dist';
const { openStore } = await import(`${dist}/store/store.js`);
const { openLedger, keySigner, ledgerMigrations } = await import(`${dist}/ledger/index.js`);

export const title = 'Node: ledger defence — a peer flood, a 60-rival fork, and the cost of /api/ledger/verify';

const fmt = (ms) => (ms < 0.01 ? ms.toFixed(4) : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function json(url, init) {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** Catalog reads back to back until `stop()` says so: the latency an agent sees while the node works. */
function sampleCatalog(url) {
  const samples = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/catalog?limit=20`);
      await res.arrayBuffer();
      samples.push(performance.now() - t0);
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function waitFor(what, probe, ms = 180_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The node's operator signs in (setup on a fresh node) and adds a peer, as `POST /api/peers` is meant to be used. */
async function operator(url) {
  const setup = await json(`${url}/api/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'a bench operator password' }),
  });
  const bearer = { 'content-type': 'application/json', authorization: `Bearer ${setup.body.token}` };
  return async (peerUrl) => {
    const added = await json(`${url}/api/peers`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ url: peerUrl }),
    });
    if (added.status !== 201) throw new Error(`adding the peer answered ${added.status}`);
  };
}

const peerEntry = async (url, peerUrl) => (await json(`${url}/api/peers`)).body.items.find((p) => p.url === peerUrl);

async function floodAndFork(ctx, floodSize) {
  const closers = [];
  try {
    ctx.log(`starting a node and a hostile peer signing ${floodSize.toLocaleString('en')} node records`);
    const [node, flood] = await Promise.all([
      spawnListening(
        [NODE_PROCESS],
        { BENCH_SEED: 'iso4217-currency-codes,country-calling-codes' },
        /node at (http:\S+)/,
      ),
      spawnListening([HOSTILE_PEER, JSON.stringify({ flood: { records: floodSize } })], {}, /"url":"(http:[^"]+)"/),
    ]);
    closers.push(
      () => node.child.kill('SIGTERM'),
      () => flood.child.kill('SIGTERM'),
    );
    const addPeer = await operator(node.url);

    ctx.log('catalog reads with nothing else to do (3 s)');
    const idle = sampleCatalog(node.url);
    await new Promise((r) => setTimeout(r, 3_000));
    await idle.stop();

    ctx.log('catalog reads while the flood is pulled');
    const busy = sampleCatalog(node.url);
    const cpuBefore = cpuMsOf(node.pid);
    const t0 = performance.now();
    await addPeer(flood.url);
    const entry = await waitFor('the node to look at the whole flood', async () => {
      const e = await peerEntry(node.url, flood.url);
      return e?.cursor === floodSize ? e : undefined;
    });
    const ingestMs = performance.now() - t0;
    const cpuAfter = cpuMsOf(node.pid);
    await busy.stop();

    ctx.log('a peer serving 60 rivals of one record, ~626 KB each');
    const fork = await spawnListening(
      [HOSTILE_PEER, JSON.stringify({ fork: { rivals: 60, sampleChars: 626 } })],
      {},
      /"url":"(http:[^"]+)"/,
    );
    closers.push(() => fork.child.kill('SIGTERM'));
    const f0 = performance.now();
    await addPeer(fork.url);
    const forkEntry = await waitFor('the node to look at every rival', async () => {
      const e = await peerEntry(node.url, fork.url);
      return e?.cursor === 61 ? e : undefined;
    });
    const forkMs = performance.now() - f0;
    const verifyTimes = [];
    let verify;
    for (let i = 0; i < 20; i++) {
      const v0 = performance.now();
      verify = await json(`${node.url}/api/ledger/verify`);
      verifyTimes.push(performance.now() - v0);
    }
    const forked = verify.body.forked_keys[0];
    const evidence = await json(`${node.url}/api/ledger/forks/${forked.author}`);
    return {
      idle: idle.samples,
      busy: busy.samples,
      ingestMs,
      cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      stored: entry.pulled,
      refused: entry.refused,
      refusals: entry.quota.refusals,
      fork: {
        ms: forkMs,
        entry: forkEntry,
        verifyBytes: verify.bytes,
        verifyTimes,
        rivals: forked.rivals,
        evidenceBytes: evidence.bytes,
      },
    };
  } finally {
    for (const close of closers.reverse()) close();
  }
}

/** A ledger of `signed` attestations by 50 verifier keys, each signed and appended through the ledger. */
function signedLedger(dir, signed) {
  const store = openStore(path.join(dir, 'node.db'), ledgerMigrations);
  const ledger = openLedger(store);
  const keys = Array.from({ length: 50 }, () => keySigner(generatePrivateKey()));
  const attest = (i) => {
    const who = keys[i % keys.length];
    const body = {
      patch_id: `k-${i}`,
      verifier: who.address,
      passed: true,
      verified_on: 'memory:memory-tiny-v1',
      score: { free_generation: '2/2', pre_apply: '0/2' },
      executor: { instance: `box-${i % 50}` },
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    };
    return ledger.appendRecord('attest', body, who);
  };
  for (let i = 0; i < signed; i++) attest(i);
  return { store, ledger, attest };
}

/** Copies of the stored records under fresh ids, up to `total`: the cached report never reads a record, only counts. */
function growTo(store, total) {
  const copy = store.db.prepare(
    `INSERT INTO records (id, prev_id, kind, author, body, ts, sig)
     SELECT lower(hex(randomblob(32))), prev_id, kind, author, body, ts, sig FROM records ORDER BY seq LIMIT ?`,
  );
  store.transaction(() => {
    for (let n = store.db.prepare('SELECT count(*) FROM records').pluck().get(); n < total;) {
      copy.run(Math.min(n, total - n));
      n = store.db.prepare('SELECT count(*) FROM records').pluck().get();
    }
  });
}

/** verifyLedger as GET /api/ledger/verify calls it: once after each new record, and over and over in between. */
function cachedCost(ledger, attest, next) {
  const afterRecord = [];
  for (let i = 0; i < 30; i++) {
    attest(next + i);
    const t0 = performance.now();
    ledger.verifyLedger();
    afterRecord.push(performance.now() - t0);
  }
  const repeated = [];
  for (let i = 0; i < 2_000; i++) {
    const t0 = performance.now();
    ledger.verifyLedger();
    repeated.push(performance.now() - t0);
  }
  return { afterRecord, repeated, bytes: Buffer.byteLength(JSON.stringify(ledger.verifyLedger())) };
}

async function verifyCosts(ctx, small, large) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-verify-'));
  try {
    ctx.log(`signing and appending ${small.toLocaleString('en')} records`);
    const { store, ledger, attest } = signedLedger(dir, small);
    ctx.log(`full re-scan of ${small.toLocaleString('en')} records (what every GET used to do)`);
    const s0 = performance.now();
    const audited = ledger.auditLedger();
    const fullMs = performance.now() - s0;
    if (!audited.ok) throw new Error('the signed ledger did not verify');
    const atSmall = cachedCost(ledger, attest, small);

    ctx.log(`growing the ledger to ${large.toLocaleString('en')} records`);
    growTo(store, large);
    const atLarge = cachedCost(ledger, attest, small + 30);
    store.close();
    return { fullMs, perRecordMs: fullMs / audited.checked, atSmall, atLarge };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(ctx) {
  const floodSize = ctx.quick ? 2_000 : 10_000;
  const small = ctx.quick ? 1_000 : 10_000;
  const large = ctx.quick ? 10_000 : 100_000;
  const flood = await floodAndFork(ctx, floodSize);
  const verify = await verifyCosts(ctx, small, large);

  const lat = (samples) => [
    samples.length,
    fmt(median(samples)),
    fmt(percentile(samples, 99)),
    fmt(Math.max(...samples)),
  ];
  const refusals = Object.entries(flood.refusals)
    .map(([code, n]) => `${code} ${n.toLocaleString('en')}`)
    .join(', ');
  const projectedLarge = verify.perRecordMs * large;
  const count = (n) => n.toLocaleString('en');
  return {
    tables: [
      {
        caption: `GET /api/catalog (ms, from another process) while a peer floods ${count(floodSize)} signed node records from fresh keys`,
        columns: ['while', 'reads', 'p50', 'p99', 'max'],
        rows: [
          ['the node idles (3 s)', ...lat(flood.idle)],
          [`the flood is pulled (${(flood.ingestMs / 1000).toFixed(1)} s)`, ...lat(flood.busy)],
        ],
      },
      {
        caption: 'What the node did with the flood and with a 60-rival fork',
        columns: ['peer', 'records served', 'stored', 'refused (by code)', 'took (s)', 'node CPU (s)'],
        rows: [
          [
            'flood of node records from fresh keys',
            count(floodSize),
            flood.stored,
            `${count(flood.refused)} (${refusals})`,
            (flood.ingestMs / 1000).toFixed(1),
            flood.cpuMs === null ? 'n/a' : (flood.cpuMs / 1000).toFixed(2),
          ],
          [
            '60 successors of one record, ~626 KB each',
            61,
            `${flood.fork.entry.pulled} + 1 rival as evidence`,
            `${flood.fork.entry.refused} (fork; ${flood.fork.rivals} rivals counted)`,
            (flood.fork.ms / 1000).toFixed(1),
            '',
          ],
        ],
      },
      {
        caption: 'GET /api/ledger/verify after the fork (over HTTP, 20 asks)',
        columns: ['answer', 'p50 (ms)', 'max (ms)', 'the pair in full (GET /api/ledger/forks/:author)'],
        rows: [
          [
            kib(flood.fork.verifyBytes),
            fmt(median(flood.fork.verifyTimes)),
            fmt(Math.max(...flood.fork.verifyTimes)),
            kib(flood.fork.evidenceBytes),
          ],
        ],
      },
      {
        caption:
          'verifyLedger, the handler of GET /api/ledger/verify (ms): a full re-scan per request before, a cached report now',
        columns: [
          'records',
          'before: full re-scan',
          'now: first ask after a new record (p50 / max)',
          'now: asked again (p50 / p99)',
          'answer',
        ],
        rows: [
          [
            count(small),
            fmt(verify.fullMs),
            `${fmt(median(verify.atSmall.afterRecord))} / ${fmt(Math.max(...verify.atSmall.afterRecord))}`,
            `${fmt(median(verify.atSmall.repeated))} / ${fmt(percentile(verify.atSmall.repeated, 99))}`,
            kib(verify.atSmall.bytes),
          ],
          [
            count(large),
            `≈ ${fmt(projectedLarge)} (projected)`,
            `${fmt(median(verify.atLarge.afterRecord))} / ${fmt(Math.max(...verify.atLarge.afterRecord))}`,
            `${fmt(median(verify.atLarge.repeated))} / ${fmt(percentile(verify.atLarge.repeated, 99))}`,
            kib(verify.atLarge.bytes),
          ],
        ],
      },
    ],
    notes: [
      'The flood is cut by the quotas on records of keys nobody vouches for (`p2p.quota`, defaults): refused records cost no signature check and are never stored, so never relayed. What is taken is ingested in 5 ms slices with 5 ms rests, one small transaction a record, so reads are answered between slices.',
      `The full re-scan re-checks every record's id, signature and chain link: ${fmt(verify.perRecordMs)} ms a record here. At ${count(large)} records its time is projected from the ${count(small)}-record re-scan (one linear pass) rather than run; it now runs only when the operator asks (POST /api/ledger/verify), in slices.`,
      `The ${count(large)}-record ledger is the ${count(small)} signed records plus copies of them under fresh ids: the cached report reads a count, the newest seq, the fork log and the last re-scan, never a record.`,
      'The 60-rival fork: the first successor joins the chain, the second is kept as evidence, the other 58 are only counted; before, each was stored and listed in full in the verify answer (74 MB for the attack that found it).',
    ],
  };
}
