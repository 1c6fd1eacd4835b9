// Taking the home node's model lock from outside the node, for the scenarios that need the model held.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The home node's model lock directory, read from its own config the way the node reads it. */
export async function homeLockDir(drive) {
  if (!drive.clusterDir || !existsSync(join(drive.clusterDir, 'cluster.json'))) {
    drive.check(
      'a private cluster to find the home node’s lock in',
      false,
      'no cluster.json beside operator.json; for a cluster made with `--dir D`, set AINIZE_CLUSTER_HOME=D',
    );
    return null;
  }
  const dist = (p) => pathToFileURL(join(drive.repoRoot, 'packages/node/dist', p)).href;
  const { loadNodes } = await import(dist('cluster/layout.js'));
  const { homePaths } = await import(dist('home/home.js'));
  const home = loadNodes(drive.clusterDir, process.env).find((n) => n.name === 'home');
  if (!home) {
    drive.check('the cluster has a home node', false, drive.clusterDir);
    return null;
  }
  return homePaths(home.home, home.config).lockDir;
}

/**
 * Starts the lock-holding helper and resolves once it holds the lock.
 * @returns {Promise<{ pid: number, info: any, release: () => Promise<any> }>}
 */
export async function holdLock(dir, label) {
  const script = new URL('./hold-lock.mjs', import.meta.url);
  const child = spawn(process.execPath, [fileURLToPath(script), dir, label, '300'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const messages = [];
  const waiters = [];
  lines.on('line', (line) => {
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch {
      return;
    }
    messages.push(parsed);
    for (const w of waiters.splice(0)) w();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const next = async (key, ms) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = messages.find((m) => m[key]);
      if (found) return found;
      if (child.exitCode !== null || Date.now() > deadline) return null;
      await Promise.race([new Promise((r) => waiters.push(r)), new Promise((r) => setTimeout(r, 250))]);
    }
  };
  const info = await next('held', 70_000);
  if (!info) {
    child.kill('SIGTERM');
    throw new Error('the lock helper did not get the lock');
  }
  let released = null;
  return {
    pid: child.pid,
    info,
    release: async () => {
      if (released) return released;
      released = (async () => {
        if (child.exitCode === null) child.stdin.write('release\n');
        const said = await next('released', 10_000);
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
        return said;
      })();
      return released;
    },
  };
}
