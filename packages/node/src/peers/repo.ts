import type { Db } from '../store/store.js';

export type PeerSource = 'config' | 'added';

export interface PeerState {
  url: string;
  source: PeerSource;
  added_at: string;
  /** The peer's seq of the last record taken from it; the next pull asks for records after it. */
  cursor: number;
  last_sync_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  /** Records stored from this peer (duplicates not counted). */
  pulled: number;
  /** Records this peer served that were refused (bad signature, forged id, fork, a quota …). */
  refused: number;
  /** The code of the last refusal (`invalid_signature`, `fork`, `quota_new_authors` …), null before any. */
  last_refusal: string | null;
  last_refusal_at: string | null;
}

/** All SQL of the peer set. */
export function peersRepo(db: Db) {
  const insert = db.prepare('INSERT INTO peers (url, source, added_at) VALUES (?, ?, ?) ON CONFLICT (url) DO NOTHING');
  const markAdded = db.prepare("UPDATE peers SET source = 'added' WHERE url = ?");
  const get = db.prepare('SELECT * FROM peers WHERE url = ?');
  const all = db.prepare('SELECT * FROM peers ORDER BY added_at, url');
  const progress = db.prepare(
    `UPDATE peers SET cursor = @cursor, pulled = pulled + @pulled, refused = refused + @refused,
       last_refusal = coalesce(@last_refusal, last_refusal),
       last_refusal_at = CASE WHEN @last_refusal IS NULL THEN last_refusal_at ELSE @at END
     WHERE url = @url`,
  );
  const synced = db.prepare('UPDATE peers SET last_sync_at = ?, last_error = NULL WHERE url = ?');
  const failed = db.prepare('UPDATE peers SET last_error = ?, last_error_at = ? WHERE url = ?');
  const remove = db.prepare('DELETE FROM peers WHERE url = ?');
  return {
    /** Adds the peer unless known; true when it is new. */
    add(url: string, source: PeerSource, at: string): boolean {
      return insert.run(url, source, at).changes > 0;
    },
    markAdded(url: string): void {
      markAdded.run(url);
    },
    get: (url: string) => get.get(url) as PeerState | undefined,
    all: () => all.all() as PeerState[],
    progress(
      url: string,
      step: { cursor: number; pulled: number; refused: number; lastRefusal: string | null },
      at: string,
    ): void {
      const { cursor, pulled, refused, lastRefusal } = step;
      progress.run({ url, cursor, pulled, refused, last_refusal: lastRefusal, at });
    },
    synced(url: string, at: string): void {
      synced.run(at, url);
    },
    /** False when the peer is no longer in the set (removed while it was being pulled). */
    failed(url: string, error: string, at: string): boolean {
      return failed.run(error.slice(0, 500), at, url).changes > 0;
    },
    remove(url: string): void {
      remove.run(url);
    },
  };
}

export type PeersRepo = ReturnType<typeof peersRepo>;

/**
 * One spelling per peer: lower-case scheme and host, no trailing slash, no query or fragment. Returns undefined
 * for anything that is not an http(s) URL.
 */
export function normalizePeerUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}`;
}
