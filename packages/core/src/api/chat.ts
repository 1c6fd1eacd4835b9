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
