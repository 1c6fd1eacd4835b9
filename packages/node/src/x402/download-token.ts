import { randomBytes } from 'node:crypto';
import { sameAddress, sha256Hex } from '@ainize/core';
import type { GatewayRepo, TokenRow } from './repo.js';

/**
 * The download token of a sale: 32 random bytes, good for 24 hours, for one body and one buyer. Only its sha256 is
 * stored, so a copy of the database opens no download.
 */
export const DOWNLOAD_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function issueDownloadToken(
  repo: GatewayRepo,
  grant: { patch_id: string; body_sha256: string; buyer: string; tx_hash: string },
  now: number,
): string {
  const token = randomBytes(32).toString('base64url');
  repo.addToken({ ...grant, token_sha256: sha256Hex(token), issued_at: now, expires_at: now + DOWNLOAD_TOKEN_TTL_MS });
  return token;
}

/** The grant behind a token presented for `bodySha256`, or undefined when it is unknown, expired or for another body. */
export function redeemDownloadToken(
  repo: GatewayRepo,
  token: string,
  bodySha256: string,
  now: number,
  buyer?: string,
): TokenRow | undefined {
  const row = repo.token(sha256Hex(token));
  if (!row || row.body_sha256 !== bodySha256 || row.expires_at < now) return undefined;
  if (buyer !== undefined && !sameAddress(buyer, row.buyer)) return undefined;
  return row;
}
