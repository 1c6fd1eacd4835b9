import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createScrubber } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/index.js';
import { JobRegistry } from '../src/jobs/index.js';
import { LessonBook } from '../src/teach/lesson-book.js';
import { PurchaseJournal } from '../src/money/journal.js';
import { QuoteBook } from '../src/money/quotes.js';
import { NodeClient } from '../src/node-client/index.js';
import { combinedScrubber, type ServerContext } from '../src/tools/context.js';
import { LOCK_READ_TIMEOUT_MS, watchLock } from '../src/tools/lock-watch.js';

/**
 * The once-a-second lock watcher of a waiting apply, against a node frozen mid-life: it accepts connections and
 * reads requests but never answers. Reads must not pile up behind each other, and nothing may pile listeners onto
 * the job's signal, which lives as long as the job.
 */

/** A node that hears everything and answers nothing, counting the requests still open per path. */
class FrozenNode {
  readonly server: Server;
  readonly open = new Map<string, number>();
  readonly mostOpen = new Map<string, number>();
  readonly received = new Map<string, number>();

  constructor() {
    this.server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const bump = (map: Map<string, number>, by: number) => map.set(path, (map.get(path) ?? 0) + by);
      bump(this.received, 1);
      bump(this.open, 1);
      this.mostOpen.set(path, Math.max(this.mostOpen.get(path) ?? 0, this.open.get(path) ?? 0));
      response.once('close', () => bump(this.open, -1));
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((done) => this.server.close(() => done()));
  }
}

const LOCK_READ = '/api/chat/patches';
const APPLY = '/api/patches/k/apply';

let frozen: FrozenNode;
let ctx: ServerContext;
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);

beforeAll(async () => {
  frozen = new FrozenNode();
  const url = await frozen.listen();
  const scrubber = createScrubber();
  const client = new NodeClient({ baseUrl: url, scrubber, operator: { token: 'frozen-node-operator-token' } });
  ctx = {
    config: loadConfig({ AINIZE_NODE_URL: url }),
    client,
    scrubber: combinedScrubber(scrubber, client),
    jobs: new JobRegistry(),
    journal: PurchaseJournal.inMemory(),
    quotes: new QuoteBook(),
    servesModel: null,
    lessons: new LessonBook(1),
    teachDoor: null,
  };
  process.on('warning', onWarning);
});

afterAll(async () => {
  process.off('warning', onWarning);
  await frozen?.close();
});

describe('an apply waiting on a node that never answers', () => {
  it('keeps one lock read in flight at a time, gives each up after its own timeout, and stacks no listener', async () => {
    // What apply_knowledge runs once its job starts: the change itself, and the watcher beside it.
    const { job_id } = ctx.jobs.start('apply', 'applying k', async (job) => {
      const stop = watchLock(ctx, job);
      try {
        return await ctx.client.apply('k', { request_id: job.job_id }, { signal: job.signal });
      } finally {
        stop();
      }
    });
    // Long enough for a dozen seconds of ticks, and for more than two reads to time out one after the other.
    const watchMs = 2 * LOCK_READ_TIMEOUT_MS + 2500;
    const until = Date.now() + watchMs;
    while (Date.now() < until) {
      expect(frozen.open.get(LOCK_READ) ?? 0).toBeLessThanOrEqual(1);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(frozen.mostOpen.get(LOCK_READ)).toBe(1);
    // Each read was given up after its own timeout and the next one followed; none waited on the others.
    expect(frozen.received.get(LOCK_READ)).toBeGreaterThanOrEqual(3);
    expect(frozen.received.get(LOCK_READ)).toBeLessThanOrEqual(Math.ceil(watchMs / LOCK_READ_TIMEOUT_MS) + 1);
    expect(frozen.received.get(APPLY)).toBe(1);

    const cancelled = await ctx.jobs.cancel(job_id, 'the node is frozen');
    expect(cancelled).toMatchObject({ cancelled: true, state: 'cancelled' });
    for (let i = 0; i < 50 && (frozen.open.get(LOCK_READ) ?? 0) + (frozen.open.get(APPLY) ?? 0) > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // The cancel closed the change and the read in flight; no tick starts after the watch stopped.
    expect(frozen.open.get(APPLY)).toBe(0);
    expect(frozen.open.get(LOCK_READ)).toBe(0);
    const reads = frozen.received.get(LOCK_READ);
    await new Promise((r) => setTimeout(r, 1500));
    expect(frozen.received.get(LOCK_READ)).toBe(reads);

    expect(warnings.map((w) => `${w.name}: ${w.message}`)).toEqual([]);
  }, 40_000);
});
