import type {
  PublishChallenge,
  PublishRequest,
  PublishResult,
  TeachJob,
  TeachJobEvent,
  TeachJobEvents,
  TeachJobStatus,
  TeachPolicy,
} from '@ainize/core';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, getJson } from './api.js';
import { Fact } from './facts.js';
import { when } from './labels.js';
import { OperatorOnly } from './operator.js';
import { knowledgeUrl, lessonUrl } from './router.js';
import { send } from './session.js';
import './teach.css';
import { isPrice } from '@ainize/core/api';

/**
 * The node's lessons: the list with each one's status and progress, and one lesson's page — live progress and its
 * event log while it trains, then what it learned and did not, its measured checks and the publish gate.
 */

/** States in which a lesson waits for the trainer or runs on it; the page polls while a lesson is in one. */
export const RUNNING: readonly TeachJobStatus[] = [
  'QUEUED',
  'PREFLIGHT',
  'LOADING',
  'TRAINING',
  'EXPORTED',
  'CHECKING',
];
const POLL_MS = 2_000;

export function isRunning(status: TeachJobStatus): boolean {
  return RUNNING.includes(status);
}

/** The node's own sentence for a refusal or failure. */
export function errorText(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

export interface Polled<T> {
  value: T | undefined;
  error: ApiError | undefined;
  /** Reads the path again now. */
  reload: () => void;
}

/**
 * `GET path`, read once and then every `everyMs` while that is not null. A failed read keeps the last good answer
 * and says what went wrong; the next read clears it.
 */
export function usePolled<T>(path: string | null, everyMs: number | null): Polled<T> {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [tick, setTick] = useState(0);
  const polling = everyMs !== null;
  useEffect(() => {
    if (path === null) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      getJson<T>(path, abort.signal)
        .then(
          (next) => {
            // An answer cut off by the abort reads as undefined (getJson drops the body's failure): ignore it.
            if (abort.signal.aborted) return;
            setValue(next);
            setError(undefined);
          },
          (thrown: unknown) => {
            if (abort.signal.aborted) return;
            setError(thrown instanceof ApiError ? thrown : new ApiError(0, errorText(thrown)));
          },
        )
        .finally(() => {
          if (!abort.signal.aborted && polling && everyMs !== null) timer = setTimeout(read, everyMs);
        });
    };
    read();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [path, tick, polling]);
  return { value, error, reload: () => setTick((n) => n + 1) };
}

/** Sets the page's title while a component is shown. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Ainize console`;
  }, [title]);
}

export function Lessons() {
  useTitle('Lessons');
  return (
    <>
      <h1>Lessons</h1>
      <OperatorOnly what="The list of this node's lessons">
        <LessonList />
      </OperatorOnly>
    </>
  );
}

function LessonList() {
  const [running, setRunning] = useState(false);
  const list = usePolled<{ items: TeachJob[] }>('/api/me/teach/jobs', running ? POLL_MS : null);
  const items = list.value?.items ?? [];
  useEffect(() => setRunning((list.value?.items ?? []).some((job) => isRunning(job.status))), [list.value]);
  return (
    <>
      <p>
        Every lesson taught on this node, newest first. <a href="/teach">Teach a new lesson</a>.
      </p>
      {list.error && (
        <p class="notice" role="alert">
          The lessons could not be read: {list.error.message}
        </p>
      )}
      {list.value === undefined && !list.error && <p aria-busy="true">Loading the lessons…</p>}
      {list.value !== undefined && items.length === 0 && <p class="status-line">No lesson was taught here yet.</p>}
      {items.length > 0 && (
        <div class="table-wrap" tabIndex={0} role="region" aria-label="Lessons">
          <table class="lessons">
            <thead>
              <tr>
                <th scope="col">Lesson</th>
                <th scope="col">Status</th>
                <th scope="col">Progress</th>
                <th scope="col">Questions</th>
                <th scope="col">Started</th>
              </tr>
            </thead>
            <tbody>
              {items.map((job) => (
                <LessonRow key={job.id} job={job} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function LessonRow({ job }: { job: TeachJob }) {
  const name = job.name ?? job.dataset.name ?? job.id;
  return (
    <tr>
      <td>
        <a href={lessonUrl(job.id)}>{name}</a>
      </td>
      <td>
        <StatusBadge status={job.status} />
      </td>
      <td>
        <progress max={100} value={job.progress.percent} aria-label={`Progress of ${name}`} /> {job.progress.percent} %
      </td>
      <td>{learnedLine(job)}</td>
      <td>{when(job.created_at)}</td>
    </tr>
  );
}

export function StatusBadge({ status }: { status: TeachJobStatus }) {
  return <span class={`badge lesson-${status.toLowerCase().replace(/_/g, '-')}`}>{status.replace(/_/g, ' ')}</span>;
}

function learnedLine(job: TeachJob): string {
  if (job.checks) return `${job.checks.taught.hits} of ${job.checks.taught.total} learned`;
  return `${job.dataset.trained_rows} to train`;
}

/** One lesson: its progress while it runs, then what it learned and whether it may be published. */
export function Lesson({ id }: { id: string }) {
  useTitle(`Lesson ${id}`);
  return (
    <OperatorOnly what="A lesson's page">
      <LessonPage id={id} />
    </OperatorOnly>
  );
}

function LessonPage({ id }: { id: string }) {
  const path = `/api/teach/jobs/${encodeURIComponent(id)}`;
  const [running, setRunning] = useState(true);
  const job = usePolled<TeachJob>(path, running ? POLL_MS : null);
  const status = job.value?.status;
  useEffect(() => {
    if (status !== undefined) setRunning(isRunning(status));
  }, [status]);
  const events = useEvents(path, job.value !== undefined, running);

  if (job.value === undefined) {
    if (job.error) {
      return (
        <>
          <h1>{job.error.status === 404 ? 'No such lesson' : 'This lesson could not be read'}</h1>
          <p class="notice" role="alert">
            {job.error.status === 404 ? `This node has no lesson “${id}”.` : `The node answered: ${job.error.message}`}{' '}
            <a href="/lessons">All lessons</a>
          </p>
        </>
      );
    }
    return <p aria-busy="true">Loading the lesson…</p>;
  }
  const lesson = job.value;
  return (
    <article class="lesson" aria-labelledby="lesson-title">
      <p class="crumbs">
        <a href="/lessons">Lessons</a> / <span>{lesson.id}</span>
      </p>
      <h1 id="lesson-title">{lesson.name ?? lesson.dataset.name ?? 'A lesson'}</h1>
      {job.error && (
        <p class="notice" role="alert">
          The last update failed: {job.error.message}
        </p>
      )}
      <LessonProgress job={lesson} onChanged={job.reload} />
      {lesson.error !== null && (
        <p class="notice" role="alert">
          The lesson stopped: {lesson.error}
        </p>
      )}
      {lesson.checks !== null && <Results job={lesson} />}
      {lesson.checks !== null && <Checks job={lesson} />}
      {lesson.checks !== null && <PublishGate job={lesson} onChanged={job.reload} />}
      <EventLog events={events} />
    </article>
  );
}

/** The lesson's event log, read from a cursor every 2 s while it runs, and once more when it stops. */
function useEvents(jobPath: string, ready: boolean, running: boolean): TeachJobEvent[] {
  const [events, setEvents] = useState<TeachJobEvent[]>([]);
  const cursor = useRef(0);
  useEffect(() => {
    if (!ready) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      getJson<TeachJobEvents>(`${jobPath}/events?since=${cursor.current}`, abort.signal).then(
        (page) => {
          if (abort.signal.aborted) return;
          cursor.current = page.cursor;
          if (page.events.length > 0) setEvents((had) => [...had, ...page.events]);
          if (running) timer = setTimeout(read, POLL_MS);
        },
        () => {
          if (!abort.signal.aborted && running) timer = setTimeout(read, POLL_MS);
        },
      );
    };
    read();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [jobPath, ready, running]);
  return events;
}

const PHASE_TEXT: Partial<Record<TeachJobStatus, string>> = {
  QUEUED: 'Waiting for the trainer',
  PREFLIGHT: 'Asking the model each question first',
  LOADING: 'Loading the bases under the lesson',
  TRAINING: 'Training',
  EXPORTED: 'Knowledge file written',
  CHECKING: 'Measuring the lesson on the model',
  READY: 'Ready: the lesson learned enough to be published',
  NEEDS_MORE: 'Needs more: fewer than three in four questions were learned',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  PENDING_REVIEW: 'Waiting for the operator to announce it',
  REJECTED: 'Declined at review',
  ANNOUNCED: 'Published',
  EXPIRED: 'Expired: the draft was neither saved nor published in time',
};

function LessonProgress({ job, onChanged }: { job: TeachJob; onChanged: () => void }) {
  const p = job.progress;
  const [cancel, setCancel] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const doCancel = async () => {
    setCancel({ busy: true });
    try {
      await send('POST', `/api/me/teach/jobs/${encodeURIComponent(job.id)}/cancel`);
      setCancel({ busy: false });
      onChanged();
    } catch (thrown) {
      setCancel({ busy: false, error: errorText(thrown) });
    }
  };
  return (
    <section aria-labelledby="progress-title">
      <h2 id="progress-title">Progress</h2>
      <p class="status-line lesson-status" aria-live="polite">
        <StatusBadge status={job.status} /> {PHASE_TEXT[job.status] ?? job.status}
        {job.status === 'QUEUED' && job.position > 0 ? `, ${job.position} lesson(s) ahead` : ''}
        {job.eta_s !== null && isRunning(job.status) ? `, about ${Math.ceil(job.eta_s)} s left` : ''}.
      </p>
      <div class="progress-row">
        <progress max={100} value={p.percent} aria-label="Lesson progress" />
        <span>{p.percent} %</span>
      </div>
      <dl class="facts">
        <Fact term="Questions">{`${job.dataset.trained_rows} to train of ${job.facts.length}`}</Fact>
        <Fact term="Passes">{`${p.step} of ${p.max_steps}`}</Fact>
        <Fact term="Answered right">{p.total > 0 ? `${p.hits} of ${p.total}` : '—'}</Fact>
        <Fact term="Elapsed">{`${p.elapsed_s} s`}</Fact>
        <Fact term="Submitted">{when(job.created_at)}</Fact>
      </dl>
      {isRunning(job.status) && (
        <p class="actions">
          <button type="button" class="danger" disabled={cancel.busy} onClick={() => void doCancel()}>
            {cancel.busy ? 'Cancelling…' : 'Cancel this lesson'}
          </button>
          <span class="hint">A cancelled lesson is not refunded.</span>
        </p>
      )}
      {cancel.error !== undefined && (
        <p class="notice" role="alert">
          The node did not cancel it: {cancel.error}
        </p>
      )}
    </section>
  );
}

/** The trained questions, split by whether the model answers them right with the lesson loaded. */
function Results({ job }: { job: TeachJob }) {
  const learned = job.facts.filter((f) => f.hit === true);
  const missed = job.facts.filter((f) => f.hit === false);
  const untrained = job.facts.filter((f) => f.hit === undefined);
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">What it learned</h2>
      <p>
        {learned.length} learned, {missed.length} not learned
        {untrained.length > 0 ? `, ${untrained.length} not trained (the model already answered them)` : ''}. Each
        question is asked again with the lesson loaded, and once more in a phrasing that was never trained.
      </p>
      <FactTable id="learned" title="Learned" facts={learned} />
      <FactTable id="not-learned" title="Not learned" facts={missed} />
      <FactTable id="not-trained" title="Not trained" facts={untrained} />
    </section>
  );
}

function FactTable({ id, title, facts }: { id: string; title: string; facts: TeachJob['facts'] }) {
  if (facts.length === 0) return null;
  return (
    <div class="table-wrap fact-table" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table data-facts={id}>
        <caption id={`${id}-caption`}>
          {title} ({facts.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            <th scope="col">Answer taught</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
            <th scope="col">Other phrasing</th>
          </tr>
        </thead>
        <tbody>
          {facts.map((f, i) => (
            <tr key={i}>
              <td>{f.prompt}</td>
              <td>{f.answer}</td>
              <td>{f.base_answer || '(no answer)'}</td>
              <td>{f.after_answer === undefined ? '—' : f.after_answer || '(no answer)'}</td>
              <td>{f.heldout_hit === undefined ? '—' : f.heldout_hit ? 'Right' : 'Wrong'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Checks({ job }: { job: TeachJob }) {
  const c = job.checks!;
  const yes = (ok: boolean | null) => (ok === null ? 'Not measured' : ok ? 'Passed' : 'Failed');
  return (
    <section aria-labelledby="checks-title">
      <h2 id="checks-title">Checks</h2>
      <p class={c.ok ? 'tone-good' : 'tone-bad'}>
        {c.ok
          ? 'The publish gate is open: the lesson changed no unrelated answer and broke nothing the base knew.'
          : 'The publish gate is closed.'}
        {c.note !== null ? ` ${c.note}` : ''}
      </p>
      <dl class="facts facts-wide">
        <Fact term="Taught questions">{`${c.taught.hits} of ${c.taught.total} answered right`}</Fact>
        <Fact term="Other phrasings">{`${c.heldout.hits} of ${c.heldout.total} answered right`}</Fact>
        <Fact term="Unrelated prompts unchanged">
          {`${c.locality.same} of ${c.locality.total}, ${yes(c.locality.ok).toLowerCase()}`}
        </Fact>
        <Fact term="Base still answered">
          {`${c.parent_regression.hit} of ${c.parent_regression.total}, ${yes(c.parent_regression.ok).toLowerCase()}`}
        </Fact>
        <Fact term="Removed and re-applied">{yes(c.reverted_and_reapplied)}</Fact>
      </dl>
      {(c.locality.changed?.length ?? 0) > 0 && (
        <ul>
          {c.locality.changed!.map((change, i) => (
            <li key={i}>
              “{change.prompt}” was answered “{change.before}”, now “{change.after}”.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EventLog({ events }: { events: TeachJobEvent[] }) {
  return (
    <section aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      {events.length === 0 ? (
        <p>No event yet.</p>
      ) : (
        <ol class="event-log" aria-live="polite">
          {events.map((e) => (
            <li key={e.seq} class={`event-${e.level}`}>
              <time dateTime={e.ts}>{e.ts.slice(11, 19)}</time> {e.level === 'info' ? '' : `${e.level}: `}
              {e.message}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** `GET /api/teach/policy` (public), shared by the teach page and the publish gate. */
export function usePolicy(): Polled<TeachPolicy> {
  return usePolled<TeachPolicy>('/api/teach/policy', null);
}

/** One thing publishing needs, and whether the lesson has it. */
interface Need {
  text: string;
  met: boolean;
}

function publishNeeds(job: TeachJob, policy: TeachPolicy | undefined): Need[] {
  const needs: Need[] = [
    { text: 'The lesson is READY: at least three in four of its questions were learned', met: job.status === 'READY' },
    {
      text: 'Its checks passed: no unrelated answer changed and nothing the base knew was broken',
      met: job.checks?.ok === true,
    },
    { text: 'A private draft of it was filed on this node', met: job.draft_id !== null },
  ];
  if (policy !== undefined) {
    needs.push({
      text:
        policy.publish === 'never'
          ? 'This node publishes lessons (its teach.publish setting is “never”)'
          : `This node publishes lessons (${policy.publish === 'auto' ? 'announced at once' : 'announced once you approve it here'})`,
      met: policy.publish !== 'never',
    });
  }
  if (job.base_ids.length > 0) {
    needs.push({
      text: `Its bases are LISTED: ${job.base_ids.join(', ')} (the node checks when you publish)`,
      met: true,
    });
  }
  return needs;
}

/** Whether the lesson may be published, what that needs, and the way to do it from this session. */
function PublishGate({ job, onChanged }: { job: TeachJob; onChanged: () => void }) {
  const policy = usePolicy();
  const needs = publishNeeds(job, policy.value);
  const open = policy.value !== undefined && needs.every((n) => n.met);
  const base = `/api/teach/jobs/${encodeURIComponent(job.id)}`;
  // The claim a teacher signs; answered to this session only when the node lets its operator publish as itself.
  const challenge = usePolled<PublishChallenge>(open ? `${base}/publish-challenge?payout_address=none` : null, null);
  return (
    <section aria-labelledby="publish-title">
      <h2 id="publish-title">Publishing</h2>
      <Published job={job} onChanged={onChanged} />
      {job.publish_status === 'none' && (
        <>
          <p>Publishing writes the lesson to the ledger for good; verifiers then check it before it is sold.</p>
          <ul class="needs">
            {needs.map((n) => (
              <li key={n.text} class={n.met ? 'need-met' : 'need-missing'}>
                <span class="need-mark">{n.met ? 'Met:' : 'Missing:'}</span> {n.text}
              </li>
            ))}
            {open && (
              <li class={challenge.error ? 'need-missing' : 'need-met'}>
                <span class="need-mark">{challenge.error ? 'Missing:' : challenge.value ? 'Met:' : 'Asking:'}</span> The
                teacher’s signed claim
                {challenge.error
                  ? `: the node does not sign it for this session (${challenge.error.message})`
                  : ': the lesson was taught as this node, so the node signs it'}
              </li>
            )}
          </ul>
          {open && challenge.value !== undefined && (
            <PublishForm job={job} policy={policy.value!} onChanged={onChanged} />
          )}
          {!open && policy.value !== undefined && (
            <p class="status-line">It cannot be published until everything marked missing is met.</p>
          )}
        </>
      )}
    </section>
  );
}

/** A lesson already handed to publishing: announced, waiting for review (approve or decline here), or declined. */
function Published({ job, onChanged }: { job: TeachJob; onChanged: () => void }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [reason, setReason] = useState('');
  const act = async (what: 'approve' | 'reject') => {
    if (what === 'reject' && reason.trim() === '') {
      setState({ busy: false, error: 'Say why it is declined: the teacher sees the reason.' });
      return;
    }
    setState({ busy: true });
    try {
      const path = `/api/me/teach/jobs/${encodeURIComponent(job.id)}/${what}`;
      await send('POST', path, what === 'reject' ? { reason: reason.trim() } : undefined);
      setState({ busy: false });
      onChanged();
    } catch (thrown) {
      setState({ busy: false, error: errorText(thrown) });
    }
  };
  const status = job.publish_status;
  if (status === 'none') return null;
  return (
    <>
      {(status === 'announced' || status === 'listed') && job.patch_id !== null && (
        <p class="tone-good">
          Published as <a href={knowledgeUrl(job.patch_id)}>{job.patch_id}</a>
          {status === 'listed' ? ', listed for sale.' : ', waiting for the verifiers.'}
        </p>
      )}
      {status === 'rejected' && <p>Declined at review: {job.reject_reason ?? 'no reason given'}.</p>}
      {status === 'pending_review' && (
        <div class="review">
          <p>It waits for your review: announce it, or decline it with a reason.</p>
          <p class="actions">
            <button type="button" disabled={state.busy} onClick={() => void act('approve')}>
              Announce it
            </button>
          </p>
          <div class="field">
            <label for="reject-reason">Reason to decline</label>
            <input
              id="reject-reason"
              maxLength={500}
              value={reason}
              onInput={(e) => setReason(e.currentTarget.value)}
            />
          </div>
          <p class="actions">
            <button type="button" class="danger" disabled={state.busy} onClick={() => void act('reject')}>
              Decline it
            </button>
          </p>
        </div>
      )}
      {state.error !== undefined && (
        <p class="notice" role="alert">
          {state.error}
        </p>
      )}
    </>
  );
}

interface PublishFields {
  name: string;
  price: string;
  permanent: boolean;
  rights: boolean;
  source: 'own' | 'public' | 'licensed';
  noPii: boolean;
}

/** The publish request from the form, or the sentence saying what is missing (then nothing is sent). */
function publishRequest(f: PublishFields, declare: boolean): Omit<PublishRequest, 'claim_sig'> | string {
  const name = f.name.trim();
  if (name === '' || name.length > 200) return 'Give the knowledge a name of 1 to 200 characters.';
  // The node's own rule for a price (core's isPrice), so the page refuses exactly what the node would.
  if (f.price.trim() !== '' && !isPrice(f.price.trim())) return 'The price must be a number such as 0, 0.5 or 25.';
  if (!f.permanent || !f.rights) return 'Publishing needs both consents ticked.';
  if (declare && !f.noPii) return 'Confirm that the training set holds no personal data.';
  return {
    name,
    ...(f.price.trim() === '' ? {} : { price: f.price.trim() }),
    consent: { permanent: true, rights: true },
    ...(declare ? { dataset: { declaration: { source: f.source, no_pii: true } } } : {}),
  };
}

function PublishForm({ job, policy, onChanged }: { job: TeachJob; policy: TeachPolicy; onChanged: () => void }) {
  const declare = job.dataset.trained_rows >= policy.limits.declaration_rows;
  const [f, setF] = useState<PublishFields>({
    name: job.name ?? job.dataset.name ?? '',
    price: '',
    permanent: false,
    rights: false,
    source: 'own',
    noPii: false,
  });
  const [state, setState] = useState<{ busy: boolean; error?: string; done?: PublishResult }>({ busy: false });
  const set = (patch: Partial<PublishFields>) => setF((had) => ({ ...had, ...patch }));
  const submit = async (event: Event) => {
    event.preventDefault();
    const request = publishRequest(f, declare);
    if (typeof request === 'string') return setState({ busy: false, error: request });
    setState({ busy: true });
    try {
      const done = await send<PublishResult>('POST', `/api/teach/jobs/${encodeURIComponent(job.id)}/publish`, request);
      setState({ busy: false, done });
      onChanged();
    } catch (thrown) {
      setState({ busy: false, error: `The node did not publish it: ${errorText(thrown)}` });
    }
  };
  return (
    <form class="publish-form" onSubmit={(e) => void submit(e)} noValidate>
      <div class="field">
        <label for="publish-name">Name in the catalog</label>
        <input id="publish-name" maxLength={200} value={f.name} onInput={(e) => set({ name: e.currentTarget.value })} />
      </div>
      <div class="field">
        <label for="publish-price">Price ({`empty: the node's default`})</label>
        <input
          id="publish-price"
          inputMode="decimal"
          value={f.price}
          onInput={(e) => set({ price: e.currentTarget.value })}
        />
      </div>
      {declare && <Declaration f={f} set={set} rows={policy.limits.declaration_rows} />}
      <Check id="consent-permanent" checked={f.permanent} onChange={(v) => set({ permanent: v })}>
        I understand the ledger keeps it for good.
      </Check>
      <Check id="consent-rights" checked={f.rights} onChange={(v) => set({ rights: v })}>
        I may teach what this training set holds.
      </Check>
      <p class="actions">
        <button type="submit" disabled={state.busy}>
          {state.busy ? 'Publishing…' : 'Publish'}
        </button>
      </p>
      {state.error !== undefined && (
        <p class="notice" role="alert">
          {state.error}
        </p>
      )}
      {state.done !== undefined && (
        <p class="tone-good" role="status">
          {state.done.status === 'ANNOUNCED' ? 'Announced' : 'Waiting for review'} as{' '}
          <a href={knowledgeUrl(state.done.patch_id)}>{state.done.patch_id}</a>.
        </p>
      )}
    </form>
  );
}

function Declaration(props: { f: PublishFields; set: (p: Partial<PublishFields>) => void; rows: number }) {
  return (
    <fieldset>
      <legend>About the training set (needed from {props.rows} questions)</legend>
      <div class="field">
        <label for="declare-source">Where the rows come from</label>
        <select
          id="declare-source"
          value={props.f.source}
          onChange={(e) => props.set({ source: e.currentTarget.value as PublishFields['source'] })}
        >
          <option value="own">Written by me or this node</option>
          <option value="public">Public data</option>
          <option value="licensed">Licensed data</option>
        </select>
      </div>
      <Check id="declare-pii" checked={props.f.noPii} onChange={(v) => props.set({ noPii: v })}>
        It holds no personal data.
      </Check>
    </fieldset>
  );
}

function Check(props: { id: string; checked: boolean; onChange: (v: boolean) => void; children: string }) {
  return (
    <div class="check">
      <input
        type="checkbox"
        id={props.id}
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <label for={props.id}>{props.children}</label>
    </div>
  );
}
