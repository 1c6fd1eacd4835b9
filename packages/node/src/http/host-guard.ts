import { isIP } from 'node:net';
import { isLoopback } from '@ainize/core';
import type { NodeConfig } from '../home/config-schema.js';
import { HttpError } from './errors.js';

/**
 * DNS-rebinding and cross-site protection for the node's port, for the API and the console alike.
 *
 * - `Host` must name this node: an IP address (a browser's origin is then that address, so nothing is re-pointed),
 *   a loopback name, the host of `publicUrl`, or a name listed in `allowedHosts`. A page at `evil.example` that
 *   re-points its own name at this machine sends `Host: evil.example` and is refused.
 * - `Origin`, when sent (browsers send it across origins and on every write), must be this same host, or one of the
 *   names above: a page of another site gets a refusal before any route runs. Clients that are not browsers send
 *   no Origin and are unaffected.
 */

/** Only what a Host header may hold: a name or an address, and a port. No user info, path or spaces. */
const HOST_SHAPE = /^[A-Za-z0-9.\-[\]:]{1,255}$/;

export interface HostPolicy {
  /** Lower-case host names (no port) this node answers to besides addresses and loopback names. */
  names: ReadonlySet<string>;
}

export function hostPolicy(config: Pick<NodeConfig, 'allowedHosts' | 'publicUrl' | 'host'>): HostPolicy {
  const names = new Set<string>();
  for (const entry of config.allowedHosts) {
    const name = hostnameOf(entry);
    if (name !== undefined) names.add(name);
  }
  if (config.publicUrl !== undefined) names.add(new URL(config.publicUrl).hostname.toLowerCase());
  const bound = hostnameOf(config.host);
  if (bound !== undefined) names.add(bound);
  return { names };
}

/** The host name of a `name[:port]` value, lower-cased; undefined when it is not one. */
function hostnameOf(value: string): string | undefined {
  if (!HOST_SHAPE.test(value)) return undefined;
  try {
    return new URL(
      `http://${value.includes(':') && !value.startsWith('[') && isIP(value) === 6 ? `[${value}]` : value}`,
    ).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

function nameAllowed(hostname: string, policy: HostPolicy): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 || isLoopback(hostname) || policy.names.has(hostname);
}

/** Refuses a request whose Host or Origin does not name this node (403, before any route or body is read). */
export function guardHostAndOrigin(
  headers: { host?: string | undefined; origin?: string | string[] | undefined },
  policy: HostPolicy,
): void {
  const host = headers.host;
  const hostname = host === undefined ? undefined : hostnameOf(host);
  if (hostname === undefined || !nameAllowed(hostname, policy)) {
    throw new HttpError(
      403,
      'host_not_allowed: the Host header does not name this node; list the name in allowedHosts ' +
        '(AINIZE_ALLOWED_HOSTS) or publicUrl to serve it',
    );
  }
  const origin = headers.origin;
  if (origin === undefined) return;
  if (typeof origin !== 'string' || !originMatches(origin, host ?? '', policy)) {
    throw new HttpError(
      403,
      'origin_not_allowed: requests from a page of another site are not served; open the console at this node ' +
        'itself',
    );
  }
}

/** The Origin is an http(s) page of this same host and port, or of a name this node is configured to answer to. */
function originMatches(origin: string, host: string, policy: HostPolicy): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== origin.replace(/\/$/, '')) return false;
  if (url.host === host.toLowerCase()) return true;
  return policy.names.has(url.hostname.toLowerCase());
}
