import { addressOf, createScrubber, generatePrivateKey } from '@ainize/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, CONFIG_KEYS, CONFIG_KEY_NAMES, loadConfig, type McpConfig } from '../src/config/index.js';

/** An in-memory file system: the loader reads only through `readFile`. */
function files(map: Record<string, string>) {
  return (path: string): string => {
    const text = map[path];
    if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    return text;
  };
}

const load = (env: Record<string, string>, fs: Record<string, string> = {}): McpConfig =>
  loadConfig(env, { readFile: files(fs), cwd: '/srv', tmpDir: '/tmp' });

function problemsOf(fn: () => unknown): { key: string; source: string; message: string }[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

const KEY = generatePrivateKey();

describe('loadConfig defaults', () => {
  it('gives every setting of the table its documented default', () => {
    const config = load({});
    expect(config.public).toEqual({
      node_url: 'http://localhost:3422',
      session_budget: '0',
      max_per_purchase: '0',
      scheme: null,
      require_human: false,
      max_teach_jobs: 1,
      allow_apply: false,
      allow_publish: false,
      allow_ain_publish: false,
      download_dir: '/tmp/ainize-mcp-lessons',
      max_download_mb: 512,
      teach_address: null,
      operator_auth: 'none',
    });
    expect(config.internal).toMatchObject({ state_dir: null, poll_ms: 3000, config_file: null });
    expect(config.secrets).toEqual({});
    expect(config.knownSecrets).toEqual([]);
  });

  it('lets the per-purchase cap follow the budget, and puts downloads under the state dir', () => {
    const config = load({ AINIZE_MCP_SESSION_BUDGET: '12.5', AINIZE_MCP_STATE_DIR: 'state' });
    expect(config.public.max_per_purchase).toBe('12.5');
    expect(config.internal.state_dir).toBe('/srv/state');
    expect(config.public.download_dir).toBe('/srv/state/lessons');
  });

  it('reads every key of the table from the environment', () => {
    const config = load({
      AINIZE_NODE_URL: 'https://node.example:8443/ainize/',
      AINIZE_OPERATOR_PASSWORD: 'operator-password-1',
      AINIZE_TOKEN: 'session-token-abcdef',
      AINIZE_TEACH_KEY: `0x${KEY.toUpperCase()}\n`,
      AINIZE_MCP_SESSION_BUDGET: '10',
      AINIZE_MCP_MAX_PER_PURCHASE: '2.5',
      AINIZE_MCP_SCHEME: 'Exact',
      AINIZE_MCP_REQUIRE_HUMAN: '1',
      AINIZE_MCP_MAX_TEACH_JOBS: '3',
      AINIZE_MCP_ALLOW_APPLY: '1',
      AINIZE_MCP_ALLOW_PUBLISH: 'yes',
      AINIZE_MCP_ALLOW_AIN_PUBLISH: 'off',
      AINIZE_MCP_STATE_DIR: '/var/ainize',
      AINIZE_MCP_DOWNLOAD_DIR: '/data/lessons',
      AINIZE_MCP_MAX_DOWNLOAD_MB: '64',
      AINIZE_MCP_POLL_MS: '1500',
      AINIZE_MCP_HTTP_TOKEN: 'http-token-0123456789abcdef',
      GRAPH_API_KEY: 'graph-key-0123456789',
    });
    expect(config.public).toEqual({
      node_url: 'https://node.example:8443/ainize',
      session_budget: '10',
      max_per_purchase: '2.5',
      scheme: 'exact',
      require_human: true,
      max_teach_jobs: 3,
      allow_apply: true,
      allow_publish: true,
      allow_ain_publish: false,
      download_dir: '/data/lessons',
      max_download_mb: 64,
      teach_address: addressOf(KEY),
      operator_auth: 'token',
    });
    expect(config.internal.poll_ms).toBe(1500);
    expect(Object.values(config.internal.sources).every((s) => s === 'env')).toBe(true);
    expect(Object.keys(config.internal.sources).sort()).toEqual([...CONFIG_KEY_NAMES].sort());
    expect(config.secrets.teachKey).toEqual({ privateKey: KEY, address: addressOf(KEY), source: 'inline' });
    expect(config.secrets.httpTokens).toEqual(['http-token-0123456789abcdef']);
  });

  it('treats an empty variable as unset', () => {
    expect(load({ AINIZE_MCP_SESSION_BUDGET: '', AINIZE_NODE_URL: ' ' }).public.node_url).toBe('http://localhost:3422');
  });
});

describe('secrets', () => {
  const env = {
    AINIZE_OPERATOR_PASSWORD: 'canary-password-7731',
    AINIZE_TOKEN: 'canary-token-99120',
    AINIZE_TEACH_KEY: KEY,
    GRAPH_API_KEY: 'canary-graph-key-4410',
    AINIZE_MCP_HTTP_TOKEN: 'canary-http-token-5b71e0c2a9d4',
  };

  it('keeps them out of everything that can be shown or serialised', () => {
    const config = load(env);
    const shown = JSON.stringify(config);
    for (const secret of [...Object.values(env), KEY]) expect(shown).not.toContain(secret);
    expect(JSON.stringify({ ...config })).not.toContain('canary');
    expect(Object.keys(config)).toEqual(['public', 'internal', 'warnings']);
  });

  it('covers every key the table marks secret', () => {
    const config = load(env);
    const secretKeys = CONFIG_KEY_NAMES.filter((k) => CONFIG_KEYS[k] === 'secret');
    expect(secretKeys.sort()).toEqual(Object.keys(env).sort());
    for (const key of secretKeys) expect(config.knownSecrets).toContain(env[key as keyof typeof env]);
  });

  it('keeps a password exactly as given', () => {
    expect(load({ AINIZE_OPERATOR_PASSWORD: ' spaced password ' }).secrets.operatorPassword).toBe(' spaced password ');
  });

  it('lists every one for the scrubber', () => {
    const config = load(env);
    expect([...config.knownSecrets].sort()).toEqual(
      [
        'canary-password-7731',
        'canary-token-99120',
        KEY,
        'canary-graph-key-4410',
        'canary-http-token-5b71e0c2a9d4',
      ].sort(),
    );
    const scrubber = createScrubber({ knownSecrets: config.knownSecrets });
    const text = scrubber.scrubString(`login canary-password-7731 with key 0x${KEY.toUpperCase()}`);
    expect(text).not.toContain('canary-password-7731');
    expect(text.toLowerCase()).not.toContain(KEY);
  });

  it('never repeats a secret in a refusal', () => {
    const problems = problemsOf(() => load({ AINIZE_TEACH_KEY: `${KEY.slice(0, 63)}z` }));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.key).toBe('AINIZE_TEACH_KEY');
    expect(JSON.stringify(problems)).not.toContain(KEY.slice(0, 63));
  });

  it('refuses an HTTP bearer token short enough to guess, without repeating it', () => {
    const problems = problemsOf(() => load({ AINIZE_MCP_HTTP_TOKEN: 'short-token-1234' }));
    expect(problems).toEqual([
      { key: 'AINIZE_MCP_HTTP_TOKEN', source: 'env', message: 'is shorter than 24 characters' },
    ]);
    expect(JSON.stringify(problems)).not.toContain('short-token-1234');
  });

  it('reads several HTTP bearer tokens, one per client, and gives each to the scrubber on its own', () => {
    const first = 'canary-http-token-alice-5b71e0c2';
    const second = 'canary-http-token-bob-9d4a31f7e';
    const config = load({ AINIZE_MCP_HTTP_TOKEN: `${first}, ${second}` });
    expect(config.secrets.httpTokens).toEqual([first, second]);
    expect(config.knownSecrets).toEqual(expect.arrayContaining([first, second]));
    expect(createScrubber({ knownSecrets: config.knownSecrets }).scrubString(`bearer ${second}`)).not.toContain(second);
  });

  it('refuses a short, an empty or a repeated token in a list by its place, never its text', () => {
    const long = 'canary-http-token-long-enough-1';
    const problems = problemsOf(() => load({ AINIZE_MCP_HTTP_TOKEN: `${long},short-token-1234,,${long}` }));
    expect(problems.map((p) => p.message)).toEqual([
      'holds a token shorter than 24 characters (token 2 of 4)',
      'holds an empty token (token 3 of 4)',
      'names the same token twice; give each client a token of its own',
    ]);
    expect(JSON.stringify(problems)).not.toMatch(/short-token-1234|canary/);
  });
});

describe('the teaching key backup file', () => {
  it('reads private_key (or privateKey) and checks the address beside it', () => {
    const backup = JSON.stringify({ address: addressOf(KEY), private_key: KEY });
    const config = load({ AINIZE_TEACH_KEY: 'keys/teacher.json' }, { '/srv/keys/teacher.json': backup });
    expect(config.secrets.teachKey).toMatchObject({ address: addressOf(KEY), source: 'file' });
    const camel = load({ AINIZE_TEACH_KEY: '/k.json' }, { '/k.json': JSON.stringify({ privateKey: `0x${KEY}` }) });
    expect(camel.public.teach_address).toBe(addressOf(KEY));
  });

  it('refuses a backup of the wrong key, one without a key, and a missing file', () => {
    const wrong = JSON.stringify({ address: addressOf(generatePrivateKey()), private_key: KEY });
    const cases: Record<string, string> = { '/wrong.json': wrong, '/empty.json': '{}', '/text.json': 'not json' };
    for (const [path, expected] of [
      ['/wrong.json', /not the address of its private key/],
      ['/empty.json', /without a 64-hex "private_key"/],
      ['/text.json', /neither a hex key nor JSON/],
      ['/missing.json', /neither 64 hex characters nor/],
    ] as const) {
      const problems = problemsOf(() => load({ AINIZE_TEACH_KEY: path }, cases));
      expect(problems, path).toEqual([
        { key: 'AINIZE_TEACH_KEY', source: 'env', message: expect.stringMatching(expected) },
      ]);
    }
  });
});

describe('AINIZE_MCP_CONFIG', () => {
  const file = {
    ainize_node_url: 'http://127.0.0.1:4000',
    ainize_mcp_session_budget: '5',
    ainize_mcp_allow_apply: true,
    ainize_mcp_max_teach_jobs: 2,
    ainize_mcp_state_dir: 'state',
    ainize_operator_password: 'file-password-123',
  };

  it('reads the same keys in snake_case, paths relative to the file', () => {
    const config = load(
      { AINIZE_MCP_CONFIG: '/etc/ainize/mcp.json' },
      { '/etc/ainize/mcp.json': JSON.stringify(file) },
    );
    expect(config.public).toMatchObject({
      node_url: 'http://127.0.0.1:4000',
      session_budget: '5',
      max_per_purchase: '5',
      allow_apply: true,
      max_teach_jobs: 2,
      operator_auth: 'password',
    });
    expect(config.internal.state_dir).toBe('/etc/ainize/state');
    expect(config.internal.config_file).toBe('/etc/ainize/mcp.json');
    expect(config.internal.sources.AINIZE_NODE_URL).toBe('file');
    expect(config.secrets.operatorPassword).toBe('file-password-123');
  });

  it('lets the environment win key by key', () => {
    const config = load(
      { AINIZE_MCP_CONFIG: '/c.json', AINIZE_MCP_SESSION_BUDGET: '1', AINIZE_MCP_ALLOW_APPLY: '0' },
      { '/c.json': JSON.stringify(file) },
    );
    expect(config.public).toMatchObject({ session_budget: '1', allow_apply: false, node_url: 'http://127.0.0.1:4000' });
    expect(config.internal.sources).toMatchObject({ AINIZE_MCP_SESSION_BUDGET: 'env', AINIZE_NODE_URL: 'file' });
  });

  it('refuses unknown keys, money as a JSON number, and an unreadable file, naming each', () => {
    const bad = { ainize_mcp_session_budget: 0.3, ainize_mcp_allow_aply: true, AINIZE_NODE_URL: 'http://x' };
    const problems = problemsOf(() => load({ AINIZE_MCP_CONFIG: '/c.json' }, { '/c.json': JSON.stringify(bad) }));
    expect(problems.map((p) => `${p.key}/${p.source}`).sort()).toEqual(
      ['AINIZE_MCP_SESSION_BUDGET/file', 'AINIZE_NODE_URL/file', 'ainize_mcp_allow_aply/file'].sort(),
    );
    expect(problemsOf(() => load({ AINIZE_MCP_CONFIG: '/none.json' }))).toEqual([
      { key: 'AINIZE_MCP_CONFIG', source: 'env', message: expect.stringContaining('ENOENT') },
    ]);
    expect(problemsOf(() => load({ AINIZE_MCP_CONFIG: '/a.json' }, { '/a.json': '[1]' }))[0]!.key).toBe(
      'AINIZE_MCP_CONFIG',
    );
  });
});

describe('bad values', () => {
  it('are all refused at once, each naming its key', () => {
    const problems = problemsOf(() =>
      load({
        AINIZE_NODE_URL: 'ftp://node',
        AINIZE_MCP_SESSION_BUDGET: '-1',
        AINIZE_MCP_MAX_PER_PURCHASE: '1e3',
        AINIZE_MCP_MAX_TEACH_JOBS: 'two',
        AINIZE_MCP_ALLOW_APPLY: 'maybe',
        AINIZE_MCP_MAX_DOWNLOAD_MB: '0',
        AINIZE_MCP_POLL_MS: '10',
      }),
    );
    expect(problems.map((p) => p.key).sort()).toEqual(
      [
        'AINIZE_NODE_URL',
        'AINIZE_MCP_SESSION_BUDGET',
        'AINIZE_MCP_MAX_PER_PURCHASE',
        'AINIZE_MCP_MAX_TEACH_JOBS',
        'AINIZE_MCP_ALLOW_APPLY',
        'AINIZE_MCP_MAX_DOWNLOAD_MB',
        'AINIZE_MCP_POLL_MS',
      ].sort(),
    );
    const error = (() => {
      try {
        load({ AINIZE_MCP_SESSION_BUDGET: '0.1.2' });
      } catch (err) {
        return err as Error;
      }
    })();
    expect(error?.message).toMatch(/AINIZE_MCP_SESSION_BUDGET .*decimal/);
  });

  it('reads a cap per currency, in any case, and refuses a list it cannot read, naming the key', () => {
    const config = load({ AINIZE_MCP_SESSION_BUDGET: ' 10 credit,5 ATD ', AINIZE_MCP_MAX_PER_PURCHASE: '2 usdc.e' });
    expect(config.public).toMatchObject({ session_budget: '10 CREDIT, 5 ATD', max_per_purchase: '2 USDC.E' });
    expect(load({ AINIZE_MCP_SESSION_BUDGET: '7' }).public.max_per_purchase).toBe('7');
    for (const [value, expected] of [
      ['10 CREDIT, 5 credit', /CREDIT more than once/],
      ['10 CREDIT 5 ATD', /entry 1 is not/],
      ['10, 5 ATD', /entry 1 is not/],
      ['CREDIT 10', /"10 CREDIT, 5 ATD"/],
      ['5 ATD,', /entry 2 is not/],
      ['0.1.2 ATD', /entry 1 is not/],
    ] as const) {
      expect(
        problemsOf(() => load({ AINIZE_MCP_SESSION_BUDGET: value })),
        value,
      ).toEqual([{ key: 'AINIZE_MCP_SESSION_BUDGET', source: 'env', message: expect.stringMatching(expected) }]);
    }
    expect(problemsOf(() => load({ AINIZE_MCP_MAX_PER_PURCHASE: '1 A, 1 A' }))[0]!.key).toBe(
      'AINIZE_MCP_MAX_PER_PURCHASE',
    );
  });

  it('takes local-credit or exact as AINIZE_MCP_SCHEME and nothing else', () => {
    expect(load({ AINIZE_MCP_SCHEME: 'local-credit' }).public.scheme).toBe('local-credit');
    expect(problemsOf(() => load({ AINIZE_MCP_SCHEME: 'ain-transfer' }))).toEqual([
      { key: 'AINIZE_MCP_SCHEME', source: 'env', message: 'must be "local-credit" or "exact"' },
    ]);
  });

  it('refuses a node URL carrying credentials without echoing them', () => {
    const problems = problemsOf(() => load({ AINIZE_NODE_URL: 'http://admin:hunter2-secret@localhost:3422' }));
    expect(problems[0]).toMatchObject({ key: 'AINIZE_NODE_URL', message: expect.stringContaining('user name') });
    expect(JSON.stringify(problems)).not.toContain('hunter2');
  });

  it('warns about an AINIZE_MCP_ variable it does not know', () => {
    expect(load({ AINIZE_MCP_ALLOW_APLY: '1' }).warnings).toEqual([expect.stringContaining('AINIZE_MCP_ALLOW_APLY')]);
  });
});
