import { createHash } from 'node:crypto';

/** Lower-case hex sha256 of a UTF-8 string or of raw bytes. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
