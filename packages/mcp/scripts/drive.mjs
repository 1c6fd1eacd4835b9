#!/usr/bin/env node
// Drives the built ainize-mcp server the way a real MCP client does: each session spawns `dist/bin.js` as its own
// subprocess and speaks the protocol to it over stdio with the official SDK client. A scenario module decides
// what to call and what to check; this file keeps the transcript, the pass/fail table and the exit code.
//
//   node packages/mcp/scripts/drive.mjs packages/mcp/scripts/scenarios/job1-prove.mjs     (from the repo root)
//   node scripts/drive.mjs scripts/scenarios/job1-prove.mjs                                (from packages/mcp)
//
// Which node: AINIZE_NODE_URL (and AINIZE_OPERATOR_PASSWORD / AINIZE_TOKEN) from the environment when set;
// otherwise the cluster's `operator.json` in $AINIZE_CLUSTER_HOME (a cluster made with `--dir D`), else in
// `.ainize-cluster/` of the current directory or the repository root, as `npm start` writes it. The password is handed to the server and to nothing else: it is never printed, and every byte the
// server writes is checked not to contain it.
//
// Output: results/mcp/<scenario>.jsonl (every frame sent and received, per session) and
// results/mcp/<scenario>.checks.json (the checks), under the repository root. Exit code 0 when every check
// passed, 1 when one failed (a stray non-frame byte on a server's stdout is a failed check), 2 for bad usage.
//
// A scenario is an ES module: `export const description = '…'` and `export default async function (drive) {}`.
// What `drive` offers:
//   const h = await drive.httpServer({ env, args })  `ainize-mcp --http 0` as a subprocess; h.url, h.raw(request),
//                                                  h.session({ label, headers }) (an HTTP session, same calls as
//                                                  below), h.stop() → exit code; h.stderr, h.stdout
//   const s = await drive.session({ env, label })   a new server subprocess = a new MCP session, initialized, with
//                                                  tools/resources/prompts listed; `env` overrides the defaults
//                                                  (null removes a key). Several may be open at once.
//   await s.call(name, args, { progress })         → { isError, json, text, structured, ms, thrown?, progress? }
//   await s.waitJob(job_id, { waitMs, timeoutMs }) polls job_status until done/failed/cancelled
//   await s.listTools() · s.toolNames · s.tools · s.resources · s.prompts · s.instructions
//   s.toolListChanged                              notifications/tools/list_changed heard by this session
//   await s.close()                                stdin closes, as a client ends a session (done for you at the end)
//   drive.check(name, passed, detail) · drive.skip(name, reason) · drive.note(key, value) · drive.log(text)
//   drive.watch(label, value)                      a string no server may ever send back (checked on every byte)
//   drive.snapshot() · drive.nodeGet(path)         plain-HTTP reads of the node, for before/after comparisons
//   drive.deadUrl() · drive.nodeUrl · drive.clusterDir · drive.repoRoot · drive.hasOperator
// Every scenario also gets, at the end: stdout held only JSON-RPC frames, no transport errors, each server exited
// 0 when its stdin closed, and no watched string (the operator credential first) appeared in any answer.

import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { startHttpServer } from './lib/http-server.mjs';

const SCRIPTS = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(SCRIPTS, '../../..');
const BIN = join(ROOT, 'packages/mcp/dist/bin.js');
const TEE = join(SCRIPTS, 'lib/tee.mjs');
const RESULTS = join(ROOT, 'results/mcp');

/** Longer than job_status's largest wait_ms (55 s), so a long poll is never cut off by the client. */
const CALL_TIMEOUT_MS = 120_000;
const CONNECT_TIMEOUT_MS = 30_000;

/**
 * @typedef {object} CallAnswer
 * @property {boolean} isError   the tool result's isError, or true when the call threw in the client
 * @property {any} json          structuredContent; for an error (or a text-only answer) the text parsed as JSON; else null
 * @property {string} text       the text content, joined
 * @property {any} structured    structuredContent as sent (undefined when absent)
 * @property {number} ms         wall time of the round trip
 * @property {string} [thrown]   set when the SDK client threw instead of returning a result
 */

/**
 * @typedef {object} Check
 * @property {string} name
 * @property {boolean} passed
 * @property {string} detail
 * @property {string} [session]
 */

// ---------------------------------------------------------------------------------------------------------------
// Where to point the server

/** @returns {{ url: string, env: Record<string, string>, source: string, clusterDir: string | null, secrets: string[] }} */
function resolveNode() {
  const candidates = [
    process.env.AINIZE_CLUSTER_HOME?.trim() || null,
    join(process.cwd(), '.ainize-cluster'),
    join(ROOT, '.ainize-cluster'),
  ].filter((d) => d !== null);
  const named = process.env.AINIZE_CLUSTER_HOME?.trim();
  if (named && !existsSync(join(named, 'operator.json'))) {
    fail(`AINIZE_CLUSTER_HOME is ${named}, which has no operator.json: is that the --dir the cluster was made with?`);
  }
  const clusterDir = candidates.find((d) => existsSync(join(d, 'operator.json'))) ?? null;
  /** @type {{ url?: string, password?: string } | null} */
  let operator = null;
  if (clusterDir) {
    try {
      operator = JSON.parse(readFileSync(join(clusterDir, 'operator.json'), 'utf8'));
    } catch (err) {
      fail(`${join(clusterDir, 'operator.json')} is not readable JSON: ${err.message}`);
    }
  }
  /** @type {Record<string, string>} */
  const env = {};
  const fromEnv = process.env.AINIZE_NODE_URL?.trim();
  let source;
  if (fromEnv) {
    env.AINIZE_NODE_URL = fromEnv;
    source = 'AINIZE_NODE_URL';
    if (process.env.AINIZE_OPERATOR_PASSWORD) env.AINIZE_OPERATOR_PASSWORD = process.env.AINIZE_OPERATOR_PASSWORD;
    else if (process.env.AINIZE_TOKEN) env.AINIZE_TOKEN = process.env.AINIZE_TOKEN;
    else if (operator?.password && sameUrl(operator.url, fromEnv)) {
      // The environment names the cluster's own home node: its password is the cluster's to give.
      env.AINIZE_OPERATOR_PASSWORD = operator.password;
      source += ` + ${join(clusterDir, 'operator.json')} (password)`;
    }
  } else if (operator?.url) {
    env.AINIZE_NODE_URL = operator.url;
    if (operator.password) env.AINIZE_OPERATOR_PASSWORD = operator.password;
    source = join(clusterDir, 'operator.json');
  } else {
    fail(
      'no node to drive: set AINIZE_NODE_URL, or bring the private cluster up first (`npm start` at the repository ' +
        'root writes .ainize-cluster/operator.json); for a cluster made with `--dir D`, set AINIZE_CLUSTER_HOME=D',
    );
  }
  const secrets = [env.AINIZE_OPERATOR_PASSWORD, env.AINIZE_TOKEN].filter((s) => typeof s === 'string' && s !== '');
  return { url: env.AINIZE_NODE_URL, env, source, clusterDir, secrets };
}

function sameUrl(a, b) {
  try {
    const x = new URL(a);
    const y = new URL(b);
    const host = (h) => (h === 'localhost' ? '127.0.0.1' : h);
    return x.protocol === y.protocol && host(x.hostname) === host(y.hostname) && x.port === y.port;
  } catch {
    return false;
  }
}

function fail(message) {
  process.stderr.write(`drive: ${message}\n`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------------------
// The transcript

class Transcript {
  /** @param {string} file @param {(s: string) => string} redact */
  constructor(file, redact) {
    this.file = file;
    this.redact = redact;
    this.started = performance.now();
    writeFileSync(file, '');
  }

  /** @param {string} session @param {string} dir @param {unknown} data */
  write(session, dir, data) {
    const entry = {
      ts: new Date().toISOString(),
      t_ms: Math.round(performance.now() - this.started),
      session,
      dir,
      data,
    };
    appendFileSync(this.file, `${this.redact(JSON.stringify(entry))}\n`);
  }
}

/**
 * Wraps the SDK's stdio transport so every frame in either direction lands in the transcript — the frame
 * exactly as sent or received, not a summary of it.
 */
class RecordingTransport {
  /** @param {StdioClientTransport} inner @param {(dir: string, data: unknown) => void} record */
  constructor(inner, record) {
    this.inner = inner;
    this.record = record;
    /** Transport-level problems: a line that was not JSON, a closed pipe. */
    this.errors = [];
    inner.onmessage = (message, extra) => {
      record('recv', message);
      this.onmessage?.(message, extra);
    };
    inner.onerror = (error) => {
      this.errors.push(error.message);
      record('transport_error', { message: error.message });
      this.onerror?.(error);
    };
    inner.onclose = () => this.onclose?.();
  }
  start() {
    return this.inner.start();
  }
  send(message, options) {
    this.record('send', message);
    return this.inner.send(message, options);
  }
  close() {
    return this.inner.close();
  }
  setProtocolVersion(version) {
    this.inner.setProtocolVersion?.(version);
  }
  get sessionId() {
    return this.inner.sessionId;
  }
  get stderr() {
    return this.inner.stderr;
  }
  get pid() {
    return this.inner.pid;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// One MCP session = one server subprocess

class Session {
  /**
   * @param {Driver} driver
   * @param {string} label
   * @param {Record<string, string>} env
   */
  constructor(driver, label, env) {
    this.driver = driver;
    this.label = label;
    this.env = env;
    this.work = mkdtempSync(join(tmpdir(), `ainize-drive-${label}-`));
    this.captureFile = join(this.work, 'stdout.bin');
    this.exitFile = join(this.work, 'exit');
    this.stderr = '';
    /** notifications/tools/list_changed received so far. */
    this.toolListChanged = 0;
    /** Every other notification method, counted. */
    this.notifications = {};
    this.tools = [];
    this.resources = [];
    this.prompts = null;
    this.instructions = undefined;
    this.closed = false;
    this.exitCode = null;
  }

  /** The SDK client transport this session speaks through: a server subprocess over stdio. */
  clientTransport() {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [TEE, this.captureFile, this.exitFile, BIN],
      env: this.env,
      cwd: ROOT,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk) => {
      const text = chunk.toString('utf8');
      this.stderr += text;
      this.driver.transcript.write(this.label, 'stderr', text);
    });
    return transport;
  }

  /** Every frame and transport event of this session lands in the transcript. */
  recorded(dir, data) {
    this.driver.transcript.write(this.label, dir, data);
  }

  async open() {
    this.transport = new RecordingTransport(this.clientTransport(), (dir, data) => this.recorded(dir, data));
    this.client = new Client({ name: 'ainize-drive', version: '0.1.0' }, { capabilities: {} });
    this.client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
      this.toolListChanged += 1;
    });
    this.client.fallbackNotificationHandler = async (notification) => {
      this.notifications[notification.method] = (this.notifications[notification.method] ?? 0) + 1;
    };
    const started = performance.now();
    await this.client.connect(this.transport, { timeout: CONNECT_TIMEOUT_MS });
    this.connectMs = Math.round(performance.now() - started);
    this.serverInfo = this.client.getServerVersion();
    this.capabilities = this.client.getServerCapabilities();
    this.instructions = this.client.getInstructions();
    // What any client does right after initialize; listTools also teaches the SDK each tool's outputSchema, so
    // every later call is validated against it the way a strict client would.
    await this.listTools();
    this.resources = (await this.client.listResources()).resources;
    this.prompts = await this.listPrompts();
    return this;
  }

  /** @returns {Promise<any[]>} the tools the server lists right now */
  async listTools() {
    const { tools } = await this.client.listTools();
    this.tools = tools;
    return tools;
  }

  /** Tool names, as of the last listTools. */
  get toolNames() {
    return this.tools.map((t) => t.name);
  }

  /** @returns {Promise<any[] | null>} null when the server offers no prompts (that is allowed) */
  async listPrompts() {
    try {
      return (await this.client.listPrompts()).prompts;
    } catch (err) {
      this.promptsNote = err.message;
      return null;
    }
  }

  /** @param {string} uri */
  async readResource(uri) {
    const read = await this.client.readResource({ uri });
    return read.contents.map((c) => c.text ?? '').join('');
  }

  /**
   * Calls one tool. Never throws: a result the client refused (or a JSON-RPC error) comes back as
   * `{isError: true, thrown}` so the scenario can check it like any other answer.
   * @param {string} name
   * @param {Record<string, unknown>} [args]
   * With `progress: true` the request carries a progress token, and every `notifications/progress` the server
   * sends for it comes back in `answer.progress` as `{at_ms, progress, total?, message?}`.
   * @param {{ timeoutMs?: number, progress?: boolean }} [options]
   * @returns {Promise<CallAnswer & { progress?: any[] }>}
   */
  async call(name, args = {}, options = {}) {
    const started = performance.now();
    /** @type {any[] | undefined} */
    const progress = options.progress ? [] : undefined;
    try {
      const result = await this.client.callTool({ name, arguments: args }, undefined, {
        timeout: options.timeoutMs ?? CALL_TIMEOUT_MS,
        ...(progress
          ? { onprogress: (p) => progress.push({ at_ms: Math.round(performance.now() - started), ...p }) }
          : {}),
      });
      const ms = Math.round(performance.now() - started);
      const text = (result.content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('');
      const isError = result.isError === true;
      let json = isError ? undefined : result.structuredContent;
      if (json === undefined) json = parseJson(text);
      return { isError, json, text, structured: result.structuredContent, ms, ...(progress ? { progress } : {}) };
    } catch (err) {
      const ms = Math.round(performance.now() - started);
      const message = err instanceof Error ? err.message : String(err);
      this.driver.transcript.write(this.label, 'client_threw', { tool: name, message });
      return {
        isError: true,
        json: null,
        text: message,
        structured: undefined,
        ms,
        thrown: message,
        ...(progress ? { progress } : {}),
      };
    }
  }

  /**
   * Polls job_status with wait_ms until the job reaches one of `states` (default: any final state) or
   * `timeoutMs` passes. Returns the last answer and every answer on the way.
   * @param {string} jobId
   * @param {{ states?: string[], waitMs?: number, timeoutMs?: number }} [options]
   */
  async waitJob(jobId, options = {}) {
    const states = options.states ?? ['done', 'failed', 'cancelled'];
    const waitMs = options.waitMs ?? 25_000;
    const deadline = Date.now() + (options.timeoutMs ?? 300_000);
    const polls = [];
    for (;;) {
      const answer = await this.call('job_status', { job_id: jobId, wait_ms: waitMs });
      polls.push(answer);
      if (answer.isError || states.includes(answer.json?.state) || Date.now() >= deadline) {
        return { last: answer, polls, reached: !answer.isError && states.includes(answer.json?.state) };
      }
    }
  }

  /** Ends the session the way a client does — stdin closes — and checks what the server left on stdout. */
  async close() {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.client.close();
    } catch (err) {
      this.driver.transcript.write(this.label, 'close_error', { message: err.message });
    }
    for (let i = 0; i < 50 && !existsSync(this.exitFile); i++) await sleep(100);
    this.exitCode = existsSync(this.exitFile) ? readFileSync(this.exitFile, 'utf8') : null;
    this.stdout = existsSync(this.captureFile) ? readFileSync(this.captureFile) : Buffer.alloc(0);
    this.frameReport = frameReport(this.stdout);
    this.driver.transcript.write(this.label, 'closed', {
      exit: this.exitCode,
      frames: this.frameReport.frames,
      bad_lines: this.frameReport.bad.length,
    });
    rmSync(this.work, { recursive: true, force: true });
  }
}

/**
 * One MCP session over Streamable HTTP with an `ainize-mcp --http` process the driver started: the same calls as a
 * stdio session, through the SDK's StreamableHTTPClientTransport. Everything it received is kept (as the stdio
 * session keeps the server's stdout) so the secret hunt at the end covers it.
 */
class HttpSession extends Session {
  /** @param {Driver} driver @param {string} label @param {any} server @param {{ headers: Record<string, string> }} options */
  constructor(driver, label, server, options) {
    super(driver, label, {});
    rmSync(this.work, { recursive: true, force: true });
    this.server = server;
    this.headers = options.headers;
    this.received = [];
  }

  clientTransport() {
    return new StreamableHTTPClientTransport(new URL(this.server.url), { requestInit: { headers: this.headers } });
  }

  recorded(dir, data) {
    if (dir === 'recv') this.received.push(JSON.stringify(data));
    super.recorded(dir, data);
  }

  get stderr() {
    return this.server?.stderr ?? '';
  }

  set stderr(_value) {
    // The server's stderr belongs to the process, not the session (the base class starts it empty).
  }

  /** Ends the session as a client does: DELETE, then close. */
  async close() {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.transport.inner.terminateSession();
      await this.client.close();
    } catch (err) {
      this.driver.transcript.write(this.label, 'close_error', { message: err.message });
    }
    this.stdout = Buffer.from(this.received.join('\n'));
    this.driver.transcript.write(this.label, 'closed', { received: this.received.length });
  }
}

/** Splits a server's stdout into lines and says which are not JSON-RPC 2.0 frames. */
function frameReport(buffer) {
  const text = buffer.toString('utf8');
  const lines = text.split('\n');
  const tail = lines.pop();
  const bad = [];
  let frames = 0;
  for (const [i, line] of lines.entries()) {
    const parsed = parseJson(line);
    if (parsed && typeof parsed === 'object' && parsed.jsonrpc === '2.0') frames += 1;
    else bad.push({ line: i + 1, head: line.slice(0, 120) });
  }
  if (tail !== '') bad.push({ line: lines.length + 1, head: `(no final newline) ${tail.slice(0, 120)}` });
  return { frames, bad, bytes: buffer.length };
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

// ---------------------------------------------------------------------------------------------------------------
// The driver a scenario receives

class Driver {
  constructor(scenarioName, node) {
    this.scenario = scenarioName;
    this.node = node;
    /** The node the sessions talk to by default. */
    this.nodeUrl = node.url;
    /** Whether the default sessions carry an operator credential (the credential itself is not exposed). */
    this.hasOperator = node.secrets.length > 0;
    /** The private cluster's directory when the node came from one; job7 finds the home node's lock there. */
    this.clusterDir = node.clusterDir;
    this.repoRoot = ROOT;
    /** @type {Check[]} */
    this.checks = [];
    /** @type {{ name: string, reason: string }[]} */
    this.skipped = [];
    /** Measurements a scenario wants kept beside the checks. */
    this.notes = {};
    /** @type {Session[]} */
    this.sessions = [];
    /** `ainize-mcp --http` processes this scenario started. */
    this.httpServers = [];
    /** Strings that must never appear in anything a server sent: label → value. */
    this.watched = new Map(node.secrets.map((s, i) => [i === 0 ? 'operator credential' : `credential ${i}`, s]));
    this.transcript = new Transcript(join(RESULTS, `${scenarioName}.jsonl`), (s) => this.redact(s));
  }

  /** Replaces every configured credential; used on everything written or printed. */
  redact(text) {
    let out = String(text);
    for (const secret of this.node.secrets) out = out.split(secret).join('[operator credential]');
    return out;
  }

  /**
   * Opens one MCP session: a fresh server subprocess, initialized, with tools, resources and prompts listed.
   * `env` is laid over the default (node URL and credential); a value of `null` or `undefined` removes a key.
   * Nothing else from this process's environment reaches the server.
   * @param {{ env?: Record<string, string | null | undefined>, label?: string }} [options]
   */
  async session(options = {}) {
    const label = options.label ?? `s${this.sessions.length + 1}`;
    /** @type {Record<string, string>} */
    const env = { ...this.node.env };
    for (const [key, value] of Object.entries(options.env ?? {})) {
      if (value === null || value === undefined) delete env[key];
      else env[key] = String(value);
    }
    const session = new Session(this, label, env);
    this.sessions.push(session);
    this.transcript.write(label, 'spawn', {
      command: ['node', 'packages/mcp/dist/bin.js'],
      env: Object.fromEntries(Object.entries(env).map(([k, v]) => [k, /PASSWORD|TOKEN|KEY/.test(k) ? '[set]' : v])),
    });
    await session.open();
    this.log(
      `session ${label}: ${session.serverInfo?.name ?? '?'} ${session.serverInfo?.version ?? ''} — ` +
        `${session.tools.length} tools, ${session.resources.length} resources, ` +
        `${session.prompts === null ? 'no prompts' : `${session.prompts.length} prompts`} (${session.connectMs} ms)`,
    );
    return session;
  }

  /**
   * Starts `ainize-mcp --http 0` (a free loopback port) with the default environment laid under `env`, and returns
   * it: `server.session({ label, headers })` opens an MCP session over Streamable HTTP, `server.raw(request)` sends
   * one plain HTTP request with exactly the headers given (a forged Host included), `server.stop()` ends it with
   * SIGTERM. See lib/http-server.mjs.
   * @param {{ env?: Record<string, string | null | undefined>, args?: string[], label?: string }} [options]
   */
  async httpServer(options = {}) {
    /** @type {Record<string, string>} */
    const env = { ...this.node.env };
    for (const [key, value] of Object.entries(options.env ?? {})) {
      if (value === null || value === undefined) delete env[key];
      else env[key] = String(value);
    }
    const label = options.label ?? `http${this.httpServers.length + 1}`;
    const server = await startHttpServer({
      bin: BIN,
      cwd: ROOT,
      env,
      args: options.args ?? [],
      record: (dir, data) => this.transcript.write(label, dir, data),
    });
    server.label = label;
    this.httpServers.push(server);
    server.session = async (sessionOptions = {}) => {
      const session = new HttpSession(this, sessionOptions.label ?? `${label}-s${server.sessions + 1}`, server, {
        headers: sessionOptions.headers ?? {},
      });
      server.sessions += 1;
      this.sessions.push(session);
      await session.open();
      this.log(
        `session ${session.label} over HTTP: ${session.tools.length} tools, id ${String(session.transport.sessionId).slice(0, 8)}… (${session.connectMs} ms)`,
      );
      return session;
    };
    this.log(
      server.url ? `${label}: serving at ${server.url}` : `${label}: did not start (exit ${await server.exited})`,
    );
    return server;
  }

  /**
   * Records one check. `detail` may be any value; objects are shown as JSON.
   * @param {string} name @param {unknown} passed @param {unknown} [detail]
   */
  check(name, passed, detail = '') {
    const text = this.redact(typeof detail === 'string' ? detail : JSON.stringify(detail));
    this.checks.push({ name, passed: Boolean(passed), detail: text });
    this.transcript.write('-', 'check', { name, passed: Boolean(passed), detail: text });
    const mark = passed ? 'PASS' : 'FAIL';
    process.stdout.write(`  ${mark}  ${name}${text ? `  — ${clip(text, 220)}` : ''}\n`);
    return Boolean(passed);
  }

  /**
   * Records a check that could not run here, and why (e.g. a tool this build does not have yet). A skip is
   * neither a pass nor a failure; the summary lists it.
   * @param {string} name @param {string} reason
   */
  skip(name, reason) {
    this.skipped.push({ name, reason });
    this.transcript.write('-', 'skip', { name, reason });
    process.stdout.write(`  SKIP  ${name}  — ${clip(reason, 220)}\n`);
  }

  /** Keeps a measurement or an observation in the checks file. */
  note(key, value) {
    this.notes[key] = value;
    this.transcript.write('-', 'note', { key, value });
  }

  /** A value no server answer may contain (e.g. a secret-shaped argument a scenario sends). */
  watch(label, value) {
    this.watched.set(label, value);
  }

  log(message) {
    process.stdout.write(`  ..    ${this.redact(message)}\n`);
  }

  /** GET a node path as JSON with plain fetch (no MCP), for before/after snapshots. */
  async nodeGet(path, url = this.nodeUrl) {
    const res = await fetch(new URL(path, url), { signal: AbortSignal.timeout(10_000) });
    const body = await res.json().catch(() => null);
    return { status: res.status, body };
  }

  /** The numbers a scenario compares before and after to show it changed nothing on the node. */
  async snapshot() {
    const [catalog, ledger] = await Promise.all([
      this.nodeGet('/api/catalog?limit=200'),
      this.nodeGet('/api/ledger?limit=1'),
    ]);
    const items = catalog.body?.items ?? [];
    return {
      catalog_total: catalog.body?.total ?? null,
      catalog_statuses: items.map((i) => `${i.id}:${i.status}`).sort(),
      ledger_records: ledger.body?.info?.records ?? null,
    };
  }

  /** A URL on which nothing listens: a port that was free a moment ago. */
  async deadUrl() {
    const probe = createServer();
    await new Promise((done) => probe.listen(0, '127.0.0.1', done));
    const { port } = probe.address();
    await new Promise((done) => probe.close(() => done()));
    return `http://127.0.0.1:${port}`;
  }

  sleep(ms) {
    return sleep(ms);
  }

  /** Closes every session still open and adds the checks every scenario gets. */
  async finish() {
    for (const s of this.sessions) await s.close();
    for (const server of this.httpServers) await server.stop();
    const stdio = this.sessions.filter((s) => !(s instanceof HttpSession));
    const bad = stdio.filter((s) => s.frameReport?.bad.length);
    if (stdio.length > 0) {
      this.check(
        'every byte each server wrote on stdout belonged to a JSON-RPC 2.0 frame',
        bad.length === 0,
        bad.length === 0
          ? `${stdio.reduce((n, s) => n + (s.frameReport?.frames ?? 0), 0)} frames over ${stdio.length} sessions`
          : bad.map((s) => ({ session: s.label, bad: s.frameReport.bad.slice(0, 3) })),
      );
    }
    for (const server of this.httpServers.filter((h) => h.url)) {
      this.check(
        `${server.label}: wrote nothing on stdout and left with 0 on SIGTERM`,
        server.stdout === '' && server.exitCode === '0',
        `exit ${server.exitCode}, ${server.stdout.length} bytes on stdout`,
      );
    }
    const transportErrors = this.sessions.flatMap((s) => s.transport?.errors.map((e) => `${s.label}: ${e}`) ?? []);
    this.check(
      'the client transport reported no errors',
      transportErrors.length === 0,
      transportErrors.slice(0, 3).join('; '),
    );
    const unclean = stdio.filter((s) => s.exitCode !== '0');
    if (stdio.length > 0) {
      this.check(
        'each server exited 0 when its stdin closed',
        unclean.length === 0,
        unclean.map((s) => `${s.label}: ${s.exitCode ?? 'no exit seen'}`).join(', ') || `${stdio.length} exits`,
      );
    }
    for (const [label, value] of this.watched) {
      const inAnswers = this.sessions.filter((s) => s.stdout?.includes(value)).map((s) => s.label);
      this.check(
        `the ${label} never appeared in any answer`,
        inAnswers.length === 0,
        inAnswers.length ? `found in the stdout of ${inAnswers.join(', ')}` : 'checked every stdout byte',
      );
      if (label === 'operator credential') {
        const logs = [...this.sessions, ...this.httpServers.map((h) => ({ label: h.label, stderr: h.stderr }))];
        const inLogs = logs.filter((s) => s.stderr.includes(value)).map((s) => s.label);
        this.check(
          'the operator credential never appeared in any server log (stderr)',
          inLogs.length === 0,
          inLogs.length ? `found in the stderr of ${inLogs.join(', ')}` : '',
        );
      }
    }
  }
}

function clip(text, n) {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}

// ---------------------------------------------------------------------------------------------------------------
// main

async function main() {
  const arg = process.argv[2];
  if (!arg || arg === '--help' || arg === '-h') {
    process.stdout.write('usage: node packages/mcp/scripts/drive.mjs <scenario.mjs>\n');
    process.exit(arg ? 0 : 2);
  }
  // From the working directory, the MCP package (so `scripts/scenarios/…` works from the repository root too),
  // this folder, or its scenarios folder.
  const places = [process.cwd(), resolve(SCRIPTS, '..'), SCRIPTS, resolve(SCRIPTS, 'scenarios')];
  const file = places
    .map((place) => resolve(place, arg))
    .flatMap((p) => [p, `${p}.mjs`])
    .find((p) => existsSync(p) && p.endsWith('.mjs'));
  if (!file) fail(`no scenario at ${arg}`);
  if (!existsSync(BIN)) fail(`${BIN} is missing: build first (npx tsc -b packages/mcp)`);
  const scenarioName = basename(file, '.mjs');
  const scenario = await import(pathToFileURL(file).href);
  if (typeof scenario.default !== 'function') fail(`${file} has no default export function`);

  mkdirSync(RESULTS, { recursive: true });
  const node = resolveNode();
  const drive = new Driver(scenarioName, node);
  const startedAt = new Date();
  process.stdout.write(
    `${scenarioName}: ${scenario.description ?? ''}\n` +
      `  node ${node.url} (from ${node.source}; operator credential ${drive.hasOperator ? 'configured' : 'not configured'})\n`,
  );

  let crashed = null;
  try {
    await scenario.default(drive);
  } catch (err) {
    crashed = err;
    drive.check('the scenario ran to its end', false, err?.stack ?? String(err));
  }
  await drive.finish();

  const failed = drive.checks.filter((c) => !c.passed);
  const table = {
    scenario: scenarioName,
    description: scenario.description ?? null,
    file: file.startsWith(ROOT) ? file.slice(ROOT.length + 1) : file,
    node_url: node.url,
    node_from: node.source,
    operator_credential: drive.hasOperator,
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    passed: failed.length === 0,
    counts: {
      checks: drive.checks.length,
      passed: drive.checks.length - failed.length,
      failed: failed.length,
      skipped: drive.skipped.length,
    },
    checks: drive.checks,
    skipped: drive.skipped,
    notes: drive.notes,
    sessions: drive.sessions.map((s) => ({
      label: s.label,
      server: s.serverInfo ?? null,
      connect_ms: s.connectMs ?? null,
      tools: s.toolNames,
      resources: s.resources.map((r) => r.uri),
      prompts: s.prompts === null ? null : s.prompts.map((p) => p.name),
      ...(s.promptsNote ? { prompts_note: s.promptsNote } : {}),
      tools_list_changed: s.toolListChanged,
      other_notifications: s.notifications,
      stdout_frames: s.frameReport?.frames ?? null,
      stdout_bad_lines: s.frameReport?.bad ?? null,
      exit: s.exitCode,
    })),
  };
  const checksFile = join(RESULTS, `${scenarioName}.checks.json`);
  writeFileSync(checksFile, `${drive.redact(JSON.stringify(table, null, 2))}\n`);

  process.stdout.write(
    `\n${scenarioName}: ${table.counts.passed}/${table.counts.checks} checks passed` +
      `${drive.skipped.length ? `, ${drive.skipped.length} skipped` : ''}` +
      `${failed.length ? `, ${failed.length} FAILED:` : ''}\n`,
  );
  for (const c of failed) process.stdout.write(`  FAIL  ${c.name}  — ${clip(c.detail, 400)}\n`);
  process.stdout.write(`  transcript ${drive.transcript.file}\n  checks     ${checksFile}\n`);
  // A crash is itself a failed check ("the scenario ran to its end"), so this covers it.
  process.exitCode = failed.length === 0 && !crashed ? 0 : 1;
}

main().catch((err) => {
  process.stderr.write(`drive: ${err?.stack ?? err}\n`);
  process.exit(1);
});
