import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * Every HTTP route of the node is one of these values, listed in one table and registered in one place
 * (server.ts). The same table feeds validation, auth and the generated OpenAPI document, so documentation
 * cannot drift from behaviour.
 */

/**
 * - `none`: public.
 * - `operator`: bearer token or `ngram_session` cookie.
 * - `teach`: a valid, unspent teaching-key header; or, without one, an operator session, which teaches as the node's
 *   own address.
 * - `operator_or_teach`: either; a teaching-key header is checked when present, otherwise an operator session.
 * - `optional_teach`: public, but a header that is present must verify (the route may then show more).
 */
export type AuthKind = 'none' | 'operator' | 'teach' | 'operator_or_teach' | 'optional_teach';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who is calling, as far as this request proved it. */
export interface Caller {
  /** A valid operator session came with the request (checked on every route, so quotas can exempt it). */
  operator: boolean;
  /** Checksummed address proven by a teaching-key header on this request. */
  teacher?: string;
}

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  caller: Caller;
  request: FastifyRequest;
  /** For status codes, headers and streams; a handler that sends through it must return the reply. */
  reply: FastifyReply;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
> {
  method: HttpMethod;
  /** Fastify syntax (`/api/patches/:id`); OpenAPI gets `{id}`. */
  path: string;
  auth: AuthKind;
  summary: string;
  description?: string;
  /** OpenAPI grouping, e.g. `auth`, `catalog`. */
  tags?: string[];
  params?: P;
  query?: Q;
  /** Use z.strictObject so an unknown field is refused with its name rather than silently dropped. */
  body?: B;
  /** Documentation only: the 200 response shape. */
  response?: z.ZodType;
  /** Response media type when it is not JSON (ndjson, octet-stream). */
  produces?: string;
  /**
   * `debug` for routes polled all day (peers pulling records, health probes): their request lines are written
   * only when the node logs at debug or finer, so they do not drown the rest of an info log. Their warnings and
   * errors are logged as on any route.
   */
  logLevel?: 'debug';
  handler: (ctx: RouteContext<Out<P>, Out<Q>, Out<B>>) => unknown;
}

/** A route with its types erased, as the table holds it. */
export interface Route extends Omit<RouteSpec, 'params' | 'query' | 'body' | 'handler'> {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  handler: (ctx: RouteContext<unknown, unknown, unknown>) => unknown;
}

/** Checks a handler against its schemas at compile time, then erases the types for the table. */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<P, Q, B>): Route {
  // Safe: server.ts parses params/query/body with these very schemas before calling the handler.
  return spec as unknown as Route;
}
