#!/usr/bin/env node
/**
 * The `ainize-mcp` command. On stdio, stdout belongs to the protocol: one stray line from any library (some
 * print on import) corrupts the stream. So the guard below runs before anything else is loaded — this file has
 * no static imports, because those would be evaluated before its first line — and the rest arrives by import().
 */

const realWrite = process.stdout.write.bind(process.stdout);
const toStderr = (...args: unknown[]): void => {
  process.stderr.write(`${args.map((a) => (typeof a === 'string' ? a : safeInspect(a))).join(' ')}\n`);
};
console.log = toStderr;
console.info = toStderr;
console.debug = toStderr;
// Stays redirected for the life of the process: the transport gets its own handle to the real stdout below,
// so a library writing late still cannot interleave bytes with a protocol frame.
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
  const callback = rest.find((r): r is (err?: Error | null) => void => typeof r === 'function');
  return process.stderr.write(chunk, callback);
}) as typeof process.stdout.write;

function safeInspect(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

const USAGE = `Usage: ainize-mcp [--help] [--version]
       ainize-mcp --http <port> [--host <address>] [--i-am-the-only-user]
       ainize-mcp install --client claude|cursor|windsurf|vscode [--scope user|project] [--print]
       ainize-mcp teach-key new [--out FILE]

Runs the Ainize MCP server on stdio (stdin/stdout carry the protocol; logs go to stderr), or with --http on
Streamable HTTP at http://127.0.0.1:<port>/mcp for several clients at once (0 picks a free port). install adds
this server to an MCP client's config file (ainize-mcp install --help). teach-key new makes a teaching key file
(mode 0600) and prints its path and address, never the key (ainize-mcp teach-key --help).

Settings come from the environment, or from the JSON file AINIZE_MCP_CONFIG names (the environment wins):
  AINIZE_NODE_URL             the node to talk to
  AINIZE_TOKEN                an operator token, or
  AINIZE_OPERATOR_PASSWORD    an operator password (exchanged once for a token kept in memory)
  AINIZE_TEACH_KEY            a teaching key (64 hex), or the path of a key file (the key alone, or the JSON
                              that teach-key new writes)
  AINIZE_MCP_SESSION_BUDGET   the most this server may spend
  AINIZE_MCP_ALLOW_APPLY=1    offer the tools that change the shared model
  AINIZE_MCP_HTTP_TOKEN       with --http: serve only requests carrying this bearer token

--http refuses to start with a spending budget, AINIZE_MCP_ALLOW_APPLY or AINIZE_MCP_ALLOW_PUBLISH unless
--i-am-the-only-user says nobody else can reach the port; --host other than a loopback address needs
AINIZE_MCP_HTTP_TOKEN.

Exit codes: 0 when the client closes stdin (or on SIGINT/SIGTERM with --http), 2 for a bad setting or option.
`;

async function main(argv: readonly string[]): Promise<number | null> {
  const { parseCommandLine } = await import('./command-line.js');
  const command = parseCommandLine(argv);
  if (command.kind === 'help') {
    realWrite(USAGE);
    return 0;
  }
  if (command.kind === 'version') {
    const { readFileSync } = await import('node:fs');
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    realWrite(`${manifest.version}\n`);
    return 0;
  }
  if (command.kind === 'invalid') {
    process.stderr.write(`ainize-mcp: ${command.problem} (see --help)\n`);
    return 2;
  }
  if (command.kind === 'install') {
    const { installFromProcess } = await import('./install/index.js');
    return installFromProcess(command.args, realWrite);
  }
  if (command.kind === 'teach-key') {
    const [{ runTeachKey }, { homedir }] = await Promise.all([
      import('./config/teach-key-command.js'),
      import('node:os'),
    ]);
    return runTeachKey(
      command.args,
      { out: realWrite, err: (text) => process.stderr.write(text) },
      { home: homedir(), cwd: process.cwd() },
    );
  }

  const { loadConfig, ConfigError } = await import('./config/index.js');
  let config;
  try {
    config = loadConfig(process.env);
  } catch (thrown) {
    if (thrown instanceof ConfigError) {
      process.stderr.write(`ainize-mcp: ${thrown.message}\n`);
      return 2;
    }
    throw thrown;
  }
  for (const warning of config.warnings) process.stderr.write(`ainize-mcp: warning: ${warning}\n`);

  const [{ createScrubber }, { NodeClient }] = await Promise.all([
    import('@ainize/core'),
    import('./node-client/index.js'),
  ]);
  const nodeClient = () => {
    const scrubber = createScrubber({ knownSecrets: config.knownSecrets });
    const secrets = config.secrets;
    const operator = {
      ...(secrets.operatorToken === undefined ? {} : { token: secrets.operatorToken }),
      ...(secrets.operatorPassword === undefined ? {} : { password: secrets.operatorPassword }),
    };
    const client = new NodeClient({
      baseUrl: config.public.node_url,
      scrubber,
      operator,
      ...(secrets.teachKey ? { teachKey: secrets.teachKey } : {}),
    });
    return { client, scrubber };
  };
  if (command.kind === 'http') {
    const { runHttp } = await import('./http/command.js');
    return runHttp(command, config, nodeClient);
  }

  const [
    { createAinizeServer },
    { StdioLineTransport },
    { Writable },
    { FrameLimit, MAX_FRAME_BYTES, oversizedFrameError },
    { refusalMessage },
  ] = await Promise.all([
    import('./server.js'),
    import('./stdio/line-transport.js'),
    import('node:stream'),
    import('./stdio/frame-limit.js'),
    import('./errors/index.js'),
  ]);
  const { client, scrubber } = nodeClient();
  const { server, context, learnNode } = createAinizeServer({ config, client, scrubber });

  // The protocol's own path to stdout, past the guard.
  // Frames stay strings on the way: converting each to a Buffer first would copy every answer once more.
  const protocolOut = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      realWrite(chunk, (err) => done(err ?? null));
    },
  });
  // The transport sees whole lines only; one over the limit is refused by itself and the session goes on.
  const frames = new FrameLimit(MAX_FRAME_BYTES, (frame) => {
    process.stderr.write(`ainize-mcp: refused a message of ${frame.bytes} bytes (the limit is ${MAX_FRAME_BYTES})\n`);
    void transport.send(refusalMessage(oversizedFrameError(frame, MAX_FRAME_BYTES))).catch(() => undefined);
  });
  process.stdin.pipe(frames);
  const transport = new StdioLineTransport(frames, protocolOut);

  let closing = false;
  const shutdown = (code: number) => {
    if (closing) return;
    closing = true;
    // Give frames already queued a moment to reach the client, then leave even if a node call still hangs.
    void server.close().finally(() => protocolOut.end(() => process.exit(code)));
    setTimeout(() => process.exit(code), 1000).unref();
  };
  process.stdin.on('end', () => shutdown(0));
  process.stdin.on('close', () => shutdown(0));
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  // A line that is refused (answered, or dropped when it is a malformed response) is named here for the operator;
  // its text may quote input, hence the scrubber.
  server.server.onerror = (error) =>
    process.stderr.write(`ainize-mcp: ${context.scrubber.scrubString(error.message)}\n`);
  // Only shutdown closes the transport; a close from anywhere else means the session cannot go on: say so, and do
  // not leave with 0 as if the client had.
  server.server.onclose = () => {
    if (closing) return;
    process.stderr.write('ainize-mcp: the stdio stream failed and the session cannot go on\n');
    shutdown(1);
  };
  await server.connect(transport);
  void learnNode();
  return null;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== null) process.exit(code);
  },
  async (thrown: unknown) => {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    // A start-up failure can quote a node answer or a setting; it passes a scrubber that knows the raw secret
    // variables, since the configuration that would name them may be what failed.
    const { createScrubber } = await import('@ainize/core');
    const secrets = [
      'AINIZE_OPERATOR_PASSWORD',
      'AINIZE_TOKEN',
      'AINIZE_TEACH_KEY',
      'GRAPH_API_KEY',
      'AINIZE_MCP_HTTP_TOKEN',
    ]
      .map((name) => process.env[name])
      .filter((value): value is string => typeof value === 'string' && value.length > 0);
    process.stderr.write(
      `ainize-mcp: could not start: ${createScrubber({ knownSecrets: secrets }).scrubString(message)}\n`,
    );
    process.exit(1);
  },
);
