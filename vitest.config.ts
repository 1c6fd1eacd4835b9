import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

// Tests run against the TypeScript sources so a change is tested without a rebuild;
// CI builds first anyway, which type-checks what ships.
export default defineConfig({
  resolve: {
    alias: {
      '@ainize/core': src('core'),
      '@ainize/runtime': src('runtime'),
      '@ainize/node': src('node'),
      '@ainize/mcp': src('mcp'),
    },
  },
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
  },
});
