import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJsonl, sha256Hex, type TrainingRow } from '@ainize/core';

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Training sets by content: `<dataDir>/datasets/<sha256>.jsonl` holds the canonical JSONL whose sha256 is the
 * name, so the bytes a caller downloads hash to what the anchor records. Re-hashed on every read: a file changed
 * on disk is reported as absent rather than served under a hash it no longer has.
 */
export class DatasetStore {
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = join(dataDir, 'datasets');
  }

  #path(sha256: string): string {
    return join(this.#dir, `${sha256}.jsonl`);
  }

  /** Stores the rows' canonical JSONL and returns its sha256 (the same as core's sha256Rows). */
  put(rows: readonly TrainingRow[]): string {
    const text = canonicalJsonl(rows);
    const sha256 = sha256Hex(text);
    if (!existsSync(this.#path(sha256))) {
      mkdirSync(this.#dir, { recursive: true, mode: 0o700 });
      const temp = `${this.#path(sha256)}.${process.pid}.tmp`;
      writeFileSync(temp, text, { mode: 0o600 });
      renameSync(temp, this.#path(sha256));
    }
    return sha256;
  }

  /** The canonical JSONL text, or undefined when this node does not hold it intact. */
  text(sha256: string): string | undefined {
    if (!SHA256.test(sha256) || !existsSync(this.#path(sha256))) return undefined;
    const text = readFileSync(this.#path(sha256), 'utf8');
    return sha256Hex(text) === sha256 ? text : undefined;
  }

  rows(sha256: string): TrainingRow[] | undefined {
    const text = this.text(sha256);
    if (text === undefined) return undefined;
    return text
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as TrainingRow);
  }
}
