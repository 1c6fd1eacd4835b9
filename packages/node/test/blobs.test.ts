import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sha256Hex } from '@ainize/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobIntegrityError, BlobStore } from '../src/blobs/blob-store.js';

let dataDir: string;
let blobs: BlobStore;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'ainize-blobs-'));
  blobs = new BlobStore(dataDir);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const bytes = new TextEncoder().encode('a patch body, by content');

describe('blob store', () => {
  it('stores a body under <dataDir>/blobs/<sha256>.npz and reads the same bytes back', () => {
    const sha = blobs.put(bytes);
    expect(sha).toBe(sha256Hex(bytes));
    expect(blobs.path(sha)).toBe(join(dataDir, 'blobs', `${sha}.npz`));
    expect(blobs.has(sha)).toBe(true);
    expect(new Uint8Array(blobs.get(sha)!)).toEqual(bytes);
    expect(readdirSync(join(dataDir, 'blobs'))).toEqual([`${sha}.npz`]);
  });

  it('refuses bytes that do not hash to the expected sha256 and writes nothing', () => {
    const wrong = sha256Hex('something else');
    expect(() => blobs.put(bytes, wrong)).toThrow(BlobIntegrityError);
    expect(blobs.has(wrong)).toBe(false);
    expect(blobs.has(sha256Hex(bytes))).toBe(false);
  });

  it('accepts the same body twice', () => {
    const sha = blobs.put(bytes, sha256Hex(bytes));
    expect(blobs.put(bytes)).toBe(sha);
    expect(readdirSync(join(dataDir, 'blobs'))).toEqual([`${sha}.npz`]);
  });

  it('refuses to serve a stored file that no longer matches its name', () => {
    const sha = blobs.put(bytes);
    writeFileSync(blobs.path(sha), 'altered on disk');
    expect(() => blobs.get(sha)).toThrow(/blob_corrupt/);
  });

  it('treats names that are not a sha256 as absent and never touches paths outside the store', () => {
    expect(blobs.has('../../etc/passwd')).toBe(false);
    expect(blobs.get('../x')).toBeUndefined();
    expect(blobs.get('A'.repeat(64))).toBeUndefined();
    expect(() => blobs.path('nope')).toThrow(BlobIntegrityError);
    expect(blobs.get(sha256Hex('never stored'))).toBeUndefined();
  });
});
