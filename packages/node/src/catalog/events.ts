import type { Store } from '../store/store.js';
import { eventsRepo, type EventLevel, type KnowledgeEvent } from './events-repo.js';

export const DEFAULT_EVENTS_LIMIT = 50;
export const MAX_EVENTS_LIMIT = 500;
/** `events.retentionDays`: older events are pruned. */
export const EVENTS_RETENTION_DAYS = 90;
const MAX_MESSAGE = 500;

export interface NewEvent {
  patch_id: string;
  kind: string;
  level?: EventLevel;
  message: string;
  data?: Record<string, unknown>;
  ts?: Date;
}

export interface KnowledgeEvents {
  recordEvent(event: NewEvent): KnowledgeEvent;
  eventsAbout(patchId: string, limit?: number): KnowledgeEvent[];
  pruneEvents(retentionDays?: number, now?: Date): number;
}

/** The per-knowledge event log behind `GET /api/patches/:id/events`. Local to this node; never synced. */
export function openKnowledgeEvents(store: Store): KnowledgeEvents {
  const repo = eventsRepo(store.db);
  return {
    recordEvent(event) {
      const level = event.level ?? 'info';
      if (level !== 'info' && level !== 'warn' && level !== 'error')
        throw new RangeError(`event level must be info, warn or error, got ${String(level)}`);
      const stored = {
        patch_id: event.patch_id,
        ts: (event.ts ?? new Date()).toISOString(),
        kind: event.kind.slice(0, 40),
        level,
        // Events are shown to anyone; a long message is a log dump, not an event.
        message: event.message.slice(0, MAX_MESSAGE),
        data: event.data ?? null,
      };
      return { seq: repo.insert(stored), ...stored };
    },
    eventsAbout(patchId, limit = DEFAULT_EVENTS_LIMIT) {
      const n = Math.min(Math.max(1, Math.floor(limit)), MAX_EVENTS_LIMIT);
      return repo.about(patchId, n);
    },
    pruneEvents(retentionDays = EVENTS_RETENTION_DAYS, now = new Date()) {
      return repo.pruneBefore(new Date(now.getTime() - retentionDays * 86_400_000).toISOString());
    },
  };
}
