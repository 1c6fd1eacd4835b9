import {
  hashCanonical,
  isAddress,
  sameAddress,
  toChecksumAddress,
  verifyMessage,
  type PublishChallenge,
  type PublishRequest,
  type PublishResult,
} from '@ainize/core';
import type { Catalog } from '../catalog/index.js';
import type { TeachConfig } from '../home/config-schema.js';
import type { Caller } from '../http/route.js';
import type { AnchorBody } from '../ledger/bodies.js';
import type { RecordSigner } from '../ledger/record.js';
import { teachRefusal } from './errors.js';
import type { JobRecord, JobRepo } from './job-repo.js';
import type { TeachJobs } from './jobs.js';

/**
 * From a READY lesson to a knowledge on the ledger. The lesson's draft was filed when it became READY (draft.ts);
 * publishing turns the draft into the anchor the node signs — the teacher credited as contributor
 * with a claim signed by the teaching key, the bases as parents — and announces it (`publish: auto`) or leaves it to
 * the operator (`review`). Verifiers then check it like any other knowledge; once LISTED the gateway sells it.
 */

export interface TeachPublishDeps {
  catalog: Catalog;
  repo: JobRepo;
  jobs: TeachJobs;
  signer: RecordSigner;
  node: { contributorShare: number };
  config: () => TeachConfig;
  selfUrl: () => string;
  now: () => number;
}

/** A publish request as the route takes it: the claim's signature may be left to the node (see claimSignature). */
export type PublishTerms = Omit<PublishRequest, 'claim_sig'> & { claim_sig?: string | undefined };

/** Parents a published lesson may name: knowledge a buyer can buy. */
const SELLABLE_PARENT = new Set(['LISTED', 'SUPERSEDED']);
/** A licence name: an SPDX-like identifier, not prose. */
const LICENSE = /^[A-Za-z0-9][A-Za-z0-9.+-]{0,63}$/;

export function openTeachPublishing(deps: TeachPublishDeps) {
  const { catalog, repo } = deps;

  /** The READY lesson whose gate is open, with its draft; every refusal the digest lists for publishing. */
  function publishable(caller: Caller, id: string): { rec: JobRecord; draft: AnchorBody } {
    if (deps.config().publish === 'never') throw teachRefusal('publish_disabled', 'this node does not publish lessons');
    const rec = deps.jobs.owned(caller, id);
    const { job } = rec;
    if (job.status !== 'READY') {
      throw teachRefusal('job_not_ready', `lesson ${id} is ${job.status}; only a READY lesson can be published`, {
        status: job.status,
      });
    }
    if (!job.checks?.ok) {
      throw teachRefusal('checks_failed', job.checks?.note ?? 'the lesson did not pass its checks', {
        checks: job.checks,
      });
    }
    const draft = job.draft_id ? catalog.getEntry(job.draft_id) : undefined;
    if (!draft || draft.status !== 'DRAFT') throw teachRefusal('job_not_ready', `lesson ${id} has no draft to publish`);
    return { rec, draft: draft.anchor };
  }

  /** Who is paid: an explicit payout address gets the contributor share; none means credit only (share 0). */
  function payee(teacher: string, payout: string | null | undefined): { address: string; share: number } {
    if (payout === undefined || payout === null || payout === 'none') return { address: teacher, share: 0 };
    if (!isAddress(payout)) throw teachRefusal('invalid', 'payout_address must be a 0x address or "none"');
    return { address: toChecksumAddress(payout), share: deps.node.contributorShare };
  }

  function challengeOf(rec: JobRecord, draft: AnchorBody, payout: string | null | undefined): PublishChallenge {
    const { address, share } = payee(rec.owner, payout);
    const claim = hashCanonical({
      patch_sha256: draft.patch_sha256,
      benchmark_hash: draft.benchmark_hash,
      address,
      share,
    });
    return {
      patch_sha256: draft.patch_sha256,
      benchmark_hash: draft.benchmark_hash,
      address,
      signer: rec.owner,
      share,
      claim,
    };
  }

  /**
   * The claim's signature: the teacher's, as sent; or, for a lesson the operator taught as the node (its owner is the
   * node's own address), the node's, made here, since the operator's session stands for that key.
   */
  function claimSignature(caller: Caller, rec: JobRecord, body: PublishTerms, challenge: PublishChallenge): string {
    if (body.claim_sig !== undefined) return body.claim_sig;
    if (caller.operator && sameAddress(rec.owner, deps.signer.address)) return deps.signer.sign(challenge.claim);
    throw teachRefusal('invalid', 'claim_sig is required: sign the publish challenge’s claim with the teaching key');
  }

  function checkTerms(rec: JobRecord, body: PublishRequest, challenge: PublishChallenge): void {
    if (body.consent?.permanent !== true || body.consent?.rights !== true) {
      throw teachRefusal(
        'consent_required',
        'publishing needs consent.permanent (the ledger keeps it for good) and consent.rights (you may teach this)',
      );
    }
    if (!verifyMessage(challenge.claim, body.claim_sig, rec.owner)) {
      throw teachRefusal('invalid', 'claim_sig is not the teaching key’s signature over the publish challenge’s claim');
    }
    for (const license of [body.license, body.dataset?.license]) {
      if (license !== undefined && !LICENSE.test(license)) {
        throw teachRefusal('bad_license', `"${license}" is not a licence identifier (e.g. CC-BY-4.0)`);
      }
    }
    const declaration = body.dataset?.declaration;
    const rows = rec.work.trained.length;
    if (!declaration && rows >= deps.config().dataset.declarationRows) {
      throw teachRefusal(
        'dataset_declaration',
        `a lesson of ${rows} questions needs dataset.declaration (source, no_pii)`,
      );
    }
    if (declaration && declaration.no_pii !== true) {
      throw teachRefusal('dataset_pii', 'the training set may hold personal data (declaration.no_pii is not true)');
    }
    for (const parent of rec.job.base_ids) {
      const status = catalog.getEntry(parent)?.status;
      if (!status || !SELLABLE_PARENT.has(status)) {
        throw teachRefusal('parent_not_listed', `the base ${parent} is ${status ?? 'unknown'}, not LISTED`, {
          patch_id: parent,
        });
      }
    }
  }

  function announce(rec: JobRecord): void {
    const { job } = rec;
    catalog.announce(job.draft_id!, deps.signer);
    job.status = 'ANNOUNCED';
    job.patch_id = job.draft_id;
    job.publish_status = 'announced';
    job.expires_at = null;
  }

  function save(rec: JobRecord, message: string): void {
    const now = deps.now();
    rec.job.updated_at = new Date(now).toISOString();
    repo.save(rec, now);
    repo.addEvent(rec.job.id, now, 'info', message, { status: rec.job.status });
  }

  return {
    challenge(caller: Caller, id: string, payout: string | undefined): PublishChallenge {
      const { rec, draft } = publishable(caller, id);
      return challengeOf(rec, draft, payout);
    },

    publish(caller: Caller, id: string, terms: PublishTerms): PublishResult {
      const { rec, draft } = publishable(caller, id);
      const challenge = challengeOf(rec, draft, terms.payout_address);
      const body: PublishRequest = { ...terms, claim_sig: claimSignature(caller, rec, terms, challenge) };
      checkTerms(rec, body, challenge);
      const dataset = body.dataset ?? {};
      const anchor: AnchorBody = {
        ...draft,
        name: body.name,
        description: body.description ?? '',
        price: body.price ?? draft.price,
        ...(body.license ? { license: body.license } : {}),
        created_at: new Date(deps.now()).toISOString(),
        contributors: [
          {
            address: challenge.address,
            share: challenge.share,
            role: 'data_provider',
            proof: 'signed',
            signer: rec.owner,
            sig: body.claim_sig,
            ...(rec.job.contributor.name ? { name: rec.job.contributor.name } : {}),
          },
        ],
        dataset: {
          ...draft.dataset!,
          access: dataset.access ?? 'derivative',
          ...(dataset.license ? { license: dataset.license } : {}),
          include_notes: dataset.include_notes ?? false,
          ...(dataset.declaration ? { declaration: dataset.declaration } : {}),
        },
      };
      catalog.saveDraft(anchor);
      if (deps.config().publish === 'auto') announce(rec);
      else {
        rec.job.status = 'PENDING_REVIEW';
        rec.job.publish_status = 'pending_review';
        rec.job.expires_at = null;
      }
      save(
        rec,
        rec.job.status === 'ANNOUNCED' ? `announced as ${rec.job.patch_id}` : 'waiting for the operator’s review',
      );
      return {
        status: rec.job.status === 'ANNOUNCED' ? 'ANNOUNCED' : 'PENDING_REVIEW',
        patch_id: rec.job.draft_id!,
        url: `${deps.selfUrl()}/api/patches/${rec.job.draft_id}`,
      };
    },

    /** Operator: announce a lesson waiting for review. */
    approve(caller: Caller, id: string) {
      const rec = deps.jobs.owned(caller, id);
      if (rec.job.status !== 'PENDING_REVIEW') {
        throw teachRefusal('job_not_ready', `lesson ${id} is ${rec.job.status}, not waiting for review`);
      }
      announce(rec);
      save(rec, `approved and announced as ${rec.job.patch_id}`);
      return deps.jobs.ownerView(rec);
    },

    /** Operator: decline a lesson waiting for review; its owner sees the reason. The draft stays theirs. */
    reject(caller: Caller, id: string, reason: string) {
      const rec = deps.jobs.owned(caller, id);
      if (rec.job.status !== 'PENDING_REVIEW') {
        throw teachRefusal('job_not_ready', `lesson ${id} is ${rec.job.status}, not waiting for review`);
      }
      rec.job.status = 'REJECTED';
      rec.job.publish_status = 'rejected';
      rec.job.reject_reason = reason;
      save(rec, `rejected: ${reason}`);
      return deps.jobs.ownerView(rec);
    },
  };
}

export type TeachPublishing = ReturnType<typeof openTeachPublishing>;
