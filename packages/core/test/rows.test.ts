import { describe, expect, it } from 'vitest';
import { canonicalJsonl, canonicalRowLine, rowHash, sha256Rows } from '../src/rows/jsonl.js';
import { normalizeRow, questionKey } from '../src/rows/normalize.js';
import { canonicalJson, hashCanonical } from '../src/canonical/canonical.js';
import { sha256Hex } from '../src/canonical/sha256.js';

describe('canonicalJson', () => {
  it('sorts keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('drops undefined keys and turns other undefined and non-finite numbers into null', () => {
    expect(canonicalJson({ a: undefined, b: null, c: [undefined, Number.NaN, Infinity] })).toBe(
      '{"b":null,"c":[null,null,null]}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('sorts by UTF-16 code unit, like Array#sort, not by locale', () => {
    expect(canonicalJson({ b: 1, B: 2, 가: 3, _: 4 })).toBe('{"B":2,"_":4,"b":1,"가":3}');
  });

  it('hashes the canonical text, so key order in the input does not matter', () => {
    expect(hashCanonical({ x: 1, y: 2 })).toBe(hashCanonical({ y: 2, x: 1 }));
    expect(hashCanonical({ x: 1 })).toBe(sha256Hex('{"x":1}'));
  });
});

describe('canonical JSONL and sha256Rows', () => {
  // Published by a running node for a two-row training set: the hash and the 172-byte size.
  const published = [
    { prompt: 'What is the internal code name of the Ainize MCP bridge?', answer: 'aincp-3' },
    { prompt: 'Which port does the Ainize teach demo node listen on?', answer: '3422' },
  ];

  it('reproduces the node’s own hash of a published training set', () => {
    expect(sha256Rows(published)).toBe('67c1b685259a898c9f92ff6a8deedbfa9a2900e8bc3ca016d66840433a143890');
    expect(Buffer.byteLength(canonicalJsonl(published))).toBe(172);
  });

  it('writes the fixed key order prompt, answer, alt_prompt, note, from, replaces — not sorted', () => {
    const line = canonicalRowLine({
      replaces: 'krx-all-2761#7',
      note: 'n',
      from: 'krx-all-2761#0',
      alt_prompt: 'alt',
      answer: 'A',
      prompt: 'Q',
    });
    expect(line).toBe(
      '{"prompt":"Q","answer":"A","alt_prompt":"alt","note":"n","from":"krx-all-2761#0","replaces":"krx-all-2761#7"}',
    );
  });

  it('omits empty optionals and references that are not <patch>#<row>', () => {
    expect(canonicalRowLine({ prompt: 'Q', answer: 'A', alt_prompt: '', note: '', from: 'not a ref' })).toBe(
      '{"prompt":"Q","answer":"A"}',
    );
    expect(canonicalRowLine({ prompt: 'Q', answer: 'A', from: 'x#01' })).toBe('{"prompt":"Q","answer":"A"}');
  });

  it('ends with exactly one newline, and is empty for no rows', () => {
    expect(canonicalJsonl([{ prompt: 'Q', answer: 'A' }])).toBe('{"prompt":"Q","answer":"A"}\n');
    expect(canonicalJsonl([])).toBe('');
    expect(sha256Rows([])).toBe(sha256Hex(''));
  });

  it('keeps non-ASCII raw, as JSON.stringify does, and hashes its UTF-8 bytes', () => {
    const rows = [{ prompt: '픽셀플러스의 종목코드는?', answer: '087600' }];
    expect(canonicalJsonl(rows)).toBe('{"prompt":"픽셀플러스의 종목코드는?","answer":"087600"}\n');
    expect(sha256Rows(rows)).toBe(sha256Hex(Buffer.from(canonicalJsonl(rows), 'utf8')));
  });

  it('hashes a row for provenance as sha256 of prompt, newline, answer', () => {
    expect(rowHash({ prompt: 'Q', answer: 'A' })).toBe(sha256Hex('Q\nA'));
  });
});

describe('normalizeRow', () => {
  it('applies NFC so composed and decomposed Hangul are one question', () => {
    const decomposed = '한국'.normalize('NFD');
    expect(normalizeRow({ prompt: decomposed, answer: 'x' }).row.prompt).toBe('한국');
    expect(questionKey(decomposed)).toBe(questionKey('한국'));
  });

  it('strips controls, bidi overrides and zero-width characters and says so', () => {
    const r = normalizeRow({ prompt: 'Wh\u200Bat\u202E is\u0007 it?', answer: 'A\uFEFF' });
    expect(r.row).toEqual({ prompt: 'What is it?', answer: 'A' });
    expect(r.fixes).toContain('controls_stripped');
  });

  it('collapses whitespace and flattens a multi-line answer', () => {
    const r = normalizeRow({ prompt: '  What   is\tit? ', answer: 'line one\nline two' });
    expect(r.row).toEqual({ prompt: 'What is it?', answer: 'line one line two' });
    expect(r.fixes).toEqual(expect.arrayContaining(['whitespace_collapsed', 'answer_flattened']));
  });

  it('strips Q: and A: prefixes', () => {
    const r = normalizeRow({ prompt: 'Q: capital of France?', answer: 'A: Paris' });
    expect(r.row).toEqual({ prompt: 'capital of France?', answer: 'Paris' });
    expect(r.fixes).toContain('qa_prefix_stripped');
  });

  it('reports nothing for a clean row', () => {
    expect(normalizeRow({ prompt: 'Q?', answer: 'A' })).toEqual({ row: { prompt: 'Q?', answer: 'A' }, fixes: [] });
  });

  it('truncates a long note and keeps the row', () => {
    const r = normalizeRow({ prompt: 'Q?', answer: 'A', note: 'n'.repeat(600) });
    expect(r.row.note).toHaveLength(500);
    expect(r.fixes).toContain('note_truncated');
    expect(r.problem).toBeUndefined();
  });

  it('names an empty or over-long field instead of training it', () => {
    expect(normalizeRow({ prompt: ' \u200B ', answer: 'A' }).problem).toMatchObject({ kind: 'empty', field: 'prompt' });
    expect(normalizeRow({ prompt: 'Q', answer: '' }).problem).toMatchObject({ kind: 'empty', field: 'answer' });
    expect(normalizeRow({ prompt: 'q'.repeat(401), answer: 'A' }).problem).toMatchObject({
      kind: 'too_long',
      field: 'prompt',
    });
    expect(normalizeRow({ prompt: 'Q', answer: 'a'.repeat(201) }).problem?.detail).toMatch(/limit is 200/);
    expect(normalizeRow({ prompt: 'q'.repeat(400), answer: 'a'.repeat(200) }).problem).toBeUndefined();
  });

  it('keeps questionKey case-sensitive', () => {
    expect(questionKey('US capital?')).not.toBe(questionKey('us capital?'));
    expect(questionKey(' a\n b ')).toBe('a b');
  });

  it('gives the same hash to rows that differ only in invisible noise', () => {
    const clean = [normalizeRow({ prompt: 'What is X?', answer: 'Y' }).row];
    const noisy = [normalizeRow({ prompt: ' What\u00A0is  X?\u200D', answer: 'Y\r\n' }).row];
    expect(sha256Rows(noisy)).toBe(sha256Rows(clean));
  });
});
