import { describe, expect, it } from 'vitest';
import {
  AinizeFailure,
  ainizeError,
  toAinizeError,
  withoutRetry,
  type AinizeError,
} from '../src/errors/ainize-error.js';
import {
  ERROR_CODES,
  MONEY_CODES,
  codeInfo,
  fallbackCodeForStatus,
  isKnownCode,
  isMoneyCode,
} from '../src/errors/codes.js';
import { InvalidInputError } from '../src/errors/invalid-input.js';
import {
  isNetworkError,
  type HeadersLike,
  nodeErrorBody,
  nodeErrorResponse,
  parseNodeError,
  readNodeFailure,
  unreachableError,
} from '../src/errors/node-errors.js';

const NOW = 1_788_516_000_000;
/** The node answered `status` with `body`, read at NOW. */
const node = (status: number, body?: unknown, headers?: HeadersLike) =>
  parseNodeError({ status, body, headers }, { now: NOW });

describe('the catalogue', () => {
  // Written as the spec lists them: the server's own table, the status fallbacks, then the node's codes.
  const words = (text: string) => text.trim().split(/\s+/);
  const addedByThisServer = words(`
    quote_required quote_expired quote_mismatch confirmation_required budget_exceeded per_purchase_cap_exceeded
    already_purchased idempotency_replay nothing_to_train teach_quota_consumed base_rejected base_retired
    permanent_ledger_refused model_busy job_not_found node_unreachable capability_disabled merge_not_available`);
  const fallbacks = words('rate_limited conflict not_sellable unavailable upstream_error invalid_argument');
  const nodeCodes = words(`
    quota_chat quota_requests quota_key quota_ip quota_rows quota_dataset quota_bytes dataset_not_found
    dataset_unavailable dataset_private dataset_derivative_only dataset_empty dataset_format dataset_hash
    dataset_too_large dataset_in_use dataset_pii dataset_declaration invalid invalid_signature teaching_disabled
    banned not_owner lineage_disabled base_unknown base_private base_retired base_rejected too_many_bases
    base_stack_too_deep needs_base base_not_held base_mismatch has_dependents already_known overlaps_listing
    trainer_paused merge_not_available job_not_ready checks_failed published_immutable publish_disabled
    consent_required parent_not_listed bad_license license_incompatible rate_limited`);

  it('knows every code the spec names, and nothing it does not is "known"', () => {
    for (const code of [...addedByThisServer, ...fallbacks, ...nodeCodes]) expect(isKnownCode(code), code).toBe(true);
    expect(isKnownCode('quota_nope')).toBe(false);
    expect(isKnownCode('toString')).toBe(false);
  });

  it('says which side originates each code', () => {
    expect(ERROR_CODES.quote_required.side).toBe('mcp');
    expect(ERROR_CODES.quota_chat.side).toBe('node');
    expect(ERROR_CODES.base_retired.side).toBe('both');
    for (const code of nodeCodes) expect(['node', 'both'], code).toContain(codeInfo(code)?.side);
  });

  it('marks only what can clear by waiting as retryable; model_busy comes back in 30 s', () => {
    expect(ERROR_CODES.model_busy).toMatchObject({ retryable: true, retry_after_ms: 30_000 });
    expect(ERROR_CODES.node_unreachable.retryable).toBe(true);
    expect(ERROR_CODES.quota_chat.retryable).toBe(true);
    for (const code of ['nothing_to_train', 'teach_quota_consumed', 'job_not_found', 'quota_key', 'quota_ip']) {
      expect(codeInfo(code)?.retryable, code).toBe(false);
    }
  });

  it('gives every entry a meaning of its own, one line long', () => {
    for (const [code, info] of Object.entries(ERROR_CODES)) {
      expect(info.meaning.length, code).toBeGreaterThan(10);
      expect(info.meaning, code).not.toContain('\n');
    }
  });

  it('keeps the money tier non-retryable, in the catalogue and in MONEY_CODES', () => {
    const money = words(`quote_required quote_expired quote_mismatch budget_exceeded per_purchase_cap_exceeded
      already_purchased idempotency_replay not_sellable payment_refused`);
    for (const code of money) expect(isMoneyCode(code), code).toBe(true);
    for (const code of MONEY_CODES) expect(ERROR_CODES[code].retryable, code).toBe(false);
    expect(isMoneyCode('model_busy')).toBe(false);
    expect(isMoneyCode('not_a_code')).toBe(false);
  });

  it('maps bare statuses to the documented fallbacks', () => {
    // prettier-ignore
    const table: [number, string][] = [
      [400, 'invalid_argument'], [401, 'unauthorized'], [402, 'payment_refused'], [404, 'not_found'],
      [409, 'conflict'], [410, 'retired'], [423, 'not_sellable'], [429, 'rate_limited'], [503, 'unavailable'],
      [500, 'upstream_error'], [502, 'upstream_error'], [418, 'upstream_error'],
    ];
    for (const [status, code] of table) expect(fallbackCodeForStatus(status), String(status)).toBe(code);
  });
});

describe('AinizeError and AinizeFailure', () => {
  it('fills retryable and retry_after_ms from the catalogue', () => {
    expect(ainizeError('model_busy', 'held by pid:1')).toEqual({
      code: 'model_busy',
      message: 'held by pid:1',
      retryable: true,
      retry_after_ms: 30_000,
      details: {},
    });
    expect(ainizeError('some_new_node_code', 'x')).toEqual({
      code: 'some_new_node_code',
      message: 'x',
      retryable: false,
      details: {},
    });
  });

  it('never lets a money code or the money tier come out retryable', () => {
    expect(ainizeError('budget_exceeded', 'over', { retryable: true, retry_after_ms: 5 })).toEqual({
      code: 'budget_exceeded',
      message: 'over',
      retryable: false,
      details: {},
    });
    const inBuy = ainizeError('model_busy', 'held', { tier: 'money' });
    expect(inBuy.retryable).toBe(false);
    expect(inBuy).not.toHaveProperty('retry_after_ms');
    expect(withoutRetry(ainizeError('node_unreachable', 'x'))).toMatchObject({ retryable: false });
  });

  it('is thrown anywhere and read back whole by one mapper', () => {
    const details = { cap: '10', spent: '0', remaining: '10', needed: '25' };
    const thrown = AinizeFailure.of('budget_exceeded', '25 does not fit in the remaining 10', { details });
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown.code).toBe('budget_exceeded');
    expect(thrown.message).toBe('budget_exceeded: 25 does not fit in the remaining 10');
    expect(toAinizeError(thrown)).toEqual({
      code: 'budget_exceeded',
      message: '25 does not fit in the remaining 10',
      retryable: false,
      details,
    });
  });

  it('turns a parser refusal into invalid_argument and anything unexpected into internal_error', () => {
    expect(toAinizeError(new InvalidInputError('price', 'not a decimal'))).toMatchObject({
      code: 'invalid_argument',
      details: { kind: 'price', reason: 'not a decimal' },
    });
    expect(toAinizeError(new TypeError('boom'))).toMatchObject({
      code: 'internal_error',
      message: 'boom',
      retryable: false,
    });
    expect(toAinizeError('plain string')).toMatchObject({ code: 'internal_error', message: 'plain string' });
    const retryable: AinizeError = { code: 'node_unreachable', message: 'x', retryable: true, details: {} };
    expect(toAinizeError(retryable, { tier: 'money' }).retryable).toBe(false);
  });
});

describe('the node envelope, written and read', () => {
  it('writes "<code>: <sentence>" with extra fields beside it, and extra cannot replace the code', () => {
    expect(nodeErrorBody('needs_base', 'load krx-all-2761 first', { missing: ['krx-all-2761'] })).toEqual({
      error: 'needs_base: load krx-all-2761 first',
      missing: ['krx-all-2761'],
    });
    expect(nodeErrorBody('invalid', 'bad', { error: 'hijack' })).toEqual({ error: 'invalid: bad' });
    expect(() => nodeErrorBody('Not A Code', 'x')).toThrow(RangeError);
  });

  it('answers with the catalogue status, and a retry-after for model_busy', () => {
    expect(nodeErrorResponse('dataset_private', 'the owner keeps it private').status).toBe(403);
    expect(nodeErrorResponse('model_busy', 'shared runtime busy (pid:1: apply)').headers).toEqual({
      'retry-after': '30',
    });
    expect(nodeErrorResponse('brand_new', 'x', {}, 418).status).toBe(418);
  });

  it('round-trips: whatever the node writes comes back as the same code and sentence', () => {
    for (const code of ['dataset_private', 'has_dependents', 'invalid_signature', 'merge_not_available']) {
      const { status, body } = nodeErrorResponse(code, 'a sentence', { ids: ['a'] });
      expect(parseNodeError({ status, body })).toMatchObject({ code, message: 'a sentence', details: { ids: ['a'] } });
    }
  });
});

describe('reading the node’s errors', () => {
  it('takes a lower-case "word:" prefix as the code and passes it through unrewritten', () => {
    const error = parseNodeError({
      status: 403,
      body: { error: 'dataset_private: the owner keeps this training set private', access: 'private', rows: 2761 },
    });
    expect(error).toEqual({
      code: 'dataset_private',
      message: 'the owner keeps this training set private',
      retryable: false,
      details: { access: 'private', rows: 2761, http_status: 403 },
    });
    // A code this catalogue has never heard of still passes through.
    expect(node(409, { error: 'brand_new_code: something' }).code).toBe('brand_new_code');
  });

  it('does not mistake a URL or a capitalised sentence for a code', () => {
    expect(node(409, { error: 'http://localhost:3403/x402 is the gateway' }).code).toBe('conflict');
    expect(node(500, { error: 'Error: sqlite is locked' })).toMatchObject({
      code: 'upstream_error',
      message: 'Error: sqlite is locked',
    });
  });

  it('reads 429 quota_chat with quota_reset as a wait relative to now', () => {
    const error = parseNodeError(
      {
        status: 429,
        body: {
          error: 'quota_chat: free live-test quota exhausted for this hour — buy the patch or run your own node',
          quota_reset: NOW + 1_234_000,
        },
      },
      { now: NOW },
    );
    expect(error).toEqual({
      code: 'quota_chat',
      message: 'free live-test quota exhausted for this hour — buy the patch or run your own node',
      retryable: true,
      retry_after_ms: 1_234_000,
      details: { quota_reset: NOW + 1_234_000, http_status: 429 },
    });
  });

  it('reads a bare 429 as rate_limited, waiting for quota_reset or else the retry-after header', () => {
    expect(node(429, { error: 'slow down', quota_reset: NOW + 5000 })).toMatchObject({
      code: 'rate_limited',
      retryable: true,
      retry_after_ms: 5000,
    });
    expect(node(429, {}, { 'Retry-After': '7' })).toMatchObject({
      code: 'rate_limited',
      retry_after_ms: 7000,
    });
    // A reset already in the past means "now", never a negative wait.
    expect(node(429, { quota_reset: NOW - 10 }).retry_after_ms).toBe(0);
    // A daily lesson quota is not worth waiting for in a loop, even though the node says when it resets.
    expect(
      parseNodeError(
        { status: 429, body: { error: 'quota_key: 3 of 3 lessons used today', quota_reset: NOW + 60_000 } },
        { now: NOW },
      ),
    ).toMatchObject({
      code: 'quota_key',
      retryable: false,
      retry_after_ms: 60_000,
    });
  });

  it('reads 503 busy as model_busy with the header’s wait and the holder in details', () => {
    const error = parseNodeError({
      status: 503,
      body: { error: 'shared runtime busy (pid:2658057: chat:krx-all-2761) — try again later', busy: true },
      headers: new Headers({ 'retry-after': '30' }),
    });
    expect(error).toEqual({
      code: 'model_busy',
      message: 'shared runtime busy (pid:2658057: chat:krx-all-2761) — try again later',
      retryable: true,
      retry_after_ms: 30_000,
      details: { busy: true, holder: { owner: 'pid:2658057', label: 'chat:krx-all-2761' }, http_status: 503 },
    });
  });

  it('treats either busy signal alone as model_busy, with 30 s when no header says otherwise', () => {
    expect(node(503, { error: 'x', busy: true })).toMatchObject({
      code: 'model_busy',
      retry_after_ms: 30_000,
    });
    expect(node(500, { error: 'shared runtime busy (pid:1: apply) — try again later' })).toMatchObject({
      code: 'model_busy',
      retryable: true,
      retry_after_ms: 30_000,
    });
    expect(node(503, { busy: true }, { 'retry-after': '12' }).retry_after_ms).toBe(12_000);
  });

  it('reads a 499 with cancelled as an outcome, not an error', () => {
    const response = {
      status: 499,
      body: {
        error: 'live test cancelled while it was still queued — the model was never called',
        cancelled: true,
        charged: false,
      },
    };
    expect(readNodeFailure(response)).toEqual({
      kind: 'cancelled',
      charged: false,
      message: 'live test cancelled while it was still queued — the model was never called',
      details: { cancelled: true, charged: false, http_status: 499 },
    });
    // Handed straight to parseNodeError it keeps its identity as the `cancelled` outcome code.
    const asError = parseNodeError(response);
    expect(asError).toMatchObject({ code: 'cancelled', retryable: false, details: { charged: false } });
    expect(codeInfo(asError.code)?.outcome).toBe(true);
    // A 499 without `cancelled` is just an unexplained failure.
    expect(readNodeFailure({ status: 499, body: { error: 'client closed' } })).toMatchObject({
      kind: 'error',
      error: { code: 'upstream_error' },
    });
  });

  it('falls back on the status when the message has no prefix', () => {
    const cases: [number, string, string][] = [
      [401, 'operator login required', 'unauthorized'],
      [404, 'patch not found', 'not_found'],
      [409, 'not sold here; gateway is http://localhost:3402', 'conflict'],
      [423, 'patch not listed yet (verification 1/2)', 'not_sellable'],
      [503, 'the patch hook could not be reached (ENGRAM_HOOK=1?)', 'unavailable'],
      [500, 'something broke', 'upstream_error'],
      [502, 'bad gateway', 'upstream_error'],
    ];
    for (const [status, message, code] of cases) {
      expect(parseNodeError({ status, body: { error: message } }), String(status)).toMatchObject({ code, message });
    }
    expect(node(503, { error: 'x' }).retryable).toBe(true);
    expect(node(500, { error: 'x' }).retryable).toBe(false);
  });

  it('never makes a money-tier answer retryable, and can force it for any call on the buying path', () => {
    const gate = parseNodeError({
      status: 423,
      body: { error: 'patch not listed yet' },
      headers: { 'retry-after': '5' },
    });
    expect(gate).toMatchObject({ code: 'not_sellable', retryable: false });
    expect(gate).not.toHaveProperty('retry_after_ms');
    const busyDuringBuy = parseNodeError({ status: 503, body: { busy: true } }, { tier: 'money' });
    expect(busyDuringBuy).toMatchObject({ code: 'model_busy', retryable: false });
    expect(node(402, { error: 'unknown or expired nonce' })).toMatchObject({
      code: 'payment_refused',
      message: 'unknown or expired nonce',
      retryable: false,
    });
  });

  it('copes with bodies that are not the envelope', () => {
    // Text that happens to be JSON.
    expect(node(404, '{"error":"dataset_unavailable: not held here"}')).toMatchObject({
      code: 'dataset_unavailable',
      message: 'not held here',
    });
    // A proxy's HTML page.
    const html = parseNodeError({
      status: 502,
      body: '<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
    });
    expect(html).toMatchObject({ code: 'upstream_error', message: '502 Bad Gateway nginx' });
    // Plain text with a code prefix.
    expect(node(401, 'invalid_signature: replayed')).toMatchObject({
      code: 'invalid_signature',
      message: 'replayed',
    });
    // No body, an empty body, bytes, a body without `error`, a JSON array.
    expect(node(500)).toMatchObject({
      code: 'upstream_error',
      message: 'the node answered HTTP 500 without saying why',
    });
    expect(node(404, '').code).toBe('not_found');
    expect(node(403, new TextEncoder().encode('{"error":"banned: by the operator"}')).code).toBe('banned');
    expect(parseNodeError({ status: 400, body: { issues: [{ path: ['price'] }] } })).toMatchObject({
      code: 'invalid_argument',
      details: { issues: [{ path: ['price'] }], http_status: 400 },
    });
    expect(node(500, [1, 2]).details).toEqual({ body: [1, 2], http_status: 500 });
    // A very long text body is cut down to something a person can read.
    expect(node(500, 'x '.repeat(5000)).message.length).toBeLessThanOrEqual(501);
  });

  it('also reads the {code, message} shape a lesson quota was once answered with', () => {
    expect(
      parseNodeError({
        status: 429,
        body: { code: 'quota_ip', message: 'daily lesson limit reached for this address' },
      }),
    ).toEqual({
      code: 'quota_ip',
      message: 'daily lesson limit reached for this address',
      retryable: false,
      details: { http_status: 429 },
    });
  });

  it('gives a coded refusal with no sentence the catalogue’s meaning', () => {
    expect(node(403, { error: 'banned:' }).message).toBe(ERROR_CODES.banned.meaning);
  });

  it('accepts an HTTP-date retry-after', () => {
    const at = new Date(NOW + 9000).toUTCString();
    expect(node(503, {}, { 'retry-after': at }).retry_after_ms).toBe(9000);
    expect(node(503, {}, { 'retry-after': 'soon' })).not.toHaveProperty('retry_after_ms');
  });
});

describe('a node that does not answer', () => {
  const refused = Object.assign(new TypeError('fetch failed'), {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3422'), { code: 'ECONNREFUSED' }),
  });

  it('is node_unreachable and retryable, naming the reason', () => {
    expect(isNetworkError(refused)).toBe(true);
    expect(unreachableError(refused, { nodeUrl: 'http://localhost:3422' })).toEqual({
      code: 'node_unreachable',
      message: 'the node at http://localhost:3422 did not answer (ECONNREFUSED)',
      retryable: true,
      details: { reason: 'ECONNREFUSED', node_url: 'http://localhost:3422' },
    });
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(isNetworkError(timeout)).toBe(true);
    expect(unreachableError(timeout).details.reason).toBe('timeout');
  });

  it('is not retryable on the buying path, where the payment may have gone through', () => {
    expect(unreachableError(refused, { tier: 'money' }).retryable).toBe(false);
  });

  it('is not confused with an ordinary exception', () => {
    expect(isNetworkError(new Error('no'))).toBe(false);
    expect(isNetworkError('ECONNREFUSED')).toBe(false);
  });
});
