// `npm start`: build (done by the npm script), then `ainize cluster up` through the built CLI — a home node, two
// verifiers and a seller, the demo catalog taught and verified until LISTED, and how to connect an MCP client. Arguments
// after `npm start --` pass through, e.g. `npm start -- --port-base 4000`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../packages/node/dist/cli/main.js', import.meta.url));
if (!existsSync(cli)) {
  console.error(`ainize-mcp: ${cli} is missing; run \`npm run build\` first.`);
  process.exit(1);
}
const result = spawnSync(process.execPath, [cli, 'cluster', 'up', ...process.argv.slice(2)], { stdio: 'inherit' });
if (result.error) {
  console.error(`ainize-mcp: could not run the cluster: ${result.error.message}`);
  process.exit(1);
}
// A signal (Ctrl-C) ends the child without a code; report it the shell's way, 128 + the signal's number.
process.exit(result.status ?? 128 + (result.signal ? constants.signals[result.signal] : 1));
