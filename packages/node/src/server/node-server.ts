import { type ReplayCache } from '@ainize/core';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { OperatorAuth, type PasswordStore } from '../auth/operator-auth.js';
import { SqliteReplayCache } from '../auth/replay-store.js';
import { type RequestAuthDeps, authenticate } from '../auth/request-auth.js';
import { authRoutes } from '../auth/routes.js';
import type { NodeConfig } from '../home/config-schema.js';
import type { Store } from '../store/index.js';
import { errorBody } from '../http/envelope.js';
import { describeZodError, toErrorResponse } from '../http/error-handler.js';
import { consoleRoutes, isConsolePage } from '../http/console-routes.js';
import { waitForPort } from '../http/port-wait.js';
import { HttpError } from '../http/errors.js';
import { guardHostAndOrigin, hostPolicy } from '../http/host-guard.js';
import { installJsonBodyParser } from '../http/json-body.js';
import { loggedUrl } from '../http/log-url.js';
import { MALFORMED_URL, hasMalformedQuery } from '../http/malformed-url.js';
import type { Route } from '../http/route.js';
import { type InfoProviders, type ReadinessChecks, systemRoutes } from '../http/system-routes.js';
import { nodeVersion } from '../http/version.js';

type LogLevel = NodeConfig['log']['level'];

/**
 * Everything the HTTP layer needs, handed in by the composition root (cli/start) or a test. Nothing here
 * opens files or reads globals, so a test can run several nodes in one process.
 */
export interface NodeServerDeps {
  config: NodeConfig;
  /** Opened with `authMigrations` among its migrations. */
  store: Store;
  /** Where the operator password hash is kept (config.json in a real home). */
  passwords: PasswordStore;
  /** Routes contributed by the other parts of the node (catalog, ledger, runtime …). */
  routes?: readonly Route[];
  info?: InfoProviders;
  /** Extra readiness checks (ledger, runtime, peers); the store is always checked. */
  readiness?: ReadinessChecks;
  /** Spent teaching-key headers; defaults to the SQLite table in `store`. */
  replay?: ReplayCache;
  version?: string;
  now?: () => number;
  /**
   * The web console's built folder; by default the `@ainize/console` package's `dist/`, found at run time. A folder
   * without a built console makes `GET /` answer a short page saying how to build it.
   */
  consoleDist?: string;
}

export interface NodeServer {
  app: FastifyInstance;
  routes: readonly Route[];
  auth: OperatorAuth;
  /** Binds config.host:config.port (port 0 picks a free one) and resolves to the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export function createNodeServer(deps: NodeServerDeps): NodeServer {
  const { config, store } = deps;
  const now = deps.now ?? Date.now;
  const version = deps.version ?? nodeVersion();
  const auth = new OperatorAuth(store, deps.passwords, now);
  const authDeps: RequestAuthDeps = {
    operator: auth,
    replay: deps.replay ?? new SqliteReplayCache(store.db),
    nodeAddress: config.identity.address,
    now,
  };

  const app = Fastify({
    // stdout may be a protocol channel (an MCP client spawning us); logs go to stderr only.
    logger: {
      level: config.log.level,
      stream: process.stderr,
      serializers: {
        // Fastify's own request fields, with secrets taken out of the URL.
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: loggedUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    // A JSON lesson of several thousand rows fits; file uploads will carry their own limit.
    bodyLimit: 8 * 1024 * 1024,
    // A path the router cannot decode never reaches a route; its refusal goes through the same envelope.
    frameworkErrors: sendError,
  });
  installJsonBodyParser(app);

  // Filled right below; the OpenAPI route reads it lazily so the document lists every route, its own included.
  const table: Route[] = [];
  table.push(
    ...systemRoutes({
      config,
      version,
      startedAt: now(),
      now,
      info: deps.info ?? {},
      readiness: { store: () => store.db.prepare('SELECT 1 AS one').get() !== undefined, ...deps.readiness },
      routes: () => table,
    }),
    ...authRoutes(auth, config.identity.address),
    ...(deps.routes ?? []),
    ...consoleRoutes(deps.consoleDist),
  );
  for (const route of table) register(app, route, authDeps, config.log.level);

  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send(errorBody(`not_found: no route ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler(sendError);
  const hosts = hostPolicy(config);
  app.addHook('onRequest', async (request) => {
    guardHostAndOrigin(request.headers, hosts);
    // A console page judges its own query and says in the page what was wrong with it.
    if (hasMalformedQuery(request.url) && !isConsolePage(request.url)) throw new HttpError(400, MALFORMED_URL);
  });

  return {
    app,
    routes: table,
    auth,
    listen: async () => {
      await waitForPort(config.host, config.port, { onWait: (sentence) => app.log.warn(sentence) });
      await app.listen({ port: config.port, host: config.host });
      return baseUrl(app);
    },
    close: () => app.close(),
  };
}

/** The one way a refusal leaves the node: the envelope and status toErrorResponse chose. */
function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body, headers } = toErrorResponse(err);
  if (status >= 500 && status !== 503) request.log.error({ err }, 'request failed');
  void reply.code(status).headers(headers).send(body);
}

function register(app: FastifyInstance, route: Route, authDeps: RequestAuthDeps, nodeLevel: LogLevel): void {
  app.route({
    method: route.method,
    url: route.path,
    ...(route.logLevel === 'debug' ? { logLevel: quietRouteLevel(nodeLevel) } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      // Operator and public routes check auth first; where a teaching-key header may be verified, the shape is
      // checked first so a malformed request is refused without spending the header.
      const spendsHeader = route.auth !== 'none' && route.auth !== 'operator';
      const early = spendsHeader ? undefined : authenticate(route.auth, request, authDeps);
      const params = parse(route.params, request.params, 'params');
      const query = parse(route.query, request.query, 'query');
      const body = parse(route.body, route.body ? (request.body ?? {}) : undefined, 'body');
      const caller = early ?? authenticate(route.auth, request, authDeps);
      const result: unknown = await route.handler({ params, query, body, caller, request, reply });
      if (reply.sent || result === reply) return reply;
      return reply.send(result);
    },
  });
}

/**
 * Fastify writes its request lines at info and lets a route set only the threshold of its logger. A route whose
 * lines belong at debug therefore gets `warn` on a node at info (the lines go, warnings and errors stay) and the
 * node's own level otherwise: at debug or trace the lines are wanted, at warn or above they are dropped anyway.
 */
function quietRouteLevel(nodeLevel: LogLevel): LogLevel {
  return nodeLevel === 'info' ? 'warn' : nodeLevel;
}

function parse(schema: z.ZodType | undefined, value: unknown, where: 'params' | 'query' | 'body'): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(400, `invalid: ${describeZodError(result.error, where)}`, { issues: result.error.issues });
}

function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on TCP');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
