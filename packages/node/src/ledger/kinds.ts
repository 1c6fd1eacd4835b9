/** Every record kind the local ledger accepts. `settle` arrives with money; `node` announces a peer's identity. */
export const RECORD_KINDS = ['anchor', 'attest', 'challenge', 'supersede', 'retire', 'settle', 'node'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export function isRecordKind(value: unknown): value is RecordKind {
  return typeof value === 'string' && (RECORD_KINDS as readonly string[]).includes(value);
}
