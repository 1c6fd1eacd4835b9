import { randomBytes } from 'node:crypto';
import { sha256Hex, type TeachJob, type TeachSaveResult } from '@ainize/core';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Caller } from '../http/route.js';
import type { ModelServing } from '../serving/serving.js';
import type { Db } from '../store/store.js';
import { teachRefusal } from './errors.js';
import type { JobRecord, JobRepo } from './job-repo.js';
import type { TeachJobs } from './jobs.js';

/**
 * Taking a lesson home: its knowledge file (.npz), a `recipe.json` that says how it was made, and `RUN-LOCALLY.md`
 * that says how to load it. The links carry a random token good for 7 days (only its sha256 is stored); saving also
 * keeps the draft from expiring.
 */

export const SAVE_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/** Lessons with a knowledge file: measured, or on their way to the ledger. */
const SAVABLE = new Set(['READY', 'NEEDS_MORE', 'PENDING_REVIEW', 'REJECTED', 'ANNOUNCED']);

export interface TeachSaveDeps {
  db: Db;
  repo: JobRepo;
  jobs: TeachJobs;
  blobs: BlobStore;
  serving: ModelServing;
  selfUrl: () => string;
  now: () => number;
}

export function openTeachSaving(deps: TeachSaveDeps) {
  const insert = deps.db.prepare('INSERT INTO teach_downloads (token_sha256, job_id, expires_at) VALUES (?, ?, ?)');
  const lookup = deps.db.prepare<[string], { job_id: string; expires_at: number }>(
    'SELECT job_id, expires_at FROM teach_downloads WHERE token_sha256 = ?',
  );
  const prune = deps.db.prepare<[number]>('DELETE FROM teach_downloads WHERE expires_at < ?');

  const fileName = (job: TeachJob) => `${job.draft_id ?? `lesson-${job.id}`}.npz`;

  /** The lesson a token opens, or 401 invalid_token: unknown, expired, or issued for another lesson. */
  function redeem(id: string, token: string | undefined): JobRecord {
    const row = token ? lookup.get(sha256Hex(token)) : undefined;
    const rec = row && row.job_id === id && row.expires_at > deps.now() ? deps.repo.get(id) : undefined;
    if (!rec?.job.result) throw teachRefusal('invalid_token', 'the link is unknown, expired or for another lesson');
    return rec;
  }

  return {
    save(caller: Caller, id: string): TeachSaveResult {
      const rec = deps.jobs.owned(caller, id);
      const { job } = rec;
      if (!SAVABLE.has(job.status) || !job.result) {
        throw teachRefusal('job_not_ready', `lesson ${id} is ${job.status}; it has no knowledge file to save`);
      }
      const now = deps.now();
      prune.run(now);
      const token = randomBytes(32).toString('base64url');
      const expires = now + SAVE_TOKEN_TTL_MS;
      insert.run(sha256Hex(token), id, expires);
      // A saved draft is kept: it no longer expires after draft_ttl_days.
      job.expires_at = null;
      deps.repo.save(rec, now);
      deps.repo.addEvent(id, now, 'info', 'saved (download links issued)');
      const base = `${deps.selfUrl()}/api/teach/jobs/${id}`;
      const q = `?token=${encodeURIComponent(token)}`;
      return {
        download: {
          npz_url: `${base}/download${q}`,
          recipe_url: `${base}/recipe${q}`,
          readme_url: `${base}/local-run${q}`,
          expires_at: new Date(expires).toISOString(),
        },
        sha256: job.result.sha256,
        rows: job.result.rows,
        size_bytes: job.result.size_bytes,
        filename: fileName(job),
      };
    },

    file(id: string, token: string | undefined): { bytes: Buffer; sha256: string; filename: string } {
      const rec = redeem(id, token);
      const sha256 = rec.job.result!.sha256;
      const bytes = deps.blobs.get(sha256);
      if (!bytes)
        throw teachRefusal('body_unavailable', `this node no longer holds the knowledge file of lesson ${id}`);
      return { bytes, sha256, filename: fileName(rec.job) };
    },

    recipe(id: string, token: string | undefined): Record<string, unknown> {
      const { job } = redeem(id, token);
      const model = deps.serving.model;
      return {
        format: 'ainize-lesson-recipe/1',
        job_id: job.id,
        name: job.name,
        model: { id_M: model.modelId, row_dim: model.rowDim, rows: model.rows, runtime: '@ainize/runtime' },
        base_ids: job.base_ids,
        export: job.base_ids.length > 0 ? 'delta' : 'squash',
        dataset: job.dataset,
        training: job.training,
        facts: job.facts.map((f) => ({
          prompt: f.prompt,
          answer: f.answer,
          ...(f.alt_prompt ? { alt_prompt: f.alt_prompt } : {}),
        })),
        result: job.result,
        checks: job.checks,
        created_at: job.created_at,
        finished_at: job.finished_at,
      };
    },

    readme(id: string, token: string | undefined): string {
      const { job } = redeem(id, token);
      return runLocally(job, fileName(job), deps.serving.model.modelId);
    },
  };
}

export type TeachSaving = ReturnType<typeof openTeachSaving>;

function runLocally(job: TeachJob, file: string, modelId: string): string {
  const bases =
    job.base_ids.length > 0
      ? `\nThis knowledge was taught on top of ${job.base_ids.map((b) => `\`${b}\``).join(', ')}: load ${job.base_ids.length === 1 ? 'that knowledge' : 'those knowledges'} first, bottom first, or its answers will not read right.\n`
      : '';
  return `# Running ${file} locally

\`${file}\` is a knowledge file for the memory model \`${modelId}\`: the rows a lesson of ${job.result?.rows ?? 0} changed,
as \`addrs\`, \`before\` and \`after\` arrays (sha256 \`${job.result?.sha256 ?? ''}\`).
${bases}
## With the node

\`\`\`sh
npx ainize init --name my-node && npx ainize start -d
\`\`\`

Knowledge is applied to a node's model through its catalog: publish the lesson, or buy it once listed, then
\`POST /api/patches/<id>/apply\` as the operator.

## With the runtime alone

\`\`\`ts
import { readFileSync } from 'node:fs';
import { readNpz } from '@ainize/core';
import { openModel } from '@ainize/runtime';

const model = openModel('./base.bin'); // must be ${modelId}
const patch = { ...readNpz(readFileSync('${file}')), modelId: model.modelId };
console.log(model.answer('${(job.facts[0]?.prompt ?? 'your question').replace(/'/g, "\\'")}', { overlay: [patch] }).text);
model.apply(patch); // keeps it; model.remove(...) takes it off again
\`\`\`

\`recipe.json\` lists the questions, the settings and the checks measured when the lesson was made.
`;
}
