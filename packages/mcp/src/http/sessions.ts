import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { AinizeServer } from '../server.js';
import { SessionEventStore } from './event-store.js';
import { serveWeb } from './web-bridge.js';

/**
 * The MCP sessions of one HTTP port. Each session is its own server — its own jobs, quotes, log level and
 * subscriptions — behind its own SDK transport, found by the `Mcp-Session-Id` the transport handed out at
 * `initialize`. A session ends when its client sends DELETE, when it has been idle too long, or when the port
 * closes; ending it cancels what it still runs, as closing stdin does on stdio.
 */

/** Sessions one port holds at once; past it a new `initialize` is answered 503. */
export const MAX_SESSIONS = 100;
/** A session with no request open, no job running and no request for this long is closed. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** What a client is told to wait before reconnecting a dropped stream (the SSE `retry` field). */
export const SSE_RETRY_MS = 1000;

export interface HttpSession {
  /** Empty until the transport accepted the `initialize`. */
  id: string;
  /**
   * Who opened it: the place of the bearer token its `initialize` carried (1, 2, …), or 0 on a port without tokens.
   * Every later request must come from the same holder.
   */
  readonly holder: number;
  readonly transport: WebStandardStreamableHTTPServerTransport;
  readonly built: AinizeServer;
  readonly events: SessionEventStore;
  lastSeen: number;
  /** Requests of this session whose response is still open (a GET stream counts while it lasts). */
  open: number;
  closing?: Promise<void>;
}

export interface SessionTableOptions {
  /** Builds the MCP server of a new session. */
  build: () => AinizeServer;
  maxSessions?: number;
  idleMs?: number;
  now?: () => number;
  /** Told when a session opens or ends (one line on stderr). */
  note?: (line: string) => void;
}

export class SessionTable {
  readonly #sessions = new Map<string, HttpSession>();
  readonly #build: () => AinizeServer;
  readonly #now: () => number;
  readonly #note: (line: string) => void;
  readonly maxSessions: number;
  readonly idleMs: number;
  /** Sessions built for an `initialize` that has not been answered yet; they count against the limit. */
  #pending = 0;

  constructor(options: SessionTableOptions) {
    this.#build = options.build;
    this.#now = options.now ?? Date.now;
    this.#note = options.note ?? (() => undefined);
    this.maxSessions = options.maxSessions ?? MAX_SESSIONS;
    this.idleMs = options.idleMs ?? SESSION_IDLE_MS;
  }

  get size(): number {
    return this.#sessions.size;
  }

  get(id: string): HttpSession | undefined {
    return this.#sessions.get(id);
  }

  get full(): boolean {
    return this.#sessions.size + this.#pending >= this.maxSessions;
  }

  /** A new session for an `initialize` from `holder`; it joins the table once its transport has given it an id. */
  async open(holder: number): Promise<HttpSession> {
    this.#pending++;
    const built = this.#build();
    const events = new SessionEventStore();
    let session: HttpSession | undefined;
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      eventStore: events,
      retryInterval: SSE_RETRY_MS,
      onsessioninitialized: (id) => {
        if (!session) return;
        session.id = id;
        this.#sessions.set(id, session);
        const by = holder === 0 ? '' : ` by token ${holder}`;
        this.#note(`session ${short(id)} opened${by} (${this.#sessions.size} open)`);
      },
      // DELETE: the SDK closes the transport itself right after this; the session's jobs end with it.
      onsessionclosed: () => {
        if (session) void this.close(session, 'the client ended it');
      },
    });
    session = { id: '', holder, transport, built, events, lastSeen: this.#now(), open: 0 };
    // The node is asked what it offers once the client has finished initializing, as on stdio.
    const initialized = built.server.server.oninitialized;
    built.server.server.oninitialized = () => {
      initialized?.();
      void built.learnNode();
    };
    try {
      await built.server.connect(transport);
    } catch (thrown) {
      this.#pending--;
      await built.server.close().catch(() => undefined);
      throw thrown;
    }
    return session;
  }

  /** The `initialize` was answered (or refused): the built session either joined the table or is dropped. */
  settled(session: HttpSession): void {
    this.#pending--;
    if (session.id === '') void this.close(session, 'its initialize was refused');
  }

  /** Serves one request of the session, keeping its idle clock and its count of open responses. */
  async serve(session: HttpSession, req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    session.open++;
    session.lastSeen = this.#now();
    res.once('close', () => {
      session.open--;
      session.lastSeen = this.#now();
    });
    await serveWeb(session.transport, req, res, body === undefined ? {} : { parsedBody: body });
  }

  close(session: HttpSession, why: string): Promise<void> {
    if (session.closing) return session.closing;
    if (session.id !== '' && this.#sessions.get(session.id) === session) {
      this.#sessions.delete(session.id);
      this.#note(`session ${short(session.id)} closed: ${why} (${this.#sessions.size} open)`);
    }
    session.closing = session.built.server.close().catch(() => undefined);
    return session.closing;
  }

  /** Closes every session idle past `idleMs` with nothing open and no job running. */
  sweep(): void {
    const now = this.#now();
    for (const session of [...this.#sessions.values()]) {
      if (session.open > 0 || now - session.lastSeen < this.idleMs) continue;
      // A lesson or a purchase can outlast any idle limit; closing the session would cancel it.
      if (session.built.context.jobs.activeCount() > 0) continue;
      void this.close(session, `idle for ${Math.round((now - session.lastSeen) / 1000)} s`);
    }
  }

  async closeAll(why: string): Promise<void> {
    await Promise.all([...this.#sessions.values()].map((session) => this.close(session, why)));
  }
}

/** Enough of a session id to tell sessions apart in a log, not enough to use one. */
export function short(id: string): string {
  return id.slice(0, 8);
}
