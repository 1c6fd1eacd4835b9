import { describe, expect, it } from 'vitest';
import { FrameLimit, oversizedFrameError, type OversizedFrame } from '../src/stdio/frame-limit.js';

/**
 * The stdin framing in front of the SDK's reader: whole lines pass one per chunk, a line over the limit is dropped
 * without being held and reported with the id it carried, and the lines after it pass as usual.
 */

/** Feeds `chunks` through a FrameLimit of `max` bytes; returns the lines passed on and the refusals reported. */
async function frame(chunks: string[], max = 64): Promise<{ lines: string[]; refused: OversizedFrame[] }> {
  const refused: OversizedFrame[] = [];
  const limit = new FrameLimit(max, (frame) => refused.push(frame));
  const lines: string[] = [];
  limit.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  const ended = new Promise((done) => limit.on('end', done));
  for (const chunk of chunks) limit.write(Buffer.from(chunk));
  limit.end();
  await ended;
  return { lines, refused };
}

const request = (id: unknown, text: string) =>
  JSON.stringify({ method: 'tools/call', params: { arguments: { text } }, jsonrpc: '2.0', id });

describe('FrameLimit', () => {
  it('passes each line whole and on its own, however the chunks fall', async () => {
    const { lines, refused } = await frame(['{"a":1}\n{"b"', ':2}\n{"c":3}\n{"d":4}\n']);
    expect(lines).toEqual(['{"a":1}\n', '{"b":2}\n', '{"c":3}\n', '{"d":4}\n']);
    expect(refused).toEqual([]);
  });

  it('drops a line over the limit, reports its size and the id it ends with, and passes the next line', async () => {
    const big = request(7, 'x'.repeat(200));
    const { lines, refused } = await frame([big.slice(0, 50), big.slice(50, 120), `${big.slice(120)}\n{"ok":1}\n`]);
    expect(lines).toEqual(['{"ok":1}\n']);
    expect(refused).toEqual([{ bytes: Buffer.byteLength(big), id: 7 }]);
  });

  it('reads an id written first, or a string id, and answers without one when neither end names it', async () => {
    const first = JSON.stringify({ jsonrpc: '2.0', id: 'req-9', method: 'x', params: { text: 'y'.repeat(100) } });
    const nested = JSON.stringify({ method: 'x', params: { text: 'y'.repeat(100), inner: { id: 3 } } });
    const { refused } = await frame([`${first}\n${request('abc', 'z'.repeat(100))}\n${nested}\n`]);
    expect(refused.map((r) => r.id)).toEqual(['req-9', 'abc', null]);
  });

  it('answers -32600 naming the limit, under the request id when there is one and under null otherwise', () => {
    const message =
      "the message is 11000000 bytes, over this server's limit of 4194304 bytes per message; it was not read, " +
      'and the session goes on';
    expect(oversizedFrameError({ bytes: 11_000_000, id: 7 }, 4_194_304)).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32600,
        message,
        data: {
          code: 'message_too_large',
          message,
          retryable: false,
          details: { bytes: 11_000_000, max_bytes: 4_194_304 },
          next: 'send a smaller message; nothing was read or done',
        },
      },
    });
    // JSON-RPC 2.0: an id that could not be read is answered as null.
    expect(oversizedFrameError({ bytes: 99, id: null }, 64)).toMatchObject({ id: null, error: { code: -32600 } });
  });
});
