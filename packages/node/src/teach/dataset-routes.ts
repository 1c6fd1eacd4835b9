import { z } from 'zod';
import { visitorId } from '../chat/quota.js';
import { type Route, defineRoute } from '../http/route.js';
import type { TeachDatasets } from './datasets.js';
import { teachRefusal } from './errors.js';
import { datasetBody, datasetRowsQuery } from './schemas.js';

/** `/api/teach/datasets*` (teaching key): training sets, each visible to the key that made it and nobody else. */
export function datasetRoutes(deps: {
  datasets: TeachDatasets;
  enabled: () => boolean;
  unmetered: (owner: string) => boolean;
  nodeSecret: string;
}): Route[] {
  const tags = ['teach'];
  const params = z.object({ id: z.string().min(1).max(200) });
  return [
    defineRoute({
      method: 'POST',
      path: '/api/teach/datasets',
      auth: 'teach',
      tags,
      summary: 'Create a training set from JSON rows: each row normalised and classified, the accepted ones stored',
      description:
        '201 with the set and a per-row report; 200 (created: false) when this key already sent the same rows. ' +
        'sha256 is core sha256Rows of the accepted rows. 413 dataset_too_large; 429 quota_dataset, quota_bytes, rate_limited.',
      body: datasetBody,
      handler: ({ body, caller, request, reply }) => {
        if (!deps.enabled()) throw teachRefusal('teaching_disabled', 'this node does not accept lessons');
        const owner = caller.teacher!;
        const created = deps.datasets.create({
          owner,
          visitor: visitorId(deps.nodeSecret, request.ip),
          source: body.source,
          rows: body.rows,
          name: body.name ?? null,
          retention: body.retention,
          sourceBytes: request.rawBody?.length ?? 0,
          format: 'json',
          unmetered: deps.unmetered(owner),
        });
        return reply.code(created.created ? 201 : 200).send(created);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teach/datasets',
      auth: 'teach',
      tags,
      summary: "This key's training sets",
      handler: ({ caller }) => ({ items: deps.datasets.list(caller.teacher!) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teach/datasets/:id',
      auth: 'teach',
      tags,
      summary: 'One training set (404 for any key but its owner)',
      params,
      handler: ({ params, caller }) => deps.datasets.get(caller.teacher!, params.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/teach/datasets/:id/rows',
      auth: 'teach',
      tags,
      summary: 'The per-row report of a training set, filtered by status and paged',
      params,
      query: datasetRowsQuery,
      handler: ({ params, query, caller }) => deps.datasets.rowsPage(caller.teacher!, params.id, query),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/teach/datasets/:id',
      auth: 'teach',
      tags,
      summary: 'Delete a training set (409 dataset_in_use while a lesson runs on it; the daily quota is not returned)',
      params,
      handler: ({ params, caller }) => ({ dataset: deps.datasets.remove(caller.teacher!, params.id) }),
    }),
  ];
}
