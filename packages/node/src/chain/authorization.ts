import { type Address, type Hash, type Hex, parseSignature } from 'viem';
import { asAddress, confirmed, keyAccount, readClient, writeClient } from './clients.js';
import { ChainError } from './errors.js';
import { TOKEN_ABI } from './token-artifact.js';

/**
 * EIP-3009 authorizations as the chain sees them. They work against any token with FiatTokenV2's interface
 * (USDC, or the cluster's ATD): the EIP-712 domain is read from the token rather than assumed.
 */

const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

function asNonce(nonce: string): Hex {
  if (!BYTES32.test(nonce)) throw new ChainError('bad_input', `nonce ${JSON.stringify(nonce)} is not 32 bytes of hex`);
  return nonce as Hex;
}

/** True once the nonce was used by a transfer or canceled; the two are told apart by findAuthorizationUse. */
export async function authorizationState(
  rpcUrl: string,
  token: Address,
  authorizer: string,
  nonce: string,
): Promise<boolean> {
  return readClient(rpcUrl).readContract({
    address: token,
    abi: TOKEN_ABI,
    functionName: 'authorizationState',
    args: [asAddress(authorizer, 'authorizer'), asNonce(nonce)],
  });
}

export interface AuthorizationUse {
  txHash: Hash;
  blockNumber: bigint;
  /** The receipt's status: a log exists only in a transaction that succeeded, so this reads `success`. */
  status: 'success' | 'reverted';
}

export interface LogSearch {
  /**
   * Where to start looking (default: block 0). Public RPCs cap the block range of one log query; a caller that
   * knows when a payment could first have been sent should say so.
   */
  fromBlock?: bigint;
}

/**
 * The transaction that moved money under (authorizer, nonce), from the token's `AuthorizationUsed` log; null when
 * the authorization never paid. A canceled nonce also reads null here while authorizationState says true: it was
 * never paid and never can be. This is what tells "settled on chain" from "never paid" after a crash between
 * sending a settlement and recording it.
 */
export async function findAuthorizationUse(
  rpcUrl: string,
  token: Address,
  authorizer: string,
  nonce: string,
  search: LogSearch = {},
): Promise<AuthorizationUse | null> {
  const client = readClient(rpcUrl);
  const logs = await client.getContractEvents({
    address: token,
    abi: TOKEN_ABI,
    eventName: 'AuthorizationUsed',
    args: { authorizer: asAddress(authorizer, 'authorizer'), nonce: asNonce(nonce) },
    fromBlock: search.fromBlock ?? 0n,
    toBlock: 'latest',
  });
  // The contract refuses a second use of a nonce, so there is at most one; a pending log has no hash yet.
  const log = logs.find((l) => l.transactionHash !== null && l.blockNumber !== null);
  if (log === undefined || log.transactionHash === null || log.blockNumber === null) return null;
  const receipt = await client.getTransactionReceipt({ hash: log.transactionHash });
  return { txHash: log.transactionHash, blockNumber: log.blockNumber, status: receipt.status };
}

export interface CancelRequest {
  /** The payer who signed the authorization; only it can cancel. */
  authorizerKey: string;
  nonce: string;
  /** Who sends the transaction and pays its gas (default: the authorizer). */
  gasPayerKey?: string;
}

/**
 * Voids an unused authorization on chain: signs EIP-3009's CancelAuthorization with the authorizer's key and sends
 * it from the gas payer. Afterwards authorizationState is true and no transfer can use the nonce. Returns the
 * transaction hash once mined; refused (ChainError `transaction_failed`) when the nonce was already used.
 */
export async function cancelAuthorization(rpcUrl: string, token: Address, request: CancelRequest): Promise<Hash> {
  const authorizer = keyAccount(request.authorizerKey);
  const nonce = asNonce(request.nonce);
  const domain = await eip712Domain(rpcUrl, token);
  if (authorizer.signTypedData === undefined) throw new ChainError('bad_input', 'the authorizer cannot sign');
  const signature = await authorizer.signTypedData({
    domain,
    types: { CancelAuthorization: CANCEL_AUTHORIZATION_TYPE },
    primaryType: 'CancelAuthorization',
    message: { authorizer: authorizer.address, nonce },
  });
  const { r, s, v, yParity } = parseSignature(signature);
  const wallet = await writeClient(rpcUrl, request.gasPayerKey ?? request.authorizerKey);
  return confirmed(rpcUrl, `canceling authorization ${nonce} of ${authorizer.address}`, () =>
    wallet.writeContract({
      address: token,
      abi: TOKEN_ABI,
      functionName: 'cancelAuthorization',
      args: [authorizer.address, nonce, Number(v ?? BigInt(yParity + 27)), r, s],
    }),
  );
}

const CANCEL_AUTHORIZATION_TYPE = [
  { name: 'authorizer', type: 'address' },
  { name: 'nonce', type: 'bytes32' },
] as const;

/** The token's EIP-712 domain as it signs it: `name()` and `version()` from the contract, the chain's own id. */
export async function eip712Domain(rpcUrl: string, token: Address) {
  const client = readClient(rpcUrl);
  const [name, version, chainId] = await Promise.all([
    client.readContract({ address: token, abi: TOKEN_ABI, functionName: 'name' }),
    client.readContract({ address: token, abi: TOKEN_ABI, functionName: 'version' }),
    client.getChainId(),
  ]);
  return { name, version, chainId, verifyingContract: token };
}
