import { useEffect, useState } from 'preact/hooks';
import { ApiError, getJson, refusal } from './api.js';

/**
 * The operator's sign-in as the page sees it. The session itself is an HttpOnly cookie the page cannot read; what the
 * page holds is whether it is signed in and the CSRF token the node derives from that session, which every write
 * must carry in `x-csrf-token`. A page on another site can send the cookie (it cannot: SameSite=Strict) but never
 * read this token.
 */
export interface Session {
  signed_in: boolean;
  /** The node's address (teaching-key headers are signed for it). */
  address: string;
  /** No operator password has been chosen yet. */
  needsSetup: boolean;
  /** Present when signed in with the session cookie. */
  csrf?: string;
  /** Set when the node could not be asked: the page then says so instead of waiting. */
  unreachable?: string;
}

let current: Session | undefined;
const listeners = new Set<(session: Session | undefined) => void>();

function publish(next: Session | undefined): void {
  current = next;
  for (const listener of listeners) listener(next);
}

/** Asks the node again who this page is (after a sign-in, a sign-out, or a write refused as signed out). */
export async function refreshSession(): Promise<Session> {
  const session = await getJson<Session>('/api/auth/me');
  publish(session);
  return session;
}

/** The current session, fetched once and shared by every component; undefined while it loads. */
export function useSession(): Session | undefined {
  const [session, setSession] = useState<Session | undefined>(current);
  useEffect(() => {
    listeners.add(setSession);
    // A sign-in state that arrived between this component's first render and now (another component asked).
    if (current !== undefined) setSession(current);
    else {
      refreshSession().catch((thrown: unknown) => {
        const said = thrown instanceof Error ? thrown.message : String(thrown);
        publish({ signed_in: false, address: '', needsSetup: false, unreachable: said });
      });
    }
    return () => void listeners.delete(setSession);
  }, []);
  return session;
}

/**
 * Sends a write to the node with the CSRF token and the session cookie, and answers the JSON body. A refusal becomes
 * an ApiError carrying the node's own sentence; a 401 or 403 also re-reads the session, since it may have ended.
 */
export async function send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (current?.csrf) headers['x-csrf-token'] = current.csrf;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(0, 'The node did not answer. Is it still running?');
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 || response.status === 403) refreshSession().catch(() => undefined);
    throw refusal(response.status, parsed);
  }
  return parsed as T;
}

/**
 * Opens an operator session with a password: `login`, or `setup` on a node with no password yet. The node answers with
 * the cookie only (the `x-session: cookie` header); a success body is never read, since an older node would put the
 * session token in it.
 */
async function openSession(path: '/api/auth/login' | '/api/auth/setup', password: string): Promise<Session> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-session': 'cookie' },
    credentials: 'same-origin',
    body: JSON.stringify({ password }),
  }).catch(() => {
    throw new ApiError(0, 'The node did not answer. Is it still running?');
  });
  if (!response.ok) throw refusal(response.status, await response.json().catch(() => undefined));
  return refreshSession();
}

export function signIn(password: string): Promise<Session> {
  return openSession('/api/auth/login', password);
}

/** Chooses the first operator password and signs in with it. */
export function setUp(password: string): Promise<Session> {
  return openSession('/api/auth/setup', password);
}

export async function signOut(): Promise<void> {
  await send('POST', '/api/auth/logout').catch(() => undefined);
  await refreshSession();
}
