import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { canonicalJson } from '@ainize/core';
import { type Address, formatEther, parseEther } from 'viem';
import {
  ChainError,
  DEFAULT_CHAIN_ID,
  type LocalChain,
  TOKEN,
  type TokenOrigin,
  attachLocalChain,
  chainFiles,
  isAnvilProcess,
  nativeBalance,
  readChainRecord,
  rpcChainId,
  setNativeBalance,
  startLocalChain,
  stopAnvil,
  toTokenUnits,
} from '../../chain/index.js';
import { readPid, runningPid } from '../pid-file.js';
import type { ExactPaymentsConfig } from '../../home/config-schema.js';
import { ConfigError, type HomePaths, homePaths, readConfigFile, updateConfigFile } from '../../home/home.js';
import { CLUSTER_HOST, type ClusterNode, type ClusterSettings, asObject, chainDir, chainPort } from './layout.js';

/**
 * The cluster's chain: one anvil, detached like the nodes, with ATD deployed on it, run from `<dir>/chain/`.
 * `up` starts or reuses it before any node starts, funds the home with test dollars and every node with gas, and
 * points every node's `payments.exact` at it; `down` stops it after the nodes so it can dump its state.
 */

export const CLUSTER_CHAIN_ID = DEFAULT_CHAIN_ID;
/** What the home's operator can spend from the first `up`: the demo catalog many times over. */
export const HOME_FUNDING_ATD = '1000';
/** Gas for a node that settles its own sales; topped up when below the floor, so a busy seller never runs dry. */
const GAS_FLOOR = parseEther('10');
const GAS_TOP_UP = parseEther('100');
/** How long a quote's payment authorization may take to settle: x402's usual 10 minutes. */
const MAX_TIMEOUT_SECONDS = 600;

export interface ClusterChain {
  rpcUrl: string;
  chainId: number;
  network: `eip155:${number}`;
  token: Address;
  pid: number;
}

/**
 * The chain's run files, shaped as a node home's so cli/pid-file's readers serve it as they serve the nodes;
 * only the file names differ (`anvil.pid`, `anvil.log`), so nobody mistakes the chain's folder for a node's.
 */
export function chainRunPaths(dir: string): HomePaths {
  const files = chainFiles(chainDir(dir));
  return { ...homePaths(files.dir), pidFile: files.pid, logFile: files.log };
}

/** The pid of the cluster's anvil when it runs; a pid file left by a dead (or reused) pid is removed. */
export function runningChainPid(dir: string): number | undefined {
  const paths = chainRunPaths(dir);
  const pid = readPid(paths);
  if (pid === undefined) return undefined;
  if (isAnvilProcess(pid)) return pid;
  rmSync(paths.pidFile, { force: true });
  return undefined;
}

/** Everything `up` does with the chain, before any node starts; prints one `chain:` line that says what happened. */
export async function ensureClusterChain(
  dir: string,
  settings: ClusterSettings,
  nodes: readonly ClusterNode[],
  io: { out: (line: string) => void; err: (line: string) => void },
): Promise<ClusterChain> {
  const home = nodes.find((n) => n.name === 'home');
  if (home === undefined) throw new ConfigError(`${dir} has no home node`);
  const chain = await asConfigErrors(async () => {
    const recorded = readChainRecord(chainDir(dir));
    const { chain, how } = await runningOrStarted(dir, settings);
    const funded = chain.tokenOrigin === 'found' ? '' : await fundHome(chain, home);
    io.out(`chain: ${startSentence(dir, chain, how)}; ${tokenSentence(dir, chain, how, recorded?.token)}${funded}`);
    const fueled = await fuelNodes(chain, nodes);
    if (fueled.length > 0) io.out(`chain: gave ${fueled.join(', ')} gas (${formatEther(GAS_TOP_UP)} ETH each)`);
    return chain;
  });

  const written = writeExactPayments(nodes, exactPaymentsFor(chain));
  if (written.length > 0) {
    io.out(`wrote payments.exact (${TOKEN.symbol} on ${chain.network} at ${chain.token}) into ${written.join(', ')}`);
    // A node reads its configuration when it starts.
    const running = nodes.filter((n) => written.includes(n.name) && runningPid(homePaths(n.home, n.config)));
    if (running.length > 0)
      io.err(
        `${running.map((n) => n.name).join(', ')} already running; they pay on this chain after: ` +
          `ainize cluster down --dir ${dir}, then up`,
      );
  }
  return { rpcUrl: chain.rpcUrl, chainId: chain.chainId, network: chain.network, token: chain.token, pid: chain.pid };
}

/** The chain room speaks in ChainErrors; a cluster command reports its failures as one-line ConfigErrors. */
async function asConfigErrors<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (err) {
    if (err instanceof ChainError) throw new ConfigError(`the cluster's chain: ${err.message}`);
    throw err;
  }
}

type Start = 'started' | 'restarted' | 'reused';

async function runningOrStarted(dir: string, settings: ClusterSettings): Promise<{ chain: LocalChain; how: Start }> {
  const paths = chainRunPaths(dir);
  const rpcUrl = `http://${CLUSTER_HOST}:${chainPort(settings)}`;
  const pid = runningChainPid(dir);
  if (pid !== undefined) {
    if ((await rpcChainId(rpcUrl, 3_000)) !== CLUSTER_CHAIN_ID)
      throw new ConfigError(
        `the cluster's chain (pid ${pid}) does not answer at ${rpcUrl}; see ${paths.logFile}, then: ` +
          `ainize cluster down --dir ${dir}, and up again`,
      );
    return { chain: await attachLocalChain({ dir: chainDir(dir), rpcUrl, pid }), how: 'reused' };
  }
  const hadState = existsSync(chainFiles(chainDir(dir)).state);
  const chain = await startLocalChain({
    dir: chainDir(dir),
    host: CLUSTER_HOST,
    port: chainPort(settings),
    chainId: CLUSTER_CHAIN_ID,
    detached: true,
    // Written at once, so a `down` finds the chain even if this `up` dies before the token is deployed.
    onSpawned: (spawned) => writeFileSync(paths.pidFile, `${spawned}\n`, { mode: 0o600 }),
  });
  return { chain, how: hadState ? 'restarted' : 'started' };
}

function startSentence(dir: string, chain: LocalChain, how: Start): string {
  const at = `anvil (pid ${chain.pid}) at ${chain.rpcUrl}, chain id ${chain.chainId}`;
  if (how === 'reused') return `reused the running ${at}`;
  if (how === 'restarted') return `restarted ${at}, from its state file ${chainFiles(chainDir(dir)).state}`;
  return `started ${at}`;
}

function tokenSentence(dir: string, chain: LocalChain, how: Start, recordedToken: string | undefined): string {
  const origin: TokenOrigin = chain.tokenOrigin;
  if (origin === 'found') return `${TOKEN.symbol} at ${chain.token}`;
  if (origin === 'deployed') return `deployed ${TOKEN.symbol} at ${chain.token}`;
  const state = chainFiles(chainDir(dir)).state;
  const why =
    how === 'reused'
      ? `the running chain has no ${TOKEN.symbol} at ${recordedToken}`
      : how === 'restarted'
        ? `${state} holds no ${TOKEN.symbol} at ${recordedToken}`
        : `${state} is gone`;
  return (
    `state lost (${why}), so every balance and payment made on it is gone; ` +
    `redeployed ${TOKEN.symbol} at ${chain.token}`
  );
}

async function fundHome(chain: LocalChain, home: ClusterNode): Promise<string> {
  await chain.mint(home.config.identity.address, toTokenUnits(HOME_FUNDING_ATD, TOKEN.decimals));
  return ` and gave the home node (${home.config.identity.address}) ${HOME_FUNDING_ATD} ${TOKEN.symbol}`;
}

/** Tops up every node below the gas floor; returns the names topped up. */
async function fuelNodes(chain: LocalChain, nodes: readonly ClusterNode[]): Promise<string[]> {
  const fueled: string[] = [];
  for (const node of nodes) {
    const address = node.config.identity.address;
    if ((await nativeBalance(chain.rpcUrl, address)) >= GAS_FLOOR) continue;
    await setNativeBalance(chain.rpcUrl, address, GAS_TOP_UP);
    fueled.push(node.name);
  }
  return fueled;
}

/** `payments.exact` for a node of this cluster: its own key settles (and pays gas), no outside facilitator. */
export function exactPaymentsFor(chain: Pick<ClusterChain, 'network' | 'rpcUrl' | 'token'>): ExactPaymentsConfig {
  return {
    network: chain.network,
    rpcUrl: chain.rpcUrl,
    asset: chain.token,
    name: TOKEN.name,
    version: TOKEN.version,
    decimals: TOKEN.decimals,
    symbol: TOKEN.symbol,
    maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
    facilitator: {},
  };
}

/**
 * Unlike the trust policy, `payments.exact` belongs to the cluster: it must name the chain the cluster runs, so a
 * value that differs (an edit, or a chain redeployed elsewhere) is replaced whole. Returns the nodes rewritten.
 */
export function writeExactPayments(nodes: readonly ClusterNode[], exact: ExactPaymentsConfig): string[] {
  const written: string[] = [];
  for (const node of nodes) {
    const payments = asObject(readConfigFile(node.home).payments);
    if (payments.exact !== undefined && canonicalJson(payments.exact) === canonicalJson(exact)) continue;
    updateConfigFile(node.home, (raw) => {
      raw.payments = { ...asObject(raw.payments), exact };
    });
    written.push(node.name);
  }
  return written;
}

export type ChainStop = { outcome: 'not_running' } | { outcome: 'stopped' | 'killed'; pid: number; stateFile: string };

/** SIGTERM and wait, so anvil dumps its state; then the pid file goes. */
export async function stopClusterChain(dir: string): Promise<ChainStop> {
  const pid = runningChainPid(dir);
  if (pid === undefined) return { outcome: 'not_running' };
  const outcome = await stopAnvil(pid);
  rmSync(chainRunPaths(dir).pidFile, { force: true });
  if (outcome === 'not_running') return { outcome };
  return { outcome, pid, stateFile: chainFiles(chainDir(dir)).state };
}

export interface ChainStatus {
  rpcUrl: string;
  chainId: number;
  token: string | null;
  pid: number | null;
  healthy: boolean;
}

/** What `cluster status` reports about the chain; null for a cluster that never had one. */
export async function clusterChainStatus(dir: string, settings: ClusterSettings): Promise<ChainStatus | null> {
  const record = await asConfigErrors(async () => readChainRecord(chainDir(dir)));
  const pid = runningChainPid(dir) ?? null;
  if (record === undefined && pid === null) return null;
  const rpcUrl = record?.rpcUrl ?? `http://${CLUSTER_HOST}:${chainPort(settings)}`;
  const healthy = pid !== null && (await rpcChainId(rpcUrl, 2_000)) === (record?.chainId ?? CLUSTER_CHAIN_ID);
  return { rpcUrl, chainId: record?.chainId ?? CLUSTER_CHAIN_ID, token: record?.token ?? null, pid, healthy };
}
