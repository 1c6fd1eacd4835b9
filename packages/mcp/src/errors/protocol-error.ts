import type { Scrubber } from '@ainize/core';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isJSONRPCErrorResponse, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * JSON-RPC errors (a failed `resources/read`, `prompts/get`, `completion/complete`, a task call) are written by the
 * SDK, not by registerTools: from the McpErrors our handlers throw, and from its own paths, such as
 * "Resource <uri> not found" for a URI nothing matches, which quote the client's input verbatim. So every error
 * frame is scrubbed here, on its way to the transport, whoever built it. Tool failures are results, not errors, and
 * are scrubbed in tool-result.ts.
 */
export function protocolErrorFrame(message: JSONRPCMessage, scrubber: Scrubber): JSONRPCMessage {
  // Every frame passes here; the schema check is paid only by the few that carry an error.
  if (!('error' in message) || !isJSONRPCErrorResponse(message)) return message;
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
