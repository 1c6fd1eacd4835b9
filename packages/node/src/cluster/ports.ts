import { createServer } from 'node:net';

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

/** One sentence per endpoint that cannot be bound, e.g. `port 3422 on 127.0.0.1 is taken by another process`. */
export async function unavailablePorts(endpoints: readonly Endpoint[]): Promise<string[]> {
  const problems = await Promise.all(endpoints.map(probe));
  return problems.filter((p): p is string => p !== undefined);
}

function probe({ host, port }: Endpoint): Promise<string | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) => {
      // EACCES below 1024 without privileges, EADDRNOTAVAIL for a host not on this machine.
      const reason = err.code === 'EADDRINUSE' ? 'taken by another process' : `not available (${err.code})`;
      resolve(`port ${port} on ${host} is ${reason}`);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}
