import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

/**
 * The applied stack survives a restart as a list, not as table bytes: `<home>/model/stack.json` names each
 * applied knowledge bottom first with the sha256 of its body, and start-up re-applies them in that order from the
 * blob store onto the freshly opened base model. The base model file is therefore never written with knowledge
 * in it, and a lost or altered body shows up as a skipped entry instead of as silently different rows.
 */

export const stackEntrySchema = z.object({
  patch_id: z.string().min(1),
  patch_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  delta: z.boolean(),
  base_ids: z.array(z.string()),
  applied_at: z.number(),
});

const fileSchema = z.object({
  version: z.literal(1),
  model_id: z.string(),
  stack: z.array(stackEntrySchema),
});

export type StackRecord = z.infer<typeof stackEntrySchema>;

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

/** The applied stack as last written, and a revision that changes with every write. */
export interface SavedStack {
  modelId: string | null;
  stack: StackRecord[];
  revision: string | null;
}

/**
 * Where the applied stack is kept. A node of one process keeps it in `stack.json`; a node of several processes
 * on one database keeps it there (`model_stack`), and each process compares the revision to what its own model
 * carries before every use of the model, so an apply through one process reaches every process's model.
 */
export interface StackStore {
  read(): SavedStack;
  /** The revision only: cheap enough to ask before every use of the model. */
  revision(): string | null;
  /** Records the stack; returns its new revision. */
  write(modelId: string, stack: readonly StackRecord[]): string;
}

/** The stack of a one-process node: only this process writes it, so its revision never changes underneath. */
export function fileStackStore(path: string): StackStore {
  return {
    read: () => ({ ...readStackFile(path), revision: 'file' }),
    revision: () => 'file',
    write(modelId, stack) {
      writeStackFile(path, modelId, stack);
      return 'file';
    },
  };
}
