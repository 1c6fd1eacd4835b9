import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ENV_BINDINGS } from '../../home/env-overlay.js';
import { ConfigError, initHome, loadConfig, readConfigFile, updateConfigFile } from '../../home/home.js';
import type { NodeConfig, Role } from '../../home/config-schema.js';

/**
 * The shape of a private cluster on disk: `<dir>/cluster.json` (the choices made at the first `up`), four node
 * homes beside it, and `<dir>/chain/` for the local chain the nodes settle payments on. Everything after the first
 * `up` is read back from disk, so a second `up` with different flags cannot half-change a cluster that already
 * exists.
 */

export const DEFAULT_PORT_BASE = 3422;
/**
 * 2^18 rows: three processes each hold a model, and on the demo sets this shape learns as many facts as 2^20
 * (measured 2,985 of 3,000 US cities at both) while building and loading in a fraction of the time.
 */
export const DEFAULT_MODEL_ROWS = 2 ** 18;
/** Every node of a cluster binds here: the cluster is private to this machine. */
export const CLUSTER_HOST = '127.0.0.1';
/** Fast enough that a record or an attestation crosses the cluster in about a second. */
const GOSSIP_INTERVAL_MS = 500;
const VERIFIER_INTERVAL_MS = 500;

export type ClusterNodeName = 'home' | 'verifier-1' | 'verifier-2' | 'seller';
/** In port order: the home on the base port, the verifiers on the next two, the seller on the fourth. */
export const CLUSTER_NODES: readonly ClusterNodeName[] = ['home', 'verifier-1', 'verifier-2', 'seller'];
export const VERIFIER_NODES = ['verifier-1', 'verifier-2'] as const satisfies readonly ClusterNodeName[];
/** The nodes that teach and sell their own demo knowledge. */
export const SELLING_NODES = ['home', 'seller'] as const satisfies readonly ClusterNodeName[];

export interface ClusterSettings {
  portBase: number;
  modelRows: number;
  /** Facts per demo knowledge at most; null keeps every fact (the default). */
  demoLimit: number | null;
  /** Which demo knowledges to seed, in order. */
  demoIds: string[];
}

export interface ClusterNode {
  name: ClusterNodeName;
  home: string;
  url: string;
  config: NodeConfig;
}

/** `$AINIZE_CLUSTER_HOME`, else `<cwd>/.ainize-cluster`. */
export function defaultClusterDir(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): string {
  const fromEnv = env.AINIZE_CLUSTER_HOME?.trim();
  return resolve(fromEnv ? fromEnv : join(cwd, '.ainize-cluster'));
}

const settingsFile = (dir: string) => join(dir, 'cluster.json');
/**
 * A node's operator credential. The home's stays at `<dir>/operator.json`, where the docs and MCP setups point;
 * each verifier's lives in its own home, beside the config.json that holds its hash.
 */
export const operatorFile = (dir: string, name: ClusterNodeName) =>
  name === 'home' ? join(dir, 'operator.json') : join(dir, name, 'operator.json');

/** The cluster's chain (anvil) listens on the port after the four nodes'. */
export const chainPort = (settings: Pick<ClusterSettings, 'portBase'>) => settings.portBase + CLUSTER_NODES.length;

/** Every port a cluster binds: its nodes' in CLUSTER_NODES order, then its chain's. */
export const clusterPorts = (settings: Pick<ClusterSettings, 'portBase'>) => [
  ...CLUSTER_NODES.map((_, i) => settings.portBase + i),
  chainPort(settings),
];

/** The chain's folder: its deployer key, anvil's state, log and pid, and chain.json (see chain/local-chain.ts). */
export const chainDir = (dir: string) => join(dir, 'chain');

export function readSettings(dir: string): ClusterSettings | undefined {
  const file = settingsFile(dir);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ClusterSettings;
  } catch (err) {
    throw new ConfigError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
}

/**
 * The environment handed to the cluster's nodes and used to read their configs: without the `AINIZE_*` overlay,
 * because one `AINIZE_PORT` in the caller's shell would otherwise put every node on the same port.
 * The overlays worth passing through are the ones that are the same for every node of one machine: the log level and
 * the console's built folder.
 */
const SHARED_OVERLAYS = new Set(['AINIZE_LOG_LEVEL', 'AINIZE_CONSOLE_DIST']);

export function nodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const binding of ENV_BINDINGS) if (!SHARED_OVERLAYS.has(binding.env)) delete out[binding.env];
  delete out.AINIZE_HOME;
  return out;
}

export function loadNodes(dir: string, env: NodeJS.ProcessEnv): ClusterNode[] {
  return CLUSTER_NODES.map((name) => {
    const home = join(dir, name);
    const config = loadConfig(home, nodeEnv(env));
    return { name, home, config, url: `http://${config.host}:${config.port}` };
  });
}

/**
 * Creates the four homes on the first `up` (each with its own identity) and wires them together: every node
 * knows the others' URLs, the two selling nodes let exactly the two verifier addresses fetch their bodies, and
 * every node counts exactly their attestations.
 */
export function createCluster(dir: string, settings: ClusterSettings, env: NodeJS.ProcessEnv): ClusterNode[] {
  const existing = [
    ...CLUSTER_NODES.filter((name) => existsSync(join(dir, name, 'config.json'))),
    ...(existsSync(operatorFile(dir, 'home')) ? ['operator.json'] : []),
    ...(existsSync(chainDir(dir)) ? ['chain'] : []),
  ];
  if (existing.length > 0) {
    throw new ConfigError(
      `${dir} holds part of a cluster (${existing.join(', ')}) but no cluster.json; move it aside or remove it`,
    );
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    initHomes(dir, settings);
    writeTrustPolicy(dir);
  } catch (err) {
    // Half a cluster would refuse the next `up`; nothing in these homes is worth keeping yet.
    for (const name of CLUSTER_NODES) rmSync(join(dir, name), { recursive: true, force: true });
    throw err;
  }
  // Written last: its presence means the homes are complete.
  writeFileSync(settingsFile(dir), `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
  return loadNodes(dir, env);
}

/**
 * Undoes a first `up` that failed before any node listened: nothing of these homes has left the machine, and
 * leaving them would pin the next `up` to the failed settings. createCluster refuses a folder holding any of
 * these, so each was made by this run; the folder itself goes only if this run made it and nothing else is in it.
 * The caller stops the chain first: its folder goes too.
 */
export function removeNewCluster(dir: string, dirCreated: boolean): void {
  rmSync(settingsFile(dir), { force: true });
  rmSync(operatorFile(dir, 'home'), { force: true });
  for (const name of CLUSTER_NODES) rmSync(join(dir, name), { recursive: true, force: true });
  rmSync(chainDir(dir), { recursive: true, force: true });
  if (dirCreated && readdirSync(dir).length === 0) rmdirSync(dir);
}

const nodeUrl = (settings: Pick<ClusterSettings, 'portBase'>, name: ClusterNodeName) =>
  `http://${CLUSTER_HOST}:${settings.portBase + CLUSTER_NODES.indexOf(name)}`;
const common = { gossipIntervalMs: GOSSIP_INTERVAL_MS, quorum: 2 };

/** Every node pulls from every other: the verifiers must reach both sellers' bodies, the home the seller's records. */
const peersOf = (settings: ClusterSettings, name: ClusterNodeName) =>
  CLUSTER_NODES.filter((other) => other !== name).map((other) => nodeUrl(settings, other));

function initHomes(dir: string, settings: ClusterSettings): void {
  const runtime = { rows: settings.modelRows };
  const verifiers = VERIFIER_NODES.map((name) =>
    initHome({
      home: join(dir, name),
      name: `cluster-${name}`,
      host: CLUSTER_HOST,
      port: settings.portBase + CLUSTER_NODES.indexOf(name),
      roles: ['verifier'] satisfies Role[],
      peers: peersOf(settings, name),
      extra: { ...common, runtime, verifier: { intervalMs: VERIFIER_INTERVAL_MS } },
    }),
  );
  const verifierPeers = verifiers.map((v) => v.config.identity.address);
  initHome({
    home: join(dir, 'home'),
    name: 'cluster-home',
    host: CLUSTER_HOST,
    port: settings.portBase,
    roles: ['seller', 'serving'],
    peers: peersOf(settings, 'home'),
    teach: { enabled: true, publish: 'auto' },
    extra: { ...common, runtime, verifier: { peers: verifierPeers } },
  });
  initSeller(dir, settings, verifierPeers);
}

/** The second selling node: another operator's shop, so a newcomer at the home has something to buy elsewhere. */
function initSeller(dir: string, settings: ClusterSettings, verifierPeers: string[]): void {
  initHome({
    home: join(dir, 'seller'),
    name: 'cluster-seller',
    host: CLUSTER_HOST,
    port: settings.portBase + CLUSTER_NODES.indexOf('seller'),
    roles: ['seller', 'serving'],
    peers: peersOf(settings, 'seller'),
    extra: { ...common, runtime: { rows: settings.modelRows }, verifier: { peers: verifierPeers } },
  });
}

/**
 * A cluster made before it had a seller gets one on its next `up`, before anything starts: a new home on the fourth
 * port, and its URL among the other nodes' peers (a URL already there is left alone). Returns whether it was added.
 */
export function addSellerIfMissing(dir: string, settings: ClusterSettings): boolean {
  if (existsSync(join(dir, 'seller', 'config.json'))) return false;
  const verifierPeers = VERIFIER_NODES.map((name) => {
    const identity = asObject(readConfigFile(join(dir, name)).identity);
    if (typeof identity.address !== 'string') throw new ConfigError(`${join(dir, name)} has no identity.address`);
    return identity.address;
  });
  rmSync(join(dir, 'seller'), { recursive: true, force: true });
  initSeller(dir, settings, verifierPeers);
  const url = nodeUrl(settings, 'seller');
  for (const name of CLUSTER_NODES) {
    if (name === 'seller') continue;
    updateConfigFile(join(dir, name), (raw) => {
      const peers = Array.isArray(raw.peers) ? (raw.peers as unknown[]) : [];
      if (!peers.includes(url)) raw.peers = [...peers, url];
    });
  }
  return true;
}

/**
 * The cluster's trust policy: on all four nodes `verifier.trusted` names the two verifiers, so theirs are the
 * attestations that count toward quorum; on the verifiers `verifier.challengers` names the home, so a challenge
 * its operator files is re-run by both; `creditMembers` names all four, so each grants the same initial credit and
 * derives the same balances. Each key is written where absent: at creation, and on the first `up` of a
 * cluster made before it existed; a value the operator has edited since is theirs to keep. Returns the nodes
 * written to.
 */
export function writeTrustPolicy(dir: string): ClusterNodeName[] {
  const addressOf = (name: ClusterNodeName) => {
    const identity = asObject(readConfigFile(join(dir, name)).identity);
    if (typeof identity.address !== 'string') throw new ConfigError(`${join(dir, name)} has no identity.address`);
    return identity.address;
  };
  const trusted = VERIFIER_NODES.map(addressOf);
  const challengers = [addressOf('home')];
  // One credit network: every node grants the same four addresses, so every node derives the same balances.
  const members = CLUSTER_NODES.map(addressOf);
  const written: ClusterNodeName[] = [];
  for (const name of CLUSTER_NODES) {
    const verifier = (VERIFIER_NODES as readonly ClusterNodeName[]).includes(name);
    const policy: Record<string, unknown> = verifier ? { trusted, challengers } : { trusted };
    const home = join(dir, name);
    const file = readConfigFile(home);
    const current = asObject(file.verifier);
    const missing = Object.entries(policy).filter(([key]) => current[key] === undefined);
    const needsMembers = file.creditMembers === undefined;
    if (missing.length === 0 && !needsMembers) continue;
    updateConfigFile(home, (raw) => {
      if (missing.length > 0) raw.verifier = { ...asObject(raw.verifier), ...Object.fromEntries(missing) };
      if (needsMembers) raw.creditMembers = members;
    });
    written.push(name);
  }
  return written;
}

/** A JSON value read from a config file as an object, or an empty one when it is anything else. */
export function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
