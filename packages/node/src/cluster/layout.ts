import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ENV_BINDINGS } from '../home/env-overlay.js';
import { ConfigError, initHome, loadConfig } from '../home/home.js';
import type { NodeConfig, Role } from '../home/config-schema.js';

/**
 * The shape of a private cluster on disk: `<dir>/cluster.json` (the choices made at the first `up`) and three
 * node homes beside it. Everything after the first `up` is read back from disk, so a second `up` with different
 * flags cannot half-change a cluster that already exists.
 */

export const DEFAULT_PORT_BASE = 3422;
/**
 * 2^18 rows: three processes each hold a model, and on the demo sets this shape learns as many facts as 2^20
 * (measured 2,989 of 3,000 US cities at both) while building and loading in a fraction of the time.
 */
export const DEFAULT_MODEL_ROWS = 2 ** 18;
/** Fast enough that a record or an attestation crosses the cluster in about a second. */
const GOSSIP_INTERVAL_MS = 500;
const VERIFIER_INTERVAL_MS = 500;

export type ClusterNodeName = 'home' | 'verifier-1' | 'verifier-2';
export const CLUSTER_NODES: readonly ClusterNodeName[] = ['home', 'verifier-1', 'verifier-2'];

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
export const operatorFile = (dir: string) => join(dir, 'operator.json');

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
 * because one `AINIZE_PORT` in the caller's shell would otherwise put all three nodes on the same port.
 * The log level is the one overlay worth passing through.
 */
export function nodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const binding of ENV_BINDINGS) if (binding.env !== 'AINIZE_LOG_LEVEL') delete out[binding.env];
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
 * Creates the three homes on the first `up` (each with its own identity) and wires them together: every node
 * knows the others' URLs, and the home lets exactly the two verifier addresses fetch its bodies.
 */
export function createCluster(dir: string, settings: ClusterSettings, env: NodeJS.ProcessEnv): ClusterNode[] {
  const existing = CLUSTER_NODES.filter((name) => existsSync(join(dir, name, 'config.json')));
  if (existing.length > 0) {
    throw new ConfigError(
      `${dir} holds part of a cluster (${existing.join(', ')}) but no cluster.json; move it aside or remove it`,
    );
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    initHomes(dir, settings);
  } catch (err) {
    // Half a cluster would refuse the next `up`; nothing in these homes is worth keeping yet.
    for (const name of CLUSTER_NODES) rmSync(join(dir, name), { recursive: true, force: true });
    throw err;
  }
  // Written last: its presence means the homes are complete.
  writeFileSync(settingsFile(dir), `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
  return loadNodes(dir, env);
}

function initHomes(dir: string, settings: ClusterSettings): void {
  const url = (i: number) => `http://127.0.0.1:${settings.portBase + i}`;
  const runtime = { rows: settings.modelRows };
  const common = { gossipIntervalMs: GOSSIP_INTERVAL_MS, quorum: 2 };
  const verifiers = (['verifier-1', 'verifier-2'] as const).map((name, i) =>
    initHome({
      home: join(dir, name),
      name: `cluster-${name}`,
      port: settings.portBase + 1 + i,
      roles: ['verifier'] satisfies Role[],
      peers: [url(0)],
      extra: { ...common, runtime, verifier: { intervalMs: VERIFIER_INTERVAL_MS } },
    }),
  );
  initHome({
    home: join(dir, 'home'),
    name: 'cluster-home',
    port: settings.portBase,
    roles: ['seller', 'serving'],
    peers: [url(1), url(2)],
    teach: { enabled: true, publish: 'auto' },
    extra: { ...common, runtime, verifier: { peers: verifiers.map((v) => v.config.identity.address) } },
  });
}
