import type { Ledger } from '../ledger/index.js';
import { TimeSlice } from '../ledger/index.js';
import type { Store } from '../store/store.js';
import { type PeerAdmission, type PeerQuotaView, openPeerAdmission } from './admission.js';
import { PeerBackoff, worthLogging } from './backoff.js';
import { PageTooLargeError, peerClient } from './peer-client.js';
import { type PassTally, ingestPage, pageFrom } from './pull.js';
import { DEFAULT_QUOTA_LIMITS, type PeerAdmissionOptions, type QuotaCode } from './quota.js';
import { type PeerState, normalizePeerUrl, peersRepo } from './repo.js';

/** Records asked for per request; a peer caps it at its own maximum anyway. */
export const SYNC_PAGE_SIZE = 500;
/** Pages taken from one peer per pass, so one peer with a long backlog cannot starve the others. */
export const SYNC_MAX_PAGES = 20;
/** A peer that named no key of its own is asked again after this long (it may have been down, or upgraded). */
const IDENTITY_RETRY_MS = 10 * 60_000;

/** pino's shape (the request logger qualifies), narrowed to what the loop writes. */
export interface SyncLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface PeerSyncOptions {
  store: Store;
  ledger: Ledger;
  /** config.peers; each is synced and recorded with `source: 'config'`. */
  configPeers: readonly string[];
  /** Pause between passes (config.gossipIntervalMs). */
  intervalMs: number;
  /** At most this many peers may be added through the API (config.p2p.maxPeers). */
  maxPeers: number;
  log: SyncLogger;
  pageSize?: number;
  /** Quotas on foreign records and the keys exempt from them (peerAdmissionOf(config)); defaults exempt nobody. */
  admission?: PeerAdmissionOptions;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** A peer as `GET /api/peers` shows it: what the store keeps, and whether it is being left alone after failures. */
export interface PeerView extends PeerState {
  /** Attempts that failed in a row; 0 for a healthy peer. */
  failures: number;
  /** When a failing peer is asked again (ISO 8601); null for a healthy one, asked at every gossip interval. */
  next_attempt_at: string | null;
  /** The key the peer says is its own (`/healthz`); its records pass the quotas for unknown keys. Null if none. */
  address: string | null;
  /** How the peer stands against the quotas on foreign records, and its refusals by code since this node started. */
  quota: PeerQuotaView;
}

/** What removing a peer did; a config peer stays, since config.json would bring it back at the next start. */
export type PeerRemoval =
  | { outcome: 'removed'; peer: PeerView }
  | { outcome: 'not_found'; url: string }
  | { outcome: 'from_config'; url: string };

export interface PeerSyncReport {
  url: string;
  pulled: number;
  refused: number;
  /** Refusals of this pass by code. */
  refusals: Record<string, number>;
  /** The quota that stopped the pass before the peer's end (the rest waits for a later pass), if one did. */
  held: QuotaCode | null;
  error: string | null;
}

export interface PeerSync {
  /** Adds a peer (normalised); `added` is false when it was already known. Throws RangeError for a bad URL. */
  add(url: string): { peer: PeerState; added: boolean };
  /** Stops pulling from a peer added through the API or the CLI. Throws RangeError for a bad URL, as `add`. */
  remove(url: string): PeerRemoval;
  list(): PeerView[];
  /**
   * Runs one pass now (or joins the pass already running) and reports what it did. A peer that keeps failing is
   * skipped until its back-off is over.
   */
  syncNow(): Promise<PeerSyncReport[]>;
  /** Starts the periodic loop (the first pass runs at once); nothing is logged before it. */
  start(): void;
  /** Stops the loop and waits for a running pass to end; in-flight requests are aborted. */
  stop(): Promise<void>;
}

/**
 * Pulls new ledger records from every peer, oldest first: the quotas decide record by record, and what they admit is
 * ingested in batches, its signatures checked on the verify pool (see `ingestPage`). A record the ledger
 * refuses (forged, badly signed, a fork) or a quota refuses is counted under its code and the pull goes on: one bad
 * record must not stop a node from learning the rest. A peer that used its share of a pass or an hour is left
 * where it is until the share is free again. The cursor only moves past records that were looked at, so a crash or
 * an unreachable peer resumes where it stopped.
 */
export function openPeerSync(options: PeerSyncOptions): PeerSync {
  const repo = peersRepo(options.store.db);
  const now = options.now ?? (() => new Date());
  const pageSize = options.pageSize ?? SYNC_PAGE_SIZE;
  const { ledger, log } = options;
  const admission: PeerAdmission = openPeerAdmission(
    ledger,
    options.admission ?? { limits: DEFAULT_QUOTA_LIMITS, exempt: [] },
  );
  /** Per peer, the page size that fits in a response (shrunk when a page of big records did not). */
  const pageLimits = new Map<string, number>();
  const identityAskedAt = new Map<string, number>();

  const unusable: string[] = [];
  for (const raw of options.configPeers) {
    const url = normalizePeerUrl(raw);
    if (url === undefined) unusable.push(raw);
    else repo.add(url, 'config', now().toISOString());
  }
  const configured = new Set(options.configPeers.map(normalizePeerUrl));
  const backoff = new PeerBackoff(options.intervalMs);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PeerSyncReport[]> | undefined;
  let stopped = true;
  const abort = new AbortController();
  const client = peerClient(options.fetch ?? fetch, abort.signal);

  /** Config peers always, added peers always; a config peer removed from config.json is no longer pulled. */
  const peers = () => repo.all().filter((p) => p.source === 'added' || configured.has(p.url));
  const view = (peer: PeerState): PeerView => {
    const failing = backoff.get(peer.url);
    return {
      ...peer,
      failures: failing?.failures ?? 0,
      next_attempt_at: failing ? new Date(failing.nextAttemptAt).toISOString() : null,
      address: admission.identityOf(peer.url) ?? null,
      quota: admission.view(peer.url, now().getTime()),
    };
  };

  /** Asks the peer which key is its own, once, and again later if it named none. */
  async function learnIdentity(url: string): Promise<void> {
    const known = admission.identityOf(url);
    const askedAt = identityAskedAt.get(url) ?? 0;
    if (known || (known === null && now().getTime() - askedAt < IDENTITY_RETRY_MS)) return;
    const address = await client.identity(url);
    if (address === undefined) return;
    identityAskedAt.set(url, now().getTime());
    admission.setIdentity(url, address);
  }

  /** Takes pages from one peer until it has no more, the pass's page budget is spent or a quota holds it back. */
  async function pullPages(peer: PeerState, tally: PassTally): Promise<void> {
    const slice = new TimeSlice();
    let cursor = peer.cursor;
    for (let page = 0; page < SYNC_MAX_PAGES && !abort.signal.aborted; page++) {
      const limit = pageLimits.get(peer.url) ?? pageSize;
      let items: unknown[];
      try {
        items = await client.records(peer.url, cursor, limit);
      } catch (err) {
        // Big records (an anchor may carry 1,000 samples) can overflow a page: ask for fewer, down to one.
        if (!(err instanceof PageTooLargeError) || limit === 1) throw err;
        pageLimits.set(peer.url, Math.max(1, Math.floor(limit / 4)));
        continue;
      }
      const ctx = {
        peer: peer.url,
        ledger,
        admission,
        slice,
        signal: abort.signal,
        tally,
        now: () => now().getTime(),
        logRefusal: (detail: Record<string, unknown>) =>
          log.warn({ peer: peer.url, ...detail }, 'refused a record served by a peer'),
      };
      const result = pageFrom(cursor);
      try {
        await ingestPage(ctx, items, result);
      } finally {
        // Whatever was looked at stays looked at, even when the page ended in an error.
        repo.progress(peer.url, result, now().toISOString());
        cursor = result.cursor;
      }
      if (result.held || items.length < limit) break;
      if (limit < pageSize) pageLimits.set(peer.url, Math.min(pageSize, limit * 2));
    }
  }

  /** One line per pass for what the quotas and the ledger refused, and one when a quota starts holding a peer back. */
  function logTally(url: string, tally: PassTally, wasHeld: QuotaCode | null): void {
    const refusals = Object.fromEntries(tally.refusals);
    if (tally.refused > 0) log.warn({ peer: url, refused: tally.refused, refusals }, 'peer records refused');
    if (tally.held !== null && tally.held !== wasHeld) {
      const { held_until } = admission.view(url, now().getTime());
      log.warn({ peer: url, code: tally.held, held_until }, 'peer held back by quota');
    }
  }

  async function syncPeer(peer: PeerState): Promise<PeerSyncReport> {
    const tally: PassTally = { pulled: 0, refused: 0, refusals: new Map(), held: null };
    const report = (error: string | null): PeerSyncReport => ({
      url: peer.url,
      pulled: tally.pulled,
      refused: tally.refused,
      refusals: Object.fromEntries(tally.refusals),
      held: tally.held,
      error,
    });
    if (admission.heldUntil(peer.url, now().getTime()) !== null) {
      tally.held = 'quota_peer_hour';
      return report(null);
    }
    const wasHeld = admission.view(peer.url, now().getTime()).held;
    admission.beginPass(peer.url);
    try {
      await learnIdentity(peer.url);
      await pullPages(peer, tally);
      repo.synced(peer.url, now().toISOString());
      const outage = backoff.forget(peer.url);
      // At the level of the failure lines, so the two ends of an outage are found together.
      if (outage) {
        log.warn(
          { peer: peer.url, failures: outage.failures, down_ms: now().getTime() - outage.since },
          'peer sync recovered',
        );
      }
      return report(null);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const stillPeer = repo.failed(peer.url, error, now().toISOString());
      // A stop aborts the request, and a removed peer is no concern of ours: neither is the peer failing.
      if (abort.signal.aborted || !stillPeer) return report(error);
      const failing = backoff.failed(peer.url, now().getTime());
      if (worthLogging(failing.failures)) {
        log.warn(
          {
            peer: peer.url,
            err: error,
            failures: failing.failures,
            next_attempt_at: new Date(failing.nextAttemptAt).toISOString(),
          },
          failing.failures === 1 ? 'peer sync failed' : 'peer sync still failing',
        );
      }
      return report(error);
    } finally {
      logTally(peer.url, tally, wasHeld);
    }
  }

  async function pass(): Promise<PeerSyncReport[]> {
    const reports: PeerSyncReport[] = [];
    // One peer at a time: records of one author may arrive from several peers, and order keeps their links valid.
    for (const peer of peers()) {
      if (abort.signal.aborted) break;
      if (backoff.due(peer.url, now().getTime())) reports.push(await syncPeer(peer));
    }
    return reports;
  }

  function syncNow(): Promise<PeerSyncReport[]> {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void syncNow().finally(schedule);
    }, options.intervalMs);
    // The HTTP server keeps the process alive; a pending pass alone should not.
    timer.unref();
  }

  return {
    add(raw) {
      const url = requirePeerUrl(raw);
      const known = repo.get(url);
      if (known) {
        if (known.source === 'added' || configured.has(url)) return { peer: known, added: false };
        // Dropped from config.json but added by hand now: it is an added peer from here on, cursor kept.
        repo.markAdded(url);
        return { peer: repo.get(url) as PeerState, added: true };
      }
      if (repo.all().filter((p) => p.source === 'added').length >= options.maxPeers)
        throw new RangeError(`cannot be added: this node already has ${options.maxPeers} peers (p2p.maxPeers)`);
      repo.add(url, 'added', now().toISOString());
      return { peer: repo.get(url) as PeerState, added: true };
    },
    remove(raw) {
      const url = requirePeerUrl(raw);
      if (configured.has(url)) return { outcome: 'from_config', url };
      const known = repo.get(url);
      // A config peer dropped from config.json is already out of the list; it is not found, like any stranger.
      if (known?.source !== 'added') return { outcome: 'not_found', url };
      const removed = view(known);
      repo.remove(url);
      backoff.forget(url);
      admission.forget(url);
      pageLimits.delete(url);
      identityAskedAt.delete(url);
      return { outcome: 'removed', peer: removed };
    },
    list: () => peers().map(view),
    syncNow,
    start() {
      if (!stopped || abort.signal.aborted) return;
      stopped = false;
      for (const raw of unusable) log.warn({ peer: raw }, 'config peer is not an http(s) URL; skipped');
      void syncNow().finally(schedule);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      abort.abort();
      await running?.catch(() => undefined);
      admission.close();
    },
  };
}

/** The one spelling of a peer URL; RangeError for anything that cannot be one. */
function requirePeerUrl(raw: string): string {
  const url = normalizePeerUrl(raw);
  if (url === undefined) throw new RangeError('must be an http(s) URL without credentials');
  return url;
}
