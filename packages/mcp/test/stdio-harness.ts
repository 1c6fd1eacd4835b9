import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';

/**
 * Runs the BUILT `ainize-mcp` as a subprocess and speaks to it with the SDK client over stdio, exactly as an
 * MCP client would. A small wrapper between the two keeps a copy of every byte the server wrote to stdout, so a
 * test can prove that nothing but protocol frames went there.
 */

export const ROOT = resolve(import.meta.dirname, '../../..');
export const BIN = join(ROOT, 'packages/mcp/dist/bin.js');

/** Builds the server once per test file; the tests run against what ships, not the sources. */
export function buildServer(): void {
  execFileSync('npx', ['tsc', '-b', 'packages/mcp'], { cwd: ROOT, stdio: 'inherit' });
}

// Answers are read field by field in assertions; typing every tool's answer again here would only restate the
// output schemas the SDK already checked, so the parsed JSON stays untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface StdioSession {
  client: Client;
  /** Everything the server wrote on stderr so far. */
  stderr(): string;
  /** How many notifications/tools/list_changed arrived. */
  listChanged(): number;
  /** Every text the server answered with, for a secret hunt at the end. */
  texts: string[];
  call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; text: string; json: Json }>;
  /** Closes stdin and resolves with the server's exit code (or signal name). */
  close(): Promise<string>;
  /** The server's stdout, byte for byte, split into lines. */
  stdoutLines(): string[];
}

export async function startStdio(
  env: Record<string, string>,
  options: {
    nodeArgs?: string[];
    clientName?: string;
    /** Runs before the client connects: a handler set here hears what the server sends right after initialize. */
    beforeConnect?: (client: Client) => void;
  } = {},
): Promise<StdioSession> {
  const work = mkdtempSync(join(tmpdir(), 'ainize-mcp-stdio-'));
  const wrapper = join(work, 'tee.mjs');
  const captured = join(work, 'stdout.bin');
  const exitFile = join(work, 'exit-code');
  const childArgs = [...(options.nodeArgs ?? []), BIN];
  writeFileSync(
    wrapper,
    `import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
writeFileSync(${JSON.stringify(captured)}, '');
const child = spawn(process.execPath, ${JSON.stringify(childArgs)}, { stdio: ['pipe', 'pipe', 'inherit'] });
process.stdin.pipe(child.stdin);
child.stdout.on('data', (chunk) => { appendFileSync(${JSON.stringify(captured)}, chunk); process.stdout.write(chunk); });
child.on('exit', (code, signal) => { writeFileSync(${JSON.stringify(exitFile)}, String(signal ?? code)); process.exit(0); });
`,
  );
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [wrapper],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const client = new Client({ name: options.clientName ?? 'stdio-test', version: '0' });
  let changes = 0;
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    changes++;
  });
  options.beforeConnect?.(client);
  await client.connect(transport);
  const texts: string[] = [];
  let stdout: string | undefined;
  return {
    client,
    texts,
    stderr: () => stderr,
    listChanged: () => changes,
    call: async (name, args) => {
      const result = await client.callTool({ name, arguments: args });
      const text = (result.content as { text?: string }[]).map((c) => c.text ?? '').join('');
      texts.push(text, JSON.stringify(result.structuredContent ?? null));
      // Our answers are JSON; input the SDK refuses before any handler runs comes back as its own plain text.
      const json = text.startsWith('{') ? JSON.parse(text) : { sdk_text: text };
      return { isError: result.isError === true, text, json };
    },
    close: async () => {
      await client.close();
      for (let i = 0; i < 50 && !existsSync(exitFile); i++) await new Promise((r) => setTimeout(r, 100));
      const code = existsSync(exitFile) ? readFileSync(exitFile, 'utf8') : 'still running';
      stdout = readFileSync(captured, 'utf8');
      rmSync(work, { recursive: true, force: true });
      return code;
    },
    stdoutLines: () => {
      const lines = (stdout ?? readFileSync(captured, 'utf8')).split('\n');
      if (lines.at(-1) === '') lines.pop();
      return lines;
    },
  };
}
