import { randomUUID } from 'node:crypto';
import type { PreflightFact, TeachEffort, TeachJob, TrainingRow } from '@ainize/core';
import type { TeachConfig } from '../home/config-schema.js';
import type { JobRecord } from './job-repo.js';
import type { JobBody } from './schemas.js';
import { DAY_MS, effortPreset } from './limits.js';

/** A charged lesson as it is first written: QUEUED, every question with what the model said at submit. */

export interface NewLesson {
  owner: string;
  visitor: string;
  body: JobBody;
  rows: TrainingRow[];
  indexes: number[];
  dataset: {
    record: {
      id: string;
      sha256: string;
      revision: number;
      rows: number;
      source: TeachJob['dataset']['source'];
      name: string | null;
    };
    total: number;
  } | null;
  verdicts: PreflightFact[];
  ids: { baseIds: string[]; contextIds: string[] };
  config: TeachConfig;
  at: number;
}

export function newLesson(l: NewLesson): JobRecord {
  const effort: TeachEffort = l.body.training?.effort ?? 'balanced';
  const preset = effortPreset(effort);
  const maxSteps = l.body.training?.max_steps ?? preset.max_steps;
  const useAlt = l.body.training?.use_alt ?? true;
  const iso = new Date(l.at).toISOString();
  const id = randomUUID();
  const job: TeachJob = {
    id,
    status: 'QUEUED',
    contributor: { address: l.owner, name: l.body.contributor?.name ?? null },
    context_patch_ids: l.ids.contextIds,
    base_ids: l.ids.baseIds,
    builds_on_context: l.body.builds_on_context ?? false,
    mode: l.body.mode ?? (l.ids.baseIds.length > 0 ? 'extend' : 'scratch'),
    facts: l.rows.map((r, i) => ({
      prompt: r.prompt,
      answer: r.answer,
      ...(r.alt_prompt ? { alt_prompt: r.alt_prompt } : {}),
      ...(l.verdicts[i]?.base_answer ? { base_answer: l.verdicts[i]!.base_answer! } : {}),
    })),
    name: l.body.name ?? null,
    position: 0,
    eta_s: null,
    blocked: null,
    dataset: {
      id: l.dataset?.record.id ?? null,
      sha256: l.dataset?.record.sha256 ?? null,
      revision: l.dataset?.record.revision ?? 0,
      rows: l.dataset?.total ?? l.rows.length,
      trained_rows: l.rows.length,
      source: l.dataset?.record.source ?? 'derived',
      name: l.dataset?.record.name ?? null,
      selected_indexes: l.body.selected_indexes ?? [],
      sampled: { checked: l.rows.length, of: l.rows.length },
      deleted: false,
    },
    training: {
      effort,
      max_steps: maxSteps,
      eval_every: l.body.training?.eval_every ?? preset.eval_every,
      check_side_effects: l.body.training?.check_side_effects ?? true,
      use_alt: useAlt,
      // The memory model has no learning rate: each write is the least change that makes the item read its target.
      lr: null,
      rows_limit: l.body.training?.rows_limit ?? null,
      row_offset: l.body.training?.row_offset ?? 0,
      selected_indexes: l.body.selected_indexes ?? [],
    },
    progress: {
      step: 0,
      max_steps: maxSteps,
      loss: null,
      hits: 0,
      total: 0,
      load_s: null,
      avg_step_s: null,
      phase: null,
      percent: 0,
      rows_total: l.rows.length,
      rows_touched: 0,
      elapsed_s: 0,
      eval_sample: { n: 0, of: 0 },
    },
    checks: null,
    result: null,
    draft_id: null,
    patch_id: null,
    publish_status: 'none',
    reject_reason: null,
    error: null,
    parent_job: null,
    created_at: iso,
    updated_at: iso,
    started_at: null,
    finished_at: null,
    expires_at: new Date(l.at + l.config.draftTtlDays * DAY_MS).toISOString(),
  };
  return {
    job,
    owner: l.owner,
    visitor: l.visitor,
    work: {
      rows: l.rows,
      indexes: l.indexes,
      force: l.body.force ?? false,
      useAlt,
      maxSteps,
      trained: [],
      benchmark_hash: null,
    },
  };
}
