import { ANSWER_MAX, PROMPT_MAX, type TeachEffort, type TeachEffortPreset, type TeachLimits } from '@ainize/core';
import { DEFAULT_ROWS_PER_JOB, type TeachConfig } from '../home/config-schema.js';

/** A day for the daily quotas: a rolling 24 hours, so nothing is gained by teaching across midnight. */
export const DAY_MS = 24 * 60 * 60_000;

/**
 * The digest's effort presets. On the memory model a step is one pass over the whole lesson and a lesson stops as
 * soon as every question settles, so a higher effort only matters for a lesson that does not settle; `eval_every`
 * has no effect here (every pass is measured).
 */
export const EFFORT_PRESETS: readonly TeachEffortPreset[] = [
  { id: 'quick', max_steps: 8, eval_every: 2 },
  { id: 'balanced', max_steps: 20, eval_every: 2 },
  { id: 'thorough', max_steps: 40, eval_every: 4 },
];

export function effortPreset(id: TeachEffort): TeachEffortPreset {
  return EFFORT_PRESETS.find((p) => p.id === id) ?? EFFORT_PRESETS[1]!;
}

/** Formats a training set can be sent in: the JSON door only (no file uploads yet). */
export const DATASET_FORMATS = ['json'];

/** The effective limits as `GET /api/teach/policy` shows them. */
export function teachLimits(teach: TeachConfig): TeachLimits {
  return {
    facts_per_job: teach.factsPerJob,
    jobs_per_key_per_day: teach.jobsPerKeyPerDay,
    jobs_per_ip_per_day: teach.jobsPerIpPerDay,
    prompt_max: PROMPT_MAX,
    answer_max: ANSWER_MAX,
    dataset_max_bytes: teach.dataset.maxBytes,
    dataset_max_rows: teach.dataset.maxRows,
    dataset_max_source_lines: teach.dataset.maxSourceLines,
    rows_per_job: teach.rowsPerJob,
    rows_per_job_source: teach.rowsPerJob === DEFAULT_ROWS_PER_JOB ? 'default' : 'operator',
    rows_per_key_per_day: teach.dataset.rowsPerKeyPerDay,
    rows_per_ip_per_day: teach.dataset.rowsPerIpPerDay,
    datasets_per_key_per_day: teach.dataset.perKeyPerDay,
    dataset_ttl_days: teach.dataset.ttlDays,
    formats: DATASET_FORMATS,
    declaration_rows: teach.dataset.declarationRows,
  };
}
