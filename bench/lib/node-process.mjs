// An embedded node in a process of its own, for bench sections whose load should not share an event loop with
// the node: it starts in a temporary home, teaches the demo knowledges it is told to, prints `node at <url>`, and
// runs until SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { ownPublishDeps, publishTaughtKnowledge } = await import(`${dist}/seed/publish.js`);
const { DEMO_KNOWLEDGE } = await import(`${dist}/seed/demo-datasets.js`);

const seeded = (process.env.BENCH_SEED ?? '').split(',').filter(Boolean);
const rows = Number(process.env.BENCH_ROWS ?? 24);
const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-node-'));
const home = path.join(dir, 'node');
initHome({ home, name: 'bench', port: 0 });
const node = await startNode(home, {
  AINIZE_LOG_LEVEL: 'silent',
  AINIZE_MODEL_ROWS: '16384',
  AINIZE_VERIFIER_AUTO: 'false',
});
const deps = ownPublishDeps(node, 'bench');
for (const id of seeded) {
  const spec = DEMO_KNOWLEDGE.find((k) => k.id === id);
  await publishTaughtKnowledge(deps, spec, spec.rows().slice(0, rows));
}
process.stdout.write(`node at ${node.url}\n`);
const stop = async () => {
  await node.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
