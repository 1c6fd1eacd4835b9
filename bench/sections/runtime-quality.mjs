// Teach quality of the memory runtime on a generated fictional world: lessons of 100, 1,000 and 10,000
// facts taught one after another into one model, each measured on phrasings that were never keys — the
// classic held-out set (same content words) and the hard-paraphrase set (one word added, left out or swapped).
import { baseCorpus, createModel, hardParaphraseSet, syntheticWorld } from '@ainize/runtime';

export const title = 'Runtime: teach quality (generated, held-out, hard paraphrases)';

const TARGETS = { efficacy: 99, heldout: 99, hard: 85, locality: 11, retention: 99, falseAnswers: 1 };
const LEVERS = ['extra_word', 'left_out', 'synonym'];
const BEYOND = ['two_changes', 'added_modifier', 'phrase_synonym', 'irregular_form', 'lower_case'];
const NEGATIVE_KINDS = ['other_relation', 'sibling', 'stranger'];
const CHANGED_KINDS = ['modifier', 'verb_on_relation', 'noun_on_relation', 'neighbouring_relation'];

const pct = (hits, total) => (total === 0 ? '—' : ((100 * hits) / total).toFixed(1));
const share = (hits, total) => `${pct(hits, total)} (${hits}/${total})`;

function tally(items, keyOf, ok) {
  const out = new Map();
  for (const item of items) {
    const k = keyOf(item);
    const t = out.get(k) ?? { hits: 0, total: 0 };
    t.total++;
    if (ok(item)) t.hits++;
    out.set(k, t);
  }
  return out;
}

const cell = (m, k) => {
  const t = m.get(k);
  return t ? share(t.hits, t.total) : '—';
};

/**
 * Korean questions about what the base knows (every country's capital is taught as "<name>의 수도는
 * 어디입니까?"): other particles, another word order, a request form; and questions it was never taught.
 */
function koreanProbe(model) {
  const capitals = baseCorpus().filter((f) => f.source === 'countries-list capital');
  // Only capitals the bare model answers under the taught Korean phrasing: the test is the rephrasing.
  const known = capitals.filter((f) => model.answer(f.keys[3]).text === f.answer);
  let hits = 0;
  let total = 0;
  let falseAnswers = 0;
  let never = 0;
  for (const f of known) {
    const name = f.keys[0].replace(/^What is the capital of (.*)\?$/, '$1');
    for (const q of [
      `${name} 수도가 어디야?`,
      `어디가 ${name}의 수도입니까?`,
      `${name}의 수도가 어디인지 알려 주세요.`,
    ]) {
      total++;
      if (model.answer(q).text === f.answer) hits++;
    }
    for (const q of [`${name}의 인구는 얼마입니까?`, `${name}에서 제일 큰 도시는 어디야?`]) {
      never++;
      if (!model.answer(q).abstained) falseAnswers++;
    }
  }
  return { hits, total, falseAnswers, never, known: known.length, capitals: capitals.length };
}

export async function run(ctx) {
  const sizes = ctx.quick ? [100, 300] : [100, 1000, 10000];
  const rows = ctx.quick ? 1 << 18 : 1 << 20;
  ctx.log(`building the base model (${rows} rows × 64)`);
  const model = createModel({ rows });
  const korean = koreanProbe(model);
  const world = syntheticWorld(sizes);
  const hard = hardParaphraseSet(world);
  const table = [];
  const levers = [];
  const beyond = [];
  const misses = [];
  const earlier = [];
  const neverSoFar = [];
  const said = (q) => model.answer(q);
  for (let i = 0; i < world.lessons.length; i++) {
    const lesson = world.lessons[i];
    const h = hard[i];
    ctx.log(`lesson ${i + 1}: teaching ${lesson.length} facts`);
    const t0 = performance.now();
    const taught = model.teach(lesson);
    const teachS = (performance.now() - t0) / 1000;
    const checks = model.checks({ patch: taught.patch, facts: [], reversible: false });
    model.apply(taught.patch, { id: `lesson-${i + 1}` });

    ctx.log(`lesson ${i + 1}: asking`);
    const efficacy = lesson.filter((f) => said(f.prompt).text === f.answer).length;
    const heldPairs = lesson.flatMap((f) => f.heldOut.map((q) => [q, f.answer]));
    const held = heldPairs.filter(([q, a]) => said(q).text === a).length;
    const byLever = tally(
      h.paraphrases,
      (p) => p.lever,
      (p) => said(p.question).text === p.answer,
    );
    const hardHits = [...byLever.values()].reduce((s, t) => s + t.hits, 0);
    const retained = earlier.filter((f) => said(f.prompt).text === f.answer).length;
    neverSoFar.push(...world.neverTaught[i].map((question) => ({ question, kind: 'classic' })), ...h.negatives);
    const falseByKind = tally(
      neverSoFar,
      (n) => n.kind,
      (n) => !said(n.question).abstained,
    );
    const falseAnswers = [...falseByKind.values()].reduce((s, t) => s + t.hits, 0);
    const beyondByKind = tally(
      h.beyond,
      (b) => b.kind,
      (b) => said(b.question).text === b.answer,
    );
    const changedByKind = tally(
      h.changedMeaning,
      (c) => c.kind,
      (c) => !said(c.question).abstained,
    );
    earlier.push(...lesson);

    const row = {
      efficacy: (100 * efficacy) / lesson.length,
      heldout: (100 * held) / heldPairs.length,
      hard: (100 * hardHits) / h.paraphrases.length,
      locality: checks.locality.same,
      retention: earlier.length > lesson.length ? (100 * retained) / (earlier.length - lesson.length) : null,
      falseAnswers: (100 * falseAnswers) / neverSoFar.length,
    };
    const missed = [];
    if (row.efficacy < TARGETS.efficacy) missed.push(`efficacy ${row.efficacy.toFixed(1)} < ${TARGETS.efficacy}`);
    if (row.heldout < TARGETS.heldout) missed.push(`held-out ${row.heldout.toFixed(1)} < ${TARGETS.heldout}`);
    if (row.hard < TARGETS.hard) missed.push(`hard paraphrase ${row.hard.toFixed(1)} < ${TARGETS.hard}`);
    if (row.locality < TARGETS.locality) missed.push(`locality ${row.locality}/12 < ${TARGETS.locality}/12`);
    if (row.retention !== null && row.retention < TARGETS.retention)
      missed.push(`retention ${row.retention.toFixed(2)} < ${TARGETS.retention}`);
    if (row.falseAnswers > TARGETS.falseAnswers)
      missed.push(`false answers ${row.falseAnswers.toFixed(2)} > ${TARGETS.falseAnswers}`);
    misses.push(...missed.map((m) => `lesson ${i + 1}: ${m}`));
    table.push([
      `lesson ${i + 1} (measured)`,
      lesson.length,
      earlier.length,
      pct(efficacy, lesson.length),
      pct(held, heldPairs.length),
      share(hardHits, h.paraphrases.length),
      `${pct(falseAnswers, neverSoFar.length)} (${falseAnswers}/${neverSoFar.length})`,
      `${checks.locality.same}/${checks.locality.total}`,
      row.retention === null ? '—' : pct(retained, earlier.length - lesson.length),
      taught.rowsPerFact.toFixed(1),
      teachS.toFixed(2),
      missed.length ? `no — ${missed.join('; ')}` : 'yes',
    ]);
    levers.push([
      `lesson ${i + 1}`,
      ...LEVERS.map((k) => cell(byLever, k)),
      ...NEGATIVE_KINDS.map((k) => cell(falseByKind, k)),
      cell(falseByKind, 'classic'),
    ]);
    beyond.push([
      `lesson ${i + 1}`,
      ...BEYOND.map((k) => cell(beyondByKind, k)),
      ...CHANGED_KINDS.map((k) => cell(changedByKind, k)),
    ]);
  }
  table.push(
    ['MEMIT on zsRE (published, not measured here)', '—', '—', '96.7', '89.7', '—', '—', '—', '—', '—', '—', '—'],
    [
      'Sparse memory fine-tuning (published, not measured here)',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      '—',
      '−11 % forgetting (full fine-tuning: −89 %)',
      '—',
      '—',
      '—',
    ],
  );
  return {
    tables: [
      {
        caption: `Teach quality, lessons taught in sequence into one ${rows}-row × 64 model with the base corpus (%)`,
        columns: [
          'run',
          'facts in lesson',
          'facts taught so far',
          'efficacy',
          'classic held-out',
          'hard paraphrase',
          'false answers, never-taught',
          'locality',
          'retention of earlier lessons',
          'rows touched / fact',
          'teach s',
          'meets targets',
        ],
        rows: table,
      },
      {
        caption:
          'Hard paraphrases by lever (answered right, %), and false answers by kind of never-taught question (all lessons so far, %)',
        columns: [
          'lesson',
          'adds a word',
          'leaves a word out',
          'synonym',
          'false: other relation (hard phrasing)',
          'false: sibling entity (hard phrasing)',
          'false: stranger sharing a word (hard phrasing)',
          'false: classic never-taught',
        ],
        rows: levers,
      },
      {
        caption:
          'Beyond the levers (no target): the same facts asked with two changes, an added modifier, a synonym of several words, an irregular verb form, all in lower case (answered right, %); and taught facts asked with one word that changes the question (answered anyway, %; should abstain)',
        columns: [
          'lesson',
          'two changes',
          'added adjective / noun / adverb',
          'synonym of several words',
          'irregular verb form',
          'lower case',
          'changed: modifier ("former capital")',
          'changed: verb on the relation ("borders the capital", "the founder of X marry")',
          'changed: noun on the relation ("spoken by the founder of X")',
          'changed: neighbouring relation ("largest city")',
        ],
        rows: beyond,
      },
      {
        caption: 'Korean on the base model: particles and word order (answered right, %), never-taught (false, %)',
        columns: ['questions', 'result'],
        rows: [
          [
            `capitals the bare model knows in Korean (${korean.known} of ${korean.capitals}), asked three other ways: other particles, another word order, a request`,
            share(korean.hits, korean.total),
          ],
          ['never taught: population, largest city (must abstain)', share(korean.falseAnswers, korean.never)],
        ],
      },
    ],
    notes: [
      `Targets: efficacy ≥ ${TARGETS.efficacy} %, classic held-out ≥ ${TARGETS.heldout} %, hard paraphrase ≥ ${TARGETS.hard} %, locality ≥ ${TARGETS.locality}/12 on every lesson, retention ≥ ${TARGETS.retention} %, false answers ≤ ${TARGETS.falseAnswers} %.`,
      misses.length ? `Short of target: ${misses.join('; ')}.` : 'Every measured row meets every target.',
      'Facts are generated (fictional entities, seven relations, three taught per entity); efficacy asks the prompt; classic held-out asks two phrasings per fact that were never keys and keep the relation word (function words, order and form change).',
      'Hard paraphrases (packages/runtime/src/synthetic/hard-phrasings.ts) were written as a person would ask, before measuring, three per relation: each adds one content word, leaves one word of a taught phrasing out, or says one word by a synonym a person would use (not picked from WordNet). Four were out of reach when written: calling/dialing is now reached through a WordNet entailment (call → dial, read at a link of 0.77, so it must score ≥ 0.81) and "spoken by people" as an added noun; creator/founder and food/dish are linked only through a kind of a kind and still count as misses. The set is as first written: later questions were only added to the tables below, never to this one.',
      'False answers: every never-taught question asked after each lesson — the classic ones (another relation of a taught entity, an entity sharing a word with a taught one, a fresh entity with a shared qualifier, in taught phrasings) and the same three kinds in hard phrasings; any answer other than the abstain sentence counts.',
      'The third table is what the levers do not claim, measured so the limits show: questions with two changes, an added adjective or noun, a synonym of several words, an irregular verb form ("chosen"; since v3 read as its verb, by WordNet\'s exception lists) or all in lower case, and taught facts asked with a word that makes them another question. An added verb whose subject or object is a relation phrase ("Who did the founder of X marry?", "Where was the founder of X born?", "Which city borders the capital of X?") is not read past; one that changes the question on its own ("Which dish is banned in X?") still can be. Questions marked "later" in hard-phrasings.ts were added after measuring to test the new levers ("Which language do they speak in X?", "spoken by the founder of X", "born", "made of").',
      'Locality: the twelve fixed prompts (two Korean), each asked twice first, compared with and without the lesson. Retention: prompts of all earlier lessons, asked with every lesson applied.',
      'MEMIT and sparse memory fine-tuning rows are published numbers on other models and data (zsRE; continual learning), printed as anchors only.',
    ],
  };
}
