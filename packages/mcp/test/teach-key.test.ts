import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressOf, generatePrivateKey } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine } from '../src/command-line.js';
import { loadConfig } from '../src/config/index.js';
import { runTeachKey, TEACH_KEY_USAGE } from '../src/config/teach-key-command.js';
import { readTeachKey, TEACH_KEY_FORMS, type TeachKeyProblem } from '../src/config/teach-key.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-teach-key-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command as the bin does, with its two streams captured. */
function teachKey(argv: string[], home = join(dir, 'home')) {
  let out = '';
  let err = '';
  const code = runTeachKey(argv, { out: (t) => (out += t), err: (t) => (err += t) }, { home, cwd: dir });
  return { code, out, err };
}

const privateKeyIn = (path: string): string =>
  (JSON.parse(readFileSync(path, 'utf8')) as { private_key: string }).private_key;

describe('ainize-mcp teach-key new', () => {
  it('is a command of its own on the command line', () => {
    expect(parseCommandLine(['teach-key', 'new', '--out', 'k.json'])).toEqual({
      kind: 'teach-key',
      args: ['new', '--out', 'k.json'],
    });
    expect(parseCommandLine(['--version'])).toEqual({ kind: 'version' });
  });

  it('writes a key readable by its owner alone, whatever the umask, and prints the path and address only', () => {
    const out = join(dir, 'keys', 'teacher.json');
    const previous = process.umask(0);
    let run;
    try {
      run = teachKey(['new', '--out', 'keys/teacher.json']);
    } finally {
      process.umask(previous);
    }
    expect(run.code).toBe(0);
    expect(run.err).toBe('');
    expect(statSync(out).mode & 0o777).toBe(0o600);
    const key = privateKeyIn(out);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const address = addressOf(key);
    expect(run.out).toContain(out);
    expect(run.out).toContain(`address: ${address}`);
    expect(run.out).toContain(`AINIZE_TEACH_KEY=${out}`);
    // Not the key, nor any long piece of it, in either case.
    for (const text of [run.out, run.err]) {
      expect(text.toLowerCase()).not.toContain(key.slice(0, 16));
      expect(text.toLowerCase()).not.toContain(key.slice(-16));
    }
  });

  it('writes what the loader takes back, as a path in AINIZE_TEACH_KEY', () => {
    const out = join(dir, 'loaded.json');
    expect(teachKey(['new', '--out', out]).code).toBe(0);
    const key = privateKeyIn(out);
    const config = loadConfig({ AINIZE_TEACH_KEY: out }, { cwd: dir, tmpDir: dir });
    expect(config.public.teach_address).toBe(addressOf(key));
    expect(config.secrets.teachKey).toMatchObject({ privateKey: key, source: 'file' });
  });

  it('never replaces an existing file, or follows a link in its place', () => {
    const out = join(dir, 'existing.json');
    writeFileSync(out, 'precious\n', { mode: 0o644 });
    const run = teachKey(['new', '--out', out]);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toContain(`${out} already exists; a key file is never replaced`);
    expect(readFileSync(out, 'utf8')).toBe('precious\n');

    const target = join(dir, 'elsewhere.json');
    const link = join(dir, 'link.json');
    symlinkSync(target, link);
    expect(teachKey(['new', '--out', link]).code).toBe(1);
    expect(existsSync(target)).toBe(false);
    expect(readlinkSync(link)).toBe(target);

    // A second run at the same path keeps the first key.
    const once = join(dir, 'once.json');
    expect(teachKey(['new', '--out', once]).code).toBe(0);
    const first = readFileSync(once, 'utf8');
    expect(teachKey(['new', '--out', once]).code).toBe(1);
    expect(readFileSync(once, 'utf8')).toBe(first);
  });

  it('writes to ~/.ainize/teach-key.json without --out, making the folder for its owner alone', () => {
    const home = join(dir, 'fresh-home');
    const run = teachKey(['new'], home);
    expect(run.code).toBe(0);
    const path = join(home, '.ainize', 'teach-key.json');
    expect(run.out).toContain(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(home, '.ainize')).mode & 0o777).toBe(0o700);
  });

  it('shows its usage, and refuses a wrong action or option with 2 and nothing written', () => {
    expect(teachKey(['--help'])).toEqual({ code: 0, out: TEACH_KEY_USAGE, err: '' });
    for (const argv of [[], ['old'], ['new', 'extra'], ['new', '--bogus'], ['new', '--out', ' ']]) {
      const run = teachKey(argv, join(dir, 'never'));
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.err, argv.join(' ')).toMatch(/^ainize-mcp teach-key: .+ \(see ainize-mcp teach-key --help\)\n$/);
    }
    expect(existsSync(join(dir, 'never'))).toBe(false);
  });
});

describe('the teaching key loader', () => {
  const KEY = generatePrivateKey();
  const ADDRESS = addressOf(KEY);
  const files = (map: Record<string, string>) => (path: string) => {
    const text = map[path];
    if (text === undefined) throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
    return text;
  };

  it('takes the key inline, with or without 0x, in either case, whitespace trimmed', () => {
    for (const value of [KEY, `0x${KEY}`, `  0x${KEY.toUpperCase()}\n`]) {
      expect(readTeachKey(value, files({}))).toEqual({ privateKey: KEY, address: ADDRESS, source: 'inline' });
    }
  });

  it('takes a file holding the key alone: hex, 0x-hex, upper case, a trailing newline, a byte-order mark', () => {
    for (const text of [KEY, `0x${KEY}\n`, `\n  ${KEY.toUpperCase()}  \r\n`, `\uFEFF${KEY}\n`]) {
      expect(readTeachKey('/k.hex', files({ '/k.hex': text })), JSON.stringify(text.slice(0, 3))).toEqual({
        privateKey: KEY,
        address: ADDRESS,
        source: 'file',
      });
    }
  });

  it('takes the JSON form, private_key or privateKey, with or without its address', () => {
    for (const json of [
      { address: ADDRESS, private_key: KEY },
      { address: ADDRESS.toLowerCase(), private_key: `0x${KEY}` },
      { privateKey: KEY },
    ]) {
      expect(readTeachKey('/k.json', files({ '/k.json': JSON.stringify(json) }))).toEqual({
        privateKey: KEY,
        address: ADDRESS,
        source: 'file',
      });
    }
  });

  const refusals: [string, string, TeachKeyProblem['code'], RegExp][] = [
    [
      '/missing',
      '',
      'teach_key_unreadable',
      /^is neither 64 hex characters nor the path of a readable file \(ENOENT\)/,
    ],
    ['/empty', '  \n', 'teach_key_file_empty', /^names an empty file/],
    [
      '/short',
      `${KEY.slice(0, 40)}\n`,
      'teach_key_bad_hex',
      /^names a file holding 40 hex characters where a key has 64/,
    ],
    ['/long', `0x${KEY}00`, 'teach_key_bad_hex', /holding 66 hex characters/],
    ['/words', `key = ${KEY}\n`, 'teach_key_not_a_key_file', /^names a file that holds neither a hex key nor JSON/],
    ['/array', JSON.stringify([KEY]), 'teach_key_not_an_object', /^names a JSON file that is not an object/],
    [
      '/keystore',
      JSON.stringify({ version: 3, address: ADDRESS.slice(2), crypto: { cipher: 'aes-128-ctr', ciphertext: KEY } }),
      'teach_key_encrypted_keystore',
      /^names a password-encrypted keystore, which this server does not unlock; export its private key/,
    ],
    ['/nokey', JSON.stringify({ address: ADDRESS }), 'teach_key_missing_private_key', /without a 64-hex "private_key"/],
    [
      '/wrong',
      JSON.stringify({ address: addressOf(generatePrivateKey()), private_key: KEY }),
      'teach_key_address_mismatch',
      /"address" is not the address of its private key/,
    ],
    ['/zero', '0'.repeat(64), 'teach_key_invalid_key', /not a usable secp256k1 private key/],
    ['/huge', ' '.repeat(70_000), 'teach_key_file_too_large', /too large to be a key file/],
  ];

  it.each(refusals)('refuses %s by name, saying what is accepted and how to make one', (path, text, code, what) => {
    const fs = path === '/missing' ? {} : { [path]: text };
    const result = readTeachKey(path, files(fs));
    expect(result).toEqual({ code, problem: expect.stringMatching(what) });
    const { problem } = result as TeachKeyProblem;
    expect(problem).toContain(`[${code}]`);
    expect(problem.endsWith(TEACH_KEY_FORMS)).toBe(true);
    expect(problem).toContain('ainize-mcp teach-key new');
    // The file's text is never repeated, key or not.
    expect(problem.toLowerCase()).not.toContain(KEY.slice(0, 16));
  });

  it('refuses an unusable key given inline the same way, and loadConfig names the setting', () => {
    expect(readTeachKey('f'.repeat(64), files({}))).toMatchObject({ code: 'teach_key_invalid_key' });
    try {
      loadConfig({ AINIZE_TEACH_KEY: '/short' }, { readFile: files({ '/short': KEY.slice(0, 40) }), cwd: '/' });
      expect.unreachable();
    } catch (thrown) {
      const message = (thrown as Error).message;
      expect(message).toContain('AINIZE_TEACH_KEY names a file holding 40 hex characters');
      expect(message).toContain('make a new one with `ainize-mcp teach-key new --out <file>`');
      expect(message).not.toContain(KEY.slice(0, 16));
    }
  });
});
