import { resolve } from 'node:path';
import { type Io, stopCommand } from '../cli/commands.js';
import { type ParsedArgs, UsageError, stringFlag } from '../cli/args.js';
import { readUrl, runningPid } from '../cli/pid-file.js';
import { homePaths } from '../home/home.js';
import { type ClusterNode, defaultClusterDir, loadNodes, nodeEnv, readSettings } from './layout.js';
import { up } from './up.js';

/** `ainize cluster up | down | status`: a home node, two verifiers and a seller on one machine, each its own process. */

export function clusterCommand(args: ParsedArgs, io: Io): Promise<number> {
  const [sub, ...extra] = args.positionals;
  if (extra.length > 0 || (sub !== 'up' && sub !== 'down' && sub !== 'status'))
    throw new UsageError('usage: ainize cluster up | down | status [--dir D]');
  const dir = resolve(stringFlag(args, 'dir') ?? defaultClusterDir(io.env));
  if (sub === 'up') return up(dir, args, io);
  if (sub === 'down') return down(dir, io);
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
  return code;
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
  if (readSettings(dir) === undefined) {
    if (json) io.out(JSON.stringify({ dir, nodes: [] }));
    else io.out(`no cluster in ${dir} (create one with: ainize cluster up --dir ${dir})`);
    return 1;
  }
  const nodes = await Promise.all(loadNodes(dir, io.env).map(nodeStatus));
  if (json) {
    io.out(JSON.stringify({ dir, nodes }));
  } else {
    for (const n of nodes) {
      const state = n.healthy ? `ok (pid ${n.pid ?? '?'})` : n.pid === null ? 'stopped' : `pid ${n.pid}, not answering`;
      const counts = Object.entries(n.knowledge)
        .filter(([, count]) => count > 0)
        .map(([s, count]) => `${count} ${s}`);
      const knowledge = n.healthy ? `  knowledge: ${counts.length > 0 ? counts.join(', ') : 'none'}` : '';
      io.out(`${n.name.padEnd(10)} ${n.url}  ${n.roles.join(',').padEnd(14)} ${state}${knowledge}`);
    }
  }
  return nodes.every((n) => n.healthy) ? 0 : 1;
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
