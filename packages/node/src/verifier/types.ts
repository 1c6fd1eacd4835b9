import type { AttestBody } from '../ledger/bodies.js';
import type { RateBudget } from './limits.js';

/** What the verifier reports about itself (`GET /api/verifier`); kept apart so its routes need not import it. */

export interface VerifierResult {
  patch_id: string;
  at: string;
  outcome: 'attested' | 'unavailable' | 'error';
  passed?: boolean;
  score?: AttestBody['score'];
  reason?: string;
}

export interface VerifierState {
  address: string;
  model: string;
  instance: string;
  auto: boolean;
  running: boolean;
  interval_ms: number;
  current: string | null;
  queue: string[];
  last: VerifierResult[];
  limits: ReturnType<RateBudget['usage']>;
}
