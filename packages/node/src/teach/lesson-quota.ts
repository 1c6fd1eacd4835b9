import { sameAddress, type TeachJobAccepted } from '@ainize/core';
import type { TeachConfig } from '../home/config-schema.js';
import { teachRefusal } from './errors.js';
import type { JobRepo } from './job-repo.js';
import { DAY_MS } from './limits.js';

/**
 * The lesson allowance: lessons and trained questions per key and per address over a rolling day, lessons in
 * progress per key, and the trainer's queue. Counted from the job rows themselves, so what was charged is what is
 * counted, across restarts. This node's own key and `teach.trustedKeys` are not rationed (the queue still is).
 */

export interface LessonQuotaDeps {
  repo: JobRepo;
  config: () => TeachConfig;
  nodeAddress: string;
}

export function lessonQuota(deps: LessonQuotaDeps) {
  const { repo } = deps;

  const unmetered = (owner: string) =>
    sameAddress(owner, deps.nodeAddress) || deps.config().trustedKeys.some((k) => sameAddress(k, owner));

  /** What the key and the address have left today; null where no limit applies. */
  function remaining(owner: string, visitor: string, now: number): TeachJobAccepted['quota'] {
    const config = deps.config();
    if (unmetered(owner))
      return { key_remaining: null, ip_remaining: null, rows_remaining: null, rows_ip_remaining: null };
    const key = repo.chargedTo({ owner }, now - DAY_MS);
    const ip = repo.chargedTo({ visitor }, now - DAY_MS);
    return {
      key_remaining: Math.max(0, config.jobsPerKeyPerDay - key.count),
      ip_remaining: Math.max(0, config.jobsPerIpPerDay - ip.count),
      rows_remaining: Math.max(0, config.dataset.rowsPerKeyPerDay - key.rows),
      rows_ip_remaining: Math.max(0, config.dataset.rowsPerIpPerDay - ip.rows),
    };
  }

  /** Every rule that could refuse the charge, in the order the digest names them. Throws; charges nothing. */
  function checkQuota(owner: string, visitor: string, rows: number, now: number): void {
    const config = deps.config();
    const queue = repo.queue();
    if (queue.depth >= config.queueMax || queue.rows + rows > config.queuedRowsMax) {
      throw teachRefusal(
        'trainer_paused',
        `the trainer's queue is full (${queue.depth} lessons, ${queue.rows} questions)`,
        {
          queue: {
            depth: queue.depth,
            max: config.queueMax,
            queued_rows: queue.rows,
            queued_rows_max: config.queuedRowsMax,
          },
        },
      );
    }
    if (unmetered(owner)) return;
    const active = repo.activeCount(owner);
    if (active >= config.activeJobsPerKey) {
      throw teachRefusal('quota_key', `you already have ${active} lesson(s) in progress`, { active });
    }
    const left = remaining(owner, visitor, now);
    if (left.key_remaining === 0) {
      throw teachRefusal('quota_key', `this key has used its ${config.jobsPerKeyPerDay} lessons for today`, left);
    }
    if (left.ip_remaining === 0) {
      throw teachRefusal('quota_ip', `this address has used its ${config.jobsPerIpPerDay} lessons for today`, left);
    }
    if (left.rows_remaining !== null && rows > left.rows_remaining) {
      throw teachRefusal(
        'quota_rows',
        `the lesson has ${rows} questions; this key may train ${left.rows_remaining} more today`,
        left,
      );
    }
    if (left.rows_ip_remaining !== null && rows > left.rows_ip_remaining) {
      throw teachRefusal(
        'quota_rows',
        `the lesson has ${rows} questions; this address may train ${left.rows_ip_remaining} more today`,
        left,
      );
    }
  }

  return { unmetered, remaining, check: checkQuota };
}

export type LessonQuota = ReturnType<typeof lessonQuota>;
