import { parentPort } from 'node:worker_threads';
import { type LedgerRecord, checkRecord } from './record.js';
import type { VerifyItem, VerifyReply, VerifyTask } from './verify-pool.js';
import { type RecordVerdict, recordVerdict } from './verify.js';

/**
 * A verify-pool worker: checks each record on its own (id, signature, shape, speaker) and answers the verdicts in
 * the order it was given them. Chain links need every record before, so the main thread checks those.
 */

function verdictOf({ bodyText, ...envelope }: VerifyItem): RecordVerdict {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    // The main thread parsed the same text, failed too, and reports it itself.
    return null;
  }
  return recordVerdict({ ...envelope, body } as Omit<LedgerRecord, 'seq'>);
}

const port = parentPort;
if (!port) throw new Error('verify-worker.js runs in a worker thread of the ledger verify pool');
port.on('message', (task: VerifyTask) => {
  const answers = task.kind === 'verify' ? task.items.map(verdictOf) : task.records.map(checkRecord);
  const reply: VerifyReply = { id: task.id, answers };
  port.postMessage(reply);
});
