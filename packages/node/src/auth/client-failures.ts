import { isIPv6 } from 'node:net';

/** What the sign-in throttle remembers of one client. */
export interface ClientFailures {
  /** Times of failed sign-ins still in the window, oldest first. */
  failures: number[];
  /** Attempts admitted and not yet settled: waiting for their turn or being checked. */
  pending: number;
}

/**
 * How long the client must wait before another attempt, 0 when it may try now. Pending attempts count as
 * failures made now, so a burst sent in parallel is held to the same limit as one sent in sequence.
 */
export function waitForClient(
  state: ClientFailures,
  limits: { perClient: number; windowMs: number },
  now: number,
): number {
  const times = [...state.failures, ...Array<number>(state.pending).fill(now)];
  const blocking = times[times.length - limits.perClient];
  return blocking === undefined ? 0 : blocking + limits.windowMs - now;
}

/**
 * The unit a client is counted by: its IPv4 address, or the /64 of an IPv6 one, since a single host is
 * commonly handed a whole /64 and could otherwise take a fresh address for every guess.
 */
export function clientKey(address: string): string {
  const ip = address.split('%')[0] ?? address;
  // IPv4-mapped addresses (::ffff:192.0.2.1) stand for one IPv4 host.
  if (!isIPv6(ip) || ip.includes('.')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
