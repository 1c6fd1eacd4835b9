import type { RunningNode } from '@ainize/node';
import type { KnowledgeSpec, PublishDeps, PublishResult, PublishingNode } from '../../node/src/seed/publish.js';
import type { DemoKnowledge } from '../../node/src/seed/demo-datasets.js';
import type { RecordSigner } from '../../node/src/ledger/record.js';
import type { TrainingRow } from '@ainize/core';

export interface SeedKit {
  keySigner(privateKey: string): RecordSigner;
  generatePrivateKey(): string;
  hashCanonical(value: unknown): string;
  ownPublishDeps(node: PublishingNode, authorName?: string): PublishDeps;
  publishTaughtKnowledge(deps: PublishDeps, spec: KnowledgeSpec, rows: TrainingRow[]): Promise<PublishResult>;
  DEMO_KNOWLEDGE: readonly DemoKnowledge[];
}

export interface ConsoleKeys {
  v1: RecordSigner;
  v2: RecordSigner;
  stranger: RecordSigner;
  seller: RecordSigner;
}

export interface SeededCatalog {
  /** Every knowledge in the catalog, in the order announced. */
  ids: string[];
  /** The knowledge two trusted verifiers passed (LISTED). */
  listed: string;
  /** The knowledge another seller announced. */
  foreign: string;
  /** That seller's node URL, as its `node` record gives it. */
  foreignUrl: string;
}

export function consoleKeys(kit: SeedKit): ConsoleKeys;
export function seedConsoleCatalog(
  node: RunningNode,
  kit: SeedKit,
  keys: ConsoleKeys,
  options?: { copies?: number },
): Promise<SeededCatalog>;
