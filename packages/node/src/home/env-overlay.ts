/**
 * `AINIZE_*` variables laid over config.json. One table, so docs/node.md, the parser and the error messages
 * cannot disagree about which variable sets which key.
 */

type EnvKind = 'string' | 'int' | 'number' | 'boolean' | 'list';

export interface EnvBinding {
  env: string;
  /** Dotted config key the variable sets. */
  key: string;
  kind: EnvKind;
}

export const ENV_BINDINGS: readonly EnvBinding[] = [
  { env: 'AINIZE_NAME', key: 'name', kind: 'string' },
  { env: 'AINIZE_PORT', key: 'port', kind: 'int' },
  { env: 'AINIZE_HOST', key: 'host', kind: 'string' },
  { env: 'AINIZE_PUBLIC_URL', key: 'publicUrl', kind: 'string' },
  { env: 'AINIZE_ALLOWED_HOSTS', key: 'allowedHosts', kind: 'list' },
  { env: 'AINIZE_CONSOLE_DIST', key: 'consoleDist', kind: 'string' },
  { env: 'AINIZE_DATABASE_URL', key: 'databaseUrl', kind: 'string' },
  { env: 'AINIZE_ROLES', key: 'roles', kind: 'list' },
  { env: 'AINIZE_LEDGER', key: 'ledger.kind', kind: 'string' },
  { env: 'AINIZE_QUORUM', key: 'quorum', kind: 'int' },
  { env: 'AINIZE_CURRENCY', key: 'currency', kind: 'string' },
  { env: 'AINIZE_DEFAULT_PRICE', key: 'defaultPrice', kind: 'string' },
  { env: 'AINIZE_ROYALTY_SHARE', key: 'royaltyShare', kind: 'number' },
  { env: 'AINIZE_VERIFIER_SHARE', key: 'verifierShare', kind: 'number' },
  { env: 'AINIZE_INITIAL_CREDIT', key: 'initialCredit', kind: 'string' },
  { env: 'AINIZE_CREDIT_GRANTS', key: 'creditGrants', kind: 'int' },
  { env: 'AINIZE_CREDIT_MEMBERS', key: 'creditMembers', kind: 'list' },
  { env: 'AINIZE_CONTRIBUTOR_SHARE', key: 'contributorShare', kind: 'number' },
  { env: 'AINIZE_BUY_WITH', key: 'payments.buyWith', kind: 'string' },
  { env: 'AINIZE_EXACT_NETWORK', key: 'payments.exact.network', kind: 'string' },
  { env: 'AINIZE_EXACT_RPC_URL', key: 'payments.exact.rpcUrl', kind: 'string' },
  { env: 'AINIZE_EXACT_ASSET', key: 'payments.exact.asset', kind: 'string' },
  { env: 'AINIZE_EXACT_NAME', key: 'payments.exact.name', kind: 'string' },
  { env: 'AINIZE_EXACT_VERSION', key: 'payments.exact.version', kind: 'string' },
  { env: 'AINIZE_EXACT_DECIMALS', key: 'payments.exact.decimals', kind: 'int' },
  { env: 'AINIZE_EXACT_SYMBOL', key: 'payments.exact.symbol', kind: 'string' },
  { env: 'AINIZE_EXACT_FACILITATOR_URL', key: 'payments.exact.facilitator.url', kind: 'string' },
  { env: 'AINIZE_EXACT_GAS_KEY', key: 'payments.exact.facilitator.gasKey', kind: 'string' },
  { env: 'AINIZE_TEACH_ENABLED', key: 'teach.enabled', kind: 'boolean' },
  { env: 'AINIZE_TEACH_PUBLISH', key: 'teach.publish', kind: 'string' },
  { env: 'AINIZE_TEACH_JOBS_PER_KEY_PER_DAY', key: 'teach.jobsPerKeyPerDay', kind: 'int' },
  { env: 'AINIZE_TEACH_JOBS_PER_IP_PER_DAY', key: 'teach.jobsPerIpPerDay', kind: 'int' },
  { env: 'AINIZE_TEACH_QUEUE_MAX', key: 'teach.queueMax', kind: 'int' },
  { env: 'AINIZE_TEACH_ROWS_PER_JOB', key: 'teach.rowsPerJob', kind: 'int' },
  { env: 'AINIZE_TEACH_TRUSTED_KEYS', key: 'teach.trustedKeys', kind: 'list' },
  { env: 'AINIZE_TEACH_DATASET_MAX_BYTES', key: 'teach.dataset.maxBytes', kind: 'int' },
  { env: 'AINIZE_TEACH_DATASET_MAX_ROWS', key: 'teach.dataset.maxRows', kind: 'int' },
  { env: 'AINIZE_TEACH_DATASETS_PER_KEY_PER_DAY', key: 'teach.dataset.perKeyPerDay', kind: 'int' },
  { env: 'AINIZE_TEACH_DATASET_CREATES_PER_MIN', key: 'teach.dataset.createsPerIpPerMin', kind: 'int' },
  { env: 'AINIZE_TEACH_ROWS_PER_KEY_PER_DAY', key: 'teach.dataset.rowsPerKeyPerDay', kind: 'int' },
  { env: 'AINIZE_TEACH_ROWS_PER_IP_PER_DAY', key: 'teach.dataset.rowsPerIpPerDay', kind: 'int' },
  { env: 'AINIZE_GOSSIP_INTERVAL_MS', key: 'gossipIntervalMs', kind: 'int' },
  { env: 'AINIZE_P2P_MAX_PEERS', key: 'p2p.maxPeers', kind: 'int' },
  { env: 'AINIZE_P2P_QUOTA_PER_ROUND', key: 'p2p.quota.perRound', kind: 'int' },
  { env: 'AINIZE_P2P_QUOTA_PER_HOUR', key: 'p2p.quota.perHour', kind: 'int' },
  { env: 'AINIZE_P2P_QUOTA_NEW_AUTHOR_RECORDS', key: 'p2p.quota.newAuthorRecords', kind: 'int' },
  { env: 'AINIZE_P2P_QUOTA_NEW_AUTHORS_PER_HOUR', key: 'p2p.quota.newAuthorsPerHour', kind: 'int' },
  { env: 'AINIZE_P2P_QUOTA_TRUSTED_KEYS', key: 'p2p.quota.trustedKeys', kind: 'list' },
  { env: 'AINIZE_PEERS', key: 'peers', kind: 'list' },
  { env: 'AINIZE_DATA_DIR', key: 'dataDir', kind: 'string' },
  { env: 'AINIZE_LOCK_DIR', key: 'runtime.lockDir', kind: 'string' },
  { env: 'AINIZE_MODEL_ROWS', key: 'runtime.rows', kind: 'int' },
  { env: 'AINIZE_MODEL_DIMS', key: 'runtime.dims', kind: 'int' },
  { env: 'AINIZE_MODEL_CACHE', key: 'runtime.modelCache', kind: 'string' },
  { env: 'AINIZE_VERIFIER_AUTO', key: 'verifier.auto', kind: 'boolean' },
  { env: 'AINIZE_VERIFIER_INTERVAL_MS', key: 'verifier.intervalMs', kind: 'int' },
  { env: 'AINIZE_VERIFIER_MAX_PER_HOUR', key: 'verifier.maxPerHour', kind: 'int' },
  { env: 'AINIZE_VERIFIER_MAX_MODEL_MINUTES', key: 'verifier.maxModelMinutesPerHour', kind: 'number' },
  { env: 'AINIZE_VERIFIER_INCLUDE_TEST', key: 'verifier.includeTest', kind: 'boolean' },
  { env: 'AINIZE_VERIFIER_PEERS', key: 'verifier.peers', kind: 'list' },
  { env: 'AINIZE_VERIFIER_TRUSTED', key: 'verifier.trusted', kind: 'list' },
  { env: 'AINIZE_VERIFIER_CHALLENGERS', key: 'verifier.challengers', kind: 'list' },
  { env: 'AINIZE_LOG_LEVEL', key: 'log.level', kind: 'string' },
];

/** A value that could not even be converted to its kind; zod would only see a confusing NaN otherwise. */
export class EnvValueError extends Error {
  constructor(
    readonly env: string,
    readonly key: string,
    reason: string,
  ) {
    super(`config key ${key} (from ${env}): ${reason}`);
    this.name = 'EnvValueError';
  }
}

export interface EnvOverlay {
  /** Nested partial config to merge over the file. */
  values: Record<string, unknown>;
  /** Dotted key → variable that set it, so validation errors can name the variable. */
  sources: Map<string, string>;
}

/** Reads the bound variables; empty strings count as unset so `AINIZE_PORT= ainize start` is harmless. */
export function readEnvOverlay(env: NodeJS.ProcessEnv): EnvOverlay {
  const values: Record<string, unknown> = {};
  const sources = new Map<string, string>();
  for (const binding of ENV_BINDINGS) {
    const raw = env[binding.env];
    if (raw === undefined || raw.trim() === '') continue;
    setPath(values, binding.key, convert(binding, raw.trim()));
    sources.set(binding.key, binding.env);
  }
  return { values, sources };
}

function convert(binding: EnvBinding, raw: string): unknown {
  switch (binding.kind) {
    case 'string':
      return raw;
    case 'int':
    case 'number': {
      const n = Number(raw);
      if (!Number.isFinite(n)) throw new EnvValueError(binding.env, binding.key, `expected a number, got "${raw}"`);
      return n;
    }
    case 'boolean': {
      const lower = raw.toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
      if (['0', 'false', 'no', 'off'].includes(lower)) return false;
      throw new EnvValueError(binding.env, binding.key, `expected true or false, got "${raw}"`);
    }
    case 'list':
      return raw
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
  }
}

export function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}

/** Deep merge of plain objects; arrays and scalars from `over` replace, as a list in env means "exactly these". */
export function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
