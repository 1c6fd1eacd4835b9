// Sits between an MCP client and the server it drives: starts the server, passes stdin through untouched, and
// keeps a copy of every byte the server writes on stdout so the driver can check each one belongs to a frame.
//
// usage: node tee.mjs <capture file> <exit file> <server script> [server args...]
// The exit file receives the server's exit code (or the signal that ended it) once its streams have closed.
import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';

const [capture, exitFile, script, ...args] = process.argv.slice(2);
if (!capture || !exitFile || !script) {
  process.stderr.write('usage: node tee.mjs <capture file> <exit file> <server script> [args...]\n');
  process.exit(2);
}

writeFileSync(capture, '');
const child = spawn(process.execPath, [script, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
process.stdin.pipe(child.stdin);
// A server that exits early closes this pipe; writing into it must not crash the wrapper.
child.stdin.on('error', () => {});
child.stdout.on('data', (chunk) => {
  appendFileSync(capture, chunk);
  process.stdout.write(chunk);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
// 'close', not 'exit': it fires after the server's stdout has been read to the end, so nothing is lost.
child.on('close', (code, signal) => {
  writeFileSync(exitFile, String(signal ?? code));
  process.stdout.write('', () => process.exit(0));
});
