import { type Address, type Hash, getAddress, getContractAddress } from 'viem';
import { anvilClient, asAddress, confirmed, readClient, writeClient } from './clients.js';
import { ChainError, shortReason } from './errors.js';
import { TOKEN_ABI, TOKEN_BYTECODE } from './token-artifact.js';

/**
 * The Ainize Test Dollar (contracts/AinizeTestDollar.sol, compiled into token-artifact.ts): deploying it, minting
 * it, reading balances, and giving accounts native balance for gas on anvil.
 */

/** What the contract reports; `name` and `version` are its EIP-712 domain, which x402 puts in `extra`. */
export const TOKEN = { name: 'Ainize Test Dollar', version: '1', symbol: 'ATD', decimals: 6 } as const;

/**
 * Where `deployer` puts the token with its first transaction (nonce 0). The address depends on nothing else, so a
 * chain restarted without its state gets the token back at the same address, and every config that names it
 * stays right.
 */
export function tokenAddressFor(deployer: Address): Address {
  return getContractAddress({ from: deployer, nonce: 0n });
}

export interface Deployment {
  token: Address;
  txHash: Hash;
  blockNumber: bigint;
}

/** Deploys a new token owned by `deployerKey`'s address; that key alone can mint. */
export async function deployToken(rpcUrl: string, deployerKey: string): Promise<Deployment> {
  const wallet = await writeClient(rpcUrl, deployerKey);
  let txHash: Hash;
  try {
    txHash = await wallet.deployContract({ abi: TOKEN_ABI, bytecode: TOKEN_BYTECODE, args: [] });
  } catch (err) {
    throw new ChainError('transaction_failed', `deploying ${TOKEN.symbol} at ${rpcUrl} failed: ${shortReason(err)}`);
  }
  const receipt = await readClient(rpcUrl).waitForTransactionReceipt({ hash: txHash });
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new ChainError('transaction_failed', `deploying ${TOKEN.symbol} reverted (tx ${txHash})`);
  return { token: getAddress(receipt.contractAddress), txHash, blockNumber: receipt.blockNumber };
}

export interface MintRequest {
  /** The token's owner (its deployer). */
  minterKey: string;
  to: string;
  /** Atomic units (see toTokenUnits). */
  amount: bigint;
}

/** Mints and waits until it is mined; returns the transaction hash. */
export async function mintTokens(rpcUrl: string, token: Address, request: MintRequest): Promise<Hash> {
  const to = asAddress(request.to, 'mint recipient');
  const wallet = await writeClient(rpcUrl, request.minterKey);
  return confirmed(rpcUrl, `minting ${request.amount} atomic ${TOKEN.symbol} to ${to}`, () =>
    wallet.writeContract({ address: token, abi: TOKEN_ABI, functionName: 'mint', args: [to, request.amount] }),
  );
}

export async function tokenBalance(rpcUrl: string, token: Address, owner: string): Promise<bigint> {
  return readClient(rpcUrl).readContract({
    address: token,
    abi: TOKEN_ABI,
    functionName: 'balanceOf',
    args: [asAddress(owner, 'owner')],
  });
}

/** Whether a contract is deployed at `address` (an empty account reads as code `0x`). */
export async function hasCode(rpcUrl: string, address: Address): Promise<boolean> {
  const code = await readClient(rpcUrl).getCode({ address });
  return code !== undefined && code !== '0x';
}

/** Sets an account's native balance outright (anvil only): gas money on a test chain, without a funded dev account. */
export async function setNativeBalance(rpcUrl: string, address: string, wei: bigint): Promise<void> {
  await anvilClient(rpcUrl).setBalance({ address: asAddress(address), value: wei });
}

export async function nativeBalance(rpcUrl: string, address: string): Promise<bigint> {
  return readClient(rpcUrl).getBalance({ address: asAddress(address) });
}
