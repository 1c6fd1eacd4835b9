import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../src/cli/args.js';
import { loginCommand } from '../src/cli/login.js';

/** `ainize login` and `ainize passwd` as shipped: built with tsc, run with node, against a detached node. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const main = join(root, 'packages/node/dist/cli/main.js');

let dir: string;
let home: string;

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/node'], {
    cwd: root,
    stdio: 'inherit',
  });
  dir = mkdtempSync(join(tmpdir(), 'ainize-login-cli-'));
  home = join(dir, 'node');
}, 180_000);

afterAll(async () => {
  // A failed assertion must not leave a detached node running.
  if (existsSync(join(home, 'node.pid'))) await ainize({}, 'stop', '--home', home);
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI without blocking this process; stdin, stdout and stderr are pipes, as in `$(ainize login)`. */
function ainize(options: { input?: string; env?: Record<string, string> }, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  delete env.AINIZE_HOME;
  if (options.env?.AINIZE_OPERATOR_PASSWORD === undefined) delete env.AINIZE_OPERATOR_PASSWORD;
  const child = spawn(process.execPath, [main, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.input ?? '');
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('ainize passwd', () => {
  it('refuses a guessable password with the reason, and sets a strong one', async () => {
    // Bound to every interface, as a node others reach would be; that needs a password before it starts.
    const init = await ainize({}, 'init', '--name', 'login-node', '--host', '0.0.0.0', '--port', '0', '--home', home);
    expect(init.code).toBe(0);
    const weak = await ainize({ input: 'aaaaaaaaaaaa\n' }, 'passwd', '--home', home);
    expect(weak.code).toBe(2);
    expect(weak.stderr).toMatch(/^ainize passwd: this password is too easy to guess: it repeats one character, /);
    expect(weak.stderr).toContain('nothing was changed');
    expect(weak.stderr).not.toContain('aaaaaaaaaaaa');
    const strong = await ainize(
      { env: { AINIZE_OPERATOR_PASSWORD: 'a sturdy owner passphrase' } },
      'passwd',
      '--home',
      home,
    );
    expect(strong.code, strong.stderr).toBe(0);
  });
});

describe('ainize login', () => {
  it('says no node is running rather than guessing an address', async () => {
    const res = await ainize({}, 'login', '--home', home);
    expect(res).toMatchObject({ code: 1, stdout: '' });
    expect(res.stderr).toContain(`no node is running from ${home}`);
  });

  it('prints an operator token, alone on stdout, for the node running from the home, through loopback', async () => {
    const start = await ainize({}, 'start', '-d', '--home', home);
    expect(start.code, start.stderr).toBe(0);
    // It wrote 0.0.0.0 as its address; `ainize login` goes through loopback, and so does this test.
    const url = (/at (http:\/\/\S+)/.exec(start.stdout)?.[1] as string).replace('0.0.0.0', '127.0.0.1');
    const res = await ainize({}, 'login', '--home', home);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^[0-9a-f]{64}\n$/);
    expect(res.stderr).toContain('signed in to login-node');
    expect(res.stderr).not.toContain(res.stdout.trim());
    const me = await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${res.stdout.trim()}` } });
    expect(((await me.json()) as { signed_in: boolean }).signed_in).toBe(true);
    expect((await ainize({}, 'stop', '--home', home)).code).toBe(0);
  });

  it('does not print the token to a terminal, and asks nothing of the node then', async () => {
    const io = { out: () => undefined, err: () => undefined, env: {}, stdoutIsTerminal: true };
    // The home does not even need a running node: the refusal comes first.
    await expect(loginCommand(parseArgs(['--home', home], { home: { type: 'string' } }), io)).rejects.toThrow(
      /not printing an operator token to a terminal; capture it instead: TOKEN=\$\(ainize login --home /,
    );
  });
});
