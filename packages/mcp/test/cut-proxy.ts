import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A real HTTP hop between two parties (the MCP server and its node, or a buying node and the seller's gateway)
 * that a test can cut at a chosen request. Nothing on either side is faked: the proxy forwards bytes, and a cut
 * is a socket destroyed at the moment the rule names — before the request reaches the far side, or after the far
 * side answered but before the answer arrives.
 */

export type CutAction =
  /** Forward the request and its answer. */
  | 'pass'
  /** Destroy the caller's connection without forwarding anything: the far side never hears of it. */
  | 'drop-request'
  /** Forward the request, read the far side's whole answer, then destroy the caller's connection instead. */
  | 'drop-response';

export interface ProxiedRequest {
  method: string;
  path: string;
  /** Lower-case header names, as node:http reads them. */
  headers: Record<string, string | string[] | undefined>;
}

export interface CutRule {
  match: (request: ProxiedRequest) => boolean;
  action: CutAction;
  /** Waits before the action is carried out (e.g. until a test has killed a process). */
  before?: () => Promise<void>;
  /** For drop-response: waits after the far side answered and before the caller's connection is cut. */
  after?: () => Promise<void>;
  /** Applies to this many matching requests, then the rule is spent (default 1). */
  times?: number;
}

export interface CutProxy {
  url: string;
  /** Every request seen, with what happened to it. */
  log: { method: string; path: string; action: CutAction }[];
  rule(rule: CutRule): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startCutProxy(target: string): Promise<CutProxy> {
  const upstream = new URL(target);
  const rules: (CutRule & { left: number })[] = [];
  const log: CutProxy['log'] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const seen = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers };
    const rule = rules.find((r) => r.left > 0 && r.match(seen));
    if (rule) rule.left--;
    const action = rule?.action ?? 'pass';
    log.push({ method: seen.method, path: seen.path, action });
    void (async () => {
      await rule?.before?.();
      if (action === 'drop-request') {
        req.socket.destroy();
        return;
      }
      const headers = { ...req.headers, host: upstream.host };
      const forward = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: seen.method, path: seen.path, headers },
        (answer) => {
          if (action === 'drop-response') {
            answer.resume();
            answer.on('end', () => {
              void (rule?.after?.() ?? Promise.resolve()).then(() => req.socket.destroy());
            });
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => req.socket.destroy());
      req.pipe(forward);
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    rule: (rule) => rules.push({ ...rule, left: rule.times ?? 1 }),
    clear: () => {
      rules.length = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
