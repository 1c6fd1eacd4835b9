import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A port can be "in use" without anyone listening on it (some systems refuse to bind a port whose connections are
 * still open or in TIME-WAIT; Linux with SO_REUSEADDR, as Node's servers set it, does not). A port in the machine's ephemeral range is also where the
 * kernel picks the local side of outgoing connections — including a peer's repeated attempts to reach a node that
 * has not started yet, which can end up connected to itself on the very port that node wants. Such a holder goes
 * away on its own within seconds, so a node waits for it (saying so) instead of failing; a port a server listens on
 * is refused at once.
 */

/** What holds a local TCP port, read from /proc/net/tcp{,6}; empty where /proc is not there. */
export type PortHolder = 'listening' | 'connected' | 'closing';

const TCP_STATES: Record<string, PortHolder> = {
  '01': 'connected', // ESTABLISHED
  '02': 'connected', // SYN_SENT
  '03': 'connected', // SYN_RECV
  '04': 'closing', // FIN_WAIT1
  '05': 'closing', // FIN_WAIT2
  '06': 'closing', // TIME_WAIT
  '08': 'closing', // CLOSE_WAIT
  '09': 'closing', // LAST_ACK
  '0A': 'listening', // LISTEN
  '0B': 'closing', // CLOSING
};

export function portHolders(port: number): PortHolder[] {
  const holders: PortHolder[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || !state) continue;
      if (Number.parseInt(local.split(':')[1] ?? '', 16) !== port) continue;
      const holder = TCP_STATES[state.toUpperCase()];
      if (holder) holders.push(holder);
    }
  }
  return holders;
}

/** The machine's ephemeral port range (Linux), or null where it cannot be read. */
export function ephemeralRange(): [number, number] | null {
  try {
    const [lo, hi] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return lo !== undefined && hi !== undefined && Number.isInteger(lo) && Number.isInteger(hi) ? [lo, hi] : null;
  } catch {
    return null;
  }
}

export class PortTakenError extends Error {
  constructor(
    readonly port: number,
    message: string,
  ) {
    super(message);
    this.name = 'PortTakenError';
  }
}

export interface PortWaitOptions {
  timeoutMs?: number;
  /** Told once, when the wait starts, what holds the port. */
  onWait?: (sentence: string) => void;
  sleepMs?: number;
  /** How the port is tried and read; the real socket and /proc unless a test shows the policy on its own. */
  bind?: (host: string, port: number) => Promise<string | null>;
  holders?: (port: number) => PortHolder[];
}

/**
 * Resolves once `port` on `host` can be bound. A listening server on it is refused at once; connections that merely
 * use it as their local side are waited out (30 s by default), then refused naming them.
 */
export async function waitForPort(host: string, port: number, options: PortWaitOptions = {}): Promise<void> {
  if (port === 0) return;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  let told = false;
  for (;;) {
    const code = await (options.bind ?? tryBind)(host, port);
    if (code === null) return;
    if (code !== 'EADDRINUSE') throw new PortTakenError(port, `port ${port} on ${host} is not available (${code})`);
    const holders = (options.holders ?? portHolders)(port);
    if (holders.includes('listening') || holders.length === 0)
      throw new PortTakenError(port, `port ${port} on ${host} is taken by another process`);
    const what = describe(holders);
    if (!told) {
      options.onWait?.(
        `port ${port} on ${host} is held by ${what}, not by a server (the kernel lends ports of its ephemeral range ` +
          'to outgoing connections); waiting for it to close',
      );
      told = true;
    }
    if (Date.now() > deadline)
      throw new PortTakenError(
        port,
        `port ${port} on ${host} stayed held by ${what}; choose a port below the ephemeral range`,
      );
    await new Promise((done) => setTimeout(done, options.sleepMs ?? 250));
  }
}

function describe(holders: PortHolder[]): string {
  const connected = holders.filter((h) => h === 'connected').length;
  const closing = holders.length - connected;
  return [connected > 0 ? `${connected} open connection(s)` : '', closing > 0 ? `${closing} closing one(s)` : '']
    .filter(Boolean)
    .join(' and ');
}

function tryBind(host: string, port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'EUNKNOWN'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}
