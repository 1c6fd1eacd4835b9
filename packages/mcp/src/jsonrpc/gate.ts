import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { refusalMessage } from '../errors/index.js';
import { notificationProblem, paramsRefusal } from './request-check.js';

/**
 * Puts the method checks (request-check.ts) between a transport and the server it is connected to: a request
 * whose params do not fit its method is answered -32602 here and never reaches the SDK, a notification that cannot
 * be read is dropped with a line for the operator. Installed on the transport's `onmessage` member itself, before
 * `connect`, so whatever the SDK puts there later is wrapped, and no message can slip past between the two.
 */
export function checkingRequests<T extends Transport>(transport: T): T {
  let wrapped: Transport['onmessage'];
  const install = (handler: Transport['onmessage']) => {
    wrapped =
      handler &&
      ((message, extra) => {
        if (!refused(transport, message)) handler(message, extra);
      });
  };
  install(transport.onmessage);
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    enumerable: true,
    get: () => wrapped,
    set: install,
  });
  return transport;
}

/** True when the message was answered or dropped here. */
function refused(transport: Transport, message: JSONRPCMessage): boolean {
  if (!('method' in message)) return false;
  if ('id' in message) {
    const refusal = paramsRefusal(message);
    if (refusal === null) return false;
    void transport.send(refusalMessage(refusal)).catch((error: unknown) => transport.onerror?.(asError(error)));
    return true;
  }
  const problem = notificationProblem(message);
  if (problem === null) return false;
  transport.onerror?.(new Error(`dropped a notification that cannot be read: ${problem}`));
  return true;
}

function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}
