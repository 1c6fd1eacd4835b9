import { z } from 'zod';
import { MAX_REQUEST_ID_CHARS } from '../serving/waiting-requests.js';

/** `POST /api/chat` and its companions (digest §1.7). Every refusal names the field it is about. */

export const MAX_LIVE_TEST_KNOWLEDGES = 3;
export const MAX_MESSAGE_CHARS = 4_000;

const message = z.strictObject({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(MAX_MESSAGE_CHARS),
});
const messages = z.array(message).min(1).max(200);
const id = z.string().min(1).max(200);
const requestId = z.string().min(1).max(MAX_REQUEST_ID_CHARS);

export const chatRequestSchema = z
  .strictObject({
    patch_id: id.optional(),
    patch_ids: z.array(id).max(MAX_LIVE_TEST_KNOWLEDGES).optional(),
    mode: z.enum(['base', 'patched', 'compare']).default('compare'),
    messages,
    messages_base: messages.optional(),
    messages_patched: messages.optional(),
    max_tokens: z.number().int().min(1).max(8_192).default(200),
    thinking: z.boolean().default(false),
    request_id: requestId.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.patch_id === undefined) === (body.patch_ids === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['patch_id'], message: 'give exactly one of patch_id or patch_ids' });
    }
    if (body.patch_ids && new Set(body.patch_ids).size !== body.patch_ids.length) {
      ctx.addIssue({ code: 'custom', path: ['patch_ids'], message: 'lists the same knowledge twice' });
    }
    const last = body.messages[body.messages.length - 1];
    if (last !== undefined && (last.role !== 'user' || last.content.trim() === '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['messages', body.messages.length - 1],
        message: 'must end with the question: a user message with text',
      });
    }
    for (const field of ['messages_base', 'messages_patched'] as const) {
      const column = body[field];
      const end = column?.[column.length - 1];
      if (column && (end?.role !== last?.role || end?.content !== last?.content)) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'must end with the same message as messages' });
      }
    }
  });

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatMode = ChatRequest['mode'];

export const chatStatusQuery = z.object({ request_id: requestId });
export const chatCancelBody = z.strictObject({ request_id: requestId });

/** One column of a live test's answer. */
export type { ChatAnswer, ChatResponse } from '@ainize/core';
