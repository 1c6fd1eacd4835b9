/**
 * DNS-rebinding and cross-site protection for the port. A web page can make a browser send requests to
 * 127.0.0.1: by re-pointing its own name there (the request then says `Host: evil.example:3499`), or by posting
 * across origins (the request then says `Origin: https://evil.example`). So every request must name this server in
 * `Host`, and a request that carries an `Origin` (browsers always send one across origins) must come from a page
 * served by this same address. MCP clients that are not browsers send no Origin, and are unaffected.
 */

/** The names a loopback server answers to. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Only what a Host header may hold: a name or an address, and a port. No user info, path or spaces. */
const HOST_SHAPE = /^[A-Za-z0-9.\-[\]:]{1,255}$/;

/** True for an address that only this machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(?:\.\d{1,3}){3}$/.test(bare);
}

/** The `host:port` pairs a request may name: the loopback names and the address the server is bound to. */
export function allowedHosts(bindHost: string, port: number): ReadonlySet<string> {
  const bound = bindHost.includes(':') && !bindHost.startsWith('[') ? `[${bindHost}]` : bindHost;
  return new Set([...LOOPBACK_NAMES, bound.toLowerCase()].map((name) => `${name}:${port}`));
}

/** `Host` must be present and name this server, port included. */
export function hostAllowed(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (header === undefined || !HOST_SHAPE.test(header)) return false;
  let url: URL;
  try {
    url = new URL(`http://${header}`);
  } catch {
    return false;
  }
  return allowed.has(`${url.hostname}:${url.port === '' ? '80' : url.port}`);
}

/**
 * No `Origin` is fine (not a browser); one that is present must be an http(s) page on an allowed host and port.
 * `Origin: null` (a sandboxed frame, a file) is refused: it can be anyone.
 */
export function originAllowed(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (header === undefined) return true;
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== header.replace(/\/$/, '')) return false;
  const port = url.port === '' ? (url.protocol === 'https:' ? '443' : '80') : url.port;
  return allowed.has(`${url.hostname}:${port}`);
}
