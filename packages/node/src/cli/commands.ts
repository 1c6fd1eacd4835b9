import cluster from 'node:cluster';
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { requireOperatorOffLoopback } from '../auth/exposure.js';
import { type Role, ROLES } from '../home/config-schema.js';
import { ConfigError, type HomePaths, defaultHome, homePaths, initHome, loadConfig } from '../home/home.js';
import { pidAlive } from '../lock/files.js';
import { type ParsedArgs, UsageError, intFlag, listFlag, stringFlag } from './args.js';
import { isPostgresLocation } from '../store/location.js';
import { readUrl, removeRunFiles, runningPid, writeRunFiles } from './pid-file.js';

/** Where a command writes what the user asked for; errors go to stderr in main.ts. */
export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
  /** Whether `out` reaches a terminal, where a command keeps secrets off the screen. */
  stdoutIsTerminal?: boolean;
}

export const homeOf = (args: ParsedArgs, io: Io) => stringFlag(args, 'home') ?? defaultHome(io.env);

function pathsOf(home: string, io: Io): HomePaths {
  return homePaths(home, loadConfig(home, io.env));
}

export function initCommand(args: ParsedArgs, io: Io): number {
  const name = stringFlag(args, 'name');
  if (name === undefined) throw new UsageError('init needs --name <name>');
  const roles = listFlag(args, 'roles').flatMap((r) => r.split(','));
  const unknown = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
  if (unknown.length > 0)
    throw new UsageError(`--roles: unknown role ${unknown.join(', ')} (known: ${ROLES.join(', ')})`);
  const ledger = stringFlag(args, 'ledger');
  if (ledger !== undefined && ledger !== 'local' && ledger !== 'ain')
    throw new UsageError('--ledger must be local or ain');
  const port = intFlag(args, 'port', 0, 65_535);
  const host = stringFlag(args, 'host');
  const { paths, config } = initHome({
    home: homeOf(args, io),
    name,
    ...(port !== undefined ? { port } : {}),
    ...(host !== undefined ? { host } : {}),
    ...(roles.length > 0 ? { roles: roles as Role[] } : {}),
    ...(ledger !== undefined ? { ledger } : {}),
    ...(listFlag(args, 'peer').length > 0 ? { peers: listFlag(args, 'peer') } : {}),
  });
  io.out(`initialised node ${config.name} (${config.identity.address})`);
  io.out(`home: ${paths.home}`);
  io.out(`next: ainize start${args.flags.home ? ` --home ${paths.home}` : ''}`);
  return 0;
}

export async function startCommand(args: ParsedArgs, io: Io): Promise<number> {
  const home = homeOf(args, io);
  const config = loadConfig(home, io.env);
  // Also checked by startNode itself; here so a detached start refuses before it spawns anything.
  requireOperatorOffLoopback(config, home, io.env);
  const paths = homePaths(home, config);
  // A worker of `--workers N`: its primary owns the run files and checked them.
  if (cluster.isWorker) return startForeground(home, paths, io, { worker: true });
  const running = runningPid(paths);
  if (running !== undefined) throw new ConfigError(`a node is already running from ${paths.home} (pid ${running})`);
  const workers = workerCount(args);
  if (workers > 1) {
    if (!isPostgresLocation(paths.database)) {
      throw new ConfigError(
        '--workers needs a PostgreSQL database (AINIZE_DATABASE_URL or "databaseUrl"): a SQLite file serves one process',
      );
    }
    if (args.flags.detach === true) throw new ConfigError('--workers runs in the foreground; leave out --detach');
    const { startWorkers } = await import('./workers.js');
    return startWorkers(home, paths, workers, io);
  }
  return args.flags.detach === true ? startDetached(paths, io) : startForeground(home, paths, io);
}

function workerCount(args: ParsedArgs): number {
  const raw = args.flags.workers;
  if (raw === undefined) return 1;
  const n = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(n) || n < 1 || n > 64)
    throw new ConfigError(`--workers must be a whole number from 1 to 64, not ${String(raw)}`);
  return n;
}

async function startForeground(home: string, paths: HomePaths, io: Io, as = { worker: false }): Promise<number> {
  // Loaded here so init, status and stop do not pay for Fastify and SQLite at every invocation.
  const { startNode } = await import('./compose.js');
  const node = await startNode(home, io.env).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    throw new ConfigError(`${(err as Error).message}: another process holds that port; set AINIZE_PORT or "port"`);
  });
  if (as.worker) process.send?.({ type: 'listening', url: node.url });
  else {
    writeRunFiles(paths, node.url);
    // The banner goes to stderr with the logs: stdout stays silent for whoever may be reading it.
    io.err(`ainize node ${node.config.name} (${node.config.identity.address}) listening at ${node.url}`);
  }
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      node
        .close()
        .catch((err: unknown) => io.err(`ainize: error while stopping: ${(err as Error).message}`))
        .finally(() => {
          if (!as.worker) removeRunFiles(paths);
          // A worker's channel to its primary would keep it running once everything else has closed.
          else process.disconnect?.();
          resolve();
        });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}

/**
 * How long a detached start waits for the node to answer. The first start builds the base model (about five
 * seconds on an idle machine at 2^20 rows); a busy machine may take several times that, so the bound is generous
 * and the wait says it is still going.
 */
const START_TIMEOUT_MS = 120_000;
const START_PROGRESS_MS = 10_000;

async function startDetached(paths: HomePaths, io: Io): Promise<number> {
  const log = openSync(paths.logFile, 'a', 0o600);
  const main = fileURLToPath(new URL('./main.js', import.meta.url));
  const child = spawn(process.execPath, [main, 'start', '--home', paths.home], {
    detached: true,
    stdio: ['ignore', log, log],
    env: io.env,
  });
  closeSync(log);
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  child.unref();
  const started = Date.now();
  let nextProgress = started + START_PROGRESS_MS;
  while (Date.now() < started + START_TIMEOUT_MS) {
    if (exited !== undefined) break;
    if (Date.now() >= nextProgress) {
      io.err(
        `ainize: still starting (${Math.round((Date.now() - started) / 1000)} s; the first start builds the base model)`,
      );
      nextProgress += START_PROGRESS_MS;
    }
    const url = runningPid(paths) === child.pid ? readUrl(paths) : undefined;
    if (url !== undefined && (await healthz(url)) !== undefined) {
      io.out(`started node (pid ${child.pid}) at ${url}`);
      io.out(`logs: ${paths.logFile}`);
      return 0;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const timedOut = exited === undefined;
  if (timedOut && child.pid !== undefined && pidAlive(child.pid)) child.kill('SIGTERM');
  const why = timedOut ? `did not answer within ${START_TIMEOUT_MS / 1000} s` : `exited with code ${String(exited)}`;
  io.err(`ainize: the node did not start (it ${why}); last lines of ${paths.logFile}:`);
  io.err(tail(paths.logFile, 15));
  return 1;
}

export async function stopCommand(args: ParsedArgs, io: Io): Promise<number> {
  const paths = pathsOf(homeOf(args, io), io);
  const pid = runningPid(paths);
  if (pid === undefined) {
    io.out(`no node running from ${paths.home}`);
    return 0;
  }
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (pidAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (pidAlive(pid)) {
    // It ignored a polite stop for 15 s; SQLite's WAL survives a kill, so the data is safe.
    process.kill(pid, 'SIGKILL');
  }
  runningPid(paths);
  io.out(`stopped node (pid ${pid})`);
  return 0;
}

export async function statusCommand(args: ParsedArgs, io: Io): Promise<number> {
  const home = homeOf(args, io);
  const config = loadConfig(home, io.env);
  const paths = homePaths(home, config);
  const pid = runningPid(paths);
  const url = readUrl(paths) ?? `http://${config.host}:${config.port}`;
  const health = await healthz(url);
  if (args.flags.json === true) {
    io.out(JSON.stringify({ running: health !== undefined, pid: pid ?? null, url, health: health ?? null }));
  } else if (health) {
    io.out(`running: ${String(health.node)} (${String(health.address)}) at ${url}`);
    io.out(`pid ${pid ?? 'unknown'}, version ${String(health.version)}, up ${String(health.uptime_s)} s`);
  } else {
    io.out(pid === undefined ? `not running (${paths.home})` : `pid ${pid} is alive but ${url} does not answer`);
  }
  return health ? 0 : 1;
}

async function healthz(url: string): Promise<Record<string, unknown> | undefined> {
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
    if (!res.ok) return undefined;
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * `ainize peers add <url>` / `ainize peers ls`. Works on the home's database directly, so it needs no operator
 * password; a running node reads its peer list from the same table at every pass and picks an added peer up.
 */
export async function peersCommand(args: ParsedArgs, io: Io): Promise<number> {
  const [sub, url, ...extra] = args.positionals;
  if ((sub !== 'add' && sub !== 'ls') || (sub === 'add' ? url === undefined : url !== undefined) || extra.length > 0)
    throw new UsageError('usage: ainize peers add <url> | ainize peers ls');
  const home = homeOf(args, io);
  const config = loadConfig(home, io.env);
  const paths = homePaths(home, config);
  mkdirSync(paths.dataDir, { recursive: true, mode: 0o700 });
  // Loaded lazily like `start`: only peer commands pay for SQLite.
  const [{ NODE_MIGRATIONS }, { openStore }, { openLedger }, { openPeerSync }] = await Promise.all([
    import('./compose.js'),
    import('../store/index.js'),
    import('../ledger/index.js'),
    import('../peers/index.js'),
  ]);
  const store = openStore(paths.database, NODE_MIGRATIONS);
  try {
    const peers = openPeerSync({
      store,
      ledger: openLedger(store),
      configPeers: config.peers,
      intervalMs: config.gossipIntervalMs,
      maxPeers: config.p2p.maxPeers,
      log: { warn: (_obj, msg) => io.err(msg) },
    });
    if (sub === 'add') {
      let added: { peer: { url: string }; added: boolean };
      try {
        added = peers.add(url as string);
      } catch (err) {
        if (err instanceof RangeError) throw new UsageError(`${url}: ${err.message}`);
        throw err;
      }
      io.out(added.added ? `added peer ${added.peer.url}` : `already a peer: ${added.peer.url}`);
      return 0;
    }
    const list = peers.list();
    if (list.length === 0) io.out('no peers (add one with: ainize peers add <url>)');
    for (const p of list) {
      const sync = p.last_sync_at === null ? 'never synced' : `last sync ${p.last_sync_at}`;
      const error = p.last_error === null ? '' : `, last error: ${p.last_error}`;
      io.out(`${p.url}  (${p.source}) cursor ${p.cursor}, ${sync}, pulled ${p.pulled}, refused ${p.refused}${error}`);
    }
    return 0;
  } finally {
    store.close();
  }
}
