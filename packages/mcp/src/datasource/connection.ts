import { AinizeFailure, type Scrubber } from '@ainize/core';
import { SSEClientTransport, SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';

/**
 * How a data source reaches another MCP server, and what its failures are called. Every transport the SDK offers a
 * client is here — stdio, Streamable HTTP and the legacy HTTP+SSE some hosted servers still speak — and nothing
 * else in the package builds one, so a move to a later SDK changes this file.
 */

const headers = z.record(z.string().min(1).max(200), z.string().max(8000));
const httpUrl = z.url({ protocol: /^https?$/, error: 'an http(s) URL' });

export const sourceTransportSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('stdio'),
    command: z.string().min(1),
    args: z.array(z.string()).optional(),
    env: z.record(z.string(), z.string()).optional(),
    cwd: z.string().optional(),
  }),
  z.strictObject({ kind: z.literal('http'), url: httpUrl, headers: headers.optional() }),
  z.strictObject({ kind: z.literal('sse'), url: httpUrl, headers: headers.optional() }),
]);

export type SourceTransport = z.input<typeof sourceTransportSchema>;

/** Names under which a header, a query parameter or an environment variable carries a credential. */
const CREDENTIAL_NAME = /auth|cookie|api[-_]?key|token|secret|passw|credential|bearer|session/i;
const SCHEME = /^(?:bearer|basic|token)\s+/i;

/**
 * Whether the transport presents a credential, and the values that would be one — so they can be kept out of
 * every message and refused in a tool's arguments. The values themselves are never recorded anywhere.
 */
export function credentialsOf(transport: SourceTransport): { presented: boolean; secrets: string[] } {
  const named: [string, string][] = [];
  if (transport.kind === 'stdio') {
    named.push(...Object.entries(transport.env ?? {}));
  } else {
    named.push(...Object.entries(transport.headers ?? {}));
    const url = new URL(transport.url);
    named.push(...url.searchParams.entries());
    if (url.username || url.password) named.push(['auth', `${url.username}:${url.password}`]);
  }
  const values = named.filter(([name, value]) => CREDENTIAL_NAME.test(name) && value.trim() !== '').map(([, v]) => v);
  const secrets = values.flatMap((value) => [value, value.replace(SCHEME, '')]);
  return { presented: values.length > 0, secrets: [...new Set(secrets)] };
}

/** The SDK transport for the configuration; stderr of a stdio server is handed to `onStderr` rather than inherited. */
export function openTransport(transport: SourceTransport, onStderr: (text: string) => void): Transport {
  switch (transport.kind) {
    case 'stdio': {
      const stdio = new StdioClientTransport({
        command: transport.command,
        ...(transport.args ? { args: transport.args } : {}),
        ...(transport.env ? { env: transport.env } : {}),
        ...(transport.cwd ? { cwd: transport.cwd } : {}),
        stderr: 'pipe',
      });
      stdio.stderr?.on('data', (chunk: Buffer) => onStderr(chunk.toString('utf8')));
      return stdio;
    }
    case 'http':
      return new StreamableHTTPClientTransport(new URL(transport.url), {
        requestInit: { headers: transport.headers ?? {} },
      });
    case 'sse':
      return new SSEClientTransport(new URL(transport.url), { requestInit: { headers: transport.headers ?? {} } });
  }
}

/**
 * Passes every message through and keeps what the handshake settled: the SDK client tells a transport the
 * negotiated protocol version, and a stdio transport has nowhere to keep it.
 *
 * It also closes the transport when an HTTP stream is lost. The SDK reports a response stream that broke before
 * its answer (the server died mid-call) only as an error and leaves the request waiting for its timeout; closing
 * fails every pending request at once, so a dead server is `source_closed` now rather than a timeout later.
 */
export class ProtocolTap implements Transport {
  protocolVersion: string | undefined;
  closed = false;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  constructor(readonly inner: Transport) {
    inner.onmessage = (message, extra) => this.onmessage?.(message, extra);
    inner.onerror = (error) => {
      this.onerror?.(error);
      if (!this.closed && isLostStream(error)) void inner.close().catch(() => undefined);
    };
    inner.onclose = () => {
      this.closed = true;
      this.onclose?.();
    };
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: Parameters<Transport['send']>[1]): Promise<void> {
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** Tells a Streamable HTTP server the session is over, as a well-behaved client does before it leaves. */
  async endSession(): Promise<void> {
    if (this.inner instanceof StreamableHTTPClientTransport && !this.closed) {
      await this.inner.terminateSession().catch(() => undefined);
    }
  }

  setProtocolVersion(version: string): void {
    this.protocolVersion = version;
    this.inner.setProtocolVersion?.(version);
  }
}

export type Phase = 'connect' | 'call';

export interface FailureContext {
  source: string;
  phase: Phase;
  /** What was being asked: a tool name, a resource URI, or the handshake. */
  asked: string;
  transport: SourceTransport['kind'];
  closed: boolean;
  stderrTail: string;
  scrubber: Scrubber;
}

/** Turns whatever the SDK threw into one named failure, with every credential of the source kept out of it. */
export function sourceFailure(thrown: unknown, ctx: FailureContext): AinizeFailure {
  if (thrown instanceof AinizeFailure) return thrown;
  const said = ctx.scrubber.scrubString(thrown instanceof Error ? thrown.message : String(thrown)).slice(0, 500);
  const details: Record<string, unknown> = { source: ctx.source, asked: ctx.asked, transport: ctx.transport };
  if (ctx.stderrTail.trim() !== '') details.stderr_tail = ctx.scrubber.scrubString(ctx.stderrTail.slice(-1000));
  const fail = (code: string, message: string, extra: Record<string, unknown> = {}) =>
    AinizeFailure.of(code, message, { details: { ...details, ...extra }, cause: thrown });
  const status = httpStatusOf(thrown);

  if (thrown instanceof McpError && thrown.code === ErrorCode.RequestTimeout) {
    return fail('source_timeout', `${ctx.source} did not answer ${ctx.asked} in time (${said})`);
  }
  if (thrown instanceof McpError && thrown.code === ErrorCode.ConnectionClosed) {
    return ctx.phase === 'connect'
      ? fail('source_unreachable', `${ctx.source} closed the connection during the handshake (${said})`)
      : fail('source_closed', `${ctx.source} closed the connection during ${ctx.asked}; nothing came back`);
  }
  if (thrown instanceof McpError) {
    return fail('source_error', `${ctx.source} refused ${ctx.asked}: ${said}`, { rpc_code: thrown.code });
  }
  if (ctx.phase === 'connect' && (status !== undefined || thrown instanceof UnauthorizedError)) {
    const hint =
      status === 401 || status === 403 || thrown instanceof UnauthorizedError
        ? 'it wants a credential, or refused the one sent'
        : status === 404 || status === 405
          ? `nothing answers MCP over ${ctx.transport === 'sse' ? 'HTTP+SSE' : 'Streamable HTTP'} there; the server may speak the other HTTP transport`
          : 'it refused the connection';
    return fail('source_refused', `${ctx.source} answered HTTP ${status ?? 401}: ${hint}`, { status: status ?? 401 });
  }
  if (ctx.phase === 'connect') {
    return fail('source_unreachable', `${ctx.source} could not be reached: ${said}`);
  }
  if (ctx.closed || status !== undefined || isNetworkFailure(thrown)) {
    return fail('source_closed', `${ctx.source} went away during ${ctx.asked} (${said}); nothing came back`);
  }
  return fail('source_error', `${ctx.source} failed ${ctx.asked}: ${said}`);
}

function isLostStream(error: Error): boolean {
  return (
    error instanceof SseError || /SSE stream disconnected|Failed to reconnect|Maximum reconnection/.test(error.message)
  );
}

function httpStatusOf(thrown: unknown): number | undefined {
  if (thrown instanceof StreamableHTTPError || thrown instanceof SseError) {
    return typeof thrown.code === 'number' && thrown.code >= 400 ? thrown.code : undefined;
  }
  return undefined;
}

function isNetworkFailure(thrown: unknown): boolean {
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ENOTFOUND'];
  for (let e: unknown = thrown, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
    if (e instanceof TypeError && /fetch failed|terminated|other side closed/i.test(e.message)) return true;
  }
  return false;
}
