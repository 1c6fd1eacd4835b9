// `npm start`: build (done by the npm script), then `ainize cluster up` through the built CLI — a home node, two
// verifiers and a seller, the demo catalog taught and verified until LISTED, and how to connect an MCP client. Arguments
// after `npm start --` pass through, e.g. `npm start -- --port-base 4000`. Last, it prints the web console's address.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../packages/node/dist/cli/main.js', import.meta.url));
if (!existsSync(cli)) {
  console.error(`ainize-mcp: ${cli} is missing; run \`npm run build\` first.`);
  process.exit(1);
}
// The CLI's output passes through as it comes; the home node's line is read from it to print the console's address.
const child = spawn(process.execPath, [cli, 'cluster', 'up', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'inherit'],
});
let output = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  output += chunk.toString('utf8');
});
child.on('error', (error) => {
  console.error(`ainize-mcp: could not run the cluster: ${error.message}`);
  process.exit(1);
});
child.on('close', (code, signal) => {
  const home = /^home node: (http:\/\/\S+)$/m.exec(output)?.[1];
  if (code === 0 && home !== undefined) console.log(`\nconsole (open in a browser): ${home.replace(/\/$/, '')}/`);
  // A signal (Ctrl-C) ends the child without a code; report it the shell's way, 128 + the signal's number.
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1));
});
