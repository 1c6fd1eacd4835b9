import type { NodeClient, PatchDetail } from '../node-client/index.js';
import { quorumText, trustLabel } from './flatten.js';

/**
 * Turns one node detail answer into get_knowledge's sections. Kept apart from the tool file so the later
 * `ainize://knowledge/{id}` resource can show the very same view.
 */

/** How many benchmark questions the detail view carries; enough to pick one for a live test. */
export const SAMPLE_QUESTIONS = 5;

export function knowledgeSection(detail: PatchDetail) {
  const anchor = detail.anchor;
  return {
    id: detail.id,
    name: anchor.name,
    description: anchor.description,
    status: detail.status,
    price: anchor.price,
    currency: anchor.currency,
    license: anchor.license ?? null,
    topic_path: anchor.topic_path,
    model: anchor.model.id_M,
    schema: anchor.benchmark.schema,
    benchmark_queries: anchor.benchmark.queries,
    // A few of the questions verifiers scored it on: asking one in a live test gives a scored verdict.
    sample_questions: anchor.benchmark.samples.slice(0, SAMPLE_QUESTIONS).map((s) => ({
      prompt: s.prompt,
      expect: s.expect,
    })),
    rows: anchor.rows,
    size_bytes: anchor.size_bytes,
    patch_sha256: anchor.patch_sha256,
    author: anchor.author,
    author_name: anchor.author_name ?? null,
    origin: anchor.origin,
    created_at: anchor.created_at,
    listed_at: detail.listed_at ?? null,
    downloads: detail.downloads,
    supersedes: detail.supersedes ?? [],
    superseded_by: detail.superseded_by,
  };
}

/**
 * Who verified it, and whose verdicts counted. Every attestation on the ledger is listed, each saying whether
 * its verifier counted and if not why, so a pass signed by a stranger can never read as a verification; and a
 * name a key that did not count gave itself is shown only as `claimed_name`, since anyone can copy a verifier's.
 */
export function verificationSection(detail: PatchDetail) {
  const counted = detail.trust ? new Set(detail.trust.counted.map((a) => a.toLowerCase())) : null;
  const untrusted = detail.untrusted_attestations ?? [];
  const because = new Map(untrusted.map((u) => [u.verifier.toLowerCase(), u.because]));
  const listed = new Set(detail.attestations.map((a) => `${a.verifier.toLowerCase()}|${a.created_at}`));
  const view = (a: AttestationLike) => {
    const key = a.verifier.toLowerCase();
    const notCounted = because.get(key) ?? null;
    const name = a.verifier_name ?? a.claimed_name ?? null;
    return {
      verifier: a.verifier,
      verifier_name: notCounted === null ? name : null,
      claimed_name: notCounted === null ? null : name,
      passed: a.passed,
      score: a.score,
      verified_on: a.verified_on,
      created_at: a.created_at,
      counted: notCounted !== null ? false : counted ? counted.has(key) : null,
      not_counted_because: notCounted,
    };
  };
  return {
    quorum: quorumText(detail),
    quorum_ok: detail.quorum_ok,
    sellable: detail.sellable,
    ...trustLabel(detail),
    policy: detail.trust?.policy ?? null,
    counted_verifiers: detail.trust?.counted ?? null,
    open_challenge: detail.open_challenge,
    // A node that lists strangers' attestations among its own (older nodes) and one that lists them apart give the
    // same list here.
    attestations: [
      ...detail.attestations.map(view),
      ...untrusted.filter((u) => !listed.has(`${u.verifier.toLowerCase()}|${u.created_at}`)).map(view),
    ],
    untrusted_challenges: (detail.untrusted_challenges ?? []).map((c) => ({ ...c })),
  };
}

interface AttestationLike {
  verifier: string;
  verifier_name?: string | null;
  claimed_name?: string | null;
  passed: boolean;
  score: Record<string, unknown>;
  verified_on: string;
  created_at: string;
}

/** Parents with the status this node records for each; a parent the node does not know keeps status null. */
export async function lineageSection(detail: PatchDetail, client: NodeClient, signal: AbortSignal) {
  const parentIds = detail.lineage?.parents ?? detail.anchor.parents;
  const parents = await Promise.all(
    parentIds.slice(0, 20).map(async (id) => {
      try {
        return { id, status: (await client.patch(id, { signal })).status as string | null };
      } catch {
        return { id, status: null };
      }
    }),
  );
  const unknown = parents.filter((p) => p.status === null).map((p) => p.id);
  return {
    parents,
    children: detail.lineage?.children ?? detail.children,
    note: unknown.length === 0 ? null : `this node has no record of ${unknown.join(', ')}, so their status is null`,
  };
}

export function requiresSection(detail: PatchDetail) {
  const requires = detail.requires.map((r) => ({
    id: r.id,
    name: r.name,
    price: r.price,
    status: r.status ?? null,
    held: r.held ?? null,
  }));
  const missing = requires.filter((r) => r.held === false).map((r) => r.id);
  const note =
    requires.length === 0
      ? null
      : missing.length > 0
        ? `this is an add-on: it only works on top of ${requires.map((r) => r.id).join(', ')}; this node does not hold ${missing.join(', ')}`
        : `this is an add-on: it only works on top of ${requires.map((r) => r.id).join(', ')}`;
  return { requires, requires_note: note };
}

export function availabilitySection(detail: PatchDetail) {
  return {
    has_body: detail.has_body ?? null,
    purchased: detail.purchased ?? null,
    owned: detail.owned ?? null,
    applied: detail.applied ?? null,
    // Only the node's own word: a guessed URL would send a buyer somewhere that may not exist.
    gateway_url: detail.gateway_url ?? null,
    note: availabilityNote(detail),
  };
}

function availabilityNote(detail: PatchDetail): string {
  const parts: string[] = [];
  if (detail.has_body === false) {
    parts.push(
      'this node does not hold its body, so it cannot be live-tested or applied here: live-test it on the node ' +
        'that sells it, or buy it first',
    );
  }
  if (!detail.gateway_url) parts.push('gateway_url is null: the node names no payment gateway for it');
  parts.push('fields shown as null are ones the node did not report');
  return parts.join('; ');
}

/** What the anchor says about the training set; the rows themselves are get_training_set's business. */
export function trainingSetSection(detail: PatchDetail) {
  const dataset = detail.anchor.dataset;
  if (!dataset) return null;
  return {
    sha256: dataset.sha256,
    rows: dataset.rows,
    access: dataset.access ?? null,
    license: dataset.license ?? null,
    held: detail.dataset_held ?? null,
  };
}

/** get_knowledge's answer without any `include` (also the `ainize://knowledge/{id}` resource), built once here. */
export async function knowledgeView(detail: PatchDetail, client: NodeClient, signal: AbortSignal) {
  return {
    knowledge: knowledgeSection(detail),
    verification: {
      ...verificationSection(detail),
      open_challenge: detail.open_challenge ? { ...detail.open_challenge } : null,
    },
    lineage: await lineageSection(detail, client, signal),
    ...requiresSection(detail),
    availability: availabilitySection(detail),
    training_set: trainingSetSection(detail),
  };
}
