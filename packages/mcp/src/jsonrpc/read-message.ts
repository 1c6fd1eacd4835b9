import { ainizeError } from '@ainize/core';
import {
  ErrorCode,
  JSONRPCErrorResponseSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  JSONRPCResultResponseSchema,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { refusalFrame, type RefusalFrame } from '../errors/index.js';
import { fieldProblems } from '../tools-kit/index.js';

/**
 * What arrives — a line on stdio, a POST body over HTTP — read as one JSON-RPC message, or refused the way JSON-RPC
 * 2.0 says: -32700 for text that is not JSON, -32600 for JSON that is not a message, each under the message's id
 * when it carries a usable one and `id: null` otherwise. `params` that is not an object is -32602, as every other
 * problem with a request's params is (request-check.ts). The checks are the SDK's own message schemas, run here
 * first so that a refusal names what is wrong instead of the SDK dropping the line (stdio) or answering "Parse
 * error" for a message that parsed (HTTP).
 */

export type Reading =
  | { ok: true; message: JSONRPCMessage }
  /** `answer` is false for a malformed response: a response is never answered, or two peers could trade errors. */
  | { ok: false; refusal: RefusalFrame; answer: boolean };

type Kind = 'request' | 'notification' | 'response';

/** The members each kind of message may have (the SDK's schemas are strict at the top). */
const MEMBERS: Record<Kind, readonly string[]> = {
  request: ['jsonrpc', 'id', 'method', 'params'],
  notification: ['jsonrpc', 'method', 'params'],
  response: ['jsonrpc', 'id', 'result', 'error'],
};

/** One line of stdio (its newline removed), or any text that should hold one message. */
export function readText(text: string): Reading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, refusal: parseErrorFrame(), answer: true };
  }
  return readMessage(value);
}

/** -32700 for a body or a line that is not JSON. JSON.parse's own words are left out: they quote the input. */
export function parseErrorFrame(): RefusalFrame {
  const error = ainizeError('parse_error', 'the message is not valid JSON, so it was not read', {
    retryable: false,
  });
  return refusalFrame(ErrorCode.ParseError, error, null);
}

/**
 * The refusal a POST body earns, or null when the SDK's HTTP transport can read every message in it. Over HTTP a
 * body may still be a batch (protocol versions before 2025-06-18 allowed one); each of its messages is read, and
 * the first that cannot be is the answer. A malformed response is refused too: over HTTP the status is the answer.
 */
export function bodyRefusal(value: unknown): RefusalFrame | null {
  if (Array.isArray(value) && value.length === 0) {
    const error = ainizeError('invalid_request', 'the batch is empty: it holds no message', { retryable: false });
    return refusalFrame(ErrorCode.InvalidRequest, error, null);
  }
  for (const item of Array.isArray(value) ? value : [value]) {
    const read = readMessage(item);
    if (!read.ok) return read.refusal;
  }
  return null;
}

export function readMessage(value: unknown): Reading {
  if (!isObject(value)) {
    const batch = Array.isArray(value) ? ' (a batch is not read: send one message at a time)' : '';
    return invalid(null, `a JSON-RPC message is a JSON object, not ${kindWords(value)}${batch}`);
  }
  const id = echoedId(value['id']);
  const kind = kindOf(value);
  if (kind === null) {
    const sentence =
      'the message has no "method" (a request or a notification) and no "result" or "error" (a response)';
    return invalid(id, sentence);
  }
  const answer = kind !== 'response';
  const shape = shapeProblem(value, kind);
  if (shape !== null) return invalid(id, shape, answer);
  const method = typeof value['method'] === 'string' ? value['method'] : undefined;
  if (method !== undefined && 'params' in value && !isObject(value['params'])) {
    const sentence = `"params" must be an object or left out, not ${kindWords(value['params'])}`;
    return invalidParams(id, method, 'params', sentence);
  }
  return schemaCheck(value, kind, id, method);
}

function kindOf(value: Record<string, unknown>): Kind | null {
  if ('method' in value) return 'id' in value ? 'request' : 'notification';
  return 'result' in value || 'error' in value ? 'response' : null;
}

/** The envelope of the message: version, method, id and no members beyond its kind's. */
function shapeProblem(value: Record<string, unknown>, kind: Kind): string | null {
  if (value['jsonrpc'] !== '2.0') return mustBe('jsonrpc', '"2.0"', value['jsonrpc']);
  if (kind !== 'response' && typeof value['method'] !== 'string') {
    return mustBe('method', 'a string', value['method']);
  }
  if ((kind === 'request' || (kind === 'response' && 'id' in value)) && !isRequestId(value['id'])) {
    return mustBe('id', 'a string or an integer', value['id']);
  }
  const extra = Object.keys(value).filter((key) => !MEMBERS[kind].includes(key));
  if (extra.length === 0) return null;
  const names = extra.map((key) => `"${key}"`).join(', ');
  return `unknown member${extra.length === 1 ? '' : 's'} ${names}: a ${kind} holds only ${MEMBERS[kind].join(', ')}`;
}

/** The SDK's schema for the kind, so that what passes here is exactly what the SDK reads. */
function schemaCheck(value: Record<string, unknown>, kind: Kind, id: RequestId | null, method?: string): Reading {
  const schema =
    kind === 'request'
      ? JSONRPCRequestSchema
      : kind === 'notification'
        ? JSONRPCNotificationSchema
        : 'result' in value
          ? JSONRPCResultResponseSchema
          : JSONRPCErrorResponseSchema;
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const [first] = fieldProblems(schema, value, parsed.error.issues).problems;
  const sentence = first?.sentence ?? 'the message does not have the form of a JSON-RPC 2.0 message';
  // `_meta` and the like live in params: their problems are the request's params, not its envelope.
  if (method !== undefined && first?.field.startsWith('params')) {
    return invalidParams(id, method, first.field, sentence);
  }
  return invalid(id, sentence, kind !== 'response');
}

function invalid(id: RequestId | null, sentence: string, answer = true): Reading {
  const error = ainizeError('invalid_request', sentence, { retryable: false });
  return { ok: false, refusal: refusalFrame(ErrorCode.InvalidRequest, error, id), answer };
}

function invalidParams(id: RequestId | null, method: string, field: string, sentence: string): Reading {
  const error = ainizeError('invalid_params', `${method}: ${sentence}`, {
    retryable: false,
    details: { method, field },
  });
  return { ok: false, refusal: refusalFrame(ErrorCode.InvalidParams, error, id), answer: true };
}

/**
 * The id to answer under. JSON-RPC 2.0 echoes any string or number the request carried, even one MCP would not
 * accept (1.5), so the client can match the refusal; anything else, or no id, is answered under null.
 */
function echoedId(id: unknown): RequestId | null {
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

function isRequestId(id: unknown): id is RequestId {
  return typeof id === 'string' || Number.isSafeInteger(id);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindWords(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** `"id" must be a string or an integer, not 1.5`; the value is repeated only when it is short and plain. */
function mustBe(member: string, wanted: string, value: unknown): string {
  if (value === undefined) return `"${member}" is missing: it must be ${wanted}`;
  const shown =
    typeof value === 'string' && value.length <= 40
      ? JSON.stringify(value)
      : typeof value === 'number' || typeof value === 'boolean' || value === null
        ? String(value)
        : kindWords(value);
  return `"${member}" must be ${wanted}, not ${shown}`;
}
