import { randomUUID } from 'node:crypto';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Catalog } from '../catalog/index.js';
import { SqliteChatQuotaRepo } from '../chat/quota.js';
import type { DatasetStore } from '../datasets/dataset-store.js';
import type { NodeConfig } from '../home/config-schema.js';
import type { Route } from '../http/route.js';
import type { RecordSigner } from '../ledger/record.js';
import type { ModelServing } from '../serving/serving.js';
import type { Store } from '../store/store.js';
import { datasetRoutes } from './dataset-routes.js';
import { fileLessonDraft } from './draft.js';
import { openTeachDatasets } from './datasets.js';
import { jobRepo } from './job-repo.js';
import { jobRoutes } from './job-routes.js';
import { openTeachJobs } from './jobs.js';
import { teachPolicy } from './policy.js';
import { openTeachPreflight } from './preflight.js';
import { openTeachPublishing } from './publish.js';
import { publishRoutes } from './publish-routes.js';
import { type LessonProcesses, LessonRunner } from './runner.js';
import { openTeachSaving } from './save.js';
import { type StackDeps, resolveStack } from './stack.js';

/**
 * The teach door for the composition root: training sets, preflight, lessons trained and measured on this node's
 * own model, their files, and publishing them. `open` wires the parts; `start` recovers lessons a stopped node
 * left behind and starts the trainer.
 */

export { teachMigrations } from './schema.js';

export interface TeachDeps {
  config: NodeConfig;
  store: Store;
  serving: ModelServing;
  blobs: BlobStore;
  files: DatasetStore;
  catalog: Catalog;
  signer: RecordSigner;
  /** Keys the HMACs of callers' addresses (never stored as such). */
  nodeSecret: string;
  /** This node's own URL once it listens (links and publish answers name it). */
  selfUrl: () => string;
  now?: () => number;
  log?: (level: 'warn' | 'error', message: string, data: Record<string, unknown>) => void;
  /** The node's processes (a node of several shares its lessons); omitted: this process alone. */
  processes?: LessonProcesses;
}

export interface Teach {
  routes: Route[];
  runner: LessonRunner;
  /** Marks lessons interrupted by a stop as FAILED and starts the trainer on the waiting ones. */
  start(): void;
  close(): Promise<void>;
}

/** How often each process looks for lessons to recover or to run. */
const RECOVER_EVERY_MS = 3_000;

/** A node of one process: a lesson's runner is alive only while it is this process. */
function soleProcess(): LessonProcesses {
  const id = randomUUID();
  return { id, alive: (other) => other === id };
}

export function openTeach(deps: TeachDeps): Teach {
  let rounds: NodeJS.Timeout | undefined;
  const now = deps.now ?? Date.now;
  const config = () => deps.config.teach;
  const repo = jobRepo(deps.store.db);
  const stackDeps: StackDeps = {
    catalog: deps.catalog,
    blobs: deps.blobs,
    shape: deps.serving.shape,
    lineage: deps.config.teach.lineage,
  };
  const stack = resolveStack.bind(null, stackDeps);
  const datasets = openTeachDatasets({ store: deps.store, files: deps.files, config, now });
  const draftDeps = {
    catalog: deps.catalog,
    files: deps.files,
    shape: deps.serving.shape,
    node: {
      address: deps.config.identity.address,
      name: deps.config.name,
      currency: deps.config.currency,
      defaultPrice: deps.config.defaultPrice,
    },
    now,
  };
  const runner = new LessonRunner({
    repo,
    serving: deps.serving,
    blobs: deps.blobs,
    stack: (caller, job) => stack(caller, { base_ids: job.base_ids, context_ids: job.context_patch_ids }),
    draft: (record, lesson) => fileLessonDraft(draftDeps, record, lesson),
    trained: (datasetId) => datasets.retire(datasetId),
    now,
    log: deps.log ?? (() => undefined),
    processes: deps.processes ?? soleProcess(),
  });
  const jobs = openTeachJobs({
    store: deps.store,
    repo,
    runner,
    datasets,
    serving: deps.serving,
    catalog: deps.catalog,
    stack,
    config,
    nodeAddress: deps.config.identity.address,
    nodeSecret: deps.nodeSecret,
    now,
  });
  const publishing = openTeachPublishing({
    catalog: deps.catalog,
    repo,
    jobs,
    signer: deps.signer,
    node: { contributorShare: deps.config.contributorShare },
    config,
    selfUrl: deps.selfUrl,
    now,
  });
  const saving = openTeachSaving({
    db: deps.store.db,
    repo,
    jobs,
    blobs: deps.blobs,
    serving: deps.serving,
    selfUrl: deps.selfUrl,
    now,
  });
  const preflight = openTeachPreflight({
    datasets,
    serving: deps.serving,
    stack,
    config,
    quotaRepo: new SqliteChatQuotaRepo(deps.store.db),
    nodeSecret: deps.nodeSecret,
    unmetered: jobs.unmetered,
    now,
  });
  const routes = [
    ...jobRoutes({ jobs, policy: () => teachPolicy(deps.config, repo, deps.serving), preflight }),
    ...datasetRoutes({
      datasets,
      enabled: () => config().enabled,
      unmetered: jobs.unmetered,
      nodeSecret: deps.nodeSecret,
    }),
    ...publishRoutes({ saving, publishing, jobs }),
  ];
  return {
    routes,
    runner,
    start: () => {
      runner.recover();
      runner.kick();
      // Another process may stop with lessons running, or leave lessons queued that nobody was told about.
      rounds = setInterval(() => {
        try {
          runner.recover();
          runner.kick();
        } catch (err) {
          deps.log?.('warn', 'looking for lessons failed; trying again', { err: String(err) });
        }
      }, RECOVER_EVERY_MS);
      rounds.unref();
    },
    close: () => {
      clearInterval(rounds);
      return runner.close();
    },
  };
}
