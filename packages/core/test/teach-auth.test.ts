import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../src/errors/invalid-input.js';
import { addressOf } from '../src/identity/keys.js';
import { MemoryReplayCache } from '../src/identity/replay-cache.js';
import { signMessage } from '../src/identity/signed-message.js';
import {
  TEACH_AUTH_SKEW_MS,
  type VerifyTeachAuthInput,
  buildTeachAuth,
  parseTeachAuth,
  pickTeachAuthHeader,
  teachAuthMessage,
  verifyTeachAuth,
} from '../src/identity/teach-auth.js';

const ain = createRequire(import.meta.url)('@ainblockchain/ain-util') as {
  ecVerifySig(message: string, signature: string, address: string): boolean;
};

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const TEACHER_KEY = sha256('teacher');
const TEACHER = addressOf(TEACHER_KEY);
const NODE = addressOf(sha256('node'));
const OTHER_NODE = addressOf(sha256('other node'));
const NOW = 1_700_000_000_000;
const BODY = JSON.stringify({ title: '한국어 수업', rows: 3 });
const PATH = '/api/teach/jobs?dry=1';

function request(overrides: Partial<VerifyTeachAuthInput> = {}): Omit<VerifyTeachAuthInput, 'header'> {
  return {
    nodeAddress: NODE,
    method: 'POST',
    pathWithQuery: PATH,
    body: BODY,
    now: NOW,
    replay: new MemoryReplayCache(),
    ...overrides,
  };
}

function header(overrides: Partial<Parameters<typeof buildTeachAuth>[0]> = {}): string {
  return buildTeachAuth({
    privateKey: TEACHER_KEY,
    nodeAddress: NODE,
    method: 'POST',
    pathWithQuery: PATH,
    body: BODY,
    ts: NOW,
    ...overrides,
  });
}

function refusal(h: string | undefined, overrides: Partial<VerifyTeachAuthInput> = {}): string {
  const result = verifyTeachAuth({ ...request(overrides), header: h });
  return result.ok ? 'ok' : result.reason;
}

describe('teaching-key header, v2', () => {
  it('has the documented shape and signs the documented message', () => {
    const h = header();
    expect(h).toMatch(/^0x[0-9a-fA-F]{40}:1700000000000:0x[0-9a-f]{194}:v2$/);
    const parsed = parseTeachAuth(h);
    expect(parsed).toMatchObject({ address: TEACHER, ts: NOW, version: 'v2' });
    const message = `teach:${NODE}:POST:${PATH}:${NOW}:${sha256(BODY)}`;
    expect(teachAuthMessage({ nodeAddress: NODE, method: 'post', pathWithQuery: PATH, body: BODY }, NOW)).toBe(message);
    // The reference verifier accepts it over the plain message string.
    expect(ain.ecVerifySig(message, parsed.sig, TEACHER)).toBe(true);
  });

  it('verifies once, then refuses the same header as a replay', () => {
    const replay = new MemoryReplayCache();
    const h = header();
    expect(verifyTeachAuth({ ...request({ replay }), header: h })).toEqual({
      ok: true,
      address: TEACHER,
      version: 'v2',
    });
    expect(verifyTeachAuth({ ...request({ replay }), header: h })).toMatchObject({ ok: false, reason: 'replayed' });
    // Re-spelling the address or the signature's hex case does not make it new.
    const [addr, ts, sig] = h.split(':');
    const respelled = `${addr?.toLowerCase()}:${ts}:0x${sig?.slice(2).toUpperCase()}:v2`;
    expect(verifyTeachAuth({ ...request({ replay }), header: respelled })).toMatchObject({ reason: 'replayed' });
  });

  it('does not record refused headers', () => {
    const replay = new MemoryReplayCache();
    const h = header();
    expect(refusal(h, { replay, method: 'PUT' })).toBe('bad_signature');
    expect(refusal(h, { replay })).toBe('ok');
  });

  it('enforces the five-minute window in both directions', () => {
    expect(refusal(header(), { now: NOW + TEACH_AUTH_SKEW_MS })).toBe('ok');
    expect(refusal(header(), { now: NOW + TEACH_AUTH_SKEW_MS + 1 })).toBe('expired');
    expect(refusal(header(), { now: NOW - TEACH_AUTH_SKEW_MS })).toBe('ok');
    expect(refusal(header(), { now: NOW - TEACH_AUTH_SKEW_MS - 1 })).toBe('from_future');
  });

  it('is bound to method, path, query, body and node', () => {
    const h = header();
    expect(refusal(h, { method: 'PUT' })).toBe('bad_signature');
    expect(refusal(h, { pathWithQuery: '/api/teach/jobz?dry=1' })).toBe('bad_signature');
    expect(refusal(h, { pathWithQuery: '/api/teach/jobs?dry=2' })).toBe('bad_signature');
    expect(refusal(h, { pathWithQuery: '/api/teach/jobs' })).toBe('bad_signature');
    expect(refusal(h, { body: BODY.replace('3', '4') })).toBe('bad_signature');
    expect(refusal(h, { body: undefined })).toBe('bad_signature');
    expect(refusal(h, { nodeAddress: OTHER_NODE })).toBe('bad_signature');
    expect(refusal(h, { method: 'post', nodeAddress: NODE.toLowerCase() })).toBe('ok');
  });

  it('hashes byte bodies as given', () => {
    const bytes = new Uint8Array([0, 1, 2, 255]);
    const h = header({ body: bytes });
    expect(refusal(h, { body: bytes })).toBe('ok');
    expect(refusal(h, { body: new Uint8Array([0, 1, 2, 254]) })).toBe('bad_signature');
  });

  it('omits the body hash for an empty body, and also accepts a signer that hashed the empty body', () => {
    expect(header({ body: '' })).toBe(header({ body: undefined }));
    expect(header({ body: new Uint8Array() })).toBe(header({ body: undefined }));
    expect(refusal(header({ body: undefined }), { body: '' })).toBe('ok');
    const hashedEmpty = `teach:${NODE}:GET:/api/teach/policy:${NOW}:${sha256('')}`;
    const h = `${TEACHER}:${NOW}:${signMessage(hashedEmpty, TEACHER_KEY)}:v2`;
    expect(refusal(h, { method: 'GET', pathWithQuery: '/api/teach/policy', body: undefined })).toBe('ok');
  });

  it('signs a supplied dataset hash in the body slot for multipart uploads', () => {
    const dataset = sha256('rows.jsonl bytes');
    const h = header({ body: undefined, bodySha256: dataset });
    expect(refusal(h, { body: undefined, bodySha256: dataset })).toBe('ok');
    expect(refusal(h, { body: undefined, bodySha256: sha256('other file') })).toBe('bad_signature');
    expect(refusal(h, { body: undefined, bodySha256: 'XYZ' })).toBe('malformed');
    expect(() => header({ bodySha256: dataset })).toThrow(/not both/);
  });

  it('keeps purposes apart', () => {
    const h = header({ purpose: 'dataset' });
    expect(refusal(h)).toBe('bad_signature');
    expect(refusal(h, { purpose: 'dataset' })).toBe('ok');
  });

  it('refuses a signature by a key other than the one the header names', () => {
    const sig = signMessage(
      teachAuthMessage({ nodeAddress: NODE, method: 'POST', pathWithQuery: PATH, body: BODY }, NOW),
      sha256('mallory'),
    );
    expect(refusal(`${TEACHER}:${NOW}:${sig}:v2`)).toBe('bad_signature');
  });
});

describe('malformed teaching-key headers', () => {
  const good = header();
  const [addr, ts, sig] = good.split(':') as [string, string, string];
  const cases: Array<[string | undefined, string, RegExp]> = [
    [undefined, 'missing', /no teaching-key header/],
    ['', 'missing', /no teaching-key header/],
    ['hello', 'malformed', /expected <address>:<ts>:<sig>:v2/],
    [`${addr}:${ts}:${sig}:v2:extra`, 'malformed', /expected/],
    [`${addr}:${ts}:${sig}:v3`, 'malformed', /unknown version "v3"/],
    [`0x1234:${ts}:${sig}:v2`, 'malformed', /address/],
    [`${addr}:0${ts}:${sig}:v2`, 'malformed', /ts is not epoch milliseconds/],
    [`${addr}:1.7e12:${sig}:v2`, 'malformed', /ts/],
    [`${addr}:-5:${sig}:v2`, 'malformed', /ts/],
    [`${addr}:${ts}:${sig.slice(0, -4)}:v2`, 'malformed', /sig: must be 0x followed by 194 hex/],
    [`${addr}:${ts}:${sig.slice(0, -2)}1f:v2`, 'malformed', /sig: v must be 27 or 28/],
    [`${addr}:${ts}:${sig}:v2${' '.repeat(600)}`, 'malformed', /longer than/],
  ];
  for (const [h, reason, detail] of cases) {
    it(`${reason}: ${JSON.stringify(h)?.slice(0, 40)}`, () => {
      const result = verifyTeachAuth({ ...request(), header: h });
      expect(result).toMatchObject({ ok: false, reason });
      if (!result.ok) expect(result.detail).toMatch(detail);
    });
  }

  it('parseTeachAuth throws InvalidInputError(teach_auth)', () => {
    expect(() => parseTeachAuth('nope')).toThrow(InvalidInputError);
    try {
      parseTeachAuth('nope');
    } catch (err) {
      expect(err).toMatchObject({ kind: 'teach_auth' });
    }
  });

  it('refuses to build headers that cannot survive the trip', () => {
    expect(() => header({ pathWithQuery: 'api/x' })).toThrow(/start with \//);
    expect(() => header({ pathWithQuery: '/수업' })).toThrow(/printable ASCII/);
    expect(() => header({ ts: 1.5 })).toThrow(/ts must be/);
    expect(() => header({ method: 'PO ST' })).toThrow(/method/);
    expect(() => header({ privateKey: 'x' })).toThrow(expect.objectContaining({ kind: 'private_key' }));
    expect(() => header({ nodeAddress: 'node' })).toThrow(expect.objectContaining({ kind: 'address' }));
  });
});

describe('legacy form', () => {
  const legacy = `${TEACHER}:${NOW}:${signMessage(`teach:${NOW}`, TEACHER_KEY)}`;

  it('is refused unless explicitly allowed', () => {
    expect(refusal(legacy)).toBe('legacy_refused');
    expect(verifyTeachAuth({ ...request({ allowLegacy: true }), header: legacy })).toEqual({
      ok: true,
      address: TEACHER,
      version: 'legacy',
    });
  });

  it('is still single-use, time-boxed, and never valid for another purpose', () => {
    const replay = new MemoryReplayCache();
    expect(refusal(legacy, { allowLegacy: true, replay })).toBe('ok');
    expect(refusal(legacy, { allowLegacy: true, replay })).toBe('replayed');
    expect(refusal(legacy, { allowLegacy: true, now: NOW + TEACH_AUTH_SKEW_MS + 1 })).toBe('expired');
    expect(refusal(legacy, { allowLegacy: true, purpose: 'dataset' })).toBe('legacy_refused');
  });
});

describe('header selection and the memory replay cache', () => {
  it('prefers x-ngram-auth and accepts x-ainize-auth', () => {
    expect(pickTeachAuthHeader({ 'x-ngram-auth': 'a', 'x-ainize-auth': 'b' })).toBe('a');
    expect(pickTeachAuthHeader({ 'x-ainize-auth': 'b' })).toBe('b');
    expect(pickTeachAuthHeader({ 'x-ngram-auth': ['a', 'b'] })).toBe('a, b');
    expect(pickTeachAuthHeader({})).toBeUndefined();
  });

  it('forgets entries after they expire', () => {
    const cache = new MemoryReplayCache({ sweepIntervalMs: 0 });
    expect(cache.seen('k', 100, 0)).toBe(false);
    expect(cache.seen('k', 100, 50)).toBe(true);
    expect(cache.seen('other', 500, 101)).toBe(false);
    expect(cache.size).toBe(1);
    expect(cache.seen('k', 300, 150)).toBe(false);
  });

  it('evicts the oldest entries past its bound', () => {
    const cache = new MemoryReplayCache({ maxEntries: 2 });
    cache.seen('a', 1000, 0);
    cache.seen('b', 1000, 0);
    cache.seen('c', 1000, 0);
    expect(cache.size).toBe(2);
    expect(cache.seen('c', 1000, 1)).toBe(true);
    expect(cache.seen('a', 1000, 1)).toBe(false);
  });
});
