import { z } from 'zod';
import { type Route, defineRoute } from '../http/route.js';
import type { TeachPublishing } from './publish.js';
import type { TeachSaving } from './save.js';
import type { TeachJobs } from './jobs.js';
import { challengeQuery, publishBody, rejectBody, tokenQuery } from './schemas.js';

/** Saving a lesson's files, publishing it, and the operator's review of lessons waiting to be announced. */
export function publishRoutes(deps: { saving: TeachSaving; publishing: TeachPublishing; jobs: TeachJobs }): Route[] {
  const tags = ['teach'];
  const params = z.object({ id: z.string().min(1).max(200) });
  return [
    defineRoute({
      method: 'POST',
      path: '/api/teach/jobs/:id/save',
      auth: 'teach',
      tags,
      summary: 'Links (7-day tokens) to the knowledge file, recipe.json and RUN-LOCALLY.md; the draft stops expiring',
      params,
      handler: ({ params, caller }) => deps.saving.save(caller, params.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teach/jobs/:id/download',
      auth: 'none',
      tags,
      summary: 'The knowledge file (.npz) of a saved lesson, by the token of its link',
      params,
      query: tokenQuery,
      produces: 'application/octet-stream',
      handler: ({ params, query, reply }) => {
        const file = deps.saving.file(params.id, query.token);
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('x-content-sha256', file.sha256)
          .send(file.bytes);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teach/jobs/:id/recipe',
      auth: 'none',
      tags,
      summary: 'recipe.json of a saved lesson: the model, questions, settings and measured checks',
      params,
      query: tokenQuery,
      handler: ({ params, query }) => deps.saving.recipe(params.id, query.token),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teach/jobs/:id/local-run',
      auth: 'none',
      tags,
      summary: 'RUN-LOCALLY.md of a saved lesson',
      params,
      query: tokenQuery,
      produces: 'text/markdown',
      handler: ({ params, query, reply }) =>
        reply.header('content-type', 'text/markdown; charset=utf-8').send(deps.saving.readme(params.id, query.token)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teach/jobs/:id/publish-challenge',
      auth: 'teach',
      tags,
      summary:
        'What the teaching key signs to publish: claim = hashCanonical({patch_sha256, benchmark_hash, address, share})',
      description: '403 publish_disabled; 409 job_not_ready, checks_failed (the publish gate is closed).',
      params,
      query: challengeQuery,
      handler: ({ params, query, caller }) => deps.publishing.challenge(caller, params.id, query.payout_address),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/teach/jobs/:id/publish',
      auth: 'teach',
      tags,
      summary: 'Publish a READY lesson: the node signs its anchor with the teacher credited and the bases as parents',
      description:
        'publish auto → ANNOUNCED (verifiers then check it; LISTED once a quorum passed it); review → PENDING_REVIEW. ' +
        '400 consent_required, dataset_declaration, dataset_pii, parent_not_listed, bad_license; 409 job_not_ready, checks_failed.',
      params,
      body: publishBody,
      handler: ({ params, body, caller }) =>
        deps.publishing.publish(caller, params.id, {
          ...body,
          consent: { permanent: body.consent.permanent === true, rights: body.consent.rights === true },
        }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/me/teach/jobs',
      auth: 'operator',
      tags,
      summary: 'Every lesson on this node (operator)',
      handler: () => ({ items: deps.jobs.listAll() }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/me/teach/jobs/:id/approve',
      auth: 'operator',
      tags,
      summary: 'Announce a lesson waiting for review (operator)',
      params,
      handler: ({ params, caller }) => ({ job: deps.publishing.approve(caller, params.id) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/me/teach/jobs/:id/reject',
      auth: 'operator',
      tags,
      summary: 'Decline a lesson waiting for review; its owner sees the reason (operator)',
      params,
      body: rejectBody,
      handler: ({ params, body, caller }) => ({ job: deps.publishing.reject(caller, params.id, body.reason) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/me/teach/jobs/:id/cancel',
      auth: 'operator',
      tags,
      summary: 'Cancel any lesson (operator; not refunded)',
      params,
      handler: ({ params, caller }) => ({ job: deps.jobs.cancel(caller, params.id) }),
    }),
  ];
}
