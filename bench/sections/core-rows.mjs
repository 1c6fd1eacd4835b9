// Hashing a training set is on the upload path of every lesson; this shows what 100k rows cost.
import { canonicalJson, normalizeRow, sha256Rows } from '@ainize/core';
import { median, timeIt } from '../timing.mjs';

export const title = 'Core: training-set hashing';

export async function run(ctx) {
  const count = ctx.quick ? 10_000 : 100_000;
  const rows = Array.from({ length: count }, (_, i) => ({
    prompt: `What is the ticker code of listed company number ${i} on the exchange?`,
    answer: String(100000 + i),
    ...(i % 3 === 0 ? { alt_prompt: `Company ${i}: which ticker code?` } : {}),
  }));
  const bytes = Buffer.byteLength(rows.map((r) => JSON.stringify(r)).join('\n'));
  ctx.log(`${count} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB of JSONL`);

  const hash = await timeIt(() => sha256Rows(rows), 5);
  const normalize = await timeIt(() => rows.map((r) => normalizeRow(r)), 3);
  const canonical = await timeIt(() => canonicalJson(rows.slice(0, 10_000)), 5);
  const row = (what, n, t) => [
    what,
    n.toLocaleString('en'),
    median(t).toFixed(1),
    Math.round(n / (median(t) / 1000)).toLocaleString('en'),
  ];
  return {
    tables: [
      {
        caption: 'Median of repeated runs in one process',
        columns: ['operation', 'rows', 'ms (median)', 'rows / s'],
        rows: [
          row('sha256Rows (canonical JSONL + sha256)', count, hash),
          row('normalizeRow (NFC, invisibles, whitespace)', count, normalize),
          row('canonicalJson of 10k row objects', 10_000, canonical),
        ],
      },
    ],
    notes: [],
  };
}
