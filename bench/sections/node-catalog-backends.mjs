// The same 100,000-entry catalog on the two stores a node can use: SQLite (the embedded default) and PostgreSQL
// (AINIZE_DATABASE_URL). Both nodes hold the same generated entries and are asked the same requests in turn, so the
// columns are measured side by side under one load. Skipped, and said so, without a PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, percentile } from '../timing.mjs';
import { NODE_ENV, generateRecords, getCatalog, queries } from './node-catalog-http.mjs';
import { startAinize } from '../lib/ainize-start.mjs';
import { TEST_POSTGRES_URL, dropSchemas, postgresUnavailable, testRunDatabase } from '../../scripts/test-postgres.mjs';

const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { deriveCatalog } = await import(`${dist}/catalog/derive.js`);
const { catalogRepo } = await import(`${dist}/catalog/repo.js`);
const { homePaths, loadConfig } = await import(`${dist}/home/home.js`);
const { openStore } = await import(`${dist}/store/index.js`);

export const title = 'Node: the catalog on SQLite and on PostgreSQL';

/**
 * A node on `env`'s store whose catalog holds the generated entries, written through the catalog's repository, then
 * served by `ainize start` in a process of its own (as a node runs), so neither the load nor the other node shares
 * its event loop or heap. Answers the URL, a store opened beside it (for the untimed writes and the point reads, as
 * an operator with direct access would), the write time and a stop function.
 */
async function filledNode(dir, name, records, env) {
  const home = path.join(dir, name);
  initHome({ home, name: `bench-${name}`, port: 0 });
  const node = await startNode(home, env);
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
  // Nothing from this process's environment but PATH: the node sees the settings the fill was made under.
  const served = await startAinize(home, { PATH: process.env.PATH, ...env });
  const store = openStore(homePaths(home, loadConfig(home, env)).database, []);
  return {
    url: served.url,
    store,
    writeMs,
    close: async () => {
      await served.stop();
      store.close();
    },
  };
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

/**
 * Writes to one entry, made the same way on both stores so their answers stay alike. A sale changes downloads only,
 * which no count reads, so remembered counts survive it; a status change (here RETIRED and back) makes every count
 * be read afresh.
 */
function catalogWrites(nodes) {
  return Object.fromEntries(
    Object.entries(nodes).map(([name, node]) => {
      const repo = catalogRepo(node.store.db);
      const entry = repo.get('k-0');
      let sales = 0;
      let retired = false;
      return [
        name,
        {
          sale: () => node.store.transaction(() => repo.upsert({ ...entry, downloads: entry.downloads + ++sales })),
          status: () =>
            node.store.transaction(() =>
              repo.upsert({ ...entry, status: (retired = !retired) ? 'RETIRED' : entry.status }),
            ),
        },
      ];
    }),
  );
}

/**
 * The keyset requests: a page reached with `after`, its cursor taken from the page before it (read once, by offset).
 * The first is the last page of the whole list; the cursor holds only sort key values, so one made on either store
 * serves both.
 */
async function deepCursors(url, count, unverified) {
  /** The request for the page at `offset` of `filter`'s list, by cursor. */
  const pageAt = async (filter, offset) => {
    const before = await getCatalog(url, `${filter}limit=50&offset=${offset - 50}`);
    if (before.next_after === null) throw new Error(`no next_after at offset ${offset - 50} of ${filter}`);
    return `${filter}limit=50&after=${before.next_after}`;
  };
  const middle = Math.floor(count / 2);
  const shapes = [
    ['deep page via after (the last page), newest first', '', count - 50],
    [`middle page via after (the page at offset ${middle.toLocaleString('en')})`, '', middle],
    ['deep page via after, sort=popular (every entry ties on downloads)', 'sort=popular&', count - 50],
    ['deep page via after, sort=price', 'sort=price&', count - 50],
    ['filter: trust=unverified, last page via after', 'trust=unverified&', unverified - 50],
  ];
  const out = [];
  for (const [label, filter, offset] of shapes) {
    const query = await pageAt(filter, offset);
    out.push([label, () => query]);
  }
  return out;
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
    nodes.sqlite = sqlite;
    nodes.postgres = postgres;

    const unverified = (await getCatalog(nodes.sqlite.url, 'trust=unverified&limit=1')).total;
    const rows = [];
    const writes = catalogWrites(nodes);
    const cursors = await deepCursors(nodes.sqlite.url, count, unverified);
    const middle = Math.floor(count / 2);
    const afterWrites = (label, query) => [
      [`${label}, each right after a sale (downloads + 1)`, query, (name) => writes[name].sale()],
      [`${label}, each right after a status change`, query, (name) => writes[name].status()],
    ];
    const measured = [
      ...queries(count, Math.max(0, unverified - 50)).map(([label, query]) => [label, query, undefined]),
      [`middle page (offset ${middle.toLocaleString('en')})`, () => `limit=50&offset=${middle}`, undefined],
      ...cursors.map(([label, query]) => [label, query, undefined]),
      ...afterWrites('first page', () => 'limit=50'),
      ...afterWrites(`deep page (offset ${(count - 50).toLocaleString('en')})`, () => `limit=50&offset=${count - 50}`),
      ...afterWrites('last page via after', cursors[0][1]),
      ...afterWrites('filter: trust=unverified, first page', () => 'trust=unverified&limit=50'),
    ];
    for (const [label, query, before] of measured) {
      ctx.log(`${repeats} × ${label}, alternating between the two stores`);
      const m = await measure(nodes, query, repeats, before);
      const f = (ms) => ms.toFixed(ms < 10 ? 2 : 1);
      const cells = ['sqlite', 'postgres'].flatMap((n) => [f(median(m.samples[n])), f(percentile(m.samples[n], 99))]);
      rows.push([label, m.total.toLocaleString('en'), ...cells]);
    }
    {
      // What the machine and the node's HTTP layer alone cost: no store read at all, the same processes, asked alike.
      const samples = { sqlite: [], postgres: [] };
      for (let i = -5; i < repeats * 5; i++) {
        for (const name of i % 2 === 0 ? ['sqlite', 'postgres'] : ['postgres', 'sqlite']) {
          const t0 = performance.now();
          const res = await fetch(`${nodes[name].url}/healthz`);
          if (!res.ok || (await res.json()).ok !== true) throw new Error(`/healthz of the ${name} node: ${res.status}`);
          if (i >= 0) samples[name].push(performance.now() - t0);
        }
      }
      const f = (ms) => ms.toFixed(ms < 10 ? 2 : 1);
      const cells = ['sqlite', 'postgres'].flatMap((n) => [f(median(samples[n])), f(percentile(samples[n], 99))]);
      rows.push([`floor: GET /healthz, no store read (${repeats * 5} requests)`, '—', ...cells]);
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
        `The data is generated (the same generator as the section above): ${count.toLocaleString('en')} made-up anchors and attestations, derived under each node's rules and written through catalogRepo.fill in one transaction; the ledger stays empty. Each node is then started afresh in a process of its own, after ANALYZE (SQLite) or VACUUM ANALYZE (PostgreSQL).`,
        `PostgreSQL ${TEST_POSTGRES_URL.replace(/\/\/[^@]*@/, '//')} on this machine, in a schema of its own (dropped afterwards). Each node serves from a process of its own (ainize start), this process only asks, and they are asked in turn; every pair of answers was checked to be the same entries and total. The PostgreSQL store answers each statement through its connection's worker thread (docs/node.md, "Running on PostgreSQL"), which the point-read row measures (on a connection of this process, opened beside the node's). The writes of the rows "right after" are made on that connection too, as another process of the node would make them.`,
        'A node remembers its counts and facets until a write changes something they read (a generation such writes bump, kept in the store). The rows without a write repeat with no write between them, so after the first ask their counts come from memory, as on a catalog read far more often than written. The rows "right after a sale" write the entry k-0 with one more download (untimed) before every request: no count reads downloads, so counts stay remembered. The rows "right after a status change" write k-0 RETIRED and back, so every request counts afresh.',
        'The floor row asks each node process for /healthz, which reads no store: its p99 is what this machine, the HTTP layer and the runtime (a garbage collection, a neighbour on the host) add to any request here, whatever the store.',
        'Cursor rows (after=): the cursor is the next_after of the page before, read once by offset; each request then starts right after that entry. A deep offset page past the middle is read from the far end of the order, so the offset row to compare a cursor with is the middle page.',
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
