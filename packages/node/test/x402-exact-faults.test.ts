import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PurchaseList } from '@ainize/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, authorizationState, findAuthorizationUse } from '../src/chain/index.js';
import { anvilClient } from '../src/chain/clients.js';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import { keySigner } from '../src/ledger/record.js';
import { buildPackages, root, until } from './cluster-fixtures.js';
import { atdBalance, exactEnv, freePort, giveGas, sellOn, testChain, transfersTo } from './exact-fixtures.js';
import { person } from './ledger-fixtures.js';
import { setOperatorPassword } from './serving-fixtures.js';
import { openHomeDatabase, databaseEnv } from './store-fixtures.js';

/**
 * kill -9 of the node that settles an `exact` payment, at the three points that matter: before its transaction is
 * sent, after it is sent (not yet mined), and after it is mined. The seller is its own process, talking to a real
 * anvil through a JSON-RPC relay the test controls — a recording layer that holds a chosen call, never a stand-in for
 * the chain. After each kill, the buyer's node — and `reconcile_purchase`, asked through the built ainize-mcp over
 * stdio — must name what the chain says: never paid (the authorization cancelled), or settled with the transaction;
 * and the restarted seller must finish what the chain settled.
 */

const verifiers = [person(), person()];
const BUYER_PASSWORD = 'buyer-operator-password';
let dir: string;
let chain: LocalChain;
let relay: Relay;
let sellerHome: string;
let sellerPort: number;
let seller: ChildProcess | undefined;
let buyer: RunningNode;
let token: string;
let sellerAddress: string;

/** A JSON-RPC relay to anvil that can swallow a method's request, or forward it and swallow the answer. */
interface Relay {
  url: string;
  seen: string[];
  hold: { request?: string; response?: string };
  close(): Promise<void>;
}

async function startRelay(upstream: string): Promise<Relay> {
  const relay: Relay = { url: '', seen: [], hold: {}, close: async () => undefined };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const method = (JSON.parse(body) as { method?: string }).method ?? '';
      relay.seen.push(method);
      if (relay.hold.request === method) return; // never forwarded, never answered
      void fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        async (answer) => {
          const text = await answer.text();
          if (relay.hold.response === method) return; // the chain has it; the caller never hears
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
        },
        () => res.destroy(),
      );
    });
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  relay.url = `http://127.0.0.1:${port}`;
  relay.close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return relay;
}

const sellerEnv = () => ({
  ...process.env,
  AINIZE_LOG_LEVEL: 'warn',
  AINIZE_MODEL_ROWS: String(2 ** 14),
  AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
  AINIZE_ROLES: 'seller,serving',
  ...exactEnv(chain, relay.url),
});

/** The seller as its own process, as `ainize start` runs it; resolves once it listens. */
function startSeller(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'packages/node/dist/cli/main.js'), 'start', '--home', sellerHome], {
    env: sellerEnv(),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (err.includes('listening at')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the seller exited (${code}) before listening: ${err}`)));
  });
}

async function killSeller(): Promise<void> {
  const child = seller;
  seller = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGKILL');
  await exited;
}

async function buy(id: string) {
  const res = await fetch(`${buyer.url}/api/patches/${id}/buy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ scheme: 'exact' }),
  });
  return { status: res.status, body: (await res.json()) as { error?: string } };
}

async function purchases(): Promise<PurchaseList> {
  const res = await fetch(`${buyer.url}/api/me/purchases`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as PurchaseList;
}

/** The buyer's journal row for `id` once the buyer's node has settled the question, one way or the other. */
const resolved = (id: string) =>
  until(
    `the buyer to resolve ${id}`,
    async () => {
      const list = await purchases();
      if (list.unresolved?.some((u) => u.patch_id === id)) return undefined;
      return { paid: list.items.find((p) => p.patch_id === id) ?? null };
    },
    45_000,
  );

/** The unresolved payment's authorization nonce, from the buyer's own journal. */
const nonceOf = (id: string) =>
  buyer.store.db.prepare('SELECT nonce FROM purchases WHERE patch_id = ?').pluck().get(id) as string;

const buyerAddress = () => buyer.config.identity.address;

/**
 * What `reconcile_purchase` says of `id`: the built ainize-mcp as its own process over stdio, with an MCP SDK client,
 * speaking to the buyer node as its operator — the answer an agent would get.
 */
async function reconcileOverMcp(id: string): Promise<{ state: string; purchase: { tx_hash?: string } | null }> {
  const client = new Client({ name: 'exact-faults', version: '0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [join(root, 'packages/mcp/dist/bin.js')],
      env: { PATH: process.env.PATH ?? '', AINIZE_NODE_URL: buyer.url, AINIZE_OPERATOR_PASSWORD: BUYER_PASSWORD },
      stderr: 'ignore',
    }),
  );
  try {
    const result = await client.callTool({ name: 'reconcile_purchase', arguments: { id } });
    const text = (result.content as { text?: string }[]).map((c) => c.text ?? '').join('');
    return JSON.parse(text) as { state: string; purchase: { tx_hash?: string } | null };
  } finally {
    await client.close();
  }
}

/** Waits until the (restarted) seller has written the sale of `id` with the chain transaction `tx`. */
const sellerRecorded = (id: string, tx: string) =>
  until(`the seller’s settle record of ${id}`, async () => {
    const res = await fetch(`http://127.0.0.1:${sellerPort}/api/patches/${id}/records`);
    const records = (await res.json()) as { items: { kind: string; body: { tx_hash?: string } }[] };
    return records.items.some((r) => r.kind === 'settle' && r.body.tx_hash === tx) ? true : undefined;
  });

beforeAll(async () => {
  buildPackages('packages/node', 'packages/mcp');
  dir = mkdtempSync(join(tmpdir(), 'ainize-exact-faults-'));
  chain = await testChain();
  relay = await startRelay(chain.rpcUrl);
  sellerPort = await freePort();
  sellerHome = join(dir, 'seller');
  const sellerInit = initHome({ home: sellerHome, name: 'faulty-seller', port: sellerPort });
  sellerAddress = sellerInit.config.identity.address;
  initHome({ home: join(dir, 'buyer'), name: 'buyer', port: 0 });
  await giveGas(chain, sellerAddress);

  // The seller's catalog is written in-process, then the seller runs as its own process on the same home.
  const seeding = await startNode(sellerHome, { ...databaseEnv(), ...sellerEnv(), AINIZE_LOG_LEVEL: 'silent' });
  const me = keySigner(seeding.config.identity.privateKey);
  for (const id of ['before-send', 'after-send', 'after-mined']) sellOn(seeding, me, verifiers, id, '2');
  await seeding.close();
  seller = await startSeller();

  buyer = await startNode(join(dir, 'buyer'), {
    ...databaseEnv(),
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_MODEL_ROWS: String(2 ** 14),
    AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
    AINIZE_ROLES: 'seller,serving',
    AINIZE_GOSSIP_INTERVAL_MS: '300',
    AINIZE_PEERS: `http://127.0.0.1:${sellerPort}`,
    ...exactEnv(chain),
  });
  await giveGas(chain, buyerAddress());
  await chain.mint(buyerAddress(), 100_000_000n);
  token = await setOperatorPassword(buyer.url, BUYER_PASSWORD);
  await until('the seller’s catalog on the buyer', async () =>
    buyer.catalog.getEntry('after-mined')?.sellable ? true : undefined,
  );
}, 180_000);

afterAll(async () => {
  await killSeller();
  await buyer?.close();
  await relay?.close();
  await chain?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('kill -9 of the settling seller', () => {
  it('before its transaction is sent: the chain shows nothing, and the buyer ends it as never paid', async () => {
    relay.hold = { request: 'eth_sendRawTransaction' };
    const before = relay.seen.length;
    const answer = buy('before-send');
    await until('the seller to send its transaction', async () =>
      relay.seen.slice(before).includes('eth_sendRawTransaction') ? true : undefined,
    );
    await killSeller();
    const refused = await answer;
    expect([refused.status, refused.body.error]).toEqual([502, expect.stringMatching(/^payment_unknown: /)]);
    const nonce = nonceOf('before-send');
    expect(await findAuthorizationUse(chain.rpcUrl, chain.token as Address, buyerAddress(), nonce)).toBeNull();

    // The buyer cancels its own unused authorization on chain: "never paid" becomes a fact, not a guess.
    expect(await resolved('before-send')).toEqual({ paid: null });
    expect(await reconcileOverMcp('before-send')).toMatchObject({ state: 'never_paid', purchase: null });
    expect(await authorizationState(chain.rpcUrl, chain.token as Address, buyerAddress(), nonce)).toBe(true);
    expect(await findAuthorizationUse(chain.rpcUrl, chain.token as Address, buyerAddress(), nonce)).toBeNull();

    // The restarted seller finds its journalled payment unsent and marks it failed; nothing moves, ever.
    relay.hold = {};
    seller = await startSeller();
    const journal = openHomeDatabase(sellerHome, { ...process.env, ...sellerEnv() });
    try {
      const state = () =>
        journal.db.prepare('SELECT state FROM x402_chain_settlements WHERE patch_id = ?').pluck().get('before-send');
      await until('the seller to give up the unsent payment', async () => (state() === 'failed' ? true : undefined));
    } finally {
      journal.close();
    }
    expect((await transfersTo(chain, sellerAddress)).filter((t) => t.value === 2_000_000n)).toEqual([]);
  }, 90_000);

  it('after it is sent, not yet mined: unresolved until the chain mines it, then settled with that transaction', async () => {
    const anvil = anvilClient(chain.rpcUrl);
    await anvil.setAutomine(false);
    try {
      const sentBefore = relay.seen.filter((m) => m === 'eth_sendRawTransaction').length;
      const answer = buy('after-send');
      await until('the transaction to reach the chain', async () => {
        const sent = relay.seen.filter((m) => m === 'eth_sendRawTransaction').length > sentBefore;
        const pool = sent ? ((await anvil.getTxpoolContent()).pending as Record<string, unknown>) : {};
        return Object.keys(pool).length > 0 ? true : undefined;
      });
      await killSeller();
      expect((await answer).status).toBe(502);
      const list = await purchases();
      expect(list.unresolved?.map((u) => u.patch_id)).toEqual(['after-send']);
      await anvil.mine({ blocks: 1 });
    } finally {
      await anvil.setAutomine(true);
    }
    const nonce = nonceOf('after-send');
    const use = await until('the transfer on chain', () =>
      findAuthorizationUse(chain.rpcUrl, chain.token as Address, buyerAddress(), nonce).then((u) => u ?? undefined),
    );
    const { paid } = await resolved('after-send');
    expect(paid).toMatchObject({ scheme: 'exact', tx_hash: use.txHash, body_present: false });
    expect(await reconcileOverMcp('after-send')).toMatchObject({
      state: 'settled_no_body',
      purchase: { tx_hash: use.txHash },
    });

    // The restarted seller finishes the sale from the chain; buying again fetches the body and pays nothing.
    seller = await startSeller();
    await sellerRecorded('after-send', use.txHash);
    const balance = await atdBalance(chain, buyerAddress());
    const recovered = await buy('after-send');
    expect(recovered).toMatchObject({ status: 200, body: { purchase: { body_present: true, tx_hash: use.txHash } } });
    expect(await atdBalance(chain, buyerAddress())).toBe(balance);
  }, 90_000);

  it('after it is mined: the buyer reads the transaction from the chain, and the seller records it on restart', async () => {
    relay.hold = { response: 'eth_sendRawTransaction' };
    const before = await atdBalance(chain, sellerAddress);
    const answer = buy('after-mined');
    const nonce = await until('the buyer to journal the payment', async () => {
      const n = buyer.store.db.prepare("SELECT nonce FROM purchases WHERE patch_id = 'after-mined'").pluck().get();
      return typeof n === 'string' ? n : undefined;
    });
    const use = await until('the transfer to be mined', () =>
      findAuthorizationUse(chain.rpcUrl, chain.token as Address, buyerAddress(), nonce).then((u) => u ?? undefined),
    );
    await killSeller();
    expect((await answer).status).toBe(502);
    expect((await atdBalance(chain, sellerAddress)) - before).toBe(2_000_000n);

    const { paid } = await resolved('after-mined');
    expect(paid).toMatchObject({ scheme: 'exact', tx_hash: use.txHash });
    expect(await reconcileOverMcp('after-mined')).toMatchObject({
      state: 'settled_no_body',
      purchase: { tx_hash: use.txHash },
    });
    relay.hold = {};
    seller = await startSeller();
    await sellerRecorded('after-mined', use.txHash);
    // One transfer for this payment, whatever was retried or restarted.
    const fromBuyer = (await transfersTo(chain, sellerAddress)).filter(
      (t) => t.from.toLowerCase() === buyerAddress().toLowerCase(),
    );
    expect(fromBuyer).toHaveLength(2);
  }, 90_000);
});
