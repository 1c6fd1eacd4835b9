import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './stdio-harness.js';

/**
 * What a user outside this repository gets: `npm pack` of @ainize/core, @ainize/runtime and @ainize/mcp, the three
 * tarballs installed into an empty folder (their dependencies from the npm registry), then the package imported by
 * name and its command run from that folder. Nothing of the checkout is reachable from there: the folder is under
 * the OS temp dir, and npm's own variables are not passed on, so npm cannot mistake the workspace for the project.
 */

const PACKED = ['core', 'runtime', 'mcp'] as const;
const OURS = new Set(PACKED.map((name) => `@ainize/${name}`));
const MINUTE = 60_000;

interface PackResult {
  name: string;
  version: string;
  filename: string;
  files: { path: string }[];
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment without npm's per-run variables (registry, cache, proxy and TLS settings are kept). */
function cleanEnv(): NodeJS.ProcessEnv {
  const keep =
    /^npm_config_(registry|cache|userconfig|globalconfig|proxy|https_proxy|noproxy|no_proxy|cafile|ca|strict_ssl|@.*:registry)$/i;
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(name) && !keep.test(name)) continue;
    if (name === 'INIT_CWD' || name === 'NODE_OPTIONS' || name.startsWith('VITEST')) continue;
    env[name] = value;
  }
  // npm and npx put the checkout's node_modules/.bin on PATH; a command found there would prove nothing here.
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !/node_modules[\\/]\.bin$/.test(entry))
    .join(delimiter);
  return env;
}

function run(command: string, args: string[], cwd: string, input = '', timeoutMs = 3 * MINUTE): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: cleanEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(input);
  });
}

/** Starts the installed server on stdio, sends initialize, and closes stdin after the first answer line. */
function handshake(env: Record<string, string>): Promise<Run> {
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pack-check', version: '1' } },
  };
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(join(app, 'node_modules/.bin/ainize-mcp'), [], { cwd: app, env: { ...cleanEnv(), ...env } });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), MINUTE);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.includes('\n')) child.stdin.end();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.write(`${JSON.stringify(initialize)}\n`);
  });
}

const ok = (result: Run, what: string): Run => {
  if (result.code !== 0) throw new Error(`${what} exited with ${result.code}:\n${result.stderr}\n${result.stdout}`);
  return result;
};

let work: string;
let app: string;
let packed: PackResult[];
let install: Run;

beforeAll(async () => {
  // Incremental: a no-op when dist is current, and what ships is what is tested.
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', ...PACKED.map((name) => `packages/${name}`)],
    { cwd: ROOT, stdio: 'inherit' },
  );
  work = mkdtempSync(join(tmpdir(), 'ainize-pack-'));
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  const workspaces = PACKED.flatMap((name) => ['--workspace', `packages/${name}`]);
  const pack = ok(
    await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tarballs, ...workspaces], ROOT),
    'npm pack',
  );
  packed = JSON.parse(pack.stdout) as PackResult[];

  app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify({ name: 'uses-ainize', private: true, type: 'module' })}\n`,
  );
  install = ok(
    await run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--ignore-scripts',
        ...packed.map((p) => join(tarballs, p.filename)),
      ],
      app,
      '',
      5 * MINUTE,
    ),
    'npm install of the tarballs',
  );
}, 8 * MINUTE);

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it('hold their built code and manifest, and nothing of the build or the tests', () => {
    expect(packed.map((p) => p.name).sort()).toEqual([...OURS].sort());
    for (const p of packed) {
      const files = p.files.map((f) => f.path);
      expect(files, p.name).toEqual(expect.arrayContaining(['package.json', 'dist/index.js', 'dist/index.d.ts']));
      expect(
        files.filter((f) => /tsbuildinfo|^src\/|^test\/|(^|\/)examples\//.test(f)),
        p.name,
      ).toEqual([]);
    }
    const mcp = packed.find((p) => p.name === '@ainize/mcp')!.files.map((f) => f.path);
    expect(mcp).toEqual(expect.arrayContaining(['bin/ainize-mcp.js', 'dist/bin.js']));
  });

  it('depend on each other by version, and at run time on nothing but the registry and each other', () => {
    for (const name of PACKED) {
      const manifest = JSON.parse(readFileSync(join(app, 'node_modules/@ainize', name, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
        expect(range, `${name} → ${dep}`).toMatch(/^[\^~]?\d+\.\d+\.\d+/);
        if (dep.startsWith('@ainize/')) expect(OURS.has(dep), `${name} → ${dep}`).toBe(true);
      }
    }
    // The MCP server reaches a node over HTTP; the node package is not installed with it.
    expect(existsSync(join(app, 'node_modules/@ainize/node'))).toBe(false);
  });

  it('install into an empty folder without an engine warning on this Node', () => {
    expect(install.stderr).not.toMatch(/EBADENGINE/);
    const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; resolved?: string; integrity?: string; link?: boolean }>;
    };
    // Our three come from the tarballs, everything else from the registry.
    for (const name of OURS) expect(lock.packages[`node_modules/${name}`]?.resolved).toMatch(/^file:/);
    const fromRegistry = Object.entries(lock.packages).filter(
      ([path]) => path !== '' && !OURS.has(path.replace(/^node_modules\//, '')),
    );
    expect(fromRegistry.length).toBeGreaterThan(10);
    for (const [path, entry] of fromRegistry) {
      // A registry package carries its tarball's integrity; npm may leave `resolved` out when it is the registry.
      expect(entry.link, path).toBeUndefined();
      expect(entry.integrity, path).toMatch(/^sha512-/);
      if (entry.resolved !== undefined) expect(entry.resolved, path).toMatch(/^https?:\/\//);
    }
  });
});

describe('in the folder they were installed into', () => {
  it('import { McpDataSource } from "@ainize/mcp" works, resolved inside that folder', async () => {
    const script = `
      import { McpDataSource } from '@ainize/mcp';
      import { canonicalJson } from '@ainize/core';
      import * as runtime from '@ainize/runtime';
      console.log(JSON.stringify({
        mcp: import.meta.resolve('@ainize/mcp'),
        runtime: import.meta.resolve('@ainize/runtime'),
        kind: typeof McpDataSource,
        name: McpDataSource.name,
        canonical: canonicalJson({ b: 1, a: [2] }),
        runtimeExports: Object.keys(runtime).length,
      }));`;
    const result = ok(await run(process.execPath, ['--input-type=module', '-e', script], app), 'the import');
    const seen = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(seen).toMatchObject({ kind: 'function', name: 'McpDataSource', canonical: '{"a":[2],"b":1}' });
    expect(seen.mcp).toBe(`file://${join(app, 'node_modules/@ainize/mcp/dist/index.js')}`);
    expect(seen.runtime).toBe(`file://${join(app, 'node_modules/@ainize/runtime/dist/index.js')}`);
    expect(seen.runtimeExports).toBeGreaterThan(0);
  });

  it('the ainize-mcp command runs: --version, --help, and an MCP initialize over stdio', async () => {
    const version = (JSON.parse(readFileSync(join(ROOT, 'packages/mcp/package.json'), 'utf8')) as { version: string })
      .version;
    const v = ok(await run('npx', ['--no-install', 'ainize-mcp', '--version'], app), 'ainize-mcp --version');
    expect(v.stdout).toBe(`${version}\n`);
    const help = ok(await run(join(app, 'node_modules/.bin/ainize-mcp'), ['--help'], app), 'ainize-mcp --help');
    expect(help.stdout).toMatch(/^Usage: ainize-mcp/);
    expect(help.stdout).toContain('teach-key new');

    // No node listens on port 9; the handshake does not need one.
    const session = await handshake({ AINIZE_NODE_URL: 'http://127.0.0.1:9' });
    expect(session.code, session.stderr).toBe(0);
    const answer = JSON.parse(session.stdout.split('\n')[0]!) as {
      id: number;
      result: { serverInfo: { name: string; version: string }; capabilities: Record<string, unknown> };
    };
    expect(answer.id).toBe(1);
    expect(answer.result.serverInfo).toMatchObject({ name: 'ainize-mcp', version });
    expect(answer.result.capabilities).toHaveProperty('tools');
  });

  it('teach-key new writes a key file the installed server accepts', async () => {
    const keyFile = join(work, 'keys', 'teacher.json');
    const made = ok(
      await run(join(app, 'node_modules/.bin/ainize-mcp'), ['teach-key', 'new', '--out', keyFile], app),
      'teach-key new',
    );
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const privateKey = (JSON.parse(readFileSync(keyFile, 'utf8')) as { private_key: string }).private_key;
    expect(made.stdout + made.stderr).not.toContain(privateKey);
    const address = /address: (0x[0-9a-fA-F]{40})/.exec(made.stdout)?.[1];
    expect(address).toBeDefined();
    const script = `
      import { loadConfig } from '@ainize/mcp';
      console.log(loadConfig({ AINIZE_TEACH_KEY: ${JSON.stringify(keyFile)} }).public.teach_address);`;
    const loaded = ok(await run(process.execPath, ['--input-type=module', '-e', script], app), 'loadConfig');
    expect(loaded.stdout.trim()).toBe(address);
    // And the installed server starts with it (a key it refused would end the process with 2 before any answer).
    const session = await handshake({ AINIZE_NODE_URL: 'http://127.0.0.1:9', AINIZE_TEACH_KEY: keyFile });
    expect(session.code, session.stderr).toBe(0);
    expect(session.stdout).toContain('"serverInfo"');
    expect(session.stdout + session.stderr).not.toContain(privateKey);
  });
});
