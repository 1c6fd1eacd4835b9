import { AinizeFailure, createScrubber, type Scrubber } from '@ainize/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  defineTool,
  listedBriefly,
  registerTools,
  toolJsonSchema,
  type ToolDefinition,
} from '../src/tools-kit/index.js';

const CANARY = 'canary-Zr8uN3bV6yHq1sWd';

interface TestContext {
  scrubber: Scrubber;
  allowApply: boolean;
  calls: string[];
}

const READ_HINTS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true };
const MODEL_HINTS = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true };

const echo = defineTool({
  name: 'echo',
  title: 'Echo',
  tier: 'READ',
  description: 'Free. Changes nothing. Answers with its input.',
  inputSchema: z.strictObject({ text: z.string() }),
  outputSchema: z.object({ echoed: z.string() }),
  annotations: READ_HINTS,
  handler: (input, ctx: TestContext) => {
    ctx.calls.push('echo');
    return { echoed: input.text };
  },
});

const leaky = defineTool({
  name: 'leaky',
  title: 'Leaky',
  tier: 'READ',
  description: 'Free. Returns a node answer that carries a secret.',
  inputSchema: z.strictObject({}),
  outputSchema: z.object({ note: z.string() }),
  annotations: READ_HINTS,
  handler: () => ({ note: `the node echoed ${CANARY}` }),
});

const broken = defineTool({
  name: 'broken',
  title: 'Broken',
  tier: 'MODEL',
  description: 'Free. Fails the way a bug does, with a secret in its message.',
  inputSchema: z.strictObject({ how: z.enum(['bug', 'node']) }),
  outputSchema: z.object({ never: z.string() }),
  annotations: MODEL_HINTS,
  handler: (input) => {
    if (input.how === 'node') throw AinizeFailure.of('quota_chat', 'free live-test quota exhausted for this hour');
    throw new Error(`connect failed with password=${CANARY}`);
  },
});

const pay = defineTool({
  name: 'pay',
  title: 'Pay',
  tier: 'MONEY',
  description: 'Real money. Fails as if the node went away mid-purchase.',
  inputSchema: z.strictObject({}),
  outputSchema: z.object({ receipt: z.string() }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  handler: () => {
    throw AinizeFailure.of('node_unreachable', 'the node did not answer');
  },
});

const applyTool = defineTool({
  name: 'apply_dummy',
  title: 'Apply',
  tier: 'MODEL',
  description: 'Free. Changes the shared model. Off unless allowed.',
  inputSchema: z.strictObject({}),
  outputSchema: z.object({ applied: z.boolean() }),
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  registeredWhen: (ctx: TestContext) => ctx.allowApply || 'AINIZE_MCP_ALLOW_APPLY=1 is not set',
  handler: () => ({ applied: true }),
});

const slow = defineTool({
  name: 'slow',
  title: 'Slow',
  tier: 'READ',
  description: 'Free. Reports progress while it works.',
  inputSchema: z.strictObject({}),
  outputSchema: z.object({ steps: z.number() }),
  annotations: READ_HINTS,
  handler: async (_input, _ctx: TestContext, call) => {
    await call.progress({ progress: 1, total: 2, message: 'halfway' });
    await call.progress({ progress: 2, total: 2, message: 'done' });
    return { steps: 2 };
  },
});

const ALL: ToolDefinition<TestContext>[] = [echo, leaky, broken, pay, applyTool, slow];

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

async function connect(definitions: ToolDefinition<TestContext>[], allowApply = false) {
  const ctx: TestContext = { scrubber: createScrubber({ knownSecrets: [CANARY] }), allowApply, calls: [] };
  const server = new McpServer({ name: 'ainize-test', version: '0.0.0' });
  const registration = registerTools(server, definitions, ctx);
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test-client', version: '0.0.0' });
  let listChanged = 0;
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    listChanged += 1;
  });
  await client.connect(clientSide);
  open.push(client);
  return { ctx, client, registration, listChanged: () => listChanged };
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>): string => {
  const first = (result.content as { type: string; text?: string }[])[0];
  return first?.text ?? '';
};

describe('registerTools over the real SDK', () => {
  it('advertises a title, all four hints, a strict input and an output schema for every tool', async () => {
    const { client } = await connect(ALL, true);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['apply_dummy', 'broken', 'echo', 'leaky', 'pay', 'slow']);
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.annotations).toEqual(
        expect.objectContaining({
          readOnlyHint: expect.any(Boolean) as unknown,
          destructiveHint: expect.any(Boolean) as unknown,
          idempotentHint: expect.any(Boolean) as unknown,
          openWorldHint: expect.any(Boolean) as unknown,
        }),
      );
      expect(tool.inputSchema.additionalProperties).toBe(false);
      expect(tool.outputSchema?.type).toBe('object');
    }
  });

  it('refuses an extra input field by name, and the handler never runs', async () => {
    const { client, ctx } = await connect(ALL);
    const result = await client.callTool({ name: 'echo', arguments: { text: 'hi', sneaky_cap: 1000 } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('sneaky_cap');
    expect(ctx.calls).toEqual([]);
  });

  it('answers with structuredContent matching the output schema, and the same JSON as text', async () => {
    const { client } = await connect(ALL);
    const result = await client.callTool({ name: 'echo', arguments: { text: 'hi' } });
    expect(result.structuredContent).toEqual({ echoed: 'hi' });
    expect(JSON.parse(textOf(result))).toEqual({ echoed: 'hi' });
  });

  it('never lets a planted secret reach the client, in a result or in an error', async () => {
    const { client } = await connect(ALL);
    const ok = await client.callTool({ name: 'leaky', arguments: {} });
    const failed = await client.callTool({ name: 'broken', arguments: { how: 'bug' } });
    expect(JSON.stringify(ok)).not.toContain(CANARY);
    expect(JSON.stringify(failed)).not.toContain(CANARY);
    expect(JSON.parse(textOf(failed))).toMatchObject({ code: 'internal_error', retryable: false });
  });

  it('renders a thrown failure as {code, message, retryable, details} the SDK client accepts', async () => {
    const { client } = await connect(ALL);
    // A tool with an outputSchema: an error carrying structuredContent would make callTool throw here.
    const result = await client.callTool({ name: 'broken', arguments: { how: 'node' } });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result))).toEqual({
      code: 'quota_chat',
      message: 'free live-test quota exhausted for this hour',
      retryable: expect.any(Boolean) as unknown,
      details: {},
      next: expect.stringContaining('operator credential') as unknown,
    });
  });

  it('makes every failure of a MONEY tool non-retryable', async () => {
    const { client } = await connect(ALL);
    const answer = JSON.parse(textOf(await client.callTool({ name: 'pay', arguments: {} }))) as Record<string, unknown>;
    expect(answer).toMatchObject({ code: 'node_unreachable', retryable: false });
    expect(answer).not.toHaveProperty('retry_after_ms');
  });

  it('forwards progress when the client gave a progress token', async () => {
    const { client } = await connect(ALL);
    const heard: string[] = [];
    await client.callTool({ name: 'slow', arguments: {} }, undefined, {
      onprogress: (p) => heard.push(`${p.progress}/${p.total}: ${p.message}`),
    });
    expect(heard).toEqual(['1/2: halfway', '2/2: done']);
  });
});

describe('preconditions', () => {
  it('does not offer a tool whose precondition fails, and says why', async () => {
    const { client, registration } = await connect(ALL);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).not.toContain('apply_dummy');
    expect(registration.available()).not.toContain('apply_dummy');
    expect(registration.reasons()).toEqual({ apply_dummy: 'AINIZE_MCP_ALLOW_APPLY=1 is not set' });
    const call = await client.callTool({ name: 'apply_dummy', arguments: {} });
    expect(call.isError).toBe(true);
  });

  it('turns a tool on later with exactly one list_changed, and none when nothing changed', async () => {
    const { client, ctx, registration, listChanged } = await connect(ALL);
    await client.listTools();
    expect(listChanged()).toBe(0);

    ctx.allowApply = true;
    expect(registration.refresh()).toEqual({ enabled: ['apply_dummy'], disabled: [] });
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('apply_dummy');
    expect(listChanged()).toBe(1);
    expect(registration.reasons()).toEqual({});

    expect(registration.refresh()).toEqual({ enabled: [], disabled: [] });
    await client.listTools();
    expect(listChanged()).toBe(1);
  });

  it('gives a reason even when a precondition says only false, or throws', async () => {
    const quiet = defineTool({ ...toolBase('quiet'), registeredWhen: () => false });
    const faulty = defineTool({
      ...toolBase('faulty'),
      registeredWhen: (): boolean => {
        throw new Error(`cannot read ${CANARY}`);
      },
    });
    const { registration } = await connect([quiet, faulty]);
    const reasons = registration.reasons();
    expect(reasons.quiet).toContain('quiet');
    expect(reasons.faulty).toContain('could not be checked');
    expect(reasons.faulty).not.toContain(CANARY);
  });
});

describe('defineTool', () => {
  it('refuses an input schema that is not strict', () => {
    expect(() =>
      defineTool({
        ...toolBase('loose'),
        // A plain z.object silently drops unknown fields instead of refusing them.
        inputSchema: z.object({ a: z.string() }),
      }),
    ).toThrow(/z\.strictObject/);
  });

  it('refuses hints that contradict the tier', () => {
    expect(() => defineTool({ ...toolBase('writes'), annotations: MODEL_HINTS })).toThrow(/READ tool/);
    expect(() =>
      defineTool({
        ...toolBase('publish'),
        tier: 'PERMANENT',
        annotations: { ...MODEL_HINTS, destructiveHint: false },
      }),
    ).toThrow(/PERMANENT/);
  });
});

function toolBase(name: string) {
  return {
    name,
    title: name,
    tier: 'READ' as const,
    description: 'Free. Changes nothing.',
    inputSchema: z.strictObject({}),
    outputSchema: z.object({ ok: z.boolean() }),
    annotations: READ_HINTS,
    handler: () => ({ ok: true }),
  };
}

describe('what tools/list shows of a schema', () => {
  const deep = z.object({
    job_id: z.string().nullable(),
    result: z.object({
      draft_id: z.string().nullable(),
      questions: z.object({ learned: z.number(), still_wrong: z.array(z.object({ question: z.string() })) }),
      checks: z.object({ taught: z.object({ hits: z.number().describe('Questions it now answers.') }) }),
    }),
    items: z.array(z.object({ id: z.string(), price: z.string() })),
    detail: listedBriefly(z.object({ a: z.string(), b: z.number() })).describe('a and b, as the node wrote them.'),
  });

  it('lists an output two levels deep, deeper only where a description says something, and requires nothing', () => {
    const listed = toolJsonSchema(deep, 'output');
    expect(listed).toEqual({
      type: 'object',
      properties: {
        job_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        result: {
          type: 'object',
          properties: {
            draft_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            questions: { type: 'object' },
            checks: {
              type: 'object',
              properties: {
                taught: {
                  type: 'object',
                  properties: { hits: { type: 'number', description: 'Questions it now answers.' } },
                },
              },
            },
          },
        },
        items: { type: 'array', items: { type: 'object' } },
        detail: { type: 'object', description: 'a and b, as the node wrote them.' },
      },
    });
  });

  it('only widens: every answer the full schema accepts, the listed one accepts too', () => {
    const listed = toolJsonSchema(deep, 'output');
    const answer = {
      job_id: null,
      result: { draft_id: 'd1', questions: { learned: 1, still_wrong: [] }, checks: { taught: { hits: 2 } } },
      items: [{ id: 'k', price: '1' }],
      detail: { a: 'x', b: 1 },
    };
    expect(deep.safeParse(answer).success).toBe(true);
    expect(z.fromJSONSchema(listed).safeParse(answer).success).toBe(true);
  });

  it('lists an input marked brief by its type and description, and the server still checks the full schema', () => {
    const id = listedBriefly(
      z
        .string()
        .min(1)
        .max(20)
        .regex(/^[a-z]+$/),
    );
    const input = z.strictObject({ id: id.describe('The id, as an answer gave it.') });
    expect(toolJsonSchema(input, 'input')).toEqual({
      type: 'object',
      properties: { id: { type: 'string', description: 'The id, as an answer gave it.' } },
      required: ['id'],
      additionalProperties: false,
    });
    expect(input.safeParse({ id: 'Not/An/Id' }).success).toBe(false);
  });
});
