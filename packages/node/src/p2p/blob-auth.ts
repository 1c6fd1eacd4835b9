import { TEACH_AUTH_HEADER, teachAuthMessage, type TeachAuthTarget } from '@ainize/core';
import type { RecordSigner } from '../ledger/record.js';

/**
 * `GET /p2p/blob/<sha256>` is signed with the teaching-key scheme under the purpose `blob`:
 *   `blob:<serving node address>:GET:/p2p/blob/<sha256>:<ts>`, header `<address>:<ts>:<sig>:v2`.
 * The message names the blob (it is in the path), the node asked and the time, so a header captured in transit
 * is good for that one body from that one node for five minutes, and only once (the node's replay cache).
 */
export const BLOB_PURPOSE = 'blob';

export const blobPath = (sha256: string): string => `/p2p/blob/${sha256}`;

export function blobTarget(nodeAddress: string, sha256: string): TeachAuthTarget {
  return { nodeAddress, method: 'GET', pathWithQuery: blobPath(sha256), purpose: BLOB_PURPOSE };
}

/** Built from a RecordSigner so the key never leaves its owner; the header equals core's buildTeachAuth output. */
export function blobAuthHeader(signer: RecordSigner, nodeAddress: string, sha256: string, ts: number): string {
  const sig = signer.sign(teachAuthMessage(blobTarget(nodeAddress, sha256), ts));
  return `${signer.address}:${ts}:${sig}:v2`;
}

export { TEACH_AUTH_HEADER as BLOB_AUTH_HEADER };
