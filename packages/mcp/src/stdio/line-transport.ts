import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { refusalMessage } from '../errors/index.js';
import { readText } from '../jsonrpc/index.js';

/**
 * The stdio transport: one JSON-RPC message per line each way. It stands in for the SDK's StdioServerTransport,
 * which drops a line it cannot read — not JSON, or not a JSON-RPC message — with nothing but a log line, so the
 * client's request waits for its timeout; it gives no way to answer, as it never says which line failed. Here each
 * such line is answered at once (read-message.ts says how), and the session goes on.
 *
 * Lines come whole, one per chunk, from FrameLimit, which has already refused the ones over the size limit.
 */
export class StdioLineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly #lines: Readable;
  readonly #out: Writable;
  #started = false;

  constructor(lines: Readable, out: Writable) {
    this.#lines = lines;
    this.#out = out;
  }

  async start(): Promise<void> {
    if (this.#started) throw new Error('the stdio transport is already started');
    this.#started = true;
    this.#lines.on('data', this.#onLine);
    this.#lines.on('error', this.#onStreamError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.#out.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.#out.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    this.#lines.off('data', this.#onLine);
    this.#lines.off('error', this.#onStreamError);
    // Nothing else reads stdin: stop pulling it, so the process can end.
    if (this.#lines.listenerCount('data') === 0) this.#lines.pause();
    this.onclose?.();
  }

  readonly #onLine = (chunk: Buffer | string): void => {
    const text = chunk.toString().replace(/\r?\n$/, '');
    // A blank line carries no message; clients and terminals send them between messages.
    if (text.trim() === '') return;
    const read = readText(text);
    if (read.ok) {
      this.onmessage?.(read.message);
      return;
    }
    this.onerror?.(new Error(`refused a line: ${read.refusal.error.message}`));
    if (read.answer) void this.send(refusalMessage(read.refusal)).catch((error: unknown) => this.#onStreamError(error));
  };

  readonly #onStreamError = (error: unknown): void => {
    this.onerror?.(error instanceof Error ? error : new Error(String(error)));
  };
}
