import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distTwin, signMessage, workerUrl } from '@ainize/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type IngestResult, type Ledger, openLedger } from '../src/ledger/ledger.js';
import type { LedgerReport } from '../src/ledger/verify.js';
import { type LedgerRecord, signRecord } from '../src/ledger/record.js';
import { ledgerMigrations } from '../src/ledger/schema.js';
import { type VerifyPool, VerifyWorkerError, openVerifyPool } from '../src/ledger/verify-pool.js';
import type { Store } from '../src/store/index.js';
import { anchor, at, attestation, atDate, person } from './ledger-fixtures.js';
import { openTestStore } from './store-fixtures.js';

/**
 * The re-scan's per-record checks on worker threads must find exactly what the single-thread re-scan finds, on a
 * sound ledger and on one tampered with in every way a re-scan exists to catch; and a worker that dies must fail
 * the re-scan, not hang it. The workers load the built dist/ (the tests' global setup builds it).
 */

interface Fixture {
  dir: string;
  store: Store;
  ledger: Ledger;
}

const opened: Fixture[] = [];
const pools: VerifyPool[] = [];
afterEach(async () => {
  for (const p of pools.splice(0)) await p.close();
  for (const f of opened.splice(0)) {
    await f.ledger.close();
    f.store.close();
    rmSync(f.dir, { recursive: true, force: true });
  }
});

const pool = (options: Parameters<typeof openVerifyPool>[0] = {}): VerifyPool => {
  const p = openVerifyPool({ size: 2, ...options });
  pools.push(p);
  return p;
};

function fixture(verifyPool: VerifyPool | null): Fixture {
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-verify-pool-'));
  const store = openTestStore(path.join(dir, 'node.db'), ledgerMigrations);
  const f = { dir, store, ledger: openLedger(store, { verifyPool }) };
  opened.push(f);
  return f;
}

/** Two authors' interleaved chains, long enough to span several pool tasks (64 records each). */
function fillLedger(ledger: Ledger, records: number): void {
  const alice = person();
  const bob = person();
  ledger.appendRecord('anchor', anchor(alice), alice, atDate(0));
  for (let i = 1; i < records; i++) {
    const who = i % 3 === 0 ? alice : bob;
    ledger.appendRecord(
      'attest',
      attestation('capitals-demo', who, i, { executor: { instance: `m-${i}` } }),
      who,
      atDate(i),
    );
  }
}

/** The findings that must not depend on how the re-scan ran. */
const findingsOf = (report: LedgerReport) => ({
  ok: report.ok,
  problems: report.problems,
  problems_total: report.problems_total,
  scanned: report.audit.last?.scanned,
  through_seq: report.audit.last?.through_seq,
});

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilIdle(ledger: Ledger): Promise<void> {
  while (ledger.verifyLedger().audit.running) await tick(10);
}

/** Edits the stored rows the way someone with the database file could. */
function tamper(store: Store): void {
  const row = (seq: number) =>
    store.db.prepare('SELECT id, body FROM records WHERE seq = ?').get(seq) as { id: string; body: string };
  const set = (seq: number, column: string, value: string) =>
    store.db.prepare(`UPDATE records SET ${column} = ? WHERE seq = ?`).run(value, seq);
  // Bad signature: a valid signature of the right id, by some other key.
  set(10, 'sig', signMessage(row(10).id, person().key));
  // Wrong id: the body was edited after signing, so the id no longer hashes it.
  set(70, 'body', row(70).body.replace('"passed":true', '"passed":false'));
  // A body that is not even JSON.
  set(100, 'body', '{"cut off');
  // Broken link: a record deleted from the middle of a chain.
  deleteRecord(store, 131);
}

function deleteRecord(store: Store, seq: number): void {
  store.db.prepare('DELETE FROM record_subjects WHERE seq = ?').run(seq);
  store.db.prepare('DELETE FROM records WHERE seq = ?').run(seq);
}

describe('the verify pool', () => {
  it('finds what the single-thread re-scan finds on a sound ledger', async () => {
    const { ledger } = fixture(pool());
    fillLedger(ledger, 150);
    const single = findingsOf(ledger.auditLedger());
    expect(single).toMatchObject({ ok: true, problems_total: 0, scanned: 150 });
    expect(findingsOf(await ledger.auditLedgerInPool())).toEqual(single);
  });

  it('finds what the single-thread re-scan finds on a tampered ledger: bad signature, wrong id, broken link', async () => {
    const { store, ledger } = fixture(pool());
    fillLedger(ledger, 200);
    tamper(store);

    // The background re-scan first, on the pool, so what it leaves behind is its own.
    expect(ledger.startAudit().started).toBe(true);
    expect(ledger.verifyLedger().audit.running).not.toBeNull();
    await untilIdle(ledger);
    const background = findingsOf(ledger.verifyLedger());

    const single = findingsOf(ledger.auditLedger());
    const problems = single.problems.map((p) => `${p.seq} ${p.problem.split(':')[0]}`);
    expect(problems).toEqual(
      expect.arrayContaining(['10 invalid_signature', '70 forged_id', '100 body', '132 broken_link']),
    );
    expect(background).toEqual(single);
    expect(findingsOf(await ledger.auditLedgerInPool())).toEqual(single);
  });

  it('re-scans on this thread when given no pool', async () => {
    const { store, ledger } = fixture(null);
    fillLedger(ledger, 20);
    deleteRecord(store, 5);
    const single = findingsOf(ledger.auditLedger());
    expect(single.problems_total).toBe(1);
    expect(findingsOf(await ledger.auditLedgerInPool())).toEqual(single);
  });

  it('fails the re-scan with a clear error when a worker dies, and keeps the last finished one', async () => {
    // A worker that dies on its first task, as one that crashed or ran out of memory would.
    const dying = new URL(
      `data:text/javascript,${encodeURIComponent(
        "import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => process.exit(3));",
      )}`,
    );
    const { ledger } = fixture(pool({ workerUrl: dying }));
    fillLedger(ledger, 80);
    const before = findingsOf(ledger.auditLedger());

    const failed = ledger.auditLedgerInPool();
    await expect(failed).rejects.toBeInstanceOf(VerifyWorkerError);
    await expect(failed).rejects.toThrow(/verify worker exited with code 3/);
    expect(ledger.verifyLedger().audit.running).toBeNull();
    expect(findingsOf(ledger.verifyLedger())).toEqual(before);

    // In the background nobody awaits it: the run ends and says why.
    expect(ledger.startAudit().started).toBe(true);
    await untilIdle(ledger);
    expect(ledger.auditFailure()).toMatch(/verify worker exited with code 3/);
    expect(findingsOf(ledger.verifyLedger())).toEqual(before);
  });

  it('starts no worker until asked, and refuses work once closed', async () => {
    const p = pool();
    const { ledger } = fixture(p);
    fillLedger(ledger, 3);
    await ledger.auditLedgerInPool();
    await p.close();
    await expect(p.verify([])).rejects.toThrow(/closed/);
  });
});

describe('ingesting a page of records', () => {
  /** A page a peer might serve: good records, one already here, a forged signature, a gap in a chain and a fork. */
  function hostilePage(source: Ledger): unknown[] {
    const records = [...source.allRecords()].map(({ seq: _seq, ...wire }) => wire);
    const [first, second, third, ...rest] = records as (Omit<LedgerRecord, 'seq'> & { seq?: number })[];
    if (!first || !second || !third) throw new Error('the source ledger is too short');
    const forged = { ...third, sig: signMessage(third.id, person().key) };
    const mallory = person();
    const root = signRecord(
      { prev_id: null, kind: 'anchor', author: mallory.address, body: anchor(mallory, { id: 'm-1' }), ts: at(1) },
      mallory,
    );
    const retire = (reason: string) =>
      signRecord(
        { prev_id: root.id, kind: 'retire', author: mallory.address, body: { patch_id: 'm-1', reason }, ts: at(2) },
        mallory,
      );
    const gap = signRecord(
      { prev_id: '0'.repeat(64), kind: 'retire', author: mallory.address, body: { patch_id: 'm-1' }, ts: at(3) },
      mallory,
    );
    return [first, second, first, forged, third, ...rest, root, retire('one'), retire('two'), gap, 'not a record'];
  }

  const outcomeOf = (o: unknown) =>
    o instanceof Error ? `${o.constructor.name} ${(o as Error & { code: string }).code}` : (o as IngestResult).status;

  it('ends as ingestRecord one by one does, outcome for outcome', async () => {
    const source = fixture(null);
    fillLedger(source.ledger, 100);
    const page = hostilePage(source.ledger);

    const oneByOne = fixture(null);
    const expected = page.map((record) => {
      try {
        return outcomeOf(oneByOne.ledger.ingestRecord(record));
      } catch (err) {
        return outcomeOf(err);
      }
    });
    const batched = fixture(pool());
    const outcomes = (await batched.ledger.ingestRecords(page)).map(outcomeOf);
    expect(outcomes).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining(['added', 'duplicate', 'LedgerRecordError invalid_signature']));
    expect(expected).toEqual(expect.arrayContaining(['LedgerForkError fork', 'LedgerRecordError broken_link']));
    const ids = (f: Fixture) => [...f.ledger.allRecords()].map((r) => r.id);
    expect(ids(batched)).toEqual(ids(oneByOne));
    expect(batched.ledger.forkedKeys()).toEqual(oneByOne.ledger.forkedKeys());
  });
});

describe('workerUrl', () => {
  it('maps a TypeScript source to its built twin, and leaves built code alone', () => {
    const source = 'file:///repo/packages/node/src/ledger/verify-pool.ts';
    expect(workerUrl('./verify-worker.js', source).href).toBe(
      'file:///repo/packages/node/dist/ledger/verify-worker.js',
    );
    const built = 'file:///repo/packages/node/dist/ledger/verify-pool.js';
    expect(workerUrl('./verify-worker.js', built).href).toBe('file:///repo/packages/node/dist/ledger/verify-worker.js');
    // The last src/ is the package's, even inside a checkout that sits under another src/.
    expect(distTwin('file:///src/repo/packages/core/src/a/b.ts').href).toBe(
      'file:///src/repo/packages/core/dist/a/b.js',
    );
    expect(() => distTwin('file:///repo/lib/b.ts')).toThrow(/no built twin/);
  });

  it('points the verify pool at a worker that the build emits', async () => {
    const { existsSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    const url = workerUrl('./verify-worker.js', new URL('../src/ledger/verify-pool.ts', import.meta.url));
    expect(existsSync(fileURLToPath(url))).toBe(true);
  });
});
