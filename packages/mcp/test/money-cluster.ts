import type { KnowledgeSpec } from '../../node/src/seed/publish.js';
import { attestation, person } from '../../node/test/ledger-fixtures.js';
import { startCutProxy, type CutProxy } from './cut-proxy.js';
import { prepareTestHome, startTestNode, type TestNode } from './node-fixture.js';

/**
 * Two real embedded nodes for the money tests: a seller that teaches and announces knowledges, and a buyer whose
 * operator this MCP server speaks for. Each pulls the other's ledger (the seller must see the buyer's node record to
 * know its credit). Optionally the seller is reached through a cut proxy: it announces the proxy as its address,
 * so the buyer's payments and downloads pass a hop a test can cut.
 */

export const SELLER_PASSWORD = 'canary-seller-operator-7f3e21';
export const BUYER_PASSWORD = 'canary-buyer-operator-c94b08';

const GOSSIP = { AINIZE_GOSSIP_INTERVAL_MS: '100' };

export interface MoneyCluster {
  seller: TestNode;
  buyer: TestNode;
  /** Between the buyer node and the seller's gateway (null unless asked for). */
  sellerHop: CutProxy | null;
  /** Publishes `spec` on the seller, has two trusted verifiers pass it, and waits until the buyer lists it. */
  sell(
    spec: Omit<KnowledgeSpec, 'topic_path' | 'schema' | 'license'>,
    facts: { prompt: string; answer: string }[],
  ): Promise<void>;
  close(): Promise<void>;
}

async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function login(url: string, password: string): Promise<string> {
  const answer = await json(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  return answer.body['token'] as string;
}

async function addPeer(node: TestNode, token: string, peer: string): Promise<void> {
  const added = await json(`${node.node.url}/api/peers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ url: peer }),
  });
  if (added.status !== 201 && added.status !== 200) throw new Error(`peering refused: ${JSON.stringify(added)}`);
}

export async function until<T>(
  ask: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await ask();
  while (!ok(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 50));
    last = await ask();
  }
  return last;
}

export async function startMoneyCluster(
  options: { cutSellerHop?: boolean; env?: Record<string, string> } = {},
): Promise<MoneyCluster> {
  const verifiers = [person(), person()];
  const homes = { seller: prepareTestHome('money-seller'), buyer: prepareTestHome('money-buyer') };
  const env = {
    ...GOSSIP,
    AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
    // One credit network: both nodes grant both their initial credit, so the seller counts the buyer's payments.
    AINIZE_CREDIT_MEMBERS: [homes.seller.address, homes.buyer.address].join(','),
    ...options.env,
  };
  const seller = await startTestNode('money-seller', { password: SELLER_PASSWORD, env, home: homes.seller });
  const buyer = await startTestNode('money-buyer', { password: BUYER_PASSWORD, env, home: homes.buyer });
  let sellerHop: CutProxy | null = null;
  if (options.cutSellerHop) {
    sellerHop = await startCutProxy(seller.node.url);
    // A newer node record of the seller names the hop: buyers pay and download through it from now on.
    seller.node.ledger.appendRecord(
      'node',
      { address: seller.signer.address, name: seller.node.config.name, url: sellerHop.url },
      seller.signer,
    );
  }
  await addPeer(buyer, await login(buyer.node.url, BUYER_PASSWORD), seller.node.url);
  await addPeer(seller, await login(seller.node.url, SELLER_PASSWORD), buyer.node.url);

  return {
    seller,
    buyer,
    sellerHop,
    sell: async (spec, facts) => {
      await seller.publish({ ...spec, topic_path: 'geo/test', schema: `money-${spec.id}`, license: 'CC0-1.0' }, facts);
      for (const v of verifiers) {
        const body = attestation(spec.id, v, 0, { created_at: new Date().toISOString() });
        seller.node.ledger.appendRecord('attest', body, v);
      }
      await until(
        () => json(`${buyer.node.url}/api/patches/${spec.id}`),
        (r) => r.status === 200 && r.body['status'] === 'LISTED',
        `${spec.id} LISTED on the buyer`,
      );
    },
    close: async () => {
      await sellerHop?.close();
      await Promise.all([seller.close(), buyer.close()]);
    },
  };
}
