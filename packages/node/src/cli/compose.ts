import { mkdirSync } from 'node:fs';
import { homePasswordStore } from '../auth/operator-auth.js';
import { authMigrations } from '../auth/schema.js';
import {
  type Catalog,
  type KnowledgeEvents,
  catalogMigrations,
  openCatalog,
  openKnowledgeEvents,
} from '../catalog/index.js';
import type { NodeConfig } from '../home/config-schema.js';
import { type HomePaths, homePaths, loadConfig } from '../home/home.js';
import { type NodeServer, createNodeServer } from '../http/server.js';
import { type Ledger, ledgerMigrations, openLedger } from '../ledger/index.js';
import { ModelLock } from '../lock/model-lock.js';
import { type Migration, type Store, openStore } from '../store/index.js';

/**
 * The composition root: the one place that turns a home directory into a running node. Each part of the
 * node adds its migrations, routes and info providers here as it lands; nothing else wires parts together.
 */

/** Every domain's migrations, in the order their tables depend on each other. */
export const NODE_MIGRATIONS: readonly Migration[] = [...authMigrations, ...ledgerMigrations, ...catalogMigrations];

export interface RunningNode {
  config: NodeConfig;
  paths: HomePaths;
  store: Store;
  ledger: Ledger;
  catalog: Catalog;
  events: KnowledgeEvents;
  lock: ModelLock;
  server: NodeServer;
  url: string;
  close(): Promise<void>;
}

export async function startNode(home: string, env: NodeJS.ProcessEnv = process.env): Promise<RunningNode> {
  const config = loadConfig(home, env);
  const paths = homePaths(home, config);
  mkdirSync(paths.dataDir, { recursive: true, mode: 0o700 });
  const store = openStore(paths.database, NODE_MIGRATIONS);
  const ledger = openLedger(store);
  const catalog = openCatalog(store, ledger, { rules: { quorum: config.quorum } });
  const events = openKnowledgeEvents(store);
  const lock = new ModelLock({ dir: paths.lockDir });
  let server: NodeServer;
  try {
    server = createNodeServer({ config, store, passwords: homePasswordStore(paths.home) });
  } catch (err) {
    store.close();
    throw err;
  }
  let url: string;
  try {
    url = await server.listen();
  } catch (err) {
    await server.close().catch(() => undefined);
    store.close();
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    config,
    paths,
    store,
    ledger,
    catalog,
    events,
    lock,
    server,
    url,
    close: () =>
      (closing ??= server.close().finally(() => {
        store.close();
      })),
  };
}
