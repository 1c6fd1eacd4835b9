import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  McpError,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { KNOWLEDGE_TEMPLATE, readKnowledgeId, resourceError } from '../resources/index.js';
import { budgetsByCurrency } from '../tools/budget.js';
import type { ServerContext } from '../tools/context.js';
import { knowledgeState, type KnowledgeWatch } from './knowledge-watch.js';

export {
  KNOWLEDGE_WATCH_INTERVAL_MS,
  KnowledgeWatch,
  MAX_WATCHED_KNOWLEDGES,
  knowledgeState,
  readThrough,
  type KnowledgeWatchOptions,
  type ReadKnowledge,
} from './knowledge-watch.js';

/**
 * `resources/subscribe` for the two resources that change while a session runs: `ainize://budget` (heard from the
 * purchase journal the moment a line changes spent or reserved) and `ainize://knowledge/{id}` (its status, read
 * again by the shared KnowledgeWatch). A subscription to any other URI is accepted and held but never notified: the
 * fixed resources do not change while the server runs, and a URI it does not serve has no source of change here.
 * A knowledge id the node does not have is refused, since the node can say so now.
 */

export const BUDGET_URI = 'ainize://budget';
const KNOWLEDGE_PREFIX = KNOWLEDGE_TEMPLATE.replace('{id}', '');
/** Subscriptions one session may hold at once. */
export const MAX_SUBSCRIPTIONS_PER_SESSION = 16;

export interface Subscriptions {
  /** The URIs this session is subscribed to. */
  uris(): string[];
  /** The session ended: every watch it held stops. */
  close(): void;
}

export function registerSubscriptions(server: McpServer, ctx: ServerContext, knowledge: KnowledgeWatch): Subscriptions {
  const held = new Map<string, () => void>();
  const updated = (uri: string) => () => {
    if (server.isConnected()) void server.server.sendResourceUpdated({ uri }).catch(() => undefined);
  };

  server.server.setRequestHandler(SubscribeRequestSchema, async (request, extra) => {
    const uri = request.params.uri;
    if (held.has(uri)) return {};
    if (held.size >= MAX_SUBSCRIPTIONS_PER_SESSION) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `this session already holds ${held.size} subscriptions (the limit is ${MAX_SUBSCRIPTIONS_PER_SESSION}); ` +
          'unsubscribe from one first',
      );
    }
    if (uri === BUDGET_URI) {
      held.set(uri, watchBudget(ctx, updated(uri)));
      return {};
    }
    if (uri.startsWith(KNOWLEDGE_PREFIX)) {
      const id = readKnowledgeId(ctx, uri.slice(KNOWLEDGE_PREFIX.length));
      let state: string;
      try {
        // Read once now: a knowledge the node does not have is refused, and the answer is the baseline.
        state = knowledgeState(await ctx.client.patch(id, { signal: extra.signal }));
      } catch (thrown) {
        throw resourceError(ctx, uri, thrown);
      }
      let stop: () => void;
      try {
        stop = knowledge.watch(id, state, updated(uri));
      } catch (thrown) {
        throw new McpError(ErrorCode.InvalidParams, thrown instanceof Error ? thrown.message : String(thrown));
      }
      // Two subscribes of one URI can pass the check above while the first one reads the node.
      held.get(uri)?.();
      held.set(uri, stop);
      return {};
    }
    // Anything else is accepted and held, and never notified: the fixed resources do not change while this server
    // runs, and a URI it does not serve has nothing here that could change. Refusing would break clients that
    // subscribe to every resource they list; the limit above still bounds what one session holds.
    held.set(uri, () => undefined);
    return {};
  });

  server.server.setRequestHandler(UnsubscribeRequestSchema, (request) => {
    held.get(request.params.uri)?.();
    held.delete(request.params.uri);
    return {};
  });

  return {
    uris: () => [...held.keys()],
    close: () => {
      for (const stop of held.values()) stop();
      held.clear();
    },
  };
}

/**
 * The budget changes only when the purchase journal writes a line; of those, only the ones that move spent or
 * reserved are news (the line that marks a payment as sent does not).
 */
function watchBudget(ctx: ServerContext, notify: () => void): () => void {
  // Every currency the journal or the settings know, without asking the node: a journal line is local news.
  const stateOf = () => JSON.stringify(budgetsByCurrency(ctx, null));
  let last = stateOf();
  return ctx.journal.watch(() => {
    const now = stateOf();
    if (now === last) return;
    last = now;
    notify();
  });
}
