import { isAddress, readCappedText } from '@ainize/core';

const FETCH_TIMEOUT_MS = 10_000;
/** A page of 500 records is a few MB at most; anything far larger is a peer trying to exhaust our memory. */
export const MAX_PAGE_BYTES = 32 * 1024 * 1024;
/** `/healthz` is a few hundred bytes. */
const MAX_HEALTH_BYTES = 16 * 1024;

/** The peer's page did not fit in MAX_PAGE_BYTES: the puller asks for fewer records and tries again. */
export class PageTooLargeError extends Error {
  override readonly name = 'PageTooLargeError';
}

/** What the puller asks of a peer over HTTP. */
export interface PeerClient {
  /** Records after `since`, oldest first, at most `limit` of them. */
  records(url: string, since: number, limit: number): Promise<unknown[]>;
  /**
   * The address the peer says is its own (`GET /healthz` → `address`); null when it answers without one, undefined
   * when it could not be asked.
   */
  identity(url: string): Promise<string | null | undefined>;
}

export function peerClient(doFetch: typeof fetch, abort: AbortSignal): PeerClient {
  const signal = () => AbortSignal.any([abort, AbortSignal.timeout(FETCH_TIMEOUT_MS)]);
  return {
    async records(url, since, limit) {
      const res = await doFetch(`${url}/p2p/records?since=${since}&limit=${limit}`, {
        signal: signal(),
        headers: { accept: 'application/json' },
        redirect: 'error',
      });
      if (!res.ok) throw new Error(`GET /p2p/records answered ${res.status}`);
      const text = await readCappedText(res, MAX_PAGE_BYTES);
      if (text === null) throw new PageTooLargeError(`GET /p2p/records answered more than ${MAX_PAGE_BYTES} bytes`);
      const body = JSON.parse(text) as { items?: unknown };
      if (!Array.isArray(body.items)) throw new Error('GET /p2p/records answered without an items array');
      return body.items as unknown[];
    },
    async identity(url) {
      let res: Response;
      try {
        res = await doFetch(`${url}/healthz`, { signal: signal(), redirect: 'error' });
      } catch {
        // Down, or not answering yet (a cluster's nodes start one after another): ask again at the next pass.
        return undefined;
      }
      if (!res.ok) return null;
      const text = await readCappedText(res, MAX_HEALTH_BYTES).catch(() => null);
      try {
        const address = text === null ? undefined : (JSON.parse(text) as { address?: unknown }).address;
        return isAddress(address) ? address : null;
      } catch {
        // A peer that is not a node of ours names no key; its records are rationed like anyone's.
        return null;
      }
    },
  };
}
