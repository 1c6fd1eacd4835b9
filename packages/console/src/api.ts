import type { EntryTrust, LedgerReport, NodeTrustInfo, SignedRecord, UntrustedAttestation } from '@ainize/core';
import { PATCH_STATUSES, type PatchStatus } from '@ainize/core/api';

/**
 * The node's public HTTP API as the console reads it: the same routes the MCP server calls, from the same origin,
 * with no credential. Only the fields a page shows are typed here; the node sends more.
 */

/** The statuses a knowledge moves through: `@ainize/core`'s own list, from its browser-safe entry. */
export const STATUSES = PATCH_STATUSES;
export type Status = PatchStatus;

/** The orders `GET /api/catalog` knows. */
export const SORTS = ['latest', 'popular', 'price', 'rows'] as const;
export type Sort = (typeof SORTS)[number];

export interface NodeInfo {
  node: { name: string; address: string; roles: string[]; version: string };
  quorum: number;
  currency: string;
  trust?: NodeTrustInfo;
}

export interface Sample {
  prompt: string;
  expect: string;
}

export interface Anchor {
  id: string;
  name: string;
  description: string;
  author: string;
  author_name?: string;
  model: { id_M: string; row_dim: number };
  rows: number;
  size_bytes: number;
  price: string;
  currency: string;
  billing?: string;
  topic_path?: string;
  created_at: string;
  license?: string;
  benchmark: { schema: string; queries: number; samples: Sample[] };
  dataset?: { sha256: string; rows: number; license?: string; access?: string; source?: string };
}

export interface Attestation {
  verifier: string;
  verifier_name?: string | null;
  passed: boolean;
  verified_on: string;
  score: Record<string, unknown>;
  created_at: string;
  reason?: string;
}

export interface CatalogEntry {
  id: string;
  anchor: Anchor;
  status: Status;
  attestations: Attestation[];
  untrusted_attestations: UntrustedAttestation[];
  trust: EntryTrust;
  passed: number;
  failed: number;
  quorum: number;
  quorum_ok: boolean;
  sellable: boolean;
  open_challenge: unknown;
  downloads: number;
}

export interface RequiredBase {
  id: string;
  name: string | null;
  price: string | null;
  status: Status | null;
  /** This node holds the base's body. */
  held: boolean;
}

export interface KnowledgeDetail extends CatalogEntry {
  requires: RequiredBase[];
  lineage: { parents: string[]; children: string[] };
  has_body: boolean;
  owned: boolean;
  gateway_url: string | null;
  dataset_held: boolean;
}

export interface CatalogPage {
  total: number;
  items: CatalogEntry[];
  models: string[];
  schemas: string[];
}

export interface LedgerRecord extends SignedRecord {
  seq: number;
}

export interface RecordsAbout {
  id: string;
  total: number;
  items: LedgerRecord[];
}

export interface DatasetView {
  sha256: string;
  rows: number;
  license?: string;
  access?: string;
  preview?: { prompt: string; answer: string }[];
  held?: boolean;
}

export type { LedgerReport };

/**
 * A refusal or a failure, with the node's own sentence when it gave one, and the rest of its answer (`body`): some
 * refusals carry facts beside the sentence (a 499's `charged`, a 429's `quota_reset`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  } catch (thrown) {
    if (signal?.aborted) throw thrown;
    throw new ApiError(0, 'The node did not answer. Is it still running?');
  }
  const body: unknown = await response.json().catch(() => undefined);
  // Aborted while the body was read: the caller no longer wants an answer, and must not get an empty one.
  if (signal?.aborted) throw signal.reason;
  if (!response.ok) throw refusal(response.status, body);
  return body as T;
}

/** The node's refusal as an ApiError: its `error` sentence when the body has one, else the status. */
export function refusal(status: number, body: unknown): ApiError {
  const said =
    typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
      ? (body as { error: string }).error
      : `HTTP ${status}`;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  return new ApiError(status, said, fields);
}

let info: Promise<NodeInfo> | undefined;

/** `GET /api/info`, once per page load: who this node is, its quorum and whose verification it counts. */
export function nodeInfo(): Promise<NodeInfo> {
  info ??= getJson<NodeInfo>('/api/info').catch((thrown: unknown) => {
    info = undefined;
    throw thrown;
  });
  return info;
}
