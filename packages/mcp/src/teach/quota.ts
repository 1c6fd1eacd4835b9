import { AinizeFailure, sameAddress, type TeachJob, type TeachPolicy } from '@ainize/core';
import type { NodeClient } from '../node-client/index.js';
import type { LessonBook, LessonCount } from './lesson-book.js';

/**
 * How many lessons the teaching key has left today, from the node's own numbers: its policy's
 * `jobs_per_key_per_day` and the key's lessons the node lists, counted over the node's rolling day (24 hours —
 * nothing is gained by teaching across midnight). The node charges at submit and never refunds, so every lesson it
 * lists counts, whatever became of it. The node's own key is not rationed there, so it is not here either.
 */

export const LESSON_DAY_MS = 24 * 60 * 60_000;

export interface LessonQuota {
  /** The node's daily lessons per key; null for the node's own key, which the node does not ration. */
  limit: number | null;
  used_today: number;
  remaining: number | null;
  /** This session's own cap (AINIZE_MCP_MAX_TEACH_JOBS). */
  session_cap: number;
  session_spent: number;
  /** Whether the next lesson is the key's last today, which `teach` makes the caller confirm. */
  last_of_the_day: boolean;
  note: string;
}

export function lessonsUsedToday(lessons: readonly Pick<TeachJob, 'created_at'>[], now: number): number {
  return lessons.filter((lesson) => {
    const at = Date.parse(lesson.created_at);
    return Number.isFinite(at) && now - at < LESSON_DAY_MS;
  }).length;
}

export function quotaOf(
  policy: TeachPolicy,
  lessons: readonly TeachJob[],
  session: LessonCount,
  now: number,
  rationed = true,
): LessonQuota {
  const used = lessonsUsedToday(lessons, now);
  if (!rationed) {
    return {
      limit: null,
      used_today: used,
      remaining: null,
      session_cap: session.cap,
      session_spent: session.spent,
      last_of_the_day: false,
      note:
        `this teaching key is the node's own, which the node does not ration (${used} lessons in the last 24 hours); ` +
        `this session may spend ${session.remaining} more`,
    };
  }
  const limit = policy.limits.jobs_per_key_per_day;
  const remaining = Math.max(0, limit - used);
  return {
    limit,
    used_today: used,
    remaining,
    session_cap: session.cap,
    session_spent: session.spent,
    last_of_the_day: remaining === 1,
    note:
      `${used} of ${limit} lessons for this teaching key in the last 24 hours (the node charges one when a lesson ` +
      `is submitted and never gives it back); this session may spend ${session.remaining} more`,
  };
}

export async function readLessonQuota(
  client: NodeClient,
  book: LessonBook,
  signal: AbortSignal | undefined,
  now: () => number = Date.now,
): Promise<LessonQuota> {
  const options = signal ? { signal } : {};
  const [policy, lessons, node] = await Promise.all([
    client.teachPolicy(options),
    client.teach.lessons(options),
    client.nodeAddress(),
  ]);
  const rationed = !sameAddress(node, client.teachAddress ?? '');
  return quotaOf(policy, lessons.items, book.count(), now(), rationed);
}

/**
 * The gates on the key's day, before anything is uploaded: none left is the node's own `quota_key`, and the last
 * one needs `confirm: true` — a lesson that fails is not refunded either.
 */
export function checkDay(quota: LessonQuota, confirm: boolean, nodeUrl: string): void {
  if (quota.remaining === null) return;
  if (quota.remaining <= 0) {
    throw AinizeFailure.of(
      'quota_key',
      `this teaching key has used all ${quota.limit} of its lessons on ${nodeUrl} in the last 24 hours; nothing was ` +
        'uploaded or probed',
      { details: { limit: quota.limit, used_today: quota.used_today } },
    );
  }
  if (quota.last_of_the_day && !confirm) {
    throw AinizeFailure.of(
      'confirmation_required',
      `this is the last lesson this teaching key has on ${nodeUrl} today (${quota.used_today} of ${quota.limit} ` +
        'used), and a lesson that fails is not refunded — ask the person, then call again with confirm: true',
      { details: { field: 'confirm', limit: quota.limit, used_today: quota.used_today } },
    );
  }
}
