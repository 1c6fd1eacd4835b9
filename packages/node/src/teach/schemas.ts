import { isAddress, isPrice, TEACH_ROW_STATUSES } from '@ainize/core';
import { z } from 'zod';
import { MAX_BASES, MAX_CONTEXT } from './stack.js';

/**
 * Request shapes of the teach door (digest §1.12). Rows themselves are read loosely — a row the node cannot read is
 * reported back as `not_parsed`, not a reason to refuse the whole set — everything else strictly, so an unknown
 * field is named rather than silently dropped.
 */

const id = z.string().min(1).max(200);
const ids = (max: number) => z.array(id).max(max);
/** A row as sent; classification (dataset-report.ts) decides what it is. */
const rowInput = z.unknown();
const inlineFact = z.looseObject({
  prompt: z.string(),
  answer: z.string(),
  alt_prompt: z.string().nullish(),
  note: z.string().nullish(),
});

export const datasetBody = z.strictObject({
  source: z.enum(['chat', 'inline', 'sample']).default('chat'),
  rows: z.array(rowInput).min(1),
  sample: z.string().max(40).optional(),
  name: z.string().max(80).optional(),
  retention: z.enum(['keep', 'delete_after_training']).default('keep'),
});

export const datasetRowsQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  status: z.enum(['all', 'rejected', ...TEACH_ROW_STATUSES]).default('all'),
});

// A few more ids than allowed pass the shape check, so the service refuses them with its own code (too_many_bases).
const stackFields = {
  patch_ids: ids(MAX_CONTEXT).optional(),
  base_ids: ids(MAX_BASES + 8).optional(),
  context_ids: ids(MAX_CONTEXT + 8).optional(),
};

export const PREFLIGHT_MAX = 8;

export const preflightBody = z
  .strictObject({
    ...stackFields,
    facts: z.array(inlineFact).min(1).max(PREFLIGHT_MAX).optional(),
    dataset_id: id.optional(),
    offset: z.number().int().min(0).default(0),
    limit: z.number().int().min(1).max(PREFLIGHT_MAX).default(PREFLIGHT_MAX),
  })
  .refine((b) => (b.facts === undefined) !== (b.dataset_id === undefined), {
    message: 'send facts or a dataset_id window, not both and not neither',
    path: ['facts'],
  });

export const jobBody = z.strictObject({
  dataset_id: id.optional(),
  facts: z.array(inlineFact).min(1).max(64).optional(),
  ...stackFields,
  builds_on_context: z.boolean().optional(),
  mode: z.enum(['scratch', 'extend', 'fork', 'merge']).optional(),
  inherit: z.boolean().default(true),
  export: z.enum(['delta', 'squash']).default('delta'),
  force: z.boolean().default(false),
  selected_indexes: z.array(z.number().int().min(0)).max(10_000).optional(),
  known: z.array(z.strictObject({ index: z.number().int().min(0), base_answer: z.string() })).optional(),
  training: z
    .strictObject({
      effort: z.enum(['quick', 'balanced', 'thorough']).optional(),
      max_steps: z.number().int().min(1).max(100).optional(),
      eval_every: z.number().int().min(1).max(100).optional(),
      rows_limit: z.number().int().min(1).optional(),
      row_offset: z.number().int().min(0).optional(),
      check_side_effects: z.boolean().optional(),
      use_alt: z.boolean().optional(),
    })
    .optional(),
  contributor: z.strictObject({ name: z.string().max(40).optional() }).optional(),
  name: z.string().min(1).max(80).optional(),
});

/** A lesson request as the route hands it on, defaults filled in. */
export type JobBody = z.output<typeof jobBody>;

export const eventsQuery = z.object({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(200),
});

export const tokenQuery = z.object({ token: z.string().min(1).max(200).optional() });

export const challengeQuery = z.object({
  payout_address: z
    .string()
    .refine((v) => v === 'none' || isAddress(v), 'must be a 0x address or "none"')
    .optional(),
});

export const publishBody = z.strictObject({
  name: z.string().min(1).max(200),
  description: z.string().max(4_000).optional(),
  price: z.string().refine(isPrice, 'price must be a non-negative number (e.g. "0", "0.1", "25")').optional(),
  license: z.string().max(64).optional(),
  payout_address: z
    .string()
    .refine((v) => v === 'none' || isAddress(v), 'must be a 0x address or "none"')
    .nullish(),
  /** Optional only for a lesson the operator taught as the node: the node then signs the claim with its own key. */
  claim_sig: z.string().min(1).max(400).optional(),
  // Checked by the handler, so a missing consent is 400 consent_required rather than a shape error.
  consent: z.looseObject({ permanent: z.unknown(), rights: z.unknown() }).partial().default({}),
  dataset: z
    .strictObject({
      access: z.enum(['public', 'derivative', 'private']).optional(),
      license: z.string().max(64).optional(),
      include_notes: z.boolean().optional(),
      declaration: z
        .strictObject({
          source: z.enum(['own', 'public', 'licensed']),
          license: z.string().max(64).optional(),
          no_pii: z.boolean(),
        })
        .optional(),
    })
    .optional(),
});

export const rejectBody = z.strictObject({ reason: z.string().min(1).max(500) });
