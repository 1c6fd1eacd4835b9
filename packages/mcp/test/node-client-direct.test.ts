import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { AinizeFailure } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Transport, type RequestRecord } from '../src/node-client/transport.js';

/**
 * The node client's GETs over node:http with a keep-alive agent: a socket the node closed while it sat idle is
 * tried once more (the request never reached the node), a single-use signed request is not, and an answer over the
 * size cap is refused without being read to its end.
 */

let server: Server;
let base: string;
/** Per connection: how many requests arrived on it. */
const connections: number[] = [];
/** When set, the second request on any connection is answered by closing it, as a node closing an idle socket. */
let resetSecond = true;
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((socket: Socket) => {
    sockets.add(socket);
    const index = connections.push(0) - 1;
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      while (pending.includes('\r\n\r\n')) {
        const head = pending.slice(0, pending.indexOf('\r\n\r\n'));
        pending = pending.slice(pending.indexOf('\r\n\r\n') + 4);
        connections[index]!++;
        if (resetSecond && connections[index] === 2) {
          socket.resetAndDestroy();
          return;
        }
        const big = head.startsWith('GET /big ');
        const body = big ? 'x'.repeat(4096) : JSON.stringify({ ok: true, path: head.split(' ')[1] });
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n` +
            `connection: keep-alive\r\n\r\n${body}`,
        );
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // The agents keep their sockets for the next request; the test server drops them to close.
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => server.close(done));
});

const get = (transport: Transport, path: string, headers: Record<string, string> = {}) =>
  transport.send({ method: 'GET', path, headers, timeoutMs: 5000 });

describe('GETs over node:http', () => {
  it('sends a GET again, once, when its reused keep-alive socket was reset before any answer', async () => {
    connections.length = 0;
    const records: RequestRecord[] = [];
    const transport = new Transport({ baseUrl: base, recordRequests: records });
    expect((await get(transport, '/api/info')).body).toEqual({ ok: true, path: '/api/info' });
    expect((await get(transport, '/api/catalog?q=x')).body).toEqual({ ok: true, path: '/api/catalog?q=x' });
    // The second request died with the first connection; its retry opened the second one.
    expect(connections).toEqual([2, 1]);
    expect(records.map((r) => r.status)).toEqual([200, 200]);
  });

  it('never sends a single-use signed GET twice: the reset is reported as no answer', async () => {
    connections.length = 0;
    const records: RequestRecord[] = [];
    const transport = new Transport({ baseUrl: base, recordRequests: records });
    await get(transport, '/api/info');
    const failed = await get(transport, '/api/teach/jobs', { 'x-ngram-auth': '0xabc:1:sig:v2' }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(failed).toBeInstanceOf(AinizeFailure);
    expect((failed as AinizeFailure).error).toMatchObject({
      code: 'node_unreachable',
      details: { reason: 'ECONNRESET' },
    });
    expect(connections).toEqual([2]);
    expect(records.at(-1)).toEqual({ method: 'GET', path: '/api/teach/jobs', status: null });
  });

  it('refuses an answer over the size cap without reading it to its end', async () => {
    resetSecond = false;
    try {
      const transport = new Transport({ baseUrl: base, maxBodyBytes: 1024 });
      const failed = await get(transport, '/big').then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect((failed as AinizeFailure).error).toMatchObject({ code: 'upstream_error', details: { max_bytes: 1024 } });
      // The same transport goes on serving after the refused answer.
      expect((await get(transport, '/api/info')).status).toBe(200);
    } finally {
      resetSecond = true;
    }
  });
});
