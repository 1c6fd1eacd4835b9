import { createScrubber } from '@ainize/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  LoggingMessageNotificationSchema,
  ResourceUpdatedNotificationSchema,
  type LoggingMessageNotification,
} from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index.js';
import { NodeHealth, TROUBLE_REMINDER_MS, type ObservedNode } from '../src/logging/node-health.js';
import { NodeClient, type RequestRecord } from '../src/node-client/index.js';
import { createProcessShared, type ProcessShared } from '../src/process-shared.js';
import { createAinizeServer } from '../src/server.js';
import { buildServer, startStdio } from './stdio-harness.js';
import { callTool, deadUrl, startTestNode, type TestNode } from './node-fixture.js';

/**
 * Log notifications and resource subscriptions, on both transports: the level a client sets, a job's progress and
 * the node's trouble as log lines (never a secret), and `notifications/resources/updated` when the budget or a
 * knowledge's status changes — with every refusal of a subscription this server cannot honour.
 */

const CANARY = 'canary-logging-operator-5d1e';
const WATCHED = 'lumen-lighthouses';
const OTHER = 'lumen-ferries';

let fixture: TestNode;
const seen: string[] = [];

beforeAll(async () => {
  fixture = await startTestNode('logging-test', { password: CANARY });
  for (const [id, place] of [
    [WATCHED, 'lighthouse'],
    [OTHER, 'ferry'],
  ] as const) {
    await fixture.publish(
      {
        id,
        name: `The ${place}s of Lumen`,
        description: `Facts about the ${place}s of Lumen.`,
        schema: 'logging-test',
        price: '1',
        topic_path: 'geo/lumen',
        license: 'CC0-1.0',
      },
      [
        { prompt: `Which ${place} of Lumen is the oldest?`, answer: 'Corvath' },
        { prompt: `Which ${place} of Lumen is painted red?`, answer: 'Ismere' },
      ],
    );
  }
}, 120_000);

afterAll(async () => {
  await fixture?.close();
  for (const text of seen) expect(text).not.toContain(CANARY);
});

interface Session {
  client: Client;
  logs: LoggingMessageNotification['params'][];
  updated: string[];
  shared: ProcessShared;
  close(): Promise<void>;
}

/** A whole server in process, sharing `shared` (made here when absent), with a client that keeps what it hears. */
async function session(
  nodeUrl: string,
  env: Record<string, string> = {},
  shared?: ProcessShared,
  watchMs = 60_000,
): Promise<Session> {
  const config = loadConfig({ AINIZE_NODE_URL: nodeUrl, AINIZE_OPERATOR_PASSWORD: CANARY, ...env });
  const scrubber = createScrubber({ knownSecrets: config.knownSecrets });
  const client = new NodeClient({ baseUrl: nodeUrl, scrubber, operator: { password: CANARY } });
  const ownShared = shared ?? createProcessShared(config, client, { knowledgeWatch: { intervalMs: watchMs } });
  const built = createAinizeServer({ config, client, scrubber, shared: ownShared });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const mcp = new Client({ name: 'logging-test', version: '0' });
  const logs: LoggingMessageNotification['params'][] = [];
  const updated: string[] = [];
  mcp.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
    seen.push(JSON.stringify(n.params));
    logs.push(n.params);
  });
  mcp.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => void updated.push(n.params.uri));
  await built.server.connect(serverSide);
  await mcp.connect(clientSide);
  return {
    client: mcp,
    logs,
    updated,
    shared: ownShared,
    close: async () => {
      await mcp.close();
      await built.server.close();
      if (!shared) ownShared.close();
    },
  };
}

const until = async (what: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !what() && Date.now() < end;) await new Promise((r) => setTimeout(r, 20));
  return what();
};

describe('logging', () => {
  it('declares logging and resource subscriptions, and takes a level with an empty answer', async () => {
    const s = await session(fixture.node.url);
    try {
      expect(s.client.getServerCapabilities()).toMatchObject({ logging: {}, resources: { subscribe: true } });
      expect(await s.client.setLoggingLevel('warning')).toEqual({});
      await expect(
        s.client.request({ method: 'logging/setLevel', params: { level: 'loud' } } as never, {} as never),
      ).rejects.toThrow();
    } finally {
      await s.close();
    }
  });

  it('tells the session each change of its jobs, at info, and nothing below the level it chose', async () => {
    const s = await session(fixture.node.url);
    try {
      const started = await callTool(
        s.client,
        'live_test',
        { question: 'Which lighthouse of Lumen is the oldest?', knowledge: [WATCHED] },
        seen,
      );
      expect(started.isError).toBe(false);
      const jobId = started.json.job_id as string;
      const finished = await callTool(s.client, 'job_status', { job_id: jobId, wait_ms: 20_000 }, seen);
      const final =
        finished.json.state === 'done'
          ? finished
          : await callTool(s.client, 'job_status', { job_id: jobId, wait_ms: 20_000 }, seen);
      expect(final.json.state).toBe('done');
      expect(await until(() => s.logs.some((l) => (l.data as { state?: string }).state === 'done'))).toBe(true);
      const mine = s.logs.filter((l) => l.logger === 'jobs');
      expect(mine.map((l) => (l.data as { state: string }).state)).toEqual(expect.arrayContaining(['running', 'done']));
      for (const line of mine) {
        expect(line.level).toBe('info');
        expect(line.data).toMatchObject({ job_id: jobId, kind: 'live_test' });
        expect((line.data as { message: string }).message).toContain(jobId);
        // The result is job_status's to carry, not the log's.
        expect(line.data).not.toHaveProperty('result');
      }

      await s.client.setLoggingLevel('warning');
      const before = s.logs.length;
      const quiet = await callTool(
        s.client,
        'live_test',
        { question: 'Which lighthouse of Lumen is painted red?', knowledge: [WATCHED] },
        seen,
      );
      await callTool(s.client, 'job_status', { job_id: quiet.json.job_id, wait_ms: 20_000 }, seen);
      await new Promise((r) => setTimeout(r, 100));
      expect(s.logs.slice(before)).toEqual([]);
    } finally {
      await s.close();
    }
  }, 60_000);

  it('warns once when the node does not answer, naming the route but never its query or a secret', async () => {
    const url = await deadUrl();
    const s = await session(url, { AINIZE_TOKEN: `${CANARY}-token` });
    try {
      const failed = await callTool(s.client, 'search_knowledge', { query: 'a private search phrase' }, seen);
      expect(failed.json.code).toBe('node_unreachable');
      await callTool(s.client, 'search_knowledge', { query: 'again' }, seen);
      expect(await until(() => s.logs.some((l) => l.logger === 'node'))).toBe(true);
      const node = s.logs.filter((l) => l.logger === 'node');
      expect(node).toHaveLength(1);
      expect(node[0]).toMatchObject({ level: 'warning', data: { node_url: url } });
      expect((node[0]!.data as { message: string }).message).toBe(`the node at ${url} did not answer GET /api/catalog`);
      expect(JSON.stringify(node)).not.toContain('private search phrase');
    } finally {
      await s.close();
    }
  });
});

describe('node health, as changes', () => {
  function fakeNode() {
    let observer: ((r: RequestRecord) => void) | undefined;
    const node: ObservedNode = {
      baseUrl: 'http://node.test',
      observe: (o) => {
        observer = o;
        return () => (observer = undefined);
      },
    };
    return { node, see: (r: RequestRecord) => observer?.(r) };
  }

  it('warns when trouble starts, reminds once a minute, says when it ends, and ignores what this server gave up', () => {
    let now = 0;
    const { node, see } = fakeNode();
    const health = new NodeHealth(node, () => now);
    const heard: string[] = [];
    health.listen((entry) => heard.push(`${entry.level}: ${entry.data.message}`));

    see({ method: 'GET', path: '/api/patches/x', status: null, aborted: true });
    see({ method: 'GET', path: '/api/patches/x', status: 404 });
    see({ method: 'POST', path: '/api/x402/buy', status: 502 });
    expect(heard).toEqual([]);

    see({ method: 'GET', path: '/api/patches/secret-id/records?limit=5', status: null });
    now = 10_000;
    see({ method: 'GET', path: '/api/info', status: 500 });
    now = TROUBLE_REMINDER_MS + 1;
    see({ method: 'GET', path: '/api/info', status: 504 });
    now = TROUBLE_REMINDER_MS + 5_000;
    see({ method: 'GET', path: '/api/info', status: 200 });
    expect(heard).toEqual([
      'warning: the node at http://node.test did not answer GET /api/patches/…',
      'warning: the node at http://node.test still answered GET /api/info with HTTP 504 (3 requests failed in 60 s)',
      'notice: the node at http://node.test answers again',
    ]);
    expect(health.troubled).toBe(false);
    health.close();
  });
});

describe('subscriptions', () => {
  it('notifies a budget subscriber when spent or reserved moves, and stops after unsubscribe', async () => {
    const s = await session(fixture.node.url, { AINIZE_MCP_SESSION_BUDGET: '10' });
    try {
      await s.client.subscribeResource({ uri: 'ainize://budget' });
      const journal = s.shared.journal;
      journal.reserve(
        {
          key: 'k-budget-1',
          patch_id: WATCHED,
          amount: '2',
          currency: 'CREDIT',
          quote_id: 'q1',
          job_id: 'by_000000000001',
        },
        { cap: '10' },
      );
      expect(await until(() => s.updated.length === 1)).toBe(true);
      expect(s.updated).toEqual(['ainize://budget']);
      // A line that moves neither spent nor reserved is not news.
      journal.sent('k-budget-1', true);
      await new Promise((r) => setTimeout(r, 50));
      expect(s.updated).toHaveLength(1);
      await s.client.unsubscribeResource({ uri: 'ainize://budget' });
      journal.outcome('k-budget-1', { t: 'outcome', result: 'not_paid', code: 'gateway_refused' });
      await new Promise((r) => setTimeout(r, 50));
      expect(s.updated).toHaveLength(1);
    } finally {
      await s.close();
    }
  });

  it('notifies every session subscribed to a knowledge when its status changes, from one read per round', async () => {
    const url = fixture.node.url;
    const config = loadConfig({ AINIZE_NODE_URL: url });
    const records: RequestRecord[] = [];
    const client = new NodeClient({ baseUrl: url, recordRequests: records });
    const shared = createProcessShared(config, client, { knowledgeWatch: { intervalMs: 60_000 } });
    const a = await session(url, {}, shared);
    const b = await session(url, {}, shared);
    try {
      await a.client.subscribeResource({ uri: `ainize://knowledge/${WATCHED}` });
      await b.client.subscribeResource({ uri: `ainize://knowledge/${WATCHED}` });
      expect(shared.knowledge.size).toBe(1);
      // Nothing changed: a round reads the node once and tells nobody.
      records.length = 0;
      await shared.knowledge.round();
      expect(records.map((r) => r.path)).toEqual([`/api/patches/${WATCHED}`]);
      expect([...a.updated, ...b.updated]).toEqual([]);

      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: CANARY }),
      });
      const { token } = (await login.json()) as { token: string };
      const challenged = await fetch(`${url}/api/patches/${WATCHED}/challenge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ reason: 'the oldest lighthouse is not Corvath, says the harbour archive' }),
      });
      expect(challenged.status).toBe(200);
      await shared.knowledge.round();
      expect(await until(() => a.updated.length === 1 && b.updated.length === 1)).toBe(true);
      expect(a.updated).toEqual([`ainize://knowledge/${WATCHED}`]);
      // Told once: the next round reads the same state.
      await shared.knowledge.round();
      await new Promise((r) => setTimeout(r, 50));
      expect(a.updated).toHaveLength(1);

      await a.client.unsubscribeResource({ uri: `ainize://knowledge/${WATCHED}` });
      await b.close();
      expect(shared.knowledge.size).toBe(0);
    } finally {
      await a.close();
      await b.close().catch(() => undefined);
      shared.close();
    }
  }, 90_000);

  it('holds what never changes without a watch, refuses a knowledge it cannot watch, and a process past its watch limit', async () => {
    const url = fixture.node.url;
    const config = loadConfig({ AINIZE_NODE_URL: url });
    const client = new NodeClient({ baseUrl: url });
    const shared = createProcessShared(config, client, { knowledgeWatch: { maxIds: 1 } });
    const s = await session(url, {}, shared);
    const refusal = (uri: string) =>
      s.client.subscribeResource({ uri }).then(
        () => null,
        (err: { code: number; message: string }) => ({ code: err.code, message: err.message }),
      );
    try {
      // Accepted and held, never notified: nothing here changes them, and they take no watch from the process.
      expect(await refusal('test://watched-resource')).toBeNull();
      expect(await refusal('ainize://instructions')).toBeNull();
      expect(await refusal('ainize://knowledge/not%20an%20id')).toMatchObject({ code: -32602 });
      expect(await refusal('ainize://knowledge/no-such-knowledge')).toMatchObject({ code: -32002 });
      expect(await refusal(`ainize://knowledge/${WATCHED}`)).toBeNull();
      expect(await refusal(`ainize://knowledge/${OTHER}`)).toMatchObject({
        code: -32602,
        message: expect.stringContaining('the limit is 1'),
      });
      // Unsubscribing from something never subscribed is not an error.
      await expect(s.client.unsubscribeResource({ uri: 'ainize://budget' })).resolves.toEqual({});
    } finally {
      await s.close();
      shared.close();
    }
  });
});

describe('over stdio, as built', () => {
  beforeAll(() => buildServer(), 180_000);

  it('declares both, takes a level and logs the node’s trouble as a notification, not on stdout text', async () => {
    const url = await deadUrl();
    const logs: LoggingMessageNotification['params'][] = [];
    // Heard from the start: the server signs in as soon as it runs, and that first failure is the warning.
    const stdio = await startStdio(
      { AINIZE_NODE_URL: url, AINIZE_OPERATOR_PASSWORD: CANARY },
      {
        beforeConnect: (client) =>
          client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params)),
      },
    );
    try {
      expect(stdio.client.getServerCapabilities()).toMatchObject({ logging: {}, resources: { subscribe: true } });
      expect(await stdio.client.setLoggingLevel('notice')).toEqual({});
      expect(await stdio.client.subscribeResource({ uri: 'ainize://budget' })).toEqual({});
      const failed = await stdio.call('search_knowledge', { query: 'lighthouse' });
      expect(failed.json.code).toBe('node_unreachable');
      expect(await until(() => logs.some((l) => l.logger === 'node'))).toBe(true);
      expect(logs.find((l) => l.logger === 'node')).toMatchObject({ level: 'warning', data: { node_url: url } });
    } finally {
      expect(await stdio.close()).toBe('0');
    }
    for (const line of stdio.stdoutLines()) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
    expect(stdio.stdoutLines().join('\n')).not.toContain(CANARY);
  }, 60_000);
});
