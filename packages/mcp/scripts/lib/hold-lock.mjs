// Holds a node's cross-process model lock the way any other process on the machine would, so a scenario can see
// what an MCP client is told while somebody else has the model.
//
// usage: node hold-lock.mjs <lock dir> <label> [max hold seconds, default 600]
// Prints one JSON line when the lock is held ({"held":true,...}) and one when it is released, then exits.
// It releases when stdin receives "release", when stdin closes, on SIGTERM/SIGINT, or after the max hold.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [dir, label, maxHoldArg] = process.argv.slice(2);
if (!dir || !label) {
  process.stderr.write('usage: node hold-lock.mjs <lock dir> <label> [max hold seconds]\n');
  process.exit(2);
}
const maxHoldMs = Number(maxHoldArg ?? 600) * 1000;

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const { ModelLock } = await import(pathToFileURL(join(root, 'packages/node/dist/lock/model-lock.js')).href);

const lock = new ModelLock({ dir });
const handle = await lock.acquire(label, { waitMs: 60_000 });
const say = (obj) => process.stdout.write(`${JSON.stringify(obj)}\n`);
say({ held: true, pid: process.pid, owner: handle.owner, label: handle.label, since: handle.since, dir });

let done = false;
function release(why) {
  if (done) return;
  done = true;
  handle.release();
  say({ released: true, why, held_ms: Date.now() - handle.since });
  process.exit(0);
}
const timer = setTimeout(() => release('max hold reached'), maxHoldMs);
timer.unref();
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text) => {
  if (text.includes('release')) release('asked');
});
process.stdin.on('end', () => release('stdin closed'));
process.on('SIGTERM', () => release('SIGTERM'));
process.on('SIGINT', () => release('SIGINT'));
// Keeps the process alive while it holds (stdin alone may not, once it is paused).
setInterval(() => {}, 60_000);
