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

/** The operator token from `Authorization: Bearer …`, else from the session cookie. */
export function operatorToken(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (match?.[1]) return match[1];
  }
  return readCookie(request.headers.cookie, SESSION_COOKIE);
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
  const operator = deps.operator.isSession(operatorToken(request));
  const header = pickTeachAuthHeader(request.headers);
  const caller: Caller = { operator };
  switch (kind) {
    case 'none':
      return caller;
    case 'operator':
      if (!operator) throw operatorLoginRequired();
      return caller;
    case 'teach':
      return { ...caller, teacher: verifyTeacher(request, header, deps) };
    case 'operator_or_teach':
      if (header !== undefined) return { ...caller, teacher: verifyTeacher(request, header, deps) };
      if (!operator) throw operatorLoginRequired();
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
