// Teaching the real demo datasets a fresh node seeds its catalog with: the node's own rows (built from npm
// open data by packages/node), taught one set at a time into a fresh 2^20-row base model, as the node does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createModel } from '@ainize/runtime';

export const title = 'Runtime: teaching the demo datasets';

const here = path.dirname(fileURLToPath(import.meta.url));
const datasets = path.resolve(here, '../../packages/node/dist/seed/demo-datasets.js');

export async function run(ctx) {
  if (!existsSync(datasets)) {
    throw new Error(`${datasets} is missing: build the node package first (npx tsc -b packages/node)`);
  }
  const { DEMO_KNOWLEDGE } = await import(pathToFileURL(datasets).href);

  ctx.log('building the base model at 2^20 rows');
  const model = createModel({ rows: 1 << 20 });
  const rows = [];
  let facts = 0;
  let learned = 0;
  let teachSeconds = 0;
  let checkSeconds = 0;
  for (const knowledge of DEMO_KNOWLEDGE) {
    // Reading the npm data is the node's work, not the model's: it stays outside the timings.
    const lesson = knowledge.rows();
    ctx.log(`teaching ${knowledge.id} (${lesson.length} facts)`);
    let t0 = performance.now();
    const taught = model.teach(lesson);
    const seconds = (performance.now() - t0) / 1000;
    t0 = performance.now();
    const checked = model.checks({ patch: taught.patch, facts: lesson });
    const checkS = (performance.now() - t0) / 1000;
    facts += lesson.length;
    learned += taught.hits;
    teachSeconds += seconds;
    checkSeconds += checkS;
    rows.push([
      knowledge.id,
      lesson.length.toLocaleString('en'),
      taught.hits.toLocaleString('en'),
      seconds.toFixed(2),
      ((seconds * 1000) / lesson.length).toFixed(2),
      taught.passes,
      taught.rowsTouched.toLocaleString('en'),
      `${checkS.toFixed(2)} (${checked.ok ? 'ok' : 'not ok'})`,
    ]);
  }
  rows.push([
    'all five, one after another',
    facts.toLocaleString('en'),
    learned.toLocaleString('en'),
    teachSeconds.toFixed(2),
    ((teachSeconds * 1000) / facts).toFixed(2),
    '—',
    '—',
    checkSeconds.toFixed(2),
  ]);

  return {
    tables: [
      {
        caption: 'Teaching the demo datasets into a fresh 2^20-row base model (single thread)',
        columns: ['dataset', 'facts', 'learned', 'teach s', 'ms / fact', 'passes', 'rows touched', 'checks s'],
        rows,
      },
    ],
    notes: [
      'Rows are DEMO_KNOWLEDGE from the built node package (packages/node/dist/seed/demo-datasets.js), the sets a fresh node teaches and announces; each is taught on its own, nothing applied in between.',
      'Teach time includes the per-question report (every prompt decoded with the patch), as the node calls it; it excludes reading the npm data.',
      'Learned below facts means questions that are one question to this model: the same content words with a different answer (".mp4" and ".mp4s"; "Boulder" and "Boulder City" when the prompt already says "city"); only one of each such group can be learned, and those groups keep the lesson from settling before the pass limit.',
      'checks s: model.checks on the patch (taught, base regression, locality, apply → remove → re-apply), the runtime side of verification; the node verifier answers a sample with the patch laid over the table, which costs less.',
    ],
  };
}
