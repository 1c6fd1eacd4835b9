// Speed and footprint of the memory runtime: teaching, answering at two table sizes, applying and removing
// a large patch, and bytes per million rows.
import { createModel, hardParaphraseSet, syntheticWorld } from '@ainize/runtime';
import { median, percentile } from '../timing.mjs';

export const title = 'Runtime: speed and footprint';

function answerLatencies(model, questions) {
  for (const q of questions.slice(0, 20)) model.answer(q);
  const samples = [];
  for (const q of questions) {
    const t0 = performance.now();
    model.answer(q);
    samples.push(performance.now() - t0);
  }
  return samples;
}

/** Unique random addresses below `rows`, ascending, and random rows: the shape of a large trained patch. */
function bigPatch(model, count) {
  let s = 0x9e3779b9;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0);
  const picked = new Set();
  while (picked.size < count) picked.add(next() % model.rows);
  const addrs = BigInt64Array.from(
    [...picked].sort((a, b) => a - b),
    (a) => BigInt(a),
  );
  const d = model.rowDim;
  const after = new Float32Array(count * d);
  for (let i = 0; i < after.length; i++) after[i] = (next() / 2 ** 32 - 0.5) * 0.1;
  return { addrs, before: model.readRows(addrs), after, rowDim: d, modelId: model.modelId };
}

export async function run(ctx) {
  const rows = [];
  const misses = [];
  const target = (label, value, limit, unit) => {
    const ok = value < limit;
    if (!ok) misses.push(`${label}: ${value.toFixed(2)} ${unit} (target < ${limit} ${unit})`);
    return ok ? `yes (< ${limit} ${unit})` : `no (target < ${limit} ${unit})`;
  };
  const big = ctx.quick ? 1000 : 10000;
  const world = syntheticWorld([100, 100, 100, big], 23);
  const hardBig = hardParaphraseSet(world)[3].paraphrases;

  ctx.log('building the base model at 2^20 rows');
  let t0 = performance.now();
  const m20 = createModel({ rows: 1 << 20 });
  rows.push([
    'build base model, 2^20 rows × 64 (one-off; cached on disk; the first build in a process also derives the word index from WordNet)',
    ((performance.now() - t0) / 1000).toFixed(2),
    's',
    '—',
  ]);

  const small = [];
  for (const lesson of world.lessons.slice(0, 3)) {
    t0 = performance.now();
    m20.teach(lesson);
    small.push((performance.now() - t0) / 1000);
  }
  const teach100 = median(small);
  rows.push([
    'teach 100 facts (median of 3 lessons, with per-question report)',
    teach100.toFixed(3),
    's',
    target('teach 100', teach100, 2, 's'),
  ]);

  ctx.log(`teaching ${big} facts`);
  t0 = performance.now();
  const lessonBig = world.lessons[3];
  const taughtBig = m20.teach(lessonBig);
  const teachBig = (performance.now() - t0) / 1000;
  rows.push([
    `teach ${big.toLocaleString('en')} facts (with per-question report; ${taughtBig.hits}/${taughtBig.total} learned)`,
    teachBig.toFixed(2),
    's',
    big === 10000 ? target('teach 10,000', teachBig, 60, 's') : '(quick size; target is for 10,000)',
  ]);

  const questions = (model, lesson, n) => {
    const taughtQs = lesson.slice(0, n).map((f) => f.heldOut[0]);
    return taughtQs;
  };
  const measureAnswers = (model, label) => {
    const known = answerLatencies(model, questions(model, lessonBig, 300));
    const unknown = answerLatencies(model, world.neverTaught[3].slice(0, 300));
    const hard = answerLatencies(
      model,
      hardBig
        .filter((_, i) => i % 10 === 0)
        .slice(0, 300)
        .map((p) => p.question),
    );
    const p50 = median(known);
    const hardP50 = median(hard);
    rows.push([
      `answer a taught fact (held-out phrasing), ${label}: p50 / p95`,
      `${p50.toFixed(3)} / ${percentile(known, 95).toFixed(3)}`,
      'ms',
      target(`answer p50 ${label}`, p50, 5, 'ms'),
    ]);
    rows.push([
      `answer a hard paraphrase of a taught fact (one word added, left out or swapped), ${label}: p50 / p95`,
      `${hardP50.toFixed(3)} / ${percentile(hard, 95).toFixed(3)}`,
      'ms',
      target(`hard paraphrase p50 ${label}`, hardP50, 5, 'ms'),
    ]);
    rows.push([
      `answer a never-taught question (abstains), ${label}: p50 / p95`,
      `${median(unknown).toFixed(3)} / ${percentile(unknown, 95).toFixed(3)}`,
      'ms',
      '—',
    ]);
  };
  m20.apply(taughtBig.patch);
  const vocabNote = `${lessonBig.length.toLocaleString('en')}-fact lesson applied`;
  measureAnswers(m20, `2^20 rows, ${vocabNote}`);

  ctx.log('building the base model at 2^22 rows');
  const before22 = process.memoryUsage().arrayBuffers;
  t0 = performance.now();
  const m22 = createModel({ rows: 1 << 22 });
  rows.push(['build base model, 2^22 rows × 64', ((performance.now() - t0) / 1000).toFixed(2), 's', '—']);
  const bytes22 = process.memoryUsage().arrayBuffers - before22;
  ctx.log(`teaching ${big} facts at 2^22 rows`);
  m22.apply(m22.teach(lessonBig, { report: false }).patch);
  measureAnswers(m22, `2^22 rows, ${vocabNote}`);

  ctx.log('applying and removing a 270,000-row patch');
  const patch = bigPatch(m22, 270_000);
  const applyMs = [];
  const removeMs = [];
  for (let i = 0; i < 3; i++) {
    t0 = performance.now();
    m22.apply(patch, { id: 'big' });
    applyMs.push(performance.now() - t0);
    t0 = performance.now();
    m22.remove('big');
    removeMs.push(performance.now() - t0);
  }
  rows.push([
    'apply a 270,000-row patch (2^22 rows; validate + journal + write), median of 3',
    median(applyMs).toFixed(1),
    'ms',
    '—',
  ]);
  rows.push(['remove it (journal replay), median of 3', median(removeMs).toFixed(1), 'ms', '—']);

  rows.push([
    'memory per million rows (typed arrays allocated by a 2^22-row model ÷ 4.19)',
    (bytes22 / 2 ** 20 / ((1 << 22) / 1e6)).toFixed(1),
    'MiB',
    '—',
  ]);
  rows.push(['of which the table itself: 1,000,000 × 64 × 4 bytes', ((1e6 * 64 * 4) / 2 ** 20).toFixed(1), 'MiB', '—']);

  return {
    tables: [
      {
        caption: 'Runtime speed (single thread) and footprint',
        columns: ['measure', 'value', 'unit', 'meets target'],
        rows,
      },
    ],
    notes: [
      misses.length ? `Short of target: ${misses.join('; ')}.` : 'Every measure with a target meets it.',
      'Answer latency includes tokenizing, lemmatizing, hashing, reading the rows and scanning every word the model can say (the lexicon grows with each lesson: the base plus the applied lesson here). A question that abstains as asked is read again under each paraphrase change (a word left out, an extra verb or noun dropped, a word swapped for a WordNet alternative, up to 48 swaps, strongest links first) before it abstains, so never-taught questions and hard paraphrases cost the most.',
      'The 270,000-row patch is synthetic (random unique addresses and values); apply checks every value is finite and every addr unique before writing.',
    ],
  };
}
