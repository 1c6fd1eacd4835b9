import { generatePrivateKey } from '@ainize/core';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopText } from '../src/prompts/index.js';
import {
  KNOWLEDGE_TEMPLATE,
  OPENAPI_WARNING,
  OPENAPI_WARNING_FIELD,
  isGeneratedOpenApi,
  openApiView,
} from '../src/resources/index.js';
import { deadUrl, inProcessSession, startTestNode, type TestNode } from './node-fixture.js';

/**
 * The `ainize://openapi` and `ainize://knowledge/{id}` resources and the four workflow prompts, against a real
 * embedded node seeded with one taught knowledge, over linked in-memory transports.
 */

const SEEDED_ID = 'zephyria-harbours';
const CANARY = 'canary-operator-secret-5d2e8b';
const QUESTIONS = [
  'Which harbour of Zephyria faces the Glass Sea?',
  'Which harbour of Zephyria was built on basalt stilts?',
  'Which harbour of Zephyria trades only in amber?',
  'Which harbour of Zephyria has the tallest lighthouse?',
];

let fixture: TestNode;
/** Every text a client received, to look for the canary at the end. */
const seen: string[] = [];

beforeAll(async () => {
  // Teaching on, so the teach prompts walk through the teach tools a session with a key is offered.
  fixture = await startTestNode('resources-test', { password: CANARY, env: { AINIZE_TEACH_ENABLED: 'true' } });
  await fixture.publish(
    {
      id: SEEDED_ID,
      name: 'Harbours of Zephyria',
      description: 'Facts about the harbours of Zephyria.',
      schema: 'resources-test',
      price: '1',
      topic_path: 'geo/zephyria',
      license: 'CC0-1.0',
    },
    [
      { prompt: QUESTIONS[0]!, answer: 'Lumenport' },
      { prompt: QUESTIONS[1]!, answer: 'Karrowick' },
      { prompt: QUESTIONS[2]!, answer: 'Ostrelle' },
      { prompt: QUESTIONS[3]!, answer: 'Vanthe' },
    ],
  );
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

async function connect(nodeUrl: string, extraEnv: Record<string, string> = {}): Promise<Client> {
  const env = { AINIZE_OPERATOR_PASSWORD: CANARY, ...extraEnv };
  const session = await inProcessSession(nodeUrl, env, { name: 'resources-test' });
  return session.client;
}

async function readText(mcp: Client, uri: string): Promise<{ text: string; mimeType: string | undefined }> {
  const read = await mcp.readResource({ uri });
  const content = read.contents[0] as { text: string; mimeType?: string; uri: string };
  expect(content.uri).toBe(uri);
  seen.push(content.text);
  return { text: content.text, mimeType: content.mimeType };
}

async function promptText(mcp: Client, name: string, args: Record<string, string>): Promise<string> {
  const got = await mcp.getPrompt({ name, arguments: args });
  expect(got.messages).toHaveLength(1);
  const message = got.messages[0]!;
  expect(message.role).toBe('user');
  expect(message.content.type).toBe('text');
  const text = (message.content as { text: string }).text;
  seen.push(text);
  return text;
}

async function completeResourceId(mcp: Client, value: string): Promise<string[]> {
  const { completion } = await mcp.complete({
    ref: { type: 'ref/resource', uri: KNOWLEDGE_TEMPLATE },
    argument: { name: 'id', value },
  });
  seen.push(JSON.stringify(completion));
  return completion.values;
}

async function completePrompt(
  mcp: Client,
  name: string,
  argument: string,
  value: string,
  args?: Record<string, string>,
): Promise<string[]> {
  const { completion } = await mcp.complete({
    ref: { type: 'ref/prompt', name },
    argument: { name: argument, value },
    ...(args ? { context: { arguments: args } } : {}),
  });
  seen.push(JSON.stringify(completion));
  return completion.values;
}

/** The message of a request the server refused, or a failed test when it was not refused. */
async function refusal(request: Promise<unknown>): Promise<McpError> {
  const outcome = await request.then(
    () => null,
    (err: unknown) => err,
  );
  expect(outcome).toBeInstanceOf(McpError);
  return outcome as McpError;
}

describe('the OpenAPI header, decided from the document alone', () => {
  const generatedSelf = {
    get: { summary: 'This API as OpenAPI 3.1, generated from the route table', 'x-auth': 'none' },
  };

  it('counts a document as generated only when its own route says so', () => {
    expect(isGeneratedOpenApi({ openapi: '3.1.0', paths: { '/api/openapi.json': generatedSelf } })).toBe(true);
    // Every operation carrying x-auth is not a statement about how the document was made.
    expect(
      isGeneratedOpenApi({
        openapi: '3.1.0',
        paths: { '/api/openapi.json': { get: { summary: 'The API', 'x-auth': 'none' } } },
      }),
    ).toBe(false);
    expect(isGeneratedOpenApi({ openapi: '3.0.0', paths: { '/api/info': { get: { summary: 'Node info' } } } })).toBe(
      false,
    );
    expect(isGeneratedOpenApi({ openapi: '3.1.0' })).toBe(false);
    expect(isGeneratedOpenApi([generatedSelf])).toBe(false);
    expect(isGeneratedOpenApi(null)).toBe(false);
  });

  it('serves a generated document unchanged', () => {
    const doc = { openapi: '3.1.0', info: { title: 'Ainize node' }, paths: { '/api/openapi.json': generatedSelf } };
    const view = openApiView(doc);
    expect(view.generated).toBe(true);
    expect(JSON.parse(view.text)).toEqual(doc);
    expect(view.text).not.toContain(OPENAPI_WARNING_FIELD);
  });

  it('puts the hand-written warning first in any other document, keeping the rest', () => {
    const doc = {
      openapi: '3.0.0',
      info: { title: 'Some node' },
      paths: { '/api/chat': { post: { summary: 'Ask the model' } } },
      [OPENAPI_WARNING_FIELD]: 'all good, generate away',
    };
    const view = openApiView(doc);
    expect(view.generated).toBe(false);
    expect(view.text.startsWith(`{\n  "${OPENAPI_WARNING_FIELD}": `)).toBe(true);
    const served = JSON.parse(view.text) as Record<string, unknown>;
    expect(Object.keys(served)).toEqual([OPENAPI_WARNING_FIELD, 'openapi', 'info', 'paths']);
    expect(served[OPENAPI_WARNING_FIELD]).toBe(OPENAPI_WARNING);
    expect(OPENAPI_WARNING).toMatch(/hand.*incomplete/);
    expect(OPENAPI_WARNING).toContain('never generate tools');
    expect(served.paths).toEqual(doc.paths);
  });

  it('wraps an answer that is not a JSON object under the warning', () => {
    const view = openApiView(['not', 'a', 'document']);
    expect(view.generated).toBe(false);
    expect(JSON.parse(view.text)).toEqual({
      [OPENAPI_WARNING_FIELD]: OPENAPI_WARNING,
      document: ['not', 'a', 'document'],
    });
  });
});

describe('the max_price sentence', () => {
  it('says a max_price above the cap changes nothing and one below lowers it for one call', () => {
    expect(shopText({ topic: 't', max_price: '50' }, '10')).toContain(
      'max_price 50 is above the session cap of 10, so the cap is what applies',
    );
    expect(shopText({ topic: 't', max_price: '2.5' }, '10')).toContain(
      'Pass max_price "2.5" to buy. It lowers the session cap of 10 for that one call; it can never raise it.',
    );
    expect(shopText({ topic: 't' }, '10')).toContain('No max_price was given: the session cap of 10 alone applies.');
  });
});

describe('against the node', () => {
  let mcp: Client;
  beforeAll(async () => {
    mcp = await connect(fixture.node.url, { AINIZE_MCP_SESSION_BUDGET: '12', AINIZE_TEACH_KEY: generatePrivateKey() });
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it('lists ainize://openapi and the catalog knowledge by name', async () => {
    const { resources } = await mcp.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toContain('ainize://openapi');
    expect(uris).toContain(`ainize://knowledge/${SEEDED_ID}`);
    const seeded = resources.find((r) => r.uri === `ainize://knowledge/${SEEDED_ID}`);
    expect(seeded).toMatchObject({ name: 'Harbours of Zephyria', mimeType: 'application/json' });
    expect(seeded?.description).toContain(SEEDED_ID);
    expect(resources.find((r) => r.uri === 'ainize://openapi')?.mimeType).toBe('application/json');
  });

  it("serves the node's generated OpenAPI document without the hand-written header", async () => {
    const { text, mimeType } = await readText(mcp, 'ainize://openapi');
    expect(mimeType).toBe('application/json');
    const doc = JSON.parse(text) as { openapi: string; info: { title: string }; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Ainize node');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/catalog', '/api/patches/{id}', '/api/openapi.json']),
    );
    expect(Object.keys(doc)[0]).toBe('openapi');
    expect(text).not.toContain(OPENAPI_WARNING_FIELD);
    expect(text).not.toContain(OPENAPI_WARNING);
  });

  it('lists the knowledge template', async () => {
    const { resourceTemplates } = await mcp.listResourceTemplates();
    expect(resourceTemplates).toHaveLength(1);
    expect(resourceTemplates[0]).toMatchObject({
      name: 'knowledge',
      uriTemplate: 'ainize://knowledge/{id}',
      mimeType: 'application/json',
    });
  });

  it('reads one knowledge as exactly what get_knowledge answers without includes', async () => {
    const { text, mimeType } = await readText(mcp, `ainize://knowledge/${SEEDED_ID}`);
    expect(mimeType).toBe('application/json');
    const view = JSON.parse(text) as Record<string, Record<string, unknown>>;
    expect(view.knowledge).toMatchObject({
      id: SEEDED_ID,
      name: 'Harbours of Zephyria',
      status: 'ANNOUNCED',
      topic_path: 'geo/zephyria',
      benchmark_queries: 4,
    });
    expect(view.verification).toMatchObject({ quorum_ok: false, sellable: false, open_challenge: null });
    expect(view.availability).toMatchObject({
      has_body: true,
      owned: true,
      applied: false,
      // The node names its own gateway for what it sells.
      gateway_url: `${fixture.node.url}/x402/patch/${SEEDED_ID}`,
    });
    expect(view.training_set).toMatchObject({ access: 'public', license: 'CC0-1.0' });
    expect(view).not.toHaveProperty('records');
    const tool = await mcp.callTool({ name: 'get_knowledge', arguments: { id: SEEDED_ID } });
    expect(tool.isError).toBeFalsy();
    expect(view).toEqual(tool.structuredContent);
  });

  it('refuses an id that breaks the id rule, naming the rule, and reports an unknown one as not found', async () => {
    const bad = await refusal(mcp.readResource({ uri: 'ainize://knowledge/-leading-dash' }));
    expect(bad.code).toBe(-32602);
    expect(bad.message).toContain('"-leading-dash" is not a knowledge id');
    expect(bad.message).toContain('letters, digits, ".", "_", ":" and "-", starting with a letter or digit');
    const spaced = await refusal(mcp.readResource({ uri: 'ainize://knowledge/two%20words' }));
    expect(spaced.message).toContain('is not a knowledge id');
    const missing = await refusal(mcp.readResource({ uri: 'ainize://knowledge/no-such-knowledge' }));
    expect(missing.code).toBe(-32002);
    expect(missing.message).toMatch(
      /^MCP error -32002: ainize:\/\/knowledge\/no-such-knowledge could not be read: not_found: there is no knowledge "no-such-knowledge" on the node at http:/,
    );
  });

  it('scrubs a secret planted in a resource URI out of the error, and says "MCP error" once', async () => {
    const planted = [
      `ainize://knowledge/${CANARY}`,
      `ainize://knowledge/${CANARY}%20and%20more`,
      `ainize://nowhere/${CANARY}`,
      `ainize://${CANARY}/x`,
      `ainize://knowledge/x/${CANARY}`,
    ];
    for (const uri of planted) {
      const error = await refusal(mcp.readResource({ uri }));
      const frame = JSON.stringify({ message: error.message, data: error.data ?? null });
      expect(frame, uri).not.toContain(CANARY);
      expect(error.message, uri).toContain('[redacted:known_secret]');
      expect(error.message.match(/MCP error/g), uri).toHaveLength(1);
    }
    const unknown = await refusal(mcp.readResource({ uri: `ainize://nowhere/${CANARY}` }));
    expect(unknown.message).toBe('MCP error -32602: Resource ainize://nowhere/[redacted:known_secret] not found');
    const known = await refusal(mcp.readResource({ uri: `ainize://knowledge/${CANARY}` }));
    expect(known.code).toBe(-32002);
    expect(known.data).toEqual({ code: 'not_found', retryable: false });
  });

  it('completes the template id by prefix from the catalog', async () => {
    expect(await completeResourceId(mcp, 'zeph')).toEqual([SEEDED_ID]);
    expect(await completeResourceId(mcp, 'ZEPHYRIA-h')).toEqual([SEEDED_ID]);
    // One letter is not something the catalog search can prefix-match; the scan still finds it.
    expect(await completeResourceId(mcp, 'z')).toEqual([SEEDED_ID]);
    expect(await completeResourceId(mcp, '')).toEqual([SEEDED_ID]);
    expect(await completeResourceId(mcp, 'harbours')).toEqual([]);
    expect(await completeResourceId(mcp, 'qq-nothing')).toEqual([]);
  });

  it('lists the four prompts with their arguments', async () => {
    const { prompts } = await mcp.listPrompts();
    const shape = Object.fromEntries(
      prompts.map((p) => [p.name, (p.arguments ?? []).map((a) => `${a.name}${a.required ? '' : '?'}`)]),
    );
    expect(shape).toEqual({
      prove_it: ['knowledge', 'question?'],
      shop_for_knowledge: ['topic', 'max_price?'],
      teach_on_top: ['base', 'facts?'],
      subgraph_to_knowledge: ['subgraph'],
    });
    for (const prompt of prompts) {
      expect(prompt.title).toBeTruthy();
      expect(prompt.description).toBeTruthy();
      for (const arg of prompt.arguments ?? []) expect(arg.description).toBeTruthy();
    }
    const maxPrice = prompts
      .find((p) => p.name === 'shop_for_knowledge')
      ?.arguments?.find((a) => a.name === 'max_price');
    expect(maxPrice?.description).toContain('never raises');
  });

  it('prove_it walks through one live_test naming the knowledge, with a question from its benchmark', async () => {
    const text = await promptText(mcp, 'prove_it', { knowledge: SEEDED_ID });
    for (const tool of ['get_knowledge', 'node_status', 'live_test', 'job_status', 'job_cancel'])
      expect(text).toContain(tool);
    expect(text).toContain(`get_knowledge { "id": "${SEEDED_ID}" }`);
    expect(text).toContain(`"knowledge": ["${SEEDED_ID}"]`);
    expect(text).toContain('live_test ONCE');
    expect(text).toContain('"wait_ms": 25000');
    expect(
      QUESTIONS.some((q) =>
        text.includes(`Ask this question from its own benchmark, so the comparison can be scored: "${q}"`),
      ),
    ).toBe(true);

    const asked = await promptText(mcp, 'prove_it', { knowledge: SEEDED_ID, question: 'Is Zephyria real?' });
    expect(asked).toContain('Ask exactly this question: "Is Zephyria real?"');
    expect(asked).not.toContain('from its own benchmark, so');
  });

  it('shop_for_knowledge searches, proves and quotes, and stops before buy', async () => {
    const text = await promptText(mcp, 'shop_for_knowledge', { topic: 'harbours', max_price: '5' });
    for (const tool of [
      'node_status',
      'search_knowledge',
      'get_knowledge',
      'live_test',
      'job_status',
      'quote',
      'buy',
    ]) {
      expect(text).toContain(tool);
    }
    expect(text).toContain('search_knowledge { "query": "harbours" }');
    expect(text).toContain('It lowers the session cap of 12 for that one call; it can never raise it.');
    expect(text).toContain('Call buy only after the user has approved that quote, restating its total exactly.');
    expect(text).toContain('then STOP and end your turn');

    const over = await promptText(mcp, 'shop_for_knowledge', { topic: 'harbours', max_price: '100' });
    expect(over).toContain('max_price 100 is above the session cap of 12, so the cap is what applies');

    const bad = await refusal(
      mcp.getPrompt({ name: 'shop_for_knowledge', arguments: { topic: 'x', max_price: 'five' } }),
    );
    expect(bad.message).toContain('max_price is a decimal string');
  });

  it('teach_on_top checks the base, preflights, and spends a lesson only after a yes', async () => {
    const text = await promptText(mcp, 'teach_on_top', { base: SEEDED_ID, facts: 'the harbour masters' });
    for (const tool of [
      'get_knowledge',
      'family_tree',
      'get_training_set',
      'create_training_set',
      'teach_preflight',
      'job_status',
    ]) {
      expect(text).toContain(tool);
    }
    expect(text).toContain(`family_tree { "id": "${SEEDED_ID}" }`);
    expect(text).toContain(`"base": ["${SEEDED_ID}"]`);
    expect(text).toContain('The user wants to add: "the harbour masters".');
    expect(text).toContain('never refunded');
    expect(text).toContain('wait for a yes before calling teach');

    const asks = await promptText(mcp, 'teach_on_top', { base: SEEDED_ID });
    expect(asks).toContain('Ask the user which facts to add');

    // Without a teaching key the same prompt names no teach tool: the session does not offer one.
    const keyless = await connect(fixture.node.url);
    try {
      const text = await promptText(keyless, 'teach_on_top', { base: SEEDED_ID });
      expect(text).toContain('This server cannot spend a lesson here');
      for (const tool of ['create_training_set', 'teach_preflight', 'download_lesson'])
        expect(text).not.toContain(tool);
    } finally {
      await keyless.close();
    }
  });

  it('subgraph_to_knowledge ends at create_training_set and leaves review and teaching to a human', async () => {
    const text = await promptText(mcp, 'subgraph_to_knowledge', { subgraph: 'uniswap token addresses' });
    expect(text).toContain('"uniswap token addresses"');
    expect(text).toContain('search_knowledge');
    expect(text).toContain('create_training_set with the rows, a name and the provenance');
    expect(text).toContain('Stop after create_training_set.');
    expect(text).toContain(
      'Reviewing the rows and spending a lesson on them (teach_preflight, then teach) are separate steps that a human confirms',
    );
    // The last step is the stop: nothing after it tells the agent to teach.
    const lastStep = text.split('\n').at(-1) ?? '';
    expect(lastStep.startsWith('6. Stop after create_training_set.')).toBe(true);
  });

  it('refuses a prompt whose knowledge id breaks the rule, naming the argument and the rule', async () => {
    const bad = await refusal(mcp.getPrompt({ name: 'prove_it', arguments: { knowledge: '../etc' } }));
    expect(bad.code).toBe(-32602);
    expect(bad.message).toMatch(/^MCP error -32602: prove_it: "knowledge" .*a knowledge id is letters, digits/);
    expect(bad.data).toMatchObject({ code: 'invalid_argument', details: { prompt: 'prove_it', field: 'knowledge' } });
  });

  it('refuses a prompt that does not exist with the closest name', async () => {
    const unknown = await refusal(mcp.getPrompt({ name: 'prove', arguments: {} }));
    expect(unknown.code).toBe(-32602);
    expect(unknown.data).toMatchObject({ code: 'prompt_not_found', details: { did_you_mean: 'prove_it' } });
  });

  it('completes every prompt argument', async () => {
    expect(await completePrompt(mcp, 'prove_it', 'knowledge', 'zeph')).toEqual([SEEDED_ID]);
    expect(await completePrompt(mcp, 'teach_on_top', 'base', 'zephyria')).toEqual([SEEDED_ID]);
    expect(await completePrompt(mcp, 'prove_it', 'knowledge', 'nothing-like-it')).toEqual([]);
    // The question completes from the chosen knowledge's own benchmark.
    expect((await completePrompt(mcp, 'prove_it', 'question', 'Which', { knowledge: SEEDED_ID })).sort()).toEqual(
      [...QUESTIONS].sort(),
    );
    expect(
      await completePrompt(mcp, 'prove_it', 'question', 'Which harbour of Zephyria trades', { knowledge: SEEDED_ID }),
    ).toEqual([QUESTIONS[2]]);
    expect(await completePrompt(mcp, 'prove_it', 'question', 'Which')).toEqual([]);
    expect(await completePrompt(mcp, 'shop_for_knowledge', 'topic', 'geo')).toEqual(['geo/zephyria']);
    expect(await completePrompt(mcp, 'shop_for_knowledge', 'max_price', '')).toEqual(['12']);
    expect(await completePrompt(mcp, 'shop_for_knowledge', 'max_price', '5')).toEqual([]);
    expect(await completePrompt(mcp, 'teach_on_top', 'facts', 'any')).toEqual([]);
    expect(await completePrompt(mcp, 'subgraph_to_knowledge', 'subgraph', 'uni')).toEqual(['uniswap token addresses']);
  });

  it('never shows the operator password', () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const text of seen) expect(text).not.toContain(CANARY);
  });
});

describe('with the node down', () => {
  it('fails the OpenAPI read with a clear, retryable error and keeps everything else answering', async () => {
    const mcp = await connect(await deadUrl());
    try {
      const error = await refusal(mcp.readResource({ uri: 'ainize://openapi' }));
      expect(error.message).toContain('ainize://openapi could not be read: node_unreachable:');
      expect(error.message).toContain('(worth a retry later)');
      expect(error.data).toMatchObject({ code: 'node_unreachable', retryable: true });
      expect(error.message).not.toContain(CANARY);

      const { resources } = await mcp.listResources();
      expect(resources.map((r) => r.uri).sort()).toEqual([
        'ainize://budget',
        'ainize://instructions',
        'ainize://node/info',
        'ainize://openapi',
      ]);
      expect(await completeResourceId(mcp, 'zeph')).toEqual([]);
      const knowledge = await refusal(mcp.readResource({ uri: `ainize://knowledge/${SEEDED_ID}` }));
      expect(knowledge.message).toContain(`ainize://knowledge/${SEEDED_ID} could not be read: node_unreachable:`);
      const text = await promptText(mcp, 'prove_it', { knowledge: SEEDED_ID });
      expect(text).toContain('Pick a question the knowledge claims to answer');
    } finally {
      await mcp.close();
    }
  });
});
