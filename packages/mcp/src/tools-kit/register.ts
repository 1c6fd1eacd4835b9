import type { Scrubber } from '@ainize/core';
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type {
  CreateTaskRequestHandlerExtra,
  TaskRequestHandlerExtra,
} from '@modelcontextprotocol/sdk/experimental/tasks/interfaces.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { toolError, toolResult, type ToolAnswer } from '../errors/index.js';
import { toolCallFrom, type ToolDefinition } from './define.js';
import { TIERS } from './tiers.js';

/** What every tool context must carry: the one scrubber every answer and every error passes through. */
export interface ToolContextBase {
  readonly scrubber: Scrubber;
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
 * Call it before `server.connect`: the SDK announces each registration on a live connection, and a burst of
 * identical list_changed notifications is exactly the spam this module exists to avoid.
 */
export function registerTools<Ctx extends ToolContextBase>(
  server: McpServer,
  definitions: readonly ToolDefinition<Ctx>[],
  ctx: Ctx,
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
      annotations: { title: definition.title, ...definition.annotations },
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
