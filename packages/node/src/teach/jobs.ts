import {
  sameAddress,
  type PreflightFact,
  type TeachJob,
  type TeachJobAccepted,
  type TeachJobPublic,
} from '@ainize/core';
import type { Catalog } from '../catalog/index.js';
import { visitorId } from '../chat/quota.js';
import type { TeachConfig } from '../home/config-schema.js';
import { HttpError } from '../http/errors.js';
import type { Caller } from '../http/route.js';
import type { ModelServing } from '../serving/serving.js';
import type { Store } from '../store/store.js';
import { blockedPatterns, reportRows } from './dataset-report.js';
import type { TeachDatasets } from './datasets.js';
import { teachRefusal } from './errors.js';
import { ACTIVE_STATES, type JobRecord, type JobRepo } from './job-repo.js';
import { lessonQuota } from './lesson-quota.js';
import { newLesson } from './new-lesson.js';
import type { LessonRunner } from './runner.js';
import { rowsAsReport, selectRows } from './selection.js';
import type { JobBody } from './schemas.js';
import { type LessonStack, type StackRequest, stackIds } from './stack.js';
import { etaSeconds, teachTiming } from './timing.js';
import { judgeRows } from './verdicts.js';

/**
 * Lessons: submitted, charged, queued for the trainer, shown and cancelled. A lesson is scarce like money — charged
 * at submit and never refunded — so the submit asks the model first and refuses (uncharged) a lesson with nothing
 * left to teach; only then, in one synchronous step, is the quota checked again and the job row written.
 */

export interface TeachJobsDeps {
  store: Store;
  repo: JobRepo;
  runner: LessonRunner;
  datasets: TeachDatasets;
  serving: ModelServing;
  catalog: Catalog;
  stack: (caller: Caller, req: StackRequest) => LessonStack;
  config: () => TeachConfig;
  nodeAddress: string;
  /** Keys the address HMAC (the same visitor a live test counts). */
  nodeSecret: string;
  now: () => number;
}

/** States after which nothing runs any more and nothing can be cancelled. */
const PUBLISHED = new Set(['ANNOUNCED']);
const DRAFT_STATES = new Set(['READY', 'NEEDS_MORE']);

export function openTeachJobs(deps: TeachJobsDeps) {
  const { repo } = deps;
  const quota = lessonQuota({ repo, config: deps.config, nodeAddress: deps.nodeAddress });

  function requireEnabled(): TeachConfig {
    const config = deps.config();
    if (!config.enabled) throw teachRefusal('teaching_disabled', 'this node does not accept lessons');
    return config;
  }

  /** The rows a lesson considers: a window of a stored set, or the legacy inline facts (each must be trainable). */
  function lessonRows(owner: string, body: JobBody, config: TeachConfig) {
    if ((body.dataset_id === undefined) === (body.facts === undefined)) {
      throw teachRefusal('invalid', 'send a training set (dataset_id) or facts, not both and not neither');
    }
    if (body.facts !== undefined) return inlineRows(body.facts, config);
    const { record, rows } = deps.datasets.trainingRows(owner, body.dataset_id!);
    const picked = selectRows(rows, {
      selected: body.selected_indexes,
      offset: body.training?.row_offset,
      limit: body.training?.rows_limit,
      rowsPerJob: config.rowsPerJob,
    });
    return { ...picked, dataset: { record, total: rows.length } };
  }

  function inlineRows(facts: readonly unknown[], config: TeachConfig) {
    if (facts.length < 1 || facts.length > config.factsPerJob) {
      throw teachRefusal('invalid', `1..${config.factsPerJob} corrections per lesson`);
    }
    const report = reportRows(facts, { maxRows: config.factsPerJob, blocked: blockedPatterns(config.blockedTopics) });
    const bad = report.rows.filter((r) => r.index === null);
    if (bad.length > 0) {
      throw teachRefusal('invalid', `fact ${bad[0]!.line}: ${bad[0]!.detail ?? bad[0]!.status}`, { rows: report.rows });
    }
    return { rows: report.accepted, indexes: report.accepted.map((_, i) => i), dataset: null };
  }

  /** Live position and estimate of a waiting lesson; 0 / null once it runs or is done. */
  function placed(job: TeachJob): { position: number; eta_s: number | null } {
    if (!ACTIVE_STATES.includes(job.status)) return { position: 0, eta_s: null };
    const queue = repo.active();
    const at = queue.findIndex((r) => r.job.id === job.id);
    const ahead = at < 0 ? [] : queue.slice(0, at + 1);
    const rows = ahead.reduce((n, r) => n + r.work.rows.length, 0);
    const timing = teachTiming(repo.durations());
    return { position: job.status === 'QUEUED' ? Math.max(0, at) : 0, eta_s: etaSeconds(timing, rows, ahead.length) };
  }

  /** A READY draft nobody saved or published expires after draft_ttl_days; its draft leaves the catalog. */
  function expire(rec: JobRecord): JobRecord {
    const now = deps.now();
    const { job } = rec;
    if (!DRAFT_STATES.has(job.status) || job.expires_at === null || Date.parse(job.expires_at) > now) return rec;
    job.status = 'EXPIRED';
    job.updated_at = new Date(now).toISOString();
    if (job.draft_id) deps.catalog.discardDraft(job.draft_id);
    repo.save(rec, now);
    repo.addEvent(job.id, now, 'info', 'the draft expired unsaved');
    return rec;
  }

  function ownerView(rec: JobRecord): TeachJob {
    const { job } = expire(rec);
    let publish = job.publish_status;
    if (job.patch_id && publish === 'announced' && deps.catalog.getEntry(job.patch_id)?.status === 'LISTED')
      publish = 'listed';
    return { ...job, ...placed(job), publish_status: publish };
  }

  const canSee = (rec: JobRecord, caller: Caller) =>
    caller.operator || (caller.teacher !== undefined && sameAddress(caller.teacher, rec.owner));

  function find(id: string): JobRecord {
    const rec = repo.get(id);
    if (!rec) throw new HttpError(404, `job_not_found: no lesson ${id} on this node`);
    return rec;
  }

  /** The lesson for its owner (or the operator); anyone else gets the same 404 as for an unknown id. */
  function owned(caller: Caller, id: string): JobRecord {
    const rec = find(id);
    if (!canSee(rec, caller)) throw new HttpError(404, `job_not_found: no lesson ${id} on this node`);
    return expire(rec);
  }

  return {
    owned,
    ownerView,
    unmetered: quota.unmetered,

    async submit(caller: Caller, ip: string, body: JobBody): Promise<TeachJobAccepted & { deprecated: boolean }> {
      const config = requireEnabled();
      const owner = caller.teacher!;
      const visitor = visitorId(deps.nodeSecret, ip);
      const ids = stackIds(body);
      const { rows, indexes, dataset } = lessonRows(owner, body, config);
      const now = deps.now();
      // A first look before the model is asked: a key out of lessons should not wait for the model to be told so.
      quota.check(owner, visitor, 1, now);
      const stack = deps.stack(caller, body);
      const verdicts = await deps.serving.run(
        'teach:preflight',
        (model) => judgeRows(model, rowsAsReport(rows, indexes), stack),
        { mode: 'shared' },
      );
      const known = new Set((body.known ?? []).map((k) => k.index));
      const trainable = verdicts.filter(
        (v) => !known.has(v.index) && (v.status === 'will_train' || (body.force === true && v.status !== 'invalid')),
      );
      if (trainable.length === 0) throw nothingToTeach(verdicts);

      return deps.store.transaction(() => {
        const at = deps.now();
        quota.check(owner, visitor, trainable.length, at);
        const rec = newLesson({ owner, visitor, body, rows, indexes, dataset, verdicts, ids, config, at });
        repo.insert(rec, dataset?.record.id ?? null, trainable.length, at);
        repo.addEvent(
          rec.job.id,
          at,
          'info',
          `lesson charged: ${trainable.length} of ${rows.length} question(s) to train`,
          {
            trainable: trainable.length,
          },
        );
        setImmediate(() => deps.runner.kick());
        return {
          job: ownerView(rec),
          quota: quota.remaining(owner, visitor, at),
          deprecated: body.builds_on_context === true && (body.patch_ids?.length ?? 0) > 0,
        };
      });
    },

    list(owner: string): TeachJob[] {
      return repo.listByOwner(owner).map(ownerView);
    },

    listAll(): TeachJob[] {
      return repo.listAll().map(ownerView);
    },

    view(caller: Caller, id: string): TeachJob | TeachJobPublic {
      const rec = find(id);
      if (canSee(rec, caller)) return ownerView(rec);
      return { id: rec.job.id, status: rec.job.status, ...placed(rec.job) };
    },

    /** Stops a waiting or running lesson, or withdraws a draft. The lesson stays charged. */
    cancel(caller: Caller, id: string): TeachJob {
      const rec = owned(caller, id);
      const { job } = rec;
      if (PUBLISHED.has(job.status)) {
        throw teachRefusal(
          'published_immutable',
          `lesson ${id} is published as ${job.patch_id}; it can no longer be withdrawn`,
        );
      }
      const stoppable =
        ACTIVE_STATES.includes(job.status) || DRAFT_STATES.has(job.status) || job.status === 'PENDING_REVIEW';
      if (!stoppable) return ownerView(rec);
      const now = deps.now();
      const was = job.status;
      job.status = 'CANCELLED';
      job.updated_at = new Date(now).toISOString();
      job.finished_at ??= job.updated_at;
      if (job.draft_id) deps.catalog.discardDraft(job.draft_id);
      repo.save(rec, now);
      repo.addEvent(job.id, now, 'info', `cancelled while ${was} (not refunded)`, { was });
      return ownerView(rec);
    },

    events(caller: Caller, id: string, since: number, limit: number) {
      owned(caller, id);
      const events = repo.events(id, since, limit);
      return { events, cursor: events.length > 0 ? events[events.length - 1]!.seq : since };
    },
  };
}

export type TeachJobs = ReturnType<typeof openTeachJobs>;

/** 409 with every verdict: `overlaps_listing` when comparison knowledge answers all of it, else `already_known`. */
function nothingToTeach(verdicts: PreflightFact[]) {
  const valid = verdicts.filter((v) => v.status !== 'invalid');
  const allOverlap = valid.length > 0 && valid.every((v) => v.status === 'overlaps_listing');
  const code = allOverlap ? 'overlaps_listing' : 'already_known';
  const sentence = allOverlap
    ? 'knowledge loaded for comparison already answers every question; nothing was charged'
    : 'the model (with its bases) already answers every question of this lesson; nothing was charged';
  return teachRefusal(code, sentence, { facts: verdicts, trainable: 0 });
}
