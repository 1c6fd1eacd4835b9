import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { type Address, parseEther } from 'viem';
import {
  TOKEN,
  TOKEN_ABI,
  type LocalChain,
  setNativeBalance,
  startLocalChain,
  tokenBalance,
} from '../src/chain/index.js';
import { readClient } from '../src/chain/clients.js';
import type { RunningNode } from '../src/cli/compose.js';
import type { RecordSigner } from '../src/ledger/record.js';
import { anchor, at, attestation } from './ledger-fixtures.js';

/** Shared set-up for the `exact` tests: a real anvil with the ATD token, node env pointing at it, and chain reads. */

export const HOST = '127.0.0.1';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function testChain(): Promise<LocalChain> {
  return startLocalChain({ host: HOST, port: await freePort() });
}

/** The `payments.exact` a node reads from its environment, for `chain` (rpcUrl may point at a proxy in front of it). */
export function exactEnv(chain: LocalChain, rpcUrl = chain.rpcUrl): Record<string, string> {
  return {
    AINIZE_EXACT_NETWORK: chain.network,
    AINIZE_EXACT_RPC_URL: rpcUrl,
    AINIZE_EXACT_ASSET: chain.token,
    AINIZE_EXACT_NAME: TOKEN.name,
    AINIZE_EXACT_VERSION: TOKEN.version,
    AINIZE_EXACT_DECIMALS: String(TOKEN.decimals),
    AINIZE_EXACT_SYMBOL: TOKEN.symbol,
  };
}

/** Gas for an address that sends transactions (a seller settling itself, a buyer cancelling). */
export const giveGas = (chain: LocalChain, address: string) =>
  setNativeBalance(chain.rpcUrl, address as Address, parseEther('100'));

export const atdBalance = (chain: LocalChain, address: string) =>
  tokenBalance(chain.rpcUrl, chain.token as Address, address as Address);

/** Every ATD transfer to `to` on chain, read from the token's own Transfer logs. */
export async function transfersTo(chain: LocalChain, to: string) {
  const logs = await readClient(chain.rpcUrl).getContractEvents({
    address: chain.token as Address,
    abi: TOKEN_ABI,
    eventName: 'Transfer',
    args: { to: to as Address },
    fromBlock: 0n,
    toBlock: 'latest',
  });
  return logs.map((l) => ({ from: (l.args as { from: string }).from, value: (l.args as { value: bigint }).value }));
}

/** A knowledge `node` wrote, with a body in its blob store, passed by both trusted verifiers. */
export function sellOn(node: RunningNode, me: RecordSigner, verifiers: RecordSigner[], id: string, price: string) {
  const bytes = new Uint8Array(randomBytes(300));
  const sha = node.blobs.put(bytes);
  node.ledger.appendRecord(
    'anchor',
    anchor(me, { id, name: `Lesson ${id}`, price, patch_sha256: sha, size_bytes: bytes.length, created_at: at(0) }),
    me,
  );
  for (const v of verifiers) node.ledger.appendRecord('attest', attestation(id, v, 5), v);
  return { sha, bytes };
}
