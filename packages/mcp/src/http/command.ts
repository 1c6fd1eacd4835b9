import type { Scrubber } from '@ainize/core';
import type { McpConfig } from '../config/index.js';
import type { NodeClient } from '../node-client/index.js';
import { startHttpHost } from './host.js';
import { httpStartRefusal, unsafeOnSharedPort } from './refusal.js';

/**
 * `ainize-mcp --http <port>`: refuses what a shared port must not carry, then serves until SIGINT or SIGTERM.
 * Everything it says goes to stderr, prefixed like every other line of the command.
 */

export interface HttpCommand {
  port: number;
  host: string;
  onlyUser: boolean;
}

export async function runHttp(
  command: HttpCommand,
  config: McpConfig,
  makeClient: () => { client: NodeClient; scrubber: Scrubber },
): Promise<number | null> {
  const say = (line: string) => process.stderr.write(`ainize-mcp: ${line}\n`);
  const tokens = config.secrets.httpTokens;
  const refusal = httpStartRefusal(config, {
    onlyUser: command.onlyUser,
    host: command.host,
    hasToken: tokens !== undefined,
  });
  if (refusal !== null) {
    say(refusal);
    return 2;
  }
  const { client, scrubber } = makeClient();
  for (const unsafe of unsafeOnSharedPort(config)) {
    say(`warning: ${unsafe.setting} is in force on a port (--i-am-the-only-user): ${unsafe.why}`);
  }
  const host = await startHttpHost({
    config,
    client,
    scrubber,
    host: command.host,
    port: command.port,
    ...(tokens === undefined ? {} : { tokens }),
    note: (line) => say(scrubber.scrubString(line)),
  });
  say(
    `serving MCP over Streamable HTTP at ${host.url} (${tokenWords(tokens)}; ` +
      `sessions close after ${Math.round(host.sessions.idleMs / 60_000)} min idle)`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    say('stopping: closing every session');
    // Sessions that will not close in time (a node call that hangs) do not keep the process.
    setTimeout(() => process.exit(0), 3000).unref();
    void host.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return null;
}

/** How the port is guarded, for the line that says it is serving. */
function tokenWords(tokens: readonly string[] | undefined): string {
  if (tokens === undefined) return 'no bearer token';
  if (tokens.length === 1) return 'bearer token required';
  return `bearer token required: ${tokens.length} tokens, each client's sessions its own`;
}
