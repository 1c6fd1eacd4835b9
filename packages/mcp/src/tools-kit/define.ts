import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  ElicitResultSchema,
  type ClientCapabilities,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod';
import type { AinizeError } from '@ainize/core';
import type { FieldProblem } from './input-errors.js';
import { hintProblems, type Tier, type ToolHints } from './tiers.js';

/**
 * An input schema made with `z.strictObject`: an unknown field is refused, by name, before the handler runs.
 * zod's `$strict` and `$strip` configs are structurally identical types, so defineTool checks this at runtime.
 */
export type StrictInput = z.ZodObject<z.ZodRawShape, z.core.$strict>;
export type OutputSchema = z.ZodObject<z.ZodRawShape, z.core.$ZodObjectConfig>;

export interface ProgressUpdate {
  progress: number;
  total?: number;
  message?: string;
}

/** A yes/no question put to the person in the client itself (MCP form elicitation). */
export interface HumanQuestion {
  /** What the client shows above the form. */
  message: string;
  /** The one boolean field the person ticks to agree; it starts unticked. */
  field: string;
  title: string;
  description: string;
}

export interface HumanAnswer {
  action: 'accept' | 'decline' | 'cancel';
  /** True only when the person accepted the form with the field ticked. */
  approved: boolean;
}

/** Present only when the client declared form elicitation: the model cannot answer it, a person does. */
export interface HumanChannel {
  ask(question: HumanQuestion): Promise<HumanAnswer>;
}

/** A person may need a while to read a price; the SDK's 60 s default would give up on them. */
export const HUMAN_TIMEOUT_MS = 10 * 60_000;

/** The per-call facts a handler may need besides its input and the session context. */
export interface ToolCall {
  /** Aborted when the client cancels the request. */
  signal: AbortSignal;
  /** Present when the client asked for progress; `progress()` is a no-op otherwise. */
  progressToken: string | number | undefined;
  progress(update: ProgressUpdate): Promise<void>;
  sessionId: string | undefined;
  /** null when the client cannot show a form to its user. */
  human: HumanChannel | null;
}

export type ToolHandler<Ctx, In extends StrictInput, Out extends OutputSchema> = (
  input: z.output<In>,
  ctx: Ctx,
  call: ToolCall,
) => z.input<Out> | Promise<z.input<Out>>;

/**
 * A sentence of a description that names sibling tools. It is shown only while every tool it names is offered,
 * so a client never reads about a tool this server's configuration leaves out.
 */
export interface Mention {
  readonly needs: readonly string[];
  readonly text: string;
}

export type DescriptionPart = string | Mention;

/** A sentence naming `needs`, for a description: `when('buy', 'buy settles it once the person agreed.')`. */
export function when(needs: string | readonly string[], text: string): Mention {
  return { needs: typeof needs === 'string' ? [needs] : needs, text };
}

export interface ToolSpec<Ctx, In extends StrictInput, Out extends OutputSchema> {
  name: string;
  title: string;
  tier: Tier;
  /**
   * Opens with a verb; says what it returns, what it costs or changes, when to use it and which sibling to use
   * instead. A sentence naming a tool that may not be offered is written with `when`.
   */
  description: string | readonly DescriptionPart[];
  inputSchema: In;
  outputSchema: Out;
  annotations: ToolHints;
  /**
   * The tool starts a job and answers with its handle. Such tools are also offered as native MCP tasks
   * (execution.taskSupport "optional"): a client that asks for a task polls tasks/get instead of job_status.
   */
  job?: boolean;
  /** true: register. false or a string: do not — the string is the reason node_status reports. */
  registeredWhen?: (ctx: Ctx) => boolean | string;
  /**
   * The tool's own refusal for input its schema does not accept, when a field it names decides it (buy without a
   * quote_id is `quote_required`, not a generic `invalid_argument`); null leaves it to one sentence per field.
   */
  refuseInput?: InputRefusal<Ctx>;
  handler: ToolHandler<Ctx, In, Out>;
}

/** `args` as the client sent them (an object, or {} for none), the fields the schema found wrong, the context. */
export type InputRefusal<Ctx> = (
  args: Readonly<Record<string, unknown>>,
  problems: readonly FieldProblem[],
  ctx: Ctx,
) => AinizeError | null;

/**
 * A tool with its input and output types sealed inside `run`, so tools of different shapes sit in one array
 * and the registration code never needs to know them.
 */
export interface ToolDefinition<Ctx> {
  readonly name: string;
  readonly title: string;
  readonly tier: Tier;
  /** The whole description, every conditional sentence included. */
  readonly description: string;
  /** The description as a client reads it while exactly the tools in `offered` are offered. */
  describe(offered: ReadonlySet<string>): string;
  readonly inputSchema: StrictInput;
  readonly outputSchema: OutputSchema;
  readonly annotations: Readonly<ToolHints>;
  readonly job: boolean;
  readonly registeredWhen: ((ctx: Ctx) => boolean | string) | undefined;
  readonly refuseInput: InputRefusal<Ctx> | undefined;
  /** `args` must already have been parsed by `inputSchema` — the SDK does that before any handler runs. */
  run(args: unknown, ctx: Ctx, call: ToolCall): Promise<object>;
}

/** Checks what types cannot (strictness at runtime, hints against the tier) once, when the tool file loads. */
export function defineTool<Ctx, In extends StrictInput, Out extends OutputSchema>(
  spec: ToolSpec<Ctx, In, Out>,
): ToolDefinition<Ctx> {
  const problems = hintProblems(spec.tier, spec.annotations);
  const catchall = spec.inputSchema._zod.def.catchall;
  if (catchall?._zod.def.type !== 'never') problems.push('inputSchema must be a z.strictObject');
  const parts = typeof spec.description === 'string' ? [spec.description] : spec.description;
  const describe = (offered: ReadonlySet<string> | null) =>
    parts
      .filter((part) => typeof part === 'string' || offered === null || part.needs.every((n) => offered.has(n)))
      .map((part) => (typeof part === 'string' ? part : part.text))
      .join(' ');
  if (spec.title.trim() === '' || describe(new Set()).trim() === '')
    problems.push('a title and a description that stands without its conditional sentences are required');
  if (problems.length > 0) throw new Error(`tool ${spec.name}: ${problems.join('; ')}`);
  return {
    name: spec.name,
    title: spec.title,
    tier: spec.tier,
    description: describe(null),
    describe: (offered) => describe(offered),
    inputSchema: spec.inputSchema,
    outputSchema: spec.outputSchema,
    annotations: Object.freeze({ ...spec.annotations }),
    job: spec.job ?? false,
    registeredWhen: spec.registeredWhen,
    refuseInput: spec.refuseInput,
    // The cast is the seal's other side: the SDK parsed `args` with this very schema object.
    run: async (args, ctx, call) => spec.handler(args as z.output<In>, ctx, call),
  };
}

/** The SDK's request extras, reduced to the ToolCall a handler sees. */
export function toolCallFrom(
  extra: RequestHandlerExtra<ServerRequest, ServerNotification>,
  client: ClientCapabilities | undefined = undefined,
): ToolCall {
  const progressToken = extra._meta?.progressToken;
  return {
    signal: extra.signal,
    progressToken,
    sessionId: extra.sessionId,
    human: client?.elicitation?.form ? humanChannel(extra) : null,
    progress: async (update) => {
      if (progressToken === undefined) return;
      await extra.sendNotification({
        method: 'notifications/progress',
        params: { progressToken, progress: update.progress, total: update.total, message: update.message },
      });
    },
  };
}

function humanChannel(extra: RequestHandlerExtra<ServerRequest, ServerNotification>): HumanChannel {
  return {
    ask: async (question) => {
      const result = await extra.sendRequest(
        {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: question.message,
            requestedSchema: {
              type: 'object',
              properties: {
                [question.field]: {
                  type: 'boolean',
                  title: question.title,
                  description: question.description,
                  default: false,
                },
              },
              required: [question.field],
            },
          },
        },
        ElicitResultSchema,
        { timeout: HUMAN_TIMEOUT_MS, signal: extra.signal },
      );
      const approved = result.action === 'accept' && result.content?.[question.field] === true;
      return { action: result.action, approved };
    },
  };
}
