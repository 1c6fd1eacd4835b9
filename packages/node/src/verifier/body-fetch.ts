import { sameAddress } from '@ainize/core';
import { BLOB_AUTH_HEADER, blobAuthHeader, blobPath } from '../p2p/blob-auth.js';
import type { RecordSigner } from '../ledger/record.js';

/**
 * Getting a knowledge body from the node that holds it: the author's node, found among the configured peers by
 * the address each reports on `/healthz`. Peers are re-asked when the author is not among those already known,
 * so a peer that was down at the first attempt is found later.
 */

/** Why no body could be had; the loop retries later instead of attesting, since nothing was measured. */
export class BodyUnavailableError extends Error {
  constructor(message: string) {
    super(`blob_unavailable: ${message}`);
    this.name = 'BodyUnavailableError';
  }
}

export interface PeerDirectory {
  /** The base URL of the peer whose node address is `address`, if any configured peer reports it. */
  urlOf(address: string): Promise<string | undefined>;
}

/** Per-request time limit: a hung peer must not hold the verifier loop. */
const FETCH_TIMEOUT_MS = 30_000;

export function peerDirectory(peers: () => readonly string[], fetchFn: typeof fetch = fetch): PeerDirectory {
  const known = new Map<string, string>();
  const trim = (url: string): string => url.replace(/\/+$/, '');
  async function refresh(): Promise<void> {
    await Promise.all(
      peers().map(async (peer) => {
        try {
          const res = await fetchFn(`${trim(peer)}/healthz`, { signal: AbortSignal.timeout(5_000) });
          if (!res.ok) return;
          const body = (await res.json()) as { address?: unknown };
          if (typeof body.address === 'string') known.set(body.address.toLowerCase(), trim(peer));
        } catch {
          // An unreachable peer is simply not a source this round.
        }
      }),
    );
  }
  return {
    async urlOf(address) {
      const key = address.toLowerCase();
      if (!known.has(key)) await refresh();
      return known.get(key);
    },
  };
}

export interface FetchBodyInput {
  sha256: string;
  author: string;
  signer: RecordSigner;
  peers: PeerDirectory;
  now: () => number;
  fetchFn?: typeof fetch;
}

/** The bytes as served; the caller checks them against the anchor (a peer may lie). */
export async function fetchBody(input: FetchBodyInput): Promise<Uint8Array> {
  const { sha256, author, signer, peers, now } = input;
  const fetchFn = input.fetchFn ?? fetch;
  if (sameAddress(author, signer.address)) throw new BodyUnavailableError('this node authored it but does not hold it');
  const url = await peers.urlOf(author);
  if (url === undefined) throw new BodyUnavailableError(`no configured peer reports the author ${author}`);
  let res: Response;
  try {
    res = await fetchFn(`${url}${blobPath(sha256)}`, {
      // The header names the serving node, which is the author's node we located by its address.
      headers: { [BLOB_AUTH_HEADER]: blobAuthHeader(signer, author, sha256, now()) },
      // A redirect would carry the single-use header elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (err) {
    throw new BodyUnavailableError(`${url} did not answer (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!res.ok) {
    const detail = await res.text().catch(() => '');
    throw new BodyUnavailableError(`${url} answered ${res.status} ${detail.slice(0, 200)}`);
  }
  return new Uint8Array(await res.arrayBuffer());
}
