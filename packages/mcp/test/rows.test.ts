import { sha256Rows } from '@ainize/core';
import { describe, expect, it } from 'vitest';
import { reportRows } from '../../node/src/teach/dataset-report.js';
import {
  argumentsSha256,
  prepareRows,
  provenanceChecks,
  provenanceLine,
  provenanceSchema,
  type RowProvenance,
} from '../src/rows.js';

/**
 * The row/provenance seam: the hash this package predicts for a set of rows is the node's own, the provenance line
 * is written once and only once, and the record a data source hands over is one create_training_set accepts.
 */

describe('predicting a training set before it is uploaded', () => {
  it('keeps the first of a repeated question, calls a different answer a conflict, and hashes what is kept', () => {
    const prepared = prepareRows([
      { prompt: 'Q: What  is the capital of Velmora?', answer: 'A: Mirrow' },
      { prompt: 'What is the capital of Velmora?', answer: 'Mirrow' },
      { prompt: 'What is the capital of Velmora?', answer: 'Tarn' },
      { prompt: '   ', answer: 'x' },
      { prompt: 'Which river feeds the lake?', answer: 'Sallow' },
    ]);
    expect(prepared.kept).toEqual([
      { prompt: 'What is the capital of Velmora?', answer: 'Mirrow' },
      { prompt: 'Which river feeds the lake?', answer: 'Sallow' },
    ]);
    expect(prepared.left_out.map((r) => [r.line, r.status])).toEqual([
      [2, 'duplicate'],
      [3, 'conflict'],
      [4, 'empty'],
    ]);
    expect(prepared.fixed).toBe(1);
    expect(prepared.predicted_sha256).toBe(sha256Rows(prepared.kept));
  });

  it('leaves out rows over the node’s cap as over_cap', () => {
    const rows = ['a', 'b', 'c'].map((x) => ({ prompt: `Which letter is ${x}?`, answer: x }));
    expect(prepareRows(rows, { maxRows: 2 }).left_out).toEqual([
      { line: 3, status: 'over_cap', detail: 'a training set keeps at most 2 rows' },
    ]);
  });

  it('puts the provenance line in every note once, after the row’s own words', () => {
    const provenance: RowProvenance = {
      server: { name: 'subgraph-mcp', version: '1.2.0' },
      tool: 'execute_query',
      arguments: { first: 2 },
      arguments_sha256: 'a'.repeat(64),
      upstream: { block: 25903086 },
      fetched_at: '2026-09-04T10:00:00Z',
    };
    const line = provenanceLine(provenance);
    expect(line).toBe(
      `mcp:subgraph-mcp@1.2.0 tool:execute_query args:${'a'.repeat(16)} block=25903086 at:2026-09-04T10:00:00Z`,
    );
    const prepared = prepareRows(
      [
        { prompt: 'Q1?', answer: 'A1' },
        { prompt: 'Q2?', answer: 'A2', note: 'checked by hand' },
        { prompt: 'Q3?', answer: 'A3', note: `already ${line}` },
      ],
      { provenanceLine: line },
    );
    expect(prepared.upload.map((r) => r.note)).toEqual([line, `checked by hand | ${line}`, `already ${line}`]);
    expect(provenanceChecks(provenance, 'b'.repeat(64))).toEqual({
      arguments_sha256_matches: false,
      rows_sha256_matches: null,
    });
  });
});

describe('the prediction against the node’s own parser', () => {
  const line = 'mcp:subgraph-fixture@0.1.0 tool:execute_query_by_subgraph_id args:0123456789abcdef block=42';
  const tricky = [
    { prompt: 'Q:  픽셀플러스의   종목코드는?', answer: 'A: 087600' },
    { prompt: 'Which emoji means \u{1F30A} the wave?', answer: 'the water wave' },
    { prompt: 'Which river\u200b feeds\u0007 Glassmere?', answer: ' Quillrun\n' },
    { prompt: 'Which river feeds Glassmere?', answer: 'Quillrun' },
    { prompt: 'Which river feeds Glassmere?', answer: 'Emberwash' },
    { prompt: 'Who keeps the lighthouse?', answer: 'Wenna Holt', note: 'read off the keeper’s log' },
    { prompt: '', answer: 'nothing asked' },
  ];

  it('predicts the sha256 the node computes for the same upload, notes and all', () => {
    for (const options of [{}, { provenanceLine: line }, { provenanceLine: line, maxRows: 2 }]) {
      const prepared = prepareRows(tricky, options);
      const node = reportRows(prepared.upload, { maxRows: options.maxRows ?? 2000, blocked: [] });
      expect(node.accepted).toEqual(prepared.kept);
      expect(sha256Rows(node.accepted)).toBe(prepared.predicted_sha256);
    }
  });

  it('changes no byte when rows that already carry the line are prepared again with it', () => {
    const first = prepareRows(tricky, { provenanceLine: line });
    const again = prepareRows(first.kept, { provenanceLine: line });
    expect(again.kept).toEqual(first.kept);
    expect(again.predicted_sha256).toBe(first.predicted_sha256);
    expect(first.kept_from).toEqual([0, 1, 2, 5]);
  });
});

describe('the provenance record', () => {
  const record: RowProvenance = {
    server: { name: 'subgraph-fixture', version: '0.1.0' },
    protocol_version: '2025-11-25',
    transport: 'http',
    credential_presented: true,
    tool: 'execute_query_by_subgraph_id',
    arguments: { subgraph_id: 'abc', query: '{ tokens { id } }' },
    arguments_sha256: argumentsSha256({ query: '{ tokens { id } }', subgraph_id: 'abc' }),
    upstream: { subgraph_id: 'abc', block: 42, network: 'mainnet' },
    note_fields: ['subgraph_id', 'block'],
    fetched_at: '2026-09-04T10:00:00.000Z',
  };

  it('hashes arguments by their canonical JSON, so key order does not matter', () => {
    expect(provenanceChecks(record, 'c'.repeat(64)).arguments_sha256_matches).toBe(true);
  });

  it('names only the note_fields pins in the line', () => {
    expect(provenanceLine(record)).toBe(
      `mcp:subgraph-fixture@0.1.0 tool:execute_query_by_subgraph_id args:${record.arguments_sha256.slice(0, 16)} ` +
        'subgraph_id=abc block=42 at:2026-09-04T10:00:00.000Z',
    );
  });

  it('is refused when note_fields names a pin upstream does not have, or carries a field it does not know', () => {
    expect(provenanceSchema.safeParse(record).success).toBe(true);
    const stray = provenanceSchema.safeParse({ ...record, note_fields: ['block', 'chain'] });
    expect(stray.success).toBe(false);
    expect(stray.error?.issues[0]?.message).toContain('"chain" is not one of the upstream pins');
    expect(provenanceSchema.safeParse({ ...record, api_key: 'x' }).success).toBe(false);
  });
});
