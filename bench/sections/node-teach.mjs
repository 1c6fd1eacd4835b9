// A lesson is the teach door's unit of work: a training set submitted, preflighted, trained, exported and measured
// on the node's own model. This times it end to end over HTTP on a real node (submit → READY with checks), and
// the preflight a client runs before spending a lesson.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, percentile } from '../timing.mjs';

const dist = '../../packages/node/dist';
const { startNode } = await import(`${dist}/cli/compose.js`);
const { initHome } = await import(`${dist}/home/home.js`);
const { buildTeachAuth } = await import('../../packages/core/dist/index.js');
const { syntheticWorld } = await import('../../packages/runtime/dist/index.js');

export const title = 'Node: lessons end to end';

const BUSY = new Set(['QUEUED', 'PREFLIGHT', 'LOADING', 'TRAINING', 'EXPORTED', 'CHECKING']);

export async function run(ctx) {
  const sizes = ctx.quick ? [10, 100] : [10, 100, 1000];
  const repeats = ctx.quick ? 2 : 5;
  const preflights = ctx.quick ? 30 : 200;
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-bench-teach-'));
  try {
    initHome({ home: dir, name: 'bench', port: 0 });
    const node = await startNode(dir, {
      AINIZE_LOG_LEVEL: 'silent',
      AINIZE_VERIFIER_AUTO: 'false',
      AINIZE_TEACH_ENABLED: 'true',
      AINIZE_TEACH_PUBLISH: 'never',
    });
    try {
      // The node's own key teaches: it is never rationed, so the day's quotas do not cut the run short.
      const key = node.config.identity.privateKey;
      const call = async (method, pathWithQuery, body) => {
        const text = body === undefined ? undefined : JSON.stringify(body);
        const headers = {
          'x-ngram-auth': buildTeachAuth({
            privateKey: key,
            ts: Date.now(),
            nodeAddress: node.config.identity.address,
            method,
            pathWithQuery,
            ...(text === undefined ? {} : { body: text }),
          }),
          ...(text === undefined ? {} : { 'content-type': 'application/json' }),
        };
        const res = await fetch(`${node.url}${pathWithQuery}`, { method, headers, body: text });
        const json = await res.json();
        if (res.status >= 300) throw new Error(`${method} ${pathWithQuery}: ${res.status} ${JSON.stringify(json)}`);
        return json;
      };
      const world = syntheticWorld(sizes, 11);
      const rows = [];
      for (const [i, size] of sizes.entries()) {
        const facts = world.lessons[i].map((f) => ({ prompt: f.prompt, answer: f.answer, alt_prompt: f.alt_prompt }));
        const { dataset } = await call('POST', '/api/teach/datasets', { rows: facts, name: `bench ${size}` });
        const walls = [];
        let last;
        for (let r = 0; r < repeats; r++) {
          const t0 = performance.now();
          const { job } = await call('POST', '/api/teach/jobs', { dataset_id: dataset.id });
          let state = job;
          while (BUSY.has(state.status)) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            state = await call('GET', `/api/teach/jobs/${job.id}`);
          }
          walls.push(performance.now() - t0);
          last = state;
          await call('DELETE', `/api/teach/jobs/${job.id}`);
        }
        ctx.log(`${size} rows: ${last.status}, ${median(walls).toFixed(0)} ms`);
        const c = last.checks;
        rows.push([
          size,
          (median(walls) / 1000).toFixed(2),
          (Math.max(...walls) / 1000).toFixed(2),
          last.status,
          `${c.taught.hits}/${c.taught.total}`,
          `${c.heldout.hits}/${c.heldout.total}`,
          `${c.locality.same}/${c.locality.total}`,
          c.ok ? 'open' : 'closed',
          last.result.rows,
        ]);
      }

      const facts = world.lessons[0].slice(0, 8).map((f) => ({ prompt: f.prompt, answer: f.answer }));
      const samples = [];
      for (let i = 0; i < preflights; i++) {
        const t0 = performance.now();
        // Signed by the node's key, not metered: the hourly live-test allowance would stop the run at 20.
        await call('POST', '/api/teach/preflight', { facts });
        samples.push(performance.now() - t0);
      }
      const policy = await call('GET', '/api/teach/policy');
      return {
        tables: [
          {
            caption: `Lessons over HTTP on one node, 2^20-row model: submit → READY with checks (median of ${repeats}), synthetic fictional facts`,
            columns: ['rows', 'p50 s', 'max s', 'state', 'taught', 'held-out', 'locality', 'gate', 'patch rows'],
            rows,
          },
          {
            caption: `POST /api/teach/preflight, 8 questions, ${preflights} requests`,
            columns: ['request', 'p50 ms', 'p99 ms'],
            rows: [['8 questions, no base', median(samples).toFixed(2), percentile(samples, 99).toFixed(2)]],
          },
        ],
        notes: [
          'wall time includes the submit-time preflight, the queue, training, writing the .npz, the checks (locality, base sample, reversibility) and filing the draft; the client polls every 5 ms',
          `held-out = each question asked as "Can you tell me …", a form never used as a key; policy timing after the run: p50 ${policy.timing.p50_s} s over ${policy.timing.samples} lessons`,
          'target: 100 rows < 5 s',
        ],
      };
    } finally {
      await node.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
