import { ANSWER_MAX, NOTE_MAX, PROMPT_MAX } from '@ainize/core';
import * as z from 'zod';
import { MAX_ROWS } from '../rows.js';
import { listedBriefly } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { knowledgeId } from './schemas.js';

/**
 * What the teach tools share: when they are offered, and the pieces of their inputs. The row limits are the
 * node's; the schema allows a little slack over them so a row the node would fix (extra spaces, a `Q:` prefix) is
 * not refused here before the node could fix it.
 */

/** Registered when a teaching key is configured and the node has not said its teach door is closed. */
export function teachPrecondition(ctx: ServerContext): true | string {
  if (ctx.config.public.teach_address === null) {
    return (
      'no teaching key is configured on this MCP server (AINIZE_TEACH_KEY): the teaching key is the teacher’s ' +
      'identity; `ainize-mcp teach-key new` makes one'
    );
  }
  if (ctx.teachDoor !== null && !ctx.teachDoor.open) return ctx.teachDoor.reason ?? 'the node does not accept lessons';
  return true;
}

/** `teach` also needs a lesson this session may spend. */
export function lessonPrecondition(ctx: ServerContext): true | string {
  const door = teachPrecondition(ctx);
  if (door !== true) return door;
  return ctx.config.public.max_teach_jobs > 0
    ? true
    : 'AINIZE_MCP_MAX_TEACH_JOBS is 0: this server may spend no lesson';
}

const SLACK = 100;

export const rowSchema = z.strictObject({
  prompt: z
    .string()
    .min(1)
    .max(PROMPT_MAX + SLACK)
    .describe('The question, as a person would ask it.'),
  answer: z
    .string()
    .min(1)
    .max(ANSWER_MAX + SLACK)
    .describe('The answer to learn: one short line.'),
  alt_prompt: z
    .string()
    .max(PROMPT_MAX + SLACK)
    .optional()
    .describe('Another phrasing, to measure whether the lesson generalises.'),
  note: z
    .string()
    .max(NOTE_MAX + SLACK)
    .optional()
    .describe('Where the row came from; shown with a published set.'),
});

export const rowsSchema = z.array(rowSchema).min(1).max(MAX_ROWS);

export const baseSchema = z
  .array(knowledgeId)
  .max(2)
  .refine((ids) => new Set(ids).size === ids.length, 'each knowledge may be named once')
  .default([])
  .describe(
    'The knowledge to train ON TOP OF (one: no node merges two): its parent for good, paid from every sale, ' +
      'needed by every buyer.',
  );

export const compareWithSchema = z
  .array(knowledgeId)
  .max(3)
  .refine((ids) => new Set(ids).size === ids.length, 'each knowledge may be named once')
  .default([])
  .describe('Knowledges loaded for comparison only: questions they answer are left out. Recorded nowhere.');

/** A finished lesson as job_status shows it (teach/lesson-view.ts builds it): what an agent reports. */
export const lessonResultSchema = z.object({
  lesson_id: z.string(),
  native_state: z.string(),
  what_is_happening: z.string(),
  eta_s: z.number().nullable().describe('The node’s measured estimate; null: none yet, never 0.'),
  questions: z
    .object({
      learned: z.number(),
      not_learned: z.number(),
      still_wrong: z.array(z.object({ question: z.string(), expected: z.string(), model_said: z.string().nullable() })),
    })
    .nullable(),
  checks: z.looseObject({ taught: z.object({ hits: z.number(), of: z.number() }) }).nullable(),
  publish_gate: z.string().describe('open, closed, or not measured yet.'),
  draft_id: z.string().nullable().describe('The private draft, to prove with a live test.'),
  next_steps: z.array(z.string()),
});

/** A lesson id as the node writes them (a uuid); nothing that could steer a path. Listed as a string. */
export const lessonId = listedBriefly(
  z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a lesson id is letters, digits, ".", "_" and "-"'),
);

export const datasetId = listedBriefly(
  z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a training set id is letters, digits, ".", "_" and "-"'),
);
