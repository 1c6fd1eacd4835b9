import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ReplayCache, pickTeachAuthHeader, verifyTeachAuth } from '@ainize/core';
import type { FastifyRequest } from 'fastify';
import { HttpError, operatorLoginRequired } from '../http/errors.js';
import type { AuthKind, Caller } from '../http/route.js';
import type { OperatorAuth } from './operator-auth.js';

export const SESSION_COOKIE = 'ngram_session';

export interface RequestAuthDeps {
  operator: OperatorAuth;
  replay: ReplayCache;
  /** This node's address: a teaching-key header signed for another node is refused. */
  nodeAddress: string;
  now: () => number;
}

/** The header a write signed in by the session cookie must carry: the token `GET /api/auth/me` gives the page. */
export const CSRF_HEADER = 'x-csrf-token';

/** Methods that change nothing, so a cookie alone may sign them in. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The operator token a request presents, and how: a bearer header is sent on purpose, a cookie comes by itself. */
export interface PresentedSession {
  token: string;
  via: 'bearer' | 'cookie';
}

/** The operator token from `Authorization: Bearer …`, else from the session cookie. */
export function presentedSession(request: FastifyRequest): PresentedSession | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (match?.[1]) return { token: match[1], via: 'bearer' };
  }
  const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
  return cookie === undefined ? undefined : { token: cookie, via: 'cookie' };
}

/**
 * The CSRF token of a session: derived from the session's own secret, so it needs no storage, ends with the
 * session, and cannot be computed by anyone who does not hold the cookie's value. A page of this origin reads it
 * from `GET /api/auth/me`; a page of any other origin can neither read that answer nor the cookie.
 */
export function csrfToken(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('ainize-console-csrf').digest('base64url');
}

/**
 * True when the presented session may act on this request: always for GET and for a bearer token; for a write
 * signed in by the cookie, only with the session's CSRF token in `x-csrf-token`.
 */
export function sessionMayWrite(request: FastifyRequest, session: PresentedSession): boolean {
  if (session.via === 'bearer' || SAFE_METHODS.has(request.method)) return true;
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfToken(session.token));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 403 for a write signed in by the cookie alone: a page of another site may have sent it. */
function csrfRefused(): HttpError {
  return new HttpError(
    403,
    `csrf_invalid: a write signed in with the session cookie must carry the ${CSRF_HEADER} header that ` +
      'GET /api/auth/me gives a signed-in page (or use Authorization: Bearer)',
  );
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Resolves who is calling and refuses what the route's auth kind does not allow. A teaching-key header is
 * verified only where the route reads it: verifying spends it, and a header should buy exactly one request.
 */
export function authenticate(kind: AuthKind, request: FastifyRequest, deps: RequestAuthDeps): Caller {
  const session = presentedSession(request);
  const valid = deps.operator.isSession(session?.token);
  // A session the request may not write with counts as none, except where the route needs the operator: there the
  // refusal names the missing CSRF token rather than saying "sign in" to someone who is signed in.
  const operator = valid && session !== undefined && sessionMayWrite(request, session);
  const header = pickTeachAuthHeader(request.headers);
  const caller: Caller = { operator };
  const needOperator = () => {
    if (operator) return;
    throw valid ? csrfRefused() : operatorLoginRequired();
  };
  switch (kind) {
    case 'none':
      return caller;
    case 'operator':
      needOperator();
      return caller;
    case 'teach':
      // The operator teaches as the node itself: on the node's own door its session stands for the node's key.
      if (header === undefined && valid) {
        needOperator();
        return { ...caller, teacher: deps.nodeAddress };
      }
      return { ...caller, teacher: verifyTeacher(request, header, deps) };
    case 'operator_or_teach':
      if (header !== undefined) return { ...caller, teacher: verifyTeacher(request, header, deps) };
      needOperator();
      return caller;
    case 'optional_teach':
      return header === undefined ? caller : { ...caller, teacher: verifyTeacher(request, header, deps) };
  }
}

function verifyTeacher(request: FastifyRequest, header: string | undefined, deps: RequestAuthDeps): string {
  const result = verifyTeachAuth({
    header,
    nodeAddress: deps.nodeAddress,
    method: request.method,
    // The raw target as sent, query included: the signature covers it byte for byte.
    pathWithQuery: request.url,
    ...(request.rawBody && request.rawBody.length > 0 ? { body: request.rawBody } : {}),
    now: deps.now(),
    replay: deps.replay,
  });
  if (result.ok) return result.address;
  throw new HttpError(
    401,
    `invalid_signature: x-ngram-auth header missing, expired, replayed or invalid (${result.reason}: ${result.detail})`,
    { reason: result.reason },
  );
}
