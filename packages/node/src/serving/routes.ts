import type { ChangeCancel } from '@ainize/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { type Route, defineRoute } from '../http/route.js';
import type { ChangeOptions, ModelServing } from './serving.js';
import { MAX_REQUEST_ID_CHARS, WaitingRequests } from './waiting-requests.js';

/** Operator routes that change or inspect the served model (digest §1.9). */

// Loose on purpose: an id this node does not know must answer 404 `patch not found`, not a 400 about its shape.
const idParams = z.object({ id: z.string().min(1).max(200) });
const requestId = z
  .string()
  .min(1)
  .max(MAX_REQUEST_ID_CHARS)
  .describe('The client’s name for this change, so POST /api/runtime/cancel can give it up while it is queued.');
const applyBody = z.strictObject({ with_base: z.boolean().optional(), request_id: requestId.optional() });
const removeBody = z.strictObject({ cascade: z.boolean().optional(), request_id: requestId.optional() });
const cancelBody = z.strictObject({ request_id: requestId });

const GIVEN_UP_WHILE_QUEUED = 'cancelled: given up while it waited for the model — nothing was changed';

/**
 * Runs one apply or remove for a client that may stop wanting it while it waits for the model: a hang-up, or a
 * cancel naming its request_id, gives up its place in the queue and it changes nothing (499). Once it holds the
 * model neither is heard any more and the change completes: a write stopped halfway would leave the table
 * half-applied.
 */
async function untilGivenUp<T>(
  changes: WaitingRequests,
  requestId: string | undefined,
  reply: FastifyReply,
  run: (wait: ChangeOptions) => Promise<T>,
): Promise<T> {
  const change = changes.begin({ requestId }, givenUp, reply);
  try {
    return await run({ signal: change.signal, onStart: () => changes.started(change) });
  } finally {
    changes.end(change);
  }
}

const givenUp = () => new HttpError(499, GIVEN_UP_WHILE_QUEUED, { cancelled: true, charged: false });

export function servingRoutes(serving: ModelServing): Route[] {
  const tags = ['runtime'];
  const inFlight = new WaitingRequests('a change', Date.now);
  const givenUp =
    'A client that hangs up while the change still waits for the model, or whose request_id is cancelled then, gives up its place: nothing changes (499 {cancelled: true}). Once the change holds the model it completes.';
  return [
    defineRoute({
      method: 'POST',
      path: '/api/patches/:id/apply',
      auth: 'operator',
      tags,
      summary: 'Load a knowledge into the served model (its bases first with with_base)',
      description: `An add-on (\`base.export: delta\`) needs its bases loaded and their rows exactly underneath: 409 needs_base {missing}, base_not_held {missing}, base_mismatch {patch_id, rows_differ}. Applying what is already on the stack changes nothing. ${givenUp}`,
      params: idParams,
      body: applyBody,
      handler: ({ params, body, reply }) =>
        untilGivenUp(inFlight, body.request_id, reply, (wait) =>
          serving.apply(params.id, { withBase: body.with_base === true, ...wait }),
        ),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/patches/:id/apply',
      auth: 'operator',
      tags,
      summary: 'Take a knowledge off the served model (journal replay)',
      description: `Refused with 409 has_dependents {ids} while add-ons sit on it, unless cascade takes them off too. ${givenUp}`,
      params: idParams,
      body: removeBody,
      handler: ({ params, body, reply }) =>
        untilGivenUp(inFlight, body.request_id, reply, (wait) =>
          serving.remove(params.id, { cascade: body.cascade === true, ...wait }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/patches/:id/remove',
      auth: 'operator',
      tags,
      summary: 'Same as DELETE /api/patches/:id/apply',
      params: idParams,
      body: removeBody,
      handler: ({ params, body, reply }) =>
        untilGivenUp(inFlight, body.request_id, reply, (wait) =>
          serving.remove(params.id, { cascade: body.cascade === true, ...wait }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/runtime/cancel',
      auth: 'operator',
      tags,
      summary: 'Give up an apply or remove still waiting for the model, by its request_id',
      description:
        '`queued`: it was given up and changes nothing; `already_running`: it holds the model and completes; `gone`: no change under that id is in flight (it never arrived, or it already ended).',
      body: cancelBody,
      handler: ({ body }): ChangeCancel => {
        const reason = inFlight.cancel(undefined, body.request_id);
        return { cancelled: reason === 'queued', reason };
      },
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
