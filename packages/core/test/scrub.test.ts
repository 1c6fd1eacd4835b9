import { createHmac, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import ainUtil from '@ainblockchain/ain-util';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { AinizeFailure } from '../src/errors/ainize-error.js';
import { parseNodeError } from '../src/errors/node-errors.js';
import { createScrubber, scrub, scrubString } from '../src/scrub/scrub.js';

// ── A corpus of real-shaped secrets, generated fresh for every run ──────────────────────────────────────────
const privateKey = Buffer.from(secp256k1.utils.randomSecretKey());
const keyHex = privateKey.toString('hex');
const address = ainUtil.privateToAddress(privateKey); // checksummed 0x + 40 hex
const ainSignature = ainUtil.ecSignMessage(
  'teach:0x0000000000000000000000000000000000000001:POST:/api/teach/jobs:1788516000',
  privateKey,
);
const evmSignature = `0x${Buffer.from(secp256k1.sign(randomBytes(32), privateKey, { prehash: false })).toString('hex')}1b`;
const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const jwtBody = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url('{"sub":"operator","exp":1788516000}')}`;
const jwt = `${jwtBody}.${createHmac('sha256', 'k').update(jwtBody).digest('base64url')}`;
const pem = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const sessionToken = randomBytes(32).toString('base64url');
const downloadToken = randomBytes(18).toString('base64url');
const teachHeader = `${address}:1788516000123:${ainSignature}:v2`;
const sha256 = randomBytes(32).toString('hex');
const txHash = `0x${randomBytes(32).toString('hex')}`;

/** Nothing of the secret may survive — not even a recognisable stretch of it. */
function expectGone(output: unknown, ...secrets: string[]) {
  const text = typeof output === 'string' ? output : JSON.stringify(output);
  for (const secret of secrets) {
    const core = secret.replace(/^0x/, '');
    expect(text).not.toContain(core.slice(8, 40));
  }
}

describe('what the scrubber removes', () => {
  it('a 64-hex private key, with or without 0x', () => {
    expect(scrubString(`key ${keyHex} end`)).toBe('key [redacted:private_key] end');
    expect(scrubString(`AINIZE_TEACH_KEY=0x${keyHex}`)).toBe('AINIZE_TEACH_KEY=[redacted:private_key]');
    expect(scrubString(`{"teach_key_hex":"${keyHex.toUpperCase()}"}`)).toBe(
      '{"teach_key_hex":"[redacted:private_key]"}',
    );
  });

  it('a 97-byte AIN signature and a 65-byte signature, even when labelled as a hash', () => {
    expect(ainSignature).toMatch(/^0x[0-9a-f]{194}$/);
    expect(scrubString(`signed ${ainSignature}.`)).toBe('signed [redacted:signature].');
    expect(scrubString(`hash: ${evmSignature}`)).toBe('hash: [redacted:signature]');
    expect(scrub({ settle_hash: ainSignature })).toEqual({ settle_hash: '[redacted:signature]' });
  });

  it('bearer tokens, JWTs and PEM private keys', () => {
    expect(scrubString(`sent Bearer ${sessionToken} to the node`)).toBe(
      'sent Bearer [redacted:bearer_token] to the node',
    );
    // Pasted into a URI, the space is encoded; the token must still go.
    expect(scrubString(`ainize://knowledge/Bearer%20${sessionToken}`)).toBe(
      'ainize://knowledge/Bearer%20[redacted:bearer_token]',
    );
    expect(scrubString(`?auth=Bearer+${sessionToken}`)).not.toContain(sessionToken);
    expect(scrubString(`cookie value ${jwt}; path=/`)).toBe('cookie value [redacted:jwt]; path=/');
    const out = scrubString(`config:\n${pem}\nafter`);
    expect(out).toBe('config:\n[redacted:pem_private_key]\n\nafter');
    // A block cut off before its END line is still a key.
    expect(scrubString(`head ${pem.slice(0, 120)}`)).toBe('head [redacted:pem_private_key]');
  });

  it('a download token in a URL, leaving the URL and its content hash readable', () => {
    const url = `http://localhost:3402/p2p/blob/${sha256}?token=${downloadToken}&x=1`;
    expect(scrubString(url)).toBe(`http://localhost:3402/p2p/blob/${sha256}?token=[redacted:token]&x=1`);
    const manifest = {
      id: 'k1',
      patch_sha256: sha256,
      blob_urls: [url],
      download_token: downloadToken,
      issued_to: address,
    };
    expect(scrub(manifest)).toEqual({
      id: 'k1',
      patch_sha256: sha256,
      blob_urls: [`http://localhost:3402/p2p/blob/${sha256}?token=[redacted:token]&x=1`],
      download_token: '[redacted:token]',
      issued_to: address,
    });
    expect(scrub(new URL(url)).href).not.toContain(downloadToken);
  });

  it('an Authorization header quoted inside an upstream error, however it is written', () => {
    const message = `request failed with 401: Authorization: Bearer ${sessionToken}\nretry later`;
    expect(scrubString(message)).toBe(
      'request failed with 401: Authorization: Bearer [redacted:authorization]\nretry later',
    );
    expect(scrubString(`{"headers":{"authorization":"Basic ${b64url('op:hunter22')}"}}`)).toBe(
      '{"headers":{"authorization":"Basic [redacted:authorization]"}}',
    );
    expect(scrubString(`{\\"Authorization\\":\\"Bearer ${sessionToken}\\"}`)).not.toContain(sessionToken);
    expect(scrubString(`Cookie: ngram_session=${sessionToken}`)).toBe('Cookie: [redacted:cookie]');
  });

  it('an upstream 401 body that echoes the credential, end to end through the error mapper', () => {
    const error = parseNodeError({
      status: 401,
      body: { error: `unauthorized: bad token ${sessionToken}`, echo: { authorization: `Bearer ${sessionToken}` } },
    });
    // A bare random token in prose has no shape to detect (a subgraph id looks the same), so the server registers
    // the session token it obtained at login as a known secret.
    const out = createScrubber().extend([sessionToken]).scrub(error);
    expect(out).toEqual({
      code: 'unauthorized',
      message: 'bad token [redacted:known_secret]',
      retryable: false,
      details: { echo: { authorization: '[redacted:authorization]' }, http_status: 401 },
    });
  });

  it('the teaching-key header, keeping the public address and time', () => {
    expect(scrubString(teachHeader)).toBe(`${address}:1788516000123:[redacted:teach_auth]:v2`);
    expect(scrubString(`x-ngram-auth: ${teachHeader}`)).toBe('x-ngram-auth: [redacted:teach_auth]');
    expect(scrub({ headers: { 'x-ngram-auth': teachHeader } })).toEqual({
      headers: { 'x-ngram-auth': '[redacted:teach_auth]' },
    });
  });

  it('values under keys that name a secret, whatever their shape', () => {
    const input = {
      password: 'hunter2',
      operator_password: 'correct horse',
      session_token: 'abc',
      access_token: 42,
      private_key: { d: keyHex },
      privateKey: 'x',
      api_key: 'k',
      'X-Payment': b64url('{"scheme":"local-credit"}'),
      cookie: 'a=b',
      claim_sig: '0xabc',
      payerSig: 'zz',
      secret: 'shh',
    };
    const out = scrub(input);
    expect(out).toEqual({
      password: '[redacted:password]',
      operator_password: '[redacted:password]',
      session_token: '[redacted:token]',
      access_token: '[redacted:token]',
      private_key: '[redacted:private_key]',
      privateKey: '[redacted:private_key]',
      api_key: '[redacted:api_key]',
      'X-Payment': '[redacted:payment]',
      cookie: '[redacted:cookie]',
      claim_sig: '[redacted:signature]',
      payerSig: '[redacted:signature]',
      secret: '[redacted:secret]',
    });
  });

  it('the proof in an x402 payment, but not the txHash next to it', () => {
    const txHashNoPrefix = randomBytes(32).toString('hex');
    const payment = {
      scheme: 'local-credit',
      amount: '2',
      nonce: '14dffec7b7d8d2040bcfdb57',
      from: address,
      txHash: txHashNoPrefix,
      proof: ainSignature,
    };
    expect(scrub(payment)).toEqual({ ...payment, proof: '[redacted:signature]' });
  });

  it('a secret nested six levels deep in arrays and objects', () => {
    const deep = { a: [{ b: [[{ c: { d: [`note: key is ${keyHex}`] } }]] }] };
    expect(scrub(deep)).toEqual({ a: [{ b: [[{ c: { d: ['note: key is [redacted:private_key]'] } }]] }] });
  });

  it('a secret inside an Error: message, stack and cause, keeping the prototype', () => {
    const cause = new Error(`fetch to http://op:${sessionToken}@localhost:3422 failed`);
    const error = new AinizeFailure(
      { code: 'upstream_error', message: `echoed ${keyHex}`, retryable: false, details: { token: sessionToken } },
      { cause },
    );
    const out = scrub(error);
    expect(out).toBeInstanceOf(AinizeFailure);
    expect(out.code).toBe('upstream_error');
    expect(out.message).toBe('upstream_error: echoed [redacted:private_key]');
    expect(out.stack).not.toContain(keyHex);
    expect(out.error).toEqual({
      code: 'upstream_error',
      message: 'echoed [redacted:private_key]',
      retryable: false,
      details: { token: '[redacted:token]' },
    });
    expect((out.cause as Error).message).toBe('fetch to http://op:[redacted:password]@localhost:3422 failed');
    expectGone(JSON.stringify({ m: out.message, s: out.stack, c: (out.cause as Error).message }), keyHex, sessionToken);
  });

  it('env secrets passed in as known values, in any encoding, but not short ones', () => {
    const password = 'p@ss word/with&symbols';
    const scrubber = createScrubber({ knownSecrets: [password, 'short', keyHex, 'graph-key-0123456789'] });
    expect(scrubber.scrubString(`login with ${password}`)).toBe('login with [redacted:known_secret]');
    expect(scrubber.scrubString(`?p=${encodeURIComponent(password)}`)).toBe('?p=[redacted:known_secret]');
    // Known secrets win even where a label would otherwise protect the hex.
    expect(scrubber.scrub({ sha256: keyHex.toUpperCase() })).toEqual({ sha256: '[redacted:known_secret]' });
    expect(scrubber.scrubString('a short word stays short')).toBe('a short word stays short');
    expect(scrubber.scrub(['graph-key-0123456789'])).toEqual(['[redacted:known_secret]']);
  });

  it('labelled secrets in text and query strings', () => {
    expect(scrubString('AINIZE_OPERATOR_PASSWORD=hunter22 AINIZE_TOKEN="tok en" GRAPH_API_KEY: g1')).toBe(
      'AINIZE_OPERATOR_PASSWORD=[redacted:password] AINIZE_TOKEN="[redacted:token]" GRAPH_API_KEY: [redacted:api_key]',
    );
    expect(scrubString('https://gateway.thegraph.com/api/0123456789abcdef0123456789abcdef/subgraphs/id/5zvR82')).toBe(
      'https://gateway.thegraph.com/api/[redacted:api_key]/subgraphs/id/5zvR82',
    );
    expect(scrubString(`{"download_token":"${downloadToken}","rows":3}`)).toBe(
      '{"download_token":"[redacted:token]","rows":3}',
    );
    const payment = b64url(JSON.stringify({ scheme: 'local-credit', proof: ainSignature }));
    expect(scrubString(`X-PAYMENT: ${payment}`)).toBe('X-PAYMENT: [redacted:payment]');
    expect(scrubString(`/p2p/dataset/${sha256}?sig=${downloadToken}`)).toBe(
      `/p2p/dataset/${sha256}?sig=[redacted:signature]`,
    );
  });
});

describe('what the scrubber leaves alone', () => {
  const uuid = randomUUID();
  const survivors = {
    seller: address,
    lower: address.toLowerCase(),
    tx_hash: txHash,
    txHash,
    sha256,
    patch_sha256: sha256,
    dataset_sha256: sha256,
    predicted_sha256: sha256,
    benchmark_hash: sha256,
    record_hash: sha256,
    merkle_root: sha256,
    pre_state_sha256: sha256,
    settle_hash: sha256,
    rows_sha256: sha256,
    arguments_sha256: sha256,
    row_hashes: [sha256, sha256],
    dataset_id: uuid,
    job_id: 'lt_3e19184626c3',
    quote_id: 'q_16b6e28da2a3',
    idempotency_key: 'q:896b97cf',
    nonce: '14dffec7b7d8d2040bcfdb57',
    commit: 'e754951a0c3f2b5d4e6f708192a3b4c5d6e7f809',
    teaching_key_address: address,
    max_tokens: 200,
    prompt_tokens: 31,
    question: '픽셀플러스 종목코드 알려줘. 숫자만.',
    answer: '087600',
    price: '25',
    rows: 270053,
    ok: true,
    none: null,
    proof: 'declared',
    token_budget_note: 'the node charges one lesson at submit time',
    gateway_url: 'http://localhost:3402/x402/patch/krx-all-2761',
    subgraph_id: '5zvR82QoaXYFyDEKLZ9t6v9adgnptxYpKpSbxtgVENFV',
    notes: [
      `sha256 ${sha256}`,
      `sha256: ${sha256}`,
      `sha256=${sha256}`,
      `k1 is paid for and recorded on this node (tx ${txHash}).`,
      `hash: ${sha256}`,
      `x-content-sha256: ${sha256}`,
      `stored at data/blobs/${sha256}.npz`,
      `"tx_hash":"${txHash}"`,
      JSON.stringify({ row_hashes: [sha256, sha256, sha256] }),
      JSON.stringify({ contributors: [{ address, proof: 'declared' }] }),
      'invalid_signature: x-ngram-auth header missing, expired, replayed or invalid',
      'a Bearer token is a credential; this server never returns one',
      'the model is held by pid:2658057 (a live test of krx-all-2761) for 8 s',
      '20 free live tests per hour, 49 % to the teacher',
    ],
  };

  it('survives unchanged', () => {
    expect(scrub(survivors)).toEqual(survivors);
  });

  it('a bare 64-hex with no label is treated as a key, because it might be one', () => {
    expect(scrubString(`value ${sha256}`)).toBe('value [redacted:private_key]');
    // Only a quoted JSON list carries a label forward; a bare comma after a digest does not.
    expect(scrubString(`sha256 ${sha256}, ${keyHex}`)).toBe(`sha256 ${sha256}, [redacted:private_key]`);
  });
});

describe('how the scrubber behaves', () => {
  it('returns a copy and never mutates its input', () => {
    const input = { password: 'x', list: [`Bearer ${sessionToken}`], nested: { key: keyHex } };
    const before = structuredClone(input);
    const out = scrub(input);
    expect(input).toEqual(before);
    expect(out).not.toBe(input);
    expect(out.list).not.toBe(input.list);
  });

  it('survives cycles and keeps shared references shared', () => {
    const shared = { token: 'x' };
    const node: Record<string, unknown> = { name: 'a', shared, again: shared };
    node.self = node;
    const out = scrub(node);
    expect(out.self).toBe(out);
    expect(out.shared).toBe(out.again);
    expect(out.shared).toEqual({ token: '[redacted:token]' });
  });

  it('is idempotent', () => {
    const text = `Authorization: Bearer ${sessionToken} token=${downloadToken} ${keyHex} ${teachHeader} ${jwt}`;
    const once = scrubString(text);
    expect(scrubString(once)).toBe(once);
    expectGone(once, sessionToken, downloadToken, keyHex, ainSignature, jwt);
  });

  it('stops at a depth limit instead of overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(JSON.stringify(scrub(deep))).toContain('[redacted:too_deep]');
  });

  it('passes numbers, booleans, null, undefined, dates and bytes through', () => {
    const date = new Date(1788516000000);
    const bytes = new Uint8Array([1, 2, 3]);
    const out = scrub({ n: 1.5, b: false, z: null, u: undefined, date, bytes });
    expect(out).toEqual({ n: 1.5, b: false, z: null, u: undefined, date, bytes });
    expect(out.date).not.toBe(date);
  });

  it('finds a key at the end of a multi-megabyte result and leaves the rest intact', () => {
    const line = `row ${randomUUID()} ${address} 픽셀플러스 sha256 ${sha256} price 25 AIN and some ordinary words here\n`;
    const big = line.repeat(Math.ceil(4_000_000 / line.length)) + `leak ${keyHex}`;
    const out = scrubString(big);
    expect(out.endsWith('leak [redacted:private_key]')).toBe(true);
    expect(out.length).toBe(big.length - keyHex.length + '[redacted:private_key]'.length);
  });
});
