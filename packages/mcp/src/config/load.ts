import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { z } from 'zod';
import {
  capListField,
  flagField,
  intField,
  oneOfField,
  pathField,
  secretField,
  tokenListField,
  urlField,
  type FieldContext,
} from './fields.js';
import { CONFIG_FILE_ENV, CONFIG_KEYS, CONFIG_KEY_NAMES, type ConfigKey, DEFAULTS, fileKeyOf } from './keys.js';
import { readTeachKey, type ReadFile, type TeachKey } from './teach-key.js';

/**
 * Reads the server's configuration from the environment and, optionally, the JSON file `AINIZE_MCP_CONFIG` names
 * (same keys, lower case; the environment wins key by key). Every bad value is refused with its key, all of them
 * at once, so a misconfigured server never starts half-right. The result keeps what may be shown apart from what
 * may not: `public` can go into node_status and the budget resource as it is; `secrets` never leaves the process.
 */

export interface PublicSettings {
  node_url: string;
  /** "10" (the node's own currency) or "10 CREDIT, 5 ATD"; read it with config/caps.ts. */
  session_budget: string;
  /** The same form; the session budget when unset. A currency it does not name keeps its session cap. */
  max_per_purchase: string;
  /** The scheme `quote` uses when the call names none (AINIZE_MCP_SCHEME); null: the node's `payments.buy_with`. */
  scheme: PayScheme | null;
  /** Refuse `buy` unless the client can show the person a confirmation form (MCP elicitation). */
  require_human: boolean;
  max_teach_jobs: number;
  allow_apply: boolean;
  allow_publish: boolean;
  allow_ain_publish: boolean;
  download_dir: string;
  max_download_mb: number;
  /** The teaching key's address (public by design: it is the teacher's identity), or null without a key. */
  teach_address: string | null;
  /** Which operator credential is configured — never the credential. `token` is tried first when both are set. */
  operator_auth: 'token' | 'password' | 'none';
}

/** The ways a node's buy route pays: its own ledger's credit, or an EIP-3009 stablecoin on a chain. */
export const PAY_SCHEMES = ['local-credit', 'exact'] as const;
export type PayScheme = (typeof PAY_SCHEMES)[number];

/** Used by the server, not secret, but not shown either (a local path or a tuning knob says nothing useful). */
export interface InternalSettings {
  state_dir: string | null;
  poll_ms: number;
  config_file: string | null;
  /** Where each setting came from. */
  sources: Record<ConfigKey, 'env' | 'file' | 'default'>;
}

export interface Secrets {
  operatorPassword?: string;
  operatorToken?: string;
  teachKey?: TeachKey;
  graphApiKey?: string;
  /**
   * The bearer tokens `--http` asks every request for (AINIZE_MCP_HTTP_TOKEN, one or several separated by commas);
   * a session answers only to the token that opened it. Unused on stdio.
   */
  httpTokens?: readonly string[];
}

export interface McpConfig {
  public: PublicSettings;
  internal: InternalSettings;
  /** Things worth telling the operator, e.g. an `AINIZE_MCP_*` variable this server does not know (a typo?). */
  warnings: string[];
  /** Non-enumerable: spreading or serialising the config cannot carry it along by accident. */
  readonly secrets: Secrets;
  /** Every secret value, for the scrubber's `knownSecrets`. Non-enumerable for the same reason. */
  readonly knownSecrets: readonly string[];
}

export interface ConfigProblem {
  key: string;
  source: 'env' | 'file';
  message: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: ConfigProblem[]) {
    super(
      `invalid configuration:\n${problems.map((p) => `  ${p.key}${p.source === 'file' ? ' (config file)' : ''} ${p.message}`).join('\n')}`,
    );
  }
}

export interface LoadConfigOptions {
  readFile?: ReadFile;
  /** Relative paths in the environment resolve against this (the process's cwd by default). */
  cwd?: string;
  /** Fallback download directory parent when no state dir is set (the OS temp dir by default). */
  tmpDir?: string;
}

type Env = Readonly<Record<string, string | undefined>>;
interface Raw {
  value: unknown;
  context: FieldContext;
}

export function loadConfig(env: Env, options: LoadConfigOptions = {}): McpConfig {
  const readFile = options.readFile ?? ((path: string) => readFileSync(path, 'utf8'));
  const cwd = options.cwd ?? process.cwd();
  const problems: ConfigProblem[] = [];
  const warnings: string[] = [];

  const configFile = present(env[CONFIG_FILE_ENV]);
  const file = configFile === undefined ? {} : readConfigFile(configFile, readFile, cwd, problems);
  const fileDir = configFile === undefined ? cwd : dirname(pathFrom(configFile, cwd));

  const sources = {} as Record<ConfigKey, 'env' | 'file' | 'default'>;
  const rawOf = (key: ConfigKey): Raw | undefined => {
    const fromEnv = present(env[key]);
    if (fromEnv !== undefined) return { value: fromEnv, context: { source: 'env', baseDir: cwd } };
    const fromFile = file[fileKeyOf(key)];
    if (fromFile !== undefined && fromFile !== null)
      return { value: fromFile, context: { source: 'file', baseDir: fileDir } };
    return undefined;
  };

  function read<T>(key: ConfigKey, schema: (context: FieldContext) => z.ZodType<T>): T | undefined {
    const raw = rawOf(key);
    if (raw === undefined) {
      sources[key] = 'default';
      return undefined;
    }
    sources[key] = raw.context.source;
    const parsed = schema(raw.context).safeParse(raw.value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) problems.push({ key, source: raw.context.source, message: issue.message });
    return undefined;
  }

  const nodeUrl = read('AINIZE_NODE_URL', () => urlField) ?? DEFAULTS.nodeUrl;
  const operatorPassword = read('AINIZE_OPERATOR_PASSWORD', () => secretField);
  const operatorToken = read('AINIZE_TOKEN', () => secretField);
  // Trimmed, unlike the other secrets: a key or a path never ends in a space, but `$(cat key)` may add one.
  const teachKeyText = read('AINIZE_TEACH_KEY', () => secretField)?.trim();
  const budget = read('AINIZE_MCP_SESSION_BUDGET', () => capListField) ?? DEFAULTS.sessionBudget;
  const maxPerPurchase = read('AINIZE_MCP_MAX_PER_PURCHASE', () => capListField) ?? budget;
  const scheme = read('AINIZE_MCP_SCHEME', () => oneOfField(PAY_SCHEMES)) ?? null;
  const requireHuman = read('AINIZE_MCP_REQUIRE_HUMAN', () => flagField) ?? false;
  const maxTeachJobs = read('AINIZE_MCP_MAX_TEACH_JOBS', () => intField(0, 1000)) ?? DEFAULTS.maxTeachJobs;
  const allowApply = read('AINIZE_MCP_ALLOW_APPLY', () => flagField) ?? false;
  const allowPublish = read('AINIZE_MCP_ALLOW_PUBLISH', () => flagField) ?? false;
  const allowAinPublish = read('AINIZE_MCP_ALLOW_AIN_PUBLISH', () => flagField) ?? false;
  const stateDir = read('AINIZE_MCP_STATE_DIR', pathField) ?? null;
  const downloadDir =
    read('AINIZE_MCP_DOWNLOAD_DIR', pathField) ??
    (stateDir === null ? join(options.tmpDir ?? tmpdir(), 'ainize-mcp-lessons') : join(stateDir, 'lessons'));
  const maxDownloadMb = read('AINIZE_MCP_MAX_DOWNLOAD_MB', () => intField(1, 1_048_576)) ?? DEFAULTS.maxDownloadMb;
  const pollMs = read('AINIZE_MCP_POLL_MS', () => intField(250, 600_000)) ?? DEFAULTS.pollMs;
  const graphApiKey = read('GRAPH_API_KEY', () => secretField);
  // A bearer is only as good as its length: anything short enough to type from memory is short enough to guess.
  const httpTokens = read('AINIZE_MCP_HTTP_TOKEN', () => tokenListField(HTTP_TOKEN_MIN));

  let teachKey: TeachKey | undefined;
  if (teachKeyText !== undefined) {
    const source = sources.AINIZE_TEACH_KEY === 'file' ? 'file' : 'env';
    // A key is used as it is; anything else is a path, read against the place that named it.
    const keyPath = HEX_KEY.test(teachKeyText)
      ? teachKeyText
      : pathFrom(teachKeyText, source === 'file' ? fileDir : cwd);
    const key = readTeachKey(keyPath, readFile);
    if ('problem' in key) problems.push({ key: 'AINIZE_TEACH_KEY', source, message: key.problem });
    else teachKey = key;
  }

  for (const name of Object.keys(env)) {
    if (name.startsWith('AINIZE_MCP_') && name !== CONFIG_FILE_ENV && !(name in CONFIG_KEYS)) {
      warnings.push(`${name} is not a setting this server knows; it was ignored (a typo?)`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const secrets: Secrets = {
    ...(operatorPassword === undefined ? {} : { operatorPassword }),
    ...(operatorToken === undefined ? {} : { operatorToken }),
    ...(teachKey === undefined ? {} : { teachKey }),
    ...(graphApiKey === undefined ? {} : { graphApiKey }),
    ...(httpTokens === undefined ? {} : { httpTokens: Object.freeze(httpTokens) }),
  };
  const config = {
    public: {
      node_url: nodeUrl,
      session_budget: budget,
      max_per_purchase: maxPerPurchase,
      scheme,
      require_human: requireHuman,
      max_teach_jobs: maxTeachJobs,
      allow_apply: allowApply,
      allow_publish: allowPublish,
      allow_ain_publish: allowAinPublish,
      download_dir: downloadDir,
      max_download_mb: maxDownloadMb,
      teach_address: teachKey?.address ?? null,
      operator_auth: operatorToken !== undefined ? 'token' : operatorPassword !== undefined ? 'password' : 'none',
    },
    internal: {
      state_dir: stateDir,
      poll_ms: pollMs,
      config_file: configFile === undefined ? null : pathFrom(configFile, cwd),
      sources,
    },
    warnings,
  } as McpConfig;
  Object.defineProperty(config, 'secrets', { value: Object.freeze(secrets), enumerable: false });
  Object.defineProperty(config, 'knownSecrets', { value: Object.freeze(secretValues(secrets)), enumerable: false });
  return config;
}

/** The values a scrubber must redact wherever they appear. */
export function secretValues(secrets: Secrets): string[] {
  const values = [
    secrets.operatorPassword,
    secrets.operatorToken,
    secrets.teachKey?.privateKey,
    secrets.graphApiKey,
    ...(secrets.httpTokens ?? []),
  ];
  return values.filter((v): v is string => v !== undefined && v !== '');
}

/** An empty variable is unset: shells and compose files write `X=` for "not configured". */
function present(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

const HEX_KEY = /^(?:0x)?[0-9a-fA-F]{64}$/;

/** The shortest AINIZE_MCP_HTTP_TOKEN accepted (`openssl rand -hex 32` gives 64). */
export const HTTP_TOKEN_MIN = 24;

function pathFrom(path: string, base: string): string {
  return isAbsolute(path) ? path : resolve(base, path);
}

const KNOWN_FILE_KEYS = new Set(CONFIG_KEY_NAMES.map(fileKeyOf));

function readConfigFile(
  path: string,
  readFile: ReadFile,
  cwd: string,
  problems: ConfigProblem[],
): Record<string, unknown> {
  const refuse = (message: string) => {
    problems.push({ key: CONFIG_FILE_ENV, source: 'env', message });
    return {};
  };
  let text: string;
  try {
    text = readFile(pathFrom(path.trim(), cwd));
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    return refuse(`names a file that cannot be read${typeof code === 'string' ? ` (${code})` : ''}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse('names a file that is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return refuse('names a file that is not a JSON object of settings');
  }
  const fields = parsed as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!KNOWN_FILE_KEYS.has(key)) {
      problems.push({
        key,
        source: 'file',
        message: `is not a setting (the file takes the env names in lower case, e.g. ${fileKeyOf('AINIZE_NODE_URL')})`,
      });
    }
  }
  return fields;
}
