/**
 * @ainize/node — the embedded Ainize marketplace node. `startNode(home)` (cli/compose.ts) is the one place the
 * parts below are wired together; each part is also usable on its own, which is how the tests use them.
 */
export { startNode, NODE_MIGRATIONS, type RunningNode } from './cli/compose.js';
export { initHome, loadConfig, defaultHome, homePaths, type HomePaths } from './home/home.js';
export type { NodeConfig } from './home/config-schema.js';
export { authMigrations } from './auth/schema.js';
export { createNodeServer, type NodeServer, type NodeServerDeps } from './server/node-server.js';
export { defineRoute, type AuthKind, type Caller, type Route } from './http/route.js';
export * from './http/errors.js';
export { ModelLock, ModelBusyError, STALE_MS, DEFAULT_WAIT_MS } from './lock/model-lock.js';
export { openStore, applyMigrations, type Db, type Migration, type Store } from './store/index.js';
export * from './ledger/index.js';
export * from './catalog/index.js';
export * from './market/index.js';
export * from './peers/index.js';
export * from './verifier/index.js';
export * from './p2p/index.js';
