// Vitest's global setup: builds what ships (every package, the MCP examples and the web console) once, before any test
// file runs. The console's browser tests all serve the one build: were each file to build it, one file's build would
// empty the folder another's browser is loading pages from.
// Files that run the built CLI or server call their own incremental `tsc -b` as well, so each still runs alone; with
// files running in parallel, a build here first turns those into no-ops, and no two of them ever write the same
// dist/ at once while a third is starting a process from it. A failed build is reported and left to the files that
// need it to fail on, so the tests of the sources still run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROJECTS = ['packages/core', 'packages/runtime', 'packages/node', 'packages/mcp', 'packages/mcp/examples'];

export default function setup() {
  const started = Date.now();
  const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
  const build = spawnSync(process.execPath, [tsc, '-b', ...PROJECTS], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    process.stderr.write(
      `test setup: \`tsc -b\` failed (exit ${build.status ?? build.signal}); the tests of the built packages will ` +
        `fail on it:\n${build.stdout}${build.stderr}\n`,
    );
  }
  buildConsole();
  if (Date.now() - started > 2_000) {
    process.stdout.write(`test setup: built the packages in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}

/** The console's page, into its package's dist/ or into AINIZE_CONSOLE_DIST (which the test nodes then serve). */
function buildConsole() {
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  const outDir = process.env.AINIZE_CONSOLE_DIST;
  const args = [vite, 'build', '--config', 'packages/console/vite.config.mjs', '--logLevel', 'error'];
  if (outDir) args.push('--outDir', outDir, '--emptyOutDir');
  const build = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    process.stderr.write(
      `test setup: the console's build failed (exit ${build.status ?? build.signal}); its browser tests will fail ` +
        `on it:\n${build.stdout}${build.stderr}\n`,
    );
  }
}
