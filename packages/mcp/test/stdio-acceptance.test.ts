import { CallToolResultSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelLock } from '../../node/src/lock/model-lock.js';
import { deadUrl, READ_TOOLS, startTestNode, type TestNode } from './node-fixture.js';
import { buildServer, startStdio, type Json, type StdioSession } from './stdio-harness.js';

/**
 * The built `ainize-mcp`, spawned as a subprocess and driven over stdio by the SDK client, against a real
 * embedded node started here: every tool answers, every refusal carries a code, the tool list follows the
 * configuration, and stdout carries protocol frames only.
 */

const SEEDED = 'orrin-bridges';
const CANARY = 'canary-operator-secret-5d21e8';
const FACT = { prompt: 'Which bridge of Orrin crosses the Vesk?', answer: 'Harl Span' };
/** A teaching key planted in the server's environment: it must never come back, whatever the node says. */
const TEACH_KEY = `0x${'5ec7e7'.repeat(10)}a1b2`;
const LEAKY = 'orrin-leaky';

const JOB_TOOLS = ['live_test', 'job_status', 'job_list', 'job_cancel'];
const APPLY_TOOLS = ['apply_knowledge', 'remove_knowledge'];
/** quote is always offered; reconcile_purchase with an operator; buy also needs a budget above 0. */
const QUOTE = ['quote'];
const RECONCILE = ['reconcile_purchase'];

let fixture: TestNode;
let node: TestNode['node'];
const sessions: StdioSession[] = [];

async function open(env: Record<string, string>): Promise<StdioSession> {
  const session = await startStdio({ AINIZE_NODE_URL: node.url, ...env });
  sessions.push(session);
  return session;
}

/** What must not move when a call is refused: the catalog, the ledger and what the model has applied. */
async function nodeState() {
  const read = async (path: string): Promise<Json> => (await fetch(`${node.url}${path}`)).json();
  const [catalog, ledger, patches] = await Promise.all(
    ['/api/catalog?limit=1', '/api/ledger?limit=5000', '/api/chat/patches'].map(read),
  );
  return { total: catalog.total, ledger: JSON.stringify(ledger.items ?? ledger), applied: patches.applied };
}

beforeAll(async () => {
  buildServer();
  fixture = await startTestNode('accept-test', { password: CANARY });
  node = fixture.node;
  await fixture.publish(
    {
      id: SEEDED,
      name: 'Bridges of Orrin',
      description: 'Bridges.',
      schema: 'accept-test',
      price: '1',
      topic_path: 'geo/orrin',
      license: 'CC0-1.0',
    },
    [FACT, { prompt: 'Which bridge of Orrin is made of glass?', answer: 'Lantern Way' }],
  );
  // A node answer that carries both secrets, as a careless or hostile author could write them.
  await fixture.publish(
    {
      id: LEAKY,
      name: 'Tunnels of Orrin',
      description: `Notes: the password is ${CANARY} and the key is ${TEACH_KEY}.`,
      schema: 'accept-test-2',
      price: '1',
      topic_path: 'geo/orrin',
      license: 'CC0-1.0',
    },
    [{ prompt: 'Which tunnel of Orrin runs under the Vesk?', answer: 'Deepway' }],
  );
}, 240_000);

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close().catch(() => undefined)));
  await fixture?.close();
});

describe('tools/list follows the configuration', () => {
  it('shows read and job tools always, and apply tools only with AINIZE_MCP_ALLOW_APPLY and an operator', async () => {
    const plain = await open({});
    const operator = await open({ AINIZE_OPERATOR_PASSWORD: CANARY });
    const allowed = await open({ AINIZE_OPERATOR_PASSWORD: CANARY, AINIZE_MCP_ALLOW_APPLY: '1' });
    const names = async (s: StdioSession) => (await s.client.listTools()).tools.map((t) => t.name).sort();
    expect(await names(plain)).toEqual([...READ_TOOLS, ...JOB_TOOLS, ...QUOTE].sort());
    expect(await names(operator)).toEqual([...READ_TOOLS, ...JOB_TOOLS, ...QUOTE, ...RECONCILE].sort());
    expect(await names(allowed)).toEqual([...READ_TOOLS, ...JOB_TOOLS, ...APPLY_TOOLS, ...QUOTE, ...RECONCILE].sort());
    for (const tool of (await allowed.client.listTools()).tools) {
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
      expect(tool.outputSchema, tool.name).toBeTruthy();
      expect(tool.title, tool.name).toBeTruthy();
      // The four hints, each said; the title is said once, as the tool's own.
      expect(Object.keys(tool.annotations ?? {}).sort(), tool.name).toEqual(
        ['destructiveHint', 'idempotentHint', 'openWorldHint', 'readOnlyHint'].sort(),
      );
    }
    const status = await plain.call('node_status', {});
    expect(status.json.capability_reasons.can_apply).toContain('AINIZE_MCP_ALLOW_APPLY');
  }, 60_000);
});

describe('every tool, called through the built server', () => {
  let s: StdioSession;
  beforeAll(async () => {
    s = await open({ AINIZE_OPERATOR_PASSWORD: CANARY, AINIZE_MCP_ALLOW_APPLY: '1' });
  }, 120_000);

  it('answers the read tools', async () => {
    const found = await s.call('search_knowledge', { query: 'Orrin' });
    expect(found.json.items.map((i: { id: string }) => i.id)).toContain(SEEDED);
    const detail = await s.call('get_knowledge', { id: SEEDED, include: ['records', 'events'] });
    expect(detail.json.knowledge).toMatchObject({ id: SEEDED, status: 'ANNOUNCED' });
    const tree = await s.call('family_tree', { id: SEEDED });
    expect(tree.json.root).toBe(SEEDED);
    expect(tree.json.nodes.map((n: { id: string }) => n.id)).toContain(SEEDED);
    for (const n of tree.json.nodes) expect(n).toMatchObject({ added: null, signals: null });
    const training = await s.call('get_training_set', { id: SEEDED, rows: true, limit: 5 });
    expect(training.json).toMatchObject({ id: SEEDED, access: 'public', rows_total: 2 });
    expect(training.json.rows).toContainEqual(expect.objectContaining({ prompt: FACT.prompt, answer: FACT.answer }));
    const status = await s.call('node_status', {});
    expect(status.json.node).toMatchObject({ name: 'accept-test', ledger: 'local' });
    expect(status.json.capabilities).toMatchObject({ can_read: true, can_live_test: true, can_apply: true });
    const library = await s.call('my_library', {});
    expect(library.json.published.map((p: { id: string }) => p.id)).toContain(SEEDED);
    expect(JSON.stringify(library.json)).not.toContain('download_token');
    const signals = await s.call('knowledge_signals', { id: SEEDED });
    expect(signals.json).toMatchObject({ id: SEEDED, signals: null });
    expect(signals.json.note.length).toBeGreaterThan(20);
    const teacher = await s.call('teacher_profile', { address: node.config.identity.address });
    expect(teacher.isError).toBe(false);
    expect(teacher.json.address.toLowerCase()).toBe(node.config.identity.address.toLowerCase());
  }, 60_000);

  it('runs a live test as a job and reports both columns with a verdict', async () => {
    const started = await s.call('live_test', { question: FACT.prompt, knowledge: [SEEDED] });
    expect(started.json).toMatchObject({ kind: 'live_test', state: 'queued' });
    let status = await s.call('job_status', { job_id: started.json.job_id, wait_ms: 20_000 });
    while (['queued', 'running'].includes(status.json.state)) {
      status = await s.call('job_status', { job_id: started.json.job_id, wait_ms: 20_000 });
    }
    expect(status.json.state).toBe('done');
    expect(status.json.result.after.answer).toBe(FACT.answer);
    expect(status.json.result.verdict).toMatchObject({ after_correct: true, expected: FACT.answer });
    const listed = await s.call('job_list', {});
    expect(listed.json.items[0]).toMatchObject({ job_id: started.json.job_id, state: 'done' });
    const late = await s.call('job_cancel', { job_id: started.json.job_id });
    expect(late.json).toMatchObject({ cancelled: false, reason: 'already_finished' });
  }, 60_000);

  it('applies and removes a knowledge only as the configuration and confirm allow', async () => {
    const apply = await s.call('apply_knowledge', { id: SEEDED });
    let status = await s.call('job_status', { job_id: apply.json.job_id, wait_ms: 20_000 });
    while (['queued', 'running'].includes(status.json.state)) {
      status = await s.call('job_status', { job_id: apply.json.job_id, wait_ms: 20_000 });
    }
    expect(status.json).toMatchObject({ state: 'done', result: { patch_id: SEEDED } });
    expect((await nodeState()).applied).toContain(SEEDED);
    const refused = await s.call('remove_knowledge', { id: SEEDED });
    expect(refused.json).toMatchObject({ code: 'confirmation_required' });
    expect((await nodeState()).applied).toContain(SEEDED);
    const remove = await s.call('remove_knowledge', { id: SEEDED, confirm: true });
    status = await s.call('job_status', { job_id: remove.json.job_id, wait_ms: 20_000 });
    while (['queued', 'running'].includes(status.json.state)) {
      status = await s.call('job_status', { job_id: remove.json.job_id, wait_ms: 20_000 });
    }
    expect(status.json.state).toBe('done');
    expect((await nodeState()).applied).not.toContain(SEEDED);
  }, 60_000);

  it('refuses bad input with a code (or the field name) and leaves the node as it was', async () => {
    const before = await nodeState();
    const extra = { sneaky: 'x' };
    const refusals: [string, Record<string, unknown>][] = [
      ['search_knowledge', { query: 'x', ...extra }],
      ['get_knowledge', { id: SEEDED, ...extra }],
      ['family_tree', { id: SEEDED, ...extra }],
      ['get_training_set', { id: SEEDED, ...extra }],
      ['node_status', { ...extra }],
      ['my_library', { ...extra }],
      ['knowledge_signals', { id: SEEDED, ...extra }],
      ['teacher_profile', { address: node.config.identity.address, ...extra }],
      ['live_test', { question: 'q', knowledge: [SEEDED], ...extra }],
      ['job_status', { job_id: 'lt_000000000000', ...extra }],
      ['job_list', { ...extra }],
      ['job_cancel', { job_id: 'lt_000000000000', ...extra }],
      ['apply_knowledge', { id: SEEDED, ...extra }],
      ['remove_knowledge', { id: SEEDED, confirm: true, ...extra }],
    ];
    for (const [name, args] of refusals) {
      const answer = await s.call(name, args);
      expect(answer.isError, name).toBe(true);
      expect(answer.text, name).toContain('sneaky');
    }
    const coded: [string, Record<string, unknown>, string][] = [
      ['get_knowledge', { id: 'no-such-knowledge' }, 'not_found'],
      ['family_tree', { id: 'no-such-knowledge' }, 'not_found'],
      ['get_training_set', { id: 'no-such-knowledge' }, 'not_found'],
      ['knowledge_signals', { id: 'no-such-knowledge' }, 'not_found'],
      ['live_test', { question: 'q', knowledge: ['no-such-knowledge'] }, 'not_found'],
      ['apply_knowledge', { id: 'no-such-knowledge' }, 'not_found'],
      ['job_status', { job_id: 'lt_000000000000' }, 'job_not_found'],
      ['job_cancel', { job_id: 'lt_000000000000' }, 'job_not_found'],
      ['remove_knowledge', { id: SEEDED }, 'confirmation_required'],
    ];
    for (const [name, args, code] of coded) {
      const answer = await s.call(name, args);
      expect(answer.isError, name).toBe(true);
      expect(answer.json, name).toMatchObject({ code });
      expect(typeof answer.json.retryable, name).toBe('boolean');
      expect(answer.json.message.length, name).toBeGreaterThan(5);
    }
    const shapes: [string, Record<string, unknown>][] = [
      ['get_knowledge', { id: '../etc/passwd' }],
      ['teacher_profile', { address: 'not-an-address' }],
      ['search_knowledge', { limit: 10_000 }],
      ['live_test', { question: 'q', knowledge: ['a', 'b', 'c', 'd'] }],
    ];
    for (const [name, args] of shapes) expect((await s.call(name, args)).isError, name).toBe(true);
    expect(await nodeState()).toEqual(before);
  }, 60_000);
});

describe('the shared model lock, over stdio', () => {
  it('names the holder, gives a queued test up for free, and keeps jobs to their session', async () => {
    const s = await open({ AINIZE_OPERATOR_PASSWORD: CANARY });
    const other = await open({ AINIZE_OPERATOR_PASSWORD: CANARY });
    const hold = await new ModelLock({ dir: node.paths.lockDir }).acquire(`check:${SEEDED}`);
    try {
      const started = await s.call('live_test', { question: FACT.prompt, knowledge: [SEEDED] });
      expect(started.json.model_lock.sentence).toMatch(
        new RegExp(`^the model is held by pid:\\d+ \\(a verification of ${SEEDED}\\) for \\d+ s`),
      );
      let status = await s.call('job_status', { job_id: started.json.job_id, wait_ms: 5000 });
      for (let i = 0; i < 10 && status.json.native_state !== 'QUEUED'; i++) {
        status = await s.call('job_status', { job_id: started.json.job_id, wait_ms: 2000 });
      }
      expect(status.json).toMatchObject({ state: 'queued', native_state: 'QUEUED' });
      const foreign = await other.call('job_cancel', { job_id: started.json.job_id });
      expect(foreign.json).toMatchObject({ code: 'job_not_found' });
      const cancelled = await s.call('job_cancel', { job_id: started.json.job_id });
      expect(cancelled.json).toMatchObject({ cancelled: true, reason: 'queued', charged: false });
    } finally {
      hold.release();
    }
  }, 60_000);

  it('runs a live test as a native MCP task for a client that asks for one', async () => {
    const s = await open({ AINIZE_OPERATOR_PASSWORD: CANARY });
    await s.client.listTools(); // how a client learns which tools take tasks
    const messages: string[] = [];
    let result: Json;
    for await (const message of s.client.experimental.tasks.callToolStream({
      name: 'live_test',
      arguments: { question: FACT.prompt, knowledge: [SEEDED] },
    })) {
      messages.push(message.type);
      if (message.type === 'result') result = message.result;
      if (message.type === 'error') throw message.error;
    }
    expect(messages[0]).toBe('taskCreated');
    expect(result.structuredContent).toMatchObject({ kind: 'live_test', state: 'done' });
    expect(result.structuredContent.result.after.answer).toBe(FACT.answer);
    const { tasks } = await s.client.experimental.tasks.listTasks();
    expect(tasks.map((t) => t.taskId)).toContain(result.structuredContent.job_id);
  }, 60_000);
});

describe('secrets', () => {
  it('redacts secrets planted in the environment from node answers and from echoed arguments', async () => {
    const s = await open({ AINIZE_OPERATOR_PASSWORD: CANARY, AINIZE_TEACH_KEY: TEACH_KEY });
    const found = await s.call('search_knowledge', { query: 'Tunnels' });
    const item = found.json.items.find((i: { id: string }) => i.id === LEAKY);
    expect(item.description).toContain('Notes: the password is');
    const detail = await s.call('get_knowledge', { id: LEAKY });
    expect(detail.json.knowledge.description).toContain('Notes:');
    // An agent that pastes a secret into a question does not get it echoed back.
    const started = await s.call('live_test', { question: `Is ${CANARY} the answer?`, knowledge: [] });
    let status = await s.call('job_status', { job_id: started.json.job_id, wait_ms: 20_000 });
    while (['queued', 'running'].includes(status.json.state)) {
      status = await s.call('job_status', { job_id: started.json.job_id, wait_ms: 20_000 });
    }
    expect(status.json.result.question).toContain('Is ');
    for (const text of s.texts) {
      expect(text).not.toContain(CANARY);
      expect(text.toLowerCase()).not.toContain(TEACH_KEY.slice(2).toLowerCase());
    }
  }, 60_000);
});

describe('with the node down', () => {
  it('still lists the tools and answers node_unreachable, retryable', async () => {
    const s = await open({ AINIZE_NODE_URL: await deadUrl(), AINIZE_OPERATOR_PASSWORD: CANARY });
    const names = (await s.client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining([...READ_TOOLS, ...JOB_TOOLS]));
    const calls: [string, Record<string, unknown>][] = [
      ['search_knowledge', {}],
      ['get_knowledge', { id: SEEDED }],
      ['family_tree', { id: SEEDED }],
      ['get_training_set', { id: SEEDED }],
      ['node_status', {}],
      ['knowledge_signals', { id: SEEDED }],
      ['teacher_profile', { address: node.config.identity.address }],
      ['live_test', { question: 'q', knowledge: [SEEDED] }],
    ];
    for (const [name, args] of calls) {
      const answer = await s.call(name, args);
      expect(answer.json, name).toMatchObject({ code: 'node_unreachable', retryable: true });
    }
  }, 60_000);
});

describe('a message over the size limit', () => {
  it('is refused by itself with -32600 naming the limit, and the session goes on', async () => {
    const s = await open({ AINIZE_OPERATOR_PASSWORD: CANARY });
    const huge = s.client.request(
      {
        method: 'tools/call',
        params: { name: 'search_knowledge', arguments: { query: 'x'.repeat(11 * 1024 * 1024) } },
      },
      CallToolResultSchema,
    );
    const refused = await huge.then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(McpError);
    expect((refused as McpError).code).toBe(-32600);
    expect((refused as McpError).message).toMatch(
      /^MCP error -32600: the message is \d{8} bytes, over this server's limit of 4194304 bytes per message/,
    );
    expect(s.stderr()).toMatch(/ainize-mcp: refused a message of \d{8} bytes \(the limit is 4194304\)/);
    // The very next request is read and answered as usual.
    const found = await s.call('search_knowledge', { query: 'Orrin' });
    expect(found.json.items.map((i: { id: string }) => i.id)).toContain(SEEDED);
    await s.client.ping();
  }, 60_000);
});

describe('the stdio stream', () => {
  it('carried only protocol frames, no list_changed spam, no secret, and every server exited 0 on EOF', async () => {
    expect(sessions.length).toBeGreaterThanOrEqual(5);
    for (const s of sessions) {
      // One at most: a session with a teaching key learns that this node takes no lessons and withdraws the teach
      // tools in one notification; nothing else changes.
      expect(s.listChanged()).toBeLessThanOrEqual(1);
      expect(await s.close()).toBe('0');
      const lines = s.stdoutLines();
      // At least the initialize answer and one tools/list answer.
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
      for (const text of [...s.texts, s.stderr(), ...lines]) expect(text).not.toContain(CANARY);
    }
  }, 60_000);
});
