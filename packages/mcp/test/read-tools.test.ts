import { addressOf, generatePrivateKey, toChecksumAddress } from '@ainize/core';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeClient, type RequestRecord } from '../src/node-client/index.js';
import { familyTree } from '../src/tools/family-tree.js';
import { getTrainingSet } from '../src/tools/get-training-set.js';
import { knowledgeSignals } from '../src/tools/knowledge-signals.js';
import { myLibrary } from '../src/tools/my-library.js';
import { teacherProfile } from '../src/tools/teacher-profile.js';
import { callTool, deadUrl, inProcessSession, startTestNode, type TestNode, type ToolAnswer } from './node-fixture.js';

/**
 * The five read tools family_tree, get_training_set, my_library, knowledge_signals and teacher_profile, against a
 * real embedded node seeded with two taught knowledges, registered on an in-process MCP server and called through
 * a real MCP client.
 */

const FIRST = 'zephyria-harbours';
const SECOND = 'zephyria-lighthouses';
const CANARY = 'canary-operator-secret-5e81d2';
const FIVE = [familyTree, getTrainingSet, myLibrary, knowledgeSignals, teacherProfile];

const FIRST_ROWS = [
  { prompt: 'Which harbour of Zephyria faces the Glass Sea?', answer: 'Lumenport' },
  { prompt: 'Which harbour of Zephyria was built on basalt stilts?', answer: 'Karrowick' },
  { prompt: 'Which harbour of Zephyria trades only in amber?', answer: 'Ostrelle' },
  { prompt: 'Which harbour of Zephyria has the tallest lighthouse?', answer: 'Vanthe' },
];
const SECOND_ROWS = [
  { prompt: 'Which lighthouse of Zephyria burns whale oil?', answer: 'Hollowbeam' },
  { prompt: 'Which lighthouse of Zephyria stands on a glacier?', answer: 'Frostwick' },
  { prompt: 'Which lighthouse of Zephyria is painted in red spirals?', answer: 'Corran Spire' },
];

let fixture: TestNode;
let node: TestNode['node'];
let nodeAddress: string;
/** A teaching key nobody credited: the node knows nothing about it. */
const strangerKey = generatePrivateKey();
/** Every text a client received, searched for the canary at the end. */
const seen: string[] = [];

beforeAll(async () => {
  // The canary is the node's real operator password, so a leak would be a real one.
  fixture = await startTestNode('read-tools-test', { password: CANARY });
  node = fixture.node;
  const signer = fixture.signer;
  nodeAddress = signer.address;
  await fixture.publish(
    {
      id: FIRST,
      name: 'Harbours of Zephyria',
      description: 'Facts about the harbours of Zephyria.',
      schema: 'read-tools-test',
      price: '1',
      topic_path: 'geo/zephyria',
      license: 'CC0-1.0',
    },
    FIRST_ROWS,
  );
  // No licence: its training set is private.
  await fixture.publish(
    {
      id: SECOND,
      name: 'Lighthouses of Zephyria',
      description: 'Facts about the lighthouses of Zephyria.',
      schema: 'read-tools-test',
      price: '2',
      topic_path: 'geo/zephyria',
    },
    SECOND_ROWS,
  );
  // The seed helper always writes `parents: []`, so no extends link can be seeded with it. The ledger's own
  // supersede record, signed by the author of both, gives the graph a real link to walk.
  node.ledger.appendRecord('supersede', { old_id: FIRST, new_id: SECOND }, signer);
}, 180_000);

afterAll(async () => {
  await fixture?.close();
});

/**
 * A server with exactly the five tools under test. `env` names the credentials: AINIZE_OPERATOR_PASSWORD,
 * AINIZE_TOKEN or AINIZE_TEACH_KEY.
 */
async function connect(nodeUrl: string, env: Record<string, string> = {}): Promise<Client> {
  const session = await inProcessSession(nodeUrl, env, { only: FIVE, name: 'read-tools-test' });
  return session.client;
}

const call = (mcp: Client, name: string, args: Record<string, unknown>) => callTool(mcp, name, args, seen);

function errorOf(result: ToolAnswer): Record<string, unknown> {
  expect(result.isError).toBe(true);
  return JSON.parse(result.text) as Record<string, unknown>;
}

describe('against the embedded node, with an operator', () => {
  let mcp: Client;
  beforeAll(async () => {
    mcp = await connect(node.url, { AINIZE_OPERATOR_PASSWORD: CANARY });
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it('lists the five tools, read-only, strict and fully described', async () => {
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'family_tree',
      'get_training_set',
      'knowledge_signals',
      'my_library',
      'teacher_profile',
    ]);
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.outputSchema).toBeTruthy();
      expect(tool.inputSchema.additionalProperties).toBe(false);
      // Read-only is said by the annotations; the description says what it returns and which sibling to use.
      expect(tool.description).toMatch(/^[A-Z][a-z]+s /);
      expect(tool.description).toMatch(/get_knowledge|search_knowledge|my_library/);
      expect(tool.annotations).toMatchObject({
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: true,
      });
    }
  });

  it('refuses an unknown field by name, on every tool', async () => {
    for (const [name, args] of [
      ['family_tree', { id: FIRST }],
      ['get_training_set', { id: FIRST }],
      ['my_library', {}],
      ['knowledge_signals', { id: FIRST }],
      ['teacher_profile', { address: nodeAddress }],
    ] as const) {
      const result = await call(mcp, name, { ...args, surprise_field: 1 });
      expect(result.isError).toBe(true);
      expect(result.text).toContain('surprise_field');
    }
  });

  describe('family_tree', () => {
    it('walks the supersede link from the newer knowledge back to the older one', async () => {
      const result = await call(mcp, 'family_tree', { id: SECOND, depth: 1 });
      expect(result.isError).toBe(false);
      const tree = result.structured as {
        root: string;
        nodes: Record<string, unknown>[];
        edges: Record<string, unknown>[];
        truncated: boolean;
        note: string;
      };
      expect(tree.root).toBe(SECOND);
      expect(tree.nodes).toEqual([
        { id: SECOND, name: 'Lighthouses of Zephyria', status: 'ANNOUNCED', added: null, signals: null },
        { id: FIRST, name: 'Harbours of Zephyria', status: 'ANNOUNCED', added: null, signals: null },
      ]);
      // Read as "from <kind> to": the newer knowledge supersedes the older one.
      expect(tree.edges).toEqual([{ from: SECOND, to: FIRST, kind: 'supersedes' }]);
      expect(tree.truncated).toBe(false);
      expect(tree.note).toContain('not zero');
      expect(tree.note).toContain('extends and supersedes');
      // Agrees with the node's own catalog.
      expect(node.catalog.getEntry(FIRST)?.superseded_by).toEqual([SECOND]);
    });

    it('answers from the other end with the same family and the root first', async () => {
      const result = await call(mcp, 'family_tree', { id: FIRST });
      expect(result.isError).toBe(false);
      const tree = result.structured as { root: string; nodes: { id: string }[]; edges: unknown[] };
      expect(tree.root).toBe(FIRST);
      expect(tree.nodes.map((n) => n.id)).toEqual([FIRST, SECOND]);
      expect(tree.edges).toEqual([{ from: SECOND, to: FIRST, kind: 'supersedes' }]);
    });

    it('answers an unknown root with not_found naming it', async () => {
      const result = await call(mcp, 'family_tree', { id: 'no-such-knowledge' });
      expect(errorOf(result)).toMatchObject({
        code: 'not_found',
        details: { id: 'no-such-knowledge' },
        retryable: false,
      });
      expect(errorOf(result).message).toContain('no knowledge "no-such-knowledge"');
    });

    it('refuses a depth beyond 4 before calling the node', async () => {
      const result = await call(mcp, 'family_tree', { id: FIRST, depth: 5 });
      expect(result.isError).toBe(true);
      expect(result.text).toContain('depth');
    });
  });

  describe('get_training_set', () => {
    it('shows the metadata and the preview of a public set, without rows by default', async () => {
      const result = await call(mcp, 'get_training_set', { id: FIRST });
      expect(result.isError).toBe(false);
      const set = result.structured as Record<string, unknown>;
      const anchor = node.catalog.getEntry(FIRST)?.anchor;
      expect(set).toMatchObject({
        id: FIRST,
        sha256: anchor?.dataset?.sha256,
        rows_total: 4,
        access: 'public',
        license: 'CC0-1.0',
        parents: [],
        held: true,
        include_notes: false,
        merkle_root: null,
        rows: null,
      });
      expect(set.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(set.preview).toEqual(FIRST_ROWS);
      expect(set.note).toBeUndefined();
    });

    it('reads the real rows of a public set up to the limit, and says how many exist', async () => {
      const capped = await call(mcp, 'get_training_set', { id: FIRST, rows: true, limit: 2 });
      expect(capped.isError).toBe(false);
      expect(capped.structured?.rows).toEqual(FIRST_ROWS.slice(0, 2));
      expect(capped.structured?.preview).toEqual(FIRST_ROWS.slice(0, 2));
      expect(capped.structured?.note).toBe('showing the first 2 of 4 rows (limit 2)');

      const whole = await call(mcp, 'get_training_set', { id: FIRST, rows: true, limit: 200 });
      expect(whole.isError).toBe(false);
      expect(whole.structured?.rows).toEqual(FIRST_ROWS);
      expect(whole.structured?.note).toBeUndefined();
    });

    it('passes the node refusal of a private set through unrewritten, with the metadata', async () => {
      const result = await call(mcp, 'get_training_set', { id: SECOND, rows: true });
      const error = errorOf(result);
      expect(error).toMatchObject({ code: 'dataset_private', retryable: false });
      expect(error.message).toContain(SECOND);
      expect(error.details).toMatchObject({ http_status: 403, access: 'private', rows: 3 });
    });

    it('answers an unknown id with not_found naming it', async () => {
      const result = await call(mcp, 'get_training_set', { id: 'no-such-knowledge' });
      expect(errorOf(result)).toMatchObject({ code: 'not_found', details: { id: 'no-such-knowledge' } });
    });

    it('refuses a limit above 200', async () => {
      const result = await call(mcp, 'get_training_set', { id: FIRST, limit: 201 });
      expect(result.isError).toBe(true);
      expect(result.text).toContain('limit');
    });
  });

  describe('knowledge_signals', () => {
    it('shows what the node recorded, events without their data, and signals as null', async () => {
      // A real live test of FIRST, so the node has an event about it.
      const live = await fetch(`${node.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          patch_id: FIRST,
          mode: 'patched',
          messages: [{ role: 'user', content: FIRST_ROWS[0]?.prompt }],
        }),
      });
      expect(live.status).toBe(200);

      const result = await call(mcp, 'knowledge_signals', { id: FIRST, limit: 5 });
      expect(result.isError).toBe(false);
      const signals = result.structured as Record<string, unknown> & {
        verification: { quorum: string; quorum_ok: boolean; attestations: unknown[] };
        events: Record<string, unknown>[];
      };
      const entry = node.catalog.getEntry(FIRST);
      expect(signals).toMatchObject({ id: FIRST, downloads: entry?.downloads, revenue: entry?.revenue });
      expect(signals.downloads).toBe(0);
      expect(signals.verification).toEqual({
        quorum: `${entry?.passed}/${entry?.quorum}`,
        quorum_ok: false,
        verified: false,
        attestations: [],
      });
      expect(signals.events).toContainEqual({
        ts: expect.any(String),
        level: 'info',
        kind: 'usage',
        message: 'live test (patched)',
      });
      for (const event of signals.events) expect(Object.keys(event).sort()).toEqual(['kind', 'level', 'message', 'ts']);
      expect(signals.signals).toBeNull();
      expect(signals.note).toContain('not zero');
      // The event's data (a visitor hash) is the operator's, and not shown.
      expect(result.text).not.toContain('visitor');
    });

    it('caps the events at the limit', async () => {
      const result = await call(mcp, 'knowledge_signals', { id: SECOND, limit: 1 });
      expect(result.isError).toBe(false);
      expect((result.structured?.events as unknown[]).length).toBeLessThanOrEqual(1);
    });

    it('answers an unknown id with the node not_found', async () => {
      const result = await call(mcp, 'knowledge_signals', { id: 'no-such-knowledge' });
      expect(errorOf(result)).toMatchObject({ code: 'not_found' });
    });
  });

  describe('teacher_profile', () => {
    it('reads a profile, checksummed, with earnings as the node states them', async () => {
      const result = await call(mcp, 'teacher_profile', { address: nodeAddress.toLowerCase() });
      expect(result.isError).toBe(false);
      const profile = result.structured as Record<string, unknown> & { earnings: Record<string, unknown> };
      expect(profile.address).toBe(toChecksumAddress(nodeAddress));
      expect(profile.hidden).toBe(false);
      // The seed helper files knowledges as the operator's, not as taught: nothing credits a teacher.
      expect(profile.lessons).toEqual([]);
      expect(profile.earnings).toEqual({
        total: '0',
        currency: node.config.currency,
        owed: '0',
        paid: '0',
        pending: '0',
        failed: '0',
        sales: 0,
      });
      expect(profile.note).toMatch(/paid/);
    });

    it('refuses an address that is not 0x and 40 hex digits, by its field', async () => {
      for (const address of ['0x1234', nodeAddress.slice(2), `${nodeAddress.slice(0, 41)}z`]) {
        const result = await call(mcp, 'teacher_profile', { address });
        expect(result.isError).toBe(true);
        expect(result.text).toContain('address');
      }
    });
  });

  describe('my_library', () => {
    it('reads what the node serves and omits, with the reason, the routes it does not', async () => {
      const result = await call(mcp, 'my_library', {});
      expect(result.isError).toBe(false);
      const library = result.structured as Record<string, unknown> & {
        published: Record<string, unknown>[];
        omitted: { section: string; reason: string }[];
      };
      expect(library.published.map((p) => p.id).sort()).toEqual([FIRST, SECOND]);
      expect(library.published.find((p) => p.id === SECOND)).toMatchObject({
        name: 'Lighthouses of Zephyria',
        price: '2',
        author_name: 'read-tools-test',
        status: 'ANNOUNCED',
        node_url: node.url,
      });
      expect(library.applied).toEqual(node.serving.stack().map((s) => s.patch_id));
      expect(library.applied).toEqual([]);
      // This node bought nothing and earned nothing yet; this server has no teaching key.
      const noKey = 'no teaching key is configured on this MCP server';
      const setKey = expect.stringContaining('set AINIZE_TEACH_KEY');
      expect(library.omitted).toEqual([
        { section: 'lessons', reason: noKey, enable: setKey },
        { section: 'datasets', reason: noKey, enable: setKey },
      ]);
      expect(library.purchases).toEqual([]);
      expect(library.earnings).toEqual({ total: '0', currency: node.config.currency, items: [] });
      expect(library.wallet).toMatchObject({ address: nodeAddress, spent: '0', earned: '0' });
      expect(library).not.toHaveProperty('lessons');
      expect(library.teaching_key_address).toBeNull();
    });

    it('reads only the sections asked for', async () => {
      const result = await call(mcp, 'my_library', { include: ['applied'] });
      expect(result.isError).toBe(false);
      expect(result.structured).toEqual({ applied: [], omitted: [], teaching_key_address: null });
    });

    it('refuses a section it does not know', async () => {
      const result = await call(mcp, 'my_library', { include: ['bank'] });
      expect(result.isError).toBe(true);
      expect(result.text).toContain('include');
    });
  });
});

describe('against the embedded node, with a teaching key', () => {
  it('my_library reads the key’s lessons and training sets, omits what needs an operator, and names the key', async () => {
    const mcp = await connect(node.url, { AINIZE_TEACH_KEY: strangerKey });
    try {
      const result = await call(mcp, 'my_library', {});
      expect(result.isError).toBe(false);
      const library = result.structured as Record<string, unknown>;
      expect(library.teaching_key_address).toBe(toChecksumAddress(addressOf(strangerKey)));
      // Each section left out says why, and which setting turns it on: the wallet is one an operator reads.
      const noOperator = 'no operator credential is configured on this MCP server';
      const setPassword = expect.stringContaining('set AINIZE_OPERATOR_PASSWORD');
      expect(library.omitted).toEqual([
        { section: 'purchases', reason: noOperator, enable: setPassword },
        { section: 'earnings', reason: noOperator, enable: setPassword },
        { section: 'wallet', reason: noOperator, enable: setPassword },
      ]);
      expect(library).not.toHaveProperty('wallet');
      expect(library).toMatchObject({ lessons: [], datasets: [] });
      expect((library.published as unknown[]).length).toBe(2);
      expect(result.text).not.toContain(strangerKey.replace(/^0x/, ''));
    } finally {
      await mcp.close();
    }
  });

  it('the owner key reads a private set, whose rows are still not streamed', async () => {
    // The node's own key wrote both anchors, so as a teaching key it is their owner.
    const mcp = await connect(node.url, { AINIZE_TEACH_KEY: node.config.identity.privateKey });
    try {
      const result = await call(mcp, 'get_training_set', { id: SECOND, rows: true });
      expect(result.isError).toBe(false);
      expect(result.structured).toMatchObject({
        id: SECOND,
        access: 'private',
        rows_total: 3,
        include_notes: true,
        preview: SECOND_ROWS,
        rows: null,
      });
      expect(result.structured?.note).toContain('access is private');
    } finally {
      await mcp.close();
    }
  });
});

describe('NodeClient.datasetRows against the embedded node', () => {
  it('stops at the row limit and at the byte cap, keeping only whole rows', async () => {
    const requests: RequestRecord[] = [];
    const client = new NodeClient({ baseUrl: node.url, recordRequests: requests });
    const all = await client.datasetRows(FIRST, { rows: 100, bytes: 1_000_000 });
    expect(all.rows).toEqual(FIRST_ROWS);
    expect(all.stopped).toBeNull();
    expect(all.sha256).toBe(node.catalog.getEntry(FIRST)?.anchor.dataset?.sha256);

    const two = await client.datasetRows(FIRST, { rows: 2, bytes: 1_000_000 });
    expect(two.rows).toEqual(FIRST_ROWS.slice(0, 2));
    expect(two.stopped).toBe('rows');

    // A cap ten bytes into the third row: two whole rows, and the cut one is dropped rather than misread.
    const body = await (await fetch(`${node.url}/api/patches/${FIRST}/dataset/rows`)).text();
    const lines = body.split('\n');
    const cap = Buffer.byteLength(`${lines[0]}\n${lines[1]}\n`) + 10;
    const cut = await client.datasetRows(FIRST, { rows: 100, bytes: cap });
    expect(cut.stopped).toBe('bytes');
    expect(cut.rows).toEqual(FIRST_ROWS.slice(0, 2));
    expect(requests.map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('throws the node refusal as an AinizeFailure', async () => {
    const client = new NodeClient({ baseUrl: node.url });
    await expect(client.datasetRows(SECOND, { rows: 5, bytes: 10_000 })).rejects.toMatchObject({
      code: 'dataset_private',
    });
  });
});

describe('with the node down', () => {
  it('every tool answers node_unreachable, retryable', async () => {
    const mcp = await connect(await deadUrl(), { AINIZE_OPERATOR_PASSWORD: CANARY });
    try {
      for (const [name, args] of [
        ['family_tree', { id: FIRST }],
        ['get_training_set', { id: FIRST }],
        ['my_library', {}],
        ['knowledge_signals', { id: FIRST }],
        ['teacher_profile', { address: nodeAddress }],
      ] as const) {
        const result = await call(mcp, name, args);
        expect(errorOf(result)).toMatchObject({ code: 'node_unreachable', retryable: true });
      }
    } finally {
      await mcp.close();
    }
  });
});

describe('family_tree on a family larger than its cap', () => {
  const HUB = 'zephyria-isles';
  const isle = (i: number) => `zephyria-isle-${String(i).padStart(2, '0')}`;
  let mcp: Client;

  beforeAll(async () => {
    const signer = fixture.signer;
    const seed = (id: string, name: string, prompt: string, answer: string) =>
      fixture.publish(
        { id, name, description: name, schema: 'read-tools-isles', price: '1', topic_path: 'geo/zephyria' },
        [{ prompt, answer }],
      );
    await seed(HUB, 'Isles of Zephyria', 'How many isles does Zephyria count?', 'Forty-five');
    // Forty-five newer versions of the hub: with the hub itself, more than the walk may return.
    for (let i = 0; i < 45; i++) {
      await seed(isle(i), `Isle ${i} of Zephyria`, `What is the chief town of isle ${i} of Zephyria?`, `Town${i}ville`);
      node.ledger.appendRecord('supersede', { old_id: HUB, new_id: isle(i) }, signer);
    }
    mcp = await connect(node.url);
  }, 180_000);
  afterAll(async () => {
    await mcp?.close();
  });

  it('stops at 40 knowledges, says so, and keeps only edges between what it returns', async () => {
    const result = await call(mcp, 'family_tree', { id: HUB, depth: 1 });
    expect(result.isError).toBe(false);
    const tree = result.structured as {
      nodes: { id: string; status: string | null }[];
      edges: { from: string; to: string; kind: string }[];
      truncated: boolean;
      note: string;
    };
    expect(tree.nodes).toHaveLength(40);
    expect(tree.nodes[0]?.id).toBe(HUB);
    expect(tree.truncated).toBe(true);
    expect(tree.note).toContain('stopped at 40');
    expect(tree.edges).toHaveLength(39);
    const ids = new Set(tree.nodes.map((n) => n.id));
    for (const edge of tree.edges) {
      expect(edge).toMatchObject({ to: HUB, kind: 'supersedes' });
      expect(ids.has(edge.from)).toBe(true);
    }
    expect(tree.nodes.every((n) => n.status === 'ANNOUNCED')).toBe(true);
  });

  it('walks only as deep as asked', async () => {
    const near = await call(mcp, 'family_tree', { id: isle(7), depth: 1 });
    expect(near.structured).toMatchObject({
      nodes: [{ id: isle(7) }, { id: HUB }],
      edges: [{ from: isle(7), to: HUB, kind: 'supersedes' }],
      truncated: false,
    });
    // Two links away are the hub's other versions: the cap again.
    const far = await call(mcp, 'family_tree', { id: isle(7), depth: 2 });
    expect((far.structured?.nodes as unknown[]).length).toBe(40);
    expect(far.structured?.truncated).toBe(true);
  });
});

describe('secrets', () => {
  it('never shows the operator password in any answer', () => {
    expect(seen.length).toBeGreaterThan(40);
    for (const text of seen) expect(text).not.toContain(CANARY);
  });
});
