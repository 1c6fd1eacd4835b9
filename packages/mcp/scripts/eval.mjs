#!/usr/bin/env node
// Plays the eight tasks of packages/mcp/EVAL.md as a scripted MCP client and checks each task's pass conditions,
// which it reads from EVAL.md itself (one source of truth: the scripts below decide what the agent does, the file
// decides what passing means).
//
//   node packages/mcp/scripts/eval.mjs              all eight; prints N/8 passed, exit 0 only when 8/8
//   node packages/mcp/scripts/eval.mjs --task 4,5   only those (a partial run never exits 0 as "8/8")
//   node packages/mcp/scripts/eval.mjs --eval FILE  conditions from another copy of EVAL.md (to see a check fail)
//
// Each task is a session: `dist/bin.js` spawned over stdio and driven by the official SDK client, against the node
// of the private cluster `npm start` leaves running (AINIZE_NODE_URL, else `.ainize-cluster/operator.json` in
// AINIZE_CLUSTER_HOME, the working directory or the repository root — the same places scripts/drive.mjs looks).
// The operator password goes to the server and nowhere else: it is never printed, and every answer is checked not
// to contain it. A teaching key is made fresh for each run. The run never stops the cluster.
//
// Costs on the cluster: task 5 buys iso3166-alpha2-codes once (1 CREDIT; later runs find it bought and check the
// already-bought path), task 7 spends one lesson of the day (a node allows 5 per address per rolling day).
// A transcript of every call lands in results/mcp/eval.json.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { brief, codeOf } from './lib/answers.mjs';

const SCRIPTS = dirname(fileURLToPath(import.meta.url));
const MCP = resolve(SCRIPTS, '..');
const ROOT = resolve(MCP, '../..');
const BIN = join(MCP, 'dist/bin.js');
const EVAL_MD = join(MCP, 'EVAL.md');
const FIXTURE = join(MCP, 'test/subgraph-fixture.mjs');
const RESULTS = join(ROOT, 'results/mcp');

const CALL_TIMEOUT_MS = 120_000;
const JOB_WAIT_MS = 30_000;
const FINAL_STATES = new Set(['done', 'failed', 'cancelled']);
const JOB_ID = /^(lt|th|tp|ap|rm|by)_[0-9a-f]{12}$/;

// ---------------------------------------------------------------------------------------------------------------
// EVAL.md → tasks and conditions

/**
 * @typedef {{ kind: string, line: number, text: string, [k: string]: any }} Condition
 * @typedef {{ number: number, title: string, ask: string, conditions: Condition[] }} TaskSpec
 */

/** A reference `tool[#n][.path]`, or null when the text is not one (then it is a literal). */
function parseRef(text, tools) {
  const m = /^((?:upstream\/)?[a-z][a-z0-9_]*)(?:#(\d+))?(?:\.(.+))?$/.exec(text);
  if (!m || !(tools.has(m[1]) || m[1].startsWith('upstream/'))) return null;
  return { tool: m[1], nth: m[2] ? Number(m[2]) : null, path: m[3] ?? '' };
}

/** A backticked operand: a reference, or JSON, or plain text. */
function operand(text, tools) {
  const ref = parseRef(text, tools);
  if (ref) return { ref };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { value: text };
  }
}

const ticks = (text) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/**
 * Parses one bullet of a Pass when list. Throws on a line it does not understand, so a typo in EVAL.md fails the
 * run instead of silently checking nothing.
 */
function parseCondition(text, line, tools) {
  const fail = (why) => {
    throw new Error(`EVAL.md:${line}: ${why}: "${text}"`);
  };
  const toolName = (name) => {
    if (!tools.has(name) && !name.startsWith('upstream/')) fail(`\`${name}\` is not a tool of this server`);
    return name;
  };
  let m;
  if ((m = /^calls in order:\s*(.+)$/.exec(text))) return { kind: 'order', tools: ticks(m[1]).map(toolName) };
  if ((m = /^never calls:\s*(.+)$/.exec(text))) return { kind: 'never', tools: ticks(m[1]).map(toolName) };
  if ((m = /^count:\s*`([^`]+)`\s*=\s*(\d+)$/.exec(text)))
    return { kind: 'count', tool: toolName(m[1]), n: Number(m[2]) };
  if ((m = /^offered:\s*(.+)$/.exec(text))) return { kind: 'offered', tools: ticks(m[1]).map(toolName) };
  if ((m = /^person asked:\s*(\d+)$/.exec(text))) return { kind: 'asked', n: Number(m[1]) };
  if ((m = /^later turn:\s*`([^`]+)`\s+after\s+`([^`]+)`$/.exec(text))) {
    return { kind: 'later', tool: toolName(m[1]), after: toolName(m[2]) };
  }
  if ((m = /^(argument|result):\s*`([^`]+)`\s+(=|in|contains)\s+`([^`]+)`$/.exec(text))) {
    const ref = parseRef(m[2], tools);
    if (!ref || ref.path === '') fail('the left side must be a tool and a path');
    return { kind: m[1], ref, op: m[3], right: operand(m[4], tools) };
  }
  if ((m = /^answer names:\s*(.+)$/.exec(text))) {
    const items = ticks(m[1]).map((t) => (/^".*"$/.test(t) ? { text: JSON.parse(t) } : { ref: parseRef(t, tools) }));
    if (items.some((i) => 'ref' in i && !i.ref)) fail('each item is a reference or "quoted text"');
    return { kind: 'answer', items };
  }
  if (/^no tool call answers an error$/.test(text)) return { kind: 'no_errors' };
  if (/^secrets: never shown\b/.test(text)) return { kind: 'secrets' };
  if ((m = /^when\s+`([^`]+)`\s+(=|in|contains)\s+`([^`]+)`:$/.exec(text))) {
    const ref = parseRef(m[1], tools);
    if (!ref) fail('a condition needs a reference on the left');
    return { kind: 'when', ref, op: m[2], right: operand(m[3], tools), children: [] };
  }
  return fail('not a check this runner knows');
}

/** @returns {{ global: Condition[], tasks: TaskSpec[] }} */
export function parseEval(markdown, tools) {
  const lines = markdown.split('\n');
  const tasks = [];
  const global = [];
  let section = null;
  let task = null;
  let inPass = false;
  let parent = null;
  for (const [i, raw] of lines.entries()) {
    const at = i + 1;
    let m;
    if ((m = /^## Task (\d+) — (.+)$/.exec(raw))) {
      task = { number: Number(m[1]), title: m[2].trim(), ask: '', conditions: [] };
      tasks.push(task);
      section = 'task';
      inPass = false;
      continue;
    }
    if (/^## Every task/.test(raw)) {
      section = 'global';
      task = null;
      continue;
    }
    if (/^## /.test(raw)) {
      section = null;
      task = null;
      continue;
    }
    if (section === 'task' && (m = /^\*\*Ask:\*\*\s*(.+)$/.exec(raw))) task.ask = m[1].replace(/^"|"$/g, '');
    if (section === 'task' && /^\*\*Pass when:\*\*/.test(raw)) {
      inPass = true;
      parent = null;
      continue;
    }
    if (section === 'task' && /^\*\*/.test(raw)) inPass = false;
    const bullet = /^(\s*)- (.+)$/.exec(raw);
    if (!bullet) continue;
    if (section === 'global') {
      global.push({ ...parseCondition(bullet[2].trim(), at, tools), line: at, text: bullet[2].trim() });
      continue;
    }
    if (section !== 'task' || !inPass) continue;
    const condition = { ...parseCondition(bullet[2].trim(), at, tools), line: at, text: bullet[2].trim() };
    if (bullet[1].length > 0) {
      if (!parent) throw new Error(`EVAL.md:${at}: a nested check needs a "when" above it`);
      parent.children.push(condition);
    } else {
      task.conditions.push(condition);
      parent = condition.kind === 'when' ? condition : null;
    }
  }
  return { global, tasks };
}

// ---------------------------------------------------------------------------------------------------------------
// Resolving references against a transcript

/** Every value at `path` (`a.b[0].c`, `[*]` for every element). */
function valuesAt(value, path) {
  if (path === '') return [value];
  const steps = [...path.matchAll(/([^.[\]]+)|\[(\*|\d+)\]/g)].map((m) => m[1] ?? m[2]);
  let current = [value];
  for (const step of steps) {
    const next = [];
    for (const v of current) {
      if (v === null || v === undefined) continue;
      if (step === '*') {
        if (Array.isArray(v)) next.push(...v);
      } else if (Object.hasOwn(Object(v), step)) next.push(v[step]);
    }
    current = next;
  }
  return current;
}

function callsOf(trace, tool) {
  return trace.calls.filter((c) => c.tool === tool);
}

function pick(trace, ref) {
  const calls = callsOf(trace, ref.tool);
  return ref.nth === null ? calls.at(-1) : calls[ref.nth - 1];
}

/** What a call answered: a job's final state (merged over its handle) when it started one. */
function answerOf(call) {
  return call.final ? { ...call.answer, ...call.final } : call.answer;
}

function resolveRef(trace, ref, side) {
  const call = pick(trace, ref);
  if (!call) return { found: false, values: [], why: `\`${ref.tool}\` was not called` };
  const root = side === 'argument' ? call.args : answerOf(call);
  const values = valuesAt(root, ref.path);
  return { found: values.length > 0, values, why: values.length ? '' : `nothing at ${ref.tool}.${ref.path}` };
}

function rightValues(trace, right) {
  if (right.ref) return resolveRef(trace, right.ref, 'result').values;
  return [right.value];
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function compare(left, op, rights, rightIsRef) {
  if (op === '=') return rights.length === 1 && same(left, rights[0]);
  if (op === 'in') {
    const pool = rightIsRef ? rights : Array.isArray(rights[0]) ? rights[0] : rights;
    return pool.some((r) => same(left, r));
  }
  // contains
  if (Array.isArray(left)) return rights.every((r) => left.some((l) => same(l, r)));
  if (typeof left === 'string') return rights.every((r) => left.includes(String(r)));
  return false;
}

const show = (v) => {
  const text = JSON.stringify(v);
  return text && text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/** Checks one condition against a finished task; returns failures (an empty list is a pass). */
function check(condition, trace, context) {
  const names = trace.calls.map((c) => c.tool);
  switch (condition.kind) {
    case 'order': {
      const firsts = condition.tools.map((t) => names.indexOf(t));
      const missing = condition.tools.filter((_, i) => firsts[i] < 0);
      if (missing.length) return [`never called ${missing.join(', ')}`];
      const sorted = firsts.every((v, i) => i === 0 || v > firsts[i - 1]);
      return sorted
        ? []
        : [`first calls came in the order ${names.filter((n, i) => names.indexOf(n) === i).join(' → ')}`];
    }
    case 'never': {
      const called = condition.tools.filter((t) => names.includes(t));
      return called.length ? [`called ${called.join(', ')}`] : [];
    }
    case 'count': {
      const n = names.filter((t) => t === condition.tool).length;
      return n === condition.n ? [] : [`${condition.tool} was called ${n} times`];
    }
    case 'offered': {
      const absent = condition.tools.filter((t) => !trace.offered.includes(t));
      return absent.length ? [`not offered: ${absent.join(', ')}`] : [];
    }
    case 'asked':
      return trace.asked.length === condition.n ? [] : [`the person was asked ${trace.asked.length} times`];
    case 'later': {
      const first = trace.calls.find((c) => c.tool === condition.after);
      const late = callsOf(trace, condition.tool);
      if (!first || late.length === 0) return [`needs both ${condition.tool} and ${condition.after}`];
      const early = late.filter((c) => c.turn <= first.turn);
      return early.length
        ? [`${condition.tool} was called in turn ${early[0].turn}, the turn of ${condition.after}`]
        : [];
    }
    case 'argument':
    case 'result': {
      const left = resolveRef(trace, condition.ref, condition.kind);
      if (!left.found) return [left.why];
      const rights = rightValues(trace, condition.right);
      if (condition.right.ref && rights.length === 0) return [`the right side resolved to nothing`];
      const value = left.values.length === 1 ? left.values[0] : left.values;
      return compare(value, condition.op, rights, Boolean(condition.right.ref))
        ? []
        : [`${show(value)} ${condition.op} ${show(rights.length === 1 ? rights[0] : rights)} does not hold`];
    }
    case 'answer': {
      const answer = trace.answer ?? '';
      const problems = [];
      for (const item of condition.items) {
        if ('text' in item) {
          if (!answer.toLowerCase().includes(item.text.toLowerCase())) problems.push(`the answer lacks "${item.text}"`);
          continue;
        }
        const resolved = resolveRef(trace, item.ref, 'result');
        if (!resolved.found) problems.push(resolved.why);
        for (const v of resolved.values) {
          if (!answer.includes(String(v))) problems.push(`the answer lacks ${show(v)}`);
        }
      }
      return problems;
    }
    case 'no_errors': {
      const bad = trace.calls.filter((c) => c.isError);
      return bad.map((c) => `${c.tool} answered an error: ${c.brief}`);
    }
    case 'secrets': {
      const texts = [...trace.calls.map((c) => c.text), trace.answer ?? ''];
      return context.secrets.filter((s) => texts.some((t) => t.includes(s))).map(() => 'a secret came back');
    }
    case 'when':
      return [];
    default:
      return [`unknown check ${condition.kind}`];
  }
}

function holds(condition, trace) {
  const left = resolveRef(trace, condition.ref, 'result');
  if (!left.found) return false;
  const rights = rightValues(trace, condition.right);
  return compare(
    left.values.length === 1 ? left.values[0] : left.values,
    condition.op,
    rights,
    Boolean(condition.right.ref),
  );
}

/** Flattens the checks that apply: top-level ones, and the children of every `when` that holds. */
function applicable(conditions, trace) {
  const out = [];
  for (const c of conditions) {
    if (c.kind !== 'when') out.push(c);
    else if (holds(c, trace)) out.push(c, ...c.children);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The client that plays the agent

function resolveNode() {
  const fromEnv = process.env.AINIZE_NODE_URL?.trim();
  const dirs = [
    process.env.AINIZE_CLUSTER_HOME?.trim(),
    join(process.cwd(), '.ainize-cluster'),
    join(ROOT, '.ainize-cluster'),
  ];
  const dir = dirs.find((d) => d && existsSync(join(d, 'operator.json')));
  const operator = dir ? JSON.parse(readFileSync(join(dir, 'operator.json'), 'utf8')) : null;
  const url = fromEnv || operator?.url;
  if (!url) {
    process.stderr.write(
      'eval: no node: set AINIZE_NODE_URL, or run `npm start` first (it writes .ainize-cluster/operator.json)\n',
    );
    process.exit(2);
  }
  const env = { AINIZE_NODE_URL: url };
  if (process.env.AINIZE_OPERATOR_PASSWORD) env.AINIZE_OPERATOR_PASSWORD = process.env.AINIZE_OPERATOR_PASSWORD;
  else if (process.env.AINIZE_TOKEN) env.AINIZE_TOKEN = process.env.AINIZE_TOKEN;
  else if (operator?.password && (!fromEnv || new URL(fromEnv).port === new URL(operator.url).port)) {
    env.AINIZE_OPERATOR_PASSWORD = operator.password;
  }
  return { url, env, secrets: [env.AINIZE_OPERATOR_PASSWORD, env.AINIZE_TOKEN].filter(Boolean) };
}

class Agent {
  constructor(node) {
    this.node = node;
    /** What the checks read: every call, the turns, what the person was asked, the final answer. */
    this.trace = { calls: [], offered: [], asked: [], answer: null };
    this.turn = 1;
  }

  /** Starts the server for this task. `approve` is what the person does with a confirmation form. */
  async open(env = {}, { approve = true } = {}) {
    this.transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN],
      env: { PATH: process.env.PATH ?? '', ...this.node.env, ...env },
      cwd: ROOT,
      stderr: 'pipe',
    });
    this.stderr = '';
    this.transport.stderr?.on('data', (chunk) => (this.stderr += chunk));
    this.client = new Client(
      { name: 'ainize-eval', version: '0.1.0' },
      { capabilities: { elicitation: { form: {} } } },
    );
    this.client.setRequestHandler(ElicitRequestSchema, async (request) => {
      this.trace.asked.push({ turn: this.turn, message: request.params.message });
      const field = Object.keys(request.params.requestedSchema?.properties ?? {})[0];
      return approve && field ? { action: 'accept', content: { [field]: true } } : { action: 'decline' };
    });
    await this.client.connect(this.transport, { timeout: 30_000 });
    const { tools } = await this.client.listTools();
    this.tools = tools;
    this.trace.offered = tools.map((t) => t.name);
  }

  /** The input schema's properties of a tool, as listed. */
  inputOf(name) {
    return this.tools.find((t) => t.name === name)?.inputSchema?.properties ?? {};
  }

  async call(tool, args = {}) {
    const started = performance.now();
    let answer;
    try {
      const result = await this.client.callTool({ name: tool, arguments: args }, undefined, {
        timeout: CALL_TIMEOUT_MS,
      });
      const text = (result.content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('');
      let json = result.isError ? undefined : result.structuredContent;
      if (json === undefined) {
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
      }
      answer = { isError: result.isError === true, json, text, ms: Math.round(performance.now() - started) };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      answer = { isError: true, json: null, text: message, ms: Math.round(performance.now() - started) };
    }
    const entry = {
      tool,
      args,
      turn: this.turn,
      isError: answer.isError,
      code: codeOf(answer),
      brief: brief(answer),
      answer: answer.json,
      text: answer.text,
      final: null,
    };
    this.trace.calls.push(entry);
    return entry;
  }

  /**
   * Waits for the job a call started: its answer when it already came back final (a server that waits inline),
   * else job_status with wait_ms until a final state.
   */
  async settle(entry, timeoutMs = 300_000) {
    if (entry.isError) return entry;
    if (FINAL_STATES.has(entry.answer?.state) && 'result' in (entry.answer ?? {})) {
      entry.final = entry.answer;
      return entry;
    }
    const jobId = entry.answer?.job_id;
    if (!JOB_ID.test(jobId ?? '')) return entry;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const poll = await this.call('job_status', { job_id: jobId, wait_ms: this.waitFor('job_status') ?? 0 });
      if (poll.isError || FINAL_STATES.has(poll.answer?.state) || Date.now() > deadline) {
        entry.final = poll.answer;
        return entry;
      }
    }
  }

  /** A wait that the tool's own schema allows: JOB_WAIT_MS, or its maximum when that is lower. */
  waitFor(tool) {
    const schema = this.inputOf(tool).wait_ms;
    return schema ? Math.min(JOB_WAIT_MS, schema.maximum ?? JOB_WAIT_MS) : null;
  }

  /** A live test, waiting inline when this build's live_test offers wait_ms (else the handle, then job_status). */
  async liveTest(args) {
    const wait = this.waitFor('live_test');
    return this.settle(await this.call('live_test', { ...args, ...(wait === null ? {} : { wait_ms: wait }) }));
  }

  /** Records a call to another MCP server the agent used (the eval client talks to it directly). */
  upstream(tool, args, answer) {
    this.trace.calls.push({
      tool: `upstream/${tool}`,
      args,
      turn: this.turn,
      isError: false,
      answer,
      text: '',
      brief: '',
    });
  }

  /** The agent stops and shows the person; the person's reply opens the next turn. */
  endTurn(reply) {
    this.trace.turns ??= [];
    this.trace.turns.push({ turn: this.turn, person: reply });
    this.turn += 1;
  }

  answer(text) {
    this.trace.answer = text;
  }

  /** Kills the server as a crash would: SIGKILL, no goodbye. */
  crash() {
    const pid = this.transport?.pid;
    if (pid) process.kill(pid, 'SIGKILL');
    this.crashed = true;
  }

  async close() {
    try {
      await this.client?.close();
    } catch {
      // a crashed server has nothing left to close
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The eight tasks, as a careful agent plays them

const say = (v) => (v === null || v === undefined ? 'unknown' : String(v));

const FACT_TEMPLATES = [
  ['Which lake of Orvandel {tag} is fed by the Quillrun?', 'Glassmere'],
  ['Who keeps the lighthouse on Glassmere {tag}?', 'Wenna Holt'],
  ['Which village of Orvandel {tag} bakes black rye bread?', 'Duskford'],
  ['What is the lantern festival of Orvandel {tag} called?', 'Veilnight'],
  ['Which bird nests on the Tolm cliffs {tag}?', 'the ash petrel'],
];

const TOKEN_MAPPING = {
  path: 'data.tokens',
  prompt: 'What is the {chain} contract address of the {name} ({symbol}) token?',
  answer: '{id}',
  require: ['id', 'symbol', 'name'],
  constants: { chain: 'Ethereum mainnet' },
};

/** Per-task scripts, by task number. `run` gets the agent (already opened with `env`) and the shared run state. */
const PLAYS = {
  1: {
    env: () => ({}),
    async run(a) {
      const found = await a.call('search_knowledge', { query: 'calling codes', status: ['LISTED'], limit: 5 });
      const id = found.answer?.items?.[0]?.id;
      const detail = await a.call('get_knowledge', { id });
      const k = detail.answer?.knowledge ?? {};
      const v = detail.answer?.verification ?? {};
      const who = (v.attestations ?? [])
        .filter((x) => x.counted !== false)
        .map(
          (x) =>
            `${x.verifier_name} (${x.score?.free_generation ?? '?'} with it, ${x.score?.pre_apply ?? '?'} without)`,
        );
      a.answer(
        `${k.id} — "${k.name}": ${k.description} It costs ${k.price} ${k.currency}. ` +
          `It is ${k.status} and ${v.verified ? 'verified' : 'NOT verified'}: quorum ${v.quorum}, checked by ${who.join(' and ')}.`,
      );
    },
  },
  2: {
    env: () => ({}),
    async run(a) {
      const detail = await a.call('get_knowledge', { id: 'country-calling-codes' });
      const sample = detail.answer?.knowledge?.sample_questions?.[0];
      const test = await a.liveTest({
        question: sample?.prompt,
        knowledge: ['country-calling-codes'],
        mode: 'compare',
      });
      const r = test.final?.result ?? {};
      a.answer(
        `Asked "${r.question}": the bare model said "${say(r.before?.answer)}", with country-calling-codes it said ` +
          `"${say(r.after?.answer)}". This is one of its benchmark questions, expected "${say(r.verdict?.expected)}", so ` +
          `the result is scored: ${r.verdict?.after_correct ? 'correct with the knowledge' : 'not correct'}, ` +
          `${r.verdict?.before_correct ? 'correct' : 'wrong'} without it.${(r.caveats ?? []).map((c) => ` Caveat: ${c}.`).join('')}`,
      );
    },
  },
  3: {
    env: () => ({}),
    async run(a) {
      const question = 'What is the international calling code of Brazil?';
      const ids = ['country-calling-codes', 'native-language-names'];
      for (const id of ids) await a.call('get_knowledge', { id });
      const results = [];
      for (const id of ids)
        results.push((await a.liveTest({ question, knowledge: [id], mode: 'compare' })).final?.result ?? {});
      const line = (id, r) =>
        `${id}: before "${say(r.before?.answer)}", after "${say(r.after?.answer)}" ` +
        `(${r.verdict ? (r.verdict.after_correct ? 'scored: correct' : 'scored: wrong') : 'unscored comparison: not in its benchmark'})`;
      const better = results[0].changed && !results[1].changed ? ids[0] : results[1].changed ? ids[1] : null;
      a.answer(
        `${line(ids[0], results[0])}; ${line(ids[1], results[1])}. ` +
          (better ? `${better} is the one that answers it.` : 'Neither changed the answer.'),
      );
    },
  },
  4: {
    env: () => ({ AINIZE_MCP_SESSION_BUDGET: '1.5' }),
    async run(a) {
      const found = await a.call('search_knowledge', { query: 'three-letter ISO codes', status: ['LISTED'], limit: 5 });
      const id = found.answer?.items?.find((i) => /three-letter/i.test(i.name))?.id ?? found.answer?.items?.[0]?.id;
      const q = (await a.call('quote', { id, dry_run: true })).answer ?? {};
      const bases = (q.items ?? []).filter((i) => i.role === 'base');
      const fits = q.affordable?.requested === true && q.affordable?.with_bases === true;
      a.answer(
        `${q.items?.[0]?.id} costs ${q.total_requested} ${q.currency}; it is built on ` +
          `${bases.map((b) => `${b.id} (${b.price} ${b.currency}${b.needed ? ', which this node lacks' : ', already here'})`).join(', ')}, ` +
          `so the honest total is ${q.total_with_bases} ${q.currency}. Your remaining budget is ${q.budget?.remaining}: ` +
          `${fits ? 'it fits.' : 'it does not fit, so I did not buy it.'} ${q.affordable?.explanation ?? ''}`,
      );
    },
  },
  5: {
    env: (run) => ({ AINIZE_MCP_SESSION_BUDGET: '5', AINIZE_MCP_STATE_DIR: run.stateDir }),
    async run(a) {
      const q = (await a.call('quote', { id: 'iso3166-alpha2-codes' })).answer ?? {};
      const item = q.items?.[0] ?? {};
      if (item.already_purchased || item.owned) {
        a.answer(
          `${item.id} is already purchased by this node (or its own), so there is nothing to buy and nothing was paid.`,
        );
        return;
      }
      a.endTurn('yes, buy it');
      const bought = await a.settle(
        await a.call('buy', { quote_id: q.quote_id, confirm_total: q.total_requested, confirm: true }),
      );
      const r = bought.final?.result ?? {};
      a.answer(
        `Bought ${r.patch_id} for ${r.amount} ${r.currency} from ${r.seller}; tx ${r.tx_hash}; body stored: ${r.body_present}. ` +
          `Budget left: ${r.budget?.remaining ?? bought.final?.budget?.remaining ?? 'see node_status'}.`,
      );
    },
    after(a) {
      a.crash();
    },
  },
  6: {
    env: (run) => ({ AINIZE_MCP_SESSION_BUDGET: '5', AINIZE_MCP_STATE_DIR: run.stateDir }),
    async run(a) {
      const r = (await a.call('reconcile_purchase', { id: 'iso3166-alpha2-codes' })).answer ?? {};
      a.answer(
        `The purchase of ${r.patch_id} is ${r.state}: ${r.purchase?.amount} ${r.purchase?.currency} paid, tx ${r.purchase?.tx_hash}, ` +
          `body present: ${r.purchase?.body_present}. It went through — do not buy it again.`,
      );
    },
  },
  7: {
    env: (run) => ({
      AINIZE_TEACH_KEY: run.teachKey,
      AINIZE_MCP_DOWNLOAD_DIR: run.downloads,
      AINIZE_MCP_POLL_MS: '500',
    }),
    async run(a, run) {
      const rows = FACT_TEMPLATES.map(([p, answer]) => ({ prompt: p.replace('{tag}', run.tag), answer }));
      const set = (await a.call('create_training_set', { rows, name: `Orvandel facts ${run.tag}` })).answer ?? {};
      const pre = await a.settle(await a.call('teach_preflight', { dataset_id: set.dataset_id }));
      const items = pre.final?.result?.items ?? [];
      const lesson = await a.settle(
        await a.call('teach', { dataset_id: set.dataset_id, name: `Orvandel facts ${run.tag}` }),
        600_000,
      );
      const r = lesson.final?.result ?? {};
      const q = r.questions ?? {};
      a.answer(
        `Preflight: ${items.filter((i) => i.status === 'will_train').length} of ${items.length} were unknown to the model. ` +
          `The lesson is ${r.native_state}: ${q.learned} learned, ${q.not_learned} not learned` +
          `${(q.still_wrong ?? []).map((w) => `; still wrong: "${w.question}" (said "${w.model_said}")`).join('')}. ` +
          `It is a private draft, ${r.draft_id}; publish gate ${r.checks?.publish_gate ?? r.publish_gate ?? 'unknown'}. Nothing was published.`,
      );
    },
  },
  8: {
    env: (run) => ({ AINIZE_TEACH_KEY: run.teachKey }),
    async run(a) {
      const { McpDataSource } = await import(pathToFileURL(join(MCP, 'dist/index.js')).href);
      const source = new McpDataSource({
        name: 'subgraph-fixture',
        transport: { kind: 'stdio', command: process.execPath, args: [FIXTURE, 'stdio'] },
      });
      let fetched;
      try {
        await source.connect();
        const searchArgs = { keyword: 'uniswap' };
        const found = await source.callTool('search_subgraphs_by_keyword', searchArgs);
        a.upstream('search_subgraphs_by_keyword', searchArgs, found.value);
        const subgraph = found.value?.subgraphs?.[0]?.id;
        const metaArgs = { subgraph_id: subgraph, query: '{ _meta { block { number } } }' };
        const meta = await source.callTool('execute_query_by_subgraph_id', metaArgs);
        a.upstream('execute_query_by_subgraph_id', metaArgs, meta.value);
        const block = meta.value?.data?._meta?.block?.number;
        const args = {
          subgraph_id: subgraph,
          query: `{ tokens(first: 20, orderBy: id, block: { number: ${block} }) { id symbol name } }`,
        };
        fetched = await source.fetchRows({
          tool: 'execute_query_by_subgraph_id',
          arguments: args,
          mapping: TOKEN_MAPPING,
          upstream: { subgraph_id: subgraph, block },
          note_fields: ['subgraph_id', 'block'],
        });
        a.upstream('execute_query_by_subgraph_id', args, {
          rows: fetched.rows.length,
          rejected: fetched.rejected,
          provenance: fetched.provenance,
        });
      } finally {
        await source.close();
      }
      const set =
        (
          await a.call('create_training_set', {
            rows: fetched.rows,
            provenance: fetched.provenance,
            name: 'Token addresses from a subgraph (eval)',
          })
        ).answer ?? {};
      a.answer(
        `Training set ${set.dataset_id}: ${set.rows_accepted} rows accepted, ${fetched.rejected.length} items left out ` +
          `(${fetched.rejected.map((r) => r.status).join(', ') || 'none'}). Its hash ${set.sha256} is the one the rows announced ` +
          `(${set.provenance?.rows_sha256_matches ? 'match' : 'MISMATCH'}). No lesson was started: read the rows, then decide whether to teach.`,
      );
    },
  },
};

// ---------------------------------------------------------------------------------------------------------------
// main

function parseArgs(argv) {
  const e = argv.indexOf('--eval');
  const evalFile = e < 0 ? EVAL_MD : resolve(String(argv[e + 1] ?? ''));
  const i = argv.indexOf('--task');
  if (i < 0) return { only: null, evalFile };
  const only = new Set(
    String(argv[i + 1] ?? '')
      .split(',')
      .map(Number)
      .filter(Boolean),
  );
  if (only.size === 0) {
    process.stderr.write('eval: --task takes task numbers, e.g. --task 4,5\n');
    process.exit(2);
  }
  return { only, evalFile };
}

async function main() {
  const { only, evalFile } = parseArgs(process.argv.slice(2));
  if (!existsSync(BIN)) {
    process.stderr.write(`eval: ${BIN} is missing: build first (npm run build)\n`);
    process.exit(2);
  }
  const { TOOLS } = await import(pathToFileURL(join(MCP, 'dist/tools/index.js')).href);
  const toolNames = new Set(TOOLS.map((t) => t.name));
  const spec = parseEval(readFileSync(evalFile, 'utf8'), toolNames);
  const numbers = spec.tasks.map((t) => t.number);
  const plays = Object.keys(PLAYS).map(Number);
  if (numbers.length !== 8 || !same([...numbers].sort(), [...plays].sort())) {
    process.stderr.write(`eval: EVAL.md has tasks ${numbers.join(', ')}, this runner plays ${plays.join(', ')}\n`);
    process.exit(2);
  }

  const node = resolveNode();
  const work = mkdtempSync(join(tmpdir(), 'ainize-eval-'));
  const teachKey = randomBytes(32).toString('hex');
  const run = {
    stateDir: join(work, 'state'),
    downloads: join(work, 'lessons'),
    teachKey,
    tag: randomBytes(3).toString('hex'),
  };
  const context = { secrets: [...node.secrets, teachKey] };
  process.stdout.write(
    `eval: ${spec.tasks.length} tasks from EVAL.md against ${node.url} (operator credential ${node.secrets.length ? 'configured' : 'not configured'})\n`,
  );

  const report = [];
  try {
    for (const task of spec.tasks) {
      if (only && !only.has(task.number)) continue;
      const play = PLAYS[task.number];
      const agent = new Agent(node);
      let crashed = null;
      const started = performance.now();
      try {
        await agent.open(play.env(run));
        await play.run(agent, run);
        play.after?.(agent);
      } catch (err) {
        crashed = err?.stack ?? String(err);
      } finally {
        await agent.close();
      }
      const conditions = [...spec.global, ...applicable(task.conditions, agent.trace)];
      const failures = [];
      if (crashed) failures.push({ text: 'the task ran to its end', why: [crashed.split('\n').slice(0, 3).join(' ')] });
      for (const condition of conditions) {
        const why = check(condition, agent.trace, context);
        if (why.length) failures.push({ text: condition.text, line: condition.line, why });
      }
      const passed = failures.length === 0;
      const ms = Math.round(performance.now() - started);
      process.stdout.write(
        `\n${passed ? 'PASS' : 'FAIL'}  Task ${task.number} — ${task.title}  (${conditions.length} checks, ${ms} ms)\n` +
          `      calls: ${agent.trace.calls.map((c) => `${c.tool}${c.turn > 1 ? `@${c.turn}` : ''}`).join(' → ')}\n`,
      );
      for (const f of failures) {
        process.stdout.write(`      ✗ ${f.text}${f.line ? ` (EVAL.md:${f.line})` : ''}\n        ${f.why.join('; ')}\n`);
      }
      report.push({
        task: task.number,
        title: task.title,
        ask: task.ask,
        passed,
        ms,
        failures,
        trace: { ...agent.trace, calls: agent.trace.calls.map(({ text: _text, ...c }) => c) },
      });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const passed = report.filter((r) => r.passed).length;
  mkdirSync(RESULTS, { recursive: true });
  let json = JSON.stringify(
    { node: node.url, at: new Date().toISOString(), passed, of: report.length, tasks: report },
    null,
    2,
  );
  for (const secret of context.secrets) json = json.split(secret).join('[secret]');
  writeFileSync(join(RESULTS, 'eval.json'), `${json}\n`);
  const full = report.length === spec.tasks.length;
  process.stdout.write(
    `\n${passed}/${report.length} passed${full ? '' : ` (a partial run of ${spec.tasks.length} tasks)`}\n` +
      `transcript: ${join(RESULTS, 'eval.json')}\n`,
  );
  process.exitCode = full && passed === spec.tasks.length ? 0 : 1;
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  main().catch((err) => {
    process.stderr.write(`eval: ${err?.stack ?? err}\n`);
    process.exit(1);
  });
}
