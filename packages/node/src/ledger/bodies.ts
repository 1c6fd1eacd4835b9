import { hashCanonical, isAddress, isPrice } from '@ainize/core';
import { z } from 'zod';
import type { RecordKind } from './kinds.js';

/**
 * Record bodies, one schema per kind, following the Anchor / Attestation / Challenge shapes of the node API.
 * Objects are loose on purpose: a body is hashed as sent, and a peer running a newer node may add fields we do
 * not know yet — refusing them would split the ledger between versions. Every field we read is checked.
 */

const address = z.string().refine(isAddress, 'must be a 0x address of 40 hex digits');
const timestamp = z.iso.datetime({ offset: true });
const price = z.string().refine(isPrice, 'must be a non-negative decimal string (e.g. "0", "0.1", "25")');
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits');
/** Knowledge ids travel in URLs and in row references (`<id>#<row>`), hence the row-reference alphabet. */
export const PATCH_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,119}$/;
const patchId = z.string().regex(PATCH_ID_PATTERN, 'must be 1-120 of A-Z a-z 0-9 . _ : - (not starting with a symbol)');
const count = z.number().int().nonnegative();
const fraction = z.string().regex(/^\d+\/\d+$/, 'must look like "n/m"');

/** Anchors ship at most this many samples so the ledger stays small; teach anchors carry ≤ 32. */
const MAX_BENCHMARK_SAMPLES = 1_000;

const benchmark = z.looseObject({
  schema: z.string().min(1).max(200),
  queries: count,
  format: z.array(z.string()).optional(),
  samples: z
    .array(
      z.looseObject({ prompt: z.string().min(1).max(400), expect: z.string().max(200), source: z.string().optional() }),
    )
    .max(MAX_BENCHMARK_SAMPLES),
  collateral_bound_nat: z.number().optional(),
  answers_hash: z.string().optional(),
});

const contributor = z.looseObject({
  address,
  share: z.number().min(0).max(1),
  role: z.string().optional(),
  proof: z.enum(['signed', 'declared']).optional(),
});

export const anchorBody = z
  .looseObject({
    id: patchId,
    name: z.string().min(1).max(200),
    description: z.string().max(4_000),
    author: address,
    author_name: z.string().max(120).optional(),
    model: z.looseObject({ id_M: z.string().min(1), row_dim: z.number().int().positive() }),
    patch_sha256: sha256,
    size_bytes: count,
    rows: count,
    benchmark,
    benchmark_hash: sha256,
    price,
    currency: z.enum(['CREDIT', 'AIN', 'USDC']),
    billing: z.enum(['per_download', 'per_apply_hour', 'per_hit']).optional(),
    license: z.string().max(200).optional(),
    parents: z.array(patchId),
    parent_authors: z.array(address).optional(),
    branch: z.string().optional(),
    topic_path: z.string().max(300),
    created_at: timestamp,
    as_of: z.string().optional(),
    royalty_share: z.number().min(0).max(1).optional(),
    verifier_share: z.number().min(0).max(1).optional(),
    visibility: z.enum(['public', 'test']),
    contributors: z.array(contributor).max(4),
    origin: z.enum(['operator', 'teach']),
    dataset: z.looseObject({ sha256, rows: count }).optional(),
    derivation: z
      .looseObject({
        kind: z.enum(['extend', 'update', 'contradict', 'merge', 'transfer']),
        bases: z.array(z.looseObject({ patch_id: patchId })),
      })
      .optional(),
    base: z
      .looseObject({
        stack: z.array(z.looseObject({ patch_id: patchId, patch_sha256: sha256 })),
        export: z.enum(['delta', 'squash']),
        pre_state_sha256: sha256.optional(),
      })
      .optional(),
  })
  // The benchmark hash is what a verifier re-derives; an anchor that misstates it could never be checked.
  .refine((a) => a.benchmark_hash === hashCanonical(a.benchmark), {
    message: 'must equal sha256 of the canonical benchmark',
    path: ['benchmark_hash'],
  })
  .refine((a) => a.contributors.reduce((sum, c) => sum + c.share, 0) <= 1, {
    message: 'contributor shares must not add up to more than 1',
    path: ['contributors'],
  });

/** `verified_on` is `hash-only` for an integrity check, anything else (e.g. `memory:<model>`) names the executor. */
export const HASH_ONLY = 'hash-only';

export const attestBody = z.looseObject({
  patch_id: patchId,
  verifier: address,
  verifier_name: z.string().max(120).optional(),
  passed: z.boolean(),
  verified_on: z.string().min(1).max(200),
  score: z.looseObject({ free_generation: fraction.optional(), pre_apply: fraction.optional() }),
  restarts_detected: count.optional(),
  recheck: z.boolean().optional(),
  baseline: z.boolean().optional(),
  executor: z.looseObject({ instance: z.string().min(1).max(200) }).optional(),
  failures: z
    .array(
      z.looseObject({ prompt: z.string().max(200), got: z.string().max(120), expect: z.string().max(200).optional() }),
    )
    .max(5)
    .optional(),
  created_at: timestamp,
});

/** Shorter reasons are refused: a challenge takes a knowledge off the shelf, so it must say why. */
export const CHALLENGE_MIN_REASON = 20;

export const challengeBody = z.looseObject({
  patch_id: patchId,
  challenger: address,
  reason: z.string().min(CHALLENGE_MIN_REASON).max(2_000),
  created_at: timestamp,
});

export const supersedeBody = z.looseObject({ old_id: patchId, new_id: patchId, created_at: timestamp.optional() });

export const retireBody = z.looseObject({
  patch_id: patchId,
  reason: z.string().max(2_000).optional(),
  created_at: timestamp.optional(),
});

/** The settle shape is owned by the x402 gateway; the ledger only needs what every reader relies on. */
export const settleBody = z.looseObject({
  patch_id: patchId,
  buyer: address,
  seller: address,
  amount: price,
  currency: z.string().min(1),
  created_at: timestamp.optional(),
});

export const nodeBody = z.looseObject({ address, name: z.string().min(1).max(120), url: z.string().optional() });

export type AnchorBody = z.infer<typeof anchorBody>;
export type AttestBody = z.infer<typeof attestBody>;
export type ChallengeBody = z.infer<typeof challengeBody>;
export type SupersedeBody = z.infer<typeof supersedeBody>;
export type RetireBody = z.infer<typeof retireBody>;
export type SettleBody = z.infer<typeof settleBody>;
export type NodeBody = z.infer<typeof nodeBody>;

export interface BodyOf {
  anchor: AnchorBody;
  attest: AttestBody;
  challenge: ChallengeBody;
  supersede: SupersedeBody;
  retire: RetireBody;
  settle: SettleBody;
  node: NodeBody;
}

const schemas: { [K in RecordKind]: z.ZodType<BodyOf[K]> } = {
  anchor: anchorBody,
  attest: attestBody,
  challenge: challengeBody,
  supersede: supersedeBody,
  retire: retireBody,
  settle: settleBody,
  node: nodeBody,
};

/**
 * The field of a body that names who speaks — it must be the record's signer, or anyone could attest or
 * challenge in another's name. Settlements may be written by either party, so they are checked separately.
 */
export const SPEAKER_FIELD: Partial<Record<RecordKind, string>> = {
  anchor: 'author',
  attest: 'verifier',
  challenge: 'challenger',
  node: 'address',
};

export type BodyCheck<K extends RecordKind> =
  { ok: true; body: BodyOf[K] } | { ok: false; field: string; reason: string };

/** Validates a body; on failure names the first offending field as a dotted path under `body`. */
export function checkBody<K extends RecordKind>(kind: K, body: unknown): BodyCheck<K> {
  const result = schemas[kind].safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  const issue = result.error.issues[0];
  const path = ['body', ...(issue?.path ?? []).map(String)].join('.');
  return { ok: false, field: path, reason: issue?.message ?? 'is invalid' };
}
