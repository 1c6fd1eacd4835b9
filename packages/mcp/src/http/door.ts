import type { IncomingMessage, ServerResponse } from 'node:http';
import { isInitializeRequest, type JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import { bodyRefusal, paramsRefusal } from '../jsonrpc/index.js';
import type { BearerCheck } from './bearer.js';
import { readJsonBody } from './body.js';
import { hostAllowed, originAllowed } from '@ainize/core';
import { notYourSession, type Refuser } from './request-refusals.js';
import { short, type HttpSession, type SessionTable } from './sessions.js';

/**
 * One request's way through the port, in this order, before any session sees it:
 *
 *   Host names this server (403) → Origin, when sent, is this server (403) → a bearer token, when the port has
 *   any (401) → the path is /mcp (404) → GET, POST or DELETE (405) → a POST body within the limit (413), JSON
 *   (400, -32700) and JSON-RPC (400, -32600 / -32602) → a known Mcp-Session-Id (404) opened by the same token
 *   (403), or none on an `initialize` (400 otherwise; 503 when the port is full).
 *
 * No response ever carries an Access-Control-Allow-* header: a browser page on another origin gets nothing it can
 * read. No refusal repeats what the request sent.
 */

export const MCP_PATH = '/mcp';

const NO_SESSION = 'Bad Request: an Mcp-Session-Id header is required; start a session with initialize';
const SESSION_NOT_FOUND = 'Session not found: it ended, expired or never existed; start a new one with initialize';

export interface Door {
  /** The `host:port` pairs a request may name; known once the port is bound. */
  hosts(): ReadonlySet<string>;
  /** null on a port without tokens: every caller is then one holder, 0. */
  bearer: BearerCheck | null;
  maxBodyBytes: number;
  sessions: SessionTable;
  refuse: Refuser;
  note(line: string): void;
}

export async function handleRequest(door: Door, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const holder = admit(door, req, res);
  if (holder === null) return;
  let body: unknown;
  if (req.method === 'POST') {
    const read = await readBody(door, req, res);
    if (read === undefined) return;
    body = read.value;
  }
  const id = req.headers['mcp-session-id'];
  if (id !== undefined) return serveSession(door, holder, id, { req, res, body });
  if (req.method === 'POST') return openSession(door, holder, { req, res, body });
  door.refuse.plain(res, 400, NO_SESSION);
}

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** The parsed POST body; undefined for GET and DELETE. */
  body: unknown;
}

/** Who sent the request — its token's place in the list (0 without tokens) — or null when it was refused. */
function admit(door: Door, req: IncomingMessage, res: ServerResponse): number | null {
  // Node keeps the first of two Host headers; a proxy in front may keep the last. One of each, or nothing.
  const hostHeader = single(req, 'host');
  const originHeader = single(req, 'origin');
  if (hostHeader === null || !hostAllowed(hostHeader, door.hosts())) {
    return door.refuse.plain(res, 403, 'Forbidden: the Host header does not name this server');
  }
  if (originHeader === null || !originAllowed(originHeader, door.hosts())) {
    return door.refuse.plain(res, 403, 'Forbidden: requests from another origin are not served');
  }
  const holder = door.bearer === null ? 0 : door.bearer.holderOf(req.headers.authorization);
  if (holder === null) {
    return door.refuse.plain(res, 401, 'Unauthorized: this port serves only requests carrying its bearer token', {
      headers: { 'WWW-Authenticate': 'Bearer realm="ainize-mcp"' },
    });
  }
  if ((req.url ?? '').split('?')[0] !== MCP_PATH) {
    return door.refuse.plain(res, 404, `Not Found: the MCP endpoint is ${MCP_PATH}`);
  }
  const method = req.method ?? '';
  if (method !== 'GET' && method !== 'POST' && method !== 'DELETE') {
    return door.refuse.plain(res, 405, 'Method Not Allowed: use POST, GET or DELETE', {
      headers: { Allow: 'GET, POST, DELETE' },
    });
  }
  return holder;
}

/** A POST body the SDK's transport can read, or undefined when it was refused (and answered). */
async function readBody(
  door: Door,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ value: unknown } | undefined> {
  const read = await readJsonBody(req, door.maxBodyBytes);
  if (!read.ok) {
    door.refuse.frame(res, read.status, read.refusal, read.close ? { Connection: 'close' } : {});
    return undefined;
  }
  const malformed = bodyRefusal(read.value);
  if (malformed !== null) {
    door.refuse.frame(res, 400, malformed);
    return undefined;
  }
  return { value: read.value };
}

/** A request naming a session: served when the session exists and the token that opened it sent the request. */
async function serveSession(door: Door, holder: number, id: string | string[], exchange: Exchange): Promise<void> {
  const session = typeof id === 'string' ? door.sessions.get(id) : undefined;
  if (!session) {
    door.refuse.plain(exchange.res, 404, SESSION_NOT_FOUND, { code: -32001 });
    return;
  }
  if (session.holder !== holder) {
    door.note(`refused a request for session ${short(session.id)} from token ${holder}: another token opened it`);
    door.refuse.frame(exchange.res, 403, notYourSession());
    return;
  }
  await door.sessions.serve(session, exchange.req, exchange.res, exchange.body);
}

/** A request without a session: only an `initialize` may come so, and it opens a session for its token. */
async function openSession(door: Door, holder: number, { req, res, body }: Exchange): Promise<void> {
  const initialize = Array.isArray(body) ? body.some(isInitializeRequest) : isInitializeRequest(body);
  if (!initialize) {
    // An `initialize` whose params the SDK would not recognise is told what is wrong with them.
    const wrongParams = isRequest(body) && body.method === 'initialize' ? paramsRefusal(body) : null;
    if (wrongParams !== null) door.refuse.frame(res, 400, wrongParams);
    else door.refuse.plain(res, 400, NO_SESSION);
    return;
  }
  if (door.sessions.full) {
    const full = `Service Unavailable: this server already holds ${door.sessions.maxSessions} sessions; try again later`;
    door.refuse.plain(res, 503, full, { headers: { 'Retry-After': '60' } });
    return;
  }
  let session: HttpSession | undefined;
  try {
    session = await door.sessions.open(holder);
    await door.sessions.serve(session, req, res, body);
  } finally {
    if (session) door.sessions.settled(session);
  }
}

function isRequest(value: unknown): value is JSONRPCRequest {
  return typeof value === 'object' && value !== null && 'method' in value && 'id' in value;
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
