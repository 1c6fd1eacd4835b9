#!/usr/bin/env node
import { ConfigError } from '../home/home.js';
import { type FlagSpecs, UsageError, parseArgs } from './args.js';
import { type Io, initCommand, peersCommand, startCommand, statusCommand, stopCommand } from './commands.js';

const HOME: FlagSpecs = { home: { type: 'string' }, help: { type: 'boolean', short: 'h' } };

const COMMANDS: Record<
  string,
  { flags: FlagSpecs; run: (args: ReturnType<typeof parseArgs>, io: Io) => number | Promise<number> }
> = {
  init: {
    flags: {
      ...HOME,
      name: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      roles: { type: 'string', repeat: true },
      ledger: { type: 'string' },
      peer: { type: 'string', repeat: true },
    },
    run: initCommand,
  },
  start: {
    flags: { ...HOME, detach: { type: 'boolean', short: 'd' }, workers: { type: 'string' } },
    run: startCommand,
  },
  stop: { flags: HOME, run: stopCommand },
  status: { flags: { ...HOME, json: { type: 'boolean' } }, run: statusCommand },
  peers: { flags: HOME, run: peersCommand },
  passwd: { flags: HOME, run: async (args, io) => (await import('./passwd.js')).passwdCommand(args, io) },
  login: { flags: HOME, run: async (args, io) => (await import('./login.js')).loginCommand(args, io) },
  cluster: {
    flags: {
      dir: { type: 'string' },
      'port-base': { type: 'string' },
      json: { type: 'boolean' },
      timeout: { type: 'string' },
      'model-rows': { type: 'string' },
      'demo-limit': { type: 'string' },
      'demo-sets': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    // Loaded on use, like `start` loads the node: the other commands need none of the seeding code.
    run: async (args, io) => (await import('./cluster/commands.js')).clusterCommand(args, io),
  },
};

const USAGE = `usage: ainize <command> [options]

  init --name N [--port P] [--host H] [--roles seller,verifier,serving] [--ledger local|ain] [--peer URL]
                       create a node home with a fresh identity
  start [-d] [--workers N]
                       run the node (in the foreground, or detached with logs in <home>/node.log); with a
                       PostgreSQL database, --workers N serves it from N processes on one port
  stop                 stop the node started from this home
  status [--json]      ask the running node's /healthz
  peers add <url> | peers ls
                       add a peer to pull ledger records from, or list the peers and their sync state
  passwd               set the operator password (from $AINIZE_OPERATOR_PASSWORD, stdin, or a prompt);
                       needed before start when "host" is not a loopback address
  login                print an operator token for the node running from this home, without the password
                       (proves it can read config.json; use as TOKEN=$(ainize login))
  cluster up [--port-base 3422] [--timeout S] [--model-rows N] [--demo-limit N] [--demo-sets a,b]
                       start a local chain (anvil), a home node, two verifiers and a seller, seed the demo
                       catalog, wait until LISTED
  cluster down | cluster status [--json]
                       stop the cluster's four nodes and its chain, or show each one's health and knowledge
  cluster faucet <address> <amount>
                       mint test ATD on the cluster's chain to any address (an outside buyer's, say)

  node commands take --home DIR (default: $AINIZE_HOME or ~/.ainize); cluster commands take --dir DIR
  (default: $AINIZE_CLUSTER_HOME or ./.ainize-cluster)`;

async function main(argv: string[]): Promise<number> {
  const io: Io = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
    stdoutIsTerminal: process.stdout.isTTY === true,
  };
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`ainize: unknown command "${name}"\n\n${USAGE}`);
    return 2;
  }
  try {
    const args = parseArgs(rest, command.flags);
    if (args.flags.help === true) {
      io.out(USAGE);
      return 0;
    }
    return await command.run(args, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`ainize ${name}: ${err.message}`);
      return 2;
    }
    // Expected failures (bad config, already running) read as one line; anything else keeps its stack.
    io.err(
      err instanceof ConfigError
        ? `ainize ${name}: ${err.message}`
        : (err as { unreachable?: unknown }).unreachable === true
          ? `ainize ${name}: cannot reach the database: ${(err as Error).message}`
          : `ainize ${name}: ${(err as Error).stack ?? String(err)}`,
    );
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`ainize: ${String(err)}\n`);
    process.exitCode = 1;
  },
);
