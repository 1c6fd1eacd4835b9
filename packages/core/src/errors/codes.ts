import type { CodeInfo } from './code-info.js';
import { NODE_CODES } from './codes-node.js';

export type { CodeInfo, CodeSide } from './code-info.js';

/**
 * The error-code catalogue: every machine code an agent can see from ainize-mcp, whether this server adds it
 * or passes the node's own code through. One table, so the renderer, the docs and the tests read the same facts.
 *
 * `side` says who originates the code: `mcp` (this server decides, including the fallbacks it synthesises from a
 * bare HTTP status), `node` (the node's `code:` prefix, passed through unrewritten), or `both` (the server checks
 * the same condition before calling the node, and the node would refuse with the same word).
 * `status` is the HTTP status the node usually pairs with a node code; it lets an embedded node answer with it.
 * `tier: 'money'` marks codes from the buying path: they are never retryable, whatever else says so.
 * `outcome: true` marks a code that is not a failure at all and must be rendered as a normal result.
 */
export const ERROR_CODES = {
  // ── Buying: added by this server before any money can move ──────────────────────────────────────────────
  quote_required: {
    side: 'mcp',
    retryable: false,
    tier: 'money',
    meaning: 'a purchase was attempted without naming a quote',
  },
  quote_expired: {
    side: 'mcp',
    retryable: false,
    tier: 'money',
    meaning: 'the quote is unknown or past its ten-minute life',
  },
  quote_mismatch: {
    side: 'mcp',
    retryable: false,
    tier: 'money',
    meaning: 'the restated total or the current price differs from what the quote said',
  },
  quote_not_binding: {
    side: 'mcp',
    retryable: false,
    tier: 'money',
    meaning: 'the quote was a dry run priced from the catalogue; only a binding quote from the seller can be bought',
  },
  scheme_not_offered: {
    side: 'mcp',
    retryable: false,
    tier: 'money',
    meaning: 'the seller does not take payment in the scheme asked for (or not on a chain and token this node pays)',
  },
  budget_exceeded: {
    side: 'mcp',
    retryable: false,
    tier: 'money',
    meaning: 'the purchase would take this session past its configured spending cap in that currency',
  },
  per_purchase_cap_exceeded: {
    side: 'mcp',
    retryable: false,
    tier: 'money',
    meaning: 'one purchase costs more than the per-purchase ceiling or the max_price given for this call',
  },
  already_purchased: {
    side: 'both',
    retryable: false,
    tier: 'money',
    meaning: 'this node owns the knowledge already, so nothing was charged',
  },
  idempotency_replay: {
    side: 'mcp',
    retryable: false,
    tier: 'money',
    meaning: 'that idempotency key was used before; the earlier result stands or reconcile_purchase explains it',
  },
  payment_refused: {
    side: 'both',
    retryable: false,
    tier: 'money',
    status: 402,
    meaning: 'the seller’s payment gateway turned the payment down (HTTP 402 without a code)',
  },
  not_sellable: {
    side: 'both',
    retryable: false,
    tier: 'money',
    status: 423,
    meaning: 'the knowledge is not listed for sale right now: verification is short of quorum or it is challenged',
  },

  // ── Consent, lessons and publishing: added by this server ──────────────────────────────────────────────
  confirmation_required: {
    side: 'mcp',
    retryable: false,
    meaning: 'a costly or irreversible step needs an explicit confirmation that was not given',
  },
  nothing_to_train: {
    side: 'mcp',
    retryable: false,
    meaning: 'the model already answers every probed question, so no lesson was submitted or spent',
  },
  teach_quota_consumed: {
    side: 'mcp',
    retryable: false,
    meaning: 'the lesson failed or the session lesson cap is used up; the day’s lesson is gone either way',
  },
  permanent_ledger_refused: {
    side: 'mcp',
    retryable: false,
    meaning: 'publishing would write to the shared AIN chain, where nothing can be taken back',
  },
  download_too_large: {
    side: 'mcp',
    retryable: false,
    meaning: 'a lesson file is larger than AINIZE_MCP_MAX_DOWNLOAD_MB allows, so nothing was written',
  },
  capability_disabled: {
    side: 'mcp',
    retryable: false,
    meaning: 'the tool or option asked for is off on this server; the message names the setting that turns it on',
  },
  unknown_tool: {
    side: 'mcp',
    retryable: false,
    meaning: 'no tool of that name exists on this server; the message names the closest one and lists the rest',
  },

  // ── Jobs, the shared model and reaching the node ───────────────────────────────────────────────────────
  model_busy: {
    side: 'mcp',
    retryable: true,
    retry_after_ms: 30_000,
    status: 503,
    meaning: 'another process holds the shared model lock; the message says who',
  },
  job_not_found: {
    side: 'mcp',
    retryable: false,
    meaning: 'no such job in this session, or it finished more than 30 minutes ago and was evicted',
  },
  too_many_jobs: {
    side: 'mcp',
    retryable: true,
    meaning: 'this session already has the maximum number of jobs running; wait for one to finish or cancel one',
  },
  node_unreachable: { side: 'mcp', retryable: true, meaning: 'the node gave no HTTP answer at all' },
  node_url_wrong: {
    side: 'mcp',
    retryable: false,
    meaning: 'the node answered that it has no such route: AINIZE_NODE_URL is not the node’s root address',
  },
  not_applied: {
    side: 'both',
    retryable: false,
    status: 409,
    meaning: 'the knowledge is not applied on the shared model, so there is nothing to remove',
  },
  cancelled: {
    side: 'mcp',
    retryable: false,
    status: 499,
    outcome: true,
    meaning: 'not a failure: a live test was given up while queued and the model was never called',
  },

  // ── Fallbacks synthesised from a bare HTTP status, and this server's own failures ──────────────────────
  invalid_argument: {
    side: 'mcp',
    retryable: false,
    status: 400,
    meaning: 'the arguments were malformed, or the node refused the request as invalid without a code',
  },
  unauthorized: {
    side: 'mcp',
    retryable: false,
    status: 401,
    meaning: 'the node wants a credential this server lacks or presented wrongly',
  },
  not_found: { side: 'mcp', retryable: false, status: 404, meaning: 'the node knows no such thing, or will not say' },
  knowledge_not_held: {
    side: 'mcp',
    retryable: false,
    meaning: 'the node does not hold the knowledge’s body, so it cannot load it into a live test or the model',
  },
  conflict: {
    side: 'mcp',
    retryable: false,
    status: 409,
    meaning: 'the request clashes with the node’s current state; the message says how',
  },
  retired: {
    side: 'mcp',
    retryable: false,
    status: 410,
    meaning: 'the seller has withdrawn the knowledge for good',
  },
  rate_limited: {
    side: 'both',
    retryable: true,
    status: 429,
    meaning: 'too many calls from here in a short window; wait and try again',
  },
  unavailable: {
    side: 'mcp',
    retryable: true,
    status: 503,
    meaning: 'the node is up but cannot serve this just now',
  },
  upstream_error: {
    side: 'mcp',
    retryable: false,
    status: 500,
    meaning: 'the node failed in a way it did not name',
  },
  internal_error: {
    side: 'mcp',
    retryable: false,
    meaning: 'this server hit an unexpected fault of its own; the node may not have been called',
  },

  // ── The protocol itself: a message the server could not take (JSON-RPC 2.0 codes in brackets) ────────────
  parse_error: { side: 'mcp', retryable: false, meaning: 'the message was not valid JSON (-32700)' },
  invalid_request: {
    side: 'mcp',
    retryable: false,
    meaning: 'the message was JSON but not a JSON-RPC request or notification (-32600)',
  },
  method_not_found: { side: 'mcp', retryable: false, meaning: 'the method is not one this server offers (-32601)' },
  invalid_params: {
    side: 'mcp',
    retryable: false,
    meaning: 'the request’s params do not have the shape its method needs (-32602)',
  },
  message_too_large: {
    side: 'mcp',
    retryable: false,
    meaning: 'the message was larger than this server reads; nothing of it was acted on',
  },
  session_not_yours: {
    side: 'mcp',
    retryable: false,
    meaning: 'the HTTP session was opened with another bearer token; it is left as it was',
  },
  prompt_not_found: { side: 'mcp', retryable: false, meaning: 'there is no prompt of that name on this server' },

  // ── The client half: another MCP server as a data source (McpDataSource) ───────────────────────────────
  source_unreachable: {
    side: 'mcp',
    retryable: true,
    meaning: 'the upstream MCP server could not be started or reached, so nothing was asked of it',
  },
  source_refused: {
    side: 'mcp',
    retryable: false,
    meaning: 'the upstream server refused the connection over HTTP: a missing credential, or the other transport',
  },
  source_closed: {
    side: 'mcp',
    retryable: false,
    meaning: 'the upstream server closed the connection or died during a call; nothing was mapped or written',
  },
  source_timeout: {
    side: 'mcp',
    retryable: true,
    meaning: 'the upstream server did not answer within the time allowed',
  },
  source_error: {
    side: 'mcp',
    retryable: false,
    meaning: 'the upstream server answered with an error of its own (a tool error or a JSON-RPC error)',
  },
  source_answer_unreadable: {
    side: 'mcp',
    retryable: false,
    meaning: 'the upstream answer holds neither structured content nor JSON text a mapping could read',
  },
  mapping_invalid: {
    side: 'mcp',
    retryable: false,
    meaning: 'the row mapping is malformed: an unknown key, an empty template or a broken placeholder',
  },
  mapping_path_not_found: {
    side: 'mcp',
    retryable: false,
    meaning: 'the mapping’s path does not lead to a list or an object in the upstream answer',
  },
  mapping_field_missing: {
    side: 'mcp',
    retryable: false,
    meaning: 'a template or a requirement of the mapping names a field that no item of the answer has',
  },
  mapping_json_invalid: {
    side: 'mcp',
    retryable: false,
    meaning: 'the place a mapping declares as JSON text holds no text, or text that is not JSON',
  },
  mapping_json_too_large: {
    side: 'mcp',
    retryable: false,
    meaning:
      'the JSON text a mapping declares is larger or nested deeper than the mapping reads (json.max_bytes, json.max_depth)',
  },
  mapping_json_wrong_shape: {
    side: 'mcp',
    retryable: false,
    meaning: 'the JSON text a mapping declares parses to another shape than the declared one (an object, a list)',
  },

  // ── Lineage: checked here first and refused by the node in the same words ──────────────────────────────
  base_rejected: {
    side: 'both',
    retryable: false,
    status: 400,
    meaning: 'the knowledge named as a base failed verification and cannot be built on',
  },
  base_retired: {
    side: 'both',
    retryable: false,
    status: 400,
    meaning: 'the knowledge named as a base is retired, challenged or superseded',
  },
  merge_not_available: {
    side: 'both',
    retryable: false,
    status: 400,
    meaning: 'building on two knowledges at once is a merge, which no node supports yet',
  },

  ...NODE_CODES,
} as const satisfies Record<string, CodeInfo>;

/** Every code in the catalogue. A node may still send a code that is not here; it passes through as a string. */
export type ErrorCode = keyof typeof ERROR_CODES;

export function isKnownCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

/** The catalogue entry, or undefined for a code the node invented after this table was written. */
export function codeInfo(code: string): CodeInfo | undefined {
  return isKnownCode(code) ? ERROR_CODES[code] : undefined;
}

/**
 * Codes from the buying path. The server never retries these on its own: a repeat could pay twice, and the
 * recovery after any money failure is reconcile_purchase, not a second attempt.
 */
export const MONEY_CODES: ReadonlySet<ErrorCode> = new Set(
  (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => (ERROR_CODES[code] as CodeInfo).tier === 'money'),
);

/** The same rule, callable on any string: a code the catalogue does not know is not a money code. */
export function isMoneyCode(code: string): boolean {
  return isKnownCode(code) && MONEY_CODES.has(code);
}

/** The fallback a bare HTTP status maps to when the node's message carries no code prefix. */
export function fallbackCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'invalid_argument';
    case 401:
      return 'unauthorized';
    case 402:
      return 'payment_refused';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 410:
      return 'retired';
    case 423:
      return 'not_sellable';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return 'upstream_error';
  }
}
