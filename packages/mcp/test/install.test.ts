import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, buildServer, type Json } from './stdio-harness.js';

/**
 * `ainize-mcp install`, as built, against a throwaway HOME and project directory for every client and scope:
 * the entry each client expects, other servers and keys carried over, a backup before a change and none when
 * nothing changes, and not one secret value in any file it writes, however many are set in its environment.
 */

const SECRETS = {
  AINIZE_OPERATOR_PASSWORD: 'canary-install-password-51c7',
  AINIZE_TOKEN: 'canary-install-token-9e2b4d',
  AINIZE_TEACH_KEY: `0x${'3b9e1f7a'.repeat(8)}`,
  GRAPH_API_KEY: 'canary-install-graph-key-0d44',
  AINIZE_MCP_HTTP_TOKEN: 'canary-install-http-token-6a1f2c9e8d',
};
/** What the entry refers to by name (the HTTP bearer is for --http only, so a stdio entry leaves it out). */
const REFERRED = ['AINIZE_OPERATOR_PASSWORD', 'AINIZE_TOKEN', 'AINIZE_TEACH_KEY', 'GRAPH_API_KEY'];
const SETTINGS = {
  AINIZE_NODE_URL: 'http://127.0.0.1:3422/',
  AINIZE_MCP_SESSION_BUDGET: '5',
  AINIZE_MCP_STATE_DIR: 'state',
};

interface Case {
  client: string;
  scope: 'user' | 'project';
  file(home: string, project: string): string;
  serversKey: string;
  reference(name: string): string;
  extras: Record<string, string>;
}

const CASES: Case[] = [
  {
    client: 'claude',
    scope: 'user',
    file: (home) => join(home, '.claude.json'),
    serversKey: 'mcpServers',
    reference: (name) => `\${${name}}`,
    extras: { type: 'stdio' },
  },
  {
    client: 'claude',
    scope: 'project',
    file: (_home, project) => join(project, '.mcp.json'),
    serversKey: 'mcpServers',
    reference: (name) => `\${${name}}`,
    extras: { type: 'stdio' },
  },
  {
    client: 'cursor',
    scope: 'user',
    file: (home) => join(home, '.cursor', 'mcp.json'),
    serversKey: 'mcpServers',
    reference: (name) => `\${env:${name}}`,
    extras: {},
  },
  {
    client: 'cursor',
    scope: 'project',
    file: (_home, project) => join(project, '.cursor', 'mcp.json'),
    serversKey: 'mcpServers',
    reference: (name) => `\${env:${name}}`,
    extras: {},
  },
  {
    client: 'windsurf',
    scope: 'user',
    file: (home) => join(home, '.codeium', 'windsurf', 'mcp_config.json'),
    serversKey: 'mcpServers',
    reference: (name) => `\${env:${name}}`,
    extras: {},
  },
  {
    client: 'vscode',
    scope: 'user',
    file: (home) => join(home, '.config', 'Code', 'User', 'mcp.json'),
    serversKey: 'servers',
    reference: (name) => `\${input:${name.toLowerCase().replace(/_/g, '-')}}`,
    extras: { type: 'stdio' },
  },
  {
    client: 'vscode',
    scope: 'project',
    file: (_home, project) => join(project, '.vscode', 'mcp.json'),
    serversKey: 'servers',
    reference: (name) => `\${input:${name.toLowerCase().replace(/_/g, '-')}}`,
    extras: { type: 'stdio' },
  },
];

const roots: string[] = [];
const script = () => realpathSync(BIN);

/** A temp root holding `home/` and `project/`; the run's HOME and cwd. */
function sandbox(): { root: string; home: string; project: string } {
  const root = mkdtempSync(join(tmpdir(), 'ainize-install-'));
  roots.push(root);
  const home = join(root, 'home');
  const project = join(root, 'project');
  mkdirSync(home);
  mkdirSync(project);
  return { root, home, project };
}

function install(
  args: string[],
  where: { home: string; project: string },
  env: Record<string, string> = {},
): { status: number | null; stdout: string; stderr: string } {
  // Only what the test sets: no XDG_CONFIG_HOME or CLAUDE_CONFIG_DIR of the machine running the tests.
  const result = spawnSync(process.execPath, [BIN, 'install', ...args], {
    cwd: where.project,
    env: { PATH: process.env.PATH ?? '', HOME: where.home, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file under `root` with its bytes, so "nothing written" and "byte-identical" are exact comparisons. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), readFileSync(path, 'latin1'));
    }
  };
  walk(root);
  return files;
}

const backupsOf = (file: string): string[] =>
  readdirSync(dirname(file)).filter((name) => name.startsWith(`${file.split('/').pop()}.`) && name.endsWith('.bak'));

function expectNoSecretIn(texts: Iterable<string>): void {
  for (const text of texts) {
    for (const value of Object.values(SECRETS)) {
      expect(text).not.toContain(value);
      expect(text.toLowerCase()).not.toContain(value.replace(/^0x/, '').toLowerCase());
    }
  }
}

beforeAll(() => {
  buildServer();
});

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe.each(CASES)('install --client $client --scope $scope', (c) => {
  it('adds the entry beside what the file held, keeps a backup, and writes no secret value', () => {
    const box = sandbox();
    const file = c.file(box.home, box.project);
    mkdirSync(dirname(file), { recursive: true });
    const before: Json = {
      numStartups: 7,
      [c.serversKey]: { other: { command: 'other-server', args: ['--flag'], env: { OTHER: '1' } } },
      ...(c.client === 'vscode'
        ? { inputs: [{ type: 'promptString', id: 'other-key', description: 'theirs', password: true }] }
        : {}),
    };
    const beforeText = `${JSON.stringify(before, null, 2)}\n`;
    writeFileSync(file, beforeText);

    const run = install(['--client', c.client, '--scope', c.scope], box, { ...SECRETS, ...SETTINGS });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(file);
    expect(run.stdout).toContain('previous file is kept as');

    const after: Json = JSON.parse(readFileSync(file, 'utf8'));
    expect(after.numStartups).toBe(7);
    expect(after[c.serversKey].other).toEqual(before[c.serversKey].other);
    expect(after[c.serversKey].ainize).toEqual({
      ...c.extras,
      command: process.execPath,
      args: [script()],
      env: {
        AINIZE_NODE_URL: 'http://127.0.0.1:3422',
        AINIZE_MCP_SESSION_BUDGET: '5',
        AINIZE_MCP_STATE_DIR: join(realpathSync(box.project), 'state'),
        ...Object.fromEntries(REFERRED.map((name) => [name, c.reference(name)])),
      },
    });
    expect(after[c.serversKey].ainize.env).not.toHaveProperty('AINIZE_MCP_HTTP_TOKEN');
    if (c.client === 'vscode') {
      expect(after.inputs[0]).toEqual(before.inputs?.[0]);
      expect(after.inputs.slice(1)).toEqual(
        REFERRED.map((name) => ({
          type: 'promptString',
          id: name.toLowerCase().replace(/_/g, '-'),
          description: expect.stringContaining(name),
          password: true,
        })),
      );
    } else {
      expect(after).not.toHaveProperty('inputs');
    }

    const backups = backupsOf(file);
    expect(backups).toHaveLength(1);
    expect(readFileSync(join(dirname(file), backups[0] ?? ''), 'utf8')).toBe(beforeText);
    expectNoSecretIn([...snapshot(box.root).values(), run.stdout, run.stderr]);
  });

  it('changes nothing on a second run: the same bytes, no new backup', () => {
    const box = sandbox();
    const env = { ...SECRETS, ...SETTINGS };
    const first = install(['--client', c.client, '--scope', c.scope], box, env);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('a new file');
    expect(backupsOf(c.file(box.home, box.project))).toEqual([]);
    const written = snapshot(box.root);

    const second = install(['--client', c.client, '--scope', c.scope], box, env);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('Already up to date');
    expect(snapshot(box.root)).toEqual(written);
    expectNoSecretIn([...written.values(), first.stdout, second.stdout]);
  });

  it('--print shows the entry and writes nothing', () => {
    const box = sandbox();
    const run = install(['--client', c.client, '--scope', c.scope, '--print'], box, { ...SECRETS, ...SETTINGS });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(c.file(box.home, box.project));
    expect(run.stdout).toContain('nothing is written');
    // The entry is the JSON block from the first line that opens it to the first line that closes it.
    const shown: Json = JSON.parse(run.stdout.slice(run.stdout.indexOf('\n{\n'), run.stdout.indexOf('\n}\n') + 2));
    expect(shown[c.serversKey].ainize.args).toEqual([script()]);
    expect(shown[c.serversKey].ainize.env.AINIZE_OPERATOR_PASSWORD).toBe(c.reference('AINIZE_OPERATOR_PASSWORD'));
    expect(snapshot(box.root).size).toBe(0);
    expectNoSecretIn([run.stdout, run.stderr]);
  });
});

describe('install refuses bad input and writes nothing', () => {
  const refused = (args: string[], env: Record<string, string> = {}, seed?: { file: string; text: string }) => {
    const box = sandbox();
    if (seed) {
      const file = join(box.home, seed.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, seed.text);
    }
    const before = snapshot(box.root);
    const run = install(args, box, env);
    expect(snapshot(box.root)).toEqual(before);
    expect(run.stdout).toBe('');
    return run;
  };

  it('an unknown client, named with the choices', () => {
    const run = refused(['--client', 'emacs']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown client "emacs"');
    expect(run.stderr).toContain('claude, cursor, windsurf, vscode');
  });

  it('no client at all', () => {
    const run = refused([]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--client is required');
  });

  it('an unknown scope', () => {
    const run = refused(['--client', 'cursor', '--scope', 'global']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown scope "global"');
  });

  it('a project scope for a client that has none', () => {
    const run = refused(['--client', 'windsurf', '--scope', 'project']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Windsurf has no project config file');
  });

  it('an unknown option', () => {
    const run = refused(['--client', 'claude', '--global']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("'--global'");
  });

  it('a setting the server would refuse, named by its key, with no secret in the sentence', () => {
    const run = refused(['--client', 'claude'], { AINIZE_MCP_SESSION_BUDGET: 'lots', ...SECRETS });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('AINIZE_MCP_SESSION_BUDGET');
    expectNoSecretIn([run.stderr]);
  });

  it('a bad secret, named by its key and not repeated', () => {
    const run = refused(['--client', 'claude'], { AINIZE_TEACH_KEY: 'canary-not-a-key-file-17' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('AINIZE_TEACH_KEY');
    expect(run.stderr).not.toContain('canary-not-a-key-file-17');
  });

  it('an existing file that is not JSON (comments included), naming the file; no backup either', () => {
    const text = '{\n  // my servers\n  "servers": {}\n}\n';
    const run = refused(['--client', 'vscode'], {}, { file: '.config/Code/User/mcp.json', text });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('.config/Code/User/mcp.json is not valid JSON');
    expect(run.stderr).toContain('nothing written');
  });

  it('an existing file whose server list is not an object', () => {
    const run = refused(['--client', 'cursor'], {}, { file: '.cursor/mcp.json', text: '{"mcpServers": []}' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('"mcpServers" is not an object');
  });

  it('an existing file that holds JSON but not an object', () => {
    const run = refused(['--client', 'claude'], {}, { file: '.claude.json', text: '[1, 2]' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('not an object');
  });
});

describe('install updates an entry it wrote before', () => {
  it('replaces the launch fields when settings change, keeps fields the person added, and backs up first', () => {
    const box = sandbox();
    const file = join(box.home, '.codeium', 'windsurf', 'mcp_config.json');
    expect(install(['--client', 'windsurf'], box, { AINIZE_MCP_SESSION_BUDGET: '5' }).status).toBe(0);
    const doc: Json = JSON.parse(readFileSync(file, 'utf8'));
    doc.mcpServers.ainize.disabled = false;
    writeFileSync(file, JSON.stringify(doc, null, 2));

    const run = install(['--client', 'windsurf'], box, { AINIZE_MCP_MAX_PER_PURCHASE: '1' });
    expect(run.status).toBe(0);
    const entry: Json = JSON.parse(readFileSync(file, 'utf8')).mcpServers.ainize;
    expect(entry.disabled).toBe(false);
    expect(entry.env).toEqual({ AINIZE_NODE_URL: 'http://localhost:3422', AINIZE_MCP_MAX_PER_PURCHASE: '1' });
    expect(backupsOf(file)).toHaveLength(1);
  });

  it('drops the VS Code inputs of secrets no longer set, and leaves the person’s own inputs', () => {
    const box = sandbox();
    const file = join(box.project, '.vscode', 'mcp.json');
    const args = ['--client', 'vscode', '--scope', 'project'];
    expect(install(args, box, { AINIZE_TOKEN: SECRETS.AINIZE_TOKEN }).status).toBe(0);
    const doc: Json = JSON.parse(readFileSync(file, 'utf8'));
    doc.inputs.push({ type: 'promptString', id: 'their-key', description: 'theirs' });
    writeFileSync(file, JSON.stringify(doc, null, 2));

    expect(install(args, box, { AINIZE_TEACH_KEY: SECRETS.AINIZE_TEACH_KEY }).status).toBe(0);
    const after: Json = JSON.parse(readFileSync(file, 'utf8'));
    expect(after.inputs.map((input: { id: string }) => input.id)).toEqual(['their-key', 'ainize-teach-key']);
    expect(after.servers.ainize.env.AINIZE_TEACH_KEY).toBe('${input:ainize-teach-key}');
    expect(after.servers.ainize.env).not.toHaveProperty('AINIZE_TOKEN');
    expectNoSecretIn(snapshot(box.root).values());
  });

  it('keeps a VS Code input another entry still uses', () => {
    const box = sandbox();
    const args = ['--client', 'vscode', '--scope', 'project'];
    expect(install([...args, '--name', 'second'], box, { AINIZE_TOKEN: SECRETS.AINIZE_TOKEN }).status).toBe(0);
    expect(install(args, box, { AINIZE_TOKEN: SECRETS.AINIZE_TOKEN }).status).toBe(0);
    expect(install(args, box).status).toBe(0);
    const after: Json = JSON.parse(readFileSync(join(box.project, '.vscode', 'mcp.json'), 'utf8'));
    expect(after.servers.ainize.env).not.toHaveProperty('AINIZE_TOKEN');
    expect(after.servers.second.env.AINIZE_TOKEN).toBe('${input:ainize-token}');
    expect(after.inputs.map((input: { id: string }) => input.id)).toEqual(['ainize-token']);
  });

  it('--name installs a second entry beside the first', () => {
    const box = sandbox();
    expect(install(['--client', 'cursor'], box).status).toBe(0);
    expect(
      install(['--client', 'cursor', '--name', 'ainize-4000'], box, { AINIZE_NODE_URL: 'http://127.0.0.1:4000' })
        .status,
    ).toBe(0);
    const servers: Json = JSON.parse(readFileSync(join(box.home, '.cursor', 'mcp.json'), 'utf8')).mcpServers;
    expect(Object.keys(servers)).toEqual(['ainize', 'ainize-4000']);
    expect(servers['ainize-4000'].env.AINIZE_NODE_URL).toBe('http://127.0.0.1:4000');
  });
});
