import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN, chainFiles, nativeBalance, tokenBalance, tokenAddressFor } from '../src/chain/index.js';
import { UsageError } from '../src/cli/args.js';
import type { Io } from '../src/cli/commands.js';
import { type ClusterChain, ensureClusterChain, runningChainPid, stopClusterChain } from '../src/cli/cluster/chain.js';
import { clusterCommand } from '../src/cli/cluster/commands.js';
import {
  type ClusterNode,
  type ClusterSettings,
  chainDir,
  clusterPorts,
  createCluster,
  loadNodes,
} from '../src/cli/cluster/layout.js';
import { ConfigError, readConfigFile, updateConfigFile } from '../src/home/home.js';
import { pidAlive } from '../src/lock/files.js';
import { freePortBase } from './cluster-fixtures.js';

/**
 * The cluster's chain, in-process on the files and a real anvil (no node is started): what `up` does with it
 * before the nodes start, what `down` does after they stop, and `cluster faucet`. cluster.test.ts runs the whole
 * CLI with nodes; this file checks the chain's part of the story in seconds.
 */

let scratch: string;
let dir: string;
let settings: ClusterSettings;
let nodes: ClusterNode[];

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'ainize-cluster-chain-'));
  dir = join(scratch, 'cluster');
  settings = { portBase: await freePortBase(), modelRows: 16_384, demoLimit: 10, demoIds: ['iso4217-currency-codes'] };
  nodes = createCluster(dir, settings, {});
});

afterAll(async () => {
  // Whatever failed above, the chain must not outlive the test.
  const pid = dir ? runningChainPid(dir) : undefined;
  if (pid !== undefined) await stopClusterChain(dir);
  if (pid !== undefined && pidAlive(pid)) process.kill(pid, 'SIGKILL');
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 120_000);

function capture(): Io & { lines: string[]; errors: string[]; text: () => string } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    env: {},
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    text: () => [...lines, ...errors].join('\n'),
  };
}

const home = () => nodes.find((n) => n.name === 'home') as ClusterNode;
const homeBalance = (chain: ClusterChain) => tokenBalance(chain.rpcUrl, chain.token, home().config.identity.address);
const faucet = (io: Io, ...positionals: string[]) =>
  clusterCommand({ positionals: ['faucet', ...positionals], flags: { dir } }, io);
const RECIPIENT = '0x00000000000000000000000000000000000a11ce';

describe("the cluster's chain", () => {
  let first: ClusterChain;

  it('takes the fifth port, after the four nodes', () => {
    expect(clusterPorts(settings)).toEqual([0, 1, 2, 3, 4].map((i) => settings.portBase + i));
  });

  it('starts on the first up: deploys ATD, gives the home 1000 ATD and every node gas, and points every node at it', async () => {
    const io = capture();
    first = await ensureClusterChain(dir, settings, nodes, io);
    expect(first).toMatchObject({
      chainId: 31337,
      network: 'eip155:31337',
      rpcUrl: `http://127.0.0.1:${settings.portBase + 4}`,
    });
    expect(io.lines[0]).toBe(
      `chain: started anvil (pid ${first.pid}) at ${first.rpcUrl}, chain id 31337; deployed ATD at ${first.token} ` +
        `and gave the home node (${home().config.identity.address}) 1000 ATD`,
    );
    expect(io.lines).toContain('chain: gave home, verifier-1, verifier-2, seller gas (100 ETH each)');
    expect(io.lines).toContain(
      `wrote payments.exact (ATD on eip155:31337 at ${first.token}) into home, verifier-1, verifier-2, seller`,
    );
    expect(await homeBalance(first)).toBe(1_000_000_000n);
    for (const node of nodes)
      expect(await nativeBalance(first.rpcUrl, node.config.identity.address)).toBe(parseEther('100'));

    for (const node of loadNodes(dir, {}))
      expect(node.config.payments.exact, node.name).toEqual({
        network: 'eip155:31337',
        rpcUrl: first.rpcUrl,
        asset: first.token,
        name: TOKEN.name,
        version: TOKEN.version,
        decimals: 6,
        symbol: 'ATD',
        maxTimeoutSeconds: 600,
        facilitator: {},
      });

    const files = chainFiles(chainDir(dir));
    expect(readFileSync(files.pid, 'utf8').trim()).toBe(String(first.pid));
    expect(statSync(files.deployer).mode & 0o777).toBe(0o600);
    const deployer = JSON.parse(readFileSync(files.deployer, 'utf8')) as { address: `0x${string}`; privateKey: string };
    expect(first.token).toBe(tokenAddressFor(deployer.address));
    expect(JSON.parse(readFileSync(files.record, 'utf8'))).toMatchObject({
      chainId: 31337,
      rpcUrl: first.rpcUrl,
      token: first.token,
    });
    expect(io.text()).not.toContain(deployer.privateKey.slice(2));
  }, 90_000);

  it('is reused by the next up, which funds nobody again and rewrites nothing', async () => {
    const io = capture();
    const again = await ensureClusterChain(dir, settings, nodes, io);
    expect(again).toEqual(first);
    expect(io.lines).toEqual([
      `chain: reused the running anvil (pid ${first.pid}) at ${first.rpcUrl}, chain id 31337; ATD at ${first.token}`,
    ]);
    expect(await homeBalance(first)).toBe(1_000_000_000n);
  });

  it('rewrites a payments.exact that differs from its chain, and says so', async () => {
    updateConfigFile(join(dir, 'seller'), (raw) => {
      (raw.payments as { exact: { rpcUrl: string } }).exact.rpcUrl = 'http://127.0.0.1:1';
    });
    const io = capture();
    await ensureClusterChain(dir, settings, nodes, io);
    expect(io.lines).toContain(`wrote payments.exact (ATD on eip155:31337 at ${first.token}) into seller`);
    expect((readConfigFile(join(dir, 'seller')).payments as { exact: { rpcUrl: string } }).exact.rpcUrl).toBe(
      first.rpcUrl,
    );
  });

  it('mints faucet ATD to any address and prints the new balance', async () => {
    const io = capture();
    expect(await faucet(io, RECIPIENT, '2.5')).toBe(0);
    expect(await faucet(io, RECIPIENT, '0.000001')).toBe(0);
    expect(io.lines[0]).toMatch(new RegExp(`^minted 2.5 ATD to ${RECIPIENT} \\(tx 0x[0-9a-f]{64}\\)$`));
    expect(io.lines[3]).toBe(`balance of ${RECIPIENT}: 2.500001 ATD`);
  }, 90_000);

  it.each([
    ['0x12', '1', /not an address/],
    [RECIPIENT, '-1', /non-negative decimal/],
    [RECIPIENT, '1.0000001', /7 fractional digits; this asset has 6/],
    [RECIPIENT, 'ten', /decimal/],
    [RECIPIENT, '0', /more than 0 ATD/],
    [RECIPIENT, '1000000001', /at most 1000000000 ATD per call/],
  ])('refuses faucet %s %s as a usage mistake, minting nothing', async (address, amount, why) => {
    const io = capture();
    const refusal = faucet(io, address, amount);
    await expect(refusal).rejects.toBeInstanceOf(UsageError);
    await expect(refusal).rejects.toThrow(why);
    expect(io.lines).toEqual([]);
  });

  it('is stopped after the nodes so it dumps its state, and the next up restarts it from that state', async () => {
    const stop = await stopClusterChain(dir);
    expect(stop).toMatchObject({ outcome: 'stopped', pid: first.pid });
    expect(pidAlive(first.pid)).toBe(false);
    expect(existsSync(chainFiles(chainDir(dir)).pid)).toBe(false);

    const down = capture();
    await expect(faucet(down, RECIPIENT, '1')).rejects.toThrow(
      new ConfigError(`the cluster's chain is not running; start it with: ainize cluster up --dir ${dir}`),
    );

    const io = capture();
    const restarted = await ensureClusterChain(dir, settings, nodes, io);
    expect(restarted.token).toBe(first.token);
    expect(io.lines[0]).toBe(
      `chain: restarted anvil (pid ${restarted.pid}) at ${first.rpcUrl}, chain id 31337, from its state file ` +
        `${chainFiles(chainDir(dir)).state}; ATD at ${first.token}`,
    );
    expect(await tokenBalance(restarted.rpcUrl, first.token, RECIPIENT)).toBe(2_500_001n);
    expect(await homeBalance(restarted)).toBe(1_000_000_000n);
  }, 90_000);

  it('redeploys at the same address and funds the home again when its state is lost, and says so', async () => {
    await stopClusterChain(dir);
    rmSync(chainFiles(chainDir(dir)).state);
    const io = capture();
    const redeployed = await ensureClusterChain(dir, settings, nodes, io);
    expect(redeployed.token).toBe(first.token);
    expect(io.lines[0]).toContain(`state lost (${chainFiles(chainDir(dir)).state} is gone)`);
    expect(io.lines[0]).toContain(`redeployed ATD at ${first.token} and gave the home node`);
    expect(io.lines.some((l) => l.startsWith('wrote payments.exact'))).toBe(false);
    expect(await homeBalance(redeployed)).toBe(1_000_000_000n);
    expect(await tokenBalance(redeployed.rpcUrl, first.token, RECIPIENT)).toBe(0n);
  }, 90_000);
});
