import { InvalidInputError, readNpz, sameAddress, sha256Hex, type NpzPatch } from '@ainize/core';
import { isExecuted, type CatalogDetail } from '../catalog/index.js';
import type { AttestBody } from '../ledger/bodies.js';
import { type Evaluation, evaluatePatch, type EvaluationModel } from './evaluate.js';

/**
 * The decisions around one check that do not touch the network or the ledger: whether a new attestation by
 * this verifier would count, and turning a body (or the lack of a sound one) into an Evaluation.
 */

export type CountVerdict = { ok: true; recheck: boolean } | { ok: false; reason: string };

/**
 * Mirrors the catalog's "one attestation per verifier" rule (catalog/attestations.ts): without an open
 * challenge a verifier's first executed attestation stands, so a second one would change nothing; while a
 * challenge is open, one run written after it counts (as a recheck) and further ones would not.
 */
export function wouldCount(entry: CatalogDetail, verifier: string): CountVerdict {
  if (sameAddress(entry.anchor.author, verifier)) {
    return { ok: false, reason: 'self_attestation: a verifier never attests its own knowledge' };
  }
  if (entry.status === 'DRAFT' || entry.status === 'RETIRED') {
    return { ok: false, reason: `not_verifiable: ${entry.id} is ${entry.status}` };
  }
  const mine = entry.attestations.filter((a) => sameAddress(a.verifier, verifier));
  const challenge = entry.open_challenge;
  if (challenge) {
    const since = Date.parse(challenge.created_at);
    const after = mine.filter((a) => Date.parse(a.created_at) > since);
    if (after.length === 0) return { ok: true, recheck: mine.length > 0 };
    return { ok: false, reason: 'already_attested: this verifier already re-ran it since the open challenge' };
  }
  if (mine.some(isExecuted)) {
    return { ok: false, reason: 'already_attested: this verifier’s earlier attestation is the one that counts' };
  }
  return { ok: true, recheck: false };
}

/** A check that could not run the benchmark: fails with the reason and every sample counted as missed. */
export function failedBeforeRunning(samples: number, reason: string): Evaluation {
  return {
    passed: false,
    score: { free_generation: `0/${samples}`, pre_apply: `0/${samples}` },
    failures: [],
    reason,
  };
}

/** The anchor's bases that must lie under its body: a delta export ships only its own rows. */
export function requiredBases(entry: CatalogDetail): { patch_id: string; patch_sha256: string }[] {
  const base = entry.anchor.base;
  return base && base.export === 'delta' ? base.stack : [];
}

/** Reads a body as a patch, or says why it is not one. */
function readBody(bytes: Uint8Array, what: string): NpzPatch | string {
  try {
    const npz = readNpz(bytes, { validate: true });
    return { addrs: npz.addrs, before: npz.before, after: npz.after, rowDim: npz.rowDim };
  } catch (err) {
    if (err instanceof InvalidInputError) return `invalid_body: ${what}: ${err.message}`;
    throw err;
  }
}

/**
 * Checks the body (and the bodies of its bases, bottom first) against the anchor and runs the benchmark. A body
 * that is not the one anchored, or is not a readable patch, is a failed check with the reason: the author
 * published something that does not match.
 */
export function evaluateBody(
  model: EvaluationModel,
  entry: CatalogDetail,
  bytes: Uint8Array,
  baseBytes: readonly Uint8Array[] = [],
): Evaluation {
  const { anchor } = entry;
  const m = anchor.benchmark.samples.length;
  const actual = sha256Hex(bytes);
  if (actual !== anchor.patch_sha256) {
    return failedBeforeRunning(m, `sha_mismatch: the body hashes to ${actual}, the anchor says ${anchor.patch_sha256}`);
  }
  const stack = requiredBases(entry);
  if (baseBytes.length !== stack.length)
    throw new Error(`expected ${stack.length} base bodies, got ${baseBytes.length}`);
  const bases: NpzPatch[] = [];
  for (const [i, base] of stack.entries()) {
    const body = baseBytes[i] as Uint8Array;
    const sha = sha256Hex(body);
    if (sha !== base.patch_sha256) {
      return failedBeforeRunning(
        m,
        `sha_mismatch: the body of base ${base.patch_id} hashes to ${sha}, the anchor says ${base.patch_sha256}`,
      );
    }
    const read = readBody(body, `base ${base.patch_id}`);
    if (typeof read === 'string') return failedBeforeRunning(m, read);
    bases.push(read);
  }
  const patch = readBody(bytes, anchor.id);
  if (typeof patch === 'string') return failedBeforeRunning(m, patch);
  if (anchor.model.row_dim !== patch.rowDim) {
    return failedBeforeRunning(
      m,
      `model_mismatch: the anchor says row_dim ${anchor.model.row_dim}, the body has ${patch.rowDim}`,
    );
  }
  return evaluatePatch({ model, patch, samples: anchor.benchmark.samples, modelId: anchor.model.id_M, bases });
}

export interface AttestationInput {
  entry: CatalogDetail;
  verifier: string;
  verifierName: string;
  modelId: string;
  instance: string;
  evaluation: Evaluation;
  recheck: boolean;
  createdAt: string;
}

/** The attest body per ledger/bodies.ts; `reason` rides along (bodies are loose) so readers see why it failed. */
export function attestationBody(input: AttestationInput): AttestBody {
  const { evaluation } = input;
  return {
    patch_id: input.entry.id,
    verifier: input.verifier,
    verifier_name: input.verifierName.slice(0, 120),
    passed: evaluation.passed,
    verified_on: `memory:${input.modelId}`,
    score: evaluation.score,
    executor: { instance: input.instance },
    // The run measured the bare model too (pre_apply), which is what `baseline` asserts.
    baseline: true,
    ...(input.recheck ? { recheck: true } : {}),
    failures: evaluation.failures.map((f) => ({ ...f })),
    ...(evaluation.reason !== undefined ? { reason: evaluation.reason } : {}),
    created_at: input.createdAt,
  };
}
