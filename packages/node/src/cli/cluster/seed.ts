import { BlobStore } from '../../blobs/blob-store.js';
import { removeRunFiles, writeRunFiles } from '../pid-file.js';
import { DEMO_KNOWLEDGE, type DemoKnowledge, SELLER_KNOWLEDGE } from '../../seed/demo-datasets.js';
import { ownPublishDeps, publishTaughtKnowledge } from '../../seed/publish.js';
import type { ClusterSettings } from './layout.js';

/**
 * Seeding the demo catalog into a selling node (the home, then the seller). It runs in the `up` process itself, on
 * the node started in-process (startNode) before it is detached. That is the simplest way to teach the node's own
 * model without a new operator route: the served model lives in the process that serves it, and a second process
 * teaching a copy would write the same store and blobs behind the running node's back. publishTaughtKnowledge is a
 * no-op for an id the catalog knows, and sets already there are skipped before their rows are even built, so a
 * second `up` teaches nothing. An add-on is taught after its base, in list order.
 */

export interface SeedProgress {
  out: (line: string) => void;
  /** Called once the home node listens: from then on its files are a node's, no longer just created. */
  onListening?: () => void;
}

/** The demo knowledges this cluster seeds on the home, with rows capped at the cluster's limit. */
export function demoSelection(settings: ClusterSettings): DemoKnowledge[] {
  return settings.demoIds.map((id) => {
    const demo = DEMO_KNOWLEDGE.find((k) => k.id === id);
    if (demo === undefined) throw new Error(`cluster.json names an unknown demo knowledge "${id}"`);
    return limited(demo, settings.demoLimit);
  });
}

/** What the seller node teaches and sells (always both: one is the other's base), capped like the home's. */
export function sellerSelection(settings: ClusterSettings): DemoKnowledge[] {
  return SELLER_KNOWLEDGE.map((demo) => limited(demo, settings.demoLimit));
}

function limited(demo: DemoKnowledge, limit: number | null): DemoKnowledge {
  return limit === null ? demo : { ...demo, rows: () => demo.rows().slice(0, limit) };
}

export interface SeedOutcome {
  taught: string[];
  kept: string[];
}

export async function seedNode(
  home: string,
  env: NodeJS.ProcessEnv,
  demos: readonly DemoKnowledge[],
  progress: SeedProgress,
): Promise<SeedOutcome> {
  const { startNode } = await import('../compose.js');
  // Errors only: request logs of a node serving in the foreground of `up` would bury the progress lines.
  const node = await startNode(home, { ...env, AINIZE_LOG_LEVEL: 'error' });
  progress.onListening?.();
  // Run files name this process while it serves, so `cluster down` and `status` see the node during seeding.
  writeRunFiles(node.paths, node.url);
  const outcome: SeedOutcome = { taught: [], kept: [] };
  try {
    const deps = {
      ...ownPublishDeps(node),
      // Content-addressed files with no state in memory, so a second handle on the node's blob folder is safe.
      blobs: new BlobStore(node.paths.dataDir),
    };
    for (const demo of demos) {
      if (node.catalog.getEntry(demo.id) !== undefined) {
        outcome.kept.push(demo.id);
        continue;
      }
      const rows = demo.rows();
      const started = performance.now();
      const result = await publishTaughtKnowledge(deps, demo, rows);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      progress.out(`taught ${demo.id}: ${result.learned}/${result.total} learned in ${seconds} s`);
      outcome.taught.push(demo.id);
    }
    if (outcome.kept.length > 0) progress.out(`already taught, kept: ${outcome.kept.join(', ')}`);
    return outcome;
  } finally {
    await node.close();
    removeRunFiles(node.paths);
  }
}
