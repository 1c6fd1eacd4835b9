import { ainizeError, type AinizeError } from '@ainize/core';
import type { McpServer, RegisteredPrompt } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  GetPromptRequestSchema,
  McpError,
  type GetPromptRequest,
  type GetPromptResult,
} from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod';
import { errorEnvelope } from '../errors/index.js';
import { closestName, inputError, installedHandler } from '../tools-kit/index.js';

/**
 * The SDK refuses a prompts/get it cannot serve in its own words: "Prompt x not found", or for arguments zod's
 * issue text ("Invalid arguments for prompt prove_it: Invalid input: expected string, received undefined at
 * knowledge"). Every prompts/get passes this guard first. It refuses the same requests as -32602 with the error
 * envelope as data — the closest prompt name, one sentence per argument — and hands the rest to the SDK unchanged,
 * as the tools/call guard does for tools.
 */
export function guardPromptGets(server: McpServer, prompts: ReadonlyMap<string, RegisteredPrompt>): void {
  const sdk = installedHandler<GetPromptRequest>(server, 'prompts/get');
  server.server.setRequestHandler(GetPromptRequestSchema, async (request, extra) => {
    const refusal = await promptRefusal(request.params, prompts);
    if (refusal === null) return (await sdk(request, extra)) as GetPromptResult;
    const envelope = errorEnvelope(refusal);
    throw new McpError(ErrorCode.InvalidParams, envelope.message, envelope);
  });
}

/** The refusal a prompts/get earns, or null when the SDK will serve it. */
export async function promptRefusal(
  params: GetPromptRequest['params'],
  prompts: ReadonlyMap<string, RegisteredPrompt>,
): Promise<AinizeError | null> {
  const prompt = prompts.get(params.name);
  if (prompt === undefined || !prompt.enabled) return unknownPrompt(params.name, prompts);
  if (prompt.argsSchema === undefined) return null;
  // Every prompt here is registered from zod 4 shapes, so the SDK built a zod 4 object from each.
  const schema = prompt.argsSchema as unknown as z.ZodObject;
  const args = params.arguments ?? {};
  const parsed = await schema.safeParseAsync(args);
  return parsed.success ? null : inputError(params.name, schema, args, parsed.error.issues, 'prompt');
}

function unknownPrompt(name: string, prompts: ReadonlyMap<string, RegisteredPrompt>): AinizeError {
  const offered = [...prompts].filter(([, prompt]) => prompt.enabled).map(([known]) => known);
  const guess = closestName(name, offered);
  return ainizeError(
    'prompt_not_found',
    `there is no prompt "${name}" on this server.${guess === null ? '' : ` Did you mean "${guess}"?`} ` +
      `Available: ${offered.join(', ')}.`,
    { details: { prompt: name, did_you_mean: guess, available: offered, next: 'prompts/list names the prompts' } },
  );
}
