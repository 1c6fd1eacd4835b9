import { AinizeFailure, ainizeError, type AinizeError, type Scrubber } from '@ainize/core';
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  McpError,
  type CallToolRequest,
  type Result,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { errorEnvelope, toolError } from '../errors/index.js';
import { closestName } from './closest.js';
import type { ToolDefinition } from './define.js';
import { fieldProblems, inputError, type FieldProblem } from './input-errors.js';

/**
 * The SDK answers a call it refuses — an unknown tool, a tool that is off, input that does not fit the schema — in
 * its own words, as a bare text result ("MCP error -32602: Tool apply_knowledge disabled"). Those refusals are the
 * ones an agent most needs to act on, so every tools/call passes this guard first: it refuses the same calls the
 * SDK would, with this server's error envelope, the setting that turns a tool on, the closest name, the accepted
 * fields and a next step. A call the guard lets through is one the SDK accepts, and goes on to the SDK unchanged.
 */

/** How to turn a tool on when it is off, and what to use meanwhile. */
export interface WhenOff {
  /** The settings that turn it on, as an operator would set them. */
  enable: string;
  /** The tool that does the nearest thing without it, and how. */
  instead?: string;
}

export interface GuardedTool {
  definition: Pick<ToolDefinition<unknown>, 'name' | 'inputSchema'>;
  handle: Pick<RegisteredTool, 'enabled'>;
  /** The tool's own refusal for input that does not fit, bound to its context (see ToolSpec.refuseInput). */
  refuseInput?: (args: Readonly<Record<string, unknown>>, problems: readonly FieldProblem[]) => AinizeError | null;
}

export interface CallGuardOptions {
  scrubber: Scrubber;
  tools: ReadonlyMap<string, GuardedTool>;
  /** Why a tool that is off is off (its precondition's own words). */
  reasonOf(name: string): string | undefined;
  whenOff?: Readonly<Record<string, WhenOff>>;
}

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;
type Handler<R> = (request: R, extra: Extra) => Promise<Result>;

/** Puts the guard in front of the tools/call handler the SDK installed; call it once every tool is registered. */
export function guardToolCalls(server: McpServer, options: CallGuardOptions): void {
  const sdk = installedHandler<CallToolRequest>(server, 'tools/call');
  server.server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const refusal = await refusalFor(request.params, options);
    if (refusal === null) return sdk(request, extra);
    // A client that asked for a task expects a CreateTaskResult, which a refusal cannot be: it gets the envelope as
    // a JSON-RPC error (scrubbed on its way out, with every other error frame).
    if (request.params.task !== undefined) {
      const envelope = errorEnvelope(refusal);
      throw new McpError(ErrorCode.InvalidParams, envelope.message, envelope);
    }
    return toolError(new AinizeFailure(refusal), options.scrubber, { structured: false });
  });
}

/** The refusal the call earns, or null when the SDK will accept it. */
export async function refusalFor(
  params: CallToolRequest['params'],
  options: Omit<CallGuardOptions, 'scrubber'>,
): Promise<AinizeError | null> {
  const tool = options.tools.get(params.name);
  if (tool === undefined) return unknownTool(params.name, options);
  if (!tool.handle.enabled) return toolOff(params.name, options);
  const args = params.arguments ?? {};
  const parsed = await tool.definition.inputSchema.safeParseAsync(args);
  if (parsed.success) return null;
  const { issues } = parsed.error;
  const own = tool.refuseInput?.(args, fieldProblems(tool.definition.inputSchema, args, issues).problems) ?? null;
  return own ?? inputError(params.name, tool.definition.inputSchema, args, issues);
}

function available(options: Pick<CallGuardOptions, 'tools'>): string[] {
  return [...options.tools].filter(([, tool]) => tool.handle.enabled).map(([name]) => name);
}

function unknownTool(name: string, options: Omit<CallGuardOptions, 'scrubber'>): AinizeError {
  const offered = available(options);
  const guess = closestName(name, [...options.tools.keys()]);
  const off = guess !== null && !offered.includes(guess);
  const enable = guess === null ? undefined : options.whenOff?.[guess]?.enable;
  const hint =
    guess === null
      ? ''
      : off
        ? ` The closest is "${guess}", which is off on this server${enable ? ` (to turn it on: ${enable})` : ''}.`
        : ` Did you mean "${guess}"?`;
  return ainizeError(
    'unknown_tool',
    `there is no tool "${name}" on this server.${hint} Available: ${offered.join(', ')}.`,
    {
      details: {
        tool: name,
        did_you_mean: guess,
        available: offered,
        ...(off && guess !== null ? { next: offStep(guess, options) } : {}),
      },
    },
  );
}

function toolOff(name: string, options: Omit<CallGuardOptions, 'scrubber'>): AinizeError {
  const reason = options.reasonOf(name) ?? 'its preconditions do not hold on this server';
  const how = options.whenOff?.[name];
  const enable = how ? ` To turn it on: ${how.enable}.` : '';
  const instead = how?.instead ? ` Meanwhile: ${how.instead}.` : '';
  return ainizeError('capability_disabled', `${name} is off on this server: ${reason}.${enable}${instead}`, {
    details: {
      tool: name,
      reason,
      enable: how?.enable ?? null,
      instead: how?.instead ?? null,
      available: available(options),
      next: offStep(name, options),
    },
  });
}

/** Carry on with the alternative; turning the tool on is the operator's decision, never a retry. */
function offStep(name: string, options: Omit<CallGuardOptions, 'scrubber'>): string {
  const how = options.whenOff?.[name];
  const ask = `only the person who runs this server can turn ${name} on, with the settings the message names`;
  return how?.instead ? `${how.instead}; ${ask}` : `tell the person: ${ask}`;
}

/**
 * The handler McpServer installed for `method` (tools/call when the first tool was registered, prompts/get with the
 * first prompt). The SDK keeps request handlers in a private table and offers no getter, so this reads the table —
 * and fails loudly at startup, not at the first call, if a later SDK stores them differently.
 */
export function installedHandler<R>(server: McpServer, method: string): Handler<R> {
  const table = (server.server as unknown as { _requestHandlers?: unknown })._requestHandlers;
  const handler = table instanceof Map ? (table.get(method) as unknown) : undefined;
  if (typeof handler !== 'function') {
    throw new Error(
      `the MCP SDK no longer exposes its ${method} handler where this server reads it (see call-guard.ts)`,
    );
  }
  return handler as Handler<R>;
}
