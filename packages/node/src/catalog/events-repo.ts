import type { Db } from '../store/store.js';

export type EventLevel = 'info' | 'warn' | 'error';

/** Something that happened to one knowledge on this node: a live test, a verification run, a sale. */
export interface KnowledgeEvent {
  seq: number;
  patch_id: string;
  ts: string;
  /** Free-form but short: `usage`, `verify`, `sale`, `apply`… — readers filter on it. */
  kind: string;
  level: EventLevel;
  message: string;
  data: Record<string, unknown> | null;
}

export function eventsRepo(db: Db) {
  const insert = db
    .prepare<unknown[], number>(
      'INSERT INTO knowledge_events (patch_id, ts, kind, level, message, data) VALUES (?, ?, ?, ?, ?, ?) RETURNING seq',
    )
    .pluck();
  const about = db.prepare('SELECT * FROM knowledge_events WHERE patch_id = ? ORDER BY seq DESC LIMIT ?');
  const prune = db.prepare('DELETE FROM knowledge_events WHERE ts < ?');
  return {
    insert(e: Omit<KnowledgeEvent, 'seq'>): number {
      return Number(
        insert.get(e.patch_id, e.ts, e.kind, e.level, e.message, e.data === null ? null : JSON.stringify(e.data)),
      );
    },
    about(patchId: string, limit: number): KnowledgeEvent[] {
      const rows = about.all(patchId, limit) as (Omit<KnowledgeEvent, 'data'> & { data: string | null })[];
      return rows.map((r) => ({
        ...r,
        data: r.data === null ? null : (JSON.parse(r.data) as Record<string, unknown>),
      }));
    },
    pruneBefore(iso: string): number {
      return prune.run(iso).changes;
    },
  };
}
