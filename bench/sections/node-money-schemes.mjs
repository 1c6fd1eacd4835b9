// What a purchase costs in each scheme, side by side in one run: the node's buy route (quote, sign, pay, settle,
// download, check) paying local credit and paying `exact` (EIP-3009 through @x402/evm, settled on a real anvil by
// the seller with its own gas key). Both nodes are HTTP servers in this process; the chain is its own process.
// Latency of one buy at a time, settled purchases per second with several buys in flight, and the gas the seller
// pays per `exact` purchase, read from the chain's receipts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashCanonical } from '@ainize/core';
import { median, percentile } from '../timing.mjs';

const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { keySigner } = await import(`${dist}/ledger/index.js`);
const { TOKEN, setNativeBalance, startLocalChain } = await import(`${dist}/chain/index.js`);
const { readClient } = await import(`${dist}/chain/clients.js`);
const { generatePrivateKey } = await import('../../packages/core/dist/index.js');

export const title = 'Node: buying in local credit and in exact on anvil, side by side';

const PASSWORD = 'bench-operator-password-5c7e';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function post(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** A listed knowledge of `seller`: an anchor over a real body in its blob store, passed by both trusted verifiers. */
function sell(node, me, verifiers, id) {
  const bytes = new Uint8Array(randomBytes(2048));
  const sha = node.blobs.put(bytes);
  const benchmark = { schema: 'bench-fact', queries: 1, samples: [{ prompt: `What is ${id}?`, expect: id }] };
  node.ledger.appendRecord(
    'anchor',
    {
      id,
      name: `Bench ${id}`,
      description: `A knowledge for the money bench (${id}).`,
      author: me.address,
      model: { id_M: 'memory-bench-v1', row_dim: 64 },
      patch_sha256: sha,
      size_bytes: bytes.length,
      rows: 10,
      benchmark,
      benchmark_hash: hashCanonical(benchmark),
      price: '1',
      currency: 'CREDIT',
      parents: [],
      topic_path: 'bench/money',
      created_at: new Date().toISOString(),
      visibility: 'public',
      contributors: [],
      origin: 'teach',
    },
    me,
  );
  for (const v of verifiers) {
    node.ledger.appendRecord(
      'attest',
      {
        patch_id: id,
        verifier: v.address,
        passed: true,
        verified_on: 'memory:memory-bench-v1',
        score: { free_generation: '1/1', pre_apply: '0/1' },
        executor: { instance: `bench-${v.address.slice(2, 8)}` },
        created_at: new Date().toISOString(),
      },
      v,
    );
  }
}

export async function run({ quick, log }) {
  const sequential = quick ? 8 : 30;
  const parallel = quick ? 8 : 40;
  const inFlight = 4;
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-schemes-'));
  const chain = await startLocalChain({ host: '127.0.0.1', port: await freePort() });
  const nodes = [];
  try {
    const verifiers = [keySigner(generatePrivateKey()), keySigner(generatePrivateKey())];
    const homes = ['seller', 'buyer'].map((name) => initHome({ home: path.join(dir, name), name, port: 0 }));
    const env = {
      AINIZE_LOG_LEVEL: 'silent',
      AINIZE_MODEL_ROWS: String(2 ** 14),
      AINIZE_ROLES: 'seller,serving',
      AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
      AINIZE_GOSSIP_INTERVAL_MS: '3600000',
      AINIZE_CREDIT_MEMBERS: homes.map((h) => h.config.identity.address).join(','),
      AINIZE_INITIAL_CREDIT: '100000',
      AINIZE_EXACT_NETWORK: chain.network,
      AINIZE_EXACT_RPC_URL: chain.rpcUrl,
      AINIZE_EXACT_ASSET: chain.token,
      AINIZE_EXACT_NAME: TOKEN.name,
      AINIZE_EXACT_VERSION: TOKEN.version,
      AINIZE_EXACT_SYMBOL: TOKEN.symbol,
    };
    for (const h of homes) await setNativeBalance(chain.rpcUrl, h.config.identity.address, 10n ** 20n);
    const seller = await startNode(homes[0].paths.home, env);
    nodes.push(seller);
    const buyer = await startNode(homes[1].paths.home, env);
    nodes.push(buyer);
    await chain.mint(buyer.config.identity.address, 1_000_000n * 10n ** 6n);
    const me = keySigner(seller.config.identity.privateKey);
    const per = sequential + parallel + 1;
    log(`seeding ${2 * per} knowledges on the seller`);
    for (const scheme of ['credit', 'exact'])
      for (let i = 0; i < per; i++) sell(seller, me, verifiers, `${scheme}-${i}`);
    // The seller judges credit by its own ledger: it needs the buyer's grant (its node record), and back.
    buyer.peers.add(seller.url);
    seller.peers.add(buyer.url);
    await buyer.peers.syncNow();
    await seller.peers.syncNow();
    const setup = await post(`${buyer.url}/api/auth/setup`, { password: PASSWORD });
    const token = setup.body.token ?? (await post(`${buyer.url}/api/auth/login`, { password: PASSWORD })).body.token;

    const buy = async (scheme, id) => {
      const res = await post(`${buyer.url}/api/patches/${id}/buy`, { scheme }, token);
      if (res.status !== 200 || !res.body.purchase?.body_present)
        throw new Error(`buy ${id} in ${scheme}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      return res.body.purchase;
    };
    const schemes = [
      { name: 'local-credit', prefix: 'credit' },
      { name: 'exact', prefix: 'exact' },
    ];
    // Warm-up: one purchase each, not counted.
    for (const s of schemes) await buy(s.name, `${s.prefix}-${per - 1}`);

    log(`${sequential} buys per scheme, one at a time, the two schemes alternating`);
    const latency = { 'local-credit': [], exact: [] };
    const exactTx = [];
    for (let i = 0; i < sequential; i++) {
      for (const s of schemes) {
        const t0 = performance.now();
        const purchase = await buy(s.name, `${s.prefix}-${i}`);
        latency[s.name].push(performance.now() - t0);
        if (s.name === 'exact') exactTx.push(purchase.tx_hash);
      }
    }

    log(`${parallel} buys per scheme, ${inFlight} in flight`);
    const rate = {};
    for (const s of schemes) {
      const ids = Array.from({ length: parallel }, (_, i) => `${s.prefix}-${sequential + i}`);
      const t0 = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next < ids.length) {
            const purchase = await buy(s.name, ids[next++]);
            if (s.name === 'exact') exactTx.push(purchase.tx_hash);
          }
        }),
      );
      rate[s.name] = parallel / ((performance.now() - t0) / 1000);
    }

    const reader = readClient(chain.rpcUrl);
    const gas = [];
    for (const hash of exactTx) gas.push(Number((await reader.getTransactionReceipt({ hash })).gasUsed));
    const transfers = new Set(exactTx).size;
    const ms = (v) => v.toFixed(1);
    const ratio = median(latency.exact) / median(latency['local-credit']);
    return {
      tables: [
        {
          caption: `Buy route, one at a time (${sequential} each, alternating; quote → sign → pay → settle → download → sha256)`,
          columns: ['scheme', 'p50 ms', 'p95 ms', 'vs local credit'],
          rows: [
            ['local-credit', ms(median(latency['local-credit'])), ms(percentile(latency['local-credit'], 95)), '1.00×'],
            ['exact (anvil)', ms(median(latency.exact)), ms(percentile(latency.exact, 95)), `${ratio.toFixed(2)}×`],
          ],
        },
        {
          caption: `Settled purchases per second, ${inFlight} buys in flight (${parallel} each, each a different knowledge)`,
          columns: ['scheme', 'purchases/s'],
          rows: [
            ['local-credit', rate['local-credit'].toFixed(1)],
            ['exact (anvil)', rate.exact.toFixed(1)],
          ],
        },
        {
          caption: `Gas per exact purchase (transferWithAuthorization, ${gas.length} receipts, paid by the seller)`,
          columns: ['median gas', 'min', 'max', 'distinct transactions'],
          rows: [[median(gas), Math.min(...gas), Math.max(...gas), transfers]],
        },
      ],
      notes: [
        'Both nodes run in the bench process; anvil mines every transaction on arrival, so `exact` here is the cost of ' +
          'verification (an eth_call simulation), signing and sending one transaction and reading its receipt — a public ' +
          'chain adds its block time on top.',
        'Each purchase counts only when the buy answered 200 with the body stored on the buyer after its sha256 matched the anchor.',
      ],
    };
  } finally {
    for (const node of nodes.reverse()) await node.close().catch(() => undefined);
    await chain.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
