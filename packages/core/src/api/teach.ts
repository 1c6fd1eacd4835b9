import type { RowFix, TrainingRow } from '../rows/normalize.js';

/**
 * The teach door's answer shapes (`/api/teach/*`): the policy, training sets, preflight, lessons with their measured
 * checks, the saved files and publishing. The node produces them and the MCP client reads them, so both import these
 * and the two cannot drift apart. Field names are the node API's (digest §1.12, §2); times are ISO 8601 strings,
 * money is decimal strings, and an estimate nobody measured is `null`, never 0.
 */

// ── Policy ──────────────────────────────────────────────────────────────────────────────────────────────────────

export type TeachPublishMode = 'review' | 'auto' | 'never';
export type TeachTrainerState = 'ready' | 'busy' | 'paused';
/**
 * `memory`: the node's own memory model teaches for real and every check is measured on it. `gradient` is a GPU
 * trainer; `stub` writes a placeholder body and simulates checks (never on the embedded node).
 */
export type TeachBackend = 'memory' | 'gradient' | 'stub';
export type TeachEffort = 'quick' | 'balanced' | 'thorough';
/** Where `limits.rows_per_job` comes from: the default, measured lessons, or the operator. */
export type RowsPerJobSource = 'default' | 'measured' | 'operator';

export interface TeachEffortPreset {
  id: TeachEffort;
  /** Passes over the lesson at most. */
  max_steps: number;
  eval_every: number;
}

export interface TeachLimits {
  facts_per_job: number;
  jobs_per_key_per_day: number;
  jobs_per_ip_per_day: number;
  prompt_max: number;
  answer_max: number;
  dataset_max_bytes: number;
  dataset_max_rows: number;
  dataset_max_source_lines: number;
  rows_per_job: number;
  rows_per_job_source: RowsPerJobSource;
  rows_per_key_per_day: number;
  rows_per_ip_per_day: number;
  datasets_per_key_per_day: number;
  dataset_ttl_days: number;
  /** Upload formats the node parses (`json` is the JSON door). */
  formats: string[];
  /** Publishing a lesson of at least this many questions needs a dataset declaration. */
  declaration_rows: number;
}

/** Measured lesson times; every figure is `null` until `samples` reaches three finished lessons. */
export interface TeachTiming {
  p50_s: number | null;
  p90_s: number | null;
  samples: number;
  backend: TeachBackend;
  /** Always false on a node that really teaches; a stub node reports true and no minutes. */
  simulated: boolean;
  load_s_p50: number | null;
  s_per_row_p50: number | null;
  s_per_row_p90: number | null;
}

/** `GET /api/teach/policy`. */
export interface TeachPolicy {
  enabled: boolean;
  publish: TeachPublishMode;
  trainer: TeachTrainerState;
  paused_reason: string | null;
  backend: TeachBackend;
  queue: {
    /** Lessons waiting or running. */
    depth: number;
    max: number;
    /** Measured wait for a lesson submitted now, or null when nothing was measured yet. */
    position_eta_s: number | null;
    queued_rows: number;
    queued_rows_max: number;
  };
  limits: TeachLimits;
  timing: TeachTiming;
  effort: TeachEffortPreset[];
  samples: { kind: string; name: string; rows: number }[];
  /** `contributor`: the teacher's share of a sale; `lineage`: the share paid along the parents. */
  shares: { contributor: number; lineage: number };
  model: { id_M: string | null };
  /** Knowledge applied to the served model (a lesson's checks run over it). */
  applied: string[];
  draft_ttl_days: number;
}

// ── Training sets ───────────────────────────────────────────────────────────────────────────────────────────────

export type TeachDatasetStatus = 'staged' | 'ready' | 'in_use' | 'deleted';
export type TeachDatasetSource = 'chat' | 'inline' | 'upload' | 'derived' | 'sample';
export type TeachRetention = 'keep' | 'delete_after_training';
export type TeachLang = 'hangul' | 'latin' | 'han' | 'kana' | 'other';

export const TEACH_ROW_STATUSES = [
  'ok',
  'fixed',
  'duplicate',
  'conflict',
  'too_long',
  'empty',
  'blocked',
  'not_parsed',
  'over_cap',
] as const;
/** `ok` and `fixed` rows are trained; every other status is a row left out, with the reason in `detail`. */
export type TeachRowStatus = (typeof TEACH_ROW_STATUSES)[number];
/** Advice that does not reject the row: `shared_ending` — many answers end alike, which a lesson learns poorly. */
export type TeachRowAdvisory = 'shared_ending';

/** A row as a caller sends it (before normalisation). */
export type TeachRowInput = TrainingRow;

/** What the node made of one source row. */
export interface TeachDatasetRow {
  /** Position among the accepted rows (the canonical JSONL line), or null for a row left out. */
  index: number | null;
  /** 1-based position in the source. */
  line: number;
  status: TeachRowStatus;
  prompt: string;
  answer: string;
  alt_prompt: string | null;
  note: string | null;
  fixes: RowFix[];
  advisory: TeachRowAdvisory[];
  detail: string | null;
  /** The source text of a row that could not be read (≤ 200 characters), else null. */
  raw: string | null;
  lang: TeachLang;
}

/** Counts per bucket; `accepted` = ok + fixed. */
export interface TeachRowSummary {
  source_rows: number;
  accepted: number;
  fixed: number;
  rejected: number;
  duplicates: number;
  conflicts: number;
  blocked: number;
  too_long: number;
  empty: number;
  not_parsed: number;
  over_cap: number;
  shared_ending: number;
  langs: Record<TeachLang, number>;
}

export interface TeachDataset {
  id: string;
  owner_address: string;
  name: string | null;
  status: TeachDatasetStatus;
  source: TeachDatasetSource;
  /** sha256 of the accepted rows' canonical JSONL: core `sha256Rows` of them. */
  sha256: string;
  revision: number;
  /** Accepted rows. */
  rows: number;
  invalid_rows: number;
  /** Bytes of the canonical JSONL. */
  size_bytes: number;
  /** Bytes the caller sent. */
  source_bytes: number;
  source_name: string | null;
  format: string;
  encoding: string;
  layout: string | null;
  delimiter: string | null;
  has_header: boolean | null;
  columns: Record<string, string> | null;
  summary: TeachRowSummary;
  parent_dataset: string | null;
  retention: TeachRetention;
  job_ids: string[];
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  deleted_at: string | null;
}

/** `POST /api/teach/datasets`, JSON door. */
export interface TeachDatasetRequest {
  source?: 'chat' | 'inline' | 'sample';
  rows: TeachRowInput[];
  sample?: string;
  name?: string;
  retention?: TeachRetention;
}

/** 201 for a new set; 200 (`created: false`) when the same key already sent the same rows. */
export interface TeachDatasetCreated {
  dataset: TeachDataset;
  report: { summary: TeachRowSummary; rows: TeachDatasetRow[] };
  created: boolean;
}

export interface TeachDatasetList {
  items: TeachDataset[];
}

/** `GET /api/teach/datasets/:id/rows`. */
export interface TeachDatasetRowsPage {
  total: number;
  source_rows: number;
  offset: number;
  limit: number;
  summary: TeachRowSummary;
  items: TeachDatasetRow[];
}

// ── Preflight ───────────────────────────────────────────────────────────────────────────────────────────────────

/** A question of a lesson; the node fills `base_answer`, `after_answer`, `hit`, `heldout_hit` as it measures. */
export interface TeachFact {
  prompt: string;
  answer: string;
  alt_prompt?: string;
  /** What the model answered before the lesson. */
  base_answer?: string;
  /** What it answers with the lesson loaded. */
  after_answer?: string;
  hit?: boolean;
  /** The other phrasing (never a key) was answered right; absent when it was not measured. */
  heldout_hit?: boolean;
}

export const PREFLIGHT_STATUSES = [
  'will_train',
  'already_known',
  'overlaps_listing',
  'invalid',
  'in_base',
  'base_conflict',
] as const;
/**
 * - `will_train`: nobody answers it right yet; the lesson teaches it.
 * - `already_known`: the served model already answers it right.
 * - `overlaps_listing`: a knowledge loaded for comparison (`context_ids`) already answers it.
 * - `invalid`: the row cannot be trained (`detail` says why).
 * - `in_base`: a base the lesson builds on already answers it (`base_id`).
 * - `base_conflict`: a base answers it differently; training would contradict the base.
 */
export type PreflightStatus = (typeof PREFLIGHT_STATUSES)[number];

/** `POST /api/teach/preflight`: at most 8 questions, given inline or as a window of a training set. */
export interface PreflightRequest {
  patch_ids?: string[];
  base_ids?: string[];
  context_ids?: string[];
  facts?: TeachRowInput[];
  dataset_id?: string;
  offset?: number;
  limit?: number;
}

export interface PreflightFact {
  index: number;
  status: PreflightStatus;
  /** What the model answered (with the bases and context loaded when they decided), null when not asked. */
  base_answer: string | null;
  /** The base or context knowledge that decided an `in_base`, `base_conflict` or `overlaps_listing`. */
  base_id: string | null;
  detail: string | null;
  prompt: string;
  answer: string;
}

export interface TeachQuota {
  key_remaining: number | null;
  ip_remaining: number | null;
}

export interface PreflightResult {
  facts: PreflightFact[];
  /** How many would be trained. */
  trainable: number;
  bases: { id: string; name: string; status: string; role: 'base' | 'context' }[];
  /** Live-test units left (a preflight spends one for the key and one for the address). */
  quota: TeachQuota;
}

// ── Lessons ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const TEACH_JOB_STATUSES = [
  'QUEUED',
  'PREFLIGHT',
  'LOADING',
  'TRAINING',
  'EXPORTED',
  'CHECKING',
  'READY',
  'NEEDS_MORE',
  'FAILED',
  'CANCELLED',
  'PENDING_REVIEW',
  'REJECTED',
  'ANNOUNCED',
  'EXPIRED',
] as const;
export type TeachJobStatus = (typeof TEACH_JOB_STATUSES)[number];
export type TeachPublishStatus = 'none' | 'pending_review' | 'rejected' | 'announced' | 'listed';
export type TeachMode = 'scratch' | 'extend' | 'fork' | 'merge';

export interface TeachTrainingOptions {
  effort?: TeachEffort;
  max_steps?: number;
  eval_every?: number;
  rows_limit?: number;
  row_offset?: number;
  check_side_effects?: boolean;
  use_alt?: boolean;
}

/** `POST /api/teach/jobs`: a training set (`dataset_id`) or inline `facts` (legacy), never both. */
export interface TeachJobRequest {
  dataset_id?: string;
  facts?: TeachRowInput[];
  /** Legacy: `builds_on_context` turns `patch_ids[0]` into the base. */
  patch_ids?: string[];
  builds_on_context?: boolean;
  /** Trained on top of (≤ 2): recorded as parents, paid a share of every sale, exported as a delta. */
  base_ids?: string[];
  /** Loaded for comparison only (≤ 3): asked in preflight, recorded nowhere. */
  context_ids?: string[];
  mode?: TeachMode;
  inherit?: boolean;
  export?: 'delta' | 'squash';
  /** Train even questions the model already answers. */
  force?: boolean;
  selected_indexes?: number[];
  known?: { index: number; base_answer: string }[];
  training?: TeachTrainingOptions;
  contributor?: { name?: string };
  name?: string;
}

export interface TeachProgress {
  step: number;
  max_steps: number;
  loss: number | null;
  hits: number;
  total: number;
  load_s: number | null;
  avg_step_s: number | null;
  phase: 'load' | 'train' | 'check' | null;
  /** How far the pipeline is (0–100); not a time estimate. */
  percent: number;
  rows_total: number;
  rows_touched: number;
  elapsed_s: number;
  eval_sample: { n: number; of: number };
}

/** Measured on the served model with the lesson loaded; `ok` is the publish gate (locality and no regression). */
export interface TeachChecks {
  /** True when the checks ran on the model; false before they ran (or after a recheck was asked). */
  executed: boolean;
  taught: { hits: number; total: number; sampled: { checked: number; of: number } };
  /** Questions of the lesson that were not measured. */
  skipped: number;
  /** Other phrasings, never used as keys. */
  heldout: { hits: number; total: number };
  /** Questions the base (and the parents) answered right before, still right with the lesson. */
  parent_regression: { ok: boolean; hit: number; total: number };
  /** Fixed unrelated prompts answered exactly as before (ok at ≥ 11 of 12). */
  locality: { ok: boolean; same: number; total: number; changed?: { prompt: string; before: string; after: string }[] };
  /** Apply → remove → re-apply gave the same answers and the same table bytes; null when not measured. */
  reverted_and_reapplied: boolean | null;
  ok: boolean;
  note: string | null;
}

/** Which training set a lesson used. */
export interface TeachDatasetRef {
  id: string | null;
  sha256: string | null;
  revision: number;
  rows: number;
  trained_rows: number;
  source: TeachDatasetSource;
  name: string | null;
  selected_indexes: number[];
  sampled: { checked: number; of: number };
  deleted: boolean;
}

export interface TeachJob {
  id: string;
  status: TeachJobStatus;
  contributor: { address: string; name: string | null };
  /** Loaded for comparison only; recorded nowhere else. */
  context_patch_ids: string[];
  /** Trained on top of: the parents the published knowledge will name. */
  base_ids: string[];
  builds_on_context: boolean;
  mode: TeachMode;
  /** The questions trained, each with what the model said before and after. */
  facts: TeachFact[];
  name: string | null;
  /** Lessons ahead of this one in the queue (0 when running or done). */
  position: number;
  /** Measured estimate in seconds, or null while fewer than three lessons were timed. */
  eta_s: number | null;
  blocked: 'slot' | 'lock' | 'runtime' | 'container' | null;
  dataset: TeachDatasetRef;
  training: Required<Omit<TeachTrainingOptions, 'rows_limit' | 'row_offset'>> & {
    lr: number | null;
    rows_limit: number | null;
    row_offset: number;
    selected_indexes: number[];
  };
  progress: TeachProgress;
  checks: TeachChecks | null;
  result: { sha256: string; rows: number; size_bytes: number } | null;
  /** The private draft a live test can load (owner and operator only) once the lesson is READY. */
  draft_id: string | null;
  /** The knowledge id once published. */
  patch_id: string | null;
  publish_status: TeachPublishStatus;
  reject_reason: string | null;
  error: string | null;
  parent_job: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string | null;
}

/** What anyone but the owner and the operator sees of a lesson. */
export interface TeachJobPublic {
  id: string;
  status: TeachJobStatus;
  position: number;
  eta_s: number | null;
}

/** 202 from `POST /api/teach/jobs`; the lesson was charged. */
export interface TeachJobAccepted {
  job: TeachJob;
  quota: {
    key_remaining: number | null;
    ip_remaining: number | null;
    rows_remaining: number | null;
    rows_ip_remaining: number | null;
  };
}

export interface TeachJobList {
  items: TeachJob[];
}

export interface TeachJobEvent {
  seq: number;
  ts: string;
  level: 'info' | 'warn' | 'error';
  message: string;
  data: Record<string, unknown> | null;
}

/** `GET /api/teach/jobs/:id/events?since=<cursor>`. */
export interface TeachJobEvents {
  events: TeachJobEvent[];
  cursor: number;
}

// ── Save and publish ────────────────────────────────────────────────────────────────────────────────────────────

/** `POST /api/teach/jobs/:id/save`: short-lived links (the token is in each URL; treat them as credentials). */
export interface TeachSaveResult {
  download: { npz_url: string; recipe_url: string; readme_url: string; expires_at: string };
  sha256: string;
  rows: number;
  size_bytes: number;
  filename: string;
}

/** `GET /api/teach/jobs/:id/publish-challenge?payout_address=<addr|none>`: what the teaching key signs. */
export interface PublishChallenge {
  patch_sha256: string;
  benchmark_hash: string;
  /** Who is paid the share (the payout address); the teacher's own address with share 0 for credit only. */
  address: string;
  /** The teaching key that must sign `claim`. */
  signer: string;
  share: number;
  /** `hashCanonical({patch_sha256, benchmark_hash, address, share})`; sign it as `claim_sig`. */
  claim: string;
}

export interface PublishDatasetTerms {
  access?: 'public' | 'derivative' | 'private';
  license?: string;
  include_notes?: boolean;
  declaration?: { source: 'own' | 'public' | 'licensed'; license?: string; no_pii: boolean };
}

/** `POST /api/teach/jobs/:id/publish`. */
export interface PublishRequest {
  name: string;
  description?: string;
  /** Decimal string. */
  price?: string;
  license?: string;
  /** null or absent: credit only (share 0). */
  payout_address?: string | null;
  claim_sig: string;
  consent: { permanent: boolean; rights: boolean };
  dataset?: PublishDatasetTerms;
}

export interface PublishResult {
  status: 'PENDING_REVIEW' | 'ANNOUNCED';
  patch_id: string;
  /** Where the knowledge is shown on this node (`/api/patches/<id>`). */
  url: string;
}
