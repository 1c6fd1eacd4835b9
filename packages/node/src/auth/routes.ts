import { z } from 'zod';
import { type Route, defineRoute } from '../http/route.js';
import { LOGIN_LIMITS } from './login-throttle.js';
import { MIN_PASSWORD_LENGTH, type OperatorAuth, SESSION_TTL_MS } from './operator-auth.js';
import { SESSION_COOKIE, operatorToken } from './request-auth.js';

const okToken = z.object({ ok: z.literal(true), token: z.string() });

/** Session cookie for the browser; HttpOnly so page scripts cannot read the token. */
function sessionCookie(token: string, maxAgeS: number): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeS}`;
}

export function authRoutes(auth: OperatorAuth, nodeAddress: string): Route[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/auth/setup',
      auth: 'none',
      tags: ['auth'],
      summary: 'Choose the operator password (first run only) and sign in',
      body: z.strictObject({ password: z.string().min(MIN_PASSWORD_LENGTH) }),
      response: okToken,
      handler: async ({ body, reply }) => {
        const token = await auth.setup(body.password);
        reply.header('set-cookie', sessionCookie(token, SESSION_TTL_MS / 1000));
        return { ok: true, token };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/login',
      auth: 'none',
      tags: ['auth'],
      summary: 'Sign in as the operator; the token lasts 30 days',
      description:
        `After ${LOGIN_LIMITS.perClient} failed sign-ins from one address, or ${LOGIN_LIMITS.perNode} from all, ` +
        `within ${LOGIN_LIMITS.windowMs / 60_000} minutes, answers 429 rate_limited with retry-after.`,
      body: z.strictObject({ password: z.string().min(1) }),
      response: okToken,
      handler: async ({ body, request, reply }) => {
        // The socket's address, never a forwarded-for header: that is the client's say-so, and would let one
        // guesser pose as many.
        const token = await auth.login(body.password, request.ip);
        reply.header('set-cookie', sessionCookie(token, SESSION_TTL_MS / 1000));
        return { ok: true, token };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/logout',
      auth: 'none',
      tags: ['auth'],
      summary: 'End the presented operator session (a no-op without one)',
      response: z.object({ ok: z.literal(true) }),
      handler: ({ request, reply }) => {
        const token = operatorToken(request);
        if (token !== undefined) auth.logout(token);
        reply.header('set-cookie', sessionCookie('', 0));
        return { ok: true };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/auth/me',
      auth: 'none',
      tags: ['auth'],
      summary: 'Whether the caller is signed in, and the node address teaching-key headers must sign for',
      response: z.object({ signed_in: z.boolean(), address: z.string(), needsSetup: z.boolean() }),
      handler: ({ caller }) => ({ signed_in: caller.operator, address: nodeAddress, needsSetup: auth.needsSetup() }),
    }),
  ];
}
