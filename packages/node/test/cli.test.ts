import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The CLI is tested as shipped: built with tsc, run with node, as `ainize` would be. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const main = join(root, 'packages/node/dist/cli/main.js');

let dir: string;

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/node'], {
    cwd: root,
    stdio: 'inherit',
  });
  dir = mkdtempSync(join(tmpdir(), 'ainize-cli-'));
}, 180_000);

afterAll(() => {
  // A failed assertion must not leave a detached node running.
  for (const home of ['a', 'b', 'open']) {
    if (existsSync(join(dir, home, 'node.pid'))) ainize('stop', '--home', join(dir, home));
  }
  rmSync(dir, { recursive: true, force: true });
});

function ainize(...args: string[]) {
  return ainizeWith({}, ...args);
}

/** With text on stdin and extra environment variables. */
function ainizeWith(options: { input?: string; env?: Record<string, string> }, ...args: string[]) {
  const env = { ...process.env, ...options.env };
  delete env.AINIZE_HOME;
  if (options.env?.AINIZE_OPERATOR_PASSWORD === undefined) delete env.AINIZE_OPERATOR_PASSWORD;
  const result = spawnSync(process.execPath, [main, ...args], {
    encoding: 'utf8',
    env,
    // A ceiling only: a detached start on a busy machine may wait up to its own two-minute bound.
    timeout: 180_000,
    input: options.input ?? '',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function signIn(url: string, password: string): Promise<{ status: number; token?: string }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  return { status: res.status, ...((await res.json()) as { token?: string }) };
}

describe('ainize CLI', () => {
  it('inits, starts detached, reports status and stops', async () => {
    const home = join(dir, 'a');
    const init = ainize('init', '--name', 'cli-node', '--port', '0', '--home', home);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toMatch(/initialised node cli-node \(0x[0-9a-fA-F]{40}\)/);
    expect(statSync(join(home, 'config.json')).mode & 0o777).toBe(0o600);
    expect(ainize('init', '--name', 'again', '--home', home)).toMatchObject({ code: 1 });

    const start = ainize('start', '-d', '--home', home);
    expect(start.code, start.stderr).toBe(0);
    const url = /at (http:\/\/\S+)/.exec(start.stdout)?.[1] as string;
    const pid = Number(readFileSync(join(home, 'node.pid'), 'utf8'));
    expect(start.stdout).toContain(`pid ${pid}`);
    expect(ainize('start', '-d', '--home', home).stderr).toContain(`already running from ${home} (pid ${pid})`);

    const status = ainize('status', '--json', '--home', home);
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      running: true,
      pid,
      url,
      health: { ok: true, node: 'cli-node' },
    });
    const me = (await (await fetch(`${url}/api/auth/me`)).json()) as { needsSetup: boolean };
    expect(me.needsSetup).toBe(true);

    expect(ainize('stop', '--home', home)).toMatchObject({ code: 0 });
    expect(existsSync(join(home, 'node.pid'))).toBe(false);
    expect(ainize('status', '--home', home)).toMatchObject({ code: 1 });
    expect(readFileSync(join(home, 'node.log'), 'utf8')).toContain('"msg":"Server listening at');
    // The first start builds the base model: on a machine busy with other work it may wait well past a minute.
  }, 240_000);

  it('keeps stdout silent in the foreground and stops on SIGTERM', async () => {
    const home = join(dir, 'b');
    expect(ainize('init', '--name', 'fg-node', '--port', '0', '--home', home).code).toBe(0);
    const child = spawn(process.execPath, [main, 'start', '--home', home], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    while (!/ainize node fg-node .* listening at (http\S+)/.test(stderr)) await new Promise((r) => setTimeout(r, 50));
    const url = /ainize node fg-node .* listening at (http\S+)/.exec(stderr)?.[1] as string;
    await fetch(`${url}/healthz`);
    await fetch(`${url}/api/nope`);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toContain('"msg":"incoming request"');
    expect(existsSync(join(home, 'node.pid'))).toBe(false);
  });

  it('refuses to serve beyond loopback until an operator password is set, and passwd sets one', async () => {
    const home = join(dir, 'open');
    expect(ainize('init', '--name', 'open-node', '--host', '0.0.0.0', '--port', '0', '--home', home).code).toBe(0);
    for (const start of [ainize('start', '--home', home), ainize('start', '-d', '--home', home)]) {
      expect(start.code).toBe(1);
      expect(start.stderr).toContain('0.0.0.0');
      expect(start.stderr).toContain(`ainize passwd --home ${home}`);
      expect(start.stderr).toContain('127.0.0.1');
    }
    expect(existsSync(join(home, 'node.pid'))).toBe(false);
    expect(existsSync(join(home, 'data', 'node.db'))).toBe(false);

    expect(ainizeWith({ input: 'eleven char\n' }, 'passwd', '--home', home)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('at least 12 characters'),
    });
    const first = 'first operator password';
    const passwd = ainizeWith({ input: `${first}\n` }, 'passwd', '--home', home);
    expect(passwd.code, passwd.stderr).toBe(0);
    expect(passwd.stdout + passwd.stderr).not.toContain(first);
    expect(readFileSync(join(home, 'config.json'), 'utf8')).toMatch(/"passwordHash": "scrypt\$/);

    const start = ainize('start', '-d', '--home', home);
    expect(start.code, start.stderr).toBe(0);
    // Bound on every interface; reached here through loopback.
    const url = (/at (http:\/\/\S+)/.exec(start.stdout)?.[1] as string).replace('0.0.0.0', '127.0.0.1');
    const me = (await (await fetch(`${url}/api/auth/me`)).json()) as { needsSetup: boolean };
    expect(me.needsSetup).toBe(false);
    const setup = await fetch(`${url}/api/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'a stranger wants this node' }),
    });
    expect(setup.status).toBe(409);
    const session = await signIn(url, first);
    expect(session.status).toBe(200);

    // A new password applies to the running node at once, and ends the sessions opened with the old one.
    const second = 'second operator password';
    const change = ainizeWith({ env: { AINIZE_OPERATOR_PASSWORD: second } }, 'passwd', '--home', home);
    expect(change.code, change.stderr).toBe(0);
    expect(change.stdout).toContain('1 open session ended');
    expect((await signIn(url, first)).status).toBe(401);
    expect((await signIn(url, second)).status).toBe(200);
    const signedIn = await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(((await signedIn.json()) as { signed_in: boolean }).signed_in).toBe(false);
    expect(ainize('stop', '--home', home).code).toBe(0);
  });

  it('explains usage mistakes', () => {
    expect(ainize('init', '--home', join(dir, 'c'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--name'),
    });
    expect(ainize('start', '--frobnicate')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('unknown option --frobnicate'),
    });
    expect(ainize('launch')).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown command "launch"') });
    expect(ainize('status', '--home', join(dir, 'missing'))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('ainize init'),
    });
  });
});
