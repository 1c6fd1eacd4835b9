import { PortTakenError, ephemeralRange, waitForPort } from '../../http/port-wait.js';

/**
 * Whether the cluster's ports can be bound, asked by binding them for a moment on the host the nodes will use.
 * Asking first means a taken port is reported before anything is written, instead of by a node that fails
 * to start halfway through an `up`. Another process can still take a port between the probe and the node's
 * start; `up` handles that failure too.
 */

export interface Endpoint {
  host: string;
  port: number;
}

/**
 * One sentence per endpoint that cannot be bound, e.g. `port 3422 on 127.0.0.1 is taken by another process`. A port
 * held only by connections (a peer's outgoing one, or one connected to itself) is waited for, and `onWait` says so.
 */
export async function unavailablePorts(
  endpoints: readonly Endpoint[],
  onWait?: (sentence: string) => void,
): Promise<string[]> {
  const problems = await Promise.all(
    endpoints.map(({ host, port }) =>
      waitForPort(host, port, onWait ? { onWait } : {}).then(
        () => undefined,
        (err: unknown) => (err instanceof PortTakenError ? err.message : String(err)),
      ),
    ),
  );
  return problems.filter((p): p is string => p !== undefined);
}

/** The cluster's ports that lie in the machine's ephemeral range, where outgoing connections can take them. */
export function portsInEphemeralRange(ports: readonly number[], range = ephemeralRange()): number[] {
  if (range === null) return [];
  return ports.filter((p) => p >= range[0] && p <= range[1]);
}

export function ephemeralWarning(ports: readonly number[], range = ephemeralRange()): string | null {
  const inside = portsInEphemeralRange(ports, range);
  if (inside.length === 0 || range === null) return null;
  return (
    `warning: port(s) ${inside.join(', ')} lie in this machine's ephemeral range (${range[0]}-${range[1]}), from which ` +
    'the kernel lends ports to outgoing connections — including the nodes’ own connections to each other — so a ' +
    `node may have to wait for its port to come free; a --port-base below ${range[0]} avoids it`
  );
}
