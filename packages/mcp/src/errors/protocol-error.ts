import type { AinizeError, Scrubber } from '@ainize/core';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCErrorResponse, JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { errorEnvelope } from './tool-result.js';

/**
 * A JSON-RPC error as JSON-RPC 2.0 writes it: `id` is null when the request's id could not be read (a line that is
 * not JSON, a message that is not a request). MCP's schema, and so the SDK's type, has no null id — it leaves the
 * member out — which is why this is a type of its own.
 */
export type RefusalFrame = Omit<JSONRPCErrorResponse, 'id'> & { id: RequestId | null };

/**
 * A refusal at the protocol level in the same words as a refused tool call: the sentence is the JSON-RPC message,
 * and the whole envelope (`{code, message, retryable, details, next}`) is its `data`, so an agent reads one shape
 * whichever layer said no. Not scrubbed here: it leaves through protocolErrorFrame like every other error frame.
 */
export function refusalFrame(code: number, error: AinizeError, id: RequestId | null): RefusalFrame {
  const envelope = errorEnvelope(error);
  return { jsonrpc: '2.0', id, error: { code, message: envelope.message, data: envelope } };
}

/**
 * A refusal handed to a transport's `send`, which takes the SDK's message type. A transport writes what it is given
 * as JSON; only the type disagrees, over the null id that JSON-RPC 2.0 requires.
 */
export function refusalMessage(frame: RefusalFrame): JSONRPCMessage {
  return frame as unknown as JSONRPCMessage;
}

/**
 * JSON-RPC errors (a failed `resources/read`, `prompts/get`, `completion/complete`, a task call) are written by the
 * SDK, not by registerTools: from the McpErrors our handlers throw, and from its own paths, such as
 * "Resource <uri> not found" for a URI nothing matches, which quote the client's input verbatim. So every error
 * frame is scrubbed here, on its way to the transport, whoever built it — our own refusals of malformed messages
 * too, which may quote a field or a method name the client sent. Tool failures are results, not errors, and are
 * scrubbed in tool-result.ts.
 */
export function protocolErrorFrame<M extends JSONRPCMessage | RefusalFrame>(message: M, scrubber: Scrubber): M {
  // Every frame passes here; only the few that carry an error are looked at.
  if (!isErrorFrame(message)) return message;
  const { code, message: text, data } = message.error;
  // McpError's constructor writes "MCP error <code>: " into its message and the SDK sends that message as it is;
  // a client that builds its own McpError from the frame adds the same words again.
  const prefix = `MCP error ${code}: `;
  const sentence = text.startsWith(prefix) ? text.slice(prefix.length) : text;
  return {
    ...message,
    error: {
      code,
      message: scrubber.scrubString(percentDecoded(sentence)),
      ...(data === undefined ? {} : { data: scrubber.scrub(data) }),
    },
  };
}

/**
 * Every frame `transport` sends passes protocolErrorFrame first. The transport is changed in place, because the
 * SDK keeps the object it was handed and calls its callbacks (onmessage, onclose) on that very object.
 */
export function scrubbingErrors<T extends Transport>(transport: T, scrubber: Scrubber): T {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => send(protocolErrorFrame(message, scrubber), options);
  return transport;
}

/** An error frame, with or without an id (the SDK's own check refuses the null id of JSON-RPC 2.0). */
function isErrorFrame(message: object): message is RefusalFrame {
  if (!('error' in message) || 'method' in message) return false;
  const error: unknown = message.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'number' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * A URI quoted in an error is percent-encoded (`Bearer%20eyJ…`), which hides a token's shape from the scrubber;
 * decoded, it reads as the client typed it. A run that is not valid UTF-8 is left as it was.
 */
function percentDecoded(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}
