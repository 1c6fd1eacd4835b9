import { randomUUID } from 'node:crypto';
import {
  canonicalJsonl,
  sameAddress,
  sha256Hex,
  type TeachDataset,
  type TeachDatasetCreated,
  type TeachDatasetRowsPage,
  type TeachDatasetSource,
  type TeachRetention,
  type TrainingRow,
} from '@ainize/core';
import type { DatasetStore } from '../datasets/dataset-store.js';
import type { TeachConfig } from '../home/config-schema.js';
import type { Store } from '../store/store.js';
import { type DatasetRecord, datasetRepo, datasetView } from './dataset-repo.js';
import { blockedPatterns, reportRows } from './dataset-report.js';
import { teachRefusal } from './errors.js';
import { DAY_MS } from './limits.js';

/**
 * Training sets: classified rows, the accepted ones stored content-addressed (their canonical JSONL, whose sha256
 * is core `sha256Rows` of them), a record per owner. Another key's set is answered exactly like one that does not
 * exist, so a set's existence never leaks.
 */

export interface NewDataset {
  owner: string;
  /** HMAC of the caller's address, for the per-address rate limit. */
  visitor: string;
  source: TeachDatasetSource;
  rows: readonly unknown[];
  name: string | null;
  retention: TeachRetention;
  /** Bytes the caller sent (the request body). */
  sourceBytes: number;
  format: string;
  sourceName?: string | null;
  /** Quotas do not apply (this node's own key, or a trusted key). */
  unmetered: boolean;
}

export interface TeachDatasetsDeps {
  store: Store;
  files: DatasetStore;
  config: () => TeachConfig;
  now: () => number;
}

const MINUTE_MS = 60_000;

export function openTeachDatasets(deps: TeachDatasetsDeps) {
  const repo = datasetRepo(deps.store.db);
  /** visitor → creation times in the last minute; a burst limit, so memory is enough. */
  const recent = new Map<string, number[]>();

  const notFound = (id: string) => teachRefusal('dataset_not_found', `no training set ${id} on this node`);
  const owned = (owner: string, id: string): DatasetRecord => {
    const r = repo.get(id);
    const now = deps.now();
    const gone = r === undefined || r.deleted_at !== null || (r.expires_at !== null && r.expires_at <= now);
    if (gone || !sameAddress(r.owner, owner)) throw notFound(id);
    return r;
  };
  const view = (r: DatasetRecord) => datasetView(r, repo, deps.now());

  function rateLimit(visitor: string, now: number): void {
    const limit = deps.config().dataset.createsPerIpPerMin;
    const times = (recent.get(visitor) ?? []).filter((t) => t > now - MINUTE_MS);
    if (times.length >= limit) {
      throw teachRefusal('rate_limited', `at most ${limit} training sets a minute from one address`, {
        retry_after_ms: (times[0] ?? now) + MINUTE_MS - now,
      });
    }
    times.push(now);
    recent.set(visitor, times);
  }

  function checkSize(input: NewDataset): void {
    const { dataset } = deps.config();
    if (input.sourceBytes > dataset.maxBytes) {
      throw teachRefusal(
        'dataset_too_large',
        `the upload has ${input.sourceBytes} bytes; the limit is ${dataset.maxBytes}`,
        {
          bytes: input.sourceBytes,
          max_bytes: dataset.maxBytes,
        },
      );
    }
    if (input.rows.length > dataset.maxSourceLines) {
      throw teachRefusal(
        'dataset_too_large',
        `the upload has ${input.rows.length} rows; the limit is ${dataset.maxSourceLines}`,
        {
          bytes: input.sourceBytes,
          max_bytes: dataset.maxBytes,
          source_rows: input.rows.length,
          max_source_lines: dataset.maxSourceLines,
        },
      );
    }
  }

  function checkQuota(input: NewDataset, now: number): void {
    const { dataset } = deps.config();
    const used = repo.createdSince(input.owner, now - DAY_MS);
    if (used.count >= dataset.perKeyPerDay) {
      throw teachRefusal(
        'quota_dataset',
        `this key made ${used.count} training sets today; the limit is ${dataset.perKeyPerDay}`,
        {
          limit: dataset.perKeyPerDay,
        },
      );
    }
    if (used.bytes + input.sourceBytes > dataset.bytesPerKeyPerDay) {
      throw teachRefusal(
        'quota_bytes',
        `this key sent ${used.bytes} bytes of training sets today; the limit is ${dataset.bytesPerKeyPerDay}`,
        {
          bytes_used: used.bytes,
          limit: dataset.bytesPerKeyPerDay,
        },
      );
    }
  }

  return {
    /** 201 with a new set, or the owner's live set with the same canonical rows (`created: false`, 200). */
    create(input: NewDataset): TeachDatasetCreated {
      const now = deps.now();
      checkSize(input);
      const config = deps.config();
      const report = reportRows(input.rows, {
        maxRows: config.dataset.maxRows,
        blocked: blockedPatterns(config.blockedTopics),
      });
      const summary = { summary: report.summary, rows: report.rows };
      if (report.accepted.length === 0) {
        throw teachRefusal('dataset_empty', 'no row of the upload can be trained', { report: summary });
      }
      const text = canonicalJsonl(report.accepted);
      const same = repo.findSame(input.owner, sha256Hex(text), now);
      if (same) return { dataset: view(same), report: summary, created: false };
      if (!input.unmetered) {
        rateLimit(input.visitor, now);
        checkQuota(input, now);
      }
      const sha256 = deps.files.put(report.accepted);
      const record: DatasetRecord = {
        id: randomUUID(),
        owner: input.owner,
        visitor: input.visitor,
        name: input.name,
        source: input.source,
        sha256,
        revision: 1,
        rows: report.accepted.length,
        invalid_rows: report.rows.length - report.accepted.length,
        size_bytes: Buffer.byteLength(text),
        source_bytes: input.sourceBytes,
        source_name: input.sourceName ?? null,
        format: input.format,
        summary: report.summary,
        report: report.rows,
        retention: input.retention,
        created_at: now,
        updated_at: now,
        expires_at: now + config.dataset.ttlDays * DAY_MS,
        deleted_at: null,
      };
      repo.insert(record);
      return { dataset: view(record), report: summary, created: true };
    },

    list(owner: string): TeachDataset[] {
      return repo.listLive(owner, deps.now()).map(view);
    },

    get(owner: string, id: string): TeachDataset {
      return view(owned(owner, id));
    },

    rowsPage(
      owner: string,
      id: string,
      query: { offset: number; limit: number; status: string },
    ): TeachDatasetRowsPage {
      const r = owned(owner, id);
      const rejected = (s: string) => s !== 'ok' && s !== 'fixed';
      const match =
        query.status === 'all'
          ? () => true
          : query.status === 'rejected'
            ? rejected
            : (s: string) => s === query.status;
      const items = r.report.filter((row) => match(row.status));
      return {
        total: items.length,
        source_rows: r.report.length,
        offset: query.offset,
        limit: query.limit,
        summary: r.summary,
        items: items.slice(query.offset, query.offset + query.limit),
      };
    },

    /** Deleting hides the set; a lesson still running on it keeps it (409 dataset_in_use). */
    remove(owner: string, id: string): TeachDataset {
      owned(owner, id);
      if (repo.inUse(id)) throw teachRefusal('dataset_in_use', `a lesson is still running on training set ${id}`);
      repo.markDeleted(id, deps.now());
      return view(repo.get(id)!);
    },

    /** A set's record and accepted rows, for a lesson or a preflight; 404 for anyone but its owner. */
    trainingRows(owner: string, id: string): { record: DatasetRecord; rows: TrainingRow[] } {
      const record = owned(owner, id);
      const rows = deps.files.rows(record.sha256);
      if (rows === undefined) {
        throw teachRefusal('dataset_unavailable', `this node no longer holds the rows of training set ${id}`);
      }
      return { record, rows };
    },

    /** Retention `delete_after_training`: the set leaves its owner's list once a lesson trained on it. */
    retire(id: string): void {
      const r = repo.get(id);
      if (r && r.retention === 'delete_after_training') repo.markDeleted(id, deps.now());
    },
  };
}

export type TeachDatasets = ReturnType<typeof openTeachDatasets>;
