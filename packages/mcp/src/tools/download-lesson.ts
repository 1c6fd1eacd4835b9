import * as z from 'zod';
import { downloadLesson, LESSON_FILES, type LessonFile } from '../teach/download.js';
import { defineTool, when } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { lessonId, teachPrecondition } from './teach-shared.js';

const input = z.strictObject({
  lesson_id: lessonId.describe('The lesson, as teach’s job reported it (node_job_id / result.lesson_id).'),
  include: z
    .array(z.enum(LESSON_FILES as unknown as [LessonFile, ...LessonFile[]]))
    .min(1)
    .max(LESSON_FILES.length)
    .refine((list) => new Set(list).size === list.length, 'each file may be named once')
    .default([...LESSON_FILES])
    .describe(
      'Which files: the knowledge file (.npz), its recipe (recipe.json), the run-it-yourself notes. All by default.',
    ),
});

const output = z.object({
  lesson_id: z.string(),
  directory: z.string(),
  files: z.array(z.object({ what: z.string(), path: z.string(), bytes: z.number(), sha256: z.string() })),
  knowledge: z.object({ sha256: z.string(), rows: z.number(), size_bytes: z.number(), filename: z.string() }),
  privacy: z.string(),
  note: z.string(),
});

export const downloadLessonTool = defineTool<ServerContext, typeof input, typeof output>({
  name: 'download_lesson',
  title: 'Download a lesson',
  tier: 'MODEL',
  description: [
    'Saves a finished lesson’s knowledge file (.npz), recipe and run-it-yourself notes into this server’s ' +
      'download folder (AINIZE_MCP_DOWNLOAD_DIR/<lesson>), readable by their owner only, in seconds. The file is ' +
      'checked against the node’s sha256; each is capped at AINIZE_MCP_MAX_DOWNLOAD_MB. Call it once job_status ' +
      'shows the lesson READY. The lesson stays a private draft; the node’s download links are never returned.',
    when('publish_knowledge', 'To offer it to others use publish_knowledge instead.'),
  ],
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  registeredWhen: teachPrecondition,
  handler: async (args, ctx, call) => {
    const saved = await downloadLesson(ctx.client, args.lesson_id, {
      directory: ctx.config.public.download_dir,
      maxBytes: ctx.config.public.max_download_mb * 1024 * 1024,
      include: args.include,
      signal: call.signal,
    });
    return {
      lesson_id: args.lesson_id,
      ...saved,
      privacy:
        'the lesson is still a private draft on the node: nothing was published or announced, and nobody else can see it',
      note: 'the node’s download links carry a short-lived token, which is a credential: this server used them and did not return them',
    };
  },
});
