import type { Scrubber } from '@ainize/core';
import type { McpConfig } from '../config/index.js';
import type { JobRegistry } from '../jobs/index.js';
import type { PurchaseJournal } from '../money/journal.js';
import type { QuoteBook } from '../money/quotes.js';
import type { NodeClient } from '../node-client/index.js';
import type { LessonBook } from '../teach/lesson-book.js';
import type { ToolContextBase, ToolRegistration } from '../tools-kit/index.js';

/**
 * What every tool and resource of this server reads: settings, the one node client, the scrubber and the jobs
 * of this session. One context per MCP session: a job started in one is invisible to every other.
 */
export interface ServerContext extends ToolContextBase {
  readonly config: McpConfig;
  readonly client: NodeClient;
  readonly jobs: JobRegistry;
  /** Purchases and the budget's spent/reserved: one per process (per state directory), shared by its sessions. */
  readonly journal: PurchaseJournal;
  /** This session's quotes; a quote id from another session is not in it. */
  readonly quotes: QuoteBook;
  /** Whether the node serves a model: null until the first answer says, so model tools start registered. */
  servesModel: boolean | null;
  /** The lessons this session may spend and has spent (AINIZE_MCP_MAX_TEACH_JOBS). */
  readonly lessons: LessonBook;
  /**
   * Whether the node's teach door is open, from its policy: null until it answered (the teach tools start
   * registered when a teaching key is configured), else the answer and, when closed, why.
   */
  teachDoor: { open: boolean; reason: string | null } | null;
  /** The tools as registered for this session, once they are: which are offered, and why the others are not. */
  tools?: ToolRegistration;
  /**
   * The hourly live-test count as the node last reported it to this session. The node has no route that tells
   * it without spending a try, so this is the only honest source, and it carries its age.
   */
  quotaSeen?: { remaining: number; limit: number; at: number };
}

/**
 * The scrubber handed to the server knows the configured secrets; the client's learns the operator bearer only
 * after the first login. Answers pass through both, so neither secret can slip out whichever came first.
 */
export function combinedScrubber(given: Scrubber, client: NodeClient): Scrubber {
  // The usual case: the client was built with this very scrubber, so its own already knows everything. One walk
  // over each answer instead of two.
  if (client.extends(given)) {
    return {
      scrub: (value) => client.scrubber.scrub(value),
      scrubString: (text) => client.scrubber.scrubString(text),
      extend: (secrets) => combinedScrubber(given.extend(secrets), client),
    };
  }
  const both = (): Scrubber => client.scrubber;
  return {
    scrub: (value) => both().scrub(given.scrub(value)),
    scrubString: (text) => both().scrubString(given.scrubString(text)),
    extend: (secrets) => combinedScrubber(given.extend(secrets), client),
  };
}
