import { AinizeFailure } from '@ainize/core';
import type {
  PreflightRequest,
  PreflightResult,
  PublishChallenge,
  PublishRequest,
  PublishResult,
  TeachDataset,
  TeachDatasetCreated,
  TeachDatasetList,
  TeachDatasetRequest,
  TeachJob,
  TeachJobAccepted,
  TeachJobList,
  TeachJobRequest,
  TeachSaveResult,
} from '@ainize/core';
import { type HttpMethod, pathOf, segment } from './transport.js';

/**
 * The teach door of a node (`/api/teach/*`), every route signed with the teaching key. Kept apart from the rest of
 * the client because it is the one part that needs three things the others do not: the model's long timeout (a
 * preflight waits for the model lock), a byte-capped download of the lesson's files, and the key's signature over a
 * publish claim. It reaches the node only through the port the NodeClient hands it.
 */

export interface TeachCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** What the NodeClient lends the teach door; nothing here holds a key or a transport of its own. */
export interface TeachPort {
  /** A signed JSON exchange; refusals are thrown as AinizeFailure with the node's own code. */
  json<R>(
    method: HttpMethod,
    path: string,
    options: TeachCallOptions & { body?: unknown; model?: boolean },
  ): Promise<R>;
  /**
   * A GET of one of the node's own file links, read up to `maxBytes` (null beyond). The link carries its own
   * short-lived token, so nothing is signed; only its path and query are used, against this node.
   */
  bytes(link: string, maxBytes: number, options: TeachCallOptions): Promise<Uint8Array | null>;
  /** The teaching key's signature over `message` (the publish claim). */
  sign(message: string): string;
}

export class TeachDoor {
  readonly #port: TeachPort;

  constructor(port: TeachPort) {
    this.#port = port;
  }

  createDataset(request: TeachDatasetRequest, options: TeachCallOptions = {}): Promise<TeachDatasetCreated> {
    return this.#port.json('POST', '/api/teach/datasets', { ...options, body: request });
  }

  dataset(id: string, options: TeachCallOptions = {}): Promise<TeachDataset> {
    return this.#port.json('GET', `/api/teach/datasets/${segment(id)}`, options);
  }

  datasets(options: TeachCallOptions = {}): Promise<TeachDatasetList> {
    return this.#port.json('GET', '/api/teach/datasets', options);
  }

  /** At most 8 questions per call; the node asks the model, so this waits for its lock. */
  preflight(request: PreflightRequest, options: TeachCallOptions = {}): Promise<PreflightResult> {
    return this.#port.json('POST', '/api/teach/preflight', { ...options, body: request, model: true });
  }

  /** Charges one of the key's daily lessons the moment the node accepts it, whatever happens after. */
  submit(request: TeachJobRequest, options: TeachCallOptions = {}): Promise<TeachJobAccepted> {
    return this.#port.json('POST', '/api/teach/jobs', { ...options, body: request });
  }

  lesson(id: string, options: TeachCallOptions = {}): Promise<TeachJob> {
    return this.#lesson(id, 'GET', `/api/teach/jobs/${segment(id)}`, options);
  }

  lessons(options: TeachCallOptions = {}): Promise<TeachJobList> {
    return this.#port.json('GET', pathOf('/api/teach/jobs', { mine: 1 }), options);
  }

  /** Stops a lesson (or deletes a READY draft). The daily lesson it used is not given back. */
  cancel(id: string, options: TeachCallOptions = {}): Promise<{ job: TeachJob }> {
    return this.#lesson(id, 'DELETE', `/api/teach/jobs/${segment(id)}`, options);
  }

  /** Links to the lesson's files, each carrying a short-lived token: a credential, never shown to an agent. */
  save(id: string, options: TeachCallOptions = {}): Promise<TeachSaveResult> {
    return this.#lesson(id, 'POST', `/api/teach/jobs/${segment(id)}/save`, options);
  }

  /** One file behind a `save` link, or null when it is larger than `maxBytes`. */
  file(link: string, maxBytes: number, options: TeachCallOptions = {}) {
    return this.#port.bytes(link, maxBytes, options);
  }

  publishChallenge(
    id: string,
    payoutAddress: string | null,
    options: TeachCallOptions = {},
  ): Promise<PublishChallenge> {
    const path = pathOf(`/api/teach/jobs/${segment(id)}/publish-challenge`, {
      payout_address: payoutAddress ?? 'none',
    });
    return this.#lesson(id, 'GET', path, options);
  }

  /**
   * Signs the challenge's claim with the teaching key and publishes. Refused here, before anything is sent, when
   * the node asks for a signature by a key other than this one: it would only come back as invalid.
   */
  publish(
    id: string,
    request: Omit<PublishRequest, 'claim_sig'>,
    challenge: PublishChallenge,
    signer: string,
    options: TeachCallOptions = {},
  ): Promise<PublishResult> {
    if (challenge.signer.toLowerCase() !== signer.toLowerCase()) {
      throw AinizeFailure.of(
        'conflict',
        `the node asks for the claim to be signed by ${challenge.signer}, and this server's teaching key is ${signer}`,
        { details: { signer: challenge.signer, teaching_key: signer } },
      );
    }
    const body: PublishRequest = { ...request, claim_sig: this.#port.sign(challenge.claim) };
    return this.#lesson(id, 'POST', `/api/teach/jobs/${segment(id)}/publish`, { ...options, body });
  }

  /**
   * A call about one lesson. The node answers `job_not_found` for a lesson it does not have and for one of another
   * teaching key alike; the refusal is given the argument it is about and the place this key's lessons are listed,
   * which the node cannot know.
   */
  async #lesson<R>(
    id: string,
    method: HttpMethod,
    path: string,
    options: TeachCallOptions & { body?: unknown },
  ): Promise<R> {
    try {
      return await this.#port.json<R>(method, path, options);
    } catch (thrown) {
      if (!(thrown instanceof AinizeFailure) || thrown.code !== 'job_not_found') throw thrown;
      throw AinizeFailure.of(
        'job_not_found',
        `the node has no lesson ${id} that this teaching key can see: the id may be mistyped, or the lesson ` +
          'belongs to another teaching key',
        {
          details: {
            field: 'lesson_id',
            lesson_id: id,
            next:
              'check lesson_id: my_library with include: ["lessons"] lists this teaching key’s lessons with their ' +
              'ids (a job of this session also shows it as node_job_id in job_status)',
          },
          cause: thrown,
        },
      );
    }
  }
}
