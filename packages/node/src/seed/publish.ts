import { readNpz, writeNpz, type NpzPatch, type TrainingRow } from '@ainize/core';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Catalog } from '../catalog/index.js';
import type { DatasetStore } from '../datasets/dataset-store.js';
import { keySigner, type AnchorBody, type RecordSigner } from '../ledger/index.js';
import type { ModelServing } from '../serving/serving.js';
import { lessonBenchmark } from '../teach/benchmark.js';

/**
 * The operator's path from rows to a knowledge on the ledger: teach the node's own model, keep the patch as a
 * content-addressed body, and announce an anchor whose benchmark holds only questions the patch really answers,
 * so the verifiers re-run exactly what was measured here.
 */

export { MAX_BENCHMARK_SAMPLES } from '../teach/benchmark.js';

export interface KnowledgeSpec {
  id: string;
  name: string;
  description: string;
  topic_path: string;
  schema: string;
  price: string;
  currency?: 'CREDIT' | 'AIN' | 'USDC';
  /** Licence the training set is offered under; with it the set is public, without it private. */
  license?: string;
  /**
   * A knowledge of this node's catalog, with its body held here, to teach on top of: the lesson runs over that
   * body and is announced as its add-on (`parents: [base]`, `base.export: delta`), so it needs the base under it.
   */
  base?: string;
}

export interface PublishDeps {
  serving: ModelServing;
  blobs: BlobStore;
  datasets: DatasetStore;
  catalog: Catalog;
  signer: RecordSigner;
  authorName: string;
  now?: () => Date;
}

/** What a running node offers for publishing as itself: its model, its stores and its identity. */
export interface PublishingNode {
  serving: ModelServing;
  blobs: BlobStore;
  datasets: DatasetStore;
  catalog: Catalog;
  config: { name: string; identity: { privateKey: string } };
}

/** Deps that publish as the node itself, signed with its own key and named `authorName` (default: its name). */
export function ownPublishDeps(node: PublishingNode, authorName: string = node.config.name): PublishDeps {
  return {
    serving: node.serving,
    blobs: node.blobs,
    datasets: node.datasets,
    catalog: node.catalog,
    signer: keySigner(node.config.identity.privateKey),
    authorName,
  };
}

export interface PublishResult {
  id: string;
  /** `exists`: the node already had this id, nothing was taught or written. */
  outcome: 'announced' | 'exists';
  learned: number;
  total: number;
  rows_touched: number;
  patch_sha256: string | null;
  /** Up to five questions the lesson did not learn, with what the model said instead. */
  not_learned: { prompt: string; expected: string; said: string }[];
}

/** The base an add-on is taught over: its anchor must be in the catalog and its body in the blob store. */
function baseOf(deps: PublishDeps, id: string): { id: string; sha256: string; patch: NpzPatch } {
  const entry = deps.catalog.getEntry(id);
  if (entry === undefined) throw new Error(`the base ${id} is not in this node's catalog`);
  const bytes = deps.blobs.get(entry.anchor.patch_sha256);
  if (bytes === undefined) throw new Error(`this node does not hold the body of the base ${id}`);
  return { id, sha256: entry.anchor.patch_sha256, patch: readNpz(bytes, { validate: true }) };
}

export async function publishTaughtKnowledge(
  deps: PublishDeps,
  spec: KnowledgeSpec,
  rows: TrainingRow[],
): Promise<PublishResult> {
  const existing = deps.catalog.getEntry(spec.id);
  if (existing) {
    return {
      id: spec.id,
      outcome: 'exists',
      learned: 0,
      total: 0,
      rows_touched: 0,
      patch_sha256: null,
      not_learned: [],
    };
  }
  const base = spec.base === undefined ? undefined : baseOf(deps, spec.base);
  const lesson = await deps.serving.run(`teach:${spec.id}`, (model) =>
    model.teach(rows, base ? { overlay: [{ ...base.patch, modelId: model.modelId, id: base.id }] } : {}),
  );
  const learned = lesson.perQuestion.filter((q) => q.learned);
  if (learned.length === 0) throw new Error(`${spec.id}: the lesson learned none of its ${rows.length} questions`);

  const body = writeNpz(lesson.patch);
  const datasetSha = deps.datasets.put(rows);
  const sha = deps.blobs.put(body);
  const { benchmark, benchmark_hash } = lessonBenchmark(spec.schema, learned);
  const { model } = deps.serving;
  const anchor: AnchorBody = {
    id: spec.id,
    name: spec.name,
    description: spec.description,
    author: deps.signer.address,
    author_name: deps.authorName,
    model: { id_M: model.modelId, row_dim: model.rowDim },
    patch_sha256: sha,
    size_bytes: body.length,
    rows: lesson.patch.addrs.length,
    benchmark,
    benchmark_hash,
    price: spec.price,
    currency: spec.currency ?? 'CREDIT',
    billing: 'per_download',
    parents: base ? [base.id] : [],
    ...(base ? { base: { stack: [{ patch_id: base.id, patch_sha256: base.sha256 }], export: 'delta' as const } } : {}),
    topic_path: spec.topic_path,
    created_at: (deps.now?.() ?? new Date()).toISOString(),
    visibility: 'public',
    contributors: [],
    origin: 'operator',
    dataset: {
      sha256: datasetSha,
      rows: rows.length,
      source: 'upload',
      ...(spec.license ? { access: 'public', license: spec.license } : { access: 'private' }),
    },
  };
  deps.catalog.saveDraft(anchor);
  deps.catalog.announce(spec.id, deps.signer);
  return {
    id: spec.id,
    outcome: 'announced',
    learned: learned.length,
    total: lesson.total,
    rows_touched: lesson.patch.addrs.length,
    patch_sha256: sha,
    not_learned: lesson.perQuestion
      .filter((q) => !q.learned)
      .slice(0, 5)
      .map((q) => ({ prompt: q.prompt, expected: q.expected, said: q.said })),
  };
}
