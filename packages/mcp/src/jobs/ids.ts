import { randomBytes } from 'node:crypto';
import { JOB_PREFIXES, type JobKind } from './types.js';

/** `lt_3e19184626c3`: the prefix tells a human the kind at a glance; 48 random bits make ids unguessable. */
export function newJobId(kind: JobKind, random: () => string = () => randomBytes(6).toString('hex')): string {
  return `${JOB_PREFIXES[kind]}_${random()}`;
}

export const JOB_ID_PATTERN = /^(lt|th|tp|ap|rm|by)_[0-9a-f]{12}$/;
