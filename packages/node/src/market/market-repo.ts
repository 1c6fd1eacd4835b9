import type { Db } from '../store/store.js';
import { encodeCursor, keyColumns, keysetArgs, keysetBranches, orderBy } from '../catalog/cursor.js';
import { trustAndPriceConditions } from '../catalog/filters.js';
import type { CatalogQuery } from '../catalog/query.js';
import type { CatalogEntry } from '../catalog/types.js';
import { textIndex } from '../catalog/text-index.js';
import type { KnowledgeEvent } from '../catalog/events-repo.js';

/**
 * Read-only queries over the catalog and event tables that the catalog module does not offer yet: search by
 * contributor, status counts, and the node-wide event log. Nothing here writes; the catalog stays the only
 * writer of its tables. If catalog/ grows these queries, this file should shrink to calls into it.
 */

export function marketRepo(db: Db) {
  const statusCounts = db.prepare('SELECT status, count(*) AS n FROM catalog GROUP BY status');
  const text = textIndex(db);
  /** The entry `e` names `@contributor` among its anchor's contributors (JSON functions differ per database). */
  const credits =
    db.dialect === 'postgres'
      ? `EXISTS (SELECT 1 FROM json_array_elements(e.entry::json -> 'anchor' -> 'contributors') j
                 WHERE lower(j ->> 'address') = @contributor)`
      : `EXISTS (SELECT 1 FROM json_each(e.entry, '$.anchor.contributors') j
                 WHERE lower(json_extract(j.value, '$.address')) = @contributor)`;

  return {
    /**
     * Entries crediting `contributor` that match the other filters, in the requested order. Contributors sit inside
     * the entry JSON, so this scans entries; a contributor has a handful of knowledges, so paging happens here.
     */
    byContributor(
      contributor: string,
      q: CatalogQuery,
    ): { total: number; items: CatalogEntry[]; next_after: string | null } {
      const conditions = [credits];
      const args: Record<string, string | number> = { contributor: contributor.toLowerCase() };
      if (q.words.length > 0) {
        args.match = text.match(q.words);
        conditions.push(text.condition('c.n'));
      }
      for (const column of ['model', 'schema', 'author', 'origin'] as const) {
        const value = q[column];
        if (value === undefined) continue;
        conditions.push(`c.${column} = @${column}`);
        args[column] = value;
      }
      if (q.statuses.length > 0) {
        const names = q.statuses.map((status, i) => {
          args[`s${i}`] = status;
          return `@s${i}`;
        });
        conditions.push(`c.status IN (${names.join(', ')})`);
      }
      const extra = trustAndPriceConditions(q, (name) => `c.${name}`);
      conditions.push(...extra.conditions);
      Object.assign(args, extra.args);
      if (!q.includeDrafts) conditions.push("c.status != 'DRAFT'");
      // Every match is read to count them, so a cursor only marks which of them the page may start from.
      const past = q.after ? `CASE WHEN (${keysetBranches(q.sort, 'c.').join(') OR (')}) THEN 1 ELSE 0 END` : '1';
      const rows = db
        .prepare(
          `SELECT e.entry, ${keyColumns(q.sort, 'c.')}, ${past} AS past FROM catalog c JOIN catalog_entries e ON e.n = c.n
           WHERE ${conditions.join(' AND ')} ORDER BY ${orderBy(q.sort, 'c.')}`,
        )
        .all({ ...args, ...(q.after ? keysetArgs(q.after) : {}) }) as (Record<string, string | number> & {
        entry: string;
        past: number;
      })[];
      const after = rows.filter((r) => r.past === 1);
      const page = after.slice(q.offset, q.offset + q.limit);
      const last = after.length > q.offset + q.limit ? page.at(-1) : undefined;
      return {
        total: rows.length,
        items: page.map((r) => JSON.parse(r.entry) as CatalogEntry),
        next_after: last ? encodeCursor(q.sort, last) : null,
      };
    },

    /** Number of catalog entries per status (DRAFT included). */
    statusCounts(): Map<string, number> {
      const rows = statusCounts.all() as { status: string; n: number }[];
      return new Map(rows.map((r) => [r.status, r.n]));
    },

    /** Entries sharing a benchmark schema (drafts excluded), newest first. */
    bySchema(schema: string, limit: number): { total: number; items: CatalogEntry[] } {
      const total = (
        db.prepare("SELECT count(*) AS n FROM catalog WHERE schema = ? AND status != 'DRAFT'").get(schema) as {
          n: number;
        }
      ).n;
      const items = (
        db
          .prepare(
            `SELECT e.entry FROM catalog c JOIN catalog_entries e ON e.n = c.n
             WHERE c.schema = ? AND c.status != 'DRAFT' ORDER BY c.created_at DESC, c.id LIMIT ?`,
          )
          .pluck()
          .all(schema, limit) as string[]
      ).map((e) => JSON.parse(e) as CatalogEntry);
      return { total, items };
    },

    /** The node-wide event log, newest first; `kind` filters when given. */
    events(kind: string | undefined, limit: number): KnowledgeEvent[] {
      const rows = (
        kind === undefined
          ? db.prepare('SELECT * FROM knowledge_events ORDER BY seq DESC LIMIT ?').all(limit)
          : db.prepare('SELECT * FROM knowledge_events WHERE kind = ? ORDER BY seq DESC LIMIT ?').all(kind, limit)
      ) as (Omit<KnowledgeEvent, 'data'> & { data: string | null })[];
      return rows.map((r) => ({
        ...r,
        data: r.data === null ? null : (JSON.parse(r.data) as Record<string, unknown>),
      }));
    },
  };
}

export type MarketRepo = ReturnType<typeof marketRepo>;
