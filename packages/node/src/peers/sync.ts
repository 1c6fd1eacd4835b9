import { readCappedText } from '@ainize/core';
import { LedgerForkError, LedgerRecordError, type Ledger } from '../ledger/index.js';
import type { Store } from '../store/store.js';
import { PeerBackoff, worthLogging } from './backoff.js';
import { type PeerState, normalizePeerUrl, peersRepo } from './repo.js';

/** Records asked for per request; a peer caps it at its own maximum anyway. */
export const SYNC_PAGE_SIZE = 500;
/** Pages taken from one peer per pass, so one peer with a long backlog cannot starve the others. */
export const SYNC_MAX_PAGES = 20;
const FETCH_TIMEOUT_MS = 10_000;
/** A page of 500 records is a few MB at most; anything far larger is a peer trying to exhaust our memory. */
export const MAX_PAGE_BYTES = 32 * 1024 * 1024;

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
  fetch?: typeof fetch;
  now?: () => Date;
}

/** A peer as `GET /api/peers` shows it: what the store keeps, and whether it is being left alone after failures. */
export interface PeerView extends PeerState {
  /** Attempts that failed in a row; 0 for a healthy peer. */
  failures: number;
  /** When a failing peer is asked again (ISO 8601); null for a healthy one, asked at every gossip interval. */
  next_attempt_at: string | null;
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
 * Pulls new ledger records from every peer, oldest first, and ingests them one by one. A record the ledger
 * refuses (forged, badly signed, a fork) is logged and counted and the pull goes on: one bad record must not stop
 * a node from learning the rest. The cursor only moves past records that were looked at, so a crash or an
 * unreachable peer resumes where it stopped.
 */
export function openPeerSync(options: PeerSyncOptions): PeerSync {
  const repo = peersRepo(options.store.db);
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetch ?? fetch;
  const pageSize = options.pageSize ?? SYNC_PAGE_SIZE;
  const { ledger, log } = options;

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

  /** Config peers always, added peers always; a config peer removed from config.json is no longer pulled. */
  const peers = () => repo.all().filter((p) => p.source === 'added' || configured.has(p.url));
  const view = (peer: PeerState): PeerView => {
    const failing = backoff.get(peer.url);
    return {
      ...peer,
      failures: failing?.failures ?? 0,
      next_attempt_at: failing ? new Date(failing.nextAttemptAt).toISOString() : null,
    };
  };

  async function syncPeer(peer: PeerState): Promise<PeerSyncReport> {
    const report: PeerSyncReport = { url: peer.url, pulled: 0, refused: 0, error: null };
    let cursor = peer.cursor;
    try {
      for (let page = 0; page < SYNC_MAX_PAGES && !abort.signal.aborted; page++) {
        const items = await fetchPage(peer.url, cursor);
        let pulled = 0;
        let refused = 0;
        try {
          for (const item of items) {
            const seq = (item as { seq?: unknown }).seq;
            if (typeof seq !== 'number' || !Number.isInteger(seq) || seq <= cursor)
              throw new Error(`peer sent a record without a seq above ${cursor}`);
            try {
              if (ledger.ingestRecord(item).status === 'added') pulled++;
            } catch (err) {
              if (!(err instanceof LedgerRecordError || err instanceof LedgerForkError)) throw err;
              refused++;
              log.warn(
                { peer: peer.url, peer_seq: seq, id: (item as { id?: unknown }).id, reason: err.message },
                'refused a record served by a peer',
              );
            }
            cursor = seq;
          }
        } finally {
          // Whatever was looked at stays looked at, even when the page ended in an error.
          repo.progress(peer.url, cursor, pulled, refused);
          report.pulled += pulled;
          report.refused += refused;
        }
        if (items.length < pageSize) break;
      }
      repo.synced(peer.url, now().toISOString());
      const outage = backoff.forget(peer.url);
      // At the level of the failure lines, so the two ends of an outage are found together.
      if (outage) {
        log.warn(
          { peer: peer.url, failures: outage.failures, down_ms: now().getTime() - outage.since },
          'peer sync recovered',
        );
      }
    } catch (err) {
      report.error = err instanceof Error ? err.message : String(err);
      const stillPeer = repo.failed(peer.url, report.error, now().toISOString());
      // A stop aborts the request, and a removed peer is no concern of ours: neither is the peer failing.
      if (abort.signal.aborted || !stillPeer) return report;
      const failing = backoff.failed(peer.url, now().getTime());
      if (worthLogging(failing.failures)) {
        log.warn(
          {
            peer: peer.url,
            err: report.error,
            failures: failing.failures,
            next_attempt_at: new Date(failing.nextAttemptAt).toISOString(),
          },
          failing.failures === 1 ? 'peer sync failed' : 'peer sync still failing',
        );
      }
    }
    return report;
  }

  async function fetchPage(url: string, since: number): Promise<unknown[]> {
    const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(FETCH_TIMEOUT_MS)]);
    const res = await doFetch(`${url}/p2p/records?since=${since}&limit=${pageSize}`, {
      signal,
      headers: { accept: 'application/json' },
      redirect: 'error',
    });
    if (!res.ok) throw new Error(`GET /p2p/records answered ${res.status}`);
    const body = JSON.parse(await readCapped(res, MAX_PAGE_BYTES)) as { items?: unknown };
    if (!Array.isArray(body.items)) throw new Error('GET /p2p/records answered without an items array');
    return body.items as unknown[];
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
    },
  };
}

/** The one spelling of a peer URL; RangeError for anything that cannot be one. */
function requirePeerUrl(raw: string): string {
  const url = normalizePeerUrl(raw);
  if (url === undefined) throw new RangeError('must be an http(s) URL without credentials');
  return url;
}

/** The body as text, refusing to read past `max` bytes. */
async function readCapped(res: Response, max: number): Promise<string> {
  const text = await readCappedText(res, max);
  if (text === null) throw new Error(`GET /p2p/records answered more than ${max} bytes`);
  return text;
}
