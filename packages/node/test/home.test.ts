import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressOf } from '@ainize/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configSchema } from '../src/home/config-schema.js';
import { ENV_BINDINGS } from '../src/home/env-overlay.js';
import { ConfigError, defaultHome, initHome, loadConfig, readConfigFile, updateConfigFile } from '../src/home/home.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-home-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const home = () => join(dir, 'node');

function configError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('initHome', () => {
  it('writes config.json readable only by its owner, with a fresh identity whose key is only there', () => {
    const { paths, config } = initHome({ home: home(), name: 'alpha', port: 3500 });
    expect(statSync(paths.config).mode & 0o777).toBe(0o600);
    const raw = JSON.parse(readFileSync(paths.config, 'utf8')) as { identity: { privateKey: string; address: string } };
    expect(addressOf(raw.identity.privateKey)).toBe(raw.identity.address);
    expect(config.identity.address).toBe(raw.identity.address);
    expect(statSync(paths.dataDir).isDirectory()).toBe(true);
  });

  it('gives every home its own identity', () => {
    const a = initHome({ home: join(dir, 'a'), name: 'a' }).config.identity.address;
    const b = initHome({ home: join(dir, 'b'), name: 'b' }).config.identity.address;
    expect(a).not.toBe(b);
  });

  it('refuses to overwrite an existing home and leaves its key untouched', () => {
    initHome({ home: home(), name: 'alpha' });
    const before = readFileSync(join(home(), 'config.json'), 'utf8');
    expect(() => initHome({ home: home(), name: 'beta' })).toThrow(/already exists/);
    expect(readFileSync(join(home(), 'config.json'), 'utf8')).toBe(before);
  });

  it('refuses an invalid choice before writing anything', () => {
    const err = configError(() => initHome({ home: home(), name: '', port: 3402 }));
    expect(err.key).toBe('name');
    expect(() => readConfigFile(home())).toThrow(/ainize init/);
  });
});

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    initHome({ home: home(), name: 'alpha' });
    const config = loadConfig(home(), {});
    expect(config).toMatchObject({
      port: 3402,
      host: '127.0.0.1',
      roles: ['seller', 'verifier', 'serving'],
      ledger: { kind: 'local' },
      quorum: 2,
      currency: 'CREDIT',
      defaultPrice: '0.1',
      royaltyShare: 0.3,
      verifierShare: 0.05,
      initialCredit: '100',
      contributorShare: 0.7,
      teach: { enabled: false, publish: 'review' },
      gossipIntervalMs: 4000,
      p2p: { maxPeers: 50 },
      peers: [],
    });
  });

  it('lays AINIZE_* variables over the file without writing them back', () => {
    initHome({ home: home(), name: 'alpha' });
    const config = loadConfig(home(), {
      AINIZE_PORT: '3999',
      AINIZE_ROLES: 'verifier, serving',
      AINIZE_LEDGER: 'ain',
      AINIZE_TEACH_ENABLED: 'true',
      AINIZE_TEACH_PUBLISH: 'auto',
      AINIZE_ROYALTY_SHARE: '0.4',
      AINIZE_PEERS: 'http://127.0.0.1:3403,http://127.0.0.1:3404',
    });
    expect(config).toMatchObject({
      port: 3999,
      roles: ['verifier', 'serving'],
      ledger: { kind: 'ain' },
      teach: { enabled: true, publish: 'auto' },
      royaltyShare: 0.4,
      peers: ['http://127.0.0.1:3403', 'http://127.0.0.1:3404'],
    });
    expect(readConfigFile(home()).port).toBe(3402);
  });

  it('names the variable and the key when an environment value is bad', () => {
    initHome({ home: home(), name: 'alpha' });
    const notNumber = configError(() => loadConfig(home(), { AINIZE_PORT: 'eighty' }));
    expect(notNumber.message).toContain('AINIZE_PORT');
    expect(notNumber.key).toBe('port');
    const outOfRange = configError(() => loadConfig(home(), { AINIZE_QUORUM: '0' }));
    expect(outOfRange.message).toMatch(/config key quorum \(from AINIZE_QUORUM\)/);
    const badRole = configError(() => loadConfig(home(), { AINIZE_ROLES: 'seller,janitor' }));
    expect(badRole.env).toBe('AINIZE_ROLES');
    expect(configError(() => loadConfig(home(), { AINIZE_TEACH_ENABLED: 'maybe' })).env).toBe('AINIZE_TEACH_ENABLED');
    // A database URL whose schema could not be a plain name, and one that is no connection string; neither echoed.
    const badSchema = configError(() =>
      loadConfig(home(), { AINIZE_DATABASE_URL: 'postgres://u:pw@db/x?schema=a;drop' }),
    );
    expect(badSchema.key).toBe('databaseUrl');
    expect(badSchema.message).not.toContain('pw');
    expect(configError(() => loadConfig(home(), { AINIZE_DATABASE_URL: 'mysql://db/x' })).env).toBe(
      'AINIZE_DATABASE_URL',
    );
    expect(loadConfig(home(), { AINIZE_DATABASE_URL: 'postgres://db/x?schema=n_{node}' }).databaseUrl).toBe(
      'postgres://db/x?schema=n_{node}',
    );
  });

  it('names the key when config.json holds a bad value', () => {
    initHome({ home: home(), name: 'alpha' });
    updateConfigFile(home(), (raw) => {
      raw.teach = { publish: 'sometimes' };
    });
    const err = configError(() => loadConfig(home(), {}));
    expect(err.key).toBe('teach.publish');
    expect(err.env).toBeUndefined();
  });

  it('refuses an identity whose address does not belong to its key', () => {
    initHome({ home: home(), name: 'alpha' });
    updateConfigFile(home(), (raw) => {
      (raw.identity as { address: string }).address = `0x${'1'.repeat(40)}`;
    });
    expect(configError(() => loadConfig(home(), {})).key).toBe('identity.address');
  });

  it('reports a config.json that is not JSON', () => {
    initHome({ home: home(), name: 'alpha' });
    writeFileSync(join(home(), 'config.json'), '{ nope');
    expect(() => loadConfig(home(), {})).toThrow(/not valid JSON/);
  });

  it('keeps config.json at 0600 when it is rewritten', () => {
    initHome({ home: home(), name: 'alpha' });
    updateConfigFile(home(), (raw) => {
      raw.quorum = 3;
    });
    expect(statSync(join(home(), 'config.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig(home(), {}).quorum).toBe(3);
  });

  it('documents every environment variable in docs/node.md', () => {
    const doc = readFileSync(new URL('../../../docs/node.md', import.meta.url), 'utf8');
    for (const binding of ENV_BINDINGS) expect(doc, binding.env).toContain(binding.env);
  });

  it('accepts the public-network payments example docs/node.md gives, and refuses it without the token', () => {
    const doc = readFileSync(new URL('../../../docs/node.md', import.meta.url), 'utf8');
    const block = /### `exact` on a chain[\s\S]*?```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(block).toBeDefined();
    const payments = (JSON.parse(`{${block}}`) as { payments: Record<string, unknown> }).payments;
    const parsed = configSchema.shape.payments.safeParse(payments);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const { asset: _asset, ...noToken } = payments.exact as Record<string, unknown>;
    expect(configSchema.shape.payments.safeParse({ ...payments, exact: noToken }).success).toBe(false);
  });
});

describe('defaultHome', () => {
  it('prefers AINIZE_HOME and falls back to ~/.ainize', () => {
    expect(defaultHome({ AINIZE_HOME: dir })).toBe(dir);
    expect(defaultHome({})).toMatch(/\.ainize$/);
  });
});
