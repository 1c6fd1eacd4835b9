import { AinizeFailure, type PreflightResult, type TeachDatasetRow } from '@ainize/core';
import { ChatQuota, type ChatQuotaRepo, keyVisitorId, visitorId } from '../chat/quota.js';
import type { TeachConfig } from '../home/config-schema.js';
import type { Caller } from '../http/route.js';
import type { ModelServing } from '../serving/serving.js';
import { blockedPatterns, reportRows } from './dataset-report.js';
import type { TeachDatasets } from './datasets.js';
import { teachRefusal } from './errors.js';
import { PREFLIGHT_MAX } from './schemas.js';
import { rowsAsReport } from './selection.js';
import type { LessonStack, StackRequest } from './stack.js';
import { judgeRows } from './verdicts.js';

/**
 * `POST /api/teach/preflight`: up to eight questions asked of the real model, with the bases and comparison
 * knowledge laid over it as a live test lays them, before anyone spends a lesson. It costs one live-test try of
 * the key and one of the address (the same hourly allowance a live test draws on), spent only once it answered;
 * the operator and unrationed keys are not metered.
 */

export interface PreflightInput extends StackRequest {
  facts?: { prompt: string; answer: string; alt_prompt?: string | null; note?: string | null }[] | undefined;
  dataset_id?: string | undefined;
  offset: number;
  limit: number;
}

export interface TeachPreflightDeps {
  datasets: TeachDatasets;
  serving: ModelServing;
  stack: (caller: Caller, req: StackRequest) => LessonStack;
  config: () => TeachConfig;
  quotaRepo: ChatQuotaRepo;
  nodeSecret: string;
  /** Keys never rationed (this node's own, `teach.trustedKeys`). */
  unmetered: (owner: string) => boolean;
  now: () => number;
}

export function openTeachPreflight(deps: TeachPreflightDeps) {
  const quota = new ChatQuota(deps.quotaRepo, deps.now);

  /** The rows asked: inline facts (an unusable one is judged `invalid`), or a window of a stored set. */
  function rowsOf(owner: string, input: PreflightInput): TeachDatasetRow[] {
    if (input.facts) {
      const report = reportRows(input.facts, {
        maxRows: PREFLIGHT_MAX,
        blocked: blockedPatterns(deps.config().blockedTopics),
      });
      // Inline facts are numbered by their place in the request, accepted or not.
      return report.rows.map((r) => (r.index === null ? r : { ...r, index: r.line - 1 }));
    }
    const { rows } = deps.datasets.trainingRows(owner, input.dataset_id!);
    const end = Math.min(rows.length, input.offset + input.limit);
    const indexes = Array.from({ length: Math.max(0, end - input.offset) }, (_, i) => input.offset + i);
    return rowsAsReport(
      indexes.map((i) => rows[i]!),
      indexes,
    );
  }

  /** A spent allowance is the preflight's own refusal: quota_ip for the address, quota_key for the key. */
  function check(visitor: string, code: 'quota_ip' | 'quota_key'): number {
    try {
      return quota.check(visitor);
    } catch (err) {
      if (err instanceof AinizeFailure && err.error.code === 'quota_chat') {
        throw teachRefusal(
          code,
          `the ${code === 'quota_ip' ? 'address' : 'key'} has used its live tries for this hour`,
          err.error.details,
        );
      }
      throw err;
    }
  }

  return async (caller: Caller, ip: string, input: PreflightInput): Promise<PreflightResult> => {
    if (!deps.config().enabled) throw teachRefusal('teaching_disabled', 'this node does not accept lessons');
    const owner = caller.teacher!;
    const rows = rowsOf(owner, input);
    const stack = deps.stack(caller, input);
    const metered = !caller.operator && !deps.unmetered(owner);
    const ipVisitor = visitorId(deps.nodeSecret, ip);
    const keyVisitor = keyVisitorId(deps.nodeSecret, owner);
    if (metered) {
      check(ipVisitor, 'quota_ip');
      check(keyVisitor, 'quota_key');
    }
    const facts = await deps.serving.run('teach:preflight', (model) => judgeRows(model, rows, stack), {
      mode: 'shared',
    });
    return {
      facts,
      trainable: facts.filter((f) => f.status === 'will_train').length,
      bases: [
        ...stack.under.map((u) => ({
          id: u.entry.id,
          name: u.entry.name ?? u.entry.id,
          status: u.entry.status,
          role: 'base' as const,
        })),
        ...stack.contexts.map((c) => ({
          id: c.entry.id,
          name: c.entry.name ?? c.entry.id,
          status: c.entry.status,
          role: 'context' as const,
        })),
      ],
      quota: metered
        ? { key_remaining: quota.consume(keyVisitor), ip_remaining: quota.consume(ipVisitor) }
        : { key_remaining: null, ip_remaining: null },
    };
  };
}
