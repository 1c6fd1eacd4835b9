import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Scrubber } from '@ainize/core';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { McpConfig } from '../config/index.js';
import type { NodeClient } from '../node-client/index.js';
import { createProcessShared, type ProcessShared } from '../process-shared.js';
import { createAinizeServer } from '../server.js';
import { MAX_FRAME_BYTES } from '../stdio/frame-limit.js';
import { BearerCheck } from './bearer.js';
import { readJsonBody } from './body.js';
import { allowedHosts, hostAllowed, originAllowed } from './origin.js';
import { SessionTable, type HttpSession } from './sessions.js';

/**
 * `ainize-mcp --http`: the same server over Streamable HTTP, one MCP session per client, on one port. Every
 * request passes the same gate, in this order, before any session sees it:
 *
 *   Host names this server (403) → Origin, when sent, is this server (403) → the bearer token, when one is
 *   configured (401) → the path is /mcp (404) → GET, POST or DELETE (405) → a POST body within the limit (413)
 *   → a known Mcp-Session-Id (404), or none on an `initialize` (400 otherwise; 503 when the port is full).
 *
 * No response ever carries an Access-Control-Allow-* header: a browser page on another origin gets nothing it can
 * read. No refusal repeats what the request sent.
 */

export const MCP_PATH = '/mcp';
/** How often idle sessions are looked for. */
const SWEEP_MS = 60_000;

export interface HttpHostOptions {
  config: McpConfig;
  client: NodeClient;
  scrubber: Scrubber;
  /** The address to bind; 127.0.0.1 unless the operator names another. */
  host?: string;
  /** 0 picks a free port (the URL says which). */
  port: number;
  /** AINIZE_MCP_HTTP_TOKEN: when set, every request must carry it as a bearer. */
  token?: string;
  /** What the sessions share; made here (and stopped on close) when absent. */
  shared?: ProcessShared;
  maxSessions?: number;
  idleMs?: number;
  sweepMs?: number;
  maxBodyBytes?: number;
  /** Where one-line notes go (stderr in the command). */
  note?: (line: string) => void;
}

export interface HttpHost {
  /** `http://<host>:<port>/mcp`. */
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  readonly sessions: SessionTable;
  /** Closes every session (cancelling what they run) and the port. */
  close(): Promise<void>;
}

export async function startHttpHost(options: HttpHostOptions): Promise<HttpHost> {
  const host = options.host ?? '127.0.0.1';
  const note = options.note ?? (() => undefined);
  const shared = options.shared ?? createProcessShared(options.config, options.client);
  const bearer = options.token === undefined ? null : new BearerCheck(options.token);
  const maxBody = options.maxBodyBytes ?? MAX_FRAME_BYTES;
  const sessions = new SessionTable({
    build: () =>
      createAinizeServer({ config: options.config, client: options.client, scrubber: options.scrubber, shared }),
    note,
    ...(options.maxSessions === undefined ? {} : { maxSessions: options.maxSessions }),
    ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs }),
  });
  let hosts: ReadonlySet<string> = new Set();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Node keeps the first of two Host headers; a proxy in front may keep the last. One of each, or nothing.
    const hostHeader = single(req, 'host');
    const originHeader = single(req, 'origin');
    if (hostHeader === null || !hostAllowed(hostHeader, hosts)) {
      return refuse(res, 403, 'Forbidden: the Host header does not name this server');
    }
    if (originHeader === null || !originAllowed(originHeader, hosts)) {
      return refuse(res, 403, 'Forbidden: requests from another origin are not served');
    }
    if (bearer && !bearer.accepts(req.headers.authorization)) {
      return refuse(res, 401, 'Unauthorized: this port serves only requests carrying its bearer token', {
        'WWW-Authenticate': 'Bearer realm="ainize-mcp"',
      });
    }
    if ((req.url ?? '').split('?')[0] !== MCP_PATH) {
      return refuse(res, 404, `Not Found: the MCP endpoint is ${MCP_PATH}`);
    }
    const method = req.method ?? '';
    if (method !== 'GET' && method !== 'POST' && method !== 'DELETE') {
      return refuse(res, 405, 'Method Not Allowed: use POST, GET or DELETE', { Allow: 'GET, POST, DELETE' });
    }
    let body: unknown;
    if (method === 'POST') {
      const read = await readJsonBody(req, maxBody);
      if (!read.ok) {
        // The rest of an oversized body is not read; the connection goes with it.
        return refuse(res, read.status, read.message, read.status === 413 ? { Connection: 'close' } : {}, read.code);
      }
      body = read.value;
    }
    const id = req.headers['mcp-session-id'];
    if (id !== undefined) {
      const session = typeof id === 'string' ? sessions.get(id) : undefined;
      if (!session) {
        return refuse(
          res,
          404,
          'Session not found: it ended, expired or never existed; start a new one with initialize',
          {},
          -32001,
        );
      }
      return sessions.serve(session, req, res, body);
    }
    if (method === 'POST' && (Array.isArray(body) ? body.some(isInitializeRequest) : isInitializeRequest(body))) {
      if (sessions.full) {
        return refuse(
          res,
          503,
          `Service Unavailable: this server already holds ${sessions.maxSessions} sessions; try again later`,
          { 'Retry-After': '60' },
        );
      }
      let session: HttpSession | undefined;
      try {
        session = await sessions.open();
        await sessions.serve(session, req, res, body);
      } finally {
        if (session) sessions.settled(session);
      }
      return;
    }
    return refuse(res, 400, 'Bad Request: an Mcp-Session-Id header is required; start a session with initialize');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((thrown: unknown) => {
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      note(`a request failed: ${options.scrubber.scrubString(message)}`);
      if (!res.headersSent) refuse(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  hosts = allowedHosts(host, port);
  const sweep = setInterval(() => sessions.sweep(), options.sweepMs ?? SWEEP_MS).unref();
  const shown = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${shown}:${port}${MCP_PATH}`,
    port,
    server,
    sessions,
    close: () => {
      closing ??= (async () => {
        clearInterval(sweep);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        await sessions.closeAll('the server is stopping');
        // Open SSE streams would keep the port from closing.
        server.closeAllConnections();
        await closed;
        if (options.shared === undefined) shared.close();
      })();
      return closing;
    },
  };
}

/** A JSON-RPC error the way the SDK writes its own transport refusals: no id, nothing of the request repeated. */
function refuse(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  code = -32000,
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/** The value of a header that must come once: undefined when absent, null when it came more than once. */
function single(req: IncomingMessage, name: string): string | undefined | null {
  let found: string | undefined;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== name) continue;
    if (found !== undefined) return null;
    found = req.rawHeaders[i + 1]!;
  }
  return found;
}
