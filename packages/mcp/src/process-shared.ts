import type { McpConfig } from './config/index.js';
import { NodeHealth } from './logging/node-health.js';
import { PurchaseJournal } from './money/journal.js';
import type { NodeClient } from './node-client/index.js';
import { KnowledgeWatch, readThrough, type KnowledgeWatchOptions } from './subscriptions/index.js';
import { LessonBook } from './teach/lesson-book.js';

/**
 * What every MCP session of one server process shares. Over stdio a process has one session, so the distinction
 * is invisible; over HTTP a client can open sessions at will, so anything that caps spending lives here — a new
 * session must never bring a new budget or new lessons — and so do the watchers that would otherwise ask the node
 * the same question once per session.
 */
export interface ProcessShared {
  /** Spent and reserved money: the budget of AINIZE_MCP_SESSION_BUDGET is the process's. */
  readonly journal: PurchaseJournal;
  /** Lessons spent against AINIZE_MCP_MAX_TEACH_JOBS. */
  readonly lessons: LessonBook;
  /** Whether the node answers, told to every session's log. */
  readonly health: NodeHealth;
  /** Knowledge statuses someone is subscribed to. */
  readonly knowledge: KnowledgeWatch;
  /** Stops the watchers (the journal stays open: it closes when the process ends). */
  close(): void;
}

export interface ProcessSharedOptions {
  journal?: PurchaseJournal;
  knowledgeWatch?: KnowledgeWatchOptions;
}

export function createProcessShared(
  config: McpConfig,
  client: NodeClient,
  options: ProcessSharedOptions = {},
): ProcessShared {
  const health = new NodeHealth(client);
  const knowledge = new KnowledgeWatch(
    readThrough((id) => client.patch(id)),
    options.knowledgeWatch,
  );
  return {
    journal: options.journal ?? openJournal(config),
    lessons: new LessonBook(config.public.max_teach_jobs),
    health,
    knowledge,
    close: () => {
      health.close();
      knowledge.close();
    },
  };
}

/** The state directory's journal (one per directory and process), or one in memory. */
export function openJournal(config: McpConfig): PurchaseJournal {
  const dir = config.internal.state_dir;
  return dir === null ? PurchaseJournal.inMemory() : PurchaseJournal.open(dir);
}
