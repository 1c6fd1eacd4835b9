/**
 * The served model's answers to apply, remove and check (`/api/patches/:id/apply|check`), shared by the node that
 * produces them and the MCP client that reads them, so the two cannot drift apart.
 */

/** One knowledge on the applied stack, bottom first. */
export interface StackItem {
  patch_id: string;
  patch_sha256: string;
  rows: number;
  /** Applied as a delta: its `before` rows had to match what lay underneath. */
  delta: boolean;
  /** The knowledges it was taught on top of (its dependents check reads these). */
  base_ids: string[];
  applied_at: number;
  /** A removal below it overwrote some of its rows; it answers differently until re-applied. */
  dirty: boolean;
}

export interface ApplyResult {
  patch_id: string;
  /** Ids put on the stack by this call, bottom first (bases loaded by `with_base`, then the knowledge). */
  applied: string[];
  already_applied: boolean;
  stack: StackItem[];
}

export interface RemoveResult {
  patch_id: string;
  /** Ids taken off by this call, top first (dependents first when cascading). */
  removed: string[];
  /** Knowledges still on the stack that lost rows they shared with a removed one (now `dirty`). */
  also_affects: { patch_id: string; rows: number }[];
  stack: StackItem[];
}

/** `GET /api/patches/:id/check` (digest §1.9). */
export interface CheckResult {
  patch_id: string;
  export: 'delta' | 'squash' | null;
  base_stack: string[];
  rows: number;
  /** Body rows whose `before` differs from the live row: 0 means the base stack is exactly underneath. */
  differ_before: number;
  /** Body rows whose `after` differs from the live row: 0 means it is on and intact. */
  differ_after: number;
  ok: boolean;
  applied: boolean;
}

/** `POST /api/runtime/cancel`: whether an apply or remove was given up, and where it was when the cancel arrived. */
export interface ChangeCancel {
  cancelled: boolean;
  /** `gone`: no change under that id is in flight — it never arrived, or it already ended. */
  reason: 'queued' | 'already_running' | 'gone';
}
