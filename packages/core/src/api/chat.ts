/**
 * The live test's answer shapes (`POST /api/chat`), shared by the node that produces them and the MCP client that
 * reads them, so the two cannot drift apart.
 */

export type ChatMode = 'base' | 'patched' | 'compare';

export interface ChatAnswer {
  content: string;
  latency_ms: number;
  model: string;
  finish_reason: 'stop' | 'length' | null;
  truncated: 'repetition' | 'length' | null;
  shown_chars: number;
  raw_chars: number;
  /** Sent by nodes that cut a long answer for display; the embedded node never cuts one. */
  raw_content?: string;
}

export interface ChatResponse {
  patch_id: string | null;
  mode: ChatMode;
  base: ChatAnswer;
  patched: ChatAnswer;
  applied_ms: number | null;
  was_applied: boolean;
  benchmark_hit: boolean | null;
  patch_ids: string[];
  applied: { patch_id: string; applied_ms: number | null; was_applied: boolean }[];
  benchmark_hits: Record<string, boolean | null>;
  model: string | null;
  remaining_quota: number | null;
  quota_limit: number | null;
  /** Turn counts of the conversation answered; optional because older nodes do not send it. */
  history?: { base: number; patched: number; split: boolean };
}

/** Who holds the node's model lock, as the live-test routes show it. */
export interface ChatLockView {
  owner: string;
  label: string;
  /** Epoch ms on the node's clock; compare with the answer's `now`, never with the reader's own clock. */
  since: number;
  /** The holder's process answers the liveness probe. */
  alive: boolean;
  /** The holder's lease ran out. */
  stale: boolean;
  /** Held by this node's own process. */
  mine: boolean;
}

/** `GET /api/chat/status?request_id=`: where a live test is, and who holds the model meanwhile. */
export interface ChatStatus {
  state: 'queued' | 'running' | 'gone';
  queued_ms: number;
  running_ms: number;
  /** 1 = next among this node's queued tests; 0 once running or gone. */
  position: number;
  cancelled: boolean;
  lock: ChatLockView | null;
  waiting: number;
  now: number;
}

/** `POST /api/chat/cancel`: a queued test is given up without using a free try; a running one is not stopped. */
export interface ChatCancel {
  cancelled: boolean;
  reason: 'queued' | 'already_running' | 'gone';
  charged: boolean;
}
