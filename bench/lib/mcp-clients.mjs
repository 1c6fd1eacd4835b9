// How the MCP bench sections reach a server: the official SDK client over stdio (the server a child process) or over
// Streamable HTTP (the server already listening), and the minimal relays every read tool is measured against.
import { spawn } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/** Starts a stdio server as a child process and connects the SDK client to it, as an agent host would. */
export async function connectStdio(name, args, env) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args,
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const client = new Client({ name: `bench-${name}`, version: '0' });
  try {
    await client.connect(transport);
  } catch (err) {
    throw new Error(`${name} did not start: ${err instanceof Error ? err.message : err}\n${stderr}`);
  }
  // A host lists the tools before calling them; the SDK client then checks every structured answer against
  // the tool's output schema, which is part of what the agent waits for.
  const { tools } = await client.listTools();
  return { client, pid: transport.pid, tools: tools.map((t) => t.name) };
}

/** Connects the SDK client to a Streamable HTTP server that is already listening, and lists its tools. */
export async function connectHttp(name, url) {
  const transport = new StreamableHTTPClientTransport(new URL(url));
  const client = new Client({ name: `bench-${name}`, version: '0' });
  await client.connect(transport);
  const { tools } = await client.listTools();
  return { client, tools: tools.map((t) => t.name) };
}

/**
 * Spawns a server that prints the line `pattern` matches on stderr (or stdout) once it listens, and resolves with
 * the first capture group (its URL) and the child.
 */
export function spawnListening(args, env, pattern) {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`no listening line within 30 s:\n${said}`)), 30_000);
    const hear = (chunk) => {
      said += chunk.toString('utf8');
      const found = pattern.exec(said);
      if (found) {
        clearTimeout(timer);
        resolve({ url: found[1], child, pid: child.pid });
      }
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code} before listening:\n${said}`));
    });
  });
}

const sdk = (path) => JSON.stringify(import.meta.resolve(`@modelcontextprotocol/sdk/${path}`));
const zod = JSON.stringify(import.meta.resolve('zod'));

const RELAY_TOOL = `
function relayServer() {
  const server = new McpServer({ name: 'bench-relay', version: '0' });
  server.registerTool('relay', { inputSchema: { path: z.string() } }, async ({ path }) => {
    const res = await fetch(process.env.RELAY_NODE_URL + path, { headers: { accept: 'application/json' } });
    return { content: [{ type: 'text', text: await res.text() }], ...(res.ok ? {} : { isError: true }) };
  });
  return server;
}`;

/**
 * The least a stdio MCP server that answers from the node can do: the same SDK server class, one tool that
 * fetches the path it is given and hands the body back as text — no validation, mapping or scrubbing. Its time
 * is the best any design can reach that asks the node over HTTP on every call.
 */
export const STDIO_RELAY = `
import { McpServer } from ${sdk('server/mcp.js')};
import { StdioServerTransport } from ${sdk('server/stdio.js')};
import * as z from ${zod};
${RELAY_TOOL}
await relayServer().connect(new StdioServerTransport());
`;

/**
 * The same relay over Streamable HTTP, written the way the SDK's own example is: one transport per session, found
 * by its Mcp-Session-Id, the SDK reading each body itself — and none of the guards, limits or resumable streams of
 * ainize-mcp --http.
 */
export const HTTP_RELAY = `
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { McpServer } from ${sdk('server/mcp.js')};
import { StreamableHTTPServerTransport } from ${sdk('server/streamableHttp.js')};
import * as z from ${zod};
${RELAY_TOOL}
const sessions = new Map();
const http = createServer(async (req, res) => {
  let transport = sessions.get(req.headers['mcp-session-id']);
  if (!transport) {
    transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => sessions.set(id, transport),
    });
    await relayServer().connect(transport);
  }
  await transport.handleRequest(req, res);
});
http.listen(0, '127.0.0.1', () => console.log('relay at http://127.0.0.1:' + http.address().port + '/mcp'));
`;

/** The time one call of `name` takes through `client`; an error answer is thrown, not timed. */
export function mcpCall(client, name, args) {
  return async (i) => {
    const result = await client.callTool({ name, arguments: args(i) });
    if (result.isError) throw new Error(`${name} answered an error: ${JSON.stringify(result.content).slice(0, 300)}`);
  };
}
