import { parseArgs } from 'node:util';

/**
 * The options of `ainize-mcp`. With none it serves stdio; `--http <port>` serves Streamable HTTP instead;
 * `install …` writes a client's config and parses its own options (install/command.ts); `teach-key …` makes a
 * teaching key (config/teach-key-command.ts); `--version` prints the package's version.
 * A mistake is a sentence for stderr and exit code 2, never a guess.
 */

export type CommandLine =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'stdio' }
  | { kind: 'http'; port: number; host: string; onlyUser: boolean }
  | { kind: 'install'; args: string[] }
  | { kind: 'teach-key'; args: string[] }
  | { kind: 'invalid'; problem: string };

export const DEFAULT_HTTP_HOST = '127.0.0.1';

export function parseCommandLine(argv: readonly string[]): CommandLine {
  if (argv[0] === 'install') return { kind: 'install', args: argv.slice(1) };
  if (argv[0] === 'teach-key') return { kind: 'teach-key', args: argv.slice(1) };
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
        http: { type: 'string' },
        host: { type: 'string' },
        'i-am-the-only-user': { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (thrown) {
    // Node's own sentence names the option ("Unknown option '--x'", "Option '--http <value>' argument missing").
    return { kind: 'invalid', problem: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  const { values } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  if (values.http === undefined) {
    const stray = values.host !== undefined ? '--host' : values['i-am-the-only-user'] ? '--i-am-the-only-user' : null;
    return stray === null ? { kind: 'stdio' } : { kind: 'invalid', problem: `${stray} applies only with --http` };
  }
  const port = /^\d{1,5}$/.test(values.http) ? Number(values.http) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    return { kind: 'invalid', problem: '--http takes a port number from 0 to 65535 (0 picks a free one)' };
  }
  return {
    kind: 'http',
    port,
    host: values.host ?? DEFAULT_HTTP_HOST,
    onlyUser: values['i-am-the-only-user'] === true,
  };
}
