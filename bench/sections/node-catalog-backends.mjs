// The same 100,000-entry catalog on the two stores a node can use: SQLite (the embedded default) and PostgreSQL
// (AINIZE_DATABASE_URL). Both nodes hold the same generated entries and are asked the same requests in turn, so the
// columns are measured side by side under one load. Skipped, and said so, without a PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, percentile } from '../timing.mjs';
import { NODE_ENV, generateRecords, getCatalog, queries } from './node-catalog-http.mjs';
import { TEST_POSTGRES_URL, dropSchemas, postgresUnavailable, testRunDatabase } from '../../scripts/test-postgres.mjs';

const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { deriveCatalog } = await import(`${dist}/catalog/derive.js`);
const { catalogRepo } = await import(`${dist}/catalog/repo.js`);

export const title = 'Node: the catalog on SQLite and on PostgreSQL';

/** A node on `env`'s store whose catalog holds the generated entries, written through the catalog's repository. */
async function filledNode(dir, name, records, env) {
  const home = path.join(dir, name);
  initHome({ home, name: `bench-${name}`, port: 0 });
  let node = await startNode(home, env);
  const entries = deriveCatalog({ records, rules: node.catalog.rules });
  const repo = catalogRepo(node.store.db);
  const t0 = performance.now();
  node.store.transaction(() => {
    repo.fill(entries.values());
  });
  const writeMs = performance.now() - t0;
  // Planner statistics (and, on PostgreSQL, the visibility map index-only scans need), as after a rebuild.
  node.store.db.exec(node.store.db.dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
  await node.close();
  node = await startNode(home, env);
  return { node, writeMs };
}

/** Both nodes asked the same request in turn, `repeats` times after a warm-up; their answers must agree. */
/**
 * `before(name)` runs untimed before each request (a catalog write, for the rows that measure the cost of counting
 * afresh).
 */
async function measure(nodes, query, repeats, before = () => undefined) {
  const names = Object.keys(nodes);
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  let total = 0;
  for (let i = -5; i < repeats; i++) {
    const params = query(i + 5);
    const answers = {};
    for (const name of i % 2 === 0 ? names : [...names].reverse()) {
      before(name);
      const t0 = performance.now();
      answers[name] = await getCatalog(nodes[name].url, params);
      if (i >= 0) samples[name].push(performance.now() - t0);
    }
    const [a, b] = names.map((n) => answers[n]);
    const ids = (x) => x.items.map((e) => e.id).join();
    if (a.total !== b.total || ids(a) !== ids(b)) throw new Error(`the two stores answered ${params} differently`);
    total = a.total;
  }
  return { samples, total };
}

/** One indexed point read through the store, the unit every request is made of (µs per statement). */
function pointReads(node, ids, repeats) {
  const get = node.store.db.prepare('SELECT n FROM catalog WHERE id = ?').pluck();
  const samples = [];
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    get.get(ids[i % ids.length]);
    samples.push((performance.now() - t0) * 1000);
  }
  return samples;
}

export async function run(ctx) {
  const unavailable = await postgresUnavailable();
  if (unavailable !== null) {
    ctx.log(`SKIPPED: no PostgreSQL at ${TEST_POSTGRES_URL} (${unavailable})`);
    return { tables: [], notes: [`Not measured: no PostgreSQL server answered (${unavailable}).`] };
  }
  const count = ctx.quick ? 10_000 : 100_000;
  const repeats = ctx.quick ? 30 : 200;
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-backends-'));
  const { prefix, databaseUrl } = testRunDatabase();
  const nodes = {};
  try {
    ctx.log(`GENERATED DATA: ${count.toLocaleString('en')} made-up catalog entries (unsigned records)`);
    const records = generateRecords(count);
    ctx.log('writing them into a node on SQLite and a node on PostgreSQL');
    const sqlite = await filledNode(dir, 'sqlite', records, NODE_ENV);
    const postgres = await filledNode(dir, 'postgres', records, { ...NODE_ENV, AINIZE_DATABASE_URL: databaseUrl });
    nodes.sqlite = sqlite.node;
    nodes.postgres = postgres.node;

    const unverified = (await getCatalog(nodes.sqlite.url, 'trust=unverified&limit=1')).total;
    const rows = [];
    // Writing an entry again as it is: a catalog write, after which counts and facets are read afresh.
    const rewrite = Object.fromEntries(
      Object.entries(nodes).map(([name, node]) => {
        const repo = catalogRepo(node.store.db);
        const entry = repo.get('k-0');
        return [name, () => repo.upsert(entry)];
      }),
    );
    const measured = [
      ...queries(count, Math.max(0, unverified - 50)).map(([label, query]) => [label, query, undefined]),
      ['first page, each right after a catalog write', () => 'limit=50', (name) => rewrite[name]()],
      [
        `deep page (offset ${(count - 50).toLocaleString('en')}), each right after a catalog write`,
        () => `limit=50&offset=${count - 50}`,
        (name) => rewrite[name](),
      ],
    ];
    for (const [label, query, before] of measured) {
      ctx.log(`${repeats} × ${label}, alternating between the two stores`);
      const m = await measure(nodes, query, repeats, before);
      const f = (ms) => ms.toFixed(ms < 10 ? 2 : 1);
      const cells = ['sqlite', 'postgres'].flatMap((n) => [f(median(m.samples[n])), f(percentile(m.samples[n], 99))]);
      rows.push([label, m.total.toLocaleString('en'), ...cells]);
    }
    const ids = Array.from({ length: 1000 }, (_, i) => `k-${(i * 7919) % count}`);
    const point = { sqlite: pointReads(nodes.sqlite, ids, 5000), postgres: pointReads(nodes.postgres, ids, 5000) };
    const us = (x) => x.toFixed(0);
    return {
      tables: [
        {
          caption: `GET /api/catalog over HTTP on loopback, ${count.toLocaleString('en')} generated entries, 50 a page, ${repeats} requests per row and store (ms)`,
          columns: ['request', 'total matched', 'p50 SQLite', 'p99 SQLite', 'p50 PostgreSQL', 'p99 PostgreSQL'],
          rows,
        },
        {
          caption: 'Writing the entries, and one indexed read through the store (5,000 reads each)',
          columns: ['', 'SQLite', 'PostgreSQL'],
          rows: [
            [
              `write ${count.toLocaleString('en')} entries (one transaction), s`,
              (sqlite.writeMs / 1000).toFixed(1),
              (postgres.writeMs / 1000).toFixed(1),
            ],
            ['point read p50, µs', us(median(point.sqlite)), us(median(point.postgres))],
            ['point read p99, µs', us(percentile(point.sqlite, 99)), us(percentile(point.postgres, 99))],
          ],
        },
      ],
      notes: [
        `The data is generated (the same generator as the section above): ${count.toLocaleString('en')} made-up anchors and attestations, derived under each node's rules and written through catalogRepo.fill in one transaction; the ledger stays empty. Each node is then restarted, after ANALYZE (SQLite) or VACUUM ANALYZE (PostgreSQL).`,
        `PostgreSQL ${TEST_POSTGRES_URL.replace(/\/\/[^@]*@/, '//')} on this machine, in a schema of its own (dropped afterwards). Both nodes run in this process and are asked in turn; every pair of answers was checked to be the same entries and total. The PostgreSQL store answers each statement through its connection's worker thread (docs/node.md, "Running on PostgreSQL"), which the point-read row measures.`,
        'A node remembers its counts and facets until its catalog changes (a generation every write bumps, kept in the store). The requests of the first five rows repeat with no write between them, so after the first ask their counts come from memory, as on a catalog read far more often than written; the last two rows write an entry (untimed) before every request, so each one counts afresh.',
        `Load average at the end of the section: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`,
      ],
    };
  } finally {
    await nodes.sqlite?.close().catch(() => undefined);
    await nodes.postgres?.close().catch(() => undefined);
    await dropSchemas(prefix).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
