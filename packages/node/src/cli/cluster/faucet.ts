import { InvalidInputError, isAddress } from '@ainize/core';
import {
  ChainError,
  type ChainRecord,
  TOKEN,
  chainFiles,
  fromTokenUnits,
  hasCode,
  mintTokens,
  readChainRecord,
  readDeployerKey,
  rpcChainId,
  tokenBalance,
  toTokenUnits,
} from '../../chain/index.js';
import { UsageError } from '../args.js';
import type { Io } from '../commands.js';
import { ConfigError } from '../../home/home.js';
import { chainDir, readSettings } from './layout.js';
import { runningChainPid } from './chain.js';

/**
 * `ainize cluster faucet <address> <amount>`: test dollars for any address on the cluster's chain, minted by the
 * deployer key (the token's owner). The amount is in whole ATD ("25", "2.5"), converted exactly or refused.
 */

export const FAUCET_USAGE = 'ainize cluster faucet <address> <amount in ATD> [--dir D]';
/**
 * A billion ATD per call: far more than any test needs, and far enough below 2^256 atomic units that no sequence
 * of faucet calls can overflow the token's total supply into a revert with no explanation.
 */
const MAX_FAUCET_ATD = '1000000000';

export async function faucet(dir: string, address: string, amount: string, io: Io): Promise<number> {
  if (!isAddress(address))
    throw new UsageError(
      `faucet: ${JSON.stringify(address)} is not an address (0x and 40 hex characters); ${FAUCET_USAGE}`,
    );
  const atomic = faucetAmount(amount);
  if (readSettings(dir) === undefined)
    throw new ConfigError(`no cluster in ${dir} (create one with: ainize cluster up --dir ${dir})`);
  try {
    const { rpcUrl, token } = await runningChain(dir);
    const minterKey = readDeployerKey(chainFiles(chainDir(dir)));
    const txHash = await mintTokens(rpcUrl, token, { minterKey, to: address, amount: atomic });
    const balance = await tokenBalance(rpcUrl, token, address);
    io.out(`minted ${fromTokenUnits(atomic, TOKEN.decimals)} ${TOKEN.symbol} to ${address} (tx ${txHash})`);
    io.out(`balance of ${address}: ${fromTokenUnits(balance, TOKEN.decimals)} ${TOKEN.symbol}`);
    return 0;
  } catch (err) {
    if (err instanceof ChainError) throw new ConfigError(`faucet: ${err.message}`);
    throw err;
  }
}

/** The chain of the cluster in `dir` when it runs and still holds its token; a ConfigError saying what to do otherwise. */
async function runningChain(dir: string): Promise<ChainRecord> {
  const notRunning = `the cluster's chain is not running; start it with: ainize cluster up --dir ${dir}`;
  const record = readChainRecord(chainDir(dir));
  if (record === undefined || runningChainPid(dir) === undefined) throw new ConfigError(notRunning);
  if ((await rpcChainId(record.rpcUrl, 3_000)) !== record.chainId)
    throw new ConfigError(`${notRunning} (nothing answers at ${record.rpcUrl})`);
  if (!(await hasCode(record.rpcUrl, record.token)))
    throw new ConfigError(
      `the chain has no ${TOKEN.symbol} at ${record.token} (its state was lost); ` +
        `ainize cluster up --dir ${dir} deploys it again`,
    );
  return record;
}

/** The amount in atomic units; a usage error for anything that is not a positive ATD amount it can mint exactly. */
function faucetAmount(amount: string): bigint {
  let atomic: bigint;
  try {
    atomic = toTokenUnits(amount, TOKEN.decimals);
  } catch (err) {
    const reason = err instanceof InvalidInputError ? err.reason : (err as Error).message;
    throw new UsageError(`faucet: ${reason}; give a number of ${TOKEN.symbol} such as 25 or 2.5`);
  }
  if (atomic === 0n) throw new UsageError(`faucet: the amount must be more than 0 ${TOKEN.symbol}`);
  if (atomic > toTokenUnits(MAX_FAUCET_ATD, TOKEN.decimals))
    throw new UsageError(`faucet: at most ${MAX_FAUCET_ATD} ${TOKEN.symbol} per call, not ${amount}`);
  return atomic;
}
