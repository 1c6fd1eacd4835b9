import { pickTeachAuthHeader } from '@ainize/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Route, defineRoute } from '../http/route.js';
import { HOME_LOGIN_PATH, requireThisMachine } from './home-login.js';
import { LOGIN_LIMITS } from './login-throttle.js';
import { type OperatorAuth, SESSION_TTL_MS } from './operator-auth.js';
import { MIN_PASSWORD_LENGTH } from './password-strength.js';
import { SESSION_COOKIE, csrfToken, presentedSession, sessionMayWrite } from './request-auth.js';

const okToken = z.object({
  ok: z.literal(true),
  token: z.string().optional().describe('absent when the request asked for the cookie only (x-session: cookie)'),
});

/**
 * Session cookie for the browser: HttpOnly so page scripts cannot read the token, SameSite=Strict so no other site's
 * page can make the browser send it.
 */
function sessionCookie(token: string, maxAgeS: number): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}`;
}

/**
 * A new session goes out as the cookie, and as `token` in the body for API clients; a browser page that asks with
 * `x-session: cookie` gets the cookie only, so no script of the page ever holds the token.
 */
function signedIn(request: FastifyRequest, reply: FastifyReply, token: string): z.infer<typeof okToken> {
  reply.header('set-cookie', sessionCookie(token, SESSION_TTL_MS / 1000));
  return request.headers['x-session'] === 'cookie' ? { ok: true } : { ok: true, token };
}

/** Aborts when the caller hangs up before its answer is sent, so work queued for it can be dropped. */
function hangUpSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function authRoutes(auth: OperatorAuth, nodeAddress: string): Route[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/auth/setup',
      auth: 'none',
      tags: ['auth'],
      summary: 'Choose the operator password (first run only) and sign in',
      description:
        `At least ${MIN_PASSWORD_LENGTH} characters, and not guessable (zxcvbn score 3, 10^8 guesses): ` +
        'a weak one is 400 weak_password with a sentence saying why.',
      body: z.strictObject({ password: z.string().min(MIN_PASSWORD_LENGTH) }),
      response: okToken,
      handler: async ({ body, request, reply }) => signedIn(request, reply, await auth.setup(body.password)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/login',
      auth: 'none',
      tags: ['auth'],
      summary: 'Sign in as the operator; the token lasts 30 days',
      description:
        `After ${LOGIN_LIMITS.perClient} failed sign-ins from one address within ` +
        `${LOGIN_LIMITS.windowMs / 60_000} minutes, that address gets 429 rate_limited with retry-after. ` +
        `All addresses together get one password check per ${LOGIN_LIMITS.checkIntervalMs / 1000} s ` +
        `(after a burst of ${LOGIN_LIMITS.burst}): a busier attempt waits its turn, the addresses with the ` +
        'fewest recent failures first.',
      body: z.strictObject({ password: z.string().min(1) }),
      response: okToken,
      handler: async ({ body, request, reply }) => {
        // The socket's address, never a forwarded-for header: that is the client's say-so, and would let one
        // guesser pose as many.
        return signedIn(request, reply, await auth.login(body.password, request.ip, hangUpSignal(reply)));
      },
    }),
    defineRoute({
      method: 'POST',
      path: HOME_LOGIN_PATH,
      auth: 'none',
      tags: ['auth'],
      summary: "Sign in with the node's own key, from this machine only (what `ainize login` does)",
      description:
        "Needs an x-ngram-auth header signed by the node's identity key under the purpose operator-home-login, " +
        'at most a minute old and used once; no password and no throttle. 401 invalid_signature otherwise; ' +
        '403 not_this_machine from another host.',
      response: okToken,
      handler: ({ request }) => {
        requireThisMachine(request.socket);
        const token = auth.signInWithNodeKey({
          header: pickTeachAuthHeader(request.headers),
          // The raw target as sent: the signature covers it byte for byte.
          pathWithQuery: request.url,
          nodeAddress,
        });
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
        // A cookie alone does not end a session: without the CSRF token, another site's page could have sent it.
        const session = presentedSession(request);
        if (session !== undefined && !sessionMayWrite(request, session)) return { ok: true };
        if (session !== undefined) auth.logout(session.token);
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
      description:
        'A caller signed in with the session cookie also gets `csrf`: the token every write it signs in with that ' +
        'cookie must carry in the x-csrf-token header.',
      response: z.object({
        signed_in: z.boolean(),
        address: z.string(),
        needsSetup: z.boolean(),
        csrf: z.string().optional(),
      }),
      handler: ({ caller, request }) => {
        const session = presentedSession(request);
        const csrf = caller.operator && session?.via === 'cookie' ? { csrf: csrfToken(session.token) } : {};
        return { signed_in: caller.operator, address: nodeAddress, needsSetup: auth.needsSetup(), ...csrf };
      },
    }),
  ];
}
