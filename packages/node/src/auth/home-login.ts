import {
  type ReplayCache,
  TEACH_AUTH_HEADER,
  buildTeachAuth,
  parseTeachAuth,
  sameAddress,
  verifyTeachAuth,
} from '@ainize/core';
import { HttpError } from '../http/errors.js';
import { isLoopbackHost } from './exposure.js';

/**
 * The owner's way in that no password guesser can block: `ainize login` proves it can read the home's
 * config.json (mode 0600, the node's private key) by signing one request with the node's own key, in the
 * teaching-key header format under a purpose of its own, so no teaching header can pass for it. The signature
 * binds this node, this method and path, and the moment; the node takes it once (spent headers are kept in the
 * store) and only within a minute. Holding the key already means owning the node, so this skips the password
 * and its throttle, and opens the same kind of session a password sign-in does.
 */

export const HOME_LOGIN_PATH = '/api/auth/home-login';
const HOME_LOGIN_METHOD = 'POST';
const HOME_LOGIN_PURPOSE = 'operator-home-login';
/** The CLI signs right before it sends, on the same machine and clock; a minute covers a slow start. */
const HOME_LOGIN_SKEW_MS = 60_000;

/** The header `ainize login` sends: `x-ngram-auth` signed by the node's own key. */
export function homeLoginHeaders(identity: { address: string; privateKey: string }, now: number) {
  const header = buildTeachAuth({
    privateKey: identity.privateKey,
    ts: now,
    nodeAddress: identity.address,
    method: HOME_LOGIN_METHOD,
    pathWithQuery: HOME_LOGIN_PATH,
    purpose: HOME_LOGIN_PURPOSE,
  });
  return { [TEACH_AUTH_HEADER]: header };
}

export interface HomeLoginProof {
  header: string | undefined;
  /** The request target as sent; anything but the bare path fails the signature. */
  pathWithQuery: string;
  nodeAddress: string;
}

/** Throws 401 unless `proof` is a fresh, unspent header signed by the node's own key for this route. */
export function verifyHomeLogin(proof: HomeLoginProof, now: number, replay: ReplayCache): void {
  // Before the signature check, so a header from any other key is refused without a row in the replay store.
  const claimed = claimedSigner(proof.header);
  if (claimed !== undefined && !sameAddress(claimed, proof.nodeAddress)) {
    throw new HttpError(401, "invalid_signature: home sign-in must be signed with this node's own key", {
      reason: 'not_node_key',
    });
  }
  const result = verifyTeachAuth({
    header: proof.header,
    nodeAddress: proof.nodeAddress,
    method: HOME_LOGIN_METHOD,
    pathWithQuery: proof.pathWithQuery,
    purpose: HOME_LOGIN_PURPOSE,
    now,
    replay,
    skewMs: HOME_LOGIN_SKEW_MS,
  });
  // A valid signature is by the address the header names (verifyTeachAuth checks that), which is this node's.
  if (!result.ok) {
    throw new HttpError(401, `invalid_signature: home sign-in refused (${result.reason}: ${result.detail})`, {
      reason: result.reason,
    });
  }
}

/** The address a header says signed it; undefined when it does not parse, which the full check then names. */
function claimedSigner(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  try {
    return parseTeachAuth(header).address;
  } catch {
    return undefined;
  }
}

/**
 * Refuses (403) a home sign-in that did not come from this machine: from loopback, or from one of the
 * machine's own addresses to itself (what a node bound to a LAN address sees from a local CLI). A remote
 * host cannot complete a TCP handshake from our address, so neither can be faked from outside. The signature
 * already needs the key; this keeps a copied key from opening sessions from elsewhere.
 */
export function requireThisMachine(socket: {
  remoteAddress?: string | undefined;
  localAddress?: string | undefined;
}): void {
  const { remoteAddress, localAddress } = socket;
  if (remoteAddress !== undefined && (isLoopbackHost(remoteAddress) || remoteAddress === localAddress)) return;
  throw new HttpError(403, 'not_this_machine: home sign-in is taken only from the machine the node runs on');
}
