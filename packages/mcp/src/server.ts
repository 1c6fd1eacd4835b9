import { AinizeFailure, type Scrubber } from '@ainize/core';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpConfig } from './config/index.js';
import { JobRegistry, JobTaskStore } from './jobs/index.js';
import { jobLogEntry } from './logging/job-entries.js';
import { attachSessionLog, type SessionLog } from './logging/session-log.js';
import type { PurchaseJournal } from './money/journal.js';
import { QuoteBook } from './money/quotes.js';
import { scrubbingErrors, toolError, toolResult } from './errors/index.js';
import { checkingRequests, unknownMethod } from './jsonrpc/index.js';
import type { NodeClient } from './node-client/index.js';
import { createProcessShared, type ProcessShared } from './process-shared.js';
import { registerPrompts } from './prompts/index.js';
import { instructionsFor, registerResources } from './resources/index.js';
import { registerSubscriptions } from './subscriptions/index.js';
import { TOOLS, combinedScrubber, jobView, type ServerContext } from './tools/index.js';
import { WHEN_OFF } from './tools/when-off.js';
import { offeredTools, registerTools, type ToolRegistration } from './tools-kit/index.js';

export interface AinizeServerOptions {
  config: McpConfig;
  client: NodeClient;
  /** Knows the configured secrets; every answer and every error passes through it. */
  scrubber: Scrubber;
  /** Defaults to this package's version. */
  version?: string;
  /**
   * The purchase journal. By default the shared one's: the one in AINIZE_MCP_STATE_DIR, or one in memory when no
   * state directory is configured.
   */
  journal?: PurchaseJournal;
  /**
   * What every session of the process shares (the budget's journal, the lesson cap, the node's health, the
   * knowledge watch). A server made without one makes its own: stdio has one session per process.
   */
  shared?: ProcessShared;
}

export interface AinizeServer {
  server: McpServer;
  tools: ToolRegistration;
  context: ServerContext;
  /** Call once connected: learns what the node offers and adjusts the tool list (one list_changed at most). */
  learnNode(): Promise<void>;
}

export const SERVER_NAME = 'ainize-mcp';
export const SERVER_VERSION = '0.1.0';

/**
 * Builds the MCP server without connecting it. Nothing here calls the node: the tools register whether the node
 * is up or not and report node_unreachable when it is not, so a client can start before its node does.
 */
export function createAinizeServer(options: AinizeServerOptions): AinizeServer {
  const shared =
    options.shared ??
    createProcessShared(options.config, options.client, options.journal ? { journal: options.journal } : {});
  // Every change of a job becomes a log line for this session; the log exists once the server does.
  let log: SessionLog | undefined;
  const jobs = new JobRegistry({ onChange: (snapshot) => log?.write(jobLogEntry(snapshot)) });
  const context: ServerContext = {
    config: options.config,
    client: options.client,
    scrubber: combinedScrubber(options.scrubber, options.client),
    jobs,
    journal: options.journal ?? shared.journal,
    quotes: new QuoteBook(),
    servesModel: null,
    lessons: shared.lessons,
    teachDoor: null,
  };
  // The store speaks for the registry to clients that use native tasks; notifications go out once connected.
  let server: McpServer | undefined = undefined;
  const taskStore = new JobTaskStore({
    registry: jobs,
    render: (snapshot) =>
      snapshot.state === 'failed' && snapshot.error
        ? toolError(snapshot.error, context.scrubber, { structured: false })
        : toolResult(jobView(snapshot), context.scrubber),
    notify: async (notification) => {
      if (server?.isConnected()) await server.server.notification(notification);
    },
  });
  // Sent once, at initialize: it names only the tools this configuration offers before the node is asked.
  const instructions = instructionsFor(offeredTools(TOOLS, context));
  server = new McpServer(
    { name: SERVER_NAME, title: 'Ainize', version: options.version ?? SERVER_VERSION },
    {
      instructions,
      taskStore,
      capabilities: {
        tools: { listChanged: true },
        resources: { subscribe: true },
        prompts: {},
        logging: {},
        tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } },
      },
    },
  );
  log = attachSessionLog(server, context.scrubber);
  const sessionLog = log;
  const stopHealthLog = shared.health.listen((entry) => sessionLog.write(entry));
  // Tools first, then resources, all before connect: registering on a live connection announces each one.
  const tools = registerTools(server, TOOLS, context, { whenOff: WHEN_OFF });
  context.tools = tools;
  registerResources(server, context, instructions);
  registerPrompts(server, context);
  const subscriptions = registerSubscriptions(server, context, shared.knowledge);
  // Errors the SDK writes itself (a resource read, a prompt, an unknown URI) are scrubbed like every tool answer;
  // a request whose params do not fit its method is refused before the SDK's own parse turns it into -32603.
  const connect = server.connect.bind(server);
  server.connect = (transport) => connect(checkingRequests(scrubbingErrors(transport, context.scrubber)));
  // A method no handler serves: the SDK's bare "Method not found" becomes the same envelope as every refusal.
  server.server.fallbackRequestHandler = async (request) => {
    throw unknownMethod(request.method);
  };
  // A session that ends takes its queue tickets, its subscriptions and its log with it.
  const close = server.close.bind(server);
  server.close = async () => {
    stopHealthLog();
    subscriptions.close();
    await jobs.close();
    await close();
    if (options.shared === undefined) shared.close();
  };
  return { server, tools, context, learnNode: () => learnNode(context, tools) };
}

/**
 * Asks the node once whether it serves a model and turns the model tools off if it does not — one
 * list_changed at most. A node that cannot be reached changes nothing: the tools stay and answer node_unreachable.
 */
async function learnNode(context: ServerContext, tools: ToolRegistration): Promise<void> {
  const [patches, door] = await Promise.allSettled([
    context.client.chatPatches(),
    context.client.teachAddress === null ? Promise.resolve(null) : teachDoorOf(context.client),
  ]);
  let learned = false;
  if (patches.status === 'fulfilled') {
    const runtime = patches.value.runtime;
    const named = typeof runtime['id'] === 'string' || typeof runtime['model'] === 'string';
    context.servesModel = named && runtime['available'] !== false;
    learned = true;
  }
  if (door.status === 'fulfilled' && door.value !== null) {
    context.teachDoor = door.value;
    learned = true;
  }
  if (learned) tools.refresh();
}

/**
 * Whether the node takes lessons, from its own policy. A node without the route (404) has no teach door; any other
 * failure says nothing, and the teach tools stay offered to answer with the node's own refusal.
 */
async function teachDoorOf(client: NodeClient): Promise<ServerContext['teachDoor']> {
  try {
    const policy = await client.teachPolicy();
    if (policy.enabled) return { open: true, reason: null };
    return { open: false, reason: 'the node does not accept lessons: its teach policy says enabled: false' };
  } catch (thrown) {
    // A 404 because AINIZE_NODE_URL is wrong says nothing about the teach door; the tools stay and say so.
    if (
      thrown instanceof AinizeFailure &&
      thrown.error.details.http_status === 404 &&
      thrown.code !== 'node_url_wrong'
    ) {
      return { open: false, reason: 'the node has no teach door (GET /api/teach/policy answers 404)' };
    }
    return null;
  }
}
