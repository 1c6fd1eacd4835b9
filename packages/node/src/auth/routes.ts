import { pickTeachAuthHeader } from '@ainize/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type Route, defineRoute } from '../http/route.js';
import { HOME_LOGIN_PATH, requireThisMachine } from './home-login.js';
import { LOGIN_LIMITS } from './login-throttle.js';
import { type OperatorAuth, SESSION_TTL_MS } from './operator-auth.js';
import { MIN_PASSWORD_LENGTH } from './password-strength.js';
import { SESSION_COOKIE, operatorToken } from './request-auth.js';

const okToken = z.object({ ok: z.literal(true), token: z.string() });

/** Session cookie for the browser; HttpOnly so page scripts cannot read the token. */
function sessionCookie(token: string, maxAgeS: number): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeS}`;
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
        const token = await auth.login(body.password, request.ip, hangUpSignal(reply));
        reply.header('set-cookie', sessionCookie(token, SESSION_TTL_MS / 1000));
        return { ok: true, token };
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
