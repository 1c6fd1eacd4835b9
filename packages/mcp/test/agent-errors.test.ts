import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CreateTaskResultSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ainizeError } from '@ainize/core';
import type { RequestRecord } from '../src/node-client/index.js';
import { explainNotFound } from '../src/node-client/refusal.js';
import { closestName } from '../src/tools-kit/index.js';
import { callTool, inProcessSession, startTestNode, type InProcessSession, type TestNode } from './node-fixture.js';

/**
 * Refusals an agent can act on, against a real embedded node: the knowledge id at fault (not "patch not found"),
 * one sentence for a value of the wrong shape, the closest field or tool for a near miss, the setting that turns a
 * tool on, a refusal to remove what is not applied before any job, and a node address with a path in it. Plus the
 * finished live test, apply and remove in the call that started them (`wait_ms`).
 */

const SEEDED = 'velmora-lakes';
const CANARY = 'canary-operator-secret-5d07aa';
const FACTS = [
  { prompt: 'Which lake of Velmora is fed by the Sallow river?', answer: 'Mirrowmere' },
  { prompt: 'Which lake of Velmora freezes first each winter?', answer: 'Cold Tarn' },
];

let fixture: TestNode;
let s: InProcessSession;
const seen: string[] = [];

beforeAll(async () => {
  fixture = await startTestNode('agent-errors', { password: CANARY });
  await fixture.publish(
    {
      id: SEEDED,
      name: 'Lakes of Velmora',
      description: 'Lakes.',
      schema: 'agent-errors',
      price: '1',
      topic_path: 'geo/velmora',
      license: 'CC0-1.0',
    },
    FACTS,
  );
  s = await inProcessSession(fixture.node.url, { AINIZE_OPERATOR_PASSWORD: CANARY }, { name: 'agent-errors' });
}, 120_000);

afterAll(async () => {
  await s?.close();
  await fixture?.close();
  // Every refusal went through the scrubber: the operator password typed into an argument never comes back.
  expect(seen.join('\n')).not.toContain(CANARY);
});

const call = (mcp: Client, name: string, args: Record<string, unknown>) => callTool(mcp, name, args, seen);

describe('an unknown knowledge id', () => {
  const MISSING = 'velmora-lakez';

  it('names the id at fault in a live test of two, says "knowledge" and sends the agent to search_knowledge', async () => {
    const refused = await call(s.client, 'live_test', { question: 'Which lake?', knowledge: [SEEDED, MISSING] });
    expect(refused.isError).toBe(true);
    expect(refused.json).toMatchObject({ code: 'not_found', details: { id: MISSING, http_status: 404 } });
    expect(refused.json.message).toContain(`knowledge "${MISSING}"`);
    expect(refused.json.message).not.toContain('patch');
    expect(refused.json.message).not.toContain(`"${SEEDED}"`);
    expect(refused.json.next).toContain('search_knowledge');
  });

  it('is said the same way by every tool that reads a knowledge by id', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['get_knowledge', { id: MISSING }],
      ['family_tree', { id: MISSING }],
      ['get_training_set', { id: MISSING }],
      ['knowledge_signals', { id: MISSING }],
      ['quote', { id: MISSING, dry_run: true }],
      ['live_test', { question: 'Which lake?', knowledge: [MISSING] }],
    ];
    for (const [tool, args] of calls) {
      const refused = await call(s.client, tool, args);
      expect(refused.isError, tool).toBe(true);
      expect(refused.json, tool).toMatchObject({ code: 'not_found', details: { id: MISSING } });
      expect(refused.json.message, tool).toContain(`no knowledge "${MISSING}"`);
      expect(refused.json.next, tool).toContain('search_knowledge');
    }
  });
});

describe('an id given by its beginning', () => {
  it('offers the ids that begin with it, as completion would, and the one offered works', async () => {
    const prefix = SEEDED.slice(0, 10);
    for (const [tool, args] of [
      ['get_knowledge', { id: prefix }],
      ['live_test', { question: 'Which lake?', knowledge: [prefix] }],
    ] as const) {
      const refused = await call(s.client, tool, args);
      expect(refused.isError, tool).toBe(true);
      expect(refused.json, tool).toMatchObject({ code: 'not_found', details: { id: prefix, did_you_mean: [SEEDED] } });
      expect(refused.json.message, tool).toContain(`"${SEEDED}"`);
      expect(refused.json.next, tool).toBe(
        `did you mean "${SEEDED}"? call again with that id (an id is whole and case-sensitive)`,
      );
    }
    const completed = await s.client.complete({
      ref: { type: 'ref/resource', uri: 'ainize://knowledge/{id}' },
      argument: { name: 'id', value: prefix },
    });
    expect(completed.completion.values).toEqual([SEEDED]);
    const followed = await call(s.client, 'get_knowledge', { id: SEEDED });
    expect(followed.isError, followed.text).toBe(false);
    // An id that begins no catalog id gets the plain refusal: nothing is invented.
    const none = await call(s.client, 'get_knowledge', { id: 'zz-nothing-begins-so' });
    expect(none.json.details.did_you_mean).toBeUndefined();
    expect(none.json.next).toContain('search_knowledge');
  });
});

describe('input that does not fit a schema', () => {
  it('asks for a list, with the agent’s own id as the example, when one id is given as a string', async () => {
    const refused = await call(s.client, 'live_test', { question: 'Which lake?', knowledge: SEEDED });
    expect(refused.isError).toBe(true);
    expect(refused.json).toMatchObject({
      code: 'invalid_argument',
      retryable: false,
      details: { tool: 'live_test', field: 'knowledge', example: [SEEDED] },
    });
    expect(refused.json.message).toBe(
      `live_test: "knowledge" expects a list of knowledge ids, e.g. ["${SEEDED}"] — not a single string.`,
    );
    expect(refused.json.message).not.toMatch(/too big|characters/i);
  });

  it('offers the closest field for a misspelt one, and lists what the tool accepts', async () => {
    const refused = await call(s.client, 'search_knowledge', { q: 'lakes' });
    expect(refused.json).toMatchObject({
      code: 'invalid_argument',
      details: { field: 'q', did_you_mean: { q: 'query' } },
    });
    expect(refused.json.message).toContain('unknown field "q" — did you mean "query"?');
    expect(refused.json.message).toMatch(/search_knowledge accepts: query, .*limit/);
    expect(refused.json.details.accepted).toContain('query');
    expect(refused.json.next).toBe('call search_knowledge again with "query" instead of "q"');
  });

  it('says what every wrong field expects, once per field', async () => {
    const refused = await call(s.client, 'live_test', {
      question: '',
      knowledge: [SEEDED, 'a', 'b', 'c'],
      mode: 'compair',
      wait_ms: '100',
    });
    const message: string = refused.json.message;
    expect(message).toContain('"question" must not be empty');
    expect(message).toContain('"knowledge" takes at most 3 items, not 4');
    expect(message).toContain(
      '"mode" must be one of "compare", "base", "patched", not "compair" — did you mean "compare"?',
    );
    expect(message).toContain('"wait_ms" expects a number, e.g. 100 — not the string "100"');
    expect(refused.json.details.fields).toEqual(['question', 'knowledge', 'mode', 'wait_ms']);
  });

  it('names a missing required field', async () => {
    const refused = await call(s.client, 'get_knowledge', {});
    expect(refused.json).toMatchObject({ code: 'invalid_argument', details: { field: 'id', required: ['id'] } });
    expect(refused.json.message).toContain('"id" is required');
  });

  it('scrubs a secret pasted into a value it quotes back', async () => {
    const refused = await call(s.client, 'live_test', { question: 'Which lake?', knowledge: CANARY });
    expect(refused.json.code).toBe('invalid_argument');
    expect(refused.text).toContain('[redacted:');
  });

  it('answers a client that asked for a task with the same envelope as a JSON-RPC error', async () => {
    const tasks = await inProcessSession(fixture.node.url, {}, { tasks: true, name: 'agent-errors-tasks' });
    try {
      const request = tasks.client.request(
        {
          method: 'tools/call',
          params: {
            name: 'live_test',
            arguments: { question: 'Which lake?', knowledge: SEEDED },
            task: { ttl: 60_000 },
          },
        },
        CreateTaskResultSchema,
      );
      const error = await request.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(-32602);
      expect((error as McpError).message).toContain('"knowledge" expects a list of knowledge ids');
      expect((error as McpError).data).toMatchObject({ code: 'invalid_argument', details: { field: 'knowledge' } });
    } finally {
      await tasks.close();
    }
  });
});

describe('a tool name that is wrong or off', () => {
  it('says which settings turn a tool on, and what to use meanwhile', async () => {
    const refused = await call(s.client, 'apply_knowledge', { id: SEEDED });
    expect(refused.isError).toBe(true);
    expect(refused.json).toMatchObject({ code: 'capability_disabled', details: { tool: 'apply_knowledge' } });
    expect(refused.json.message).toContain('AINIZE_MCP_ALLOW_APPLY=1');
    expect(refused.json.message).toContain('operator credential');
    expect(refused.json.message).toContain('live_test');
    expect(refused.json.message).not.toMatch(/MCP error|-32602|disabled$/);
    expect(refused.json.next).toContain('live_test');
  });

  it('offers the closest tool for an unknown name and lists the tools available', async () => {
    const refused = await call(s.client, 'live-test', { question: 'Which lake?' });
    expect(refused.json).toMatchObject({
      code: 'unknown_tool',
      details: { tool: 'live-test', did_you_mean: 'live_test' },
    });
    expect(refused.json.message).toContain('Did you mean "live_test"?');
    expect(refused.json.details.available).toEqual(expect.arrayContaining(['search_knowledge', 'live_test']));
    expect(refused.json.details.available).not.toContain('apply_knowledge');

    const off = await call(s.client, 'apply', { id: SEEDED });
    expect(off.json).toMatchObject({ code: 'unknown_tool', details: { did_you_mean: 'apply_knowledge' } });
    expect(off.json.message).toContain('"apply_knowledge", which is off on this server');
    expect(off.json.message).toContain('AINIZE_MCP_ALLOW_APPLY=1');
    expect(off.json.next).toContain('live_test');
  });
});

describe('a node address with a path in it', () => {
  it('says AINIZE_NODE_URL looks wrong and names the root to use, instead of "check the id"', async () => {
    const wrong = await inProcessSession(`${fixture.node.url}/api`, {}, { name: 'agent-errors-url' });
    try {
      const refused = await call(wrong.client, 'search_knowledge', { query: 'lakes' });
      expect(refused.json).toMatchObject({
        code: 'node_url_wrong',
        details: { http_status: 404, node_url: `${fixture.node.url}/api`, suggested_node_url: fixture.node.url },
      });
      expect(refused.json.message).toContain('AINIZE_NODE_URL');
      expect(refused.json.message).toContain(`e.g. ${fixture.node.url}`);
      expect(refused.json.next).toContain('AINIZE_NODE_URL');
      expect(refused.json.next).not.toContain('search_knowledge');
    } finally {
      await wrong.close();
    }
  });
});

describe('wait_ms: a quick job finished in the call that started it', () => {
  it('returns both answers of a live test inline, with its job id, and the handle without wait_ms', async () => {
    const inline = await call(s.client, 'live_test', {
      question: FACTS[0]!.prompt,
      knowledge: [SEEDED],
      wait_ms: 25_000,
    });
    expect(inline.isError).toBe(false);
    expect(inline.json).toMatchObject({ kind: 'live_test', state: 'done' });
    expect(inline.json.job_id).toMatch(/^lt_[0-9a-f]{12}$/);
    expect(inline.json.result.after.answer).toBe('Mirrowmere');
    expect(inline.json.result.before.answer).not.toBe('Mirrowmere');
    expect(inline.json.next).not.toContain('job_status with this job_id');
    // The same job, read again, agrees.
    const status = await call(s.client, 'job_status', { job_id: inline.json.job_id });
    expect(status.json).toMatchObject({ state: 'done', result: { after: { answer: 'Mirrowmere' } } });

    const handle = await call(s.client, 'live_test', { question: FACTS[1]!.prompt, knowledge: [SEEDED] });
    expect(handle.json).toMatchObject({ state: 'queued', poll_after_ms: 1500 });
    expect(handle.json).not.toHaveProperty('result');
    await call(s.client, 'job_status', { job_id: handle.json.job_id, wait_ms: 20_000 });
  });
});

describe('apply_knowledge / remove_knowledge when allowed', () => {
  let allowed: InProcessSession;
  const requests: RequestRecord[] = [];
  beforeAll(async () => {
    allowed = await inProcessSession(
      fixture.node.url,
      { AINIZE_OPERATOR_PASSWORD: CANARY, AINIZE_MCP_ALLOW_APPLY: '1' },
      { name: 'agent-errors-apply', record: requests },
    );
  });
  afterAll(async () => {
    await allowed?.close();
  });

  it('refuses to remove what is not applied before any job, listing what is applied', async () => {
    const refused = await call(allowed.client, 'remove_knowledge', { id: SEEDED, confirm: true });
    expect(refused.isError).toBe(true);
    expect(refused.json).toMatchObject({ code: 'not_applied', details: { id: SEEDED, applied: [] } });
    expect(refused.json.message).toContain('nothing is applied');
    expect(refused.json.next).toContain('details.applied');
    expect((await call(allowed.client, 'job_list', {})).json.items).toEqual([]);
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('applies and removes with the finished job inline, and a second removal names what is applied', async () => {
    const applied = await call(allowed.client, 'apply_knowledge', { id: SEEDED, wait_ms: 25_000 });
    expect(applied.json).toMatchObject({ kind: 'apply', state: 'done', result: { patch_id: SEEDED } });
    try {
      const stillOn = await call(allowed.client, 'remove_knowledge', { id: 'another-id', confirm: true });
      // An id the node does not know at all is named as unknown first.
      expect(stillOn.json).toMatchObject({ code: 'not_found', details: { id: 'another-id' } });
    } finally {
      const removed = await call(allowed.client, 'remove_knowledge', { id: SEEDED, confirm: true, wait_ms: 25_000 });
      expect(removed.json).toMatchObject({ kind: 'remove', state: 'done', result: { removed: [SEEDED] } });
    }
  });
});

describe('closestName', () => {
  it('prefers a respelling, then a whole word, then a prefix, then a small edit, and guesses nothing otherwise', () => {
    expect(closestName('Live-Test', ['live_test', 'job_list'])).toBe('live_test');
    expect(closestName('id', ['quote_id', 'idempotency_key', 'confirm'])).toBe('quote_id');
    expect(closestName('q', ['query', 'limit'])).toBe('query');
    expect(closestName('qeury', ['query', 'limit'])).toBe('query');
    expect(closestName('knowlege', ['knowledge', 'question'])).toBe('knowledge');
    expect(closestName('zebra', ['query', 'limit'])).toBeNull();
  });

  it('knows the names other APIs give our fields, and offers one only when the tool has it', () => {
    expect(closestName('prompt', ['question', 'knowledge', 'mode', 'wait_ms'])).toBe('question');
    expect(closestName('patch_ids', ['question', 'knowledge', 'mode'])).toBe('knowledge');
    expect(closestName('search', ['query', 'model', 'limit'])).toBe('query');
    expect(closestName('knowledge', ['id', 'dry_run'])).toBe('id');
    expect(closestName('prompt', ['query', 'limit'])).toBeNull();
  });
});

describe('explainNotFound, the node’s 404 read with its request', () => {
  const notFound = (message: string) => ainizeError('not_found', message, { details: { http_status: 404 } });
  const base = 'http://127.0.0.1:3422';

  it('names the ids of a live test when the node does not say which one it lacks', () => {
    const error = explainNotFound(notFound('patch not found'), {
      method: 'POST',
      path: '/api/chat',
      baseUrl: base,
      ids: ['a', 'b'],
    });
    expect(error).toMatchObject({ code: 'not_found', details: { ids: ['a', 'b'] } });
    expect(error.message).toBe(`a knowledge named in this call is not on the node at ${base} (one of "a", "b")`);
  });

  it('decodes the id from the route', () => {
    const error = explainNotFound(notFound('patch not found'), {
      method: 'GET',
      path: '/api/patches/k%3A1/dataset?x=1',
      baseUrl: base,
    });
    expect(error.details).toMatchObject({ id: 'k:1' });
  });

  it('keeps a missing route on a root address as not_found, saying the node may be older or not a node', () => {
    const error = explainNotFound(notFound('no route GET /api/teach/policy'), {
      method: 'GET',
      path: '/api/teach/policy',
      baseUrl: base,
    });
    expect(error).toMatchObject({ code: 'not_found', details: { route: 'GET /api/teach/policy', http_status: 404 } });
    expect(error.message).toContain('older build');
  });

  it('leaves every other refusal as the node wrote it', () => {
    const other = ainizeError('quota_chat', 'free live-test quota exhausted for this hour');
    expect(explainNotFound(other, { method: 'POST', path: '/api/chat', baseUrl: base })).toBe(other);
    const plain = notFound('lesson not found');
    expect(explainNotFound(plain, { method: 'GET', path: '/api/teach/jobs/x', baseUrl: base })).toBe(plain);
  });
});
