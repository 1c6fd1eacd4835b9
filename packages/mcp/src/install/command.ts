import { parseArgs } from 'node:util';
import { ConfigError } from '../config/index.js';
import {
  CLIENTS,
  CLIENT_IDS,
  type ClientId,
  inputIdOf,
  type Place,
  type PromptInput,
  SCOPES,
  type Scope,
} from './clients.js';
import {
  ConfigFileError,
  type JsonObject,
  readConfigDocument,
  render,
  unchanged,
  withEntry,
  writeWithBackup,
} from './config-file.js';
import { type Launch, launchFromEnv, STDIO_SECRETS } from './launch.js';

/**
 * `ainize-mcp install`: puts this server into an MCP client's config file. The report goes to `out` (stdout);
 * refusals go to `err` with exit code 2 for a wrong option or setting and 1 for a config file that cannot be used.
 * In every refusal nothing has been written.
 */

export const INSTALL_USAGE = `Usage: ainize-mcp install --client claude|cursor|windsurf|vscode [--scope user|project] [--name NAME] [--print]

Adds (or updates) this server in an MCP client's config file, leaving every other server and key as it was and
keeping the previous file as <file>.<time>.bak. Running it again with the same settings writes nothing.

  --client   claude (Claude Code), cursor, windsurf or vscode
  --scope    user (default): the client's own file in your home directory;
             project: the file in the current directory (not offered by windsurf)
  --name     the server's name in the file (default: ainize)
  --print    show the entry and the file it belongs in, and write nothing

Settings come from your environment, as for the server itself. Non-secret ones (AINIZE_NODE_URL, the budget,
AINIZE_MCP_STATE_DIR, ...) are copied into the entry. Secrets (AINIZE_OPERATOR_PASSWORD, AINIZE_TOKEN,
AINIZE_TEACH_KEY, GRAPH_API_KEY) are never written: the entry refers to those you have set, in the client's own
syntax, and the client reads them from its environment (VS Code asks for them once and stores them itself).
`;

export interface InstallIo {
  out(text: string): void;
  err(text: string): void;
}

export interface InstallContext {
  place: Place;
  /** The Node.js the entry runs: the one running this command, so a client started without a shell PATH finds it. */
  nodePath: string;
  /** The absolute path of the built server (dist/bin.js). */
  script: string;
  now(): Date;
}

const DEFAULT_NAME = 'ainize';
const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

type Request = { kind: 'help' } | { kind: 'install'; client: ClientId; scope: Scope; name: string; print: boolean };

export function parseInstallArgs(argv: readonly string[]): Request | { kind: 'invalid'; problem: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        client: { type: 'string' },
        scope: { type: 'string' },
        name: { type: 'string' },
        print: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (thrown) {
    return { kind: 'invalid', problem: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  if (values.help) return { kind: 'help' };
  const client = values.client;
  if (client === undefined) return { kind: 'invalid', problem: `--client is required (${CLIENT_IDS.join(', ')})` };
  if (!isOneOf(client, CLIENT_IDS)) {
    return { kind: 'invalid', problem: `unknown client "${client}"; choose one of ${CLIENT_IDS.join(', ')}` };
  }
  const scope = values.scope ?? 'user';
  if (!isOneOf(scope, SCOPES)) {
    return { kind: 'invalid', problem: `unknown scope "${scope}"; choose user or project` };
  }
  if (CLIENTS[client].files[scope] === undefined) {
    return { kind: 'invalid', problem: `${CLIENTS[client].label} has no ${scope} config file; use --scope user` };
  }
  const name = values.name ?? DEFAULT_NAME;
  if (!NAME.test(name)) {
    return { kind: 'invalid', problem: '--name takes letters, digits, "_", "-" and "." (at most 64, no leading sign)' };
  }
  return { kind: 'install', client, scope, name, print: values.print === true };
}

function isOneOf<T extends string>(value: string, choices: readonly T[]): value is T {
  return (choices as readonly string[]).includes(value);
}

export function runInstall(argv: readonly string[], io: InstallIo, context: InstallContext): number {
  const request = parseInstallArgs(argv);
  if (request.kind === 'help') {
    io.out(INSTALL_USAGE);
    return 0;
  }
  if (request.kind === 'invalid') {
    io.err(`ainize-mcp install: ${request.problem} (see ainize-mcp install --help)\n`);
    return 2;
  }
  const format = CLIENTS[request.client];
  let launch: Launch;
  try {
    launch = launchFromEnv(context.place.env, context.place.cwd, context.nodePath, context.script);
  } catch (thrown) {
    if (!(thrown instanceof ConfigError)) throw thrown;
    io.err(`ainize-mcp install: nothing written; the server would refuse these settings: ${thrown.message}\n`);
    return 2;
  }

  const entry: JsonObject = {
    ...format.entryExtras,
    command: launch.command,
    args: launch.args,
    env: Object.fromEntries([
      ...launch.settings,
      ...launch.secrets.map((key) => [key, format.secretReference(key)] as const),
    ]),
  };
  const inputs: PromptInput[] = format.input === undefined ? [] : launch.secrets.map(format.input);
  const snippet: JsonObject = {
    ...(inputs.length > 0 ? { inputs } : {}),
    [format.serversKey]: { [request.name]: entry },
  };
  const path = format.files[request.scope]?.(context.place);
  if (path === undefined) throw new Error(`no ${request.scope} file for ${format.id}`);
  const where = `${format.label}, ${request.scope} scope: ${path}`;

  if (request.print) {
    io.out(
      `${where}\nWith --print nothing is written. The entry:\n${render(snippet, '  ')}${notes(launch, format.id)}`,
    );
    return 0;
  }

  let outcome: string;
  try {
    const document = readConfigDocument(path);
    // An input for any secret an entry may name belongs to the installer; the person's other inputs do not.
    const ownedInputIds = STDIO_SECRETS.map(inputIdOf);
    const next = withEntry(document, format, request.name, entry, inputs, ownedInputIds);
    if (unchanged(document, next)) {
      outcome = 'Already up to date: nothing written.';
    } else {
      const { backup } = writeWithBackup(path, render(next, document.indent), document.text !== null, context.now());
      outcome = `Wrote it${backup === null ? ' (a new file)' : `; the previous file is kept as ${backup}`}.`;
    }
  } catch (thrown) {
    if (thrown instanceof ConfigFileError) {
      io.err(`ainize-mcp install: nothing written: ${thrown.message}\n`);
      return 1;
    }
    const code = (thrown as { code?: unknown }).code;
    if (typeof code === 'string') {
      io.err(`ainize-mcp install: could not write ${path} (${code})\n`);
      return 1;
    }
    throw thrown;
  }
  io.out(`${where}\n${outcome} The entry:\n${render(snippet, '  ')}${notes(launch, format.id)}`);
  return 0;
}

function notes(launch: Launch, client: ClientId): string {
  const format = CLIENTS[client];
  const lines = launch.secrets.map((key) =>
    client === 'vscode'
      ? `${key} is referred to as ${format.secretReference(key)}: VS Code asks for it when the server first starts and keeps it in its secret storage; the file holds no value.`
      : `${key} is referred to as ${format.secretReference(key)}, not copied: keep it set in the environment ${format.label} starts from.`,
  );
  lines.push(...launch.notes);
  lines.push(`The entry runs ${launch.command}, the Node.js that ran this command; run install again if it moves.`);
  return lines.map((line) => `- ${line}\n`).join('');
}
