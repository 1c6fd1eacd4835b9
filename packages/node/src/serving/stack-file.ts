import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

/**
 * The applied stack survives a restart as a list, not as table bytes: `<home>/model/stack.json` names each
 * applied knowledge bottom first with the sha256 of its body, and start-up re-applies them in that order from the
 * blob store onto the freshly opened base model. The base model file is therefore never written with knowledge
 * in it, and a lost or altered body shows up as a skipped entry instead of as silently different rows.
 */

const entrySchema = z.object({
  patch_id: z.string().min(1),
  patch_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  delta: z.boolean(),
  base_ids: z.array(z.string()),
  applied_at: z.number(),
});

const fileSchema = z.object({
  version: z.literal(1),
  model_id: z.string(),
  stack: z.array(entrySchema),
});

export type StackRecord = z.infer<typeof entrySchema>;

/** The recorded stack and the model it was recorded on; an absent file is an empty stack on no model. */
export function readStackFile(path: string): { modelId: string | null; stack: StackRecord[] } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { modelId: null, stack: [] };
    throw err;
  }
  const parsed = fileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`the applied stack file ${path} is not readable: ${parsed.error.message}`);
  return { modelId: parsed.data.model_id, stack: parsed.data.stack };
}

export function writeStackFile(path: string, modelId: string, stack: readonly StackRecord[]): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ version: 1, model_id: modelId, stack }, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, path);
}
