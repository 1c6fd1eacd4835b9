import { join } from 'node:path';

/**
 * Where each MCP client keeps its server list and how an entry is spelled there. One table, so a client's path,
 * key and reference syntax are read in one place and the installer has no per-client branches.
 *
 * - Claude Code: user scope is the top-level `mcpServers` of `~/.claude.json` (`$CLAUDE_CONFIG_DIR/.claude.json`
 *   when that is set); project scope is `mcpServers` of `.mcp.json` in the project directory, the file meant to be
 *   checked in. Entries are `{ type: "stdio", command, args, env }`, as `claude mcp add` writes them, and string
 *   values expand `${VAR}` / `${VAR:-default}` from the environment Claude Code runs in.
 * - Cursor: `~/.cursor/mcp.json` or `.cursor/mcp.json` in the project, key `mcpServers`, entries
 *   `{ command, args, env }`; values expand `${env:VAR}`.
 * - Windsurf: one user file, `~/.codeium/windsurf/mcp_config.json`, key `mcpServers`, entries `{ command, args, env }`;
 *   `command`, `args` and `env` expand `${env:VAR}`. It has no project file.
 * - VS Code: `mcp.json` in the user settings folder (`Code/User/` under `$XDG_CONFIG_HOME` or `~/.config` on Linux,
 *   `~/Library/Application Support` on macOS, `%APPDATA%` on Windows) or `.vscode/mcp.json` in the workspace. The
 *   servers live under `servers` as `{ type: "stdio", command, args, env }`, and a secret is an `${input:id}` whose
 *   `inputs` entry (`promptString`, `password: true`) makes VS Code ask once and keep the answer in its secret
 *   storage, never in the file.
 */

export type ClientId = 'claude' | 'cursor' | 'windsurf' | 'vscode';
export type Scope = 'user' | 'project';

export const CLIENT_IDS: readonly ClientId[] = ['claude', 'cursor', 'windsurf', 'vscode'];
export const SCOPES: readonly Scope[] = ['user', 'project'];

/** What paths depend on; injectable so tests can point HOME and the project anywhere. */
export interface Place {
  home: string;
  cwd: string;
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
}

/** A VS Code input: the client asks the person for the value and stores it outside the file. */
export interface PromptInput {
  type: 'promptString';
  id: string;
  description: string;
  password: true;
}

export interface ClientFormat {
  id: ClientId;
  label: string;
  /** The config file for each scope the client has. */
  files: Partial<Record<Scope, (place: Place) => string>>;
  serversKey: 'mcpServers' | 'servers';
  /** Fields an entry carries besides command, args and env. */
  entryExtras: Readonly<Record<string, string>>;
  /** How an env value refers to the secret `name` instead of holding it. */
  secretReference(name: string): string;
  /** Clients that prompt for secrets declare each prompt once, beside the servers. */
  input?(name: string): PromptInput;
}

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : value;

function vscodeUserDir(place: Place): string {
  if (place.platform === 'darwin') return join(place.home, 'Library', 'Application Support', 'Code', 'User');
  if (place.platform === 'win32') {
    return join(nonEmpty(place.env.APPDATA) ?? join(place.home, 'AppData', 'Roaming'), 'Code', 'User');
  }
  return join(nonEmpty(place.env.XDG_CONFIG_HOME) ?? join(place.home, '.config'), 'Code', 'User');
}

/** `AINIZE_OPERATOR_PASSWORD` → `ainize-operator-password`: the input id VS Code shows when it asks. */
export function inputIdOf(name: string): string {
  return name.toLowerCase().replace(/_/g, '-');
}

export const CLIENTS: Readonly<Record<ClientId, ClientFormat>> = {
  claude: {
    id: 'claude',
    label: 'Claude Code',
    files: {
      user: (place) => join(nonEmpty(place.env.CLAUDE_CONFIG_DIR) ?? place.home, '.claude.json'),
      project: (place) => join(place.cwd, '.mcp.json'),
    },
    serversKey: 'mcpServers',
    entryExtras: { type: 'stdio' },
    secretReference: (name) => `\${${name}}`,
  },
  cursor: {
    id: 'cursor',
    label: 'Cursor',
    files: {
      user: (place) => join(place.home, '.cursor', 'mcp.json'),
      project: (place) => join(place.cwd, '.cursor', 'mcp.json'),
    },
    serversKey: 'mcpServers',
    entryExtras: {},
    secretReference: (name) => `\${env:${name}}`,
  },
  windsurf: {
    id: 'windsurf',
    label: 'Windsurf',
    files: { user: (place) => join(place.home, '.codeium', 'windsurf', 'mcp_config.json') },
    serversKey: 'mcpServers',
    entryExtras: {},
    secretReference: (name) => `\${env:${name}}`,
  },
  vscode: {
    id: 'vscode',
    label: 'VS Code',
    files: {
      user: (place) => join(vscodeUserDir(place), 'mcp.json'),
      project: (place) => join(place.cwd, '.vscode', 'mcp.json'),
    },
    serversKey: 'servers',
    entryExtras: { type: 'stdio' },
    secretReference: (name) => `\${input:${inputIdOf(name)}}`,
    input: (name) => ({
      type: 'promptString',
      id: inputIdOf(name),
      description: `${name} for the Ainize MCP server`,
      password: true,
    }),
  },
};
