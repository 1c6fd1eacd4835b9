import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, type Socket, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startNode } from '../src/cli/compose.js';
import { ephemeralWarning, portsInEphemeralRange } from '../src/cli/cluster/ports.js';
import { initHome } from '../src/home/home.js';
import { PortTakenError, portHolders, waitForPort } from '../src/http/port-wait.js';
import { freePort } from './exact-fixtures.js';
import { databaseEnv } from './store-fixtures.js';

/**
 * A node's port taken by a connection rather than a server: the way a `--port-base` inside the ephemeral range
 * failed `cluster up` — a peer's connection attempt to a node not yet listening can connect to itself on that very
 * port. Replayed here with a real socket connected to itself, and the node waits for it instead of failing.
 */

const HOST = '127.0.0.1';
const open: (Socket | Server)[] = [];
const dir = mkdtempSync(join(tmpdir(), 'ainize-port-wait-'));

afterAll(() => {
  for (const o of open) (o as Socket).destroy?.() ?? (o as Server).close();
  rmSync(dir, { recursive: true, force: true });
});

/** A TCP connection from `port` to `port` with nobody listening: TCP's simultaneous open connects it to itself. */
async function selfConnected(port: number): Promise<Socket> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const socket = await new Promise<Socket | null>((resolve) => {
      const s = connect({ host: HOST, port, localAddress: HOST, localPort: port });
      s.once('connect', () => resolve(s));
      s.once('error', () => resolve(null));
    });
    if (socket) {
      open.push(socket);
      return socket;
    }
  }
  throw new Error(`could not connect port ${port} to itself`);
}

describe('a port held by a connection, not a server', () => {
  it('is waited for and said so where the system refuses the bind, then bound once the connection closes', async () => {
    // Linux binds such a port at once (SO_REUSEADDR), so the refusal other systems give is played by the test:
    // EADDRINUSE while /proc says only a connection holds the port, then free.
    const answers = ['EADDRINUSE', 'EADDRINUSE', null];
    const said: string[] = [];
    await waitForPort(HOST, 4242, {
      bind: async () => answers.shift() ?? null,
      holders: () => ['closing'],
      onWait: (s) => said.push(s),
      sleepMs: 10,
    });
    expect(answers).toEqual([]);
    expect(said).toEqual([
      expect.stringMatching(/^port 4242 on 127\.0\.0\.1 is held by 1 closing one\(s\), not by a server/),
    ]);
    await expect(
      waitForPort(HOST, 4242, {
        bind: async () => 'EADDRINUSE',
        holders: () => ['connected'],
        timeoutMs: 50,
        sleepMs: 10,
      }),
    ).rejects.toThrow(/stayed held by 1 open connection\(s\); choose a port below the ephemeral range/);
  });

  it('reads a real connection connected to itself as a connection, not a server', async () => {
    const port = await freePort();
    const socket = await selfConnected(port);
    expect(portHolders(port)).toContain('connected');
    expect(portHolders(port)).not.toContain('listening');
    socket.destroy();
  });

  it('lets a node start on such a port instead of failing', async () => {
    const port = await freePort();
    const socket = await selfConnected(port);
    initHome({ home: join(dir, 'node'), name: 'patient', port });
    setTimeout(() => socket.destroy(), 600);
    const node = await startNode(join(dir, 'node'), {
      ...databaseEnv(),
      AINIZE_LOG_LEVEL: 'silent',
      AINIZE_MODEL_ROWS: String(2 ** 14),
    });
    try {
      expect(node.url).toBe(`http://${HOST}:${port}`);
      expect((await fetch(`${node.url}/healthz`)).status).toBe(200);
    } finally {
      await node.close();
    }
  }, 60_000);

  it('refuses a port a server listens on at once, naming it', async () => {
    const port = await freePort();
    const server = createServer();
    open.push(server);
    await new Promise<void>((done) => server.listen(port, HOST, done));
    const started = Date.now();
    await expect(waitForPort(HOST, port)).rejects.toThrow(
      new PortTakenError(port, `port ${port} on ${HOST} is taken by another process`),
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('warns of a port base inside the ephemeral range, and only then', () => {
    const range: [number, number] = [32768, 60999];
    expect(portsInEphemeralRange([40000, 40001, 3422], range)).toEqual([40000, 40001]);
    expect(ephemeralWarning([40000, 40001], range)).toMatch(
      /^warning: port\(s\) 40000, 40001 lie in this machine's ephemeral range \(32768-60999\).*--port-base below 32768/,
    );
    expect(ephemeralWarning([3422, 3423, 3424, 3425, 3426], range)).toBeNull();
  });
});
