import { resolve } from 'node:path';
import { type Io, startCommand, stopCommand } from '../cli/commands.js';
import { type ParsedArgs, UsageError, intFlag, stringFlag } from '../cli/args.js';
import { readUrl, runningPid } from '../cli/pid-file.js';
import { ConfigError, homePaths } from '../home/home.js';
import { DEMO_KNOWLEDGE } from '../seed/demo-datasets.js';
import {
  type ClusterNode,
  type ClusterSettings,
  DEFAULT_MODEL_ROWS,
  DEFAULT_PORT_BASE,
  createCluster,
  defaultClusterDir,
  loadNodes,
  nodeEnv,
  operatorFile,
  readSettings,
} from './layout.js';
import { connectionHelp } from './connect.js';
import { ensureOperator } from './operator.js';
import { demoSelection, seedHome } from './seed.js';
import { catalogItems, waitUntilListed } from './watch.js';

/** `ainize cluster up | down | status`: a home node and two verifiers on one machine, each its own process. */

/** How long `up` waits for the demo catalog to be LISTED before giving up (seconds). */
const DEFAULT_TIMEOUT_S = 300;

export function clusterCommand(args: ParsedArgs, io: Io): Promise<number> {
  const [sub, ...extra] = args.positionals;
  if (extra.length > 0 || (sub !== 'up' && sub !== 'down' && sub !== 'status'))
    throw new UsageError('usage: ainize cluster up | down | status [--dir D]');
  const dir = resolve(stringFlag(args, 'dir') ?? defaultClusterDir(io.env));
  if (sub === 'up') return up(dir, args, io);
  if (sub === 'down') return down(dir, io);
  return status(dir, args.flags.json === true, io);
}

/** The first `up` takes its settings from flags; later ones read cluster.json and ignore them (with a note). */
function settingsFromFlags(args: ParsedArgs): ClusterSettings {
  const sets = stringFlag(args, 'demo-sets');
  const known = DEMO_KNOWLEDGE.map((k) => k.id);
  const demoIds = sets === undefined ? known : sets.split(',').map((s) => s.trim());
  const unknown = demoIds.filter((id) => !known.includes(id));
  if (unknown.length > 0 || demoIds.length === 0)
    throw new UsageError(`--demo-sets: unknown ${unknown.join(', ') || '(empty)'} (known: ${known.join(', ')})`);
  return {
    portBase: intFlag(args, 'port-base', 1, 65_533) ?? DEFAULT_PORT_BASE,
    modelRows: intFlag(args, 'model-rows', 1, 2 ** 24) ?? DEFAULT_MODEL_ROWS,
    demoLimit: intFlag(args, 'demo-limit', 1, 1_000_000) ?? null,
    demoIds,
  };
}

const SETTING_FLAGS = ['port-base', 'model-rows', 'demo-limit', 'demo-sets'];

async function up(dir: string, args: ParsedArgs, io: Io): Promise<number> {
  const started = performance.now();
  const timeoutS = intFlag(args, 'timeout', 1, 86_400) ?? DEFAULT_TIMEOUT_S;
  const requested = settingsFromFlags(args);
  let settings = readSettings(dir);
  let nodes: ClusterNode[];
  if (settings === undefined) {
    settings = requested;
    nodes = createCluster(dir, settings, io.env);
    io.out(
      `created a cluster in ${dir}: a home node and two verifiers, ports ${settings.portBase}-${settings.portBase + 2}`,
    );
  } else {
    nodes = loadNodes(dir, io.env);
    if (SETTING_FLAGS.some((f) => args.flags[f] !== undefined))
      io.out(`reusing the cluster in ${dir}; its settings come from cluster.json, so the setting flags are ignored`);
    else io.out(`reusing the cluster in ${dir}`);
  }
  const [home, ...verifiers] = nodes as [ClusterNode, ClusterNode, ClusterNode];
  const nodeIo: Io = { ...io, env: nodeEnv(io.env) };

  const operator = await ensureOperator(dir, home.home, home.url);
  if (operator === 'missing')
    io.err(
      `warning: ${operatorFile(dir)} is gone and the home node keeps only a hash of its password; ` +
        `to get a new one: ainize cluster down, delete operator.passwordHash from ${home.home}/config.json, remove ` +
        `${operatorFile(dir)} if present, then up again`,
    );

  const demos = demoSelection(settings);
  const ids = demos.map((d) => d.id);
  const deadline = Date.now() + timeoutS * 1000;
  if (runningPid(homePaths(home.home, home.config)) === undefined) {
    await seedHome(home.home, nodeIo.env, demos, { out: io.out }).catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      throw new ConfigError(
        `${home.url} is taken by another process; stop it, or create the cluster elsewhere with --dir and --port-base`,
      );
    });
    await startIfStopped(home, nodeIo);
  } else {
    const present = new Set((await catalogItems(home.url))?.map((item) => item.id) ?? []);
    const unseeded = ids.filter((id) => !present.has(id));
    if (unseeded.length > 0)
      throw new ConfigError(
        `the home node is already running without ${unseeded.join(', ')}; seeding needs it stopped: ` +
          `ainize cluster down, then up again`,
      );
    io.out(`home node already running at ${home.url}`);
  }
  // The verifiers start only once the home serves detached: one that finds a body unreachable (as it would in
  // the moment the home restarts after seeding) backs off for a minute before asking again.
  for (const v of verifiers) await startIfStopped(v, nodeIo);

  const result = await waitUntilListed({ url: home.url, ids, deadline, out: io.out });
  if (!result.ok) {
    const what = result.missing.map((m) => `${m.id} (${m.status}, ${m.passed}/2 attestations)`).join(', ');
    io.err(`ainize cluster up: not LISTED after ${timeoutS} s: ${what}`);
    io.err(`logs: ${nodes.map((n) => homePaths(n.home, n.config).logFile).join(', ')}`);
    io.err(`the nodes are left running for a look; stop them with: ainize cluster down --dir ${dir}`);
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.out(`all ${ids.length} demo knowledges LISTED (${seconds} s)`);
  for (const line of connectionHelp(dir, home.url)) io.out(line);
  return 0;
}

async function startIfStopped(node: ClusterNode, io: Io): Promise<void> {
  const paths = homePaths(node.home, node.config);
  const pid = runningPid(paths);
  if (pid !== undefined) {
    io.out(`${node.name} already running (pid ${pid}) at ${readUrl(paths) ?? node.url}`);
    return;
  }
  // The same detached start `ainize start -d --home` performs, so the cluster's nodes are ordinary nodes.
  const code = await startCommand({ positionals: [], flags: { home: node.home, detach: true } }, io);
  if (code !== 0) throw new ConfigError(`${node.name} did not start (its log: ${paths.logFile})`);
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
