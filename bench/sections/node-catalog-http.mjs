// Paging a 100,000-entry catalog over HTTP: the first page, a deep page, a text search and the trust and price
// filters, each asked of two nodes holding the same entries, one with the catalog's index layout from before the
// filters (catalog-002) and one with today's (catalog-003). Requests alternate between the two, so both columns
// are measured side by side under the same load.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generatePrivateKey, hashCanonical } from '@ainize/core';
import { existsSync } from 'node:fs';
import { median, percentile } from '../timing.mjs';
import { MODELS, SCHEMAS, T0, TOPICS, WORDS, pick } from '../lib/catalog-data.mjs';

const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { keySigner } = await import(`${dist}/ledger/record.js`);
const { deriveCatalog } = await import(`${dist}/catalog/derive.js`);
const { catalogRepo } = await import(`${dist}/catalog/repo.js`);

export const title = 'Node: a 100,000-entry catalog over HTTP';

const AUTHORS = [0, 1, 2].map(() => keySigner(generatePrivateKey()).address);
const VERIFIERS = [0, 1].map(() => keySigner(generatePrivateKey()).address);
export const NODE_ENV = {
  AINIZE_LOG_LEVEL: 'silent',
  AINIZE_MODEL_ROWS: '16384',
  AINIZE_VERIFIER_AUTO: 'false',
  AINIZE_VERIFIER_TRUSTED: VERIFIERS.join(','),
};

/** The sort indexes as catalog-002 left them, before they carried status, trust and price; no trust index. */
const OLD_LAYOUT = `
  DROP INDEX catalog_latest; DROP INDEX catalog_popular; DROP INDEX catalog_price; DROP INDEX catalog_rows;
  DROP INDEX catalog_trust;
  CREATE INDEX catalog_latest ON catalog (created_at DESC, id);
  CREATE INDEX catalog_popular ON catalog (downloads DESC, created_at DESC, id);
  CREATE INDEX catalog_price ON catalog (price_num, created_at DESC, id);
  CREATE INDEX catalog_rows ON catalog (rows DESC, created_at DESC, id);
`;

function anchorBody(i) {
  const topic = TOPICS[pick(i, 1, TOPICS.length)];
  const word = (salt) => WORDS[pick(i, salt, WORDS.length)];
  const benchmark = {
    schema: SCHEMAS[pick(i, 2, SCHEMAS.length)],
    queries: 1,
    samples: [{ prompt: `What is fact ${i}?`, expect: `answer ${i}` }],
  };
  return {
    id: `k-${i}`,
    name: `${word(3)} ${topic} facts ${i}`,
    description: `${word(4)} and ${word(5)} ${topic} knowledge, set number ${i}.`,
    author: AUTHORS[pick(i, 14, AUTHORS.length)],
    model: { id_M: MODELS[pick(i, 6, MODELS.length)], row_dim: 64 },
    patch_sha256: hashCanonical({ i }),
    size_bytes: 1024 + i,
    rows: 10 + pick(i, 7, 5000),
    benchmark,
    benchmark_hash: hashCanonical(benchmark),
    price: `${pick(i, 8, 50)}.${pick(i, 9, 10)}`,
    currency: 'CREDIT',
    parents: [],
    topic_path: `${topic}/${word(3)}`,
    created_at: new Date(T0 + pick(i, 12, 1_000_003) * 1000).toISOString(),
    visibility: 'public',
    contributors: [],
    origin: pick(i, 13, 5) === 0 ? 'operator' : 'teach',
  };
}

/** Which trusted verifiers attest entry i, and how: a quarter trusted, a tenth partial, a twentieth failed. */
function verdicts(i) {
  const r = pick(i, 15, 20);
  if (r < 5) return VERIFIERS.map((v) => [v, true]);
  if (r < 7) return [[VERIFIERS[0], true]];
  if (r < 8) return [[VERIFIERS[1], false]];
  return [];
}

/** Generated, unsigned ledger records: anchors and the attestations of the two verifiers the nodes trust. */
export function generateRecords(count) {
  const records = [];
  const push = (kind, author, body) =>
    records.push({
      seq: records.length + 1,
      id: String(records.length + 1),
      prev_id: null,
      kind,
      author,
      body,
      ts: new Date(T0).toISOString(),
      sig: '',
    });
  for (let i = 0; i < count; i++) {
    const body = anchorBody(i);
    push('anchor', body.author, body);
    for (const [verifier, passed] of verdicts(i)) {
      push('attest', verifier, {
        patch_id: body.id,
        verifier,
        passed,
        verified_on: 'memory:memory-tiny-v1',
        score: { free_generation: passed ? '1/1' : '0/1', pre_apply: '0/1' },
        executor: { instance: `box-${verifier.slice(2, 8)}` },
        created_at: new Date(T0 + 2e9 + i * 1000).toISOString(),
      });
    }
  }
  return records;
}

/**
 * A node home whose catalog holds the generated entries: derived under the node's own rules and written through
 * the catalog's repository into its tables (the ledger stays empty), then the node is started again on it.
 */
async function filledNode(dir, records, layout) {
  const home = path.join(dir, layout);
  initHome({ home, name: `bench-${layout}`, port: 0 });
  let node = await startNode(home, NODE_ENV);
  const entries = deriveCatalog({ records, rules: node.catalog.rules });
  if (layout === 'before') node.store.db.exec(OLD_LAYOUT);
  const repo = catalogRepo(node.store.db);
  const t0 = performance.now();
  node.store.transaction(() => {
    repo.fill(entries.values());
  });
  const writeMs = performance.now() - t0;
  // Statistics for the planner, as a catalog rebuild leaves them.
  node.store.db.exec('ANALYZE');
  await node.close();
  node = await startNode(home, NODE_ENV);
  return { node, writeMs, entries: entries.size };
}

export async function getCatalog(url, params) {
  const res = await fetch(`${url}/api/catalog?${params}`);
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** The requests measured; each is a function of the run number so a search can vary its word. */
export function queries(count, deepUnverified) {
  return [
    ['first page, newest first', () => 'limit=50'],
    [`deep page (offset ${(count - 50).toLocaleString('en')})`, () => `limit=50&offset=${count - 50}`],
    ['search: one word (about 27 % match), first page', (i) => `q=${WORDS[i % WORDS.length]}&limit=50`],
    ['filter: trust=trusted, price 10 to 20, first page', () => 'trust=trusted&min_price=10&max_price=20&limit=50'],
    [
      `filter: trust=unverified, last page (offset ${deepUnverified.toLocaleString('en')})`,
      () => `trust=unverified&limit=50&offset=${deepUnverified}`,
    ],
  ];
}

/** Asks both nodes the same request in turn, `repeats` times after a warm-up; checks they answer alike. */
async function measure(nodes, query, repeats) {
  const samples = { before: [], after: [] };
  let total = 0;
  for (let i = -5; i < repeats; i++) {
    const params = query(i + 5);
    const answers = {};
    for (const which of i % 2 === 0 ? ['before', 'after'] : ['after', 'before']) {
      const t0 = performance.now();
      answers[which] = await getCatalog(nodes[which].url, params);
      if (i >= 0) samples[which].push(performance.now() - t0);
    }
    const ids = (a) => a.items.map((e) => e.id).join();
    if (answers.before.total !== answers.after.total || ids(answers.before) !== ids(answers.after))
      throw new Error(`the two layouts answered ${params} differently`);
    total = answers.after.total;
  }
  return { samples, total };
}

const CHROMIUM = process.env.AINIZE_CHROMIUM ?? '/usr/bin/chromium';

/** The console's pages measured in the browser: the catalog's first page, a deep page, and a filtered one. */
function consolePages(count) {
  const lastPage = Math.ceil(count / 50);
  return [
    ['console: first page', '/?size=50'],
    [
      `console: page ${lastPage.toLocaleString('en')} of ${lastPage.toLocaleString('en')}`,
      `/?size=50&page=${lastPage}`,
    ],
    ['console: trusted, price 10 to 20', '/?size=50&trust=trusted&min_price=10&max_price=20'],
  ];
}

/**
 * Each console page loaded `repeats` times in Debian's chromium, timed from the start of the load to the first entries
 * on screen (the page's own `console:catalog-shown` mark): what a person waits for. Skipped, and said so, without
 * chromium.
 */
async function measureConsole(url, count, repeats, ctx) {
  if (!existsSync(CHROMIUM)) {
    ctx.log(`SKIPPED: the console in a browser (${CHROMIUM} is missing)`);
    return [];
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const [label, path] of consolePages(count)) {
      ctx.log(`${repeats} × ${label}, in chromium`);
      const samples = [];
      for (let i = -2; i < repeats; i++) {
        await page.goto(`${url}${path}`);
        await page.waitForFunction(() => performance.getEntriesByName('console:catalog-shown').length > 0);
        const shown = await page.evaluate(() => performance.getEntriesByName('console:catalog-shown')[0].startTime);
        if (i >= 0) samples.push(shown);
      }
      const f = (ms) => ms.toFixed(0);
      rows.push([label, f(median(samples)), f(percentile(samples, 95))]);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export async function run(ctx) {
  const count = ctx.quick ? 10_000 : 100_000;
  const repeats = ctx.quick ? 30 : 200;
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-catalog-http-'));
  const nodes = {};
  try {
    ctx.log(`GENERATED DATA: ${count.toLocaleString('en')} made-up catalog entries (unsigned records)`);
    const records = generateRecords(count);
    ctx.log('deriving and writing them into the catalog tables of two nodes (index layout before and after)');
    const before = await filledNode(dir, records, 'before');
    const after = await filledNode(dir, records, 'after');
    nodes.before = before.node;
    nodes.after = after.node;

    const unverified = (await getCatalog(nodes.after.url, 'trust=unverified&limit=1')).total;
    const all = (await getCatalog(nodes.after.url, 'limit=1')).total;
    if (all !== count) throw new Error(`the node lists ${all} entries, not ${count}: was its catalog rebuilt?`);
    const rows = [];
    for (const [label, query] of queries(count, Math.max(0, unverified - 50))) {
      ctx.log(`${repeats} × ${label}, alternating between the two nodes`);
      const m = await measure(nodes, query, repeats);
      const f = (ms) => ms.toFixed(ms < 10 ? 2 : 1);
      const p50 = { before: median(m.samples.before), after: median(m.samples.after) };
      rows.push([
        label,
        m.total.toLocaleString('en'),
        f(p50.before),
        f(percentile(m.samples.before, 95)),
        f(p50.after),
        f(percentile(m.samples.after, 95)),
        `${(p50.before / p50.after).toFixed(1)}×`,
      ]);
    }
    const consoleRows = await measureConsole(nodes.after.url, count, ctx.quick ? 5 : 20, ctx);
    const consoleTable = {
      caption: `The console in chromium against the same node (today's layout): from the start of a page's load to the first entries on screen, ${ctx.quick ? 5 : 20} loads each (ms)`,
      columns: ['page', 'p50', 'p95'],
      rows: consoleRows,
    };
    return {
      tables: [
        {
          caption: `GET /api/catalog over HTTP on loopback, ${count.toLocaleString('en')} generated entries, 50 a page, ${repeats} requests per row and layout (ms)`,
          columns: [
            'request',
            'total matched',
            'p50 before',
            'p95 before',
            'p50 after',
            'p95 after',
            'p50 before / after',
          ],
          rows,
        },
        ...(consoleRows.length > 0 ? [consoleTable] : []),
      ],
      notes: [
        `The data is generated: ${count.toLocaleString('en')} made-up anchors and the attestations of two verifier keys the nodes trust (a quarter trusted, a tenth partial, a twentieth failed, the rest unverified; prices 0.0 to 49.9), unsigned. They are derived with deriveCatalog under each node's own rules and written straight into the catalog tables through the catalog's repository (catalogRepo.fill, one transaction: ${(before.writeMs / 1000).toFixed(1)} s with the indexes before, ${(after.writeMs / 1000).toFixed(1)} s with the wider ones after, written one after the other), not through the ledger, which stays empty: signing ${count.toLocaleString('en')} records would take minutes, and search reads only these tables. Both nodes are then restarted on their stores, as after a rebuild (ANALYZE run).`,
        '"Before" is the index layout of catalog-002: sort indexes on the sort columns only, so a walk reads each table row to test status (and the new trust and price columns); no trust index. "After" is catalog-003: the sort indexes also hold status, trust and price, and a trust index covers counting. The code is today\'s for both. For the first three rows it picks the plan the code before this change picked (the deep page now names the sort index the planner chose by itself), so their before column is the old behaviour; the filters did not exist before, and their before column is the new filter on the old indexes.',
        'Both nodes run in this process; each request is timed from fetch to parsed JSON and includes the model and schema facets every answer carries. The two nodes are asked in turn, so both columns share the same load; every pair of answers was checked to be the same entries and total.',
        `Load average at the end of the section: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores (load above the core count is other work sharing the machine, which the p95 columns show most).`,
      ],
    };
  } finally {
    await nodes.before?.close().catch(() => undefined);
    await nodes.after?.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
