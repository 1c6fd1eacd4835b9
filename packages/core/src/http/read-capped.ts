/**
 * The bytes of an HTTP answer already in hand, read only up to `maxBytes`: a peer or node that streams without end
 * must not be able to fill this process's memory. Returns null when the answer is larger (declared or actual),
 * after cancelling the stream; the caller names the refusal in its own words.
 */
export async function readCappedBytes(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** `readCappedBytes` as UTF-8 text. */
export async function readCappedText(response: Response, maxBytes: number): Promise<string | null> {
  const bytes = await readCappedBytes(response, maxBytes);
  return bytes === null ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}
