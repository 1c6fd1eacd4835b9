import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Address, type Hash, type Hex, parseEther } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { type AnvilProcess, spawnAnvil, stopAnvil } from './anvil.js';
import { addressOfKey, asPrivateKey, keyAccount, readClient } from './clients.js';
import { ChainError } from './errors.js';
import { TOKEN, deployToken, hasCode, mintTokens, nativeBalance, setNativeBalance, tokenAddressFor } from './token.js';

/**
 * A local chain with the token on it: anvil, a deployer key, and ATD deployed from that key. The cluster runs one
 * as its own detached process in `<cluster>/chain/`; tests start one in a temp folder (or none) and stop it after.
 *
 * With a folder, the chain survives restarts: the deployer key is kept (0600) so it stays the token's owner,
 * anvil's state file keeps balances and used nonces, and chain.json records where the token is. Because the token
 * is the deployer's first transaction its address never changes, so a state that was lost is noticed (no code
 * there) and repaired by deploying again at the same address, which the caller is told about.
 */

export const DEFAULT_CHAIN_ID = 31337;

export interface ChainFiles {
  dir: string;
  /** `{address, privateKey}`, mode 0600: the token's owner, the only key that can mint. */
  deployer: string;
  /** `{chainId, rpcUrl, token, deployer, deployedAt}`: what this folder's chain is, for other processes. */
  record: string;
  /** anvil's `--state` file. */
  state: string;
  log: string;
  /** Written by whoever keeps the chain running detached (the cluster); this module only names it. */
  pid: string;
}

export function chainFiles(dir: string): ChainFiles {
  return {
    dir,
    deployer: join(dir, 'deployer.json'),
    record: join(dir, 'chain.json'),
    state: join(dir, 'state.json'),
    log: join(dir, 'anvil.log'),
    pid: join(dir, 'anvil.pid'),
  };
}

export interface ChainRecord {
  chainId: number;
  rpcUrl: string;
  token: Address;
  deployer: Address;
  /** ISO time of the deployment the token at `token` came from. */
  deployedAt: string;
}

/**
 * - `deployed`: a new chain; the token was deployed for the first time.
 * - `found`: the token was already there (a running chain, or one restarted from its state file).
 * - `redeployed`: chain.json named a token but the chain had no code there (its state was lost), so it was
 *   deployed again, at the same address; every balance and used nonce from before is gone.
 */
export type TokenOrigin = 'deployed' | 'found' | 'redeployed';

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  network: `eip155:${number}`;
  token: Address;
  /** The token's owner; never print it. */
  deployerKey: Hex;
  pid: number;
  tokenOrigin: TokenOrigin;
  /** Mints `amount` atomic units (see toTokenUnits) to `to` from the deployer; resolves once mined. */
  mint(to: string, amount: bigint): Promise<Hash>;
  /** SIGTERM and wait until anvil is gone, so its state file is written. */
  stop(): Promise<void>;
}

export interface StartLocalChainOptions {
  /** Keep the deployer key, state, record and log here; without it everything is fresh and forgotten at stop. */
  dir?: string;
  host: string;
  port: number;
  chainId?: number;
  /** Outlive this process (the cluster's chain). */
  detached?: boolean;
  /** Called with anvil's pid as soon as it is spawned, before the token is checked or deployed. */
  onSpawned?: (pid: number) => void;
}

/** Native balance the deployer is topped up to before it sends anything (on anvil gas is cheap; this lasts). */
const DEPLOYER_GAS = parseEther('1000');

export async function startLocalChain(options: StartLocalChainOptions): Promise<LocalChain> {
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID;
  const files = options.dir === undefined ? undefined : chainFiles(options.dir);
  if (files) mkdirSync(files.dir, { recursive: true, mode: 0o700 });
  const deployerKey = files ? loadOrCreateDeployerKey(files) : generatePrivateKey();
  const anvil = await spawnAnvil({
    host: options.host,
    port: options.port,
    chainId,
    ...(files ? { stateFile: files.state, logFile: files.log } : {}),
    ...(options.detached ? { detached: true } : {}),
  });
  try {
    options.onSpawned?.(anvil.pid);
    return await withToken(anvil, chainId, deployerKey, files);
  } catch (err) {
    await anvil.stop();
    throw err;
  }
}

export interface AttachOptions {
  dir: string;
  rpcUrl: string;
  pid: number;
}

/**
 * The chain already running from `dir` (started detached by an earlier process). Its token is checked like a
 * fresh start's, so a chain that lost its token meanwhile gets it back.
 */
export async function attachLocalChain(options: AttachOptions): Promise<LocalChain> {
  const files = chainFiles(options.dir);
  const deployerKey = readDeployerKey(files);
  const chainId = await readClient(options.rpcUrl).getChainId();
  const anvil: AnvilProcess = {
    pid: options.pid,
    rpcUrl: options.rpcUrl,
    stop: (timeoutMs) => stopAnvil(options.pid, timeoutMs),
  };
  return withToken(anvil, chainId, deployerKey, files);
}

async function withToken(
  anvil: AnvilProcess,
  chainId: number,
  deployerKey: Hex,
  files: ChainFiles | undefined,
): Promise<LocalChain> {
  const { rpcUrl } = anvil;
  const recorded = files ? readChainRecord(files.dir) : undefined;
  const { token, origin, deployedAt } = await ensureToken(rpcUrl, deployerKey, recorded);
  if (files) {
    const record: ChainRecord = { chainId, rpcUrl, token, deployer: addressOfKey(deployerKey), deployedAt };
    const text = `${JSON.stringify(record, null, 2)}\n`;
    if (!existsSync(files.record) || readFileSync(files.record, 'utf8') !== text)
      writeFileSync(files.record, text, { mode: 0o600 });
  }
  // Mints go out one at a time: each takes the deployer's next nonce, and two at once would take the same one.
  let minting: Promise<unknown> = Promise.resolve();
  const mint = (to: string, amount: bigint): Promise<Hash> => {
    const run = minting.then(() => mintTokens(rpcUrl, token, { minterKey: deployerKey, to, amount }));
    minting = run.catch(() => undefined);
    return run;
  };
  return {
    rpcUrl,
    chainId,
    network: `eip155:${chainId}`,
    token,
    deployerKey,
    pid: anvil.pid,
    tokenOrigin: origin,
    mint,
    stop: async () => {
      await anvil.stop();
    },
  };
}

async function ensureToken(
  rpcUrl: string,
  deployerKey: Hex,
  recorded: ChainRecord | undefined,
): Promise<{ token: Address; origin: TokenOrigin; deployedAt: string }> {
  const deployer = keyAccount(deployerKey).address;
  const expected = tokenAddressFor(deployer);
  if (await hasCode(rpcUrl, expected)) {
    const deployedAt = recorded?.token === expected ? recorded.deployedAt : new Date().toISOString();
    return { token: expected, origin: 'found', deployedAt };
  }
  const sent = await readClient(rpcUrl).getTransactionCount({ address: deployer });
  if (sent !== 0)
    throw new ChainError(
      'chain_state',
      `the deployer ${deployer} has sent ${sent} transactions on ${rpcUrl} but there is no token at ${expected}; ` +
        'this chain is not the one its folder describes',
    );
  if ((await nativeBalance(rpcUrl, deployer)) < DEPLOYER_GAS) await setNativeBalance(rpcUrl, deployer, DEPLOYER_GAS);
  const { token } = await deployToken(rpcUrl, deployerKey);
  if (token.toLowerCase() !== expected.toLowerCase())
    throw new ChainError('chain_state', `${TOKEN.symbol} was deployed at ${token}, not at ${expected} as expected`);
  return { token, origin: recorded ? 'redeployed' : 'deployed', deployedAt: new Date().toISOString() };
}

export function readChainRecord(dir: string): ChainRecord | undefined {
  const file = chainFiles(dir).record;
  if (!existsSync(file)) return undefined;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<ChainRecord>;
    if (typeof record.token === 'string' && typeof record.rpcUrl === 'string' && typeof record.chainId === 'number')
      return record as ChainRecord;
  } catch {
    // Reported below, like a record missing its fields.
  }
  throw new ChainError('chain_state', `${file} is not a chain record ({chainId, rpcUrl, token, ...}); remove it`);
}

/** The deployer key of a chain folder; created (mode 0600, never overwritten) the first time. */
export function loadOrCreateDeployerKey(files: ChainFiles): Hex {
  if (existsSync(files.deployer)) return readDeployerKey(files);
  const privateKey = generatePrivateKey();
  const body = { address: keyAccount(privateKey).address, privateKey };
  // `wx`: two processes creating the folder at once must not each believe their own key owns the token.
  writeFileSync(files.deployer, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return privateKey;
}

/** The deployer key of a chain folder that must already have one (e.g. to mint from another process). */
export function readDeployerKey(files: ChainFiles): Hex {
  const file = files.deployer;
  if (!existsSync(file)) throw new ChainError('chain_state', `${file} is missing, so the token's owner is unknown`);
  try {
    const { privateKey } = JSON.parse(readFileSync(file, 'utf8')) as { privateKey?: unknown };
    if (typeof privateKey === 'string') return asPrivateKey(privateKey);
  } catch {
    // Reported below without echoing the file, which holds a key.
  }
  throw new ChainError('bad_input', `${file} holds no usable {privateKey}; the token's owner key is lost`);
}
