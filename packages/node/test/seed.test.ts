import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, readNpz, sha256Rows } from '@ainize/core';
import { ABSTAIN_TEXT } from '@ainize/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_TRUST, catalogMigrations, openCatalog, type Catalog } from '../src/catalog/index.js';
import { keySigner, ledgerMigrations, openLedger, type Ledger } from '../src/ledger/index.js';
import { ModelLock } from '../src/lock/model-lock.js';
import { DatasetStore } from '../src/datasets/dataset-store.js';
import { DEMO_KNOWLEDGE } from '../src/seed/demo-datasets.js';
import { publishTaughtKnowledge, type PublishDeps } from '../src/seed/publish.js';
import { openServing } from '../src/serving/index.js';
import { type Store } from '../src/store/index.js';
import { openTestStore } from './store-fixtures.js';

let dir: string;
let store: Store;
let ledger: Ledger;
let catalog: Catalog;
let deps: PublishDeps;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-seed-'));
  store = openTestStore(':memory:', [...ledgerMigrations, ...catalogMigrations]);
  ledger = openLedger(store);
  catalog = openCatalog(store, ledger, { rules: { trust: OPEN_TRUST } });
  const lock = new ModelLock({ dir: join(dir, 'lock') });
  const resolvePatch = (id: string) => {
    const entry = catalog.getEntry(id);
    return entry && { ...entry.anchor, status: entry.status };
  };
  const { serving, blobs } = openServing({
    home: dir,
    dataDir: join(dir, 'data'),
    lock,
    resolvePatch,
    modelOptions: { rows: 2 ** 15 },
  });
  const datasets = new DatasetStore(join(dir, 'data'));
  deps = { serving, blobs, datasets, catalog, signer: keySigner(generatePrivateKey()), authorName: 'seed-test' };
});

afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo datasets', () => {
  it('draws every set from open data on npm, with at least 2,500 facts in the largest', () => {
    const sizes = DEMO_KNOWLEDGE.map((k) => k.rows().length);
    expect(DEMO_KNOWLEDGE.length).toBeGreaterThanOrEqual(5);
    for (const size of sizes) expect(size).toBeGreaterThan(100);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(2_500);
  });

  it('asks only questions with one answer each', () => {
    for (const k of DEMO_KNOWLEDGE) {
      const prompts = k.rows().map((r) => r.prompt);
      expect(new Set(prompts).size, k.id).toBe(prompts.length);
    }
  });
});

describe('publishTaughtKnowledge', () => {
  const spec = DEMO_KNOWLEDGE.find((k) => k.id === 'iso4217-currency-codes')!;
  const rows = () => spec.rows().slice(0, 40);

  it('teaches the rows, keeps the body by its sha256 and announces an anchor the bare model cannot answer', async () => {
    const result = await publishTaughtKnowledge(deps, spec, rows());
    expect(result.outcome).toBe('announced');
    expect(result.learned).toBeGreaterThan(30);

    const entry = catalog.getEntry(spec.id)!;
    expect(entry.status).toBe('ANNOUNCED');
    expect(entry.anchor.patch_sha256).toBe(result.patch_sha256);
    expect(entry.anchor.benchmark.samples.length).toBeLessThanOrEqual(32);

    const patch = readNpz(deps.blobs.get(entry.anchor.patch_sha256)!);
    const model = deps.serving.model;
    const overlay = model.overlay([{ ...patch, modelId: model.modelId }]);
    for (const sample of entry.anchor.benchmark.samples) {
      expect(model.answer(sample.prompt).text).toBe(ABSTAIN_TEXT);
      expect(model.answer(sample.prompt, { overlay }).text).toBe(sample.expect);
    }
  });

  it('keeps the training set by its hash and offers it under the source licence', () => {
    const entry = catalog.getEntry(spec.id)!;
    const dataset = entry.anchor.dataset as Record<string, unknown>;
    expect(dataset).toMatchObject({ rows: 40, access: 'public', license: 'MIT', sha256: sha256Rows(rows()) });
    expect(deps.datasets.rows(dataset.sha256 as string)).toEqual(rows());
  });

  it('signs the anchor onto the ledger as the node', () => {
    const anchors = ledger.listRecords({ kind: 'anchor' });
    expect(anchors).toHaveLength(1);
    expect(anchors[0]!.author).toBe(deps.signer.address);
    expect(ledger.verifyLedger().ok).toBe(true);
  });

  it('does nothing the second time, so a restart never teaches again', async () => {
    const before = ledger.count();
    const again = await publishTaughtKnowledge(deps, spec, rows());
    expect(again.outcome).toBe('exists');
    expect(ledger.count()).toBe(before);
  });
});
