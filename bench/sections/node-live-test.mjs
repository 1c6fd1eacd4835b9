// The live test is the product's signature call: the same question answered by the bare model and through the
// knowledge, under one hold of the model lock. This measures it end to end over HTTP on a real node.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, percentile } from '../timing.mjs';
import { postJson as post } from '../lib/http.mjs';

const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { ownPublishDeps, publishTaughtKnowledge } = await import(`${dist}/seed/publish.js`);
const { DEMO_KNOWLEDGE } = await import(`${dist}/seed/demo-datasets.js`);

export const title = 'Node: live test end to end';

export async function run(ctx) {
  const repeats = ctx.quick ? 30 : 200;
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-live-'));
  try {
    initHome({ home: dir, name: 'bench', port: 0 });
    const started = performance.now();
    const node = await startNode(dir, { AINIZE_LOG_LEVEL: 'silent', AINIZE_VERIFIER_AUTO: 'false' });
    const startMs = performance.now() - started;
    try {
      const { token } = await post(`${node.url}/api/auth/setup`, '', { password: 'bench-password' });
      const spec = DEMO_KNOWLEDGE.find((k) => k.id === 'iso4217-currency-codes');
      const rows = spec.rows();
      ctx.log(`teaching ${rows.length} facts of ${spec.id}`);
      const deps = ownPublishDeps(node, 'bench');
      const published = await publishTaughtKnowledge(deps, spec, rows);
      const questions = rows.map((r) => r.prompt);

      // A second, small knowledge: applied and removed (untimed) before each request of the "table changed" row, so
      // the node's live table moves on and the overlay it kept must be built again.
      const small = DEMO_KNOWLEDGE.find((k) => k.id !== spec.id);
      await publishTaughtKnowledge(deps, small, small.rows().slice(0, 3));
      const changeTable = async () => {
        const apply = `${node.url}/api/patches/${small.id}/apply`;
        const headers = { authorization: `Bearer ${token}` };
        for (const method of ['POST', 'DELETE']) {
          const res = await fetch(apply, {
            method,
            headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(method === 'POST' ? { body: '{}' } : {}),
          });
          if (!res.ok) throw new Error(`${method} ${apply}: ${res.status} ${await res.text()}`);
        }
      };

      const measure = async (mode, patchIds, before = async () => undefined) => {
        const samples = [];
        let changed = 0;
        for (let i = 0; i < repeats; i++) {
          await before();
          const t0 = performance.now();
          const answer = await post(`${node.url}/api/chat`, token, {
            mode,
            patch_ids: patchIds,
            messages: [{ role: 'user', content: questions[i % questions.length] }],
          });
          samples.push(performance.now() - t0);
          if (mode === 'compare' && answer.base.content !== answer.patched.content) changed++;
        }
        return { samples, changed };
      };
      ctx.log(`${repeats} live tests per mode`);
      const bare = await measure('base', []);
      const compare = await measure('compare', [spec.id]);
      const rebuilt = await measure('compare', [spec.id], changeTable);
      const row = (what, m) => [what, median(m.samples).toFixed(2), percentile(m.samples, 99).toFixed(2)];
      return {
        tables: [
          {
            caption: `POST /api/chat over HTTP on one node, 2^20-row model, operator bearer (not metered), ${repeats} requests each`,
            columns: ['request', 'p50 ms', 'p99 ms'],
            rows: [
              row('mode base, no knowledge (the floor: HTTP + lock + one answer)', bare),
              row(`mode compare, 1 knowledge (${published.rows_touched} rows): bare + overlay answer`, compare),
              row('the same, each right after an apply and a remove: the overlay built again', rebuilt),
            ],
          },
        ],
        notes: [
          `node start (base model built or loaded, store opened, port bound): ${(startMs / 1000).toFixed(2)} s`,
          `${compare.changed}/${repeats} compare answers differed before/after (${spec.id}: ${published.learned}/${published.total} learned)`,
          `${rebuilt.changed}/${repeats} differed in the rebuilt row`,
          'A node keeps the overlay of a knowledge it tested until its live table changes: the compare row finds it built (all but the first request), the row after it builds it every time, as the first test after an apply or a remove does.',
        ],
      };
    } finally {
      await node.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
