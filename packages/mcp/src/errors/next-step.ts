import type { AinizeError } from '@ainize/core';

/**
 * What an agent should do after each failure, in one table: every refusal this server sends carries a code
 * and, from here, a next step. Written for the tools of this server, which is why it lives here and not in
 * core's catalogue of meanings.
 */
const NEXT: Readonly<Record<string, string>> = {
  not_found: 'check the id with search_knowledge; ids are case-sensitive',
  invalid: 'fix the argument the message names and call again',
  invalid_argument: 'fix the argument the message names and call again',
  node_unreachable: 'the node did not answer: check that it runs at AINIZE_NODE_URL, and try again later',
  model_busy:
    'tell the person who holds the model and for how long (node_status shows it); try again later, not in a loop',
  job_not_found:
    'job_list shows the jobs of this session; jobs of other sessions, or older than 30 minutes after they ended, are gone',
  too_many_jobs: 'wait for a job with job_status, or stop one with job_cancel, then start this again',
  confirmation_required: 'ask the person; call again with confirm: true only once they agreed',
  unauthorized: 'this server’s credentials do not allow it; node_status → capability_reasons says what is missing',
  quota_chat:
    'the free live tests of this hour are used up; wait until retry_after_ms, or run the server with an operator credential',
  quota_requests: 'too many requests from here this hour; wait until retry_after_ms',
  rate_limited: 'wait until retry_after_ms, then call once',
  dataset_private: 'the author keeps this training set private; its metadata is in details',
  dataset_derivative_only:
    'this training set is shown only to a teaching key building on it; configure AINIZE_TEACH_KEY (`ainize-mcp teach-key new` makes one)',
  dataset_unavailable:
    'this node does not hold the training set: details.seller_node and dataset_url name the node that holds it',
  has_dependents: 'another loaded knowledge sits on top of it: remove that first, or pass cascade: true',
  needs_base: 'apply its base first, or pass with_base: true',
  base_not_held: 'this node does not hold the base it needs; it cannot be applied here',
  knowledge_not_held:
    'live-test it on the node that sells it (details name its gateway), or buy it here first (quote, then buy)',
  cancelled: 'nothing is running any more; start again only if the person still wants it',
  capability_disabled:
    'this server is not configured for it: the message names the setting that turns it on and what to use instead',
  unknown_tool: 'call one of the tools the message lists (tools/list shows them with their fields)',
  node_url_wrong:
    'set AINIZE_NODE_URL to the node’s root address (GET <root>/api/info answers) in this server’s environment, and restart it',
  not_applied: 'nothing was changed: details.applied lists what is applied now; remove one of those, or nothing at all',
  quote_required: 'call quote first, show the person the total, and call buy with its quote_id once they agree',
  quote_expired: 'quote again (quotes last ten minutes and belong to this session) and show the person the new total',
  quote_mismatch: 'quote again and show the person the new total; restate confirm_total exactly as the quote wrote it',
  budget_exceeded:
    'tell the person the four numbers; only AINIZE_MCP_SESSION_BUDGET in the server’s environment raises the cap',
  per_purchase_cap_exceeded:
    'tell the person; only AINIZE_MCP_MAX_PER_PURCHASE in the server’s environment raises the ceiling',
  already_purchased: 'nothing was charged: report the earlier purchase (my_library lists it)',
  idempotency_replay: 'nothing was sent again: report the earlier purchase, or call reconcile_purchase',
  not_sellable: 'it is not for sale right now: get_knowledge shows its verification and any challenge',
  payment_refused: 'nothing was bought: report the seller’s refusal; call reconcile_purchase if unsure',
  nothing_to_train:
    'no lesson was spent: report the per-question verdicts in details.items; only questions the model gets wrong are worth a lesson',
  teach_quota_consumed:
    'the lesson is spent and is not retried: report it; another lesson is the person’s decision, and may need another day or session',
  quota_key:
    'the teaching key has used an allowance (the message says which: its lessons of the last 24 hours, lessons in progress, or this hour’s live tries); report it and when it frees (retry_after_ms), and do not call again before',
  quota_ip:
    'this address has used an allowance (its lessons of the last 24 hours, or this hour’s live tries, which live tests share); report it and when it frees (retry_after_ms), and do not call again before',
  conflict:
    'the node’s current state clashes with the call (the message says how): re-read what it names — get_knowledge, job_status, my_library — before acting again',
  invalid_signature:
    'the node refused the teaching key’s signature; the reason ends the message: from_future or expired is a clock apart from the node’s, missing is a teaching key this server lacks, bad_signature or replayed a proxy in between or a node remade at the same address (restart this server). Report it; repeating the call changes nothing',
  base_rejected: 'pick another base: get_knowledge and family_tree show what else covers it',
  base_retired: 'build on the knowledge that replaced it (details.superseded_by), or on none',
  merge_not_available: 'build on one knowledge; name others in compare_with to compare without building on them',
  checks_failed: 'this lesson cannot be published; report which check failed (job_status shows them)',
  job_not_ready: 'wait for the lesson to land (job_status with wait_ms), then try again',
  permanent_ledger_refused:
    'nothing was written: this server does not publish to the shared AIN chain unless its operator allows it',
  download_too_large:
    'nothing was written: only AINIZE_MCP_MAX_DOWNLOAD_MB in the server’s environment raises the ceiling',
  teaching_disabled: 'the node takes no lessons; node_status → teach_policy says so',
  // Refusals of a message before any method runs: the client library or the code that writes frames is at fault.
  parse_error: 'send one JSON-RPC message as JSON (on stdio: one message per line); nothing was read or done',
  invalid_request:
    'send a JSON-RPC 2.0 request: an object with "jsonrpc": "2.0", an "id" (a string or an integer), a "method" and, if any, "params" as an object; nothing was done',
  method_not_found: 'use a method the server announced at initialize (details.methods lists them); nothing was done',
  invalid_params: 'fix the field the message names and send the request again; nothing was done',
  message_too_large: 'send a smaller message; nothing was read or done',
  session_not_yours:
    'use a session this client opened itself, or start one with initialize; the other session was not touched',
};

/** The table's step for a code, or undefined when the code has none. */
export function tableStep(code: string): string | undefined {
  return Object.hasOwn(NEXT, code) ? NEXT[code] : undefined;
}

/** A step the failure itself names (`details.next`, e.g. the key to reconcile with) wins over the table. */
export function nextStepFor(
  error: Pick<AinizeError, 'code' | 'retryable'> & { details?: AinizeError['details'] },
): string {
  const specific = error.details?.['next'];
  if (typeof specific === 'string' && specific !== '') return specific;
  const known = NEXT[error.code];
  if (known) return known;
  return error.retryable
    ? 'this may pass later: try again after a pause, once, and report it if it fails again'
    : 'report the code and the message; the same call would fail the same way';
}
