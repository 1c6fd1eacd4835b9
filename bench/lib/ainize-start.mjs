// `ainize start` in a child process, as an operator runs a node: waits for the URL the node writes into its home
// once it listens, and answers the child's pid, that URL and a stop function (SIGTERM, then wait for the exit).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../packages/node/dist/cli/main.js', import.meta.url));

/** `extraArgs` go after `start --home <home>` (e.g. `--workers 2`); `env` is the child's whole environment. */
export async function startAinize(home, env, extraArgs = []) {
  const urlFile = path.join(home, 'node.url');
  rmSync(urlFile, { force: true });
  const child = spawn(process.execPath, [MAIN, 'start', '--home', home, ...extraArgs], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (c) => (log += c.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (!existsSync(urlFile)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`ainize start did not come up: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid,
    url: readFileSync(urlFile, 'utf8').trim(),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
