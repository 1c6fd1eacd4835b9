import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body bytes exactly as received: a teaching-key header signs their sha256, not the parsed JSON. */
    rawBody?: Buffer;
  }
}

/**
 * Replaces Fastify's JSON parser with one that keeps the raw bytes and treats an empty body as no body
 * (clients send `content-type: application/json` on bodiless POSTs such as logout).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(/^application\/([\w.+-]+\+)?json$/, { parseAs: 'buffer' }, (request, raw, done) => {
    const bytes = raw as Buffer;
    request.rawBody = bytes;
    if (bytes.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(bytes.toString('utf8')) as unknown);
    } catch (err) {
      done(new HttpError(400, `invalid: body is not valid JSON (${(err as Error).message})`), undefined);
    }
  });
}
