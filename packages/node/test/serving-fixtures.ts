import { TEST_ROWS, baseModelFile, removeBaseModel } from './base-model-fixture.js';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEACH_AUTH_HEADER, buildTeachAuth, writeNpz } from '@ainize/core';
import type { Model, Patch } from '@ainize/runtime';
import { memoryPasswordStore } from '../src/auth/operator-auth.js';
import { authMigrations } from '../src/auth/schema.js';
import type { BlobStore } from '../src/blobs/blob-store.js';
import { draftsOwnerOrOperator } from '../src/chat/access.js';
import { SqliteChatQuotaRepo, chatMigrations } from '../src/chat/quota.js';
import { initHome, loadConfig } from '../src/home/home.js';
import { type NodeServer, createNodeServer } from '../src/server/node-server.js';
import { ModelLock } from '../src/lock/model-lock.js';
import { type LiveTestEvent, chatRoutes } from '../src/chat/routes.js';
import { type ModelServing, type ServingPatchEntry, openServing, servingRoutes } from '../src/serving/index.js';
import { type Store } from '../src/store/index.js';
import { openTestStore } from './store-fixtures.js';

/**
 * A real node serving a real (small) memory model: createNodeServer on a free port, a temp home, the serving and
 * chat routes wired the way the composition root will wire them, and a catalog that is just a map the test fills.
 */

export { TEST_ROWS };
export const PASSWORD = 'serving-test-password';

export interface TestNode {
  dir: string;
  home: string;
  url: string;
  token: string;
  serving: ModelServing;
  blobs: BlobStore;
  catalog: Map<string, ServingPatchEntry>;
  events: LiveTestEvent[];
  clock: { now: number };
  lockDir: string;
  nodeAddress: string;
  store: Store;
  server: NodeServer;
  close(): Promise<void>;
}

export async function startTestNode(existing?: {
  dir: string;
  catalog: Map<string, ServingPatchEntry>;
}): Promise<TestNode> {
  const dir = existing?.dir ?? mkdtempSync(join(tmpdir(), 'ainize-serving-'));
  const home = join(dir, 'node');
  const config = existing ? loadConfig(home, {}) : initHome({ home, name: 'serving-test', port: 0 }).config;
  if (!existing) {
    mkdirSync(join(home, 'model'), { recursive: true });
    copyFileSync(baseModelFile(), join(home, 'model', 'base.bin'));
  }
  const lockDir = join(dir, 'lock');
  const lock = new ModelLock({ dir: lockDir });
  const catalog = existing?.catalog ?? new Map<string, ServingPatchEntry>();
  const resolvePatch = (id: string) => catalog.get(id);
  const { serving, blobs } = openServing({
    home,
    dataDir: join(home, 'data'),
    lock,
    resolvePatch,
    modelOptions: { rows: TEST_ROWS },
  });
  const store = openTestStore(':memory:', [...authMigrations, ...chatMigrations]);
  const events: LiveTestEvent[] = [];
  const clock = { now: Date.UTC(2026, 0, 1) };
  const routes = [
    ...chatRoutes({
      serving,
      blobs,
      resolvePatch,
      canLoad: draftsOwnerOrOperator,
      listCatalog: () => ({ items: [...catalog.values()].map((e) => ({ patch_id: e.id, status: e.status })) }),
      recordEvent: (event) => events.push(event),
      quotaRepo: new SqliteChatQuotaRepo(store.db),
      nodeSecret: 'test-node-secret',
      now: () => clock.now,
    }),
    ...servingRoutes(serving),
  ];
  const server = createNodeServer({
    config: { ...config, port: 0, log: { level: 'silent' } },
    store,
    passwords: memoryPasswordStore(),
    routes,
  });
  const url = await server.listen();
  const token = await setOperatorPassword(url, PASSWORD);
  return {
    dir,
    home,
    url,
    token,
    serving,
    blobs,
    catalog,
    events,
    clock,
    lockDir,
    nodeAddress: config.identity.address,
    store,
    server,
    close: async () => {
      await server.close();
      store.close();
    },
  };
}

/** First-run setup of a node's operator password, as an operator does once; returns the session token. */
export async function setOperatorPassword(url: string, password: string): Promise<string> {
  const setup = await fetch(`${url}/api/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (setup.status !== 200) throw new Error(`the node refused the operator password setup: HTTP ${setup.status}`);
  return ((await setup.json()) as { token: string }).token;
}

export function removeTestDir(node: TestNode): void {
  rmSync(node.dir, { recursive: true, force: true });
}

export { removeBaseModel as removeCachedBase };

/** Writes a patch as its `.npz` body into the blob store and files a catalog entry for it. */
export function publish(
  node: TestNode,
  id: string,
  patch: Patch,
  extra: Partial<ServingPatchEntry> = {},
): ServingPatchEntry {
  const sha = node.blobs.put(writeNpz(patch));
  const entry: ServingPatchEntry = {
    id,
    model: { id_M: node.serving.model.modelId, row_dim: node.serving.model.rowDim },
    patch_sha256: sha,
    status: 'LISTED',
    ...extra,
  };
  node.catalog.set(id, entry);
  return entry;
}

export function teach(model: Model, facts: { prompt: string; answer: string }[], overlay?: Patch[]): Patch {
  return model.teach(facts, overlay ? { overlay } : {}).patch;
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function call<T = Record<string, unknown>>(
  node: TestNode,
  method: string,
  path: string,
  body?: unknown,
  options: { operator?: boolean; teacherKey?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  const text = body === undefined ? undefined : JSON.stringify(body);
  if (text !== undefined) headers['content-type'] = 'application/json';
  if (options.operator) headers.authorization = `Bearer ${node.token}`;
  if (options.teacherKey) {
    headers[TEACH_AUTH_HEADER] = buildTeachAuth({
      privateKey: options.teacherKey,
      ts: Date.now(),
      nodeAddress: node.nodeAddress,
      method,
      pathWithQuery: path,
      ...(text === undefined ? {} : { body: text }),
    });
  }
  const res = await fetch(`${node.url}${path}`, { method, headers, ...(text === undefined ? {} : { body: text }) });
  return { status: res.status, body: (await res.json()) as T };
}
