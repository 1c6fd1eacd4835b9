import type { BlobStore } from '../blobs/blob-store.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../http/errors.js';
import { type Caller, type Route, defineRoute } from '../http/route.js';
import { type LoadedPatch, PATCH_NOT_FOUND, loadBody } from '../serving/patch-body.js';
import type { ModelServing } from '../serving/serving.js';
import type { ResolvePatch, ServingPatchEntry } from '../serving/types.js';
import { answerColumns, benchmarkHit, questionRefusal } from './live-test.js';
import { CHAT_QUOTA_LIMIT, ChatQuota, type ChatQuotaRepo, visitorId } from './quota.js';
import { LiveTestRequests, lockView } from './requests.js';
import { type ChatRequest, type ChatResponse, chatCancelBody, chatRequestSchema, chatStatusQuery } from './schema.js';

/** What a live test records per knowledge per patched answer (digest §1.7: "one usage event per knowledge"). */
export interface LiveTestEvent {
  kind: 'live_test';
  patch_id: string;
  at: number;
  /** HMAC visitor id (never the address itself); operator tests are recorded too, marked as such. */
  visitor: string;
  operator: boolean;
  mode: 'patched' | 'compare';
  benchmark_hit: boolean | null;
  request_id?: string;
}

/** The catalog's half of `GET /api/chat/patches`, shaped by the catalog for this caller. */
export interface ChatCatalogListing {
  items: unknown[];
  elsewhere?: unknown[];
  /** The caller's own lessons; only for a verified teaching key. */
  lessons?: unknown[];
}

export interface ChatDeps {
  serving: ModelServing;
  blobs: BlobStore;
  resolvePatch: ResolvePatch;
  /** Whether this caller may live-test this knowledge (e.g. a private draft: its owner or the operator only). */
  canLoad: (entry: ServingPatchEntry, caller: Caller) => boolean;
  listCatalog: (caller: Caller) => ChatCatalogListing | Promise<ChatCatalogListing>;
  recordEvent: (event: LiveTestEvent) => void;
  quotaRepo: ChatQuotaRepo;
  /** Keys the visitor HMAC; a secret only this node knows. */
  nodeSecret: string | Uint8Array;
  now?: () => number;
  /** How long a live test waits for the model before 503 busy; the lock's 20 minutes by default. */
  lockWaitMs?: number;
}

export function chatRoutes(deps: ChatDeps): Route[] {
  const now = deps.now ?? Date.now;
  const quota = new ChatQuota(deps.quotaRepo, now);
  const requests = new LiveTestRequests(now);
  const tags = ['chat'];

  const entryFor = (id: string, caller: Caller): ServingPatchEntry => {
    const entry = deps.resolvePatch(id);
    // A knowledge the caller may not load is indistinguishable from one that does not exist (digest §1.7).
    if (entry === undefined || !deps.canLoad(entry, caller)) throw new NotFoundError(PATCH_NOT_FOUND);
    return entry;
  };

  const liveTest = async (
    body: ChatRequest,
    caller: Caller,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ChatResponse> => {
    const ip = request.ip;
    const ids = body.patch_ids ?? (body.patch_id === undefined ? [] : [body.patch_id]);
    const mode = ids.length === 0 ? 'base' : body.mode;
    const entries = ids.map((id) => entryFor(id, caller));
    const visitor = visitorId(deps.nodeSecret, ip);
    if (!caller.operator) quota.check(visitor);
    const loaded: LoadedPatch[] = entries.map((e) => loadBody(deps.blobs, e, deps.serving.shape));
    const question = body.messages[body.messages.length - 1]!.content;
    // A client that hangs up while queued gives up its place: the model is not asked and no try is spent.
    const test = requests.begin(visitor, body.request_id, reply);
    let columns;
    try {
      columns = await deps.serving.run(
        `chat:${ids.length === 0 ? 'base' : ids.join(',')}`,
        (model) => answerColumns(model, (id) => deps.serving.isApplied(id), loaded, question, mode),
        {
          signal: test.signal,
          onStart: () => requests.started(test),
          // A live test reads this process's copy of the model: other processes answer theirs meanwhile.
          mode: 'shared',
          ...(deps.lockWaitMs === undefined ? {} : { waitMs: deps.lockWaitMs }),
        },
      );
    } catch (err) {
      throw questionRefusal(err);
    } finally {
      requests.end(test);
    }
    const remaining = caller.operator ? null : quota.consume(visitor);
    const hits: Record<string, boolean | null> = {};
    entries.forEach((e) => (hits[e.id] = benchmarkHit(e, question, columns.afterText)));
    if (mode !== 'base') {
      const at = now();
      for (const e of entries) {
        deps.recordEvent({
          kind: 'live_test',
          patch_id: e.id,
          at,
          visitor,
          operator: caller.operator,
          mode,
          benchmark_hit: hits[e.id] ?? null,
          ...(body.request_id === undefined ? {} : { request_id: body.request_id }),
        });
      }
    }
    const applied = ids.map((id, i) => {
      const was = columns.wasApplied[i] ?? false;
      return { patch_id: id, applied_ms: was ? null : columns.overlayMs, was_applied: was };
    });
    const first = ids[0];
    return {
      patch_id: first ?? null,
      mode,
      base: columns.base,
      patched: columns.patched,
      applied_ms: applied[0]?.applied_ms ?? null,
      was_applied: applied[0]?.was_applied ?? false,
      benchmark_hit: first === undefined ? null : (hits[first] ?? null),
      patch_ids: ids,
      applied,
      benchmark_hits: hits,
      model: deps.serving.model.modelId,
      remaining_quota: remaining,
      quota_limit: caller.operator ? null : CHAT_QUOTA_LIMIT,
      // The memory model answers the final question only; earlier turns are counted, not read.
      history: {
        base: (body.messages_base ?? body.messages).length - 1,
        patched: (body.messages_patched ?? body.messages).length - 1,
        split: body.messages_base !== undefined || body.messages_patched !== undefined,
      },
    };
  };

  return [
    defineRoute({
      method: 'POST',
      path: '/api/chat',
      auth: 'optional_teach',
      tags,
      summary: 'Live test: the same question before and after loading up to 3 knowledges, under one hold of the model',
      description:
        'Blocks until answered. Anonymous callers get 20 per rolling hour (429 quota_chat with quota_reset); an operator bearer is not metered. A queued test cancelled through /api/chat/cancel answers 499 {cancelled:true, charged:false}.',
      body: chatRequestSchema,
      handler: ({ body, caller, request, reply }) => liveTest(body, caller, request, reply),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/chat/status',
      auth: 'none',
      tags,
      summary: 'Where a live test is: queued (with its place), running, or gone',
      query: chatStatusQuery,
      handler: ({ query, request }) =>
        requests.status(visitorId(deps.nodeSecret, request.ip), query.request_id, deps.serving.lock.status()),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/chat/cancel',
      auth: 'none',
      tags,
      summary: 'Give up a queued live test (no free try is used); a running one cannot be stopped',
      body: chatCancelBody,
      handler: ({ body, request }) => requests.cancel(visitorId(deps.nodeSecret, request.ip), body.request_id),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/chat/patches',
      auth: 'optional_teach',
      tags,
      summary: 'What can be live-tested here, what is loaded, and who holds the model',
      handler: async ({ caller }) => {
        const listing = await deps.listCatalog(caller);
        const status = deps.serving.status();
        const holder = status.lock.holder;
        const stack = deps.serving.stack();
        return {
          items: listing.items,
          runtime: { kind: 'memory', ...status.model },
          lock: lockView(status.lock),
          now: status.lock.now,
          queue: {
            running: holder === null ? null : { label: holder.label, since: holder.since },
            waiting: status.lock.queue.waiting,
          },
          applied: stack.map((s) => s.patch_id),
          dirty: stack.filter((s) => s.dirty).map((s) => s.patch_id),
          elsewhere: listing.elsewhere ?? [],
          overlaps: deps.serving.overlaps(),
          lessons: caller.teacher === undefined ? [] : (listing.lessons ?? []),
          teacher: caller.teacher ?? null,
        };
      },
    }),
  ];
}
