import * as z from 'zod';
import { listedBriefly, nameValue } from '../tools-kit/index.js';

/** The flattened knowledge row shared by search results (and, later, library listings). */
export const flatKnowledgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  currency: z.string(),
  rows: z.number(),
  size_mb: z.number(),
  status: z.string(),
  downloads: z.number(),
  quorum: z.string(),
  quorum_ok: z.boolean(),
  sellable: z.boolean(),
  verified: z.boolean(),
  trust_note: z.string().nullable(),
  author_name: z.string().nullable(),
  taught_by: z.string().nullable(),
  model: z.string(),
  schema: z.string(),
  origin: z.string(),
  is_addon: z.boolean(),
  requires_count: z.number(),
  node_url: z.string(),
});

/**
 * A knowledge id as the node writes them: short, no slashes or spaces, so it cannot steer a URL path. Listed as a
 * string: an agent copies it from an answer, and the server checks the pattern.
 */
export const knowledgeId = nameValue(
  listedBriefly(
    z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'a knowledge id is letters, digits, ".", "_", ":" and "-"'),
  ),
  'knowledge id',
);

/** One verifier's attestation as get_knowledge and knowledge_signals show it (built by verificationSection). */
export const attestationSchema = z.object({
  verifier: z.string(),
  verifier_name: z.string().nullable(),
  /** The name a key that did not count wrote for itself: unverified. */
  claimed_name: z.string().nullable(),
  passed: z.boolean(),
  score: z.record(z.string(), z.unknown()),
  verified_on: z.string(),
  created_at: z.string(),
  /** Whether this verifier's verdict counted on the node; null when the node does not say. */
  counted: z.boolean().nullable(),
  /** Why it did not count (`not_trusted`, `forked_key`), or null. */
  not_counted_because: z.string().nullable(),
});

/** A challenge the node keeps but does not count, because its signer is not trusted there. */
export const untrustedChallengeSchema = z.object({
  challenger: z.string(),
  reason: z.string(),
  created_at: z.string(),
  because: z.string(),
});
