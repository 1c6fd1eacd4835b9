import { request } from 'node:http';
import { connect as connectSocket } from 'node:net';
import { createScrubber } from '@ainize/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LoggingMessageNotificationSchema, type LoggingMessageNotification } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index.js';
import { startHttpHost, type HttpHost, type HttpHostOptions } from '../src/http/host.js';
import { NodeClient } from '../src/node-client/index.js';
import { READ_TOOLS, startTestNode, type TestNode } from './node-fixture.js';

/**
 * The Streamable HTTP transport in front of a real embedded node, spoken to by the SDK's own HTTP client and, for
 * what a client would never send (a forged Host, a foreign Origin, a made-up session), by plain HTTP requests.
 * Every refusal is asserted together with what it did NOT do: no session built, nothing echoed, no CORS grant.
 */

const CANARY = 'canary-http-operator-8c2f';
const TOKEN = 'canary-http-bearer-0f6b2d9e4a71c3';
const SEEDED = 'basalt-bridges';
const PROTOCOL = '2025-11-25';

let fixture: TestNode;
const hosts: HttpHost[] = [];
const clients: Client[] = [];
/** Every body the servers answered with, for the secret hunt at the end. */
const seen: string[] = [];

beforeAll(async () => {
  fixture = await startTestNode('http-test', { password: CANARY });
  await fixture.publish(
    {
      id: SEEDED,
      name: 'Basalt bridges',
      description: 'Facts about the basalt bridges of Orrin.',
      schema: 'http-test',
      price: '1',
      topic_path: 'geo/orrin',
      license: 'CC0-1.0',
    },
    [
      { prompt: 'Which basalt bridge of Orrin is the longest?', answer: 'Velmarch' },
      { prompt: 'Which basalt bridge of Orrin crosses the salt river?', answer: 'Tessaly' },
    ],
  );
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined);
  for (const host of hosts) await host.close();
  await fixture?.close();
  for (const text of seen) {
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain(TOKEN);
  }
});

async function startHost(env: Record<string, string> = {}, options: Partial<HttpHostOptions> = {}) {
  const config = loadConfig({ AINIZE_NODE_URL: fixture.node.url, AINIZE_OPERATOR_PASSWORD: CANARY, ...env });
  const scrubber = createScrubber({ knownSecrets: config.knownSecrets });
  const client = new NodeClient({ baseUrl: fixture.node.url, scrubber, operator: { password: CANARY } });
  const host = await startHttpHost({ config, client, scrubber, port: 0, ...options });
  hosts.push(host);
  return host;
}

async function connect(host: HttpHost, headers: Record<string, string> = {}) {
  const transport = new StreamableHTTPClientTransport(new URL(host.url), { requestInit: { headers } });
  const client = new Client({ name: 'http-test', version: '0' });
  await client.connect(transport);
  clients.push(client);
  return { client, transport };
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { text?: string }[]).map((c) => c.text ?? '').join('');
  seen.push(text);
  return { isError: result.isError === true, json: JSON.parse(text) as Record<string, any> };
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One HTTP request with exactly these headers (Host included), read to its end or for at most `readMs`. */
function raw(
  host: HttpHost,
  init: { method?: string; headers?: Record<string, string>; body?: string; readMs?: number },
): Promise<Raw> {
  return rawAt(host, '/mcp', init);
}

function rawAt(
  host: HttpHost,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; readMs?: number },
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: host.port,
        path,
        method: init.method ?? 'POST',
        headers: { host: `127.0.0.1:${host.port}`, ...init.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        const done = () => {
          seen.push(text);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
        };
        res.on('end', done);
        if (init.readMs !== undefined) {
          setTimeout(() => {
            res.destroy();
            done();
          }, init.readMs);
        }
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const jsonHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
});

/** The data lines of an SSE body, parsed. */
const events = (text: string) =>
  text
    .split('\n\n')
    .map((block) => ({
      id: /^id: (.*)$/m.exec(block)?.[1],
      data: /^data: (.*)$/m.exec(block)?.[1],
    }))
    .filter((e) => e.id !== undefined || e.data !== undefined);

describe('a session over Streamable HTTP', () => {
  let host: HttpHost;
  beforeAll(async () => {
    host = await startHost();
  });

  it('binds 127.0.0.1, hands out a session id at initialize and serves the read tools', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const { client, transport } = await connect(host);
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(READ_TOOLS));
    const found = await call(client, 'search_knowledge', { query: 'basalt' });
    expect(found.json.items.map((i: { id: string }) => i.id)).toContain(SEEDED);
  });

  it('refuses a forged Host and a foreign Origin with 403 before any session exists', async () => {
    const before = host.sessions.size;
    const rebound = await raw(host, {
      headers: { ...jsonHeaders, host: `evil.example.com:${host.port}` },
      body: initialize,
    });
    expect(rebound.status).toBe(403);
    expect(rebound.text).not.toContain('evil.example.com');
    const wrongPort = await raw(host, { headers: { ...jsonHeaders, host: '127.0.0.1:1' }, body: initialize });
    expect(wrongPort.status).toBe(403);
    const userInfo = await raw(host, {
      headers: { ...jsonHeaders, host: `x@127.0.0.1:${host.port}` },
      body: initialize,
    });
    expect(userInfo.status).toBe(403);
    for (const origin of ['https://evil.example.com', 'null', `http://127.0.0.1:${host.port + 1}`]) {
      const foreign = await raw(host, { headers: { ...jsonHeaders, origin }, body: initialize });
      expect(foreign.status, origin).toBe(403);
      expect(foreign.text).not.toContain('evil.example.com');
    }
    expect(host.sessions.size).toBe(before);
    // The same request from a page served by this very address, or by its other loopback name, is served.
    const own = await raw(host, {
      headers: { ...jsonHeaders, origin: `http://localhost:${host.port}`, host: `localhost:${host.port}` },
      body: initialize,
    });
    expect(own.status).toBe(200);
    expect(own.headers['mcp-session-id']).toBeDefined();
  });

  it('refuses a request that names two Hosts or two Origins, whichever comes first', async () => {
    const before = host.sessions.size;
    const body = initialize;
    const twice = (lines: string[]) =>
      new Promise<string>((resolve, reject) => {
        const socket = connectSocket(host.port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
        socket.write(
          [
            'POST /mcp HTTP/1.1',
            ...lines,
            'Content-Type: application/json',
            'Accept: application/json, text/event-stream',
            `Content-Length: ${Buffer.byteLength(body)}`,
            'Connection: close',
            '',
            body,
          ].join('\r\n'),
        );
      });
    const own = `127.0.0.1:${host.port}`;
    for (const lines of [
      [`Host: ${own}`, `Host: evil.example.com:${host.port}`],
      [`Host: evil.example.com:${host.port}`, `Host: ${own}`],
      [`Host: ${own}`, `Origin: http://${own}`, 'Origin: https://evil.example.com'],
    ]) {
      expect((await twice(lines)).split('\r\n')[0], lines.join(' · ')).toMatch(/^HTTP\/1\.1 (400|403)/);
    }
    expect(await twice([`Host: ${own}`])).toMatch(/^HTTP\/1\.1 200/);
    expect(host.sessions.size).toBe(before + 1);
  });

  it('serves MCP at /mcp only', async () => {
    for (const path of ['/', '/mcp/', '/sse', '/.well-known/oauth-protected-resource']) {
      const other = await rawAt(host, path, { headers: jsonHeaders, body: initialize });
      expect(other.status, path).toBe(404);
    }
  });

  it('grants no CORS: a preflight is not allowed and no answer names an allowed origin', async () => {
    const origin = `http://127.0.0.1:${host.port}`;
    const preflight = await raw(host, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(405);
    const served = await raw(host, { headers: { ...jsonHeaders, origin }, body: initialize });
    expect(served.status).toBe(200);
    for (const answer of [preflight, served]) {
      expect(Object.keys(answer.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('answers a made-up session id with 404 and a request without one with 400, whatever the method', async () => {
    const ping = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' });
    const forged = '00000000-0000-4000-8000-000000000000';
    for (const method of ['POST', 'GET', 'DELETE']) {
      const withForged = await raw(host, {
        method,
        headers: { ...jsonHeaders, 'mcp-session-id': forged, 'mcp-protocol-version': PROTOCOL },
        ...(method === 'POST' ? { body: ping } : {}),
      });
      expect(withForged.status, method).toBe(404);
      expect(withForged.text).not.toContain(forged);
      const without = await raw(host, { method, headers: jsonHeaders, ...(method === 'POST' ? { body: ping } : {}) });
      expect(without.status, method).toBe(400);
    }
  });

  it('keeps jobs to the session that started them: another can neither read nor cancel them', async () => {
    const a = await connect(host);
    const b = await connect(host);
    const started = await call(a.client, 'live_test', {
      question: 'Which basalt bridge of Orrin is the longest?',
      knowledge: [SEEDED],
    });
    const jobId = started.json.job_id as string;
    expect(jobId).toMatch(/^lt_/);
    for (const tool of ['job_status', 'job_cancel']) {
      const other = await call(b.client, tool, { job_id: jobId });
      expect(other.isError, tool).toBe(true);
      expect(other.json.code).toBe('job_not_found');
    }
    expect((await call(b.client, 'job_list', {})).json.items).toEqual([]);
    const own = await call(a.client, 'job_status', { job_id: jobId, wait_ms: 20_000 });
    expect(own.isError).toBe(false);
    expect(own.json.cancel).toBeUndefined();
    expect((await call(a.client, 'job_list', {})).json.items.map((j: { job_id: string }) => j.job_id)).toEqual([jobId]);
  }, 60_000);

  it('keeps a quote to the session that asked for it: another cannot settle it', async () => {
    // A budget on a port needs the operator's word that the port is theirs; the host itself is what is tested.
    const money = await startHost({ AINIZE_MCP_SESSION_BUDGET: '10' });
    const a = await connect(money);
    const b = await connect(money);
    const quoted = await call(a.client, 'quote', { id: SEEDED, dry_run: true });
    expect(quoted.isError).toBe(false);
    const settle = {
      quote_id: quoted.json.quote_id,
      confirm_total: quoted.json.total_requested,
      confirm: true,
      dry_run: true,
    };
    const stolen = await call(b.client, 'buy', settle);
    expect(stolen.json.code).toBe('quote_expired');
    const own = await call(a.client, 'buy', settle);
    // The quote is found in its own session; what stops this one is a later gate (the node's own knowledge).
    expect(own.json.code).not.toBe('quote_expired');
  });

  it('ends a session on DELETE: its id is unknown from then on and what it ran is cancelled', async () => {
    const { transport } = await connect(host);
    const id = transport.sessionId!;
    const session = host.sessions.get(id)!;
    const jobs = session.built.context.jobs;
    const hanging = jobs.start('live_test', 'a test that never ends', () => new Promise(() => undefined));
    await transport.terminateSession();
    expect(host.sessions.get(id)).toBeUndefined();
    await session.closing;
    expect((await jobs.status(hanging.job_id)).state).toBe('cancelled');
    const after = await raw(host, {
      headers: { ...jsonHeaders, 'mcp-session-id': id, 'mcp-protocol-version': PROTOCOL },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping' }),
    });
    expect(after.status).toBe(404);
  });

  it('replays what a dropped stream missed to a client that comes back with Last-Event-ID', async () => {
    const opened = await raw(host, { headers: jsonHeaders, body: initialize });
    const id = opened.headers['mcp-session-id'] as string;
    const session = { ...jsonHeaders, 'mcp-session-id': id, 'mcp-protocol-version': PROTOCOL };
    await raw(host, {
      headers: session,
      body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    });
    const answered = await raw(host, {
      headers: session,
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'search_knowledge', arguments: { query: 'basalt' } },
      }),
    });
    const [priming, result] = events(answered.text);
    // The priming event carries an id and no message; the answer follows under its own id.
    expect(priming).toMatchObject({ data: '' });
    expect(JSON.parse(result!.data!)).toMatchObject({ id: 7 });
    // As if the connection had dropped right after the priming event: the answer comes again.
    const resumed = await raw(host, {
      method: 'GET',
      headers: {
        accept: 'text/event-stream',
        'mcp-session-id': id,
        'mcp-protocol-version': PROTOCOL,
        'last-event-id': priming!.id!,
      },
      readMs: 300,
    });
    expect(resumed.status).toBe(200);
    const replayed = events(resumed.text).find((e) => e.data);
    expect(JSON.parse(replayed!.data!)).toMatchObject({
      id: 7,
      result: { structuredContent: { total: expect.any(Number) } },
    });
    expect(replayed!.id).toBe(result!.id);
    // An event id this session never sent resumes nothing.
    const unknown = await raw(host, {
      method: 'GET',
      headers: {
        accept: 'text/event-stream',
        'mcp-session-id': id,
        'mcp-protocol-version': PROTOCOL,
        'last-event-id': 'made-up_1',
      },
      readMs: 300,
    });
    expect(unknown.status).toBe(400);
  });

  it('sends a session its own job log lines on its own stream, and none to another session', async () => {
    const a = await connect(host);
    const b = await connect(host);
    const heard = { a: [] as LoggingMessageNotification['params'][], b: [] as LoggingMessageNotification['params'][] };
    a.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void heard.a.push(n.params));
    b.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void heard.b.push(n.params));
    await a.client.setLoggingLevel('info');
    await b.client.setLoggingLevel('debug');
    const started = await call(a.client, 'live_test', {
      question: 'Which basalt bridge of Orrin crosses the salt river?',
      knowledge: [SEEDED],
    });
    const jobId = started.json.job_id as string;
    await call(a.client, 'job_status', { job_id: jobId, wait_ms: 20_000 });
    for (let i = 0; i < 100 && !heard.a.some((l) => (l.data as { state?: string }).state === 'done'); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(heard.a.filter((l) => l.logger === 'jobs').map((l) => (l.data as { job_id: string }).job_id)).toContain(
      jobId,
    );
    expect(heard.b).toEqual([]);
    seen.push(JSON.stringify(heard));
  }, 60_000);

  it('shares one budget journal and one lesson cap between sessions: a new session brings neither', async () => {
    const a = await connect(host);
    const b = await connect(host);
    const ctxA = host.sessions.get(a.transport.sessionId!)!.built.context;
    const ctxB = host.sessions.get(b.transport.sessionId!)!.built.context;
    expect(ctxA.journal).toBe(ctxB.journal);
    expect(ctxA.lessons).toBe(ctxB.lessons);
    expect(ctxA.jobs).not.toBe(ctxB.jobs);
    expect(ctxA.quotes).not.toBe(ctxB.quotes);
  });
});

describe('limits of the port', () => {
  it('refuses a body over the limit with 413 and never builds a session for it', async () => {
    const host = await startHost({}, { maxBodyBytes: 2048 });
    const padded = JSON.stringify({ ...JSON.parse(initialize), pad: 'x'.repeat(4096) });
    const declared = await raw(host, { headers: jsonHeaders, body: padded });
    expect(declared.status).toBe(413);
    expect(declared.text).toContain('2048 bytes');
    expect(host.sessions.size).toBe(0);
    const notJson = await raw(host, { headers: jsonHeaders, body: '{"jsonrpc":' });
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.text).error.code).toBe(-32700);
  });

  it('refuses a new session when it holds as many as it may (503), and takes one again after a DELETE', async () => {
    const host = await startHost({}, { maxSessions: 1 });
    const first = await connect(host);
    const second = await raw(host, { headers: jsonHeaders, body: initialize });
    expect(second.status).toBe(503);
    expect(second.headers['retry-after']).toBe('60');
    await first.transport.terminateSession();
    expect((await raw(host, { headers: jsonHeaders, body: initialize })).status).toBe(200);
  });

  it('closes a session idle past its limit, but not one whose job still runs', async () => {
    const host = await startHost({}, { idleMs: 150, sweepMs: 50 });
    const idle = await connect(host);
    const busy = await connect(host);
    const idleId = idle.transport.sessionId!;
    const busyId = busy.transport.sessionId!;
    // The clients' standalone GET streams count as open requests; they are what a gone client no longer holds.
    await idle.client.close();
    await busy.client.close();
    host.sessions.get(busyId)!.built.context.jobs.start('teach', 'a lesson', () => new Promise(() => undefined));
    for (let i = 0; i < 50 && host.sessions.get(idleId); i++) await new Promise((r) => setTimeout(r, 20));
    expect(host.sessions.get(idleId)).toBeUndefined();
    expect(host.sessions.get(busyId)).toBeDefined();
  });

  it('answers a 5 MB body with a 413 the client reads, not a reset connection, and serves the next request', async () => {
    const host = await startHost();
    const huge = JSON.stringify({ ...JSON.parse(initialize), pad: 'x'.repeat(5 * 1024 * 1024) });
    // fetch declares the length; the raw request below streams it chunked, so the size shows only as it arrives.
    const declared = await fetch(host.url, { method: 'POST', headers: jsonHeaders, body: huge });
    expect(declared.status).toBe(413);
    const refusal = (await declared.json()) as Record<string, any>;
    expect(refusal).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: `the message is ${Buffer.byteLength(huge)} bytes, over this server's limit of 4194304 bytes per message; it was not read, and the session goes on`,
        data: { code: 'message_too_large', details: { bytes: Buffer.byteLength(huge), max_bytes: 4194304 } },
      },
    });
    const chunked = await new Promise<Raw>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: host.port,
          path: '/mcp',
          method: 'POST',
          headers: { ...jsonHeaders, host: `127.0.0.1:${host.port}`, 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        },
      );
      req.on('error', reject);
      for (let at = 0; at < huge.length; at += 64 * 1024) req.write(huge.slice(at, at + 64 * 1024));
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.text).error.data.code).toBe('message_too_large');
    expect(host.sessions.size).toBe(0);
    const after = await raw(host, { headers: jsonHeaders, body: initialize });
    expect(after.status).toBe(200);
  });

  it('serves only requests that carry the bearer token, compares it whole and never repeats it', async () => {
    const host = await startHost({ AINIZE_MCP_HTTP_TOKEN: TOKEN }, { tokens: [TOKEN] });
    const missing = await raw(host, { headers: jsonHeaders, body: initialize });
    expect(missing.status).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="ainize-mcp"');
    for (const wrong of [`${TOKEN}x`, TOKEN.slice(0, -1), TOKEN.toUpperCase()]) {
      const refused = await raw(host, {
        headers: { ...jsonHeaders, authorization: `Bearer ${wrong}` },
        body: initialize,
      });
      expect(refused.status).toBe(401);
      expect(refused.text).not.toContain(wrong);
    }
    expect(host.sessions.size).toBe(0);
    // The Host check still comes first: a rebinding page learns nothing about the token either way.
    const rebound = await raw(host, {
      headers: { ...jsonHeaders, host: 'evil.example.com', authorization: `Bearer ${TOKEN}` },
      body: initialize,
    });
    expect(rebound.status).toBe(403);
    const { client } = await connect(host, { authorization: `Bearer ${TOKEN}` });
    const status = await call(client, 'node_status', {});
    expect(status.isError).toBe(false);
  });
});

describe('a session belongs to the token that opened it', () => {
  const TOKEN_B = 'canary-http-bearer-b-71d3e08a5c94f2';

  it('refuses client B — holding a token of the port and A’s session id — by name, and leaves A’s session as it was', async () => {
    const host = await startHost({ AINIZE_MCP_HTTP_TOKEN: `${TOKEN},${TOKEN_B}` }, { tokens: [TOKEN, TOKEN_B] });
    const a = await connect(host, { authorization: `Bearer ${TOKEN}` });
    const id = a.transport.sessionId!;
    const session = host.sessions.get(id)!;
    // Something of A's for B to go after: a job that runs until it is cancelled.
    const job = session.built.context.jobs.start('live_test', 'A’s test', () => new Promise(() => undefined));
    const stateBefore = (await session.built.context.jobs.status(job.job_id)).state;

    // B with the SDK's own client, handed A's session id: every call is refused before A's session sees it.
    const stolen = new StreamableHTTPClientTransport(new URL(host.url), {
      sessionId: id,
      requestInit: { headers: { authorization: `Bearer ${TOKEN_B}` } },
    });
    const b = new Client({ name: 'http-test-b', version: '0' });
    await b.connect(stolen);
    clients.push(b);
    for (const [tool, args] of [
      ['job_cancel', { job_id: job.job_id }],
      ['job_list', {}],
    ] as const) {
      const refused = await b.callTool({ name: tool, arguments: args }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(refused, tool).toBeInstanceOf(Error);
      expect(String(refused)).toContain('session_not_yours');
      seen.push(String(refused));
    }
    // The same by hand, for every method: a POST, the GET stream and a DELETE that would end A's session.
    const asB = {
      ...jsonHeaders,
      authorization: `Bearer ${TOKEN_B}`,
      'mcp-session-id': id,
      'mcp-protocol-version': PROTOCOL,
    };
    const ping = JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'ping' });
    for (const method of ['POST', 'GET', 'DELETE']) {
      const answer = await raw(host, { method, headers: asB, ...(method === 'POST' ? { body: ping } : {}) });
      expect(answer.status, method).toBe(403);
      const body = JSON.parse(answer.text);
      expect(body).toMatchObject({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32000,
          message: expect.stringMatching(/^Forbidden: this session was opened with another bearer token/),
          data: { code: 'session_not_yours', retryable: false },
        },
      });
      expect(answer.text).not.toContain(id);
      expect(answer.text).not.toContain(TOKEN_B);
    }

    // A's session is untouched: still there, its job still running, and A still served.
    expect(host.sessions.get(id)).toBe(session);
    expect((await session.built.context.jobs.status(job.job_id)).state).toBe(stateBefore);
    expect(stateBefore).not.toBe('cancelled');
    const listed = await call(a.client, 'job_list', {});
    expect(listed.json.items.map((j: { job_id: string }) => j.job_id)).toEqual([job.job_id]);
    // B holds a token of the port all the same: a session of its own is served.
    const own = await connect(host, { authorization: `Bearer ${TOKEN_B}` });
    expect((await call(own.client, 'job_list', {})).json.items).toEqual([]);
  });
});
