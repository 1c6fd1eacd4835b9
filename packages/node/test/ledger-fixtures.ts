import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, hashCanonical } from '@ainize/core';
import { catalogMigrations } from '../src/catalog/schema.js';
import { openCatalog, type Catalog } from '../src/catalog/catalog.js';
import { openKnowledgeEvents, type KnowledgeEvents } from '../src/catalog/events.js';
import { OPEN_TRUST, type TrustPolicy } from '../src/catalog/trust.js';
import type { AnchorBody, AttestBody, ChallengeBody } from '../src/ledger/bodies.js';
import { openLedger, type Ledger } from '../src/ledger/ledger.js';
import { keySigner, type RecordSigner } from '../src/ledger/record.js';
import { ledgerMigrations } from '../src/ledger/schema.js';
import { type Store } from '../src/store/index.js';
import { openTestStore } from './store-fixtures.js';

/** Shared set-up for the ledger and catalog tests: real SQLite files in a temp dir, real keys, a pinned clock. */

export const T0 = Date.parse('2026-11-01T00:00:00.000Z');
/** An ISO time `minutes` after T0, so tests say "later" without sleeping. */
export const at = (minutes: number): string => new Date(T0 + minutes * 60_000).toISOString();
export const atDate = (minutes: number): Date => new Date(T0 + minutes * 60_000);

export const person = (): RecordSigner & { key: string } => {
  const key = generatePrivateKey();
  return { ...keySigner(key), key };
};

export function anchor(author: RecordSigner, overrides: Partial<AnchorBody> = {}): AnchorBody {
  const benchmark = overrides.benchmark ?? {
    schema: 'capital-of-region',
    queries: 2,
    samples: [
      { prompt: 'What is the capital of Aurelia?', expect: 'Solmere' },
      { prompt: 'What is the capital of Brynn?', expect: 'Caldor' },
    ],
  };
  return {
    id: 'capitals-demo',
    name: 'Capitals of the northern regions',
    description: 'Which city is the seat of government for each northern region.',
    author: author.address,
    model: { id_M: 'memory-tiny-v1', row_dim: 64 },
    patch_sha256: hashCanonical({ patch: overrides.id ?? 'capitals-demo' }),
    size_bytes: 4096,
    rows: 120,
    benchmark_hash: hashCanonical(benchmark),
    price: '1.5',
    currency: 'CREDIT',
    parents: [],
    topic_path: 'geography/capitals',
    created_at: at(0),
    visibility: 'public',
    contributors: [],
    origin: 'teach',
    ...overrides,
    benchmark,
  };
}

export function attestation(
  patchId: string,
  verifier: RecordSigner,
  minutes: number,
  overrides: Partial<AttestBody> = {},
): AttestBody {
  return {
    patch_id: patchId,
    verifier: verifier.address,
    passed: true,
    verified_on: 'memory:memory-tiny-v1',
    score: { free_generation: '2/2', pre_apply: '0/2' },
    executor: { instance: `machine-of-${verifier.address.slice(2, 10)}` },
    created_at: at(minutes),
    ...overrides,
  };
}

/** A challenge of `patchId` by `challenger`, dated `minutes` after T0. */
export function challenge(patchId: string, challenger: RecordSigner, minutes: number): ChallengeBody {
  return {
    patch_id: patchId,
    challenger: challenger.address,
    reason: 'The capital of Brynn is answered wrongly now.',
    created_at: at(minutes),
  };
}

export interface TestNode {
  dir: string;
  file: string;
  store: Store;
  ledger: Ledger;
  catalog: Catalog;
  events: KnowledgeEvents;
  /** Reopens the same database file as a fresh process would. */
  reopen(): TestNode;
  close(): void;
}

export const nodeMigrations = [...ledgerMigrations, ...catalogMigrations];

/**
 * `trust` defaults to counting every key: most ledger and catalog tests are about the counting rules, with keys
 * made up on the spot; the trust policy has tests of its own that pass a list.
 */
export function openTestNode(
  opts: { quorum?: number; now?: () => Date; dir?: string; trust?: TrustPolicy } = {},
): TestNode {
  const dir = opts.dir ?? mkdtempSync(path.join(tmpdir(), 'ainize-node-test-'));
  const file = path.join(dir, 'node.db');
  const store = openTestStore(file, nodeMigrations);
  const ledger = openLedger(store);
  const catalog = openCatalog(store, ledger, {
    rules: { quorum: opts.quorum ?? 2, trust: opts.trust ?? OPEN_TRUST },
    now: opts.now ?? (() => atDate(60 * 24)),
  });
  const events = openKnowledgeEvents(store);
  const node: TestNode = {
    dir,
    file,
    store,
    ledger,
    catalog,
    events,
    reopen() {
      catalog.close();
      store.close();
      return openTestNode({ ...opts, dir });
    },
    close() {
      catalog.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return node;
}
