import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Scrubber } from '@ainize/core';
import type { McpConfig } from '../config/index.js';
import type { NodeClient } from '../node-client/index.js';
import { createProcessShared, type ProcessShared } from '../process-shared.js';
import { createAinizeServer } from '../server.js';
import { MAX_FRAME_BYTES } from '../stdio/frame-limit.js';
import { BearerCheck } from './bearer.js';
import { handleRequest, MCP_PATH, type Door } from './door.js';
import { allowedHosts } from '@ainize/core';
import { refuser } from './request-refusals.js';
import { SessionTable } from './sessions.js';

/**
 * `ainize-mcp --http`: the same server over Streamable HTTP, one MCP session per client, on one port. Every request
 * passes the same door (door.ts) before any session sees it; this file binds the port, sweeps idle sessions and
 * closes everything on the way out.
 */

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
  /**
   * AINIZE_MCP_HTTP_TOKEN: when set, every request must carry one of these as a bearer, and a session answers only
   * to the token that opened it.
   */
  tokens?: readonly string[];
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
  const sessions = new SessionTable({
    build: () =>
      createAinizeServer({ config: options.config, client: options.client, scrubber: options.scrubber, shared }),
    note,
    ...(options.maxSessions === undefined ? {} : { maxSessions: options.maxSessions }),
    ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs }),
  });
  let hosts: ReadonlySet<string> = new Set();
  const refuse = refuser(options.scrubber);
  const door: Door = {
    hosts: () => hosts,
    bearer: options.tokens === undefined ? null : new BearerCheck(options.tokens),
    maxBodyBytes: options.maxBodyBytes ?? MAX_FRAME_BYTES,
    sessions,
    refuse,
    note,
  };

  const server = createServer((req, res) => {
    handleRequest(door, req, res).catch((thrown: unknown) => {
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      note(`a request failed: ${options.scrubber.scrubString(message)}`);
      if (!res.headersSent) refuse.plain(res, 500, 'Internal Server Error');
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
