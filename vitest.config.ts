import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { postgresUnavailable, testRunDatabase } from './scripts/test-postgres.mjs';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/**
 * Many test files spend much of their time waiting — on child processes, a local chain, grace periods and polls —
 * rather than computing, so more files run at once than there are cores: on 2 cores, 4 workers. Vitest's own
 * default (cores - 1) would run one file at a time there. `--maxWorkers` on the command line still overrides this.
 */
const workers = Math.max(4, availableParallelism() + 2);

/**
 * The node's tests run twice: on SQLite (the default) and on PostgreSQL. Without a server the second run is left
 * out and says so; `AINIZE_REQUIRE_POSTGRES=1` (set by CI) turns that into a failure.
 */
async function postgresProject() {
  const unavailable = await postgresUnavailable();
  if (unavailable !== null) {
    const message = `PostgreSQL tests did not run: no server answered (${unavailable})`;
    if (process.env.AINIZE_REQUIRE_POSTGRES === '1') throw new Error(`${message}; AINIZE_REQUIRE_POSTGRES=1 needs it`);
    process.stdout.write(`\n${message}. The node's tests ran on SQLite only.\n\n`);
    return [];
  }
  const { databaseUrl } = testRunDatabase();
  return [
    {
      extends: true as const,
      test: {
        name: 'postgres',
        include: ['packages/node/test/**/*.test.ts'],
        // After the SQLite run, not beside it: the suite's timing-sensitive files (money faults, browsers) keep the
        // load they were written for, and the PostgreSQL files get the machine to themselves.
        sequence: { groupOrder: 1 },
        env: { AINIZE_DATABASE_URL: databaseUrl },
        globalSetup: ['./scripts/test-global-setup.mjs', './scripts/test-postgres-setup.mjs'],
      },
    },
  ];
}

// Tests run against the TypeScript sources so a change is tested without a rebuild;
// CI builds first anyway, which type-checks what ships.
const postgres = await postgresProject();

export default defineConfig({
  resolve: {
    alias: {
      // The browser-safe entry first: the prefix alias below would otherwise read it as a path inside index.ts.
      '@ainize/core/api': fileURLToPath(new URL('./packages/core/src/api/index.ts', import.meta.url)),
      '@ainize/core': src('core'),
      '@ainize/runtime': src('runtime'),
      '@ainize/node': src('node'),
      '@ainize/mcp': src('mcp'),
    },
  },
  test: {
    pool: 'forks' as const,
    maxWorkers: workers,
    // A worker runs its files one after another in one module graph instead of importing every source afresh per
    // file, which was a third of the suite's CPU. Files share no state through modules: each starts its own nodes,
    // servers and state directories, and restores the environment it changes. `--isolate` turns it back on.
    isolate: false,
    // Builds what ships once, before any file runs, so files that run the built CLI or server in parallel never
    // rebuild the same dist/ at the same time; each file's own incremental build is then a no-op.
    globalSetup: ['./scripts/test-global-setup.mjs'],
    // Sized for a loaded machine (several files at once, or another process holding a core): a test or hook that
    // passes in seconds on a quiet machine may take several times longer there. A hang still ends.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // Each project names its files: an `include` here would be added to theirs, not replaced.
    projects: [{ extends: true, test: { name: 'sqlite', include: ['packages/*/test/**/*.test.ts'] } }, ...postgres],
  },
});
