import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { addressOf, generatePrivateKey } from '@ainize/core';
import type { z } from 'zod';
import { type NodeConfig, type Role, configSchema } from './config-schema.js';
import { type EnvOverlay, EnvValueError, deepMerge, readEnvOverlay } from './env-overlay.js';

export const CONFIG_FILE = 'config.json';

/** A configuration that cannot be used; `key` is the dotted config key (and `env` the variable, if one set it). */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly key?: string,
    readonly env?: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** `AINIZE_HOME`, else `~/.ainize`. */
export function defaultHome(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.AINIZE_HOME?.trim();
  return resolve(fromEnv ? fromEnv : join(homedir(), '.ainize'));
}

/**
 * The machine's folder of built base models (config `runtime.modelCache`, env `AINIZE_MODEL_CACHE`): the setting,
 * else `$XDG_CACHE_HOME/ainize/models`, else `~/.cache/ainize/models`; undefined for "off".
 */
export function modelCacheDir(
  setting: string | undefined,
  home: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (setting?.trim().toLowerCase() === 'off') return undefined;
  // Relative to the home, like every path in the config.
  if (setting !== undefined && setting.trim() !== '') return resolve(home, setting.trim());
  const xdg = env.XDG_CACHE_HOME?.trim();
  return join(xdg ? resolve(xdg) : join(homedir(), '.cache'), 'ainize', 'models');
}

export interface HomePaths {
  home: string;
  config: string;
  dataDir: string;
  /** The SQLite file, or the PostgreSQL connection string when `databaseUrl` is set. */
  database: string;
  lockDir: string;
  pidFile: string;
  logFile: string;
}

export function homePaths(
  home: string,
  config?: Pick<NodeConfig, 'dataDir' | 'runtime'> & Partial<Pick<NodeConfig, 'databaseUrl'>>,
): HomePaths {
  const root = resolve(home);
  const within = (p: string) => (isAbsolute(p) ? p : join(root, p));
  const dataDir = within(config?.dataDir ?? 'data');
  return {
    home: root,
    config: join(root, CONFIG_FILE),
    dataDir,
    database: config?.databaseUrl ? databaseUrlFor(config.databaseUrl, dataDir) : join(dataDir, 'node.db'),
    lockDir: within(config?.runtime.lockDir ?? 'data/runtime'),
    pidFile: join(root, 'node.pid'),
    logFile: join(root, 'node.log'),
  };
}

export interface InitHomeOptions {
  home: string;
  name: string;
  port?: number;
  host?: string;
  roles?: Role[];
  ledger?: 'local' | 'ain';
  peers?: string[];
  teach?: { enabled?: boolean; publish?: 'review' | 'auto' };
  /** Any other config keys to write as given (validated with the rest). */
  extra?: Record<string, unknown>;
}

/**
 * Creates a home: a fresh identity and the choices given, written once. An existing config.json is never
 * replaced, because it holds the only copy of the node's private key.
 */
export function initHome(options: InitHomeOptions): { paths: HomePaths; config: NodeConfig } {
  const root = resolve(options.home);
  const file = join(root, CONFIG_FILE);
  if (existsSync(file)) throw new ConfigError(`${file} already exists; refusing to overwrite a node identity`);
  const privateKey = generatePrivateKey();
  const raw: Record<string, unknown> = {
    ...options.extra,
    identity: { address: addressOf(privateKey), privateKey },
    name: options.name,
    port: options.port ?? 3402,
    host: options.host ?? '127.0.0.1',
    ...(options.roles ? { roles: options.roles } : {}),
    ledger: { kind: options.ledger ?? 'local' },
    ...(options.peers ? { peers: options.peers } : {}),
    ...(options.teach ? { teach: options.teach } : {}),
  };
  const config = validate(raw, { values: {}, sources: new Map() });
  mkdirSync(root, { recursive: true, mode: 0o700 });
  // `wx` closes the race with a second init between the check above and this write.
  writeFileSync(file, `${JSON.stringify(raw, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  const paths = homePaths(root, config);
  mkdirSync(paths.dataDir, { recursive: true, mode: 0o700 });
  return { paths, config };
}

/** Reads `<home>/config.json` exactly as stored, without defaults or environment. */
export function readConfigFile(home: string): Record<string, unknown> {
  const file = join(resolve(home), CONFIG_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ConfigError(`no node at ${resolve(home)} (missing ${CONFIG_FILE}); run \`ainize init\` first`);
    }
    throw err;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`${file} must hold a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

/** The effective configuration: defaults, then config.json, then `AINIZE_*` from `env`. */
export function loadConfig(home: string, env: NodeJS.ProcessEnv = process.env): NodeConfig {
  let overlay: EnvOverlay;
  try {
    overlay = readEnvOverlay(env);
  } catch (err) {
    if (err instanceof EnvValueError) throw new ConfigError(err.message, err.key, err.env);
    throw err;
  }
  return validate(deepMerge(readConfigFile(home), overlay.values), overlay);
}

/**
 * Rewrites config.json through `mutate`, atomically (temp file + rename) and still 0600. Works on the stored
 * file only, so values that came from the environment are never persisted by accident.
 */
export function updateConfigFile(home: string, mutate: (raw: Record<string, unknown>) => void): void {
  const file = join(resolve(home), CONFIG_FILE);
  const raw = readConfigFile(home);
  mutate(raw);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(raw, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
}

function validate(raw: Record<string, unknown>, overlay: EnvOverlay): NodeConfig {
  const result = configSchema.safeParse(raw);
  if (result.success) {
    const config = result.data;
    if (addressOf(config.identity.privateKey).toLowerCase() !== config.identity.address.toLowerCase()) {
      throw new ConfigError('config key identity.address does not match identity.privateKey', 'identity.address');
    }
    return config;
  }
  throw configErrorFrom(result.error, overlay);
}

function configErrorFrom(error: z.ZodError, overlay: EnvOverlay): ConfigError {
  const issue = error.issues[0];
  const key = issue ? issue.path.map(String).join('.') : '';
  // An issue deep inside a list (roles.1) was still set by the variable that set the list.
  const env = [...overlay.sources.entries()].find(([k]) => key === k || key.startsWith(`${k}.`))?.[1];
  const where = key === '' ? 'config' : `config key ${key}${env ? ` (from ${env})` : ''}`;
  return new ConfigError(`${where}: ${issue?.message ?? 'invalid'}`, key || undefined, env);
}

/** `{node}` in a connection string becomes a short hash of the data folder: one schema per node on a shared database. */
export function databaseUrlFor(databaseUrl: string, dataDir: string): string {
  const tag = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12);
  return databaseUrl.replaceAll('{node}', tag);
}
