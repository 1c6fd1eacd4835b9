import { toAinizeError } from '@ainize/core';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ServerContext } from '../tools/context.js';

/** The MCP code for "no such resource"; the SDK names no constant for it. */
export const RESOURCE_NOT_FOUND = -32002;

/** Every resource text is the scrubbed value as indented JSON. */
export function json(ctx: ServerContext, value: unknown): string {
  return JSON.stringify(ctx.scrubber.scrub(value), null, 2);
}

/**
 * A resource read that failed, as the protocol error a client shows: which resource, the node's code and
 * sentence, and whether a later retry is worth it. The code and retryable flag also travel in `data`. The whole
 * sentence is scrubbed, the URI too: it is the client's own input and may carry a pasted secret.
 */
export function resourceError(ctx: ServerContext, uri: string, thrown: unknown): McpError {
  if (thrown instanceof McpError) return thrown;
  const error = toAinizeError(thrown);
  const rpc =
    error.code === 'not_found'
      ? RESOURCE_NOT_FOUND
      : error.code === 'invalid' || error.code === 'invalid_argument'
        ? ErrorCode.InvalidParams
        : ErrorCode.InternalError;
  const retry = error.retryable ? ' (worth a retry later)' : '';
  return new McpError(
    rpc,
    ctx.scrubber.scrubString(`${uri} could not be read: ${error.code}: ${error.message}${retry}`),
    ctx.scrubber.scrub({ code: error.code, retryable: error.retryable }),
  );
}
