import type { ChatAnswer, ChatCancel, ChatResponse, ChatStatus } from '@ainize/core';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, type KnowledgeDetail, getJson } from './api.js';
import { send } from './session.js';
import { knowledgeUrl } from './router.js';
import './prove.css';

/**
 * "Prove it": the same question put to the bare model and to the model with this knowledge, through the node's
 * public live test (`POST /api/chat`, mode `compare`). The request blocks while someone else holds the model, so the
 * page asks `GET /api/chat/status` where it stands meanwhile and offers to give up its place.
 */

/** The node takes questions up to this many characters (its chat schema's limit). */
export const MAX_QUESTION_CHARS = 4000;
const POLL_MS = 1000;
const FIRST_POLL_MS = 300;
const OWN = 'own';
/** Benchmarks can be long; the choice offers this many of their questions. */
const MAX_CHOICES = 50;

interface Asked {
  requestId: string;
  question: string;
  /** The benchmark's expected answer when the question is one of its samples. */
  expected: string | null;
}

type Run =
  | { phase: 'idle' }
  | { phase: 'pending'; asked: Asked; status: ChatStatus | null }
  | { phase: 'answered'; asked: Asked; answer: ChatResponse }
  | { phase: 'refused'; asked: Asked; status: number; message: string; resetAt?: number };

interface Quota {
  remaining: number | null;
  limit: number | null;
}

/** The same identity of a text the node uses to match a benchmark: NFC, invisible characters gone, spaces collapsed. */
export function textKey(text: string): string {
  return text
    .normalize('NFC')
    .replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

function newRequestId(): string {
  // randomUUID needs a secure context; a node opened by its LAN address is not one, getRandomValues works anyway.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function ProveIt({ k }: { k: KnowledgeDetail }) {
  const test = useLiveTest(k.id);
  const [quota, setQuota] = useState<Quota | null>(null);
  useEffect(() => {
    if (test.run.phase === 'answered') {
      setQuota({ remaining: test.run.answer.remaining_quota, limit: test.run.answer.quota_limit });
    }
    if (test.run.phase === 'refused' && test.run.status === 429)
      setQuota((q) => ({ remaining: 0, limit: q?.limit ?? null }));
  }, [test.run]);
  return (
    <section aria-labelledby="prove-title" class="prove">
      <h2 id="prove-title">Prove it: ask the model</h2>
      <p>
        Put a question to the model on this node twice, without and with this knowledge, and compare. Visitors get a few
        free tries an hour.
      </p>
      {k.has_body ? (
        <>
          <QuestionForm k={k} busy={test.run.phase === 'pending'} onAsk={test.ask} />
          <Progress run={test.run} cancelNote={test.cancelNote} onCancel={test.cancel} />
          {test.run.phase === 'answered' && <Answers asked={test.run.asked} answer={test.run.answer} />}
          {test.run.phase === 'refused' && (
            <Refused status={test.run.status} message={test.run.message} resetAt={test.run.resetAt} />
          )}
          <QuotaLine quota={quota} />
        </>
      ) : (
        <AuthorsNode k={k} />
      )}
    </section>
  );
}

/**
 * A knowledge whose body this node does not hold is tried where it is sold: its author's node serves the same console,
 * so the page links to this knowledge's page there (the gateway's origin), when the author announced one.
 */
function AuthorsNode({ k }: { k: KnowledgeDetail }) {
  const there = k.gateway_url === null ? null : authorsPage(k.gateway_url, k.id);
  return (
    <p>
      This node does not hold its body, so it cannot be tried here.{' '}
      {there === null ? (
        'Its author’s node can run it.'
      ) : (
        <>
          <a href={there} rel="noreferrer">
            Try it at its author’s node
          </a>
          , which sells it.
        </>
      )}
    </p>
  );
}

/** This knowledge's console page at the node whose gateway sells it; null for an address that is not http(s). */
export function authorsPage(gatewayUrl: string, id: string): string | null {
  try {
    const url = new URL(gatewayUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${knowledgeUrl(id)}`;
  } catch {
    return null;
  }
}

/** The live test in flight: its request, the node's status while it waits, and giving up its place. */
function useLiveTest(patchId: string) {
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const [cancelNote, setCancelNote] = useState<{ requestId: string; text: string; tone: string } | null>(null);
  const inFlight = useRef<string | null>(null);

  // Leaving the page while queued gives up the place, so no try is spent on an answer nobody reads.
  useEffect(
    () => () => {
      const id = inFlight.current;
      inFlight.current = null;
      if (id !== null) send('POST', '/api/chat/cancel', { request_id: id }).catch(() => undefined);
    },
    [],
  );

  const pendingId = run.phase === 'pending' ? run.asked.requestId : null;
  useEffect(() => {
    if (pendingId === null) return;
    return pollStatus(pendingId, (status) =>
      setRun((prev) => (prev.phase === 'pending' && prev.asked.requestId === pendingId ? { ...prev, status } : prev)),
    );
  }, [pendingId]);

  const ask = (question: string, expected: string | null) => {
    const asked: Asked = { requestId: newRequestId(), question, expected };
    inFlight.current = asked.requestId;
    setCancelNote(null);
    setRun({ phase: 'pending', asked, status: null });
    const body = {
      patch_id: patchId,
      mode: 'compare',
      messages: [{ role: 'user', content: question }],
      request_id: asked.requestId,
    };
    send<ChatResponse>('POST', '/api/chat', body).then(
      (answer) => {
        if (inFlight.current !== asked.requestId) return;
        inFlight.current = null;
        setRun({ phase: 'answered', asked, answer });
      },
      (thrown: unknown) => {
        if (inFlight.current !== asked.requestId) return;
        inFlight.current = null;
        const status = thrown instanceof ApiError ? thrown.status : 0;
        const message = thrown instanceof Error ? thrown.message : String(thrown);
        // A spent quota says when the next free try comes (epoch ms).
        const reset = thrown instanceof ApiError ? thrown.body?.quota_reset : undefined;
        setRun({ phase: 'refused', asked, status, message, ...(typeof reset === 'number' ? { resetAt: reset } : {}) });
      },
    );
  };

  const cancel = () => {
    const id = inFlight.current;
    if (id === null) return;
    setCancelNote({ requestId: id, text: 'Asking the node to give up this question’s place…', tone: '' });
    send<ChatCancel>('POST', '/api/chat/cancel', { request_id: id }).then(
      (result) => setCancelNote({ requestId: id, ...cancelText(result) }),
      (thrown: unknown) =>
        setCancelNote({
          requestId: id,
          text: `The node did not cancel it: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
          tone: 'tone-bad',
        }),
    );
  };

  const current = run.phase === 'idle' ? null : run.asked.requestId;
  return { run, ask, cancel, cancelNote: cancelNote?.requestId === current ? cancelNote : null };
}

/** Asks the node every second where the test stands; answers the function that stops asking. */
function pollStatus(requestId: string, onStatus: (status: ChatStatus) => void): () => void {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout>;
  const poll = () => {
    getJson<ChatStatus>(`/api/chat/status?request_id=${encodeURIComponent(requestId)}`, abort.signal)
      .then(onStatus, () => undefined)
      .finally(() => {
        if (!abort.signal.aborted) timer = setTimeout(poll, POLL_MS);
      });
  };
  timer = setTimeout(poll, FIRST_POLL_MS);
  return () => {
    abort.abort();
    clearTimeout(timer);
  };
}

function cancelText(result: ChatCancel): { text: string; tone: string } {
  if (result.cancelled) {
    return {
      text: 'Cancelled while it was still queued: the model was never asked, so no free try was used.',
      tone: 'tone-good',
    };
  }
  if (result.reason === 'already_running') {
    return {
      text: 'Too late to cancel: the model was already answering, so this question uses a free try.',
      tone: 'tone-warn',
    };
  }
  return { text: 'There was nothing to cancel: the node had already answered or dropped it.', tone: '' };
}

/** The question: one of the benchmark's, with its expected answer, or the person's own. */
function QuestionForm(props: {
  k: KnowledgeDetail;
  busy: boolean;
  onAsk: (question: string, expected: string | null) => void;
}) {
  const samples = props.k.anchor.benchmark.samples.slice(0, MAX_CHOICES);
  const [choice, setChoice] = useState(samples.length > 0 ? '0' : OWN);
  const [own, setOwn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ownField = useRef<HTMLTextAreaElement>(null);

  const submit = (event: Event) => {
    event.preventDefault();
    if (props.busy) return;
    const sample = choice === OWN ? undefined : samples[Number(choice)];
    const question = sample?.prompt ?? own;
    const wrong = questionProblem(question);
    setProblem(wrong);
    if (wrong !== null) {
      ownField.current?.focus();
      return;
    }
    // A typed question that is one of the benchmark's is judged against its expected answer too, as the node does.
    const key = textKey(question);
    const expected = sample?.expect ?? props.k.anchor.benchmark.samples.find((s) => textKey(s.prompt) === key)?.expect;
    props.onAsk(question, expected ?? null);
  };

  return (
    <form class="prove-form" onSubmit={submit} noValidate>
      <div class="field">
        <label for="prove-choice">Question</label>
        <select
          id="prove-choice"
          value={choice}
          onChange={(e) => {
            setChoice(e.currentTarget.value);
            setProblem(null);
          }}
        >
          {samples.map((s, i) => (
            <option key={i} value={String(i)}>
              {s.prompt} (expected: {s.expect})
            </option>
          ))}
          <option value={OWN}>My own question…</option>
        </select>
      </div>
      {choice === OWN && (
        <div class="field">
          <label for="prove-own">Your question</label>
          <textarea
            id="prove-own"
            ref={ownField}
            rows={3}
            value={own}
            aria-invalid={problem !== null}
            aria-describedby={problem !== null ? 'prove-problem prove-count' : 'prove-count'}
            onInput={(e) => setOwn(e.currentTarget.value)}
          />
          <p id="prove-count" class="prove-hint">
            {own.length.toLocaleString('en')} of {MAX_QUESTION_CHARS.toLocaleString('en')} characters
          </p>
        </div>
      )}
      {problem !== null && (
        <p id="prove-problem" class="notice" role="alert">
          {problem}
        </p>
      )}
      <div class="actions">
        <button type="submit" disabled={props.busy}>
          Ask both
        </button>
      </div>
    </form>
  );
}

function questionProblem(question: string): string | null {
  if (question.trim() === '') return 'Type a question first. Nothing was sent.';
  if (question.length > MAX_QUESTION_CHARS) {
    return `Your question has ${question.length.toLocaleString('en')} characters; the node takes at most ${MAX_QUESTION_CHARS.toLocaleString('en')}. Nothing was sent.`;
  }
  return null;
}

function seconds(ms: number): string {
  return `${Math.max(0, Math.round(ms / 1000))} s`;
}

/** Where the question stands while the node has not answered: the live line, who holds the model, and Cancel. */
function Progress(props: { run: Run; cancelNote: { text: string; tone: string } | null; onCancel: () => void }) {
  const { run } = props;
  const status = run.phase === 'pending' ? run.status : null;
  return (
    <div class="prove-progress">
      <div aria-live="polite">
        {run.phase === 'pending' && <p class="prove-state">{stateSentence(status)}</p>}
        {props.cancelNote !== null && <p class={props.cancelNote.tone}>{props.cancelNote.text}</p>}
        {run.phase === 'answered' && <p class="visually-hidden">Both answers are in.</p>}
      </div>
      {run.phase === 'pending' && (
        <>
          {status !== null && <Waiting status={status} />}
          <button type="button" class="prove-cancel" onClick={props.onCancel}>
            Cancel this question
          </button>
        </>
      )}
    </div>
  );
}

function stateSentence(status: ChatStatus | null): string {
  if (status === null || status.state === 'gone') return 'Sent. Waiting for the node to take the question…';
  if (status.state === 'running') return 'Running: the model is answering, without and then with this knowledge.';
  const place = status.position <= 1 ? 'next in line' : `number ${status.position} in line`;
  return `Queued: the model is busy, and this question is ${place} for it.`;
}

function Waiting({ status }: { status: ChatStatus }) {
  const { lock } = status;
  return (
    <ul class="prove-waiting">
      {status.state === 'queued' && <li>Waiting for {seconds(status.queued_ms)}.</li>}
      {status.state === 'running' && <li>Answering for {seconds(status.running_ms)}.</li>}
      {lock !== null && (
        <li>
          The model is held by “{lock.label}” since {new Date(lock.since).toLocaleTimeString('en')} (
          {seconds(status.now - lock.since)})
          {lock.stale ? '; its holder has stopped answering, so the lock will be taken over' : ''}.
        </li>
      )}
      <li>
        {status.waiting === 1 ? '1 request waits' : `${status.waiting} requests wait`} for the model on this node.
      </li>
    </ul>
  );
}

function latency(ms: number): string {
  return `${ms < 10 ? ms.toFixed(2) : Math.round(ms).toLocaleString('en')} ms`;
}

function Column({ title, answer, tone }: { title: string; answer: ChatAnswer; tone: string }) {
  return (
    <div class={`prove-column ${tone}`}>
      <h4>{title}</h4>
      <p class="prove-answer">{answer.content === '' ? '(no answer)' : answer.content}</p>
      <p class="prove-meta">
        Answered in {latency(answer.latency_ms)}
        {answer.finish_reason === 'length' ? '; it ran out of room and gave no answer rather than a cut one' : ''}.
      </p>
    </div>
  );
}

/** Whether the answer with the knowledge is the benchmark's expected one: the node's own verdict when it gave one. */
function verdict(asked: Asked, answer: ChatResponse): { hit: boolean | null; lines: string[] } {
  const hit =
    answer.benchmark_hit ??
    (asked.expected === null ? null : textKey(answer.patched.content) === textKey(asked.expected));
  if (hit === null) {
    return {
      hit,
      lines: [
        'This is not one of the benchmark’s questions, so there is no expected answer: compare the two yourself.',
      ],
    };
  }
  const lines = [
    hit
      ? 'With this knowledge the model gives the expected answer.'
      : 'With this knowledge the model does not give the expected answer.',
  ];
  if (asked.expected !== null) {
    const bare = textKey(answer.base.content) === textKey(asked.expected);
    lines.push(`Expected: “${asked.expected}”. The bare model ${bare ? 'gives it too' : 'does not give it'}.`);
  }
  if (answer.benchmark_hit !== null) {
    lines.push(`The node checked it against the benchmark: ${answer.benchmark_hit ? 'a hit' : 'a miss'}.`);
  }
  return { hit, lines };
}

function Answers({ asked, answer }: { asked: Asked; answer: ChatResponse }) {
  const judged = verdict(asked, answer);
  const tone = judged.hit === null ? '' : judged.hit ? 'tone-good' : 'tone-bad';
  return (
    <section class="prove-result" aria-labelledby="prove-result-title">
      <h3 id="prove-result-title">The answers</h3>
      <p class="prove-question">Asked: “{asked.question}”</p>
      <div class="prove-columns">
        <Column title="Bare model" answer={answer.base} tone="prove-bare" />
        <Column title="With this knowledge" answer={answer.patched} tone="prove-patched" />
      </div>
      <div class="prove-verdict">
        {judged.lines.map((line, i) => (
          <p key={i} class={i === 0 ? tone : ''}>
            {line}
          </p>
        ))}
        {answer.was_applied && (
          <p>This knowledge was already applied on this node’s model, so the bare column includes it too.</p>
        )}
      </div>
    </section>
  );
}

const REFUSAL_LEAD: Record<number, string> = {
  400: 'The node refused the question',
  404: 'The node cannot run this knowledge',
  429: 'No free tries are left this hour',
  499: 'The question was given up',
  503: 'The model stayed busy too long',
};

function Refused({ status, message, resetAt }: { status: number; message: string; resetAt?: number | undefined }) {
  const lead = REFUSAL_LEAD[status] ?? 'The question got no answer';
  return (
    <div class={status === 499 ? 'prove-note' : 'notice'} role={status === 499 ? undefined : 'alert'}>
      <p>
        {lead}. The node said: {message}
      </p>
      {resetAt !== undefined && (
        <p>
          The next free try comes at{' '}
          <time dateTime={new Date(resetAt).toISOString()}>{new Date(resetAt).toLocaleTimeString()}</time>.
        </p>
      )}
    </div>
  );
}

function QuotaLine({ quota }: { quota: Quota | null }) {
  if (quota === null) return null;
  if (quota.limit === null) {
    const text = quota.remaining === 0 ? 'No free tries are left this hour.' : 'Your tries are not counted here.';
    return <p class="prove-hint">{text}</p>;
  }
  return (
    <p class="prove-hint">
      {quota.remaining ?? 0} of {quota.limit} free tries left this hour.
    </p>
  );
}
