import type { Catalog } from '../catalog/index.js';
import type { DatasetStore } from '../datasets/dataset-store.js';
import type { AnchorBody } from '../ledger/bodies.js';
import type { LoadedPatch, ModelShape } from '../serving/patch-body.js';
import { lessonBenchmark } from './benchmark.js';
import type { JobRecord } from './job-repo.js';
import type { TeachResult } from '@ainize/runtime';
import type { LessonStack } from './stack.js';

/**
 * A lesson's knowledge as an anchor. The node signs it (the node taught it on its own model and sells it through
 * its own gateway); the teacher is credited as a contributor, so the draft is theirs to see and live-test, and a
 * sale pays them their share. Bases become parents and the body is a delta over them.
 */

export interface DraftInput {
  id: string;
  node: { address: string; name: string };
  teacher: { address: string; name: string | null };
  model: AnchorBody['model'];
  patch: { sha256: string; size_bytes: number; rows: number };
  benchmark: AnchorBody['benchmark'];
  benchmark_hash: string;
  dataset: { sha256: string; rows: number };
  under: readonly LoadedPatch[];
  baseIds: readonly string[];
  name: string;
  price: string;
  currency: AnchorBody['currency'];
  created_at: string;
}

/** The id a lesson's draft (and, once published, its knowledge) goes by. */
export function draftIdOf(jobId: string): string {
  return `lesson-${jobId}`;
}

export function draftAnchor(input: DraftInput): AnchorBody {
  const authorOf = (id: string) => input.under.find((u) => u.entry.id === id)?.entry.author;
  const parentAuthors = input.baseIds.map(authorOf);
  return {
    id: input.id,
    name: input.name,
    description: '',
    author: input.node.address,
    author_name: input.node.name,
    model: input.model,
    patch_sha256: input.patch.sha256,
    size_bytes: input.patch.size_bytes,
    rows: input.patch.rows,
    benchmark: input.benchmark,
    benchmark_hash: input.benchmark_hash,
    price: input.price,
    currency: input.currency,
    billing: 'per_download',
    parents: [...input.baseIds],
    ...(parentAuthors.every((a): a is string => a !== undefined) && parentAuthors.length > 0
      ? { parent_authors: parentAuthors }
      : {}),
    ...(input.under.length > 0
      ? {
          base: {
            stack: input.under.map((u) => ({ patch_id: u.entry.id, patch_sha256: u.entry.patch_sha256 })),
            export: 'delta' as const,
          },
          derivation: { kind: 'extend' as const, bases: input.baseIds.map((patch_id) => ({ patch_id })) },
        }
      : {}),
    topic_path: 'teach',
    created_at: input.created_at,
    visibility: 'public',
    // Share 0 until the teacher signs a claim at publishing: credited (the draft is theirs), not yet paid.
    contributors: [
      {
        address: input.teacher.address,
        share: 0,
        role: 'data_provider',
        proof: 'declared',
        ...(input.teacher.name ? { name: input.teacher.name } : {}),
      },
    ],
    origin: 'teach',
    dataset: { sha256: input.dataset.sha256, rows: input.dataset.rows, source: 'upload', access: 'private' },
  };
}

/** A lesson trained, exported and measured: what its draft is made from. */
export interface FinishedLesson {
  stack: LessonStack;
  result: TeachResult;
  body: { sha256: string; size_bytes: number };
  learned: { prompt: string; expected: string }[];
}

export interface DraftDeps {
  catalog: Catalog;
  files: DatasetStore;
  shape: ModelShape;
  node: { address: string; name: string; currency: string; defaultPrice: string };
  now: () => number;
}

/** Files a measured lesson as its owner's private draft; its benchmark is what the lesson really learned. */
export function fileLessonDraft(deps: DraftDeps, rec: JobRecord, lesson: FinishedLesson): string {
  const { job, work } = rec;
  const id = draftIdOf(job.id);
  const { benchmark, benchmark_hash } = lessonBenchmark('teach', lesson.learned);
  const trained = work.trained.map((i) => work.rows[i]!);
  // The anchor names exactly the rows trained, stored content-addressed so the dataset routes can serve them.
  const datasetSha = deps.files.put(trained);
  deps.catalog.saveDraft(
    draftAnchor({
      id,
      node: { address: deps.node.address, name: deps.node.name },
      teacher: { address: rec.owner, name: job.contributor.name },
      model: { id_M: deps.shape.modelId, row_dim: deps.shape.rowDim },
      patch: { sha256: lesson.body.sha256, size_bytes: lesson.body.size_bytes, rows: lesson.result.patch.addrs.length },
      benchmark,
      benchmark_hash,
      dataset: { sha256: datasetSha, rows: trained.length },
      under: lesson.stack.under,
      baseIds: lesson.stack.baseIds,
      name: job.name ?? `Lesson ${job.id.slice(0, 8)}`,
      price: deps.node.defaultPrice,
      currency: deps.node.currency as AnchorBody['currency'],
      created_at: new Date(deps.now()).toISOString(),
    }),
  );
  work.benchmark_hash = benchmark_hash;
  return id;
}
