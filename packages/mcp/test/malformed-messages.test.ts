import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyRefusal, paramsRefusal, readText } from '../src/jsonrpc/index.js';
import { startHttpProcess, type HttpProcess } from './http-harness.js';
import { deadUrl } from './node-fixture.js';
import { BIN, buildServer, type Json } from './stdio-harness.js';

/**
 * The outside attack on the server's JSON-RPC, replayed as it was made: raw lines written to the BUILT server's
 * stdin, raw bodies POSTed to the built `--http` through its Host/Origin/bearer gate, and a seeded fuzz of a few
 * hundred malformed messages over each. Every message that carries an id is answered exactly once, with -32700,
 * -32600, -32601, -32602 or a result — never -32603, never zod's issue dump — and the server stays up.
 *
 * The node is an address where nothing listens: malformed messages must be refused before any node call, and the
 * well-formed ones the fuzz lets through answer node_unreachable as tool results.
 */

const TOKEN_A = 'canary-malformed-token-a-4c1e9b27d0';
const TOKEN_B = 'canary-malformed-token-b-8f3a60e5c2';
const PROTOCOL = '2025-11-25';
/** The codes a malformed message may earn; anything else (above all -32603, "Internal error") is a finding. */
const CLIENT_FAULTS = [-32700, -32600, -32601, -32602];
/** What zod's issue dump looks like when it leaks into an answer. */
const ZOD_DUMP = /"code":|"path":|invalid_type|invalid_union|Invalid input|expected \w+, received/;
const FUZZ_SEED = 0x5eed_2026;
const FUZZ_COUNT = 300;

const initialize = {
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: 'attack', version: '0' } },
};

let nodeUrl: string;

beforeAll(async () => {
  buildServer();
  nodeUrl = await deadUrl();
}, 120_000);

describe('reading a message, before any method runs', () => {
  it('says what is wrong in one sentence, with the envelope as data and no zod words', () => {
    const cases: [string, number, string | number | null, string][] = [
      ['{"jsonrpc":"2.0","id":1,"method":', -32700, null, 'the message is not valid JSON, so it was not read'],
      [
        '[]',
        -32600,
        null,
        'a JSON-RPC message is a JSON object, not a list (a batch is not read: send one message at a time)',
      ],
      ['{"jsonrpc":"1.0","id":2,"method":"ping"}', -32600, 2, '"jsonrpc" must be "2.0", not "1.0"'],
      ['{"jsonrpc":"2.0","id":{},"method":"ping"}', -32600, null, '"id" must be a string or an integer, not an object'],
      ['{"jsonrpc":"2.0","id":3,"method":7}', -32600, 3, '"method" must be a string, not 7'],
      [
        '{"jsonrpc":"2.0","id":4,"method":"ping","extra":1}',
        -32600,
        4,
        'unknown member "extra": a request holds only jsonrpc, id, method, params',
      ],
      [
        '{"jsonrpc":"2.0","id":5}',
        -32600,
        5,
        'the message has no "method" (a request or a notification) and no "result" or "error" (a response)',
      ],
      [
        '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":null}',
        -32602,
        6,
        'tools/call: "params" must be an object or left out, not null',
      ],
      [
        '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":[1]}',
        -32602,
        7,
        'tools/call: "params" must be an object or left out, not a list',
      ],
    ];
    for (const [text, code, id, message] of cases) {
      const read = readText(text);
      expect(read.ok, text).toBe(false);
      if (read.ok) continue;
      expect(read.refusal, text).toEqual({
        jsonrpc: '2.0',
        id,
        error: {
          code,
          message,
          data: expect.objectContaining({ message, retryable: false, next: expect.any(String) }),
        },
      });
      expect(read.answer).toBe(true);
    }
  });

  it('never answers a malformed response, so two peers cannot trade errors', () => {
    const read = readText('{"jsonrpc":"2.0","id":9,"result":5}');
    expect(read).toMatchObject({ ok: false, answer: false });
  });

  it('reads every message of a batch over HTTP and refuses the first that cannot be read', () => {
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
    expect(bodyRefusal([ping, { ...ping, id: 2 }])).toBeNull();
    expect(bodyRefusal([ping, { ...ping, id: true }])).toMatchObject({ id: null, error: { code: -32600 } });
    expect(bodyRefusal([])).toMatchObject({
      id: null,
      error: { code: -32600, message: 'the batch is empty: it holds no message' },
    });
  });

  it('names the params a method needs: tools/call without a name, or with arguments that are not an object', () => {
    const call = (params: unknown) =>
      paramsRefusal({ jsonrpc: '2.0', id: 8, method: 'tools/call', params } as Parameters<typeof paramsRefusal>[0]);
    expect(call({ name: 'node_status', arguments: null })?.error).toMatchObject({
      code: -32602,
      message: 'tools/call: "params.arguments" expects an object, not null',
      data: { code: 'invalid_params', details: { method: 'tools/call', field: 'params.arguments' } },
    });
    expect(call({ arguments: {} })?.error.message).toBe('tools/call: "params.name" is required');
    expect(call({ name: 42 })?.error.message).toBe('tools/call: "params.name" expects a string, not a number');
    expect(call({ name: 'node_status', arguments: { any: 'thing' } })).toBeNull();
  });
});

/** The built server on stdio, spoken to in raw lines; every frame it writes is kept in order. */
interface RawStdio {
  child: ChildProcessWithoutNullStreams;
  frames: Json[];
  stderr(): string;
  write(line: string): void;
  /** Resolves once a response frame with this id has arrived (rejects after `ms`). */
  answerTo(id: string | number, ms?: number): Promise<Json>;
  close(): Promise<number | null>;
}

async function rawStdio(): Promise<RawStdio> {
  const child = spawn(process.execPath, [BIN], {
    env: { PATH: process.env.PATH ?? '', AINIZE_NODE_URL: nodeUrl },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const frames: Json[] = [];
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    for (let newline = stdout.indexOf('\n'); newline !== -1; newline = stdout.indexOf('\n')) {
      // Every line on stdout must be a frame: JSON.parse throws (and fails the test) on anything else.
      frames.push(JSON.parse(stdout.slice(0, newline)));
      stdout = stdout.slice(newline + 1);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const session: RawStdio = {
    child,
    frames,
    stderr: () => stderr,
    write: (line) => child.stdin.write(`${line}\n`),
    answerTo: async (id, ms = 10_000) => {
      for (const until = Date.now() + ms; Date.now() < until;) {
        const found = frames.find((f) => isResponse(f) && f.id === id);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 2));
      }
      throw new Error(`no answer to ${JSON.stringify(id)} within ${ms} ms; stderr:\n${stderr}`);
    },
    close: async () => {
      child.stdin.end();
      return exited;
    },
  };
  session.write(JSON.stringify(initialize));
  await session.answerTo(0);
  session.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
  return session;
}

const isResponse = (frame: Json): boolean => typeof frame === 'object' && frame !== null && !('method' in frame);

describe('over stdio, the built server answers what it cannot read', () => {
  let s: RawStdio;
  beforeAll(async () => {
    s = await rawStdio();
  }, 120_000);
  afterAll(async () => {
    expect(await s.close()).toBe(0);
  });

  it('answers one line that is not JSON with one -32700 under id null, and reads the next line as usual', async () => {
    const before = s.frames.length;
    s.write('{"jsonrpc":"2.0","id":11,"method":"tools/list"');
    s.write(JSON.stringify({ jsonrpc: '2.0', id: 12, method: 'ping' }));
    await s.answerTo(12);
    const answers = s.frames.slice(before).filter(isResponse);
    expect(answers).toEqual([
      {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32700,
          message: 'the message is not valid JSON, so it was not read',
          data: expect.objectContaining({ code: 'parse_error', retryable: false }),
        },
      },
      { jsonrpc: '2.0', id: 12, result: {} },
    ]);
    expect(s.stderr()).toContain('ainize-mcp: refused a line: the message is not valid JSON');
  });

  it('answers tools/call with arguments null -32602 naming the field, not -32603 with a zod dump', async () => {
    s.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 13,
        method: 'tools/call',
        params: { name: 'node_status', arguments: null },
      }),
    );
    const answer = await s.answerTo(13);
    expect(answer.error).toEqual({
      code: -32602,
      message: 'tools/call: "params.arguments" expects an object, not null',
      data: {
        code: 'invalid_params',
        message: 'tools/call: "params.arguments" expects an object, not null',
        retryable: false,
        details: { method: 'tools/call', field: 'params.arguments' },
        next: expect.stringContaining('params.arguments'),
      },
    });
  });

  it('answers params that are not an object, and a name missing or not a string, with -32602', async () => {
    const cases: [Json, string][] = [
      [null, 'tools/call: "params" must be an object or left out, not null'],
      ['node_status', 'tools/call: "params" must be an object or left out, not a string'],
      [{ arguments: {} }, 'tools/call: "params.name" is required'],
      [{ name: ['node_status'] }, 'tools/call: "params.name" expects one string, e.g. "node_status" — not a list'],
      [{ name: 7 }, 'tools/call: "params.name" expects a string, not a number'],
    ];
    for (const [i, [params, message]] of cases.entries()) {
      s.write(JSON.stringify({ jsonrpc: '2.0', id: 20 + i, method: 'tools/call', params }));
      const answer = await s.answerTo(20 + i);
      expect(answer.error, JSON.stringify(params)).toMatchObject({
        code: -32602,
        message,
        data: { code: 'invalid_params' },
      });
      expect(answer.error.message).not.toMatch(ZOD_DUMP);
      expect(answer.error.data.message).not.toMatch(ZOD_DUMP);
    }
  });

  it('answers an unknown method with -32601 naming it, and a message that is not JSON-RPC with -32600', async () => {
    s.write(JSON.stringify({ jsonrpc: '2.0', id: 30, method: 'tools/explode' }));
    expect((await s.answerTo(30)).error).toMatchObject({
      code: -32601,
      message: expect.stringMatching(/^there is no method "tools\/explode" on this server; an MCP client calls ping, /),
      data: {
        code: 'method_not_found',
        details: { method: 'tools/explode', methods: expect.arrayContaining(['tools/call']) },
      },
    });
    s.write(JSON.stringify({ jsonrpc: '2.0', id: 31, method: 'ping', params: {}, extra: true }));
    expect((await s.answerTo(31)).error).toMatchObject({ code: -32600, data: { code: 'invalid_request' } });
  });

  it('answers prompts/get with a missing argument or an unknown prompt -32602 in its own words, not zod’s', async () => {
    s.write(
      JSON.stringify({ jsonrpc: '2.0', id: 32, method: 'prompts/get', params: { name: 'prove_it', arguments: {} } }),
    );
    expect((await s.answerTo(32)).error).toMatchObject({
      code: -32602,
      message: 'prove_it: "knowledge" is required.',
      data: { code: 'invalid_argument', details: { prompt: 'prove_it', field: 'knowledge' } },
    });
    s.write(JSON.stringify({ jsonrpc: '2.0', id: 33, method: 'prompts/get', params: { name: 'prove-it' } }));
    expect((await s.answerTo(33)).error).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^there is no prompt "prove-it" on this server\. Did you mean "prove_it"\?/),
      data: { code: 'prompt_not_found', details: { did_you_mean: 'prove_it' } },
    });
  });

  it(`answers each of ${FUZZ_COUNT} malformed messages (seed ${FUZZ_SEED}) exactly once, and stays up`, async () => {
    const fuzz = fuzzMessages(FUZZ_SEED, FUZZ_COUNT);
    const from = s.frames.length;
    const failures: string[] = [];
    const outcomes = new Set<number | string>();
    let counted = 0;
    for (const [i, text] of fuzz.entries()) {
      const start = s.frames.length;
      s.write(text);
      // A ping after each message: by its answer, a refusal of the message (sent as it is read) has come too.
      s.write(JSON.stringify({ jsonrpc: '2.0', id: `sentinel-${i}`, method: 'ping' }));
      await s.answerTo(`sentinel-${i}`);
      const expected = expectation(text);
      // A request that reached its method may answer later than the ping.
      if (typeof expected.id === 'string' || Number.isSafeInteger(expected.id)) await s.answerTo(expected.id!);
      const answers = s.frames
        .slice(start)
        .filter((f) => isResponse(f) && f.id !== `sentinel-${i}` && f.id === (expected.id ?? null));
      counted += answers.length;
      for (const answer of answers) outcomes.add(answer.error?.code ?? 'result');
      failures.push(...judge(text, expected, answers));
    }
    // Nothing came beyond what was counted: no second answer to any message, late or not.
    await new Promise((r) => setTimeout(r, 300));
    expect(s.frames.slice(from).filter(isResponse).length).toBe(counted + fuzz.length);
    expect(failures).toEqual([]);
    // The seed reaches every kind of refusal, and some messages survive their edits and are served.
    expect([...outcomes].sort()).toEqual([...CLIENT_FAULTS, 'result'].sort());
    expect(s.child.exitCode).toBeNull();
    s.write(JSON.stringify({ jsonrpc: '2.0', id: 'after-fuzz', method: 'tools/list' }));
    expect((await s.answerTo('after-fuzz')).result.tools.length).toBeGreaterThan(5);
  }, 120_000);
});

describe('over Streamable HTTP, the built server answers what it cannot read', () => {
  let http: HttpProcess;
  let session: string;
  const headers = (extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    authorization: `Bearer ${TOKEN_A}`,
    ...extra,
  });
  const post = (body: string, extra: Record<string, string> = {}) =>
    fetch(http.url!, {
      method: 'POST',
      headers: headers({ 'mcp-session-id': session, 'mcp-protocol-version': PROTOCOL, ...extra }),
      body,
    });

  beforeAll(async () => {
    http = await startHttpProcess(['--http', '0'], {
      AINIZE_NODE_URL: nodeUrl,
      AINIZE_MCP_HTTP_TOKEN: `${TOKEN_A},${TOKEN_B}`,
    });
    if (http.url === null) throw new Error(`ainize-mcp --http did not start:\n${http.stderr()}`);
    const opened = await fetch(http.url, { method: 'POST', headers: headers(), body: JSON.stringify(initialize) });
    expect(opened.status).toBe(200);
    session = opened.headers.get('mcp-session-id')!;
    await opened.text();
    expect((await post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }))).status).toBe(202);
  }, 120_000);
  afterAll(async () => {
    expect(await http.stop()).toBe('0');
    expect(http.stderr()).not.toContain(TOKEN_A);
    expect(http.stderr()).not.toContain(TOKEN_B);
  });

  it('answers a body that is not JSON with HTTP 400 and a -32700 error under id null', async () => {
    // In a session, and with a session id that names none: the body is read, and refused, first.
    const extras: Record<string, string>[] = [{}, { 'mcp-session-id': 'no-such-session' }];
    for (const extra of extras) {
      const answer = await post('{"jsonrpc":"2.0","id":1,"method":"ping"', extra);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32700,
          message: 'the message is not valid JSON, so it was not read',
          data: expect.objectContaining({ code: 'parse_error' }),
        },
      });
    }
    // Before any session too: an initialize that is not JSON builds nothing.
    const before = await fetch(http.url!, { method: 'POST', headers: headers(), body: '{"jsonrpc":"2.0",' });
    expect(before.status).toBe(400);
    expect(((await before.json()) as Json).error.code).toBe(-32700);
  });

  it('answers tools/call with arguments null -32602 in the session stream, and a non-message with 400 -32600', async () => {
    const call = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 40,
        method: 'tools/call',
        params: { name: 'node_status', arguments: null },
      }),
    );
    expect(call.status).toBe(200);
    const [answer] = answersIn(call.headers.get('content-type'), await call.text());
    expect(answer).toMatchObject({
      id: 40,
      error: {
        code: -32602,
        message: 'tools/call: "params.arguments" expects an object, not null',
        data: { code: 'invalid_params' },
      },
    });
    const unknown = await post(JSON.stringify({ jsonrpc: '2.0', id: 41, method: 'tools/explode' }));
    expect(answersIn(unknown.headers.get('content-type'), await unknown.text())).toEqual([
      expect.objectContaining({ id: 41, error: expect.objectContaining({ code: -32601 }) }),
    ]);
    const notMessage = await post(JSON.stringify({ jsonrpc: '2.0', id: 42, method: 'ping', extra: 1 }));
    expect(notMessage.status).toBe(400);
    expect(await notMessage.json()).toMatchObject({
      id: 42,
      error: { code: -32600, data: { code: 'invalid_request' } },
    });
    const nullParams = await post(JSON.stringify({ jsonrpc: '2.0', id: 43, method: 'tools/call', params: null }));
    expect(nullParams.status).toBe(400);
    expect(await nullParams.json()).toMatchObject({ id: 43, error: { code: -32602 } });
  });

  it('tells an initialize with wrong params what is wrong, and opens no session for it', async () => {
    const wrong = await fetch(http.url!, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ ...initialize, params: { protocolVersion: 2025 } }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('mcp-session-id')).toBeNull();
    expect(((await wrong.json()) as Json).error).toMatchObject({
      code: -32602,
      message:
        'initialize: "params.protocolVersion" expects a string, not a number (and 2 more, listed in details.problems)',
    });
  });

  it(`answers each of ${FUZZ_COUNT} malformed messages (seed ${FUZZ_SEED + 1}) exactly once, and stays up`, async () => {
    const failures: string[] = [];
    const outcomes = new Set<number | string>();
    for (const text of fuzzMessages(FUZZ_SEED + 1, FUZZ_COUNT)) {
      const answer = await post(text);
      const answers = answersIn(answer.headers.get('content-type'), await answer.text());
      const expected = expectation(text, { http: true });
      if (answer.status !== 200 && answer.status !== 202 && answer.status !== 400) {
        failures.push(`${text.slice(0, 200)} → HTTP ${answer.status}`);
      }
      for (const one of answers) outcomes.add(one.error?.code ?? 'result');
      failures.push(...judge(text, expected, answers));
    }
    expect(failures).toEqual([]);
    expect([...outcomes].sort()).toEqual([...CLIENT_FAULTS, 'result'].sort());
    expect(http.child.exitCode).toBeNull();
    const after = await post(JSON.stringify({ jsonrpc: '2.0', id: 'after-fuzz', method: 'ping' }));
    expect(answersIn(after.headers.get('content-type'), await after.text())).toEqual([
      { jsonrpc: '2.0', id: 'after-fuzz', result: {} },
    ]);
  }, 120_000);
});

/** The JSON-RPC responses in an HTTP answer: a JSON body, or the data lines of an SSE stream. */
function answersIn(contentType: string | null, text: string): Json[] {
  if (contentType?.startsWith('application/json')) return [JSON.parse(text)];
  if (!contentType?.startsWith('text/event-stream')) return [];
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line.length > 'data: '.length)
    .map((line) => JSON.parse(line.slice('data: '.length)))
    .filter(isResponse);
}

interface Expectation {
  /** The id the answer must carry; null: one answer under null; undefined: at most one answer, under null. */
  id?: string | number | null;
  /** 0 for a malformed response, which is never answered; 1 otherwise. */
  answers: 0 | 1 | 'at most 1' | 'any';
}

/** What one fuzzed message must get back, from the message alone. */
function expectation(text: string, options: { http?: boolean } = {}): Expectation {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { id: null, answers: 1 };
  }
  // A batch is HTTP only; its answers are checked for their codes, not counted.
  if (Array.isArray(value)) return options.http ? { answers: 'any' } : { id: null, answers: 1 };
  if (typeof value !== 'object' || value === null) return { id: null, answers: 1 };
  const message = value as Record<string, unknown>;
  const isResponseShaped = !('method' in message) && ('result' in message || 'error' in message);
  // Over HTTP the status line is an answer too: a malformed response gets its 400.
  if (isResponseShaped) return options.http ? { answers: 'at most 1' } : { answers: 0 };
  if (!('id' in message)) return { answers: 'at most 1' };
  const id = message['id'];
  return { id: typeof id === 'string' || typeof id === 'number' ? id : null, answers: 1 };
}

function judge(text: string, expected: Expectation, answers: Json[]): string[] {
  const shown = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  const failures: string[] = [];
  const count = answers.length;
  const countOk =
    expected.answers === 'any' || (expected.answers === 'at most 1' ? count <= 1 : count === expected.answers);
  if (!countOk) failures.push(`${shown} → ${count} answers, expected ${expected.answers}`);
  for (const answer of answers) {
    if ('result' in answer) continue;
    const code = answer.error?.code;
    if (!CLIENT_FAULTS.includes(code)) failures.push(`${shown} → code ${code}: ${answer.error?.message}`);
    if (ZOD_DUMP.test(String(answer.error?.message))) failures.push(`${shown} → zod words: ${answer.error?.message}`);
    // Over HTTP a refusal of the transport itself (the SDK's "already initialized") carries no id.
    if (expected.id !== undefined && answer.id !== expected.id && answer.id !== null) {
      failures.push(`${shown} → answered under ${JSON.stringify(answer.id)}`);
    }
  }
  return failures;
}

/**
 * Malformed messages from a fixed seed: well-formed requests of the methods a client calls, each broken one to
 * three ways — a value replaced by one of the wrong type, a member removed or added, the method or the id changed,
 * or the text itself cut, spliced or wrapped. Some come out well-formed; those must get a result.
 */
function fuzzMessages(seed: number, count: number): string[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const bases: Json[] = [
    { method: 'ping' },
    { method: 'tools/list', params: {} },
    { method: 'tools/call', params: { name: 'node_status', arguments: {} } },
    { method: 'tools/call', params: { name: 'search_knowledge', arguments: { query: 'bridges' } } },
    { method: 'prompts/list' },
    { method: 'prompts/get', params: { name: 'prove_it', arguments: { knowledge: 'orrin-bridges' } } },
    { method: 'resources/templates/list' },
    { method: 'logging/setLevel', params: { level: 'warning' } },
    { method: 'tasks/list' },
    { method: 'tasks/get', params: { taskId: 'no-such-task' } },
  ];
  const values: Json[] = [
    null,
    true,
    0,
    -1,
    1.5,
    1e21,
    '',
    'x',
    '\u0000',
    'a'.repeat(2000),
    [],
    [1, 'a'],
    {},
    { a: { b: null } },
    JSON.parse('{"__proto__":{"polluted":true}}'),
  ];
  const keys = ['name', 'arguments', 'params', 'task', '_meta', 'cursor', 'extra', 'id', 'jsonrpc', 'constructor'];
  const methods = [
    '',
    'tools/call ',
    'TOOLS/LIST',
    'nope',
    'rpc.discover',
    'tools/call/x',
    'notifications/initialized',
  ];
  // Ids MCP refuses; none of them can be mistaken for another message's id.
  const ids: Json[] = [null, {}, [], true, 1.5, 2 ** 60];
  const splice = ['{', '}', '[', ']', '"', ':', ',', '\\', ' ', '0', 'x'];

  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const message: Json = { jsonrpc: '2.0', id: 1000 + i, ...structuredClone(pick(bases)) };
    const edits = 1 + Math.floor(random() * 3);
    let text: string | undefined;
    for (let e = 0; e < edits; e++) {
      const containers = [message, message.params, message.params?.arguments].filter(
        (c) => typeof c === 'object' && c !== null && !Array.isArray(c),
      );
      const target = pick(containers);
      const present = Object.keys(target);
      switch (Math.floor(random() * 7)) {
        case 0:
          if (present.length > 0) target[pick(present)] = structuredClone(pick(values));
          break;
        case 1:
          if (present.length > 0) delete target[pick(present)];
          break;
        case 2:
          target[pick(keys)] = structuredClone(pick(values));
          break;
        case 3:
          message.method = pick(methods);
          break;
        case 4:
          message.id = structuredClone(pick(ids));
          break;
        case 5:
          message.params = structuredClone(pick(values));
          break;
        default:
          text = textEdit(JSON.stringify(message), random, pick, splice);
      }
    }
    out.push(text ?? JSON.stringify(message));
  }
  return out;
}

/** One edit of the text itself; never a newline, which would make two lines of one message. */
function textEdit(
  text: string,
  random: () => number,
  pick: <T>(items: readonly T[]) => T,
  splice: readonly string[],
): string {
  const at = Math.floor(random() * text.length);
  switch (Math.floor(random() * 5)) {
    case 0:
      return text.slice(0, Math.max(1, at));
    case 1:
      return `${text.slice(0, at)}${pick(splice)}${text.slice(at)}`;
    case 2:
      return `${text.slice(0, at)}${text.slice(at + 1)}`;
    case 3:
      return `[${text}]`;
    default:
      return `\ufeff${text}`;
  }
}

/** A small seeded generator, so a failing message can be found again from the seed. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
