import type {
  PreflightFact,
  PreflightResult,
  PreflightStatus,
  TeachDatasetCreated,
  TeachJobAccepted,
  TeachPolicy,
} from '@ainize/core';
import { useMemo, useState } from 'preact/hooks';
import { errorText, usePolicy, useTitle } from './lessons.js';
import { OperatorOnly } from './operator.js';
import { lessonUrl, navigate } from './router.js';
import { send } from './session.js';
import './teach.css';

/**
 * A small lesson from a pasted table: the rows are read and checked in the page first (nothing is sent while any
 * row has a problem), the model can be asked about them before anything is spent, and then the training set is
 * stored and the lesson submitted, which opens the lesson's page.
 */

/** The node asks at most this many questions in one preflight. */
const PREFLIGHT_MAX = 8;
const NAME_MAX = 80;

export interface PastedRow {
  /** 1-based line in the pasted text. */
  line: number;
  prompt: string;
  answer: string;
  problems: string[];
}

export interface PastedTable {
  rows: PastedRow[];
  /** A first line naming the columns was skipped. */
  header: boolean;
  /** Problems of the whole paste (no rows, too many rows). */
  problems: string[];
}

export interface PasteLimits {
  promptMax: number;
  answerMax: number;
  rowsMax: number;
}

/** One comma-separated line, with double quotes around a cell that holds a comma ("" is a quote inside one). */
function commaCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"' && (quoted || cell.trim() === '')) {
      quoted = !quoted;
      if (quoted) cell = '';
    } else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

function cellsOf(line: string): string[] {
  const cells = (line.includes('\t') ? line.split('\t') : line.includes(',') ? commaCells(line) : [line]).map((c) =>
    c.trim(),
  );
  // A spreadsheet copies the empty cells at the end of a row too.
  while (cells.length > 2 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

/** A question as the page compares them: case, spacing and the final punctuation do not matter. */
function questionKey(prompt: string): string {
  return prompt
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!？。]+$/u, '');
}

const isHeader = (cells: string[]) =>
  /^(question|prompt)s?$/i.test(cells[0] ?? '') && /^(answer|response)s?$/i.test(cells[1] ?? '');

function rowProblems(cells: string[], limits: PasteLimits | undefined): string[] {
  if (cells.length === 1) return ['one column: put a tab or a comma between the question and its answer'];
  if (cells.length > 2) {
    return [`${cells.length} columns: a row holds a question and its answer (quote a cell that has a comma)`];
  }
  const [prompt = '', answer = ''] = cells;
  const problems: string[] = [];
  if (prompt === '') problems.push('the question is empty');
  if (answer === '') problems.push('the answer is empty');
  if (limits && prompt.length > limits.promptMax) {
    problems.push(`the question is too long (${prompt.length} characters; at most ${limits.promptMax})`);
  }
  if (limits && answer.length > limits.answerMax) {
    problems.push(`the answer is too long (${answer.length} characters; at most ${limits.answerMax})`);
  }
  return problems;
}

/** Reads pasted rows and names every problem the page can see before anything is sent. */
export function parseTable(text: string, limits: PasteLimits | undefined): PastedTable {
  const rows: PastedRow[] = [];
  const seen = new Map<string, number>();
  let header = false;
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const cells = cellsOf(raw);
    if (rows.length === 0 && !header && isHeader(cells)) return void (header = true);
    const problems = rowProblems(cells, limits);
    const prompt = cells.length === 2 ? cells[0]! : cells.join(' ');
    const answer = cells.length === 2 ? cells[1]! : '';
    const key = questionKey(prompt);
    const first = seen.get(key);
    if (cells.length === 2 && prompt !== '' && first !== undefined) {
      problems.push(`the same question as line ${first}`);
    } else if (prompt !== '') seen.set(key, i + 1);
    rows.push({ line: i + 1, prompt, answer, problems });
  });
  const problems: string[] = [];
  if (rows.length === 0) problems.push('There are no rows yet: paste at least one question and its answer.');
  if (limits && rows.length > limits.rowsMax) {
    problems.push(`There are ${rows.length} rows; this node takes at most ${limits.rowsMax} in one lesson.`);
  }
  return { rows, header, problems };
}

function limitsOf(policy: TeachPolicy | undefined): PasteLimits | undefined {
  if (policy === undefined) return undefined;
  const l = policy.limits;
  return { promptMax: l.prompt_max, answerMax: l.answer_max, rowsMax: Math.min(l.dataset_max_rows, l.rows_per_job) };
}

/** Every problem of a paste as sentences, the whole paste's first; empty when it may be sent. */
function problemsOf(table: PastedTable): string[] {
  return [...table.problems, ...table.rows.flatMap((r) => r.problems.map((p) => `Line ${r.line}: ${p}.`))];
}

export function Teach() {
  useTitle('Teach a lesson');
  return (
    <>
      <h1>Teach a lesson</h1>
      <OperatorOnly what="Teaching a lesson">
        <TeachForm />
      </OperatorOnly>
    </>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'busy'; doing: string }
  | { kind: 'refused'; messages: string[] }
  | { kind: 'checked'; result: PreflightResult; of: number };

function TeachForm() {
  const policy = usePolicy();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const limits = limitsOf(policy.value);
  const table = useMemo(() => parseTable(text, limits), [text, limits?.promptMax, limits?.answerMax, limits?.rowsMax]);
  const enabled = policy.value?.enabled === true;

  /** What stops a request: the page's own checks; an empty list lets it go. */
  const refusals = (): string[] => {
    const found = problemsOf(table);
    if (name.trim() === '') found.push('Give the lesson a name.');
    if (policy.value === undefined) found.push('The node’s teaching policy has not been read yet.');
    else if (!enabled) found.push('This node does not accept lessons.');
    return found;
  };
  const run = async (doing: string, work: () => Promise<Step | undefined>) => {
    const stop = refusals();
    if (stop.length > 0) return setStep({ kind: 'refused', messages: ['Nothing was sent.', ...stop] });
    setStep({ kind: 'busy', doing });
    try {
      const next = await work();
      if (next) setStep(next);
    } catch (thrown) {
      setStep({ kind: 'refused', messages: [`The node refused: ${errorText(thrown)}`] });
    }
  };
  const preflight = () => run('Asking the model…', () => checkWithModel(table));
  const teach = () => run('Storing the training set and submitting the lesson…', () => submitLesson(table, name));

  return (
    <>
      <PolicyLine policy={policy.value} error={policy.error?.message} />
      <form class="teach-form" onSubmit={(e) => (e.preventDefault(), void teach())} noValidate>
        <div class="field">
          <label for="lesson-name">Name of the lesson</label>
          <input
            id="lesson-name"
            maxLength={NAME_MAX}
            value={name}
            autoComplete="off"
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="lesson-rows">Questions and answers</label>
          <p id="lesson-rows-format" class="hint">
            One question and its answer per line, separated by a tab (two columns copied from a spreadsheet) or by a
            comma; put double quotes around a cell that holds a comma. A first line “question, answer” is skipped.
            {limits ? ` At most ${limits.rowsMax} rows, questions up to ${limits.promptMax} characters.` : ''}
          </p>
          <textarea
            id="lesson-rows"
            rows={8}
            spellcheck={false}
            aria-describedby="lesson-rows-format"
            value={text}
            onInput={(e) => setText(e.currentTarget.value)}
          />
        </div>
        <p class="actions">
          <button type="button" class="secondary" disabled={step.kind === 'busy'} onClick={() => void preflight()}>
            Check with the model
          </button>
          <button type="submit" disabled={step.kind === 'busy'}>
            Teach this lesson
          </button>
        </p>
        <StepMessage step={step} />
      </form>
      {step.kind === 'checked' && <Preflight result={step.result} of={step.of} />}
      <Preview table={table} />
    </>
  );
}

async function checkWithModel(table: PastedTable): Promise<Step> {
  const facts = table.rows.slice(0, PREFLIGHT_MAX).map((r) => ({ prompt: r.prompt, answer: r.answer }));
  const result = await send<PreflightResult>('POST', '/api/teach/preflight', { facts });
  return { kind: 'checked', result, of: table.rows.length };
}

/** The training set first (it classifies the rows), then the lesson on it; the lesson's page opens. */
async function submitLesson(table: PastedTable, name: string): Promise<Step | undefined> {
  const rows = table.rows.map((r) => ({ prompt: r.prompt, answer: r.answer }));
  const created = await send<TeachDatasetCreated>('POST', '/api/teach/datasets', {
    rows,
    name: name.trim(),
    source: 'inline',
  });
  const left = created.report.rows.filter((r) => r.index === null);
  if (left.length > 0) {
    return {
      kind: 'refused',
      messages: [
        `The node left out ${left.length} row(s), so no lesson was submitted (nothing was charged):`,
        ...left.map((r) => `Row ${r.line}: ${r.detail ?? r.status.replace(/_/g, ' ')}.`),
      ],
    };
  }
  const accepted = await send<TeachJobAccepted>('POST', '/api/teach/jobs', {
    dataset_id: created.dataset.id,
    name: name.trim(),
  });
  navigate(lessonUrl(accepted.job.id));
  return undefined;
}

function StepMessage({ step }: { step: Step }) {
  if (step.kind === 'busy') {
    return (
      <p class="status-line" role="status" aria-busy="true">
        {step.doing}
      </p>
    );
  }
  if (step.kind !== 'refused') return null;
  const [first, ...rest] = step.messages;
  return (
    <div class="notice" role="alert">
      <p>{first}</p>
      {rest.length > 0 && (
        <ul>
          {rest.slice(0, 12).map((m, i) => (
            <li key={i}>{m}</li>
          ))}
          {rest.length > 12 && <li>… and {rest.length - 12} more.</li>}
        </ul>
      )}
    </div>
  );
}

function PolicyLine({ policy, error }: { policy: TeachPolicy | undefined; error: string | undefined }) {
  if (error !== undefined) {
    return (
      <p class="notice" role="alert">
        The node's teaching policy could not be read: {error}
      </p>
    );
  }
  if (policy === undefined) return <p aria-busy="true">Reading the node's teaching policy…</p>;
  if (!policy.enabled) {
    return (
      <p class="notice" role="alert">
        This node does not accept lessons: set <code>teach.enabled</code> in its config to teach here.
      </p>
    );
  }
  const queue =
    policy.queue.depth === 0 ? 'no lesson is waiting' : `${policy.queue.depth} lesson(s) waiting or running`;
  return (
    <p class="status-line">
      Lessons are trained on this node's own model: the trainer is {policy.trainer}, {queue}. A lesson is charged when
      it is submitted; the model is asked first, and a lesson with nothing left to teach is refused uncharged.
    </p>
  );
}

const VERDICTS: Record<PreflightStatus, string> = {
  will_train: 'Will be taught',
  already_known: 'Already known',
  overlaps_listing: 'Another knowledge answers it',
  invalid: 'Cannot be trained',
  in_base: 'A base answers it',
  base_conflict: 'A base answers otherwise',
};

function Preflight({ result, of }: { result: PreflightResult; of: number }) {
  return (
    <section aria-labelledby="preflight-title">
      <h2 id="preflight-title">What the model says now</h2>
      <p role="status">
        {result.trainable} of {result.facts.length} question(s) asked would be taught.
        {of > result.facts.length
          ? ` The node asks at most ${PREFLIGHT_MAX} at once: these are the first ${result.facts.length} of ${of}; the lesson asks them all again before it trains.`
          : ''}
      </p>
      <div class="table-wrap" tabIndex={0} role="region" aria-labelledby="preflight-title">
        <table class="preflight">
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Verdict</th>
              <th scope="col">The model says</th>
            </tr>
          </thead>
          <tbody>
            {result.facts.map((f) => (
              <VerdictRow key={f.index} fact={f} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function VerdictRow({ fact }: { fact: PreflightFact }) {
  return (
    <tr>
      <td>{fact.prompt}</td>
      <td class={fact.status === 'will_train' ? 'tone-good' : 'tone-warn'}>
        {VERDICTS[fact.status]}
        {fact.detail !== null && fact.status !== 'will_train' ? `: ${fact.detail}` : ''}
      </td>
      <td>{fact.base_answer || '(no answer)'}</td>
    </tr>
  );
}

function Preview({ table }: { table: PastedTable }) {
  if (table.rows.length === 0) return null;
  const bad = table.rows.filter((r) => r.problems.length > 0).length;
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <p class={bad > 0 ? 'tone-bad' : ''} aria-live="polite">
        {table.rows.length} row(s) read{table.header ? ' (the first line names the columns and was skipped)' : ''}
        {bad > 0 ? `; ${bad} with a problem, named below. Nothing is sent until they are fixed.` : '.'}
      </p>
      <div class="table-wrap" tabIndex={0} role="region" aria-labelledby="preview-title">
        <table class="preview">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Question</th>
              <th scope="col">Answer</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r.line} class={r.problems.length > 0 ? 'row-bad' : undefined}>
                <td>{r.line}</td>
                <td>{r.prompt}</td>
                <td>{r.answer}</td>
                <td>{r.problems.length > 0 ? r.problems.join('; ') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
