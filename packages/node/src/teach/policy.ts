import type { TeachPolicy } from '@ainize/core';
import type { NodeConfig } from '../home/config-schema.js';
import type { ModelServing } from '../serving/serving.js';
import type { JobRepo } from './job-repo.js';
import { EFFORT_PRESETS, teachLimits } from './limits.js';
import { etaSeconds, teachTiming } from './timing.js';

/**
 * `GET /api/teach/policy`: what a teacher needs before spending a lesson — whether the door is open, how publishing
 * works, the effective limits, and measured timing (null until three lessons were timed). The backend is the
 * node's own memory model: lessons are really trained and every check is measured.
 */
export function teachPolicy(config: NodeConfig, repo: JobRepo, serving: ModelServing): TeachPolicy {
  const { teach } = config;
  const queue = repo.queue();
  const timing = teachTiming(repo.durations());
  const running = repo.active().some((r) => r.job.status !== 'QUEUED');
  return {
    enabled: teach.enabled,
    publish: teach.publish,
    trainer: running ? 'busy' : 'ready',
    paused_reason: null,
    backend: 'memory',
    queue: {
      depth: queue.depth,
      max: teach.queueMax,
      // A lesson submitted now waits for everything queued, then runs itself (a typical lesson's rows).
      position_eta_s: etaSeconds(timing, queue.rows, queue.depth + 1),
      queued_rows: queue.rows,
      queued_rows_max: teach.queuedRowsMax,
    },
    limits: teachLimits(teach),
    timing,
    effort: [...EFFORT_PRESETS],
    samples: [],
    shares: { contributor: config.contributorShare, lineage: config.royaltyShare },
    model: { id_M: serving.model.modelId },
    applied: serving.stack().map((s) => s.patch_id),
    draft_ttl_days: teach.draftTtlDays,
  };
}
