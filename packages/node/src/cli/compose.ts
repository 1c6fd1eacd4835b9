import { mkdirSync } from 'node:fs';
import { X402_NETWORKS, sameAddress, sha256Hex, type PaymentOptions } from '@ainize/core';
import { requireOperatorOffLoopback } from '../auth/exposure.js';
import { homePasswordStore } from '../auth/operator-auth.js';
import { SqliteReplayCache } from '../auth/replay-store.js';
import { authMigrations } from '../auth/schema.js';
import {
  type Catalog,
  type KnowledgeEvents,
  catalogMigrations,
  openCatalog,
  openKnowledgeEvents,
  trustInfo,
  trustPolicy,
} from '../catalog/index.js';
import type { ExactPaymentsConfig, NodeConfig } from '../home/config-schema.js';
import { type HomePaths, homePaths, loadConfig, modelCacheDir } from '../home/home.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { draftsOwnerOrOperator } from '../chat/access.js';
import { chatRoutes } from '../chat/routes.js';
import { DatasetStore } from '../datasets/dataset-store.js';
import { SqliteChatQuotaRepo, chatMigrations } from '../chat/quota.js';
import { type NodeServer, createNodeServer } from '../server/node-server.js';
import { type Ledger, keySigner, ledgerMigrations, openLedger } from '../ledger/index.js';
import { DbModelLock } from '../lock/db-lock.js';
import { ModelLock, type NodeModelLock } from '../lock/model-lock.js';
import { type ProcessRegistry, openProcessRegistry } from '../processes/registry.js';
import { processMigrations } from '../processes/schema.js';
import { dbStackStore } from '../serving/stack-db.js';
import { catalogCounts, marketRoutes } from '../market/index.js';
import { runtimeInfo } from '../market/info.js';
import { type NodeDirectory, openNodeDirectory } from '../directory/index.js';
import {
  type Buyer,
  type CreditBook,
  createBuyer,
  moneyMigrations,
  moneyRoutes,
  openCreditBook,
  purchasesRepo,
} from '../money/index.js';
import { blobRoutes } from '../p2p/index.js';
import { type PeerSync, openPeerSync, peerAdmissionOf, peerMigrations, peerRoutes } from '../peers/index.js';
import {
  type ModelServing,
  type ServingPatchEntry,
  openServing,
  prepareModel,
  servingRoutes,
} from '../serving/index.js';
import { type Migration, type Store, openStore } from '../store/index.js';
import { type Verifier, createVerifier, fileChallenge, verifierRoutes } from '../verifier/index.js';
import { type Teach, openTeach, teachMigrations } from '../teach/index.js';
import { createGateway, gatewayRoutes, resourceOf, x402Migrations } from '../x402/index.js';
import { type ExactSeller, createExactSeller } from '../x402/exact-sale.js';
import { exactChainView } from '../x402/exact-chain.js';
import { remoteSettler, selfSettler } from '../x402/settler.js';
import { exactWallet } from '../money/exact-wallet.js';

/**
 * The composition root: the one place that turns a home directory into a running node. Each part of the
 * node adds its migrations, routes and info providers here as it lands; nothing else wires parts together.
 */

/** Every domain's migrations, in the order their tables depend on each other. */
export const NODE_MIGRATIONS: readonly Migration[] = [
  ...authMigrations,
  ...ledgerMigrations,
  ...catalogMigrations,
  ...peerMigrations,
  ...chatMigrations,
  ...moneyMigrations,
  ...x402Migrations,
  ...teachMigrations,
  ...processMigrations,
];

export interface RunningNode {
  config: NodeConfig;
  paths: HomePaths;
  store: Store;
  ledger: Ledger;
  catalog: Catalog;
  events: KnowledgeEvents;
  lock: NodeModelLock;
  /** This process among the node's processes on one database. */
  processes: ProcessRegistry;
  /** The node's own memory model, behind the lock; bodies live in its blob store. */
  serving: ModelServing;
  /** Content-addressed knowledge bodies (`<dataDir>/blobs`). */
  blobs: BlobStore;
  /** Content-addressed training sets (`<dataDir>/datasets`). */
  datasets: DatasetStore;
  /** Checks other nodes' knowledge on this node's model and attests; its loop runs on the `verifier` role only. */
  verifier: Verifier;
  /** Pulls ledger records from peers every `gossipIntervalMs` while the node runs. */
  peers: PeerSync;
  /** Balances as this node's ledger says them. */
  credits: CreditBook;
  /** Where other nodes serve, from their `node` records. */
  directory: NodeDirectory;
  /** The operator's purchases from other nodes' gateways. */
  buyer: Buyer;
  /** Training sets, lessons trained on this node's model, and publishing them (`/api/teach/*`). */
  teach: Teach;
  server: NodeServer;
  url: string;
  close(): Promise<void>;
}

/**
 * What every process of a node needs before it starts, done once: the database brought up to date and the base
 * model built. `ainize start --workers N` runs it in the primary before forking.
 */
export function prepareNode(home: string, env: NodeJS.ProcessEnv = process.env): void {
  const config = loadConfig(home, env);
  const paths = homePaths(home, config);
  mkdirSync(paths.dataDir, { recursive: true, mode: 0o700 });
  openStore(paths.database, NODE_MIGRATIONS).close();
  prepareModel({
    home: paths.home,
    modelOptions: { rows: config.runtime.rows, dims: config.runtime.dims },
    ...modelCacheOption(modelCacheDir(config.runtime.modelCache, home, env)),
  });
}

export async function startNode(home: string, env: NodeJS.ProcessEnv = process.env): Promise<RunningNode> {
  const config = loadConfig(home, env);
  requireOperatorOffLoopback(config, home, env);
  const paths = homePaths(home, config);
  mkdirSync(paths.dataDir, { recursive: true, mode: 0o700 });
  const store = openStore(paths.database, NODE_MIGRATIONS);
  const ledger = openLedger(store);
  const trust = trustPolicy({
    self: config.identity.address,
    trusted: config.verifier.trusted,
    challengers: config.verifier.challengers,
  });
  const catalog = openCatalog(store, ledger, { rules: { quorum: config.quorum, trust } });
  const events = openKnowledgeEvents(store);
  // One process per SQLite file: the lock and the stack live beside the model. On PostgreSQL several processes may
  // serve one node, so both live in the database (see docs/node.md, "Running on PostgreSQL").
  const several = store.db.dialect === 'postgres';
  const processes = openProcessRegistry(store, { timer: several });
  const lock = several ? new DbModelLock({ store, registry: processes }) : new ModelLock({ dir: paths.lockDir });
  // Drafts resolve too: the live test lets their owner (or the operator) load them.
  const resolvePatch = (id: string): ServingPatchEntry | undefined => {
    const entry = catalog.getEntry(id);
    return entry && { ...entry.anchor, status: entry.status };
  };
  // Builds the base model on first start (a few seconds at 2^20 rows), so it happens before the port opens.
  const { serving, blobs } = openServing({
    home: paths.home,
    dataDir: paths.dataDir,
    lock,
    ...(several ? { stackStore: dbStackStore(store.db) } : {}),
    resolvePatch,
    modelOptions: { rows: config.runtime.rows, dims: config.runtime.dims },
    ...modelCacheOption(modelCacheDir(config.runtime.modelCache, home, env)),
  });
  const datasets = new DatasetStore(paths.dataDir);
  const signer = keySigner(config.identity.privateKey);
  const directory = openNodeDirectory(ledger);
  const credits = openCreditBook(store, ledger, {
    self: config.identity.address,
    currency: config.currency,
    initialCredit: config.initialCredit,
    members: config.creditMembers,
  });
  let server: NodeServer;
  /** Where this process listens, and where others reach it (config.publicUrl, else the bound address). */
  let url = '';
  let publicUrl = '';
  /** The gateway that sells a knowledge: this node's own for what it wrote, else where its author announced itself. */
  const gatewayOf = (entry: { id: string; anchor: { author: string } }): string | null => {
    const base = sameAddress(entry.anchor.author, config.identity.address)
      ? publicUrl
      : directory.urlOf(entry.anchor.author);
    return base ? `${base}${resourceOf(entry.id)}` : null;
  };
  const exact = config.payments.exact;
  const gateway = createGateway({
    ...(exact ? { exact: exactSellerOf(exact, config, (level, msg, data) => server.app.log[level](data, msg)) } : {}),
    store,
    ledger,
    catalog,
    credits,
    directory,
    hasBody: (sha) => blobs.has(sha),
    signer,
    currency: config.currency,
    royaltyShare: config.royaltyShare,
    verifierShare: config.verifierShare,
    selfUrl: () => publicUrl,
  });
  const buyer = createBuyer({
    privateKey: config.identity.privateKey,
    signer,
    currency: config.currency,
    catalog,
    ledger,
    credits,
    blobs,
    purchases: purchasesRepo(store.db, processes.id),
    directory,
    apply: (id) => serving.apply(id, { withBase: true }),
    defaultScheme: config.payments.buyWith,
    ...(exact ? { wallet: exactWallet(exact, config.identity.privateKey) } : {}),
    processes,
  });
  // Payments whose outcome a stop or a lost answer left open: finished from the ledger, the seller or the chain.
  const money = resolverLoop(
    async () => {
      await gateway.resume();
      await buyer.resolveOpen();
    },
    (err) => server.app.log.warn({ err }, 'resolving open payments failed; trying again'),
  );
  const peers = openPeerSync({
    store,
    ledger,
    configPeers: config.peers,
    intervalMs: config.gossipIntervalMs,
    maxPeers: config.p2p.maxPeers,
    admission: peerAdmissionOf(config),
    // The request logger (stderr, pino); the loop logs only after start(), when the server exists.
    log: { warn: (obj, msg) => server.app.log.warn(obj, msg) },
  });
  const blob = blobRoutes({
    nodeAddress: config.identity.address,
    blobs,
    ledger,
    catalog,
    replay: new SqliteReplayCache(store.db),
    verifierAddresses: () => config.verifier.peers,
    redeemToken: (token, sha256) => gateway.redeem(token, sha256),
  });
  const verifier = createVerifier({
    signer,
    name: config.name,
    ledger,
    catalog,
    model: serving.model,
    lock,
    blobs,
    peers: () => peers.list().map((p) => p.url),
    options: config.verifier,
    onError: (err, id) => server.app.log.warn({ err, patch_id: id }, 'verification failed'),
  });
  // Derived, never the raw key: the visitor HMAC must not be a way to test guesses of the identity.
  const nodeSecret = sha256Hex(`ainize-chat-visitor:${config.identity.privateKey}`);
  const teach = openTeach({
    config,
    store,
    serving,
    blobs,
    files: datasets,
    catalog,
    signer,
    nodeSecret,
    selfUrl: () => publicUrl,
    log: (level, msg, data) => server.app.log[level](data, msg),
    processes,
  });
  try {
    server = createNodeServer({
      config,
      store,
      ...(config.consoleDist !== undefined ? { consoleDist: config.consoleDist } : {}),
      passwords: homePasswordStore(paths.home),
      routes: [
        ...marketRoutes({
          config,
          store,
          ledger,
          catalog,
          events,
          hasBody: (sha) => blobs.has(sha),
          datasetText: (sha) => datasets.text(sha),
          isApplied: (id) => serving.isApplied(id),
          isPurchased: (id) => buyer.isPurchased(id),
          gatewayOf,
          earningsOf: (address) => credits.earnings(address),
        }),
        ...peerRoutes({ ledger, sync: peers }),
        ...gatewayRoutes({ gateway, nodeAddress: config.identity.address, replay: new SqliteReplayCache(store.db) }),
        ...moneyRoutes({ address: config.identity.address, credits, buyer, members: config.creditMembers }),
        ...blob.routes,
        ...verifierRoutes({
          verifier,
          challenge: (id, reason) => fileChallenge({ ledger, catalog, signer }, id, reason),
        }),
        // Live test (anyone), then apply, remove, check and the runtime (operator).
        ...chatRoutes({
          serving,
          blobs,
          resolvePatch,
          canLoad: draftsOwnerOrOperator,
          listCatalog: () => ({ items: catalog.searchCatalog({ status: 'LISTED,SUPERSEDED', limit: 200 }).items }),
          recordEvent: (e) =>
            events.recordEvent({
              patch_id: e.patch_id,
              kind: 'usage',
              message: `live test (${e.mode})`,
              data: { visitor: e.visitor, operator: e.operator, benchmark_hit: e.benchmark_hit },
              ts: new Date(e.at),
            }),
          quotaRepo: new SqliteChatQuotaRepo(store.db),
          nodeSecret,
        }),
        ...servingRoutes(serving),
        ...teach.routes,
      ],
      info: {
        counts: catalogCounts(store, ledger),
        peers: () => peers.list().length,
        runtime: runtimeInfo(serving),
        trust: () => trustInfo(trust, config.quorum, ledger.forkedKeys()),
        payments: () => paymentOptions(config),
        creditMembers: () =>
          new Set([config.identity.address, ...config.creditMembers].map((a) => a.toLowerCase())).size,
      },
    });
  } catch (err) {
    blob.close();
    credits.close();
    directory.close();
    processes.close();
    store.close();
    throw err;
  }
  /** The loops one process runs for the whole node: pulling from peers, verifying, finishing open payments. */
  const background = leadership(processes, several, (err) =>
    server.app.log.warn({ err }, 'taking the background lease or starting its loops failed'),
  );
  /** Another process's apply or remove reaches this one's model within a second, even when it serves no test. */
  const catchUp = every(several ? SYNC_EVERY_MS : null, () =>
    serving.sync().catch((err: unknown) => server.app.log.warn({ err }, 'catching up with the applied stack failed')),
  );
  try {
    url = await server.listen();
    publicUrl = announcedUrl(config.publicUrl, url, (message) => server.app.log.warn(message));
    teach.start();
    background.start(() => {
      // Where buyers find this node's gateway, and the record that earns it its initial credit on every ledger.
      directory.announce(signer, { name: config.name, url: publicUrl });
      peers.start();
      if (config.roles.includes('verifier')) verifier.start();
      money.start();
    });
    catchUp.start();
  } catch (err) {
    background.stop();
    catchUp.stop();
    await Promise.allSettled([verifier.stop(), peers.stop(), teach.close(), money.stop()]);
    await server.close().catch(() => undefined);
    await ledger.close().catch(() => undefined);
    blob.close();
    credits.close();
    directory.close();
    processes.close();
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
    processes,
    serving,
    blobs,
    datasets,
    verifier,
    peers,
    credits,
    directory,
    buyer,
    teach,
    server,
    url,
    close: () =>
      (closing ??= Promise.resolve()
        .then(() => {
          background.stop();
          catchUp.stop();
        })
        .then(() => verifier.stop())
        .then(() => money.stop())
        .then(() => peers.stop())
        .then(() => teach.close())
        .then(() => server.close())
        .then(() => ledger.close())
        .finally(() => {
          blob.close();
          credits.close();
          directory.close();
          processes.close();
          store.close();
        })),
  };
}

/**
 * The URL this node tells others to use. An operator behind a proxy or a NAT names it (`publicUrl`); otherwise it is
 * the address the server is bound to — except a wildcard (0.0.0.0, ::), which no other machine can dial: that is
 * announced as loopback, usable on this machine only, with a warning that names the setting.
 */
export function announcedUrl(configured: string | undefined, bound: string, warn: (message: string) => void): string {
  if (configured !== undefined) return configured.replace(/\/+$/, '');
  const address = new URL(bound);
  const wildcard = address.hostname === '0.0.0.0' ? '127.0.0.1' : address.hostname === '[::]' ? '[::1]' : null;
  if (wildcard === null) return bound;
  address.hostname = wildcard;
  const announced = address.origin;
  warn(
    `listening on every interface (${bound}), but no other machine can dial that address: announcing ${announced}, ` +
      'which works on this machine only. Set AINIZE_PUBLIC_URL (publicUrl) to the URL other nodes and buyers reach ' +
      'this node at.',
  );
  return announced;
}

/** The `exact` side of this node's gateway: who settles (itself, or a facilitator) and how the chain is read. */
function exactSellerOf(
  exact: ExactPaymentsConfig,
  config: NodeConfig,
  log: (level: 'info' | 'warn', message: string, data?: Record<string, unknown>) => void,
): ExactSeller {
  const settler = exact.facilitator.url
    ? remoteSettler(exact.facilitator.url)
    : selfSettler({
        network: exact.network,
        rpcUrl: exact.rpcUrl,
        gasKey: exact.facilitator.gasKey ?? config.identity.privateKey,
      });
  return createExactSeller({
    config: exact,
    payTo: config.identity.address,
    settler,
    chain: exactChainView(exact),
    log,
  });
}

/** `/api/info.payments`: what the gateway accepts and how the buy route pays. */
export function paymentOptions(config: NodeConfig): PaymentOptions {
  const accepts: PaymentOptions['accepts'] = [
    { scheme: 'local-credit', network: X402_NETWORKS.localCredit, asset: config.currency, currency: config.currency },
  ];
  const exact = config.payments.exact;
  if (exact) {
    accepts.push({
      scheme: 'exact',
      network: exact.network,
      asset: exact.asset,
      currency: exact.symbol,
      decimals: exact.decimals,
      name: exact.name,
      version: exact.version,
      // A public network's RPC URL often carries an API key; only a chain on this machine is named.
      ...(isLoopbackUrl(exact.rpcUrl) ? { rpc_url: exact.rpcUrl } : {}),
      facilitator: exact.facilitator.url ? 'remote' : 'self',
    });
  }
  return { buy_with: config.payments.buyWith, accepts };
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}

/** Runs `task` every few seconds while the node runs, never two at once; a failure waits for the next round. */
function resolverLoop(task: () => Promise<void>, onError: (err: unknown) => void) {
  const INTERVAL_MS = 2_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= task()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

const SYNC_EVERY_MS = 1_000;
/** The background lease: renewed every LEAD_EVERY_MS, taken over by another process once LEASE_MS passes unrenewed. */
const LEAD_EVERY_MS = 1_000;
const LEASE_MS = 5_000;

/**
 * Starts the node-wide loops in one process. A node of one process runs them at once; a node of several runs them in
 * whichever process holds the `background` lease, and another takes over when that process stops or is killed.
 * The lease is renewed until the process stops: the loops cannot be stopped and started again, and running them
 * twice for a moment (a leader cut off from the database past its lease) is safe, as each pass works from the
 * database and its journals.
 */
function leadership(processes: ProcessRegistry, several: boolean, onError: (err: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let leading = false;
  return {
    start(begin: () => void) {
      const round = () => {
        try {
          if (!processes.lead('background', LEASE_MS) || leading) return;
          leading = true;
          begin();
        } catch (err) {
          onError(err);
        }
      };
      if (!several) {
        leading = true;
        begin();
        return;
      }
      round();
      timer = setInterval(round, LEAD_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      if (leading && several) processes.resign('background');
    },
  };
}

/** Runs `task` every `ms` while the node runs (never when `ms` is null). */
function every(ms: number | null, task: () => unknown) {
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      if (ms === null) return;
      timer = setInterval(task, ms);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

function modelCacheOption(dir: string | undefined): { modelCacheDir?: string } {
  return dir === undefined ? {} : { modelCacheDir: dir };
}
