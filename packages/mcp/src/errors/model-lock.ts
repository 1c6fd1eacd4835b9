/**
 * Who holds the shared model, in words an agent can repeat to a person. Computed against the NODE's clock:
 * the holder's `since` was written by the node, and this server's clock may be minutes off.
 */

export interface LockHolder {
  owner: string;
  label: string;
  /** When the node says the lock was taken: epoch ms, or an ISO date string. */
  since: number | string | null;
  /** false: the holding process looks dead, so the next request will break the lock. */
  alive?: boolean;
  /** true: the 15-minute lease has lapsed. */
  stale?: boolean;
  mine?: boolean;
}

export interface LockQueue {
  running?: number | null;
  waiting?: number | null;
}

export interface ModelLockInput {
  holder: LockHolder | null;
  /** The node's `now` from the same answer as the holder (epoch ms or ISO). */
  now: number | string | null;
  queue?: LockQueue | null;
}

export interface ModelLockView {
  holder: {
    owner: string;
    label: string;
    held_s: number | null;
    alive: boolean | null;
    stale: boolean | null;
    mine: boolean | null;
  } | null;
  queue: { running: number | null; waiting: number | null };
  sentence: string;
}

/** `chat:<ids>` → "a live test of <ids>"; unknown labels are shown as the node wrote them. */
export function lockLabelWords(label: string): string {
  const colon = label.indexOf(':');
  const head = colon < 0 ? label : label.slice(0, colon);
  const rest = colon < 0 ? '' : label.slice(colon + 1).trim();
  const ids = rest
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
  const named = joinWords(ids);
  switch (head) {
    case 'chat':
      return named ? `a live test of ${named}` : 'a live test of the bare model';
    case 'check':
      return named ? `a verification of ${named}` : 'a verification';
    case 'agent':
      return named ? `an agent session using ${named}` : 'an agent session';
    case 'apply':
      return named ? `applying ${named}` : 'applying a knowledge';
    case 'remove':
      return named ? `removing ${named}` : 'removing a knowledge';
    case 'teach':
      return named ? `a lesson being trained (${named})` : 'a lesson being trained';
    default:
      return label;
  }
}

export function modelLockSentence(input: ModelLockInput): string {
  const waiting = input.queue?.waiting ?? 0;
  const behind = waiting > 0 ? `, with ${waiting} waiting behind it` : '';
  const holder = input.holder;
  if (!holder) return waiting > 0 ? `the model is free, with ${waiting} waiting to use it` : 'the model is free';
  const held = heldSeconds(holder.since, input.now);
  const duration = held === null ? '' : ` for ${formatDuration(held)}`;
  const health =
    holder.alive === false
      ? ' — its process looks dead, so the next request will break the lock'
      : holder.stale === true
        ? ' — its lease has lapsed, so the lock can be broken'
        : '';
  return `the model is held by ${holder.owner} (${lockLabelWords(holder.label)})${duration}${behind}${health}`;
}

/** The spec's `model_lock` object: holder facts, queue and the sentence, all from one node answer. */
export function modelLockView(input: ModelLockInput): ModelLockView {
  const holder = input.holder;
  return {
    holder: holder
      ? {
          owner: holder.owner,
          label: holder.label,
          held_s: heldSeconds(holder.since, input.now),
          alive: holder.alive ?? null,
          stale: holder.stale ?? null,
          mine: holder.mine ?? null,
        }
      : null,
    queue: { running: input.queue?.running ?? null, waiting: input.queue?.waiting ?? null },
    sentence: modelLockSentence(input),
  };
}

function heldSeconds(since: number | string | null, now: number | string | null): number | null {
  const from = toEpochMs(since);
  const to = toEpochMs(now);
  if (from === null || to === null) return null;
  // A holder stamped a moment "after" the node's now is clock jitter between processes, not negative time.
  return Math.max(0, Math.floor((to - from) / 1000));
}

function toEpochMs(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const asNumber = Number(value);
    if (Number.isFinite(asNumber)) return asNumber;
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** "8 s", "4 min 12 s", "1 h 3 min": seconds stop mattering once a lock is held for an hour. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
