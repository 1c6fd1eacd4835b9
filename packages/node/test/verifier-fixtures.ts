import { TEST_ROWS, baseModelFile, removeBaseModel } from './base-model-fixture.js';
import { setOperatorPassword } from './serving-fixtures.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeNpz } from '@ainize/core';
import { type Model, loadModel } from '@ainize/runtime';
import { memoryPasswordStore } from '../src/auth/operator-auth.js';
import { SqliteReplayCache } from '../src/auth/replay-store.js';
import { authMigrations } from '../src/auth/schema.js';
import { BlobStore } from '../src/blobs/blob-store.js';
import { type Catalog, OPEN_TRUST, catalogMigrations, openCatalog } from '../src/catalog/index.js';
import { initHome } from '../src/home/home.js';
import { type NodeServer, createNodeServer } from '../src/server/node-server.js';
import type { AnchorBody } from '../src/ledger/bodies.js';
import {
  type Ledger,
  type LedgerRecord,
  keySigner,
  ledgerMigrations,
  openLedger,
  type RecordSigner,
} from '../src/ledger/index.js';
import { ModelLock } from '../src/lock/model-lock.js';
import { blobRoutes } from '../src/p2p/index.js';
import { type PeerSync, openPeerSync, peerMigrations, peerRoutes } from '../src/peers/index.js';
import { type Store } from '../src/store/index.js';
import { openTestStore } from './store-fixtures.js';
import {
  type Verifier,
  type VerifierOptions,
  createVerifier,
  fileChallenge,
  verifierRoutes,
} from '../src/verifier/index.js';
import { anchor } from './ledger-fixtures.js';

/**
 * Real nodes for the verifier tests, each with its own home, key, SQLite ledger and catalog, its own in-process
 * memory model (loaded from one shared base file so the bytes match without rebuilding) and its own HTTP server
 * carrying the blob and verifier routes the way the composition root will.
 */

export { TEST_ROWS };
export const PASSWORD = 'verifier-test-password';

export { removeBaseModel as removeBase };

export interface VNode {
  name: string;
  dir: string;
  key: string;
  signer: RecordSigner;
  address: string;
  store: Store;
  ledger: Ledger;
  catalog: Catalog;
  blobs: BlobStore;
  model: Model;
  verifier: Verifier;
  server: NodeServer;
  url: string;
  token: string;
  peers: string[];
  verifierAddresses: string[];
  /** Record sync over HTTP (`/p2p/records`), when started with `gossip`. */
  gossip?: PeerSync;
  close(): Promise<void>;
}

export async function startVNode(
  name: string,
  opts: { options?: VerifierOptions; fetchFn?: typeof fetch; gossip?: boolean } = {},
): Promise<VNode> {
  const dir = mkdtempSync(join(tmpdir(), `ainize-verifier-${name}-`));
  const { config } = initHome({ home: join(dir, 'home'), name, port: 0 });
  const key = config.identity.privateKey;
  const signer = keySigner(key);
  const store = openTestStore(join(dir, 'node.db'), [
    ...authMigrations,
    ...ledgerMigrations,
    ...catalogMigrations,
    ...peerMigrations,
  ]);
  const ledger = openLedger(store);
  // Every key counts here: these nodes test the verifier loop; trust has its own tests against real processes.
  const catalog = openCatalog(store, ledger, { rules: { quorum: 2, trust: OPEN_TRUST } });
  const blobs = new BlobStore(join(dir, 'data'));
  const model = loadModel(baseModelFile());
  const peers: string[] = [];
  const verifierAddresses: string[] = [];
  const verifier = createVerifier({
    signer,
    name,
    ledger,
    catalog,
    model,
    lock: new ModelLock({ dir: join(dir, 'lock') }),
    blobs,
    peers: () => peers,
    options: { intervalMs: 200, ...opts.options },
    ...(opts.fetchFn ? { fetchFn: opts.fetchFn } : {}),
  });
  const blob = blobRoutes({
    nodeAddress: signer.address,
    blobs,
    ledger,
    catalog,
    replay: new SqliteReplayCache(store.db),
    verifierAddresses: () => verifierAddresses,
  });
  const gossip = opts.gossip
    ? openPeerSync({ store, ledger, configPeers: [], intervalMs: 100, maxPeers: 10, log: { warn: () => undefined } })
    : undefined;
  const server = createNodeServer({
    config: { ...config, port: 0, log: { level: 'silent' } },
    store,
    passwords: memoryPasswordStore(),
    routes: [
      ...blob.routes,
      ...verifierRoutes({
        verifier,
        challenge: (id, reason) => fileChallenge({ ledger, catalog, signer }, id, reason),
      }),
      ...(gossip ? peerRoutes({ ledger, sync: gossip }) : []),
    ],
  });
  const url = await server.listen();
  const token = await setOperatorPassword(url, PASSWORD);
  return {
    name,
    dir,
    key,
    signer,
    address: signer.address,
    store,
    ledger,
    catalog,
    blobs,
    model,
    verifier,
    server,
    url,
    token,
    peers,
    verifierAddresses,
    ...(gossip ? { gossip } : {}),
    async close() {
      await gossip?.stop();
      await verifier.stop();
      await server.close();
      blob.close();
      catalog.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `from` pulls `to`'s records over HTTP and may fetch bodies from it. */
export function link(from: VNode, to: VNode): void {
  from.gossip?.add(to.url);
  from.peers.push(to.url);
}

/** Copies every record `from` holds into `to`, in `from`'s order (which keeps each author's chain in order). */
export function sync(from: VNode, to: VNode): number {
  let added = 0;
  for (const record of from.ledger.recordsSince(0)) {
    if (to.ledger.ingestRecord(record).status === 'added') added++;
  }
  return added;
}

export interface Fact {
  prompt: string;
  answer: string;
}

/**
 * Teaches `facts` on the author's model, stores the body and signs an anchor whose benchmark is `benchmark`
 * (the taught facts unless told otherwise) — the way the teach pipeline publishes a lesson.
 */
export function publishTaught(
  author: VNode,
  id: string,
  facts: Fact[],
  benchmark: Fact[] = facts,
  overrides: Partial<AnchorBody> = {},
): { record: LedgerRecord<'anchor'>; sha: string; bytes: Uint8Array } {
  const lesson = author.model.teach(facts);
  const bytes = writeNpz(lesson.patch);
  const sha = author.blobs.put(bytes);
  const body = anchor(author.signer, {
    id,
    name: `Lesson ${id}`,
    model: { id_M: author.model.modelId, row_dim: author.model.rowDim },
    patch_sha256: sha,
    size_bytes: bytes.length,
    rows: lesson.patch.addrs.length,
    benchmark: {
      schema: 'fictional-facts',
      queries: benchmark.length,
      samples: benchmark.map((f) => ({ prompt: f.prompt, expect: f.answer })),
    },
    created_at: new Date().toISOString(),
    ...overrides,
  });
  return { record: author.ledger.appendRecord('anchor', body, author.signer), sha, bytes };
}

export async function until<T>(what: string, probe: () => T | undefined | false, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const FACTS: Fact[] = [
  { prompt: 'What is the capital of Velmora?', answer: 'Quentaro' },
  { prompt: 'What is the currency of Ostravia?', answer: 'Velmark' },
  { prompt: 'Who founded the city of Drelholm?', answer: 'Maerin' },
];
