// What buying costs in time through the built ainize-mcp over stdio, on the local ledger: a seller node and a buyer
// node (separate HTTP servers in this process, peered both ways), and the MCP server as its own process in front of
// the buyer. Latency of quote (dry run and binding) and of buy up to its receipt; settled purchases per second
// through MCP and through the node's buy route alone, each purchase a different knowledge (a node buys one once).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { median, percentile } from '../timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { ownPublishDeps, publishTaughtKnowledge } = await import(`${dist}/seed/publish.js`);
const { keySigner } = await import(`${dist}/ledger/index.js`);
const { generatePrivateKey } = await import('../../packages/core/dist/index.js');

const AINIZE_BIN = path.join(root, 'packages/mcp/dist/bin.js');

export const title = 'MCP: quote and buy over stdio, and settled purchases per second (local ledger)';

const PASSWORD = 'bench-operator-password-0b51';

async function json(url, init = {}) {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.json() };
}

const post = (url, body, token) =>
  json(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function until(ask, ok, what, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await ask();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function twoNodes(dir, verifiers) {
  const env = {
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_MODEL_ROWS: '16384',
    AINIZE_VERIFIER_AUTO: 'false',
    AINIZE_GOSSIP_INTERVAL_MS: '100',
    AINIZE_INITIAL_CREDIT: '100000',
    AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
  };
  const names = ['bench-seller', 'bench-buyer'];
  const homes = names.map((name) => initHome({ home: path.join(dir, name), name, port: 0 }));
  // One credit network: both nodes grant both their initial credit, so the seller counts the buyer's payments.
  env.AINIZE_CREDIT_MEMBERS = homes.map((h) => h.config.identity.address).join(',');
  const nodes = [];
  for (const name of names) {
    const home = path.join(dir, name);
    const node = await startNode(home, env);
    const setup = await post(`${node.url}/api/auth/setup`, { password: PASSWORD });
    nodes.push({ node, token: setup.body.token });
  }
  const [seller, buyer] = nodes;
  await post(`${buyer.node.url}/api/peers`, { url: seller.node.url }, buyer.token);
  await post(`${seller.node.url}/api/peers`, { url: buyer.node.url }, seller.token);
  return { seller, buyer };
}

async function connectMcp(env) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [AINIZE_BIN],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'bench-money', version: '0' });
  await client.connect(transport);
  await client.listTools();
  const call = async (name, args) => {
    const result = await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 });
    const text = result.content.map((c) => c.text ?? '').join('');
    if (result.isError) throw new Error(`${name} failed: ${text}`);
    return JSON.parse(text);
  };
  return { client, call };
}

function row(what, samples, unit = 'ms') {
  return [
    what,
    samples.length,
    `${median(samples).toFixed(1)} ${unit}`,
    `${percentile(samples, 95).toFixed(1)} ${unit}`,
  ];
}

export async function run({ quick, log }) {
  const perPath = quick ? 5 : 20;
  const quoteRepeats = quick ? 10 : 40;
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-money-'));
  const verifiers = [0, 1].map(() => keySigner(generatePrivateKey()));
  const { seller, buyer } = await twoNodes(dir, verifiers);
  let mcp;
  try {
    const deps = ownPublishDeps(seller.node, 'bench-seller');
    const ids = [];
    const seeded = performance.now();
    for (let i = 0; i < perPath * 2 + 1; i++) {
      const id = `bench-money-${i}`;
      await publishTaughtKnowledge(
        deps,
        {
          id,
          name: `Bench ${i}`,
          description: 'bench',
          topic_path: 'bench/money',
          schema: `bench-${i}`,
          price: '1',
          license: 'CC0-1.0',
        },
        [{ prompt: `What is the bench code word number ${i}?`, answer: `codeword-${i}-x` }],
      );
      for (const v of verifiers) {
        seller.node.ledger.appendRecord(
          'attest',
          {
            patch_id: id,
            verifier: v.address,
            passed: true,
            verified_on: 'memory:bench',
            score: { free_generation: '1/1', pre_apply: '0/1' },
            created_at: new Date().toISOString(),
          },
          v,
        );
      }
      ids.push(id);
    }
    const last = ids[ids.length - 1];
    await until(
      () => json(`${buyer.node.url}/api/patches/${last}`),
      (r) => r.status === 200 && r.body.status === 'LISTED',
      'the knowledges LISTED on the buyer',
    );
    log(`seeded ${ids.length} knowledges in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const stateDir = path.join(dir, 'mcp-state');
    mcp = await connectMcp({
      AINIZE_NODE_URL: buyer.node.url,
      AINIZE_OPERATOR_PASSWORD: PASSWORD,
      AINIZE_MCP_SESSION_BUDGET: '100000',
      AINIZE_MCP_STATE_DIR: stateDir,
    });

    // Quotes: the same knowledge again and again (a quote changes nothing but a nonce at the seller).
    const probe = ids[ids.length - 1];
    const dryQuote = [];
    const bindingQuote = [];
    await mcp.call('quote', { id: probe, dry_run: true });
    for (let i = 0; i < quoteRepeats; i++) {
      let t0 = performance.now();
      await mcp.call('quote', { id: probe, dry_run: true });
      dryQuote.push(performance.now() - t0);
      t0 = performance.now();
      await mcp.call('quote', { id: probe });
      bindingQuote.push(performance.now() - t0);
    }

    // Buys through MCP: quote → buy → job_status until the receipt, one knowledge after another.
    const buyHandle = [];
    const buyReceipt = [];
    const mcpStarted = performance.now();
    for (const id of ids.slice(0, perPath)) {
      const q = await mcp.call('quote', { id });
      const t0 = performance.now();
      const started = await mcp.call('buy', { quote_id: q.quote_id, confirm_total: q.total_requested, confirm: true });
      buyHandle.push(performance.now() - t0);
      let status = started;
      while (status.state === 'queued' || status.state === 'running') {
        status = await mcp.call('job_status', { job_id: started.job_id, wait_ms: 30_000 });
      }
      if (status.state !== 'done' || status.result?.body_present !== true) {
        throw new Error(
          `the purchase of ${id} ended ${status.state}: ${JSON.stringify(status.error ?? status.result)}`,
        );
      }
      buyReceipt.push(performance.now() - t0);
    }
    const mcpSeconds = (performance.now() - mcpStarted) / 1000;

    // The node's buy route alone, same work per purchase, no MCP and no quote.
    const direct = [];
    const directStarted = performance.now();
    for (const id of ids.slice(perPath, perPath * 2)) {
      const t0 = performance.now();
      const bought = await post(`${buyer.node.url}/api/patches/${id}/buy`, { expect_amount: '1' }, buyer.token);
      if (bought.status !== 200) throw new Error(`the node refused ${id}: ${JSON.stringify(bought.body)}`);
      direct.push(performance.now() - t0);
    }
    const directSeconds = (performance.now() - directStarted) / 1000;

    return {
      tables: [
        {
          caption: 'Latency of the money tools, as an MCP client over stdio sees it',
          columns: ['call', 'calls', 'median', 'p95'],
          rows: [
            row('quote, dry run (catalogue only)', dryQuote),
            row('quote, binding (asks the seller’s x402 gateway)', bindingQuote),
            row('buy, until the job handle', buyHandle),
            row('buy, until the receipt (pay, download, check, record)', buyReceipt),
            row('node buy route alone (POST /api/patches/:id/buy)', direct),
          ],
        },
        {
          caption: 'Settled purchases per second, one after another, each a different knowledge',
          columns: ['path', 'purchases', 'seconds', 'per second'],
          rows: [
            [
              'quote → buy → receipt through ainize-mcp',
              perPath,
              mcpSeconds.toFixed(2),
              (perPath / mcpSeconds).toFixed(1),
            ],
            ['node buy route alone', perPath, directSeconds.toFixed(2), (perPath / directSeconds).toFixed(1)],
          ],
        },
      ],
      notes: [
        'Two embedded nodes in the bench process (seller and buyer, each its own HTTP server and SQLite ledger, peered), ' +
          'and ainize-mcp as a separate process with a state directory, so every buy fsyncs its journal lines.',
        'Each knowledge is a one-fact body; the download and its sha256 check are part of every purchase. The buy ' +
          'through MCP includes a binding quote before it (a second 402 from the seller), the live price check and ' +
          'the job polling; the node route alone is one HTTP call.',
      ],
    };
  } finally {
    await mcp?.client.close().catch(() => undefined);
    await Promise.allSettled([seller.node.close(), buyer.node.close()]);
    rmSync(dir, { recursive: true, force: true });
  }
}
