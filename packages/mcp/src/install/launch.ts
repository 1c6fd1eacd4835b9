import { realpathSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_FILE_ENV, CONFIG_KEYS, CONFIG_KEY_NAMES, type ConfigKey, loadConfig } from '../config/index.js';

/**
 * What a client must run to start this server, read from the installer's own environment the way the server
 * reads its settings: non-secret settings are copied as they are, secrets are only named. The settings go through
 * the server's own loader first, so an entry is never written that the server would refuse to start with.
 */

export interface Launch {
  command: string;
  args: string[];
  /** Non-secret settings, in the order of the configuration table. */
  settings: Array<[string, string]>;
  /** Secrets set in the installer's environment: the entry refers to them by name and never holds a value. */
  secrets: ConfigKey[];
  /** Sentences for the person installing: what was left out and why. */
  notes: string[];
}

/** Settings that are paths: the client starts the server from its own directory, so they are made absolute. */
const PATH_SETTINGS = new Set<string>(['AINIZE_MCP_STATE_DIR', 'AINIZE_MCP_DOWNLOAD_DIR', CONFIG_FILE_ENV]);

/** Served on stdio, the server never reads the HTTP bearer, so a stdio entry has no use for it. */
const HTTP_ONLY_SECRETS = new Set<ConfigKey>(['AINIZE_MCP_HTTP_TOKEN']);

/** The secrets a stdio entry may refer to. */
export const STDIO_SECRETS: readonly ConfigKey[] = CONFIG_KEY_NAMES.filter(
  (key) => CONFIG_KEYS[key] === 'secret' && !HTTP_ONLY_SECRETS.has(key),
);

const HEX_KEY = /^(?:0x)?[0-9a-fA-F]{64}$/;

type Env = Readonly<Record<string, string | undefined>>;

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** The built `dist/bin.js` beside this module, symlinks resolved, so the entry survives a changed cwd or link. */
export function serverScript(): string {
  return realpathSync(fileURLToPath(new URL('../bin.js', import.meta.url)));
}

/** Throws the loader's ConfigError (every bad key named, no value repeated) when a setting is wrong. */
export function launchFromEnv(env: Env, cwd: string, nodePath: string, script: string): Launch {
  const config = loadConfig(env, { cwd });
  const settings: Array<[string, string]> = [['AINIZE_NODE_URL', config.public.node_url]];
  const secrets: ConfigKey[] = [];
  const notes: string[] = [...config.warnings];
  for (const key of CONFIG_KEY_NAMES) {
    const value = present(env[key]);
    if (value === undefined || key === 'AINIZE_NODE_URL') continue;
    if (CONFIG_KEYS[key] !== 'secret') settings.push([key, PATH_SETTINGS.has(key) ? resolve(cwd, value) : value]);
    else if (HTTP_ONLY_SECRETS.has(key)) notes.push(`${key} is for --http only; this stdio entry leaves it out.`);
    else secrets.push(key);
  }
  const configFile = present(env[CONFIG_FILE_ENV]);
  if (configFile !== undefined) settings.push([CONFIG_FILE_ENV, resolve(cwd, configFile)]);

  const teachKey = present(env.AINIZE_TEACH_KEY);
  if (teachKey !== undefined && !HEX_KEY.test(teachKey) && !isAbsolute(teachKey)) {
    notes.push(
      'AINIZE_TEACH_KEY is a relative path: the client starts the server from its own directory, so set it to an absolute path.',
    );
  }
  if (!secrets.includes('AINIZE_OPERATOR_PASSWORD') && !secrets.includes('AINIZE_TOKEN')) {
    notes.push(
      'No operator credential is set (AINIZE_OPERATOR_PASSWORD or AINIZE_TOKEN): live tests count against the ' +
        "node's hourly quota. Set one in your environment and run install again to have the entry refer to it.",
    );
  }
  return { command: nodePath, args: [script], settings, secrets, notes };
}
