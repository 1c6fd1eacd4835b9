#!/usr/bin/env node
// Writes packages/mcp/references/errors.md from the error catalogue (ERROR_CODES in the built @ainize/core), so the
// skill's error reference can never name a code the server does not have or miss one it does.
//
//   node packages/mcp/scripts/gen-errors-reference.mjs            write references/errors.md
//   node packages/mcp/scripts/gen-errors-reference.mjs --check    exit 1 when the file is not what it would write
//
// The catalogue says what each code means, who raises it and whether a retry can help. What to *do* about it is the
// skill's business and lives in RECOVERY below; a code without an entry gets a sentence built from its catalogue
// facts, so a new code shows up in the reference at the next run without an edit here.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SCRIPTS = dirname(fileURLToPath(import.meta.url));
const MCP = resolve(SCRIPTS, '..');
const ROOT = resolve(MCP, '../..');
export const ERRORS_FILE = join(MCP, 'references/errors.md');
const CORE_DIST = join(ROOT, 'packages/core/dist/index.js');

/** What an agent does next, per code. Short, imperative, and never "try again" for money. */
const RECOVERY = {
  quote_required:
    'Call `quote` (with the knowledge id, never the id as `quote_id`), show the person the total, and buy only with the `quote_id` it returned.',
  quote_expired: 'Quote again (quotes live ten minutes, in the session that asked) and show the new total.',
  quote_mismatch: 'Restate `total_requested` character for character; if the price moved, quote again and ask again.',
  quote_not_binding: 'Nothing was bought. Quote again without `dry_run`, show the person that price, buy that quote.',
  scheme_not_offered:
    'Nothing was quoted. Tell the person which schemes the seller takes; quote in another only if they agree.',
  budget_exceeded:
    'Stop. Report the currency, cap, spent, reserved, remaining and needed; only the person raises a cap, in configuration.',
  per_purchase_cap_exceeded: 'Stop and report the ceiling; `max_price` can only lower it, never raise it.',
  already_purchased: 'Nothing to do: report the date and tx hash. Never buy again.',
  idempotency_replay:
    'The earlier purchase stands: poll its job or call `reconcile_purchase` with the same idempotency key.',
  payment_refused: 'Nothing was paid. Report the seller’s refusal; call `reconcile_purchase` if in doubt.',
  not_sellable: 'Do not buy: quorum is short or it is challenged. Show `get_knowledge` verification instead.',
  confirmation_required:
    'Ask the person, end the turn, and call again only with their explicit yes (and the field the message names).',
  nothing_to_train:
    'No lesson was spent: every probed question is answered already — by the model, the base or a knowledge in `compare_with` (each item’s `decided_by` says which). Report the verdicts.',
  teach_quota_consumed:
    'The day’s lesson is gone. Report it; spending another is the person’s decision, never an automatic retry.',
  permanent_ledger_refused:
    'Publishing here would be permanent on the shared chain. Stop; only the operator can allow it.',
  download_too_large: 'Nothing was written. Ask the operator to raise AINIZE_MCP_MAX_DOWNLOAD_MB, or skip the file.',
  capability_disabled: 'This server was not configured for it: read `node_status` → `capability_reasons`.',
  model_busy: 'Report who holds the model and for how long (the message says), wait `retry_after_ms`, do not loop.',
  job_not_found:
    'Jobs live in one session and vanish 30 minutes after they end (`job_list`); a lesson is read by `lesson_id`, and `my_library` (`include: ["lessons"]`) lists the teaching key’s lessons.',
  too_many_jobs: 'Wait for a job to finish (`job_status` with `wait_ms`) or cancel one with `job_cancel`.',
  node_unreachable: 'Check AINIZE_NODE_URL and that the node runs (`ainize status`); retry once it answers.',
  cancelled: 'Not a failure: the live test was given up while queued and nothing was charged.',
  invalid_argument: 'Fix the argument the message names and call again.',
  unauthorized:
    'This server lacks the credential the node wants; the operator configures it. Never ask for it in chat.',
  not_found:
    'Check the id with `search_knowledge`; an id given by its beginning is offered the whole ids in `details.did_you_mean`.',
  knowledge_not_held:
    'Its body is on another node (`live_test`, `apply_knowledge`): live-test it there (the message names the gateway), or buy it first.',
  conflict:
    'Read the message: the node’s current state clashes with the request. Re-read what it names (`get_knowledge`, `job_status`, `my_library`) before acting again.',
  retired: 'The seller withdrew it for good; look for what superseded it (`family_tree`).',
  rate_limited: 'Wait `retry_after_ms`, then try once more.',
  unavailable: 'The node cannot serve this right now; try again later.',
  upstream_error: 'The node failed without naming why; report it with the message. For money: `reconcile_purchase`.',
  internal_error: 'A fault in this server; report it. The node may not have been called.',
  source_unreachable: 'Check the upstream command or URL; nothing was asked of it. Retry once it runs.',
  source_refused: 'A 401/403 wants a credential in the data source’s headers; a 404/405 means the other transport.',
  source_closed: 'The upstream server died mid-call; nothing was written. Run it again.',
  source_timeout: 'Raise `timeout_ms` or narrow the query; retry.',
  source_error: 'The upstream tool refused the call; fix its arguments as its message says.',
  source_answer_unreadable: 'The tool answered neither structured content nor JSON text; pick another tool or query.',
  mapping_invalid: 'Fix the mapping (unknown key, empty template, broken placeholder); nothing was asked upstream.',
  mapping_path_not_found: 'Point `path` at the list in the answer; the message names what is there.',
  mapping_field_missing: 'Use a field the items have; the message lists them.',
  mapping_json_invalid:
    'Point `json.at` at text that holds JSON (the message quotes how it begins), or drop `json` for a structured value.',
  mapping_json_too_large:
    'Narrow the upstream query, or raise `json.max_bytes` / `json.max_depth` within their ceilings.',
  mapping_json_wrong_shape: 'Declare the shape the text really has (`json.shape`), then lead `path` inside it.',
  base_rejected: 'Choose another base: this one failed verification.',
  base_retired: 'Choose the knowledge that superseded it, or teach without a base.',
  merge_not_available: 'Build on one knowledge at a time; pass others in `compare_with`.',
  invalid_signature:
    'Read the reason in the message: `from_future`/`expired` is a clock apart from the node’s (fix the clock); `missing` is a call that needs the teaching key (set one); `bad_signature` or `replayed` is a proxy rewriting or resending the request, or a node remade at the same URL (restart this server).',
  quota_chat: 'Free live tests for this address are spent; `retry_after_ms` says when they return.',
  quota_requests: 'Too many requests this hour from here; wait.',
  quota_key: 'The key’s lessons for today are used (or one is still running): wait for tomorrow.',
  quota_ip: 'This address’s lessons for today are used: wait for tomorrow.',
  quota_rows: 'Teach fewer questions, or wait for tomorrow.',
  quota_dataset: 'Reuse an existing training set, or wait for tomorrow.',
  quota_bytes: 'Upload less, or wait for tomorrow.',
  dataset_private: 'The owner keeps it private; only its metadata is readable.',
  dataset_derivative_only: 'Readable only with a teaching key configured on this server.',
  dataset_declaration: 'A set this large needs `training_set.declaration` (source, rights, no personal data).',
  job_not_ready: 'Wait for the lesson to reach READY (`job_status`), then publish.',
  checks_failed: 'The lesson broke its base or changed unrelated answers; it cannot be published. Teach again.',
  consent_required: 'Both consents must be true, given by the person who owns the decision.',
  owned: 'This node wrote it: nothing to buy.',
  price_changed: 'Nothing was paid. Quote again and ask the person again.',
  insufficient_credit: 'Nothing was paid. The operator’s wallet is short; report the balance (`my_library`).',
  purchase_in_flight: 'A purchase is already running on the node: wait, then `reconcile_purchase`.',
  purchase_unresolved: 'Money may have moved: call `reconcile_purchase`, never buy again until it answers.',
  payment_unknown: 'Never resend: `reconcile_purchase` settles it from the seller’s record.',
  gateway_unreachable: 'Nothing was paid; quote again later.',
  gateway_unknown:
    'Nothing was paid: the node cannot find the seller’s gateway. Report it; do not buy elsewhere blindly.',
  gateway_refused: 'Nothing was paid: the seller will not sell it now. Re-read `get_knowledge` for its status.',
  gateway_error: 'Nothing was paid: the seller’s terms were not payable. Report the message.',
  body_unavailable: 'Nothing was paid: the seller lacks the body right now. Try another day.',
  unsupported_currency: 'Nothing was paid: this node cannot settle that currency.',
  invalid_token: 'The download token lapsed: `reconcile_purchase` says whether the body arrived.',
  unknown_tool: 'Use the tool the message names; `node_status` says why a tool is absent.',
  node_url_wrong: 'AINIZE_NODE_URL must be the node’s root address (for example http://127.0.0.1:3422).',
  not_applied: 'Nothing to remove: `node_status` lists what is applied.',
  invalid: 'Fix the request as the message says.',
  dataset_not_found: 'Create the set with `create_training_set`, or use the id it returned.',
  dataset_unavailable:
    'Another node holds the set: `details` names it (`seller`, `seller_node`, `gateway_url`, `dataset_url`) and keeps `sha256`, `rows`, `access`, `license`; read it from `dataset_url`. A null `gateway_url` means this node does not know where the seller serves yet.',
  dataset_pii: 'Remove personal data from the rows and upload again.',
  teaching_disabled: 'This node takes no lessons; use a node whose `teach_policy` is enabled.',
  lineage_disabled: 'This node does not build on existing knowledge: teach without `base`.',
  base_unknown: 'Check the base id with `search_knowledge`.',
  base_private: 'Build on a listed knowledge, or on your own draft.',
  needs_base: 'Load (or buy) the bases first; `quote` lists them.',
  base_not_held: 'The node lacks a base’s body: buy the base first (`quote` lists it).',
  already_known: 'Nothing to teach: the model already answers these questions.',
  overlaps_listing: 'It repeats a listed knowledge: buy or build on that one instead.',
  trainer_paused: 'The trainer is paused or full; no lesson was charged. Try later.',
  published_immutable: 'A published lesson stays; nothing to undo.',
  publish_disabled: 'This node does not publish; keep the lesson private (`download_lesson`).',
  parent_not_listed: 'Publish only once every base is LISTED.',
  bad_license: 'Use a licence the node knows (for example CC-BY-4.0).',
  license_incompatible: 'Choose a licence compatible with the base’s licence.',
};

const GROUPS = [
  ['Buying', (code, info) => info.tier === 'money' || code === 'invalid_token'],
  [
    'Teaching, lessons and training sets',
    (code) =>
      /^(teach|nothing_to|dataset_|quota_(key|ip|rows|dataset|bytes)|trainer_|job_not_ready|checks_failed|already_known|overlaps_|lineage_|base_|needs_base|too_many_bases|merge_|has_dependents|published_|publish_|consent_|parent_|bad_license|license_|permanent_|download_)/.test(
        code,
      ),
  ],
  ['Another MCP server as a data source', (code) => /^(source_|mapping_)/.test(code)],
  ['Consent, jobs, the model and reaching the node', () => true],
];

function sideText(side) {
  return side === 'mcp' ? 'server' : side === 'node' ? 'node' : 'both';
}

function defaultRecovery(info) {
  if (info.outcome) return 'Not a failure: render it as a normal result.';
  if (info.tier === 'money') return 'Never retry a money call: `reconcile_purchase` says what happened.';
  if (info.retryable) return 'Wait and try again.';
  return 'Read the message; a repeat of the same call gets the same answer.';
}

function cell(text) {
  return String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/**
 * The whole of references/errors.md for a catalogue. Pure, so the validator can compare it with the file.
 * @param {Record<string, {side: string, retryable: boolean, retry_after_ms?: number, status?: number, tier?: string, outcome?: boolean, meaning: string}>} codes
 */
export function renderErrorsReference(codes) {
  const entries = Object.entries(codes);
  const lines = [
    '# Error codes',
    '',
    '<!-- Generated by packages/mcp/scripts/gen-errors-reference.mjs from ERROR_CODES in @ainize/core. Do not edit',
    '     by hand: run `node packages/mcp/scripts/gen-errors-reference.mjs` after a build. -->',
    '',
    'A failure an agent can act on is a normal tool result with `isError: true` and the JSON',
    '`{code, message, retryable, retry_after_ms?, details, next}` as its text, where `next` is the step to take. A job',
    'that fails (`job_status` → `state: "failed"`) carries the same fields under `error`, with `next` beside it. The',
    'node’s own codes pass through unchanged. Two rules hold for every row below:',
    '',
    '- **Money is never retried.** Every failure of `quote`, `buy` and `reconcile_purchase` is `retryable: false`',
    '  whatever the table says; after money may have moved the next call is `reconcile_purchase`.',
    '- **An input the schema refuses** (an unknown field, a wrong type, a value out of range, a missing field) is this',
    '  JSON too, refused before the tool runs: `invalid_argument` with one sentence per field, `details.field` and',
    '  `fields` naming them, `accepted` and `required` listing the tool’s fields, `did_you_mean` for a misspelt one,',
    '  `example` when the value sent can be mended (`"x"` → `["x"]`), and `next` saying how to call again. `buy`',
    '  without `quote_id`, `confirm_total` or `confirm` gets the code of the gate it skipped instead (`quote_required`,',
    '  `quote_mismatch`, `confirmation_required`), with the other problems in `details.input_problems`. A client that',
    '  asked for a task gets the same JSON as the `data` of a JSON-RPC `-32602` error.',
    '',
    `The catalogue has ${entries.length} codes. *Raised by*: \`server\` (ainize-mcp decides), \`node\` (passed`,
    'through from the node), `both` (checked here first, and the node refuses with the same word).',
  ];
  const placed = new Set();
  for (const [title, belongs] of GROUPS) {
    const rows = entries.filter(([code, info]) => !placed.has(code) && belongs(code, info));
    if (rows.length === 0) continue;
    lines.push('', `## ${title}`, '', '| Code | Raised by | Retry | Meaning | What to do |', '|---|---|---|---|---|');
    for (const [code, info] of rows) {
      placed.add(code);
      const retry = info.outcome
        ? 'outcome'
        : info.retryable
          ? info.retry_after_ms
            ? `yes, after ${info.retry_after_ms / 1000} s`
            : 'yes'
          : 'no';
      const recovery = RECOVERY[code] ?? defaultRecovery(info);
      lines.push(`| \`${code}\` | ${sideText(info.side)} | ${retry} | ${cell(info.meaning)} | ${cell(recovery)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** ERROR_CODES from the built @ainize/core; a clear failure when it is not built. */
export async function loadCatalogue() {
  if (!existsSync(CORE_DIST)) {
    throw new Error(`${CORE_DIST} is missing: build first (npm run build)`);
  }
  const core = await import(pathToFileURL(CORE_DIST).href);
  return core.ERROR_CODES;
}

async function main() {
  const check = process.argv.includes('--check');
  const text = renderErrorsReference(await loadCatalogue());
  if (check) {
    const current = existsSync(ERRORS_FILE) ? readFileSync(ERRORS_FILE, 'utf8') : '';
    if (current !== text) {
      process.stderr.write(`${ERRORS_FILE} is out of date: run node packages/mcp/scripts/gen-errors-reference.mjs\n`);
      process.exit(1);
    }
    process.stdout.write(`${ERRORS_FILE} is current\n`);
    return;
  }
  writeFileSync(ERRORS_FILE, text);
  process.stdout.write(`wrote ${ERRORS_FILE}\n`);
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  main().catch((err) => {
    process.stderr.write(`gen-errors-reference: ${err?.message ?? err}\n`);
    process.exit(2);
  });
}
