import { resolve } from 'node:path';
import { TOKEN } from '../../chain/index.js';
import { type Io, stopCommand } from '../commands.js';
import { type ParsedArgs, UsageError, stringFlag } from '../args.js';
import { readUrl, runningPid } from '../pid-file.js';
import { homePaths } from '../../home/home.js';
import { type ClusterNode, defaultClusterDir, loadNodes, nodeEnv, readSettings } from './layout.js';
import { type ChainStatus, type ChainStop, clusterChainStatus, stopClusterChain } from './chain.js';
import { FAUCET_USAGE, faucet } from './faucet.js';
import { up } from './up.js';

/**
 * `ainize cluster up | down | status | faucet`: a home node, two verifiers and a seller on one machine, each its own
 * process, and the local chain they settle payments on.
 */

const USAGE = `usage: ainize cluster up | down | status [--dir D], or ${FAUCET_USAGE}`;

export function clusterCommand(args: ParsedArgs, io: Io): Promise<number> {
  const [sub, ...extra] = args.positionals;
  const arity = sub === 'faucet' ? 2 : 0;
  if (extra.length !== arity || (sub !== 'up' && sub !== 'down' && sub !== 'status' && sub !== 'faucet'))
    throw new UsageError(sub === 'faucet' ? `usage: ${FAUCET_USAGE}` : USAGE);
  const dir = resolve(stringFlag(args, 'dir') ?? defaultClusterDir(io.env));
  if (sub === 'up') return up(dir, args, io);
  if (sub === 'down') return down(dir, io);
  if (sub === 'faucet') return faucet(dir, extra[0] as string, extra[1] as string, io);
  return status(dir, args.flags.json === true, io);
}

async function down(dir: string, io: Io): Promise<number> {
  if (readSettings(dir) === undefined) {
    io.out(`no cluster in ${dir}`);
    return 0;
  }
  const nodeIo: Io = { ...io, env: nodeEnv(io.env) };
  let code = 0;
  for (const node of loadNodes(dir, io.env)) {
    io.out(`${node.name}:`);
    code = Math.max(code, await stopCommand({ positionals: [], flags: { home: node.home } }, nodeIo));
  }
  // After the nodes, so none of them is cut off from the chain halfway through a settlement.
  io.out(chainStopSentence(await stopClusterChain(dir)));
  return code;
}

function chainStopSentence(stop: ChainStop): string {
  if (stop.outcome === 'not_running') return 'chain: not running';
  if (stop.outcome === 'stopped') return `chain: stopped anvil (pid ${stop.pid}); its state is in ${stop.stateFile}`;
  return (
    `chain: anvil (pid ${stop.pid}) did not stop within 15 s and was killed; ${stop.stateFile} holds its state ` +
    'as of its last dump, at most a second earlier'
  );
}

interface NodeStatus {
  name: string;
  url: string;
  roles: string[];
  pid: number | null;
  healthy: boolean;
  /** Knowledges by status as the node's `/api/info` counts them; empty when it does not answer. */
  knowledge: Record<string, number>;
}

async function status(dir: string, json: boolean, io: Io): Promise<number> {
  const settings = readSettings(dir);
  if (settings === undefined) {
    if (json) io.out(JSON.stringify({ dir, nodes: [], chain: null }));
    else io.out(`no cluster in ${dir} (create one with: ainize cluster up --dir ${dir})`);
    return 1;
  }
  const [nodes, chain] = await Promise.all([
    Promise.all(loadNodes(dir, io.env).map(nodeStatus)),
    clusterChainStatus(dir, settings),
  ]);
  if (json) {
    io.out(JSON.stringify({ dir, nodes, chain }));
  } else {
    for (const n of nodes) {
      const state = n.healthy ? `ok (pid ${n.pid ?? '?'})` : n.pid === null ? 'stopped' : `pid ${n.pid}, not answering`;
      const counts = Object.entries(n.knowledge)
        .filter(([, count]) => count > 0)
        .map(([s, count]) => `${count} ${s}`);
      const knowledge = n.healthy ? `  knowledge: ${counts.length > 0 ? counts.join(', ') : 'none'}` : '';
      io.out(`${n.name.padEnd(10)} ${n.url}  ${n.roles.join(',').padEnd(14)} ${state}${knowledge}`);
    }
    if (chain !== null) io.out(chainStatusLine(chain));
  }
  return nodes.every((n) => n.healthy) ? 0 : 1;
}

function chainStatusLine(chain: ChainStatus): string {
  const state = chain.healthy
    ? `ok (pid ${chain.pid ?? '?'})`
    : chain.pid === null
      ? 'stopped'
      : `pid ${chain.pid}, not answering`;
  const token = chain.token === null ? 'no token yet' : `${TOKEN.symbol} ${chain.token}`;
  return `${'chain'.padEnd(10)} ${chain.rpcUrl}  ${`anvil ${chain.chainId}`.padEnd(14)} ${state}  ${token}`;
}

/** Catalog counts that are about knowledge status; `/api/info` also counts records and drafts. */
const NOT_STATUSES = new Set(['patches', 'records', 'drafts']);

async function nodeStatus(node: ClusterNode): Promise<NodeStatus> {
  const paths = homePaths(node.home, node.config);
  const pid = runningPid(paths) ?? null;
  const url = readUrl(paths) ?? node.url;
  const base = { name: node.name, url, roles: [...node.config.roles], pid };
  try {
    const health = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
    if (!health.ok) return { ...base, healthy: false, knowledge: {} };
    const res = await fetch(`${url}/api/info`, { signal: AbortSignal.timeout(2_000) });
    const info = (res.ok ? await res.json() : {}) as { counts?: Record<string, number> };
    const knowledge = Object.fromEntries(
      Object.entries(info.counts ?? {})
        .filter(([k]) => !NOT_STATUSES.has(k))
        .map(([k, v]) => [k.toUpperCase(), v]),
    );
    return { ...base, healthy: true, knowledge };
  } catch {
    return { ...base, healthy: false, knowledge: {} };
  }
}
