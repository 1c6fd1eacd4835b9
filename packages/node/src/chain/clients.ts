import {
  type Account,
  type Chain,
  type PublicClient,
  type TestClient,
  type Transport,
  type WalletClient,
  type Address,
  type Hash,
  type Hex,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  isAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { rpcChainId } from './anvil.js';
import { ChainError, shortReason } from './errors.js';

/** viem clients for one JSON-RPC URL, shaped for a local chain that mines every transaction on arrival. */

/**
 * Receipts are polled every 100 ms: anvil mines on arrival, and viem's default (4 s for an unknown chain) would
 * make every deploy, mint and settlement wait for nothing.
 */
const POLLING_INTERVAL_MS = 100;

/** No retries: against a local chain a failure is real, and three silent retries would only delay the message. */
const transportOf = (rpcUrl: string) => http(rpcUrl, { retryCount: 0 });

export function readClient(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: transportOf(rpcUrl), pollingInterval: POLLING_INTERVAL_MS });
}

/** anvil's own methods (anvil_setBalance and friends). */
export function anvilClient(rpcUrl: string): TestClient<'anvil'> {
  return createTestClient({ mode: 'anvil', transport: transportOf(rpcUrl), pollingInterval: POLLING_INTERVAL_MS });
}

/**
 * A wallet for `key` on the chain at `rpcUrl`. The chain id is asked of the node itself, so a key signs only for
 * the chain it will be sent to (EIP-155 replay protection), whatever URL it is given.
 */
export async function writeClient(rpcUrl: string, key: string): Promise<WalletClient<Transport, Chain, Account>> {
  const chainId = await rpcChainId(rpcUrl, 5_000);
  if (chainId === undefined) throw new ChainError('chain_unreachable', `no chain answers at ${rpcUrl}`);
  return walletFor(chainFor(chainId, rpcUrl), rpcUrl, key);
}

/** A viem chain for a chain id known in advance (a configured `eip155:<id>` network). */
export function chainFor(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** A wallet for `key` on `chain`, without asking the node: the caller already knows which chain it means. */
export function walletFor(chain: Chain, rpcUrl: string, key: string): WalletClient<Transport, Chain, Account> {
  return createWalletClient({
    account: keyAccount(key),
    chain,
    transport: transportOf(rpcUrl),
    pollingInterval: POLLING_INTERVAL_MS,
  });
}

/** Node identities store keys without `0x`; viem wants it. The key itself never appears in the error. */
export function asPrivateKey(key: string): Hex {
  const hex = key.startsWith('0x') ? key.slice(2) : key;
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new ChainError('bad_input', 'a private key must be 64 hex characters');
  return `0x${hex}`;
}

export function keyAccount(key: string): Account {
  return privateKeyToAccount(asPrivateKey(key));
}

export function asAddress(value: string, what = 'address'): Address {
  if (!isAddress(value, { strict: false }))
    throw new ChainError('bad_input', `${what} ${JSON.stringify(value)} is not 0x followed by 40 hex characters`);
  return value;
}

export const addressOfKey = (key: string): Address => keyAccount(key).address;

/**
 * Sends a transaction and waits for it to be mined. A revert found while estimating gas (where the reason is still
 * known) and one found in the receipt both become a ChainError naming `what`.
 */
export async function confirmed(rpcUrl: string, what: string, send: () => Promise<Hash>): Promise<Hash> {
  let hash: Hash;
  try {
    hash = await send();
  } catch (err) {
    throw new ChainError('transaction_failed', `${what} failed: ${shortReason(err)}`);
  }
  const receipt = await readClient(rpcUrl).waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new ChainError('transaction_failed', `${what} reverted (tx ${hash})`);
  return hash;
}
