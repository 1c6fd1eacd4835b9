import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScrubber, type TrainingRow } from '@ainize/core';
import { initHome, startNode, type RunningNode } from '@ainize/node';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ElicitRequestSchema,
  ToolListChangedNotificationSchema,
  type ElicitRequest,
  type ElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import {
  ownPublishDeps,
  publishTaughtKnowledge,
  type KnowledgeSpec,
  type PublishDeps,
  type PublishResult,
} from '../../node/src/seed/publish.js';
import { loadConfig } from '../src/config/index.js';
import { JobRegistry } from '../src/jobs/index.js';
import { LessonBook } from '../src/teach/lesson-book.js';
import { PurchaseJournal } from '../src/money/journal.js';
import { QuoteBook } from '../src/money/quotes.js';
import { NodeClient, type RequestRecorder } from '../src/node-client/index.js';
import { createAinizeServer } from '../src/server.js';
import { combinedScrubber, type ServerContext } from '../src/tools/context.js';
import { registerTools, type ToolDefinition } from '../src/tools-kit/index.js';
import type { Json } from './stdio-harness.js';

/**
 * What the MCP tests share: a real embedded node in a temporary home, an in-process MCP session in front of it,
 * an address where nothing listens, and one way to call a tool and read its answer. Plain helpers only: every
 * test file still owns its beforeAll/afterAll, its seeded knowledges and its canary.
 */

/** The node settings every MCP test runs with: quiet, a small model, and no verifier running on its own. */
const NODE_ENV = {
  AINIZE_LOG_LEVEL: 'silent',
  AINIZE_MODEL_ROWS: '16384',
  AINIZE_VERIFIER_AUTO: 'false',
};

export interface TestNode {
  node: RunningNode;
  /** The temporary folder holding the node's home; removed by close(). */
  dir: string;
  /** The node's own key, which signs what publish() announces. */
  signer: PublishDeps['signer'];
  /** Teaches the node's model the rows and announces the knowledge, filed under the node's name as author. */
  publish(spec: KnowledgeSpec, rows: TrainingRow[]): Promise<PublishResult>;
  close(): Promise<void>;
}

/** A node's home made but not started: its address is known, so other nodes can be told about it first. */
export interface TestHome {
  name: string;
  dir: string;
  address: string;
}

/** Makes a node's home in a fresh temporary folder, without starting it. */
export function prepareTestHome(name: string): TestHome {
  const dir = mkdtempSync(join(tmpdir(), `ainize-mcp-${name}-`));
  const made = initHome({ home: join(dir, 'node'), name, port: 0 });
  return { name, dir, address: made.config.identity.address };
}

/**
 * Starts a node named `name` in a fresh temporary home (or in `home`, made earlier). With `password`, the operator
 * password is set through the node's own first-run route, so a test that hunts for it hunts for a real credential.
 */
export async function startTestNode(
  name: string,
  options: { password?: string; env?: Record<string, string>; home?: TestHome } = {},
): Promise<TestNode> {
  const prepared = options.home ?? prepareTestHome(name);
  const dir = prepared.dir;
  let node: RunningNode | undefined;
  try {
    const home = join(dir, 'node');
    node = await startNode(home, { ...NODE_ENV, ...options.env });
    if (options.password !== undefined) {
      const setup = await fetch(`${node.url}/api/auth/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: options.password }),
      });
      if (setup.status !== 200) throw new Error(`the node refused the operator password setup: HTTP ${setup.status}`);
    }
  } catch (thrown) {
    await node?.close();
    rmSync(dir, { recursive: true, force: true });
    throw thrown;
  }
  const running = node;
  const deps = ownPublishDeps(running, name);
  const signer = deps.signer;
  return {
    node: running,
    dir,
    signer,
    publish: (spec, rows) => publishTaughtKnowledge(deps, spec, rows),
    close: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SessionOptions {
  /** Declares native task support on the client, so tools that offer tasks can be called as one. */
  tasks?: boolean;
  /**
   * Serves only these tools, on a bare server with tools and nothing else, instead of the whole server the
   * command builds. A test of a handful of tools then sees exactly those.
   */
  only?: readonly ToolDefinition<ServerContext>[];
  /** The name the client (and a bare server) gives itself; it shows in logs only. */
  name?: string;
  /** Hears every request the node client sends, for tests that assert what was NOT called. */
  record?: RequestRecorder;
  /** The purchase journal to share (by default the state directory's, or one in memory for this session). */
  journal?: PurchaseJournal;
  /**
   * Declares form elicitation on the client and answers each request with this: what the person in the client
   * would have done with the confirmation form.
   */
  elicit?: (request: ElicitRequest['params']) => ElicitResult | Promise<ElicitResult>;
}

export interface InProcessSession {
  client: Client;
  /** The node client behind the server, with the credentials the environment gave it. */
  nodeClient: NodeClient;
  context: ServerContext;
  /** How many notifications/tools/list_changed the client has received. */
  listChanged(): number;
  close(): Promise<void>;
}

/**
 * A server and a client joined by linked in-memory transports, set up from `env` the way the command sets itself
 * up: AINIZE_NODE_URL defaults to `nodeUrl`, and the node client carries an operator credential or a teaching key
 * only when the environment names one. The whole server also learns the node once connected, as the command does.
 */
export async function inProcessSession(
  nodeUrl: string,
  env: Record<string, string> = {},
  options: SessionOptions = {},
): Promise<InProcessSession> {
  const config = loadConfig({ AINIZE_NODE_URL: nodeUrl, ...env });
  const scrubber = createScrubber({ knownSecrets: config.knownSecrets });
  const { operatorPassword, operatorToken, teachKey } = config.secrets;
  const nodeClient = new NodeClient({
    baseUrl: nodeUrl,
    scrubber,
    operator: {
      ...(operatorToken === undefined ? {} : { token: operatorToken }),
      ...(operatorPassword === undefined ? {} : { password: operatorPassword }),
    },
    ...(teachKey ? { teachKey: { privateKey: teachKey.privateKey, address: teachKey.address } } : {}),
    ...(options.record ? { recordRequests: options.record } : {}),
  });
  const name = options.name ?? 'node-fixture';
  let server: McpServer;
  let context: ServerContext;
  let learnNode: (() => Promise<void>) | undefined;
  if (options.only) {
    context = {
      config,
      client: nodeClient,
      scrubber: combinedScrubber(scrubber, nodeClient),
      jobs: new JobRegistry(),
      journal: options.journal ?? PurchaseJournal.inMemory(),
      quotes: new QuoteBook(),
      servesModel: null,
      lessons: new LessonBook(config.public.max_teach_jobs),
      teachDoor: null,
    };
    server = new McpServer({ name, version: '0' }, { capabilities: { tools: {} } });
    registerTools(server, options.only, context);
  } else {
    const built = createAinizeServer({
      config,
      client: nodeClient,
      scrubber,
      ...(options.journal ? { journal: options.journal } : {}),
    });
    ({ server, context, learnNode } = built);
  }
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client(
    { name, version: '0' },
    {
      capabilities: {
        ...(options.tasks ? { tasks: { requests: { tools: { call: {} } } } } : {}),
        ...(options.elicit ? { elicitation: { form: {} } } : {}),
      },
    },
  );
  const elicit = options.elicit;
  if (elicit) client.setRequestHandler(ElicitRequestSchema, (request) => elicit(request.params));
  let changes = 0;
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    changes++;
  });
  await server.connect(serverSide);
  await client.connect(clientSide);
  await learnNode?.();
  return { client, nodeClient, context, listChanged: () => changes, close: () => client.close() };
}

/** A local address where nothing listens: a port the system just handed out and took back. */
export async function deadUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((done) => probe.close(() => done()));
  return `http://127.0.0.1:${port}`;
}

export interface ToolAnswer {
  isError: boolean;
  /** The text content, joined. */
  text: string;
  /** The text parsed when it is a JSON object; otherwise `{ sdk_text: text }`. */
  json: Json;
  structured: Record<string, unknown> | undefined;
}

/**
 * Calls one tool. Answers from our handlers are JSON text; input the SDK refuses before any handler runs comes back
 * as its own plain text, kept under `sdk_text`. With `seen`, the text and the structured content are both kept
 * there, for a hunt for secrets at the end of a file.
 */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
  seen?: string[],
): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { text?: string }[]).map((c) => c.text ?? '').join('');
  seen?.push(text, JSON.stringify(result.structuredContent ?? null));
  return {
    isError: result.isError === true,
    text,
    json: text.startsWith('{') ? JSON.parse(text) : { sdk_text: text },
    structured: result.structuredContent as Record<string, unknown> | undefined,
  };
}

/** The READ tools every configuration offers, in the order tools/list shows them. */
export const READ_TOOLS = [
  'search_knowledge',
  'get_knowledge',
  'family_tree',
  'get_training_set',
  'node_status',
  'my_library',
  'knowledge_signals',
  'teacher_profile',
];
