#!/usr/bin/env node
// The `ainize` command as npm links it. It lives outside dist/ on purpose: npm links a workspace's commands at
// `npm ci`, before anything is built, and skips a command whose file is missing then — so `npx ainize` from the
// repository root would fall through to the npm registry. This file always exists; the built CLI does the work.
import { existsSync } from 'node:fs';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('ainize: the CLI is not built yet; run `npm run build` at the repository root first\n');
  process.exit(1);
}
await import(main.href);
