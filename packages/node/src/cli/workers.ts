import cluster, { type Worker } from 'node:cluster';
import type { HomePaths } from '../home/home.js';
import type { Io } from './commands.js';
import { removeRunFiles, writeRunFiles } from './pid-file.js';

/**
 * `ainize start --workers N`: one node served by N processes on one port. The primary brings the database up to
 * date and builds the base model once, then forks the workers, which share the port through node's cluster module
 * and everything else through the database (see docs/node.md, "Running on PostgreSQL"). A worker that dies is
 * replaced; the others keep serving meanwhile. The primary holds the run files, so `ainize stop` stops them all.
 */

/** A worker that dies this soon after it started is not replaced again at once: something is wrong with the node. */
const CRASH_LOOP_MS = 5_000;
/** How long a worker has to close its connections and leave once asked to stop. */
const STOP_GRACE_MS = 10_000;

export async function startWorkers(home: string, paths: HomePaths, count: number, io: Io): Promise<number> {
  const { prepareNode } = await import('./compose.js');
  prepareNode(home, io.env);
  let stopping = false;
  let announced = false;
  const started = new Map<Worker, number>();
  let finish: (code: number) => void = () => undefined;
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.on('message', (message: { type?: string; url?: string }) => {
      if (message.type !== 'listening' || typeof message.url !== 'string') return;
      io.err(`ainize: worker ${worker.process.pid} serving`);
      if (announced) return;
      announced = true;
      writeRunFiles(paths, message.url);
      io.err(`ainize node listening at ${message.url} with ${count} worker processes (primary pid ${process.pid})`);
    });
  };
  const exited = new Promise<number>((resolve) => {
    finish = resolve;
    cluster.on('exit', (worker, code, signal) => {
      const since = started.get(worker) ?? 0;
      started.delete(worker);
      if (stopping) {
        if (started.size === 0) resolve(0);
        return;
      }
      io.err(`ainize: worker ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
      if (Date.now() - since < CRASH_LOOP_MS && !announced) {
        io.err('ainize: a worker failed while starting; stopping the node');
        stop();
        return;
      }
      fork();
    });
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    if (started.size === 0) finish(0);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    // A worker still closing after this long is stuck; its work is in the database, so it is ended outright.
    setTimeout(() => {
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < count; i++) fork();
  const code = await exited;
  removeRunFiles(paths);
  return code;
}
