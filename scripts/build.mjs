// `npm run build`'s TypeScript half: every project in one `tsc -b`, after a check of their build info.
//
// Each project keeps its build info at a fixed path (tsBuildInfoFile), and that path does not move with `--outDir`:
// compiling a project into another directory (`tsc -p packages/runtime --outDir /tmp/x`, the usual way to build a
// side-by-side copy) rewrites the build info to describe /tmp/x, after which `tsc -b` finds the project up to date
// and leaves its own output stale. The build info records the output directory it was written for, so a mismatch is
// cheap to see: such a build info is removed here and that project is rebuilt whole.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The projects `tsc -b` builds, in order (the console's bundle is built after, by its own package). */
const PROJECTS = [
  'packages/core',
  'packages/runtime',
  'packages/node',
  'packages/mcp',
  'packages/mcp/examples',
  'packages/console',
];

for (const project of PROJECTS) {
  const configPath = resolve(root, project, 'tsconfig.json');
  const options = JSON.parse(readFileSync(configPath, 'utf8')).compilerOptions ?? {};
  if (typeof options.tsBuildInfoFile !== 'string' || typeof options.outDir !== 'string') continue;
  const infoPath = resolve(dirname(configPath), options.tsBuildInfoFile);
  if (!existsSync(infoPath)) continue;
  const wanted = resolve(dirname(configPath), options.outDir);
  let recorded;
  try {
    const info = JSON.parse(readFileSync(infoPath, 'utf8'));
    recorded = typeof info.options?.outDir === 'string' ? resolve(dirname(infoPath), info.options.outDir) : undefined;
  } catch {
    recorded = undefined; // unreadable: treat as foreign
  }
  if (recorded === wanted) continue;
  rmSync(infoPath);
  console.log(
    `build: ${project}: its build info described ${recorded ?? 'an unreadable build'}, not ${wanted}; rebuilding it whole`,
  );
}

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const built = spawnSync(process.execPath, [tsc, '-b', ...PROJECTS], { cwd: root, stdio: 'inherit' });
process.exit(built.status ?? 1);
