/**
 * What the node answers, typed for the MCP layer. Written from the node API contract and checked against the
 * embedded node's handlers, but declared here: the MCP server speaks to any node over HTTP and must not depend on
 * one implementation's types. Shapes both sides produce from one definition (the live test's answer, the
 * status names) come from core. Fields a node may add are allowed (`[key: string]: unknown` where readers may
 * meet them); fields some nodes omit are optional.
 */
import type {
  ChatLockView,
  ChatResponse,
  EntryTrust,
  NodeTrustInfo,
  PatchStatus,
  PaymentOptions,
  PaymentRequiredBody,
  PaymentRequiredV2,
  SignedRecord,
  UntrustedAttestation,
  UntrustedChallenge,
} from '@ainize/core';

export type { ApplyResult, ChangeCancel, CheckResult, RemoveResult, StackItem } from '@ainize/core';

export type { EntryTrust, NodeTrustInfo, PatchStatus, UntrustedAttestation, UntrustedChallenge } from '@ainize/core';

export interface NodeInfo {
  node: { name: string; address: string; roles?: string[]; version?: string; [key: string]: unknown };
  /** `kind: "ain"` is the shared permanent chain, where publishing is refused. */
  ledger: { kind: 'local' | 'ain' | (string & {}); [key: string]: unknown };
  runtime: Record<string, unknown>;
  quorum: number;
  currency: string;
  peers: number;
  initial_credit: string;
  royalty_share: number;
  accepts_contributions: boolean;
  contributor_share: number;
  counts: Record<string, number>;
  default_price?: string;
  verifier_share?: number;
  /** Whose verification the node counts; a node that predates trust policies omits it. */
  trust?: NodeTrustInfo;
  /** How the node's gateway is paid and how its buy route pays; a node that predates schemes omits it. */
  payments?: PaymentOptions;
  [key: string]: unknown;
}

/** A seller's 402 as both of its envelopes state it. */
export interface SellerOffer {
  /** The Ainize dialect (the body; `x-payment-required` carries the same requirements). Empty from a v2-only seller. */
  dialect: PaymentRequiredBody;
  /** x402 v2 (`payment-required`), decoded and schema-checked; null when the seller sends only the dialect. */
  v2: PaymentRequiredV2 | null;
  /** Why a `payment-required` header that was sent could not be read, or null. */
  v2_problem: string | null;
}

export interface AuthMe {
  signed_in: boolean;
  /** The node's own address: what a teaching-key header signs for. */
  address: string;
  needsSetup: boolean;
}

export interface Healthz {
  ok: boolean;
  node: string;
  address: string;
  version: string;
  uptime_s: number;
}

export interface BenchmarkSample {
  prompt: string;
  expect: string;
  source?: string;
}

export interface Anchor {
  id: string;
  name: string;
  description: string;
  author: string;
  author_name?: string;
  model: { id_M: string; row_dim: number; [key: string]: unknown };
  patch_sha256: string;
  size_bytes: number;
  rows: number;
  benchmark: { schema: string; queries: number; format?: string[]; samples: BenchmarkSample[]; [key: string]: unknown };
  benchmark_hash: string;
  price: string;
  currency: 'CREDIT' | 'AIN' | 'USDC';
  billing?: string;
  license?: string;
  parents: string[];
  parent_authors?: string[];
  branch?: string;
  topic_path: string;
  created_at: string;
  as_of?: string;
  royalty_share?: number;
  verifier_share?: number;
  visibility: 'public' | 'test';
  contributors: { address: string; share: number; role?: string; name?: string; [key: string]: unknown }[];
  origin: 'operator' | 'teach';
  dataset?: {
    sha256: string;
    rows: number;
    source?: string;
    access?: 'public' | 'derivative' | 'private';
    license?: string;
    [key: string]: unknown;
  };
  derivation?: { kind: string; bases: { patch_id: string; [key: string]: unknown }[]; [key: string]: unknown };
  base?: {
    stack: { patch_id: string; patch_sha256: string }[];
    export: 'delta' | 'squash';
    pre_state_sha256?: string;
  };
  [key: string]: unknown;
}

export interface Attestation {
  patch_id: string;
  verifier: string;
  verifier_name?: string;
  passed: boolean;
  /** `hash-only` is an integrity check; anything else names where the benchmark was executed. */
  verified_on: string;
  score: { free_generation?: string; pre_apply?: string; [key: string]: unknown };
  created_at: string;
  [key: string]: unknown;
}

export interface ChallengeView {
  patch_id: string;
  challenger: string;
  reason: string;
  created_at: string;
  record_id?: string;
  state?: 'open' | 'upheld' | 'dismissed';
}

export interface CatalogEntry {
  id: string;
  anchor: Anchor;
  status: PatchStatus;
  attestations: Attestation[];
  passed: number;
  quorum: number;
  quorum_ok: boolean;
  sellable: boolean;
  open_challenge: ChallengeView | null;
  downloads: number;
  revenue: string;
  superseded_by: string[];
  children: string[];
  failed?: number;
  integrity_checks?: number;
  self_checks?: number;
  verification_count?: number;
  verifiers?: string[];
  challenge_log?: ChallengeView[];
  supersedes?: string[];
  lineage?: { parents: string[]; children: string[] };
  listed_at?: string | null;
  updated_at?: string;
  /** Records the node keeps but does not count (untrusted or forked keys); absent on nodes without trust policies. */
  untrusted_attestations?: UntrustedAttestation[];
  untrusted_challenges?: UntrustedChallenge[];
  trust?: EntryTrust;
  [key: string]: unknown;
}

export interface CatalogSearch {
  total: number;
  items: CatalogEntry[];
  models: string[];
  schemas: string[];
}

export interface CatalogQuery {
  q?: string;
  sort?: 'latest' | 'popular' | 'price' | 'rows';
  /** Comma list or array of statuses. */
  status?: string | readonly PatchStatus[];
  model?: string;
  schema?: string;
  author?: string;
  contributor?: string;
  origin?: 'operator' | 'teach';
  limit?: number;
  offset?: number;
}

/** `GET /api/patches/:id`: the entry plus what this node knows about having it. */
export interface PatchDetail extends CatalogEntry {
  requires: {
    id: string;
    patch_sha256: string;
    name: string | null;
    price: string | null;
    status?: PatchStatus | null;
    held?: boolean;
  }[];
  has_body?: boolean;
  owned?: boolean;
  purchased?: boolean;
  applied?: boolean;
  dataset_held?: boolean;
  /** The seller's x402 gateway, when the node names it (absolute URL). */
  gateway_url?: string | null;
}

/** A signed record as a node lists it; `seq` is that node's own arrival number. */
export type LedgerRecord = SignedRecord & { seq?: number };

export interface PatchRecords {
  id: string;
  total: number;
  items: LedgerRecord[];
}

export interface NodeEvent {
  seq?: number;
  patch_id?: string;
  ts: string;
  kind: string;
  level?: string;
  message: string;
  /** Null for anyone but the operator. */
  data: Record<string, unknown> | null;
}

export interface EventList {
  id?: string;
  items: NodeEvent[];
}

export interface Conflicts {
  id: string;
  items: unknown[];
  same_schema?: { id: string; name: string; status: PatchStatus; author: string }[];
  note?: string;
}

export interface LedgerGraph {
  nodes: { id: string; name: string; author: string }[];
  edges: { from: string; to: string; type: 'extends' | 'supersedes' }[];
}

export interface DatasetView {
  id?: string;
  sha256: string;
  rows: number;
  access: 'public' | 'derivative' | 'private';
  license: string | null;
  parents: { patch_id: string; sha256: string; rows: number }[];
  held: boolean;
  include_notes: boolean;
  /** A count on the embedded node; the contract allows the samples themselves. */
  benchmark_samples: number | BenchmarkSample[] | null;
  merkle_root: string | null;
  preview: { prompt: string; answer: string; alt_prompt?: string; note?: string; [key: string]: unknown }[];
}

export interface TeacherProfile {
  address: string;
  name: string | null;
  hidden: boolean;
  lessons: { id: string; name: string; status: string; verified: boolean; downloads: number; revenue: string }[];
  earnings: {
    currency: string;
    owed: string;
    paid: string;
    pending: string;
    failed: string;
    sales: number;
    items: Record<string, unknown>[];
  };
  note?: string;
}

/** Who holds the node's model lock (`@ainize/core`'s shape, under the name this client's readers use). */
export type LockView = ChatLockView;

export interface ChatPatches {
  items: unknown[];
  runtime: Record<string, unknown>;
  lock: LockView | null;
  now: number;
  queue: { running: { label: string; since: number } | null; waiting: number };
  applied: string[];
  dirty: string[];
  elsewhere: Record<string, unknown>[];
  overlaps: { a: string; b: string; rows: number }[];
  lessons: unknown[];
  /** The address the teaching-key header proved, or null. */
  teacher: string | null;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  patch_id?: string;
  patch_ids?: string[];
  mode?: 'base' | 'patched' | 'compare';
  messages: ChatMessage[];
  messages_base?: ChatMessage[];
  messages_patched?: ChatMessage[];
  max_tokens?: number;
  thinking?: boolean;
  request_id?: string;
}

export type { ChatAnswer, ChatResponse } from '@ainize/core';

/** A live test either answers, or was given up while queued (HTTP 499): an outcome, not an error. */
export type ChatOutcome =
  | { kind: 'answered'; response: ChatResponse }
  | { kind: 'cancelled'; charged: boolean; message: string; details: Record<string, unknown> };

export type { ChatCancel, ChatStatus } from '@ainize/core';

export interface RuntimeStatus {
  model: { id: string; rows?: number; row_dim?: number; [key: string]: unknown };
  applied: string[];
  dirty?: string[];
  restore?: { reapplied: string[]; skipped: { patch_id: string; reason: string }[] };
  lock: {
    holder: (LockView & { lease_until?: number }) | null;
    queue: { running: number; waiting: number };
    now: number;
  };
  [key: string]: unknown;
}

/** The OpenAPI document, read as a plain object (it may be hand-written and incomplete on some nodes). */
export type OpenApiDocument = Record<string, unknown> & { openapi?: string; paths?: Record<string, unknown> };

/**
 * `GET /api/patches/:id/dataset/rows`, read only as far as a row count and a byte size allow. The node sends
 * canonical JSONL; each line is one training row.
 */
export interface DatasetRows {
  rows: { prompt: string; answer: string; [key: string]: unknown }[];
  /** Why reading stopped early: the row limit was reached, the byte cap was reached, or null (read to the end). */
  stopped: 'rows' | 'bytes' | null;
  /** The `x-content-sha256` header the node sent with the rows, or null when it sent none. */
  sha256: string | null;
}

export type {
  BuyRequest,
  BuyResult,
  BuyStep,
  PaymentOption,
  PaymentOptions,
  PaymentRequiredBody,
  PaymentRequiredV2,
  PaymentRequirementsV2,
  PurchaseList,
  PurchaseRecord,
  UnresolvedPayment,
  Wallet,
  WalletEntry,
} from '@ainize/core';

export type {
  PreflightFact,
  PreflightRequest,
  PreflightResult,
  PublishChallenge,
  PublishRequest,
  PublishResult,
  TeachChecks,
  TeachDataset,
  TeachDatasetCreated,
  TeachDatasetList,
  TeachDatasetRow,
  TeachFact,
  TeachJob,
  TeachJobAccepted,
  TeachJobList,
  TeachJobRequest,
  TeachJobStatus,
  TeachPolicy,
  TeachSaveResult,
} from '@ainize/core';
