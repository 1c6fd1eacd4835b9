import type { Scrubber } from '@ainize/core';
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type {
  CreateTaskRequestHandlerExtra,
  TaskRequestHandlerExtra,
} from '@modelcontextprotocol/sdk/experimental/tasks/interfaces.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  ListToolsRequestSchema,
  type ServerNotification,
  type ServerRequest,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { toolError, toolResult, type ToolAnswer } from '../errors/index.js';
import { guardToolCalls, type GuardedTool, type WhenOff } from './call-guard.js';
import { toolCallFrom, type ToolDefinition } from './define.js';
import { toolJsonSchema } from './json-schema.js';
import { TIERS } from './tiers.js';

/** What every tool context must carry: the one scrubber every answer and every error passes through. */
export interface ToolContextBase {
  readonly scrubber: Scrubber;
}

export interface RegisterOptions {
  /** For tools that may be off: the settings that turn each on and what to use meanwhile, said when one is called. */
  whenOff?: Readonly<Record<string, WhenOff>>;
}

export interface ToolRegistration {
  /** Every tool handed to the SDK, available or not, by name. */
  readonly handles: ReadonlyMap<string, RegisteredTool>;
  /** Names a client can see and call right now. */
  available(): string[];
  /** Why each unavailable tool is unavailable — the raw material of node_status.capability_reasons. */
  reasons(): Record<string, string>;
  /**
   * Re-checks every precondition against the (mutable) context and flips what changed, sending ONE
   * `notifications/tools/list_changed` for the whole batch, or none when nothing changed.
   */
  refresh(): { enabled: string[]; disabled: string[] };
}

/**
 * Hands every definition to the SDK, wrapped so that what leaves a handler — value or throw — goes through
 * errors/ and the scrubber. A tool whose precondition fails is registered disabled: clients neither list nor
 * call it (the SDK refuses the call), and `refresh` can turn it on later without re-registering.
 *
 * Every call passes the guard in call-guard.ts first, so an unknown tool, a tool that is off and input that does
 * not fit are refused in this server's error envelope, not in the SDK's words.
 *
 * Call it before `server.connect`: the SDK announces each registration on a live connection, and a burst of
 * identical list_changed notifications is exactly the spam this module exists to avoid.
 */
export function registerTools<Ctx extends ToolContextBase>(
  server: McpServer,
  definitions: readonly ToolDefinition<Ctx>[],
  ctx: Ctx,
  options: RegisterOptions = {},
): ToolRegistration {
  const handles = new Map<string, RegisteredTool>();
  const why = new Map<string, string>();

  const evaluate = (definition: ToolDefinition<Ctx>): string | null => {
    if (!definition.registeredWhen) return null;
    let verdict: boolean | string;
    try {
      verdict = definition.registeredWhen(ctx);
    } catch (thrown) {
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      return ctx.scrubber.scrubString(`its precondition could not be checked: ${message}`);
    }
    if (verdict === true) return null;
    return typeof verdict === 'string' && verdict.trim() !== ''
      ? verdict
      : `the preconditions of ${definition.name} do not hold on this server`;
  };

  for (const definition of definitions) {
    if (handles.has(definition.name)) throw new Error(`tool ${definition.name} is defined twice`);
    const errorTier = TIERS[definition.tier].error_tier;
    const answer = async (args: unknown, extra: RequestHandlerExtra<ServerRequest, ServerNotification>) => {
      try {
        const call = toolCallFrom(extra, server.server.getClientCapabilities());
        return toolResult(await definition.run(args, ctx, call), ctx.scrubber);
      } catch (thrown) {
        // Text only: the SDK client validates structuredContent against the outputSchema even on errors.
        return toolError(thrown, ctx.scrubber, { structured: false, ...(errorTier ? { tier: errorTier } : {}) });
      }
    };
    const config = {
      title: definition.title,
      description: definition.description,
      inputSchema: definition.inputSchema,
      outputSchema: definition.outputSchema,
      // The title is said once, as the tool's own `title`: the annotations carry the four hints.
      annotations: { ...definition.annotations },
    };
    const handle = definition.job
      ? server.experimental.tasks.registerToolTask(
          definition.name,
          { ...config, execution: { taskSupport: 'optional' } },
          {
            // Every call lands here, task or not; the store tells the two apart (see jobs/task-store.ts).
            createTask: async (args: unknown, extra: CreateTaskRequestHandlerExtra) => {
              const result = await answer(args, extra);
              const jobId = result.isError ? undefined : result.structuredContent?.job_id;
              const context = { job_id: typeof jobId === 'string' ? jobId : undefined, answer: result };
              return { task: await extra.taskStore.createTask({ context }) };
            },
            getTask: (_args: unknown, extra: TaskRequestHandlerExtra) => extra.taskStore.getTask(extra.taskId),
            getTaskResult: async (_args: unknown, extra: TaskRequestHandlerExtra) =>
              (await extra.taskStore.getTaskResult(extra.taskId)) as ToolAnswer,
          },
        )
      : server.registerTool(definition.name, config, answer);
    const reason = evaluate(definition);
    if (reason !== null) {
      // Set directly, not via disable(): disable() announces a list change for a tool no client has seen yet.
      handle.enabled = false;
      why.set(definition.name, reason);
    }
    handles.set(definition.name, handle);
  }
  guardToolCalls(server, {
    scrubber: ctx.scrubber,
    tools: new Map(
      definitions.map((definition) => {
        const refuse = definition.refuseInput;
        const guarded: GuardedTool = { definition, handle: handleOf(handles, definition.name) };
        if (refuse) guarded.refuseInput = (args, problems) => refuse(args, problems, ctx);
        return [definition.name, guarded];
      }),
    ),
    reasonOf: (name) => why.get(name),
    ...(options.whenOff ? { whenOff: options.whenOff } : {}),
  });
  // Answered here rather than by the SDK, so every schema a client reads has passed the one portability pass.
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listTools(definitions, handles) }));

  return {
    handles,
    available: () => [...handles].filter(([, handle]) => handle.enabled).map(([name]) => name),
    reasons: () => Object.fromEntries(why),
    refresh: () => {
      const enabled: string[] = [];
      const disabled: string[] = [];
      for (const definition of definitions) {
        const handle = handles.get(definition.name);
        if (!handle) continue;
        const reason = evaluate(definition);
        if (reason === null) why.delete(definition.name);
        else why.set(definition.name, reason);
        const shouldBe = reason === null;
        if (handle.enabled === shouldBe) continue;
        handle.enabled = shouldBe;
        (shouldBe ? enabled : disabled).push(definition.name);
      }
      if (enabled.length + disabled.length > 0) server.sendToolListChanged();
      return { enabled, disabled };
    },
  };
}

function handleOf(handles: ReadonlyMap<string, RegisteredTool>, name: string): RegisteredTool {
  const handle = handles.get(name);
  if (!handle) throw new Error(`tool ${name} was not registered`);
  return handle;
}

/**
 * The names a registration with this context would offer, worked out before any server exists — for the text
 * sent at initialize (the server's instructions), which must name only tools the client will find.
 */
export function offeredTools<Ctx>(definitions: readonly ToolDefinition<Ctx>[], ctx: Ctx): Set<string> {
  const offered = new Set<string>();
  for (const definition of definitions) {
    try {
      if (!definition.registeredWhen || definition.registeredWhen(ctx) === true) offered.add(definition.name);
    } catch {
      // A precondition that cannot be checked leaves its tool out, as registerTools does.
    }
  }
  return offered;
}

/**
 * tools/list as the SDK would answer it (the tools a client can call now, each with its schemas as JSON Schema),
 * except that the schemas come from toolJsonSchema. Each definition's schemas are converted once and kept.
 */
function listTools<Ctx>(
  definitions: readonly ToolDefinition<Ctx>[],
  handles: ReadonlyMap<string, RegisteredTool>,
): Tool[] {
  const offered = new Set([...handles].filter(([, handle]) => handle.enabled).map(([name]) => name));
  const tools: Tool[] = [];
  for (const definition of definitions) {
    const handle = handles.get(definition.name);
    if (!handle?.enabled) continue;
    // A copy each time: an in-memory transport hands the client these very objects.
    const schemas = structuredClone(schemasOf(definition));
    tools.push({
      name: definition.name,
      title: handle.title,
      description: definition.describe(offered),
      inputSchema: schemas.input,
      outputSchema: schemas.output,
      annotations: handle.annotations,
      // "forbidden" is what a client assumes of a tool that says nothing: only a job tool says it takes tasks.
      ...(handle.execution && handle.execution.taskSupport !== 'forbidden' ? { execution: handle.execution } : {}),
      ...(handle._meta ? { _meta: handle._meta } : {}),
    });
  }
  return tools;
}

type ListedSchema = Tool['inputSchema'];
const converted = new WeakMap<object, { input: ListedSchema; output: ListedSchema }>();

function schemasOf<Ctx>(definition: ToolDefinition<Ctx>): { input: ListedSchema; output: ListedSchema } {
  let schemas = converted.get(definition);
  if (!schemas) {
    schemas = {
      input: toolJsonSchema(definition.inputSchema, 'input') as ListedSchema,
      output: toolJsonSchema(definition.outputSchema, 'output') as ListedSchema,
    };
    converted.set(definition, schemas);
  }
  return schemas;
}
