import type { PreflightResult, TeachPolicy } from '@ainize/core';
import { z } from 'zod';
import { type Route, defineRoute } from '../http/route.js';
import type { TeachJobs } from './jobs.js';
import type { PreflightInput } from './preflight.js';
import { eventsQuery, jobBody, preflightBody } from './schemas.js';
import type { Caller } from '../http/route.js';

/** `/api/teach/policy`, `/api/teach/preflight` and the lesson routes `/api/teach/jobs*`. */
export function jobRoutes(deps: {
  jobs: TeachJobs;
  policy: () => TeachPolicy;
  preflight: (caller: Caller, ip: string, input: PreflightInput) => Promise<PreflightResult>;
}): Route[] {
  const tags = ['teach'];
  const params = z.object({ id: z.string().min(1).max(200) });
  return [
    defineRoute({
      method: 'GET',
      path: '/api/teach/policy',
      auth: 'none',
      tags,
      summary: 'Whether this node teaches, its limits, publish mode, queue and measured timing (null until measured)',
      handler: () => deps.policy(),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/teach/preflight',
      auth: 'teach',
      tags,
      summary: 'Ask the model up to 8 questions before a lesson: will_train, already_known, in_base, base_conflict …',
      description: 'Spends one live-test try of the key and one of the address (429 quota_key / quota_ip).',
      body: preflightBody,
      handler: ({ body, caller, request }) => deps.preflight(caller, request.ip, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/teach/jobs',
      auth: 'teach',
      tags,
      summary: 'Submit a lesson: charged now and never refunded, then trained and measured on the model',
      description:
        '202 {job, quota}. Refused uncharged when nothing is left to teach (409 already_known / overlaps_listing with ' +
        'the verdicts), 429 quota_key / quota_ip / quota_rows, 503 trainer_paused, 400 merge_not_available.',
      body: jobBody,
      handler: async ({ body, caller, request, reply }) => {
        const { deprecated, ...accepted } = await deps.jobs.submit(caller, request.ip, body);
        // The legacy door (patch_ids + builds_on_context) still works; the header says what replaces it.
        if (deprecated) void reply.header('deprecation', 'true').header('link', '</api/teach/jobs>; rel="base_ids"');
        return reply.code(202).send(accepted);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teach/jobs',
      auth: 'teach',
      tags,
      summary: "This key's lessons, newest first",
      query: z.object({ mine: z.string().optional() }),
      handler: ({ caller }) => ({ items: deps.jobs.list(caller.teacher!) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teach/jobs/:id',
      auth: 'optional_teach',
      tags,
      summary: 'A lesson: all of it for its owner and the operator, only {id, status, position, eta_s} for others',
      params,
      handler: ({ params, caller }) => deps.jobs.view(caller, params.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teach/jobs/:id/events',
      auth: 'operator_or_teach',
      tags,
      summary: "A lesson's event log since a cursor (owner or operator)",
      params,
      query: eventsQuery,
      handler: ({ params, query, caller }) => deps.jobs.events(caller, params.id, query.since, query.limit),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/teach/jobs/:id',
      auth: 'operator_or_teach',
      tags,
      summary: 'Cancel a lesson or withdraw its draft (not refunded; 409 published_immutable once announced)',
      params,
      handler: ({ params, caller }) => ({ job: deps.jobs.cancel(caller, params.id) }),
    }),
  ];
}
