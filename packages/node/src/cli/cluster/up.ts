import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedArgs, UsageError, intFlag, stringFlag } from '../args.js';
import { type Io, startCommand } from '../commands.js';
import { readUrl, runningPid } from '../pid-file.js';
import { configSchema } from '../../home/config-schema.js';
import { ConfigError, homePaths } from '../../home/home.js';
import { DEMO_KNOWLEDGE, type DemoKnowledge } from '../../seed/demo-datasets.js';
import { ensureClusterChain, runningChainPid, stopClusterChain } from './chain.js';
import { connectionHelp } from './connect.js';
import {
  CLUSTER_HOST,
  CLUSTER_NODES,
  type ClusterNode,
  type ClusterNodeName,
  type ClusterSettings,
  DEFAULT_MODEL_ROWS,
  DEFAULT_PORT_BASE,
  chainPort,
  clusterPorts,
  createCluster,
  loadNodes,
  nodeEnv,
  operatorFile,
  readSettings,
  VERIFIER_NODES,
  addSellerIfMissing,
  removeNewCluster,
  writeTrustPolicy,
} from './layout.js';
import { ensureOperator } from './operator.js';
import { type Endpoint, ephemeralWarning, unavailablePorts } from './ports.js';
import { demoSelection, seedNode, sellerSelection } from './seed.js';
import { catalogItems, demoForOtherModel, waitUntilListed } from './watch.js';

/** `ainize cluster up`: create the cluster on the first run, claim and start its nodes, wait for the demo catalog. */

/** How long `up` waits for the demo catalog to be LISTED before giving up (seconds). */
const DEFAULT_TIMEOUT_S = 300;

const SETTING_FLAGS = ['port-base', 'model-rows', 'demo-limit', 'demo-sets'];

/** The model-rows rule of the node config, so a bad flag is refused before a port is probed or a file written. */
const modelRowsSchema = configSchema.shape.runtime.unwrap().shape.rows;

/** The first `up` takes its settings from flags; later ones read cluster.json and ignore them (with a note). */
function settingsFromFlags(args: ParsedArgs): ClusterSettings {
  const sets = stringFlag(args, 'demo-sets');
  const known = DEMO_KNOWLEDGE.map((k) => k.id);
  const demoIds = sets === undefined ? known : sets.split(',').map((s) => s.trim());
  const unknown = demoIds.filter((id) => !known.includes(id));
  if (unknown.length > 0 || demoIds.length === 0)
    throw new UsageError(`--demo-sets: unknown ${unknown.join(', ') || '(empty)'} (known: ${known.join(', ')})`);
  const modelRows = intFlag(args, 'model-rows', 1, 2 ** 24) ?? DEFAULT_MODEL_ROWS;
  const rows = modelRowsSchema.safeParse(modelRows);
  if (!rows.success) throw new UsageError(`--model-rows: ${rows.error.issues[0]?.message ?? 'invalid'}`);
  return {
    // The chain takes the fifth port, so base+4 must still be a port.
    portBase: intFlag(args, 'port-base', 1, 65_535 - CLUSTER_NODES.length) ?? DEFAULT_PORT_BASE,
    modelRows,
    demoLimit: intFlag(args, 'demo-limit', 1, 1_000_000) ?? null,
    demoIds,
  };
}

export async function up(dir: string, args: ParsedArgs, io: Io): Promise<number> {
  const started = performance.now();
  const timeoutS = intFlag(args, 'timeout', 1, 86_400) ?? DEFAULT_TIMEOUT_S;
  const requested = settingsFromFlags(args);
  const existing = readSettings(dir);
  if (existing !== undefined) {
    if (SETTING_FLAGS.some((f) => args.flags[f] !== undefined))
      io.out(`reusing the cluster in ${dir}; its settings come from cluster.json, so the setting flags are ignored`);
    else io.out(`reusing the cluster in ${dir}`);
    if (!existsSync(join(dir, 'seller', 'config.json'))) {
      // The others read their peers when they start; running, they would never pull from a seller added now.
      const running = CLUSTER_NODES.filter((n) => n !== 'seller' && runningPid(homePaths(join(dir, n))) !== undefined);
      if (running.length > 0)
        throw new ConfigError(
          `this cluster was made before it had a seller node, and ${running.join(', ')} ${running.length === 1 ? 'is' : 'are'} ` +
            'running; the seller is added while they are stopped: ainize cluster down, then up',
        );
      addSellerIfMissing(dir, existing);
      io.out(`added a seller node (port ${existing.portBase + 3}) to the cluster; the others peer with it from now on`);
    }
    const written = writeTrustPolicy(dir);
    if (written.length > 0)
      io.out(
        `wrote the cluster's trust policy (verifier.trusted, verifier.challengers, creditMembers) into ${written.join(', ')}`,
      );
    const nodes = loadNodes(dir, io.env);
    const stopped = nodes.filter((n) => runningPid(homePaths(n.home, n.config)) === undefined);
    const stale = written.filter((name) => !stopped.some((n) => n.name === name));
    // A node reads its trust policy when it starts.
    if (stale.length > 0)
      io.err(`${stale.join(', ')} already running; the policy applies after: ainize cluster down, then up`);
    // A cluster made before it had a chain claims the fifth port now, so it is checked like a stopped node's.
    const chainStopped = runningChainPid(dir) === undefined;
    await refuseTakenPorts(
      [
        ...stopped.map((n) => ({ host: n.config.host, port: n.config.port })),
        ...(chainStopped ? [{ host: CLUSTER_HOST, port: chainPort(existing) }] : []),
      ],
      `the ports come from ${dir}/cluster.json (${portRange(existing)}, the last for its chain); stop that ` +
        'process, or make a new cluster elsewhere with --dir and --port-base',
      io,
    );
    return bringUp(dir, existing, nodes, { timeoutS, started }, io);
  }

  const settings = requested;
  const range = portRange(settings);
  await refuseTakenPorts(
    clusterPorts(settings).map((port) => ({ host: CLUSTER_HOST, port })),
    `the cluster needs ports ${range} (the last for its chain); choose free ones with --port-base`,
    io,
  );
  const dirCreated = !existsSync(dir);
  const nodes = createCluster(dir, settings, io.env);
  io.out(`created a cluster in ${dir}: a home node, two verifiers, a seller and a chain, ports ${range}`);
  let listened = false;
  try {
    return await bringUp(dir, settings, nodes, { timeoutS, started, onListening: () => (listened = true) }, io);
  } catch (err) {
    // Before any node listened, this run's files are all there is; kept, they would pin a retry to these settings.
    // The chain this run started goes with them: it holds nothing but the demo funding.
    if (!listened) {
      await stopClusterChain(dir);
      removeNewCluster(dir, dirCreated);
      io.err(`removed what this run created in ${dir}, so the next up starts afresh`);
    }
    throw err;
  }
}

/** `B-B+4`: the nodes' ports and the chain's. */
function portRange(settings: Pick<ClusterSettings, 'portBase'>): string {
  const ports = clusterPorts(settings);
  return `${ports[0]}-${ports[ports.length - 1]}`;
}

interface BringUpOptions {
  timeoutS: number;
  started: number;
  /** Called once the first node of the cluster listens. */
  onListening?: () => void;
}

async function bringUp(
  dir: string,
  settings: ClusterSettings,
  nodes: ClusterNode[],
  options: BringUpOptions,
  io: Io,
): Promise<number> {
  const byName = (name: ClusterNodeName) => nodes.find((n) => n.name === name) as ClusterNode;
  const home = byName('home');
  const nodeIo: Io = { ...io, env: nodeEnv(io.env) };
  // All four are claimed before any of them starts: none is ever open to a first-come setup.
  for (const node of nodes) {
    if ((await ensureOperator(dir, node)) !== 'missing') continue;
    io.err(
      `warning: ${operatorFile(dir, node.name)} is gone and ${node.name} keeps only a hash of its password; ` +
        `to get a new one: ainize cluster down, delete operator.passwordHash from ${node.home}/config.json, ` +
        'then up again',
    );
  }

  // Before any node starts: each reads payments.exact, the chain it settles on, when it starts.
  const chain = await ensureClusterChain(dir, settings, nodes, io);

  const seller = byName('seller');
  const sold = sellerSelection(settings);
  const shops: [ClusterNode, DemoKnowledge[]][] = [
    [home, demoSelection(settings)],
    [seller, sold],
  ];
  const ids = shops.flatMap(([, demos]) => demos.map((d) => d.id));
  const deadline = Date.now() + options.timeoutS * 1000;
  for (const [node, demos] of shops) await seedIfStopped(node, demos, options, nodeIo);
  // Every node is started only after all the seeding: a peer found down is asked again after a wait that doubles,
  // so one selling node up while the other still teaches would leave it unsynced for minutes. Likewise the
  // verifiers start last: one that finds a body unreachable backs off for a minute before asking again.
  for (const [node] of shops) await startIfStopped(node, nodeIo);
  for (const v of VERIFIER_NODES) await startIfStopped(byName(v), nodeIo);

  const result = await waitUntilListed({ url: home.url, ids, deadline, out: io.out });
  if (!result.ok) {
    const what = result.missing.map((m) => `${m.id} (${m.status}, ${m.passed}/2 attestations)`).join(', ');
    io.err(`ainize cluster up: not LISTED after ${options.timeoutS} s: ${what}`);
    io.err(`logs: ${nodes.map((n) => homePaths(n.home, n.config).logFile).join(', ')}`);
    io.err(`the nodes are left running for a look; stop them with: ainize cluster down --dir ${dir}`);
    return 1;
  }
  const seconds = ((performance.now() - options.started) / 1000).toFixed(1);
  io.out(`all ${ids.length} demo knowledges LISTED (${seconds} s)`);
  const stale = await demoForOtherModel(home.url, ids);
  if (stale.length > 0) {
    io.err(
      `warning: ${stale.map((d) => d.id).join(', ')} were taught for ${stale[0]?.model}, not the model these nodes ` +
        'serve now, so a live test or an apply of them answers model_mismatch. For a fresh demo catalog: ' +
        `ainize cluster down --dir ${dir}, remove ${dir}, and up again`,
    );
  }
  for (const line of connectionHelp(dir, home.url, { url: seller.url, ids: sold.map((d) => d.id) }, chain))
    io.out(line);
  return 0;
}

/** Teaches a selling node its demo knowledge in-process when it is stopped; a running one must have it already. */
async function seedIfStopped(node: ClusterNode, demos: DemoKnowledge[], options: BringUpOptions, io: Io) {
  const ids = demos.map((d) => d.id);
  if (runningPid(homePaths(node.home, node.config)) === undefined) {
    const progress = { out: io.out, ...(options.onListening ? { onListening: options.onListening } : {}) };
    await seedNode(node.home, io.env, demos, progress).catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      throw new ConfigError(
        `${node.url} is taken by another process; stop it, or create the cluster elsewhere with --dir and --port-base`,
      );
    });
    return;
  }
  const present = new Set((await catalogItems(node.url))?.map((item) => item.id) ?? []);
  const unseeded = ids.filter((id) => !present.has(id));
  if (unseeded.length > 0)
    throw new ConfigError(
      `the ${node.name} node is already running without ${unseeded.join(', ')}; seeding needs it stopped: ` +
        `ainize cluster down, then up again`,
    );
  io.out(`${node.name} node already running at ${node.url}`);
}

/** Refuses, naming every port that cannot be bound, before anything is started or written. */
async function refuseTakenPorts(endpoints: readonly Endpoint[], wayOut: string, io: Io): Promise<void> {
  const warning = ephemeralWarning(endpoints.map((e) => e.port));
  if (warning) io.err(warning);
  const problems = await unavailablePorts(endpoints, (sentence) => io.err(sentence));
  if (problems.length > 0) throw new ConfigError(`${problems.join('; ')}; ${wayOut}`);
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
