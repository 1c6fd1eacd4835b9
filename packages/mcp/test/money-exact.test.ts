import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, findAuthorizationUse } from '../../node/src/chain/index.js';
import { atdBalance, exactEnv, giveGas, testChain, transfersTo } from '../../node/test/exact-fixtures.js';
import { BUYER_PASSWORD, startMoneyCluster, type MoneyCluster } from './money-cluster.js';
import { callTool, inProcessSession, type InProcessSession } from './node-fixture.js';
import type { Json } from './stdio-harness.js';

/**
 * The MCP money tier paying `exact`: two real nodes configured for a real anvil chain with our EIP-3009 token, and
 * this server in front of the buyer. A budget in credit never spends a stablecoin; one named in ATD does, and the
 * receipt carries the chain transaction. When the seller's answer is lost on the wire, reconcile_purchase names
 * what the chain says, and the journal holds the payment once.
 */

let chain: LocalChain;
let cluster: MoneyCluster;
const seen: string[] = [];

const paidRequest = (id: string) => (r: { method: string; path: string; headers: Record<string, unknown> }) =>
  r.method === 'GET' && r.path === `/x402/patch/${id}` && r.headers['payment-signature'] !== undefined;

beforeAll(async () => {
  chain = await testChain();
  cluster = await startMoneyCluster({ cutSellerHop: true, env: exactEnv(chain) });
  for (const n of [cluster.seller, cluster.buyer]) await giveGas(chain, n.node.config.identity.address);
  await chain.mint(cluster.buyer.node.config.identity.address, 50_000_000n);
  await cluster.sell({ id: 'tide-tables', name: 'Tide tables', description: 'Tides.', price: '4' }, [
    { prompt: 'When is high tide at Orrin harbour?', answer: 'Dawn' },
  ]);
  await cluster.sell({ id: 'tide-lost', name: 'Lost tides', description: 'Tides again.', price: '1' }, [
    { prompt: 'When is low tide at Orrin harbour?', answer: 'Noon' },
  ]);
}, 180_000);

afterAll(async () => {
  await cluster?.close();
  await chain?.stop();
});

function session(budget: string): Promise<InProcessSession> {
  return inProcessSession(
    cluster.buyer.node.url,
    { AINIZE_OPERATOR_PASSWORD: BUYER_PASSWORD, AINIZE_MCP_SESSION_BUDGET: budget },
    { name: 'money-exact' },
  );
}

const call = (mcp: Client, name: string, args: Record<string, unknown>) => callTool(mcp, name, args, seen);

async function finish(mcp: Client, jobId: string): Promise<Json> {
  for (let i = 0; i < 30; i++) {
    const status = await call(mcp, 'job_status', { job_id: jobId, wait_ms: 10_000 });
    if (!['queued', 'running'].includes(status.json.state)) return status.json;
  }
  throw new Error(`job ${jobId} did not finish`);
}

const seller = () => cluster.seller.node.config.identity.address;
const buyerAddress = () => cluster.buyer.node.config.identity.address;

describe('buying in exact through MCP', () => {
  it('never spends ATD under a bare budget, and buys within a budget named in ATD, receipt naming the chain tx', async () => {
    const bare = await session('10');
    try {
      const q = (await call(bare.client, 'quote', { id: 'tide-tables', scheme: 'exact' })).json;
      expect(q).toMatchObject({ scheme: 'exact', currency: 'ATD', total_requested: '4', binding: true });
      const refused = await call(bare.client, 'buy', { quote_id: q.quote_id, confirm_total: '4', confirm: true });
      expect(refused.json).toMatchObject({ code: 'budget_exceeded', details: { currency: 'ATD' } });
    } finally {
      await bare.close();
    }

    const before = await atdBalance(chain, seller());
    const named = await session('10 CREDIT, 5 ATD');
    try {
      const q = (await call(named.client, 'quote', { id: 'tide-tables', scheme: 'exact' })).json;
      const started = (await call(named.client, 'buy', { quote_id: q.quote_id, confirm_total: '4', confirm: true }))
        .json;
      const done = await finish(named.client, started.job_id);
      expect(done.state).toBe('done');
      const receipt = done.result;
      expect(receipt).toMatchObject({ scheme: 'exact', currency: 'ATD', amount: '4', body_present: true });
      expect(receipt.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
      const onChain = (await transfersTo(chain, seller())).filter(
        (t) => t.from.toLowerCase() === buyerAddress().toLowerCase(),
      );
      expect(onChain).toEqual([{ from: buyerAddress(), value: 4_000_000n }]);
      expect((await atdBalance(chain, seller())) - before).toBe(4_000_000n);
      const status = (await call(named.client, 'node_status', {})).json;
      expect(status.budget.by_currency.ATD).toMatchObject({ cap: '5', spent: '4', remaining: '1' });
      expect(status.budget.by_currency.CREDIT).toMatchObject({ cap: '10', spent: '0' });
    } finally {
      await named.close();
    }
  });

  it('answers a lost seller answer with what the chain says, holding the payment once', async () => {
    cluster.sellerHop?.rule({ match: paidRequest('tide-lost'), action: 'drop-response' });
    const mcp = await session('5 ATD');
    try {
      const q = (await call(mcp.client, 'quote', { id: 'tide-lost', scheme: 'exact' })).json;
      const started = (await call(mcp.client, 'buy', { quote_id: q.quote_id, confirm_total: '1', confirm: true })).json;
      const failed = await finish(mcp.client, started.job_id);
      expect(failed).toMatchObject({ state: 'failed', error: { details: { money_may_have_moved: true } } });

      const answer = (await call(mcp.client, 'reconcile_purchase', { idempotency_key: started.idempotency_key })).json;
      const nonce = cluster.buyer.node.store.db
        .prepare("SELECT nonce FROM purchases WHERE patch_id = 'tide-lost'")
        .pluck()
        .get() as string;
      const use = await findAuthorizationUse(chain.rpcUrl, chain.token as Address, buyerAddress(), nonce);
      expect(use).not.toBeNull();
      // The answer was lost before the manifest arrived, so the money moved and no body came: the chain says so.
      expect(answer.state).toBe('settled_no_body');
      expect(answer.explanation).toContain(use?.txHash);
      expect(answer.purchase).toMatchObject({ scheme: 'exact', tx_hash: use?.txHash, amount: '1' });
      const holders = mcp.context.journal.entries().filter((e) => e.tx_hash === use?.txHash);
      expect(holders.map((e) => e.key)).toEqual([started.idempotency_key]);
    } finally {
      await mcp.close();
    }
  });
});
