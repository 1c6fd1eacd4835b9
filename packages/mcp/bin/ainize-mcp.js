#!/usr/bin/env node
// The `ainize-mcp` command as npm links it. It lives outside dist/ on purpose: npm links a workspace's commands at
// `npm ci`, before anything is built, and skips a command whose file is missing then — so `npx ainize-mcp` from the
// repository root would fall through to the npm registry. It imports nothing that prints (stdout may carry the
// protocol), checks the build is there, and hands over to dist/bin.js.
import { existsSync } from 'node:fs';

const bin = new URL('../dist/bin.js', import.meta.url);
if (!existsSync(bin)) {
  process.stderr.write('ainize-mcp: the server is not built yet; run `npm run build` at the repository root first\n');
  process.exit(1);
}
await import(bin.href);
