import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deadUrl } from './node-fixture.js';

/**
 * The upstream MCP servers the data-source tests speak to, each a real process: `server-everything` from npm (the
 * reference server, over stdio, Streamable HTTP and HTTP+SSE) and this package's subgraph-shaped fixture (stdio and
 * Streamable HTTP). Nothing here reaches beyond 127.0.0.1.
 */

const require = createRequire(import.meta.url);

/** server-everything's launcher: `node <it> stdio | streamableHttp | sse`. */
export const EVERYTHING = join(
  dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')),
  'dist/index.js',
);

/** The subgraph-shaped fixture: `node <it> stdio | http [port]`. */
export const SUBGRAPH_FIXTURE = join(import.meta.dirname, 'subgraph-fixture.mjs');

export interface HttpSource {
  /** Where the MCP endpoint answers. */
  url: string;
  child: ChildProcess;
  /** Everything the server wrote on stderr so far. */
  stderr(): string;
  stop(): Promise<void>;
}

/** Starts server-everything over `streamableHttp` (answers on /mcp) or `sse` (on /sse) on a free local port. */
export async function startEverything(mode: 'streamableHttp' | 'sse'): Promise<HttpSource> {
  const base = await deadUrl();
  const port = new URL(base).port;
  const path = mode === 'sse' ? '/sse' : '/mcp';
  return startHttp(EVERYTHING, [mode], { PORT: port }, () => `${base}${path}`, /listening on port|running on port/);
}

/** Starts the subgraph fixture over Streamable HTTP on a free local port. */
export function startSubgraphFixture(env: Record<string, string> = {}): Promise<HttpSource> {
  let url = '';
  return startHttp(
    SUBGRAPH_FIXTURE,
    ['http', '0'],
    env,
    () => url,
    /listening (http:\S+)/,
    (m) => (url = m[1] ?? ''),
  );
}

function startHttp(
  script: string,
  args: string[],
  env: Record<string, string>,
  url: () => string,
  ready: RegExp,
  onReady?: (match: RegExpExecArray) => void,
): Promise<HttpSource> {
  const child = spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    await gone;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} ${args.join(' ')} did not start: ${stderr}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} ${args.join(' ')} exited with ${code}: ${stderr}`));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const match = ready.exec(stderr);
      if (match) {
        clearTimeout(timer);
        onReady?.(match);
        resolve({ url: url(), child, stderr: () => stderr, stop });
      }
    });
  });
}
