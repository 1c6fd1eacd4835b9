import { closeSync, fchmodSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addressOf, generatePrivateKey } from '@ainize/core';
import { parseTeachKeyFile } from './teach-key.js';

/**
 * `ainize-mcp teach-key new [--out FILE]`: makes a fresh teaching key and writes it as a key-backup JSON file,
 * mode 0600, created exclusively (an existing file — or a link in its place — is never replaced). It reports the
 * path and the public address; the private key is never printed. Exit codes: 0 written, 1 nothing written because
 * the file exists or cannot be created, 2 a wrong option.
 */

export const TEACH_KEY_USAGE = `Usage: ainize-mcp teach-key new [--out FILE]

Makes a new teaching key and writes it to FILE (default: ~/.ainize/teach-key.json) as
  {"address": "0x…", "private_key": "<64 hex>"}
readable by you alone (mode 0600). An existing file is never replaced. It prints the file's path and the key's
address (the teacher's public identity) and never the private key. Point the server at it with
  AINIZE_TEACH_KEY=<the printed path>
The file is the only copy of the key: keep a backup somewhere safe. AINIZE_TEACH_KEY also takes the key itself
(64 hex characters, 0x optional) or a file holding only those characters.
`;

export interface TeachKeyIo {
  out(text: string): void;
  err(text: string): void;
}

export interface TeachKeyContext {
  home: string;
  cwd: string;
}

type Request = { kind: 'help' } | { kind: 'new'; out: string } | { kind: 'invalid'; problem: string };

export function defaultTeachKeyPath(home: string): string {
  return join(home, '.ainize', 'teach-key.json');
}

export function parseTeachKeyArgs(argv: readonly string[], context: TeachKeyContext): Request {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (thrown) {
    return { kind: 'invalid', problem: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const [action, ...rest] = positionals;
  if (action === undefined) return { kind: 'invalid', problem: 'say what to do: teach-key new [--out FILE]' };
  if (action !== 'new') return { kind: 'invalid', problem: `unknown action "${action}"; the one action is "new"` };
  if (rest.length > 0)
    return { kind: 'invalid', problem: `unexpected argument "${rest[0]}"; give the file with --out` };
  if (values.out !== undefined && values.out.trim() === '') {
    return { kind: 'invalid', problem: '--out takes a file path' };
  }
  const out = values.out === undefined ? defaultTeachKeyPath(context.home) : resolve(context.cwd, values.out);
  return { kind: 'new', out };
}

export function runTeachKey(argv: readonly string[], io: TeachKeyIo, context: TeachKeyContext): number {
  const request = parseTeachKeyArgs(argv, context);
  if (request.kind === 'help') {
    io.out(TEACH_KEY_USAGE);
    return 0;
  }
  if (request.kind === 'invalid') {
    io.err(`ainize-mcp teach-key: ${request.problem} (see ainize-mcp teach-key --help)\n`);
    return 2;
  }
  const written = writeNewTeachKey(request.out);
  if ('problem' in written) {
    io.err(`ainize-mcp teach-key: nothing written: ${written.problem}\n`);
    return 1;
  }
  io.out(
    `Wrote a new teaching key to ${written.path} (mode 0600).\n` +
      `address: ${written.address}\n` +
      `Use it with AINIZE_TEACH_KEY=${written.path}\n` +
      'This file is the only copy of the key; keep a backup somewhere safe.\n',
  );
  return 0;
}

/**
 * Creates `path` with a new key. `wx` makes the creation exclusive, so neither a file nor a symbolic link already
 * there is followed or replaced; the mode is set on the open descriptor, whatever the umask. What was written is
 * read back through the loader before success is reported, so a file this command made is one the server takes.
 */
export function writeNewTeachKey(path: string): { path: string; address: string } | { problem: string } {
  const privateKey = generatePrivateKey();
  const address = addressOf(privateKey);
  const text = `${JSON.stringify({ address, private_key: privateKey }, null, 2)}\n`;
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  } catch (thrown) {
    return { problem: `cannot create the folder ${dirname(path)} (${codeOf(thrown)})` };
  }
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (thrown) {
    const code = codeOf(thrown);
    return {
      problem:
        code === 'EEXIST'
          ? `${path} already exists; a key file is never replaced (choose another path with --out, or move that file away first)`
          : `cannot create ${path} (${code})`,
    };
  }
  try {
    fchmodSync(fd, 0o600);
    writeSync(fd, text);
  } catch (thrown) {
    // A half-written key file is worse than none: it would be refused later, far from this cause.
    closeSync(fd);
    rmSync(path, { force: true });
    return { problem: `cannot write ${path} (${codeOf(thrown)})` };
  }
  closeSync(fd);
  const check = parseTeachKeyFile(readFileSync(path, 'utf8'));
  if ('problem' in check || check.address !== address) {
    return { problem: `${path} was written but does not read back as the key just made; do not use it` };
  }
  return { path, address };
}

function codeOf(thrown: unknown): string {
  const code = (thrown as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : thrown instanceof Error ? thrown.message : String(thrown);
}
