import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpProcess, type HttpProcess } from './http-harness.js';
import { deadUrl } from './node-fixture.js';
import { buildServer } from './stdio-harness.js';

/**
 * `ainize-mcp --http` as built and started from a shell: what it refuses to start with (each offending setting
 * named), what `--i-am-the-only-user` changes, and how it stops. None of this needs a node: the refusals come
 * before anything is asked of one.
 */

const TOKEN = 'canary-command-bearer-41c9e7a2d05b6f';
const running: HttpProcess[] = [];
let node: string;

beforeAll(async () => {
  buildServer();
  node = await deadUrl();
}, 180_000);

afterAll(async () => {
  for (const p of running) await p.stop();
});

async function start(args: string[], env: Record<string, string> = {}) {
  const p = await startHttpProcess(args, { AINIZE_NODE_URL: node, ...env });
  running.push(p);
  return p;
}

describe('refusals at start', () => {
  it.each<{ env: Record<string, string>; named: string }>([
    { env: { AINIZE_MCP_SESSION_BUDGET: '25' }, named: 'AINIZE_MCP_SESSION_BUDGET=25' },
    // A cap in any currency is money on a port: a stablecoin cap with no credit cap is refused just the same.
    { env: { AINIZE_MCP_SESSION_BUDGET: '0 credit, 5 atd' }, named: 'AINIZE_MCP_SESSION_BUDGET=0 CREDIT, 5 ATD' },
    { env: { AINIZE_MCP_ALLOW_APPLY: '1' }, named: 'AINIZE_MCP_ALLOW_APPLY' },
    { env: { AINIZE_MCP_ALLOW_PUBLISH: 'yes' }, named: 'AINIZE_MCP_ALLOW_PUBLISH' },
  ])('refuses $named on a port, naming it, and serves nothing', async ({ env, named }) => {
    const p = await start(['--http', '0'], env);
    expect(p.url).toBeNull();
    expect(await p.exited).toBe('2');
    expect(p.stderr()).toContain('refusing to serve over HTTP');
    expect(p.stderr()).toContain(named);
    expect(p.stderr()).toContain('--i-am-the-only-user');
    expect(p.stdout()).toBe('');
  });

  it('names every offending setting at once, not just the first', async () => {
    const p = await start(['--http', '0'], {
      AINIZE_MCP_SESSION_BUDGET: '3.5',
      AINIZE_MCP_ALLOW_APPLY: '1',
      AINIZE_MCP_ALLOW_PUBLISH: '1',
      AINIZE_MCP_ALLOW_AIN_PUBLISH: '1',
    });
    expect(await p.exited).toBe('2');
    for (const setting of [
      'AINIZE_MCP_SESSION_BUDGET=3.5',
      'AINIZE_MCP_ALLOW_APPLY',
      'AINIZE_MCP_ALLOW_PUBLISH',
      'AINIZE_MCP_ALLOW_AIN_PUBLISH',
    ]) {
      expect(p.stderr()).toContain(`  ${setting} — `);
    }
  });

  it('refuses a non-loopback address without a bearer token, and an address no Host header can name', async () => {
    const open = await start(['--http', '0', '--host', '192.0.2.10']);
    expect(await open.exited).toBe('2');
    expect(open.stderr()).toContain('set AINIZE_MCP_HTTP_TOKEN');
    const every = await start(['--http', '0', '--host', '0.0.0.0'], { AINIZE_MCP_HTTP_TOKEN: TOKEN });
    expect(await every.exited).toBe('2');
    expect(every.stderr()).toContain('binds every interface');
    expect(every.stderr()).not.toContain(TOKEN);
  });

  it('refuses a malformed port, a flag that only means something with --http, and a short token', async () => {
    for (const [args, env, said] of [
      [['--http', 'eighty'], {}, '--http takes a port number'],
      [['--http'], {}, 'argument missing'],
      [['--i-am-the-only-user'], {}, '--i-am-the-only-user applies only with --http'],
      [['--http', '0'], { AINIZE_MCP_HTTP_TOKEN: 'too-short-123' }, 'AINIZE_MCP_HTTP_TOKEN is shorter than 24'],
    ] as const) {
      const p = await start([...args], env);
      expect(await p.exited, args.join(' ')).toBe('2');
      expect(p.stderr()).toContain(said);
      expect(p.stderr()).not.toContain('too-short-123');
    }
  });
});

describe('serving', () => {
  it('starts with --i-am-the-only-user, says what is in force, and leaves with 0 on SIGTERM', async () => {
    const p = await start(['--http', '0', '--i-am-the-only-user'], {
      AINIZE_MCP_SESSION_BUDGET: '5',
      AINIZE_MCP_ALLOW_APPLY: '1',
    });
    expect(p.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(p.stderr()).toContain('warning: AINIZE_MCP_SESSION_BUDGET=5 is in force on a port');
    expect(p.stderr()).toContain('warning: AINIZE_MCP_ALLOW_APPLY is in force on a port');
    const client = new Client({ name: 'command-test', version: '0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(p.url!)));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('search_knowledge');
    await client.close();
    expect(await p.stop()).toBe('0');
    expect(p.stdout()).toBe('');
    expect(p.stderr()).toMatch(/session [0-9a-f]{8} opened/);
  });

  it('asks every request for its bearer token and never prints the token', async () => {
    const p = await start(['--http', '0'], { AINIZE_MCP_HTTP_TOKEN: TOKEN });
    expect(p.stderr()).toContain('bearer token required');
    const refused = await fetch(p.url!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    const client = new Client({ name: 'command-test', version: '0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(p.url!), {
        requestInit: { headers: { authorization: `Bearer ${TOKEN}` } },
      }),
    );
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    await client.close();
    expect(await p.stop()).toBe('0');
    expect(p.stderr()).not.toContain(TOKEN);
  });
});
