import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '@ainize/core';

/**
 * Knowledge bodies (`.npz` patch files) by content: `<dataDir>/blobs/<sha256>.npz` (digest §4). The name is the
 * proof of the content, so every write and every read re-hashes the bytes; a file that no longer matches its name
 * is refused rather than served, because applying altered rows would silently change what the model says.
 */

const SHA256 = /^[0-9a-f]{64}$/;

/** A name that is not a sha256, or bytes that do not hash to the name they were given or are stored under. */
export class BlobIntegrityError extends Error {
  constructor(
    readonly sha256: string,
    message: string,
  ) {
    super(message);
    this.name = 'BlobIntegrityError';
  }
}

export class BlobStore {
  readonly dir: string;

  /** `dataDir` is the node's data directory; blobs live in its `blobs/` folder. */
  constructor(dataDir: string) {
    this.dir = join(dataDir, 'blobs');
  }

  has(sha256: string): boolean {
    return isSha256(sha256) && existsSync(this.path(sha256));
  }

  /** The verified bytes, or undefined when the body is not on this node. */
  get(sha256: string): Buffer | undefined {
    if (!isSha256(sha256)) return undefined;
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.path(sha256));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    const actual = sha256Hex(bytes);
    if (actual !== sha256) {
      throw new BlobIntegrityError(sha256, `blob_corrupt: the stored body ${sha256} now hashes to ${actual}`);
    }
    return bytes;
  }

  /**
   * Stores bytes under their sha256 and returns it. With `expected`, bytes that hash to anything else are refused
   * before anything is written. Writing the same content twice is harmless: the rename replaces equal bytes.
   */
  put(bytes: Uint8Array, expected?: string): string {
    const sha256 = sha256Hex(bytes);
    if (expected !== undefined && expected !== sha256) {
      throw new BlobIntegrityError(expected, `blob_mismatch: the body hashes to ${sha256}, not ${expected}`);
    }
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    // A temp name unique per writer, renamed into place: readers never see half a file, and two processes
    // storing the same body cannot interleave their bytes.
    const tmp = join(this.dir, `.${sha256}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      writeFileSync(tmp, bytes, { mode: 0o600 });
      renameSync(tmp, this.path(sha256));
    } catch (err) {
      rmSync(tmp, { force: true });
      throw err;
    }
    return sha256;
  }

  path(sha256: string): string {
    if (!isSha256(sha256)) throw new BlobIntegrityError(sha256, `invalid: blob name must be a lower-case sha256`);
    return join(this.dir, `${sha256}.npz`);
  }
}

export function isSha256(value: string): boolean {
  return SHA256.test(value);
}
