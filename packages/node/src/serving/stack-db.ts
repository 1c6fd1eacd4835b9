import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../store/index.js';
import { type StackStore, stackEntrySchema } from './stack-file.js';

/** The applied stack in the database (`model_stack`, one row), for a node of several processes. */
export function dbStackStore(db: Db): StackStore {
  const row = db.prepare<[], { model_id: string; stack: string; revision: string }>(
    'SELECT model_id, stack, revision FROM model_stack',
  );
  const revision = db.prepare<[], string>('SELECT revision FROM model_stack').pluck();
  const put = db.prepare(
    `INSERT INTO model_stack (slot, model_id, stack, revision) VALUES (1, ?, ?, ?)
     ON CONFLICT (slot) DO UPDATE SET model_id = excluded.model_id, stack = excluded.stack, revision = excluded.revision`,
  );
  return {
    read() {
      const saved = row.get();
      if (!saved) return { modelId: null, stack: [], revision: null };
      const stack = z.array(stackEntrySchema).safeParse(JSON.parse(saved.stack));
      if (!stack.success) throw new Error(`the applied stack in the database is not readable: ${stack.error.message}`);
      return { modelId: saved.model_id, stack: stack.data, revision: saved.revision };
    },
    revision: () => revision.get() ?? null,
    write(modelId, stack) {
      const next = randomUUID();
      put.run(modelId, JSON.stringify(stack), next);
      return next;
    },
  };
}
