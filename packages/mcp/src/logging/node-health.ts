import type { RequestRecord } from '../node-client/index.js';
import type { LogEntry } from './session-log.js';

/**
 * Whether the node answers, judged from every exchange the node client has with it, and told as changes: one
 * warning when trouble starts, a reminder at most once a minute while it lasts, and a notice when the node answers
 * again. A node that is down while fifty sessions poll it would otherwise be fifty log lines a second.
 */

/** How often a lasting outage is mentioned again. */
export const TROUBLE_REMINDER_MS = 60_000;

/** What NodeHealth needs of the node client: its address and a way to hear each exchange. */
export interface ObservedNode {
  readonly baseUrl: string;
  observe(observer: (record: RequestRecord) => void): () => void;
}

type Listener = (entry: LogEntry) => void;

export class NodeHealth {
  readonly #node: ObservedNode;
  readonly #now: () => number;
  readonly #listeners = new Set<Listener>();
  readonly #stop: () => void;
  /** Null while the node answers; otherwise when the trouble started, how many exchanges failed, the last said. */
  #trouble: { since: number; failed: number; said: number } | null = null;

  constructor(node: ObservedNode, now: () => number = Date.now) {
    this.#node = node;
    this.#now = now;
    this.#stop = node.observe((record) => this.#seen(record));
  }

  /** True while the last exchanges got no usable answer. */
  get troubled(): boolean {
    return this.#trouble !== null;
  }

  listen(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  close(): void {
    this.#stop();
    this.#listeners.clear();
  }

  #seen(record: RequestRecord): void {
    // A request this server gave up on says nothing about the node.
    if (record.aborted) return;
    const now = this.#now();
    if (!failed(record)) {
      if (this.#trouble === null) return;
      const { since, failed: count } = this.#trouble;
      this.#trouble = null;
      this.#emit('notice', `the node at ${this.#node.baseUrl} answers again`, {
        after_ms: now - since,
        failed_requests: count,
      });
      return;
    }
    if (this.#trouble === null) {
      this.#trouble = { since: now, failed: 1, said: now };
      this.#emit('warning', `the node at ${this.#node.baseUrl} ${what(record)}`, { route: routeOf(record) });
      return;
    }
    this.#trouble.failed++;
    if (now - this.#trouble.said < TROUBLE_REMINDER_MS) return;
    this.#trouble.said = now;
    this.#emit(
      'warning',
      `the node at ${this.#node.baseUrl} still ${what(record)} (${this.#trouble.failed} requests failed in ` +
        `${Math.round((now - this.#trouble.since) / 1000)} s)`,
      { route: routeOf(record), failed_requests: this.#trouble.failed },
    );
  }

  #emit(level: LogEntry['level'], message: string, facts: Record<string, unknown>): void {
    const entry: LogEntry = { level, logger: 'node', data: { message, node_url: this.#node.baseUrl, ...facts } };
    for (const listener of this.#listeners) {
      try {
        listener(entry);
      } catch {
        // One session that cannot be told must not keep the others from hearing it.
      }
    }
  }
}

/**
 * No answer, or an answer that is not the node's own (500: it broke; 504: a proxy in front of it gave up). Other
 * statuses, 502/503 included, carry the node's code and sentence — a refusal is not trouble.
 */
function failed(record: RequestRecord): boolean {
  return record.status === null || record.status === 500 || record.status === 504;
}

function what(record: RequestRecord): string {
  return record.status === null
    ? `did not answer ${routeOf(record)}`
    : `answered ${routeOf(record)} with HTTP ${record.status}`;
}

/**
 * The method and the first two segments of the path: enough to say which part of the node is in trouble. On a
 * shared port the request may be another session's, and the rest of its path (an id, a query) is that session's.
 */
function routeOf(record: RequestRecord): string {
  const segments = record.path.split('?')[0]!.split('/').filter(Boolean);
  const shown = segments.slice(0, 2).join('/');
  return `${record.method} /${shown}${segments.length > 2 ? '/…' : ''}`;
}
