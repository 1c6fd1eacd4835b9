import { randomBytes } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { createScrubber, scrub, scrubString } from '../src/scrub/scrub.js';

/**
 * A sha256, a keccak hash and a secp256k1 private key are all 64 hex digits. The scrubber tells them apart by
 * context only: a field name or a label right before the hex that says "hash" keeps it, anything else loses it,
 * and a configured secret is replaced wherever it stands, hash label or not.
 */

const keyHex = Buffer.from(secp256k1.utils.randomSecretKey()).toString('hex');
const digest = () => randomBytes(32).toString('hex');
const sha = digest();
const other = digest();
const tx = `0x${digest()}`;
const KEY = '[redacted:private_key]';
const KNOWN = '[redacted:known_secret]';

/** Not a single recognisable stretch of the key may be left. */
function expectNoKey(output: unknown, key = keyHex) {
  const text = typeof output === 'string' ? output : JSON.stringify(output);
  expect(text.toLowerCase()).not.toContain(key.slice(8, 40).toLowerCase());
}

describe('a digest that its field or its label names stays', () => {
  it('under field names that say hash', () => {
    const fields = {
      sha256: sha,
      hash: sha,
      digest: sha,
      checksum: sha,
      tx_hash: tx,
      txHash: tx,
      block_hash: tx,
      blockHash: tx,
      rows_sha256: sha,
      patch_sha256: sha,
      'x-content-sha256': sha,
      merkle_root: sha,
      txid: sha,
      prev_id: sha,
      record_id: sha,
      settle_record_id: sha,
      record_ids: [sha, other],
      row_hashes: [sha, other],
    };
    expect(scrub(fields)).toEqual(fields);
  });

  it('in the forms a digest is written: bare, 0x, upper case, with its algorithm in front', () => {
    const forms = [sha, `0x${sha}`, sha.toUpperCase(), `sha256:${sha}`, ` ${sha}\n`, `keccak256:0x${sha}`];
    for (const form of forms) expect(scrub({ sha256: form })).toEqual({ sha256: form });
  });

  it('in nested objects and in arrays of records', () => {
    const set = {
      id: 'zephyria-harbours',
      training_set: {
        sha256: sha,
        rows: 4,
        parents: [
          { patch_id: 'a', sha256: other, rows: 2 },
          { patch_id: 'b', sha256: sha, rows: 2 },
        ],
      },
      items: [{ knowledge: { dataset: { sha256: other, merkle_root: sha } } }],
    };
    expect(scrub(set)).toEqual(set);
  });

  it('as the id of a ledger record, which is the sha256 of its body', () => {
    const records = [
      { id: sha, prev_id: null, kind: 'anchor', author: '0x' + '1'.repeat(40), body: { patch_sha256: other } },
      { id: other, prev_id: sha, kind: 'attest', author: '0x' + '2'.repeat(40), body: { passed: true } },
    ];
    expect(scrub({ records })).toEqual({ records });
  });

  it('in text, right after a label that says hash', () => {
    const lines = [
      `sha256: ${sha}`,
      `sha256 ${sha}`,
      `sha256=${sha}`,
      `hash ${sha}`,
      `the hash is ${sha}`,
      `paid (tx ${tx})`,
      `block_hash=${tx}`,
      `keccak256: ${tx}`,
      `this node does not hold the rows of training set sha256 ${sha}`,
      `{"rows_sha256":"${sha}","rows":3}`,
      `{\\"prev_id\\":\\"${sha}\\"}`,
      `settle_record_id ${sha}`,
    ];
    for (const line of lines) expect(scrubString(line)).toBe(line);
  });
});

describe('a key stays caught', () => {
  it('under key, private_key, secret and teaching-key fields, whatever it looks like', () => {
    expect(
      scrub({ key: keyHex, private_key: keyHex, secret: keyHex, teach_key: `0x${keyHex}`, signing_key: 'x' }),
    ).toEqual({
      key: KEY,
      private_key: '[redacted:private_key]',
      secret: '[redacted:secret]',
      teach_key: '[redacted:private_key]',
      signing_key: '[redacted:private_key]',
    });
  });

  it('under neutral field names: note, value, data, and an id outside a ledger record', () => {
    expect(scrub({ note: keyHex, value: `0x${keyHex}`, data: [keyHex], id: keyHex })).toEqual({
      note: KEY,
      value: KEY,
      data: [KEY],
      id: KEY,
    });
  });

  it('loose in text, or with the hash label too far from it', () => {
    expect(scrubString(`here is ${keyHex}`)).toBe(`here is ${KEY}`);
    expect(scrubString(`${keyHex}`)).toBe(KEY);
    expect(scrubString(`sha256 of the key below:\n${keyHex}`)).toBe(`sha256 of the key below:\n${KEY}`);
    expect(scrubString(`private key: ${keyHex}`)).toBe(`private key: ${KEY}`);
  });

  it('when a hash field holds words around it, not a digest', () => {
    expect(scrub({ sha256: `copied from ${keyHex}` })).toEqual({ sha256: `copied from ${KEY}` });
    expect(scrub({ row_hashes: [sha, `key ${keyHex}`] })).toEqual({ row_hashes: [sha, `key ${KEY}`] });
    expect(scrub({ sha256: `key:${keyHex}` })).toEqual({ sha256: `key:${KEY}` });
  });

  it('next to a digest in JSON text, in a field that is not one', () => {
    expect(scrubString(`{"sha256":"${sha}","key":"${keyHex}"}`)).toBe(`{"sha256":"${sha}","key":"${KEY}"}`);
    expect(scrubString(`{"sha256":"${sha}","note":"${keyHex}"}`)).toBe(`{"sha256":"${sha}","note":"${KEY}"}`);
  });
});

describe('a configured secret goes wherever it stands, even labelled as a hash', () => {
  const scrubber = createScrubber({ knownSecrets: [keyHex, 'operator-password-3a9c'] });

  it('in a sha256 field, in any case, with or without 0x or an algorithm prefix', () => {
    for (const form of [keyHex, keyHex.toUpperCase(), `0x${keyHex}`, `sha256:${keyHex}`]) {
      const out = scrubber.scrub({ sha256: form });
      expectNoKey(out);
      expect(JSON.stringify(out)).toContain(KNOWN);
    }
  });

  it('in every hash-named field, in a list of digests, in a record id and as a map key', () => {
    const out = scrubber.scrub({
      tx_hash: keyHex,
      rows_sha256: keyHex,
      row_hashes: [sha, keyHex],
      records: [{ id: keyHex, prev_id: keyHex }],
      by_sha: { [keyHex]: 1 },
      blobs: new Map([[keyHex, { sha256: keyHex }]]),
    });
    expectNoKey(out);
    expect([...out.blobs.entries()]).toEqual([[KNOWN, { sha256: KNOWN }]]);
    expect(out.row_hashes).toEqual([sha, KNOWN]);
    expect(out.records).toEqual([{ id: KNOWN, prev_id: KNOWN }]);
    expect(out.by_sha).toEqual({ [KNOWN]: 1 });
  });

  it('in text right after a hash label, and in JSON text under a hash field', () => {
    expect(scrubber.scrubString(`sha256: ${keyHex}`)).toBe(`sha256: ${KNOWN}`);
    expect(scrubber.scrubString(`paid (tx 0x${keyHex})`)).toBe(`paid (tx ${KNOWN})`);
    expect(scrubber.scrubString(`{"rows_sha256":"${keyHex.toUpperCase()}"}`)).toBe(`{"rows_sha256":"${KNOWN}"}`);
  });

  it('and a secret that is no hex at all, under a hash field too', () => {
    expect(scrubber.scrub({ sha256: 'operator-password-3a9c' })).toEqual({ sha256: KNOWN });
  });

  it('while the digests next to it stay', () => {
    expect(scrubber.scrub({ sha256: sha, note: `sha256 ${other}` })).toEqual({ sha256: sha, note: `sha256 ${other}` });
  });
});
