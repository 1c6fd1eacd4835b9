import { useEffect, useRef, useState } from 'preact/hooks';
import { navigate } from './router.js';
import { setUp, signIn, useSession } from './session.js';
import './money.css';

/**
 * The operator's way in: the password form, or on a node where no password was chosen yet, the form that chooses
 * it. The password is read from the field when the form is sent and the field is emptied at once; no state, store
 * or address ever holds it.
 */
export function SignIn({ next }: { next: string }) {
  const session = useSession();
  useEffect(() => {
    document.title = 'Sign in · Ainize console';
  }, []);
  if (session === undefined) return <p aria-live="polite">Checking whether you are signed in…</p>;
  if (session.signed_in) {
    return (
      <>
        <h1>Signed in</h1>
        <p>
          You are signed in as this node's operator. <a href={next}>Continue</a>.
        </p>
      </>
    );
  }
  return session.needsSetup ? <ChooseFirstPassword next={next} /> : <PasswordForm next={next} />;
}

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'refused'; message: string };

/** What a failed sign-in or setup says in the page: the node's sentence, or why nothing was sent. */
function Refusal({ id, sending }: { id: string; sending: Sending }) {
  return (
    <div id={id} role="alert" class={sending.state === 'refused' ? 'notice' : undefined}>
      {sending.state === 'refused' && <p>{sending.message}</p>}
    </div>
  );
}

function messageOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

/** Takes the password out of a field and empties it: the caller uses it once and drops it. */
function takePassword(input: HTMLInputElement | null): string {
  if (!input) return '';
  const value = input.value;
  input.value = '';
  return value;
}

function PasswordForm({ next }: { next: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const refused = sending.state === 'refused';

  async function submit(event: Event) {
    event.preventDefault();
    if (sending.state === 'sending') return;
    const password = takePassword(field.current);
    if (password === '') {
      setSending({ state: 'refused', message: 'Type the operator password first; nothing was sent.' });
      field.current?.focus();
      return;
    }
    setSending({ state: 'sending' });
    try {
      await signIn(password);
      navigate(next);
    } catch (thrown) {
      setSending({ state: 'refused', message: messageOf(thrown) });
      field.current?.focus();
    }
  }

  return (
    <>
      <h1>Sign in</h1>
      <p>This node's wallet, lessons and peers are for its operator. Sign in with the node's operator password.</p>
      <form class="signin" onSubmit={(event) => void submit(event)} noValidate>
        <div class="field">
          <label for="signin-password">Operator password</label>
          <input
            id="signin-password"
            ref={field}
            type="password"
            name="password"
            autocomplete="current-password"
            aria-invalid={refused}
            aria-describedby="signin-refusal"
          />
        </div>
        <Refusal id="signin-refusal" sending={sending} />
        <div class="actions">
          <button type="submit" disabled={sending.state === 'sending'}>
            {sending.state === 'sending' ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
      </form>
    </>
  );
}

/** Why the two fields cannot be sent, or null when they can. */
function setupProblem(password: string, again: string): string | null {
  if (password === '') return 'Choose a password first; nothing was sent.';
  if (password !== again) return 'The two passwords differ; type the same one twice. Nothing was sent.';
  return null;
}

function ChooseFirstPassword({ next }: { next: string }) {
  const first = useRef<HTMLInputElement>(null);
  const second = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  async function submit(event: Event) {
    event.preventDefault();
    if (sending.state === 'sending') return;
    const password = takePassword(first.current);
    const problem = setupProblem(password, takePassword(second.current));
    if (problem !== null) {
      setSending({ state: 'refused', message: problem });
      first.current?.focus();
      return;
    }
    setSending({ state: 'sending' });
    try {
      await setUp(password);
      navigate(next);
    } catch (thrown) {
      setSending({ state: 'refused', message: messageOf(thrown) });
      first.current?.focus();
    }
  }

  const refused = sending.state === 'refused';
  return (
    <>
      <h1>Choose the operator password</h1>
      <p>
        No operator password has been chosen on this node yet. The one you choose here signs you in from now on. The
        node refuses a password that is short or easy to guess: several unrelated words make a good one.
      </p>
      <form class="signin" onSubmit={(event) => void submit(event)} noValidate>
        <div class="field">
          <label for="setup-password">New operator password</label>
          <input
            id="setup-password"
            ref={first}
            type="password"
            name="new-password"
            autocomplete="new-password"
            aria-invalid={refused}
            aria-describedby="setup-hint setup-refusal"
          />
          <span id="setup-hint" class="hint">
            At least 12 characters, and hard to guess.
          </span>
        </div>
        <div class="field">
          <label for="setup-again">The same password again</label>
          <input id="setup-again" ref={second} type="password" name="new-password-again" autocomplete="new-password" />
        </div>
        <Refusal id="setup-refusal" sending={sending} />
        <div class="actions">
          <button type="submit" disabled={sending.state === 'sending'}>
            {sending.state === 'sending' ? 'Saving…' : 'Choose this password and sign in'}
          </button>
        </div>
      </form>
    </>
  );
}
