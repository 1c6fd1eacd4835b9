import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sha256Hex, type BuyResult, type PurchaseManifest } from '@ainize/core';
import {
  decodePaymentRequiredHeader,
  decodePaymentResponseHeader,
  encodePaymentSignatureHeader,
} from '@x402/core/http';
import { PaymentRequiredV2Schema } from '@x402/core/schemas';
import type { PaymentPayload, PaymentRequired, PaymentRequirements } from '@x402/core/types';
import { authorizationTypes } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPaymentFromConfig } from '@x402/fetch';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalChain } from '../src/chain/index.js';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import { type RecordSigner, keySigner } from '../src/ledger/record.js';
import { atdBalance, exactEnv, giveGas, sellOn, testChain, transfersTo } from './exact-fixtures.js';
import { person } from './ledger-fixtures.js';
import { setOperatorPassword } from './serving-fixtures.js';
import { databaseEnv } from './store-fixtures.js';

/**
 * `exact` on a real chain: anvil with our EIP-3009 token, a seller node that settles itself and a buyer node, both
 * real. A standard x402 client (`@x402/fetch` with `@x402/evm`'s scheme and a viem account, nothing of ours) buys a
 * knowledge; the seller's balance on chain grows by exactly the price. Then the money's edges: twenty racing payments
 * move money once, a buyer who paid is never charged again, and 360 forged payments move nothing.
 */

let dir: string;
let chain: LocalChain;
let seller: RunningNode;
let buyer: RunningNode;
let me: RecordSigner;
let token: string;
const verifiers = [person(), person()];
const DECIMALS = 1_000_000n;

const gateway = (id: string) => `${seller.url}/x402/patch/${id}`;
const sellerAddress = () => seller.config.identity.address;
const settles = () => seller.ledger.listRecords({ kind: 'settle', limit: 5000 }).length;

/** A fresh payer with `atd` test tokens on chain and nothing else: no gas, no node, no credit. */
async function payer(atd = 100n): Promise<Hex> {
  const key = generatePrivateKey();
  await chain.mint(privateKeyToAccount(key).address, atd * DECIMALS);
  return key;
}

function standardFetch(key: Hex) {
  return wrapFetchWithPaymentFromConfig(fetch, {
    schemes: [{ network: 'eip155:*', client: new ExactEvmScheme(privateKeyToAccount(key)) }],
    spendControls: { allowedAssets: [{ network: chain.network as `${string}:${string}`, asset: chain.token }] },
  });
}

async function offerOf(id: string): Promise<PaymentRequired> {
  const res = await fetch(gateway(id));
  return decodePaymentRequiredHeader(res.headers.get('payment-required') ?? '');
}

async function buyOnBuyer(id: string, body: Record<string, unknown>) {
  const res = await fetch(`${buyer.url}/api/patches/${id}/buy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  // any: answers are read loosely; a wrong field fails the expectation rather than the compiler.
  return { status: res.status, body: (await res.json()) as BuyResult & Record<string, any> };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-exact-'));
  chain = await testChain();
  const homes = ['seller', 'buyer'].map((name) => initHome({ home: join(dir, name), name, port: 0 }));
  const common = {
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_MODEL_ROWS: String(2 ** 14),
    AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(','),
    AINIZE_ROLES: 'seller,serving',
    AINIZE_GOSSIP_INTERVAL_MS: '3600000',
    ...exactEnv(chain),
  };
  for (const h of homes) await giveGas(chain, h.config.identity.address);
  seller = await startNode(join(dir, 'seller'), { ...databaseEnv(), ...common });
  buyer = await startNode(join(dir, 'buyer'), { ...databaseEnv(), ...common, AINIZE_BUY_WITH: 'exact' });
  me = keySigner(seller.config.identity.privateKey);
  await chain.mint(buyer.config.identity.address, 1000n * DECIMALS);
  seller.peers.add(buyer.url);
  buyer.peers.add(seller.url);
  token = await setOperatorPassword(buyer.url, 'buyer-operator-password');
}, 120_000);

afterAll(async () => {
  await Promise.all([seller?.close(), buyer?.close()]);
  await chain?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the exact offer', () => {
  it('is in PAYMENT-REQUIRED beside local credit, valid under @x402/core’s schema, and listed in /api/info', async () => {
    sellOn(seller, me, verifiers, 'offered', '2.5');
    const offer = await offerOf('offered');
    expect(PaymentRequiredV2Schema.safeParse(offer).success).toBe(true);
    expect(offer.accepts.map((a) => a.scheme)).toEqual(['local-credit', 'exact']);
    expect(offer.accepts[1]).toEqual({
      scheme: 'exact',
      network: 'eip155:31337',
      asset: chain.token,
      amount: '2500000',
      payTo: sellerAddress(),
      maxTimeoutSeconds: 600,
      extra: { name: 'Ainize Test Dollar', version: '1' },
    });
    const info = (await (await fetch(`${seller.url}/api/info`)).json()) as { payments: unknown };
    expect(info.payments).toEqual({
      buy_with: 'local-credit',
      accepts: [
        { scheme: 'local-credit', network: 'local', asset: 'CREDIT', currency: 'CREDIT' },
        {
          scheme: 'exact',
          network: 'eip155:31337',
          asset: chain.token,
          currency: 'ATD',
          decimals: 6,
          name: 'Ainize Test Dollar',
          version: '1',
          rpc_url: chain.rpcUrl,
          facilitator: 'self',
        },
      ],
    });
  });
});

describe('a standard x402 client pays', () => {
  it('buys with @x402/fetch and a viem account, downloads the body, and payTo grows by exactly the price', async () => {
    const { sha } = sellOn(seller, me, verifiers, 'standard-exact', '3');
    const key = await payer();
    const from = privateKeyToAccount(key).address;
    const before = await atdBalance(chain, sellerAddress());
    const payerBefore = await atdBalance(chain, from);

    const res = await standardFetch(key)(gateway('standard-exact'));
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as PurchaseManifest;
    expect(manifest).toMatchObject({ id: 'standard-exact', issued_to: from, patch_sha256: sha });
    const settled = decodePaymentResponseHeader(res.headers.get('payment-response') ?? '');
    expect(settled).toMatchObject({ success: true, network: 'eip155:31337', payer: from, amount: '3000000' });
    expect(settled.transaction).toMatch(/^0x[0-9a-f]{64}$/);

    const blob = await fetch(`${manifest.blob_urls[0]}?token=${manifest.download_token}`);
    expect(blob.status).toBe(200);
    expect(sha256Hex(new Uint8Array(await blob.arrayBuffer()))).toBe(sha);

    expect((await atdBalance(chain, sellerAddress())) - before).toBe(3n * DECIMALS);
    expect(payerBefore - (await atdBalance(chain, from))).toBe(3n * DECIMALS);
    const record = seller.ledger.recordsAbout('standard-exact').find((r) => r.kind === 'settle');
    expect(record?.body).toMatchObject({
      scheme: 'exact',
      network: 'eip155:31337',
      asset: chain.token,
      tx_hash: settled.transaction,
      buyer: from,
      seller: sellerAddress(),
      amount: '3',
      currency: 'ATD',
      atomic_amount: '3000000',
    });
    // The sale moved no local credit: the money moved on chain.
    expect(seller.credits.balance(from)).toBe('0');
  });

  it('charges a buyer who paid once never again, and twenty racing payments move money once', async () => {
    sellOn(seller, me, verifiers, 'raced-exact', '1');
    const key = await payer();
    const from = privateKeyToAccount(key).address;
    const answers = await Promise.all(Array.from({ length: 20 }, () => standardFetch(key)(gateway('raced-exact'))));
    // Each race outcome that moves nothing is allowed: the winner (200), a payment refused while the winner settles
    // (409 settlement_in_progress), or one that arrives after it and is answered with the earlier sale (200, replayed).
    const outcomes = await Promise.all(
      answers.map(async (a) => {
        const body = (await a.json()) as { replayed?: boolean; error?: string };
        if (a.status === 200) return body.replayed === true ? 'replayed' : 'sold';
        if (a.status === 409 && /^settlement_in_progress: /.test(String(body.error))) return 'in_progress';
        return `${a.status} ${JSON.stringify(body)}`;
      }),
    );
    expect(outcomes.filter((o) => o === 'sold')).toHaveLength(1);
    expect(outcomes.filter((o) => !['sold', 'replayed', 'in_progress'].includes(o))).toEqual([]);
    const fromPayer = (await transfersTo(chain, sellerAddress())).filter((t) => t.from === from);
    expect(fromPayer).toEqual([{ from, value: 1n * DECIMALS }]);

    const again = await standardFetch(key)(gateway('raced-exact'));
    expect(again.status).toBe(200);
    expect(((await again.json()) as PurchaseManifest).replayed).toBe(true);
    expect((await transfersTo(chain, sellerAddress())).filter((t) => t.from === from)).toHaveLength(1);
  });
});

describe('the node’s own buy route pays exact', () => {
  it('quotes, signs with the node key, settles on chain and records the chain transaction', async () => {
    sellOn(seller, me, verifiers, 'node-exact', '4');
    await seller.peers.syncNow();
    await buyer.peers.syncNow();
    const before = await atdBalance(chain, sellerAddress());
    const bought = await buyOnBuyer('node-exact', { idempotency_key: 'test-node-exact-1' });
    expect(bought.status).toBe(200);
    expect(bought.body.purchase).toMatchObject({
      patch_id: 'node-exact',
      amount: '4',
      currency: 'ATD',
      scheme: 'exact',
      body_present: true,
      idempotency_key: 'test-node-exact-1',
    });
    expect(bought.body.purchase.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await atdBalance(chain, sellerAddress())) - before).toBe(4n * DECIMALS);
    const mine = (await transfersTo(chain, sellerAddress())).filter(
      (t) => t.from.toLowerCase() === buyer.config.identity.address.toLowerCase(),
    );
    expect(mine).toEqual([{ from: buyer.config.identity.address, value: 4n * DECIMALS }]);
  });

  it('makes one transfer when twenty buys of one knowledge race on the node', async () => {
    sellOn(seller, me, verifiers, 'node-raced', '1');
    await seller.peers.syncNow();
    await buyer.peers.syncNow();
    const answers = await Promise.all(Array.from({ length: 20 }, () => buyOnBuyer('node-raced', {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(String(a.body.error)).toMatch(/^(purchase_in_flight|already_purchased):/);
    }
    const buyerAddress = buyer.config.identity.address.toLowerCase();
    const ours = (await transfersTo(chain, sellerAddress())).filter((t) => t.from.toLowerCase() === buyerAddress);
    expect(ours.filter((t) => t.value === 1n * DECIMALS)).toHaveLength(1);
  });
});

describe('forged exact payments', () => {
  it('refuses 360 forgeries of nine kinds with 402 and moves nothing on chain', async () => {
    sellOn(seller, me, verifiers, 'guarded-exact', '2');
    for (let i = 0; i < 5; i++) sellOn(seller, me, verifiers, `guarded-other-${i}`, '2');
    const offer = await offerOf('guarded-exact');
    const requirement = offer.accepts.find((a) => a.scheme === 'exact') as PaymentRequirements;
    const chainId = 31337;
    const now = () => BigInt(Math.floor(Date.now() / 1000));

    /** A payment by `key` with every field as given: what an attacker can put in a PAYMENT-SIGNATURE. */
    async function forge(
      key: Hex,
      edits: {
        value?: bigint;
        to?: string;
        validBefore?: bigint;
        domain?: { chainId?: number; verifyingContract?: string };
        signer?: Hex;
        signature?: Hex;
        accepted?: Partial<PaymentRequirements>;
        resourceUrl?: string;
        nonce?: Hex;
      } = {},
    ): Promise<PaymentPayload> {
      const account = privateKeyToAccount(key);
      const authorization = {
        from: account.address,
        to: (edits.to ?? requirement.payTo) as Address,
        value: edits.value ?? BigInt(requirement.amount),
        validAfter: now() - 600n,
        validBefore: edits.validBefore ?? now() + 600n,
        nonce: edits.nonce ?? (generatePrivateKey() as Hex),
      };
      const signature =
        edits.signature ??
        (await privateKeyToAccount(edits.signer ?? key).signTypedData({
          domain: {
            name: 'Ainize Test Dollar',
            version: '1',
            chainId: edits.domain?.chainId ?? chainId,
            verifyingContract: (edits.domain?.verifyingContract ?? requirement.asset) as Address,
          },
          types: authorizationTypes,
          primaryType: 'TransferWithAuthorization',
          message: authorization,
        }));
      return {
        x402Version: 2,
        resource: { ...offer.resource, ...(edits.resourceUrl ? { url: edits.resourceUrl } : {}) },
        accepted: { ...requirement, ...edits.accepted },
        payload: {
          signature,
          authorization: {
            ...authorization,
            value: authorization.value.toString(),
            validAfter: authorization.validAfter.toString(),
            validBefore: authorization.validBefore.toString(),
          },
        },
      };
    }

    // Used authorizations for the "reused nonce" kind: eight real purchases of the guarded knowledge.
    const used: { key: Hex; payment: PaymentPayload }[] = [];
    for (let i = 0; i < 8; i++) {
      const key = await payer();
      const payment = await forge(key);
      const res = await fetch(gateway('guarded-exact'), {
        headers: { 'payment-signature': encodePaymentSignatureHeader(payment) },
      });
      expect(res.status).toBe(200);
      used.push({ key, payment });
    }

    const victims = await Promise.all(Array.from({ length: 8 }, () => payer()));
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    const kinds: [string, (i: number) => Promise<[string, PaymentPayload]>][] = [
      [
        'bad signature',
        async (i) => ['guarded-exact', await forge(victims[i % 8]!, { signature: `0x${'ab'.repeat(64)}1b` })],
      ],
      [
        'signed by another key',
        async (i) => ['guarded-exact', await forge(victims[i % 8]!, { signer: generatePrivateKey() })],
      ],
      [
        'amount',
        async (i) => [
          'guarded-exact',
          await forge(victims[i % 8]!, {
            value: BigInt(requirement.amount) - BigInt(1 + i),
            accepted: i % 2 ? { amount: String(BigInt(requirement.amount) - BigInt(1 + i)) } : {},
          }),
        ],
      ],
      [
        'payTo',
        async (i) => [
          'guarded-exact',
          await forge(victims[i % 8]!, { to: stranger, accepted: i % 2 ? { payTo: stranger } : {} }),
        ],
      ],
      [
        'asset',
        async (i) => [
          'guarded-exact',
          await forge(
            victims[i % 8]!,
            i % 2 ? { domain: { verifyingContract: stranger } } : { accepted: { asset: stranger } },
          ),
        ],
      ],
      [
        'chain id',
        async (i) => [
          'guarded-exact',
          await forge(victims[i % 8]!, i % 2 ? { domain: { chainId: 1 } } : { accepted: { network: 'eip155:1' } }),
        ],
      ],
      [
        'expired validBefore',
        async (i) => ['guarded-exact', await forge(victims[i % 8]!, { validBefore: now() - BigInt(1 + i) })],
      ],
      [
        'reused nonce',
        async (i) => {
          const u = used[i % 8]!;
          const other = `guarded-other-${i % 5}`;
          const again = await forge(u.key, {
            nonce: (u.payment.payload as { authorization: { nonce: Hex } }).authorization.nonce,
            resourceUrl: gateway(other),
          });
          return [other, again];
        },
      ],
      [
        'another resource',
        async (i) => [
          'guarded-exact',
          await forge(victims[i % 8]!, { resourceUrl: gateway(`guarded-other-${i % 5}`) }),
        ],
      ],
    ];

    const watched = [
      ...victims.map((k) => privateKeyToAccount(k).address),
      ...used.map((u) => privateKeyToAccount(u.key).address),
    ];
    const balances = async () => Promise.all([sellerAddress(), ...watched].map((a) => atdBalance(chain, a)));
    const before = await balances();
    const transfersBefore = (await transfersTo(chain, sellerAddress())).length;
    const settlesBefore = settles();

    let count = 0;
    const reasons = new Set<string>();
    for (const [kind, make] of kinds) {
      for (let i = 0; i < 40; i++) {
        const [id, payment] = await make(i);
        const res = await fetch(gateway(id), {
          headers: { 'payment-signature': encodePaymentSignatureHeader(payment) },
        });
        const body = (await res.json()) as { error?: string };
        expect(res.status, `${kind} #${i}: ${body.error}`).toBe(402);
        reasons.add(`${kind} → ${body.error}`);
        count++;
      }
    }
    expect(count).toBe(360);
    // Each kind is refused for its own reason, not by accident: the gateway's own check, or the signature.
    const expected: Record<string, RegExp> = {
      'bad signature': /^invalid payment signature$/,
      'signed by another key': /^invalid payment signature$/,
      amount: /^(amount mismatch: .*|the authorization moves \d+, not the price \d+)$/,
      payTo: /^(this node does not sell that patch|the authorization pays 0x[0-9a-fA-F]{40}, not the seller)$/,
      asset: /^(asset mismatch: .*|invalid payment signature)$/,
      'chain id': /^(network mismatch: .*|invalid payment signature)$/,
      'expired validBefore': /^the authorization has expired \(validBefore\)$/,
      'reused nonce': /^payment already used$/,
      'another resource': /^the payment is for http:\/\/.*\/guarded-other-\d, not \/x402\/patch\/guarded-exact$/,
    };
    for (const line of reasons) {
      const [kind = '', reason = ''] = line.split(' → ');
      expect(reason, kind).toMatch(expected[kind] as RegExp);
    }
    expect(await balances()).toEqual(before);
    expect((await transfersTo(chain, sellerAddress())).length).toBe(transfersBefore);
    expect(settles()).toBe(settlesBefore);
  }, 120_000);
});
