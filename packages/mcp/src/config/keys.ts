/**
 * The configuration table of the spec, as data: each setting's env name, the snake_case key it takes in the
 * `AINIZE_MCP_CONFIG` file, and whether it may ever be shown to the model. Keeping the table in one place is what
 * lets the loader refuse an unknown file key and the scrubber learn every secret without a second list.
 */

/** `public`: may appear in node_status / budget. `internal`: used, never shown. `secret`: never shown, scrubbed. */
export type Exposure = 'public' | 'internal' | 'secret';

export const CONFIG_KEYS = {
  AINIZE_NODE_URL: 'public',
  AINIZE_OPERATOR_PASSWORD: 'secret',
  AINIZE_TOKEN: 'secret',
  AINIZE_TEACH_KEY: 'secret',
  AINIZE_MCP_SESSION_BUDGET: 'public',
  AINIZE_MCP_MAX_PER_PURCHASE: 'public',
  AINIZE_MCP_SCHEME: 'public',
  AINIZE_MCP_REQUIRE_HUMAN: 'public',
  AINIZE_MCP_MAX_TEACH_JOBS: 'public',
  AINIZE_MCP_ALLOW_APPLY: 'public',
  AINIZE_MCP_ALLOW_PUBLISH: 'public',
  AINIZE_MCP_ALLOW_AIN_PUBLISH: 'public',
  AINIZE_MCP_STATE_DIR: 'internal',
  AINIZE_MCP_DOWNLOAD_DIR: 'public',
  AINIZE_MCP_MAX_DOWNLOAD_MB: 'public',
  AINIZE_MCP_POLL_MS: 'internal',
  AINIZE_MCP_HTTP_TOKEN: 'secret',
  GRAPH_API_KEY: 'secret',
} as const satisfies Record<string, Exposure>;

export type ConfigKey = keyof typeof CONFIG_KEYS;

/** The env variable naming the JSON file; it is not a key of that file (a file cannot point at another file). */
export const CONFIG_FILE_ENV = 'AINIZE_MCP_CONFIG';

export const CONFIG_KEY_NAMES = Object.keys(CONFIG_KEYS) as ConfigKey[];

/** `AINIZE_MCP_POLL_MS` → `ainize_mcp_poll_ms`: the file spells the same names in lower case. */
export function fileKeyOf(key: ConfigKey): string {
  return key.toLowerCase();
}

export const DEFAULTS = {
  nodeUrl: 'http://localhost:3422',
  sessionBudget: '0',
  maxTeachJobs: 1,
  maxDownloadMb: 512,
  pollMs: 3000,
} as const;
