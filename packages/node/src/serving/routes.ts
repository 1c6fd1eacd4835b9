import { z } from 'zod';
import { type Route, defineRoute } from '../http/route.js';
import type { ModelServing } from './serving.js';

/** Operator routes that change or inspect the served model (digest §1.9). */

// Loose on purpose: an id this node does not know must answer 404 `patch not found`, not a 400 about its shape.
const idParams = z.object({ id: z.string().min(1).max(200) });
const applyBody = z.strictObject({ with_base: z.boolean().optional() });
const removeBody = z.strictObject({ cascade: z.boolean().optional() });

export function servingRoutes(serving: ModelServing): Route[] {
  const tags = ['runtime'];
  return [
    defineRoute({
      method: 'POST',
      path: '/api/patches/:id/apply',
      auth: 'operator',
      tags,
      summary: 'Load a knowledge into the served model (its bases first with with_base)',
      description:
        'An add-on (`base.export: delta`) needs its bases loaded and their rows exactly underneath: 409 needs_base {missing}, base_not_held {missing}, base_mismatch {patch_id, rows_differ}. Applying what is already on the stack changes nothing.',
      params: idParams,
      body: applyBody,
      handler: ({ params, body }) => serving.apply(params.id, { withBase: body.with_base === true }),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/patches/:id/apply',
      auth: 'operator',
      tags,
      summary: 'Take a knowledge off the served model (journal replay)',
      description: 'Refused with 409 has_dependents {ids} while add-ons sit on it, unless cascade takes them off too.',
      params: idParams,
      body: removeBody,
      handler: ({ params, body }) => serving.remove(params.id, { cascade: body.cascade === true }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/patches/:id/remove',
      auth: 'operator',
      tags,
      summary: 'Same as DELETE /api/patches/:id/apply',
      params: idParams,
      body: removeBody,
      handler: ({ params, body }) => serving.remove(params.id, { cascade: body.cascade === true }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/patches/:id/check',
      auth: 'operator',
      tags,
      summary: 'Compare every body row with the live rows',
      description:
        '`differ_before: 0` means the base stack is exactly underneath; `differ_after: 0` means it is on and intact. Comparison is float32 bit-exact (stricter than bf16).',
      params: idParams,
      handler: ({ params }) => serving.check(params.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/runtime',
      auth: 'operator',
      tags,
      summary: 'The served model, its applied stack, the restart report and the model lock',
      handler: () => serving.status(),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/runtime/stack',
      auth: 'operator',
      tags,
      summary: 'The applied stack, bottom first',
      handler: () => ({ stack: serving.stack(), overlaps: serving.overlaps() }),
    }),
  ];
}
