import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the tests that run the built `ainize` CLI share: the repository root, a build of what ships, the CLI run
 * as a child process, and a free port base for a cluster.
 */

export const root = fileURLToPath(new URL('../../../', import.meta.url));
const main = join(root, 'packages/node/dist/cli/main.js');

/** Builds the named packages (and what they reference) with the repository's own TypeScript. */
export function buildPackages(...packages: string[]): void {
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', ...packages], {
    cwd: root,
    stdio: 'inherit',
  });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI without blocking the test's event loop; `timeoutMs` is a guard, not a measurement. The caller's
 * AINIZE_HOME and AINIZE_CLUSTER_HOME are left out, so a developer's own node is never touched.
 */
export function ainize(args: string[], timeoutMs = 180_000): Promise<Run> {
  const env = { ...process.env };
  delete env.AINIZE_HOME;
  delete env.AINIZE_CLUSTER_HOME;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Five consecutive ports nobody listens on: the cluster's nodes take base to base+3, its chain base+4. Chosen below
 * the usual ephemeral range (32768 and up), where no outgoing connection or `listen(0)` of a test running beside
 * this one can take a port between the check and the cluster's start; and each vitest worker (up to eight) draws from
 * its own slice of that range, so two files starting clusters at once never pick overlapping ports.
 */
export async function freePortBase(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  const SLICE = 1_500;
  const slices = Math.floor((32_000 - 20_000) / SLICE);
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 1);
  const start = 20_000 + (((Number.isInteger(worker) && worker > 0 ? worker : 1) - 1) % slices) * SLICE;
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = start + Math.floor(Math.random() * (SLICE - 5));
    let all = true;
    for (let i = 0; i < 5 && all; i++) all = await free(base + i);
    if (all) return base;
  }
  throw new Error('no five consecutive free ports found');
}

/** Polls `probe` every 250 ms until it gives a value (not undefined or false); a thrown probe counts as not yet. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * `cluster up` as the cluster tests run it: small models, one demo set of 40 facts on the home (the seller seeds
 * its two), on the given ports. Throws with the CLI's output when it fails.
 */
export async function upSmallCluster(dir: string, portBase: number): Promise<void> {
  const up = await ainize([
    'cluster',
    'up',
    '--dir',
    dir,
    '--port-base',
    String(portBase),
    '--demo-sets',
    'iso4217-currency-codes',
    '--demo-limit',
    '40',
    '--model-rows',
    '16384',
    '--timeout',
    '200',
  ]);
  if (up.code !== 0) throw new Error(`cluster up failed:\n${up.stdout}\n${up.stderr}`);
}
