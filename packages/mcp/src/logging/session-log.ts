import type { Scrubber } from '@ainize/core';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  LoggingLevelSchema,
  SetLevelRequestSchema,
  type LoggingLevel,
  type LoggingMessageNotification,
} from '@modelcontextprotocol/sdk/types.js';

/**
 * MCP log notifications (`notifications/message`) for one session. Every entry passes the scrubber before it
 * leaves, like every tool answer, and only entries at or above the level the client chose are sent.
 */

/** What a session hears before its client says otherwise: everything but debug chatter. */
export const DEFAULT_LOG_LEVEL: LoggingLevel = 'info';

const SEVERITY = new Map<LoggingLevel, number>(LoggingLevelSchema.options.map((level, rank) => [level, rank]));

export interface LogEntry {
  level: LoggingLevel;
  /** Which part of the server speaks: `jobs` or `node`. */
  logger: string;
  /** Always carries a one-sentence `message`; the other fields are for a client that reads them. */
  data: { message: string } & Record<string, unknown>;
}

export class SessionLog {
  #level: LoggingLevel = DEFAULT_LOG_LEVEL;
  readonly #send: (params: LoggingMessageNotification['params']) => Promise<void>;
  readonly #scrubber: Scrubber;

  constructor(send: (params: LoggingMessageNotification['params']) => Promise<void>, scrubber: Scrubber) {
    this.#send = send;
    this.#scrubber = scrubber;
  }

  get level(): LoggingLevel {
    return this.#level;
  }

  setLevel(level: LoggingLevel): void {
    this.#level = level;
  }

  /** Sends the entry when its level is wanted; never throws and never waits (a log line is a courtesy). */
  write(entry: LogEntry): void {
    if ((SEVERITY.get(entry.level) ?? 0) < (SEVERITY.get(this.#level) ?? 0)) return;
    const params = { level: entry.level, logger: entry.logger, data: this.#scrubber.scrub(entry.data) };
    void this.#send(params).catch(() => undefined);
  }
}

/**
 * Gives `server` its log. The SDK's own `logging/setLevel` handler keys the level by transport session and sends
 * everything until a client sets one; this one keeps the level with the session it belongs to (one server per
 * session on either transport) and starts at `info`.
 */
export function attachSessionLog(server: McpServer, scrubber: Scrubber): SessionLog {
  const log = new SessionLog(async (params) => {
    if (server.isConnected()) await server.server.notification({ method: 'notifications/message', params });
  }, scrubber);
  server.server.setRequestHandler(SetLevelRequestSchema, (request) => {
    log.setLevel(request.params.level);
    return {};
  });
  return log;
}
