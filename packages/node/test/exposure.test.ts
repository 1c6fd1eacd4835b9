import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../src/auth/exposure.js';
import { homePasswordStore } from '../src/auth/operator-auth.js';
import { hashPassword } from '../src/auth/password.js';
import { announcedUrl, startNode } from '../src/cli/compose.js';
import { ConfigError, initHome } from '../src/home/home.js';
import { databaseEnv } from './store-fixtures.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-exposure-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('which bind addresses stay on this machine', () => {
  it('counts 127.0.0.0/8, ::1 and localhost as loopback', () => {
    for (const host of ['127.0.0.1', '127.4.5.6', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', 'localhost'])
      expect(isLoopbackHost(host), host).toBe(true);
    expect(isLoopbackHost('LocalHost')).toBe(true);
  });

  it('counts every other address and any other name as reachable from outside', () => {
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.2',
      '192.168.1.20',
      '::ffff:10.0.0.1',
      'example.com',
      'localhost.example',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('starting a node on a non-loopback address', () => {
  it('is refused without an operator password, before the store is opened', async () => {
    const home = join(dir, 'node');
    initHome({ home, name: 'exposed', host: '0.0.0.0', port: 0 });
    const refusal = await startNode(home, { ...databaseEnv() }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).key).toBe('host');
    expect((refusal as ConfigError).message).toMatch(/"0\.0\.0\.0".*ainize passwd --home .*127\.0\.0\.1/s);
    expect(existsSync(join(home, 'data', 'node.db'))).toBe(false);
  });

  it('is refused when AINIZE_HOST moves a loopback node outward, and names the variable', async () => {
    const home = join(dir, 'node');
    initHome({ home, name: 'moved', port: 0 });
    const refusal = await startNode(home, { ...databaseEnv(), AINIZE_HOST: '0.0.0.0' }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).env).toBe('AINIZE_HOST');
  });
});

describe('the URL a node announces', () => {
  it('is never a wildcard: 0.0.0.0 is announced as loopback, with a warning that names AINIZE_PUBLIC_URL', () => {
    const warnings: string[] = [];
    const warn = (message: string) => void warnings.push(message);
    expect(announcedUrl(undefined, 'http://0.0.0.0:3402', warn)).toBe('http://127.0.0.1:3402');
    expect(announcedUrl(undefined, 'http://[::]:3402', warn)).toBe('http://[::1]:3402');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/AINIZE_PUBLIC_URL/);
    expect(announcedUrl(undefined, 'http://10.0.0.2:3402', warn)).toBe('http://10.0.0.2:3402');
    expect(announcedUrl('https://node.example.org/', 'http://0.0.0.0:3402', warn)).toBe('https://node.example.org');
    expect(warnings).toHaveLength(2);
  });

  it('is what peers and buyers are told, from a node bound to every interface', async () => {
    for (const [env, expected] of [
      [{}, (port: string) => `http://127.0.0.1:${port}`],
      [{ AINIZE_PUBLIC_URL: 'https://node.example.org' }, () => 'https://node.example.org'],
    ] as const) {
      const home = join(dir, `node-${Object.keys(env).length}`);
      const created = initHome({ home, name: 'everywhere', host: '0.0.0.0', port: 0 });
      homePasswordStore(home).set(await hashPassword('a long operator password'));
      const node = await startNode(home, { ...databaseEnv(), AINIZE_LOG_LEVEL: 'silent', ...env });
      try {
        const port = new URL(node.url).port;
        expect(node.directory.urlOf(created.config.identity.address)).toBe(expected(port));
      } finally {
        await node.close();
      }
    }
  });
});
