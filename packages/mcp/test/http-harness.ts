import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from './stdio-harness.js';

/**
 * Runs the BUILT `ainize-mcp --http` as a subprocess, the way an operator starts it, and reads its address from
 * the line it prints on stderr. Port 0 lets the system pick a free loopback port, so tests never race for one.
 */

export interface HttpProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>/mcp`, or null when the process ended without serving. */
  url: string | null;
  stderr(): string;
  stdout(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<string>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<string>;
}

export async function startHttpProcess(args: string[], env: Record<string, string>): Promise<HttpProcess> {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  const exited = new Promise<string>((resolve) => child.on('exit', (code, signal) => resolve(String(signal ?? code))));
  const url = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const found = /serving MCP over Streamable HTTP at (\S+)/.exec(stderr);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  return {
    child,
    url,
    stderr: () => stderr,
    stdout: () => stdout,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
