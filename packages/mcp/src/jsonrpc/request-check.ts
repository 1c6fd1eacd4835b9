import { ainizeError } from '@ainize/core';
import {
  ClientNotificationSchema,
  ClientRequestSchema,
  ErrorCode,
  McpError,
  type JSONRPCNotification,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { errorEnvelope, refusalFrame, type RefusalFrame } from '../errors/index.js';
import { fieldProblems } from '../tools-kit/index.js';

/**
 * A well-formed request whose method this server does not have (-32601), or whose params do not fit the method
 * (-32602). The SDK parses a request against its method's schema just before the handler runs and lets the zod
 * error out as -32603 with the issues as the message ("Invalid input: expected record, received null"): the
 * client's mistake reported as the server's failure, in zod's words. These checks use the very same schemas, so
 * a request they let through is one the SDK will parse.
 */

type Schema = (typeof ClientRequestSchema.options)[number];

/** The schema the SDK parses each client request with, by method. */
const REQUESTS: ReadonlyMap<string, Schema> = new Map(
  ClientRequestSchema.options.map((schema): [string, Schema] => [schema.shape.method.value, schema]),
);
const NOTIFICATIONS: ReadonlyMap<string, (typeof ClientNotificationSchema.options)[number]> = new Map(
  ClientNotificationSchema.options.map((schema) => [schema.shape.method.value, schema] as const),
);

/** What to send instead, per method, where "fix the field" is not enough to go on. */
const NEXT: Readonly<Record<string, string>> = {
  'tools/call':
    'send params.name (a tool as tools/list names it) and params.arguments (an object of its arguments, or nothing); nothing was run',
  'resources/read': 'send params.uri, a resource URI as resources/list or resources/templates/list gives it',
  'prompts/get': 'send params.name (a prompt as prompts/list names it) and params.arguments (an object of strings)',
  initialize:
    'send params.protocolVersion (e.g. "2025-11-25"), params.capabilities (an object, {} for none) and params.clientInfo ({"name", "version"})',
};

/** The refusal a request earns for its params, or null when the SDK will accept them (or does not know the method). */
export function paramsRefusal(request: JSONRPCRequest): RefusalFrame | null {
  const schema = REQUESTS.get(request.method);
  if (schema === undefined) return null;
  const parsed = schema.safeParse(request);
  if (parsed.success) return null;
  const { problems } = fieldProblems(schema, request, parsed.error.issues);
  const first = problems[0] ?? { field: 'params', sentence: '"params" does not have the form the method takes' };
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more, listed in details.problems)` : '';
  const error = ainizeError('invalid_params', `${request.method}: ${first.sentence}${more}`, {
    retryable: false,
    details: {
      method: request.method,
      field: first.field,
      ...(problems.length > 1 ? { problems: problems.map((p) => p.sentence) } : {}),
      ...(NEXT[request.method] === undefined ? {} : { next: NEXT[request.method] }),
    },
  });
  return refusalFrame(ErrorCode.InvalidParams, error, request.id);
}

/**
 * Why a notification cannot be read, or null. A notification is never answered, even with an error; the SDK would
 * drop it too, after writing zod's issues to the log.
 */
export function notificationProblem(notification: JSONRPCNotification): string | null {
  const schema = NOTIFICATIONS.get(notification.method);
  if (schema === undefined) return null;
  const parsed = schema.safeParse(notification);
  if (parsed.success) return null;
  const [first] = fieldProblems(schema, notification, parsed.error.issues).problems;
  return `${notification.method}: ${first?.sentence ?? 'its params do not have the form the notification takes'}`;
}

/**
 * The answer to a method no handler serves, thrown from the server's fallback handler so the SDK sends it under the
 * request's id. The methods listed are the ones an MCP client calls; the method asked for is quoted (scrubbed on
 * the way out with every error).
 */
export function unknownMethod(method: string): McpError {
  const methods = [...REQUESTS.keys()];
  const error = ainizeError(
    'method_not_found',
    `there is no method "${method}" on this server; an MCP client calls ${methods.join(', ')}`,
    { retryable: false, details: { method, methods } },
  );
  const envelope = errorEnvelope(error);
  return new McpError(ErrorCode.MethodNotFound, envelope.message, envelope);
}
