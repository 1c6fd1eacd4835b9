import { AinizeFailure, InvalidInputError, nodeErrorResponse } from '@ainize/core';
import { ZodError } from 'zod';
import { type ErrorBody, errorBody } from './envelope.js';
import { ChatCancelledError, ConflictError, HttpError, NotFoundError, ValidationError } from './errors.js';
import { MALFORMED_URL } from './malformed-url.js';

/** Clients (and the MCP server) wait this long before asking again after a busy model. */
export const BUSY_RETRY_AFTER_S = 30;
const BUSY_TEXT = /shared runtime busy/;

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/**
 * The only place a thrown value becomes an HTTP answer, in the order of the digest's §0 table. Unknown errors
 * keep their message (it is what the operator needs) but never their stack.
 */
export function toErrorResponse(err: unknown): ErrorResponse {
  const plain = (status: number, body: ErrorBody, headers: Record<string, string> = {}) => ({ status, body, headers });
  if (err instanceof ChatCancelledError) {
    return plain(499, errorBody(err.message, { cancelled: true, charged: err.charged }));
  }
  if (err instanceof Error && BUSY_TEXT.test(err.message)) {
    return plain(503, errorBody(err.message, { busy: true }), { 'retry-after': String(BUSY_RETRY_AFTER_S) });
  }
  if (err instanceof HttpError) return plain(err.status, errorBody(err.message, err.extra), err.headers);
  if (err instanceof AinizeFailure) {
    // A catalogue code carries its usual status (dataset_not_found → 404, quota_chat → 429 …); details ride along.
    const { code, message, details } = err.error;
    return nodeErrorResponse(code, message, details);
  }
  if (err instanceof ZodError)
    return plain(400, errorBody(`invalid: ${describeZodError(err)}`, { issues: err.issues }));
  if (err instanceof ValidationError) return plain(400, errorBody(withCode('invalid', err.message)));
  if (err instanceof ConflictError) {
    return plain(409, errorBody(err.message, err.details === undefined ? {} : { details: err.details }));
  }
  if (err instanceof NotFoundError) return plain(404, errorBody(err.message));
  if (err instanceof InvalidInputError) return plain(400, errorBody(`invalid: ${err.kind}: ${err.reason}`));
  const framework = frameworkError(err);
  if (framework) return framework;
  const message = err instanceof Error && err.message ? err.message : 'an unexpected error without a message';
  return plain(500, errorBody(`internal_error: ${message}`));
}

/** `body.password: too small …; body: unknown field "x"` — every issue, each naming its field. */
export function describeZodError(err: ZodError, prefix?: string): string {
  return err.issues
    .map((issue) => {
      const path = [prefix, ...issue.path.map(String)].filter((p) => p !== undefined && p !== '').join('.');
      const where = path === '' ? '(root)' : path;
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => `${path === '' ? key : `${path}.${key}`}: unknown field`).join('; ');
      }
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

/** Fastify's own refusals (bad JSON, too large, wrong media type, a bad URL) carry a 4xx statusCode. */
function frameworkError(err: unknown): ErrorResponse | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { statusCode, message, code } = err as { statusCode?: unknown; message?: unknown; code?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return undefined;
  // Fastify's sentence quotes the whole raw path back; ours says what is wrong with it.
  const sentence = code === 'FST_ERR_BAD_URL' ? MALFORMED_URL : withCode('invalid', String(message));
  return { status: statusCode, body: errorBody(sentence), headers: {} };
}

function withCode(code: string, message: string): string {
  return /^[a-z][a-z0-9_]*:\s/.test(message) ? message : `${code}: ${message}`;
}
