import { TEACH_AUTH_HEADER, sha256Hex } from '@ainize/core';
import { blobAuthHeader, blobPath } from '../p2p/blob-auth.js';
import type { BuyerDeps } from './buy.js';
import type { Target } from './buy-gates.js';
import type { GatewayClient } from './gateway-client.js';
import type { PurchaseRow } from './purchases.js';

/**
 * The body of a bought knowledge: by the manifest's token, or (paid earlier, or the token refused) by this node's
 * signature as the buyer, checked against the anchor's sha256 before it is stored. A failure is reported, never
 * thrown: the money has moved, and buying the same id again fetches it without paying.
 */
export async function fetchBody(
  deps: BuyerDeps,
  client: GatewayClient,
  target: Target,
  now: () => number,
): Promise<string> {
  const { entry } = target;
  const sha = entry.anchor.patch_sha256;
  const origin = new URL(target.gateway).origin;
  const url = `${origin}${blobPath(sha)}`;
  const token = manifestToken(deps.purchases.get(entry.id));
  const attempts: { how: string; run: () => Promise<Uint8Array> }[] = [];
  if (token) {
    attempts.push({
      how: 'token',
      run: () => client.download(`${url}?token=${encodeURIComponent(token)}`, entry.anchor.size_bytes),
    });
  }
  attempts.push({
    how: 'signature',
    run: () =>
      client.download(url, entry.anchor.size_bytes, {
        [TEACH_AUTH_HEADER]: blobAuthHeader(deps.signer, entry.anchor.author, sha, now()),
      }),
  });
  const problems: string[] = [];
  for (const attempt of attempts) {
    try {
      const bytes = await attempt.run();
      const actual = sha256Hex(bytes);
      if (actual !== sha) {
        problems.push(`${attempt.how}: the body hashes to ${actual}, the anchor says ${sha}`);
        continue;
      }
      deps.blobs.put(bytes, sha);
      deps.purchases.bodyStored(entry.id);
      return `${bytes.length} bytes, sha256 matches the anchor`;
    } catch (err) {
      problems.push(`${attempt.how}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const why = problems.join('; ');
  deps.purchases.bodyMissing(entry.id, why);
  return `failed (${why}); paid and recorded, the body is fetched again by buying ${entry.id} again (nothing is charged)`;
}

function manifestToken(row: PurchaseRow | undefined): string | undefined {
  if (!row?.manifest) return undefined;
  try {
    const token = (JSON.parse(row.manifest) as { download_token?: unknown }).download_token;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}
