import { sameAddress } from '@ainize/core';
import { BlobIntegrityError } from '../blobs/blob-store.js';
import type { Catalog, CatalogDetail } from '../catalog/index.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import type { AttestBody } from '../ledger/bodies.js';
import type { Ledger } from '../ledger/ledger.js';
import type { RecordSigner } from '../ledger/record.js';
import type { NodeModelLock } from '../lock/model-lock.js';
import { BodyUnavailableError, fetchBody, peerDirectory, type PeerDirectory } from './body-fetch.js';
import { attestationBody, evaluateBody, failedBeforeRunning, requiredBases, wouldCount } from './check.js';
import type { Evaluation, EvaluationModel } from './evaluate.js';
import { executorInstance } from './instance.js';
import { DEFAULT_VERIFIER_LIMITS, RateBudget, type VerifierLimits } from './limits.js';
import type { VerifierResult, VerifierState } from './types.js';

/** The verifier loop settings of the node API digest §3, with its defaults. */
export interface VerifierOptions extends Partial<VerifierLimits> {
  /** Check for work this often (ms); the loop also wakes when an anchor or challenge arrives. */
  intervalMs?: number;
  /** Run the loop at all; off leaves only the operator's explicit `POST /api/patches/:id/verify`. */
  auto?: boolean;
  /** Also verify knowledge announced with `visibility: test`. */
  includeTest?: boolean;
}

export const DEFAULT_VERIFIER_INTERVAL_MS = 5_000;
/** A knowledge whose body could not be had is not asked for again before this long. */
export const UNAVAILABLE_BACKOFF_MS = 60_000;
const MAX_RESULTS = 20;
/** How many candidates one scan looks at; the rest wait for the next scan. */
const MAX_SCAN = 1_000;
const SCAN_PAGE = 200;

export interface VerifierModel extends EvaluationModel {
  tableDigest(): string;
}

export interface VerifierDeps {
  signer: RecordSigner;
  /** Shown as `verifier_name` (the node's name). */
  name: string;
  ledger: Ledger;
  catalog: Pick<Catalog, 'getEntry' | 'searchCatalog'>;
  model: VerifierModel;
  lock: Pick<NodeModelLock, 'withLock'>;
  /** This node's body store, tried before asking the author's node; nothing is written to it. */
  blobs?: { get(sha256: string): Uint8Array | undefined };
  /** Base URLs of the configured peers (config.peers), read on every lookup so added peers are seen. */
  peers: () => readonly string[];
  options?: VerifierOptions;
  /** Overrides the fingerprint derived from address, model id and table digest (see instance.ts). */
  instance?: string;
  now?: () => number;
  fetchFn?: typeof fetch;
  /** Told about every error the loop swallows (a bad peer must not stop the loop); defaults to silence. */
  onError?: (err: unknown, patchId: string | undefined) => void;
}

export interface Verifier {
  start(): void;
  /** Stops the loop and waits for a check in progress, so the store may be closed afterwards. */
  stop(): Promise<void>;
  /** One check now, whatever the budget; refuses with 409 when the attestation would not count. */
  verify(patchId: string): Promise<AttestBody>;
  /** One pass of the loop (tests drive it directly instead of waiting on the timer). */
  tick(): Promise<void>;
  state(): VerifierState;
  readonly instance: string;
}

export function createVerifier(deps: VerifierDeps): Verifier {
  const { signer, ledger, catalog, model, lock } = deps;
  const now = deps.now ?? Date.now;
  const options = deps.options ?? {};
  const intervalMs = options.intervalMs ?? DEFAULT_VERIFIER_INTERVAL_MS;
  const auto = options.auto ?? true;
  const budget = new RateBudget(
    {
      maxPerHour: options.maxPerHour ?? DEFAULT_VERIFIER_LIMITS.maxPerHour,
      maxModelMinutesPerHour: options.maxModelMinutesPerHour ?? DEFAULT_VERIFIER_LIMITS.maxModelMinutesPerHour,
    },
    now,
  );
  const instance = deps.instance ?? executorInstance(signer.address, model.modelId, model.tableDigest());
  const peers: PeerDirectory = peerDirectory(deps.peers, deps.fetchFn);
  const inflight = new Map<string, Promise<AttestBody>>();
  const unavailableUntil = new Map<string, number>();
  const results: VerifierResult[] = [];
  let queue: string[] = [];
  let current: string | null = null;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let again = false;
  /** Passes driven by `tick()` from outside the timer (tests, a CLI), which run even when the loop is stopped. */
  let driven = 0;
  let unsubscribe: (() => void) | undefined;

  const remember = (result: VerifierResult): void => {
    results.unshift(result);
    results.length = Math.min(results.length, MAX_RESULTS);
  };

  function entryOf(patchId: string): CatalogDetail {
    const entry = catalog.getEntry(patchId);
    if (!entry) throw new NotFoundError('patch not found');
    return entry;
  }

  /** Bytes from this node's store, else from their author's node. */
  async function obtain(sha256: string, author: string): Promise<Uint8Array> {
    const local = deps.blobs?.get(sha256);
    if (local !== undefined) return local;
    return fetchBody({ sha256, author, signer, peers, now, fetchFn: deps.fetchFn });
  }

  /** The knowledge's body and its bases' bodies; a stored body that no longer matches its name is a mismatch. */
  async function obtainBodies(entry: CatalogDetail): Promise<{ body: Uint8Array; bases: Uint8Array[] } | Evaluation> {
    try {
      const body = await obtain(entry.anchor.patch_sha256, entry.anchor.author);
      const bases: Uint8Array[] = [];
      for (const base of requiredBases(entry)) {
        const known = catalog.getEntry(base.patch_id);
        if (!known) throw new BodyUnavailableError(`base ${base.patch_id} is not in this node's catalog yet`);
        bases.push(await obtain(base.patch_sha256, known.anchor.author));
      }
      return { body, bases };
    } catch (err) {
      if (!(err instanceof BlobIntegrityError)) throw err;
      return failedBeforeRunning(entry.anchor.benchmark.samples.length, `sha_mismatch: ${err.message}`);
    }
  }

  async function runCheck(patchId: string): Promise<AttestBody> {
    const entry = entryOf(patchId);
    const verdict = wouldCount(entry, signer.address);
    if (!verdict.ok) throw new ConflictError(verdict.reason, { patch_id: patchId });
    const bodies = await obtainBodies(entry);
    const evaluation =
      'body' in bodies
        ? await lock.withLock(`check:${patchId}`, () => {
            // Only the time holding the model counts against the budget, not the wait for it.
            const startedAt = now();
            try {
              return evaluateBody(model, entry, bodies.body, bodies.bases);
            } finally {
              budget.record(startedAt, Math.max(0, now() - startedAt));
            }
          })
        : bodies;
    if (!('body' in bodies)) budget.record(now(), 0);
    // Re-read: the entry may have moved on (a challenge arrived) while the model was busy.
    const latest = entryOf(patchId);
    const fresh = wouldCount(latest, signer.address);
    if (!fresh.ok) throw new ConflictError(fresh.reason, { patch_id: patchId });
    // A re-run answers a challenge only if dated strictly after it; a clock tick of the same millisecond would not.
    const challengedAt = latest.open_challenge
      ? Date.parse(latest.open_challenge.created_at)
      : Number.NEGATIVE_INFINITY;
    const createdAt = new Date(Math.max(now(), challengedAt + 1)).toISOString();
    const attestation = attestationBody({
      entry,
      verifier: signer.address,
      verifierName: deps.name,
      modelId: model.modelId,
      instance,
      evaluation,
      recheck: fresh.recheck,
      createdAt,
    });
    return ledger.appendRecord('attest', attestation, signer).body;
  }

  /** One check per knowledge at a time; a second caller shares the first one's outcome. */
  function verify(patchId: string): Promise<AttestBody> {
    const existing = inflight.get(patchId);
    if (existing) return existing;
    const at = new Date(now()).toISOString();
    const run = runCheck(patchId)
      .then(
        (a) => {
          remember({
            patch_id: patchId,
            at,
            outcome: 'attested',
            passed: a.passed,
            score: a.score,
            reason: reasonOf(a),
          });
          return a;
        },
        (err: unknown) => {
          if (err instanceof BodyUnavailableError) {
            unavailableUntil.set(patchId, now() + UNAVAILABLE_BACKOFF_MS);
            remember({ patch_id: patchId, at, outcome: 'unavailable', reason: err.message });
          } else if (!(err instanceof ConflictError || err instanceof NotFoundError)) {
            remember({
              patch_id: patchId,
              at,
              outcome: 'error',
              reason: err instanceof Error ? err.message : String(err),
            });
          }
          throw err;
        },
      )
      .finally(() => inflight.delete(patchId));
    inflight.set(patchId, run);
    return run;
  }

  /** Knowledge this verifier should check, oldest announcement first. */
  function candidates(): string[] {
    const found: CatalogDetail[] = [];
    for (let offset = 0; offset < MAX_SCAN; offset += SCAN_PAGE) {
      const page = catalog.searchCatalog({
        status: ['ANNOUNCED', 'VERIFYING', 'CHALLENGED'],
        model: model.modelId,
        limit: SCAN_PAGE,
        offset,
      });
      for (const item of page.items) {
        if (item.anchor.model.id_M !== model.modelId) continue;
        if (item.anchor.visibility === 'test' && !options.includeTest) continue;
        if (sameAddress(item.anchor.author, signer.address)) continue;
        if ((unavailableUntil.get(item.id) ?? 0) > now()) continue;
        const detail = catalog.getEntry(item.id);
        if (detail && wouldCount(detail, signer.address).ok) found.push(detail);
      }
      if (page.items.length < SCAN_PAGE) break;
    }
    return found.sort((a, b) => a.anchor.created_at.localeCompare(b.anchor.created_at)).map((e) => e.id);
  }

  async function pass(): Promise<void> {
    queue = candidates();
    while (queue.length > 0 && (running || driven > 0) && budget.allows()) {
      const id = queue.shift() as string;
      current = id;
      try {
        await verify(id);
      } catch (err) {
        // Already remembered by verify; anything unexpected (lock busy, a store error) is retried on the next
        // pass, and the loop itself keeps going.
        const expected =
          err instanceof BodyUnavailableError || err instanceof ConflictError || err instanceof NotFoundError;
        if (!expected) deps.onError?.(err, id);
      } finally {
        current = null;
      }
    }
  }

  /** Runs passes until nothing new arrived during the last one; concurrent wake-ups fold into one more pass. */
  function tick(): Promise<void> {
    if (loop) {
      again = true;
      return loop;
    }
    loop = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (err) {
          deps.onError?.(err, undefined);
        }
      } while (again && (running || driven > 0));
    })().finally(() => {
      loop = undefined;
    });
    return loop;
  }

  function schedule(delay: number): void {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void tick().finally(() => schedule(intervalMs));
    }, delay);
    // The loop must not keep a process alive on its own (a CLI command, a test).
    timer.unref();
  }

  return {
    instance,
    verify,
    tick: async () => {
      driven++;
      try {
        await tick();
      } finally {
        driven--;
      }
    },
    start() {
      if (running || !auto) return;
      running = true;
      // Called inside the ledger's write transaction: only note the wake-up, never work there.
      unsubscribe = ledger.onRecord((record) => {
        if (record.kind === 'anchor' || record.kind === 'challenge') schedule(0);
      });
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      unsubscribe?.();
      unsubscribe = undefined;
      await loop;
      await Promise.allSettled([...inflight.values()]);
    },
    state: () => ({
      address: signer.address,
      model: model.modelId,
      instance,
      auto,
      running,
      interval_ms: intervalMs,
      current,
      queue: [...queue],
      last: [...results],
      limits: budget.usage(),
    }),
  };
}

function reasonOf(a: AttestBody): string | undefined {
  const reason = (a as AttestBody & { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : undefined;
}
