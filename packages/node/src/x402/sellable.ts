import type { CatalogDetail } from '../catalog/index.js';

/**
 * Whether a knowledge may be sold, read from its catalog entry: the one rule both the gateway (before it quotes or
 * takes a payment) and the operator's buy (before it asks any gateway) apply, so they cannot disagree. The
 * sentences follow the node API's gateway refusals; a caller adds its own code prefix where it needs one.
 */
export interface NotForSale {
  status: 404 | 410 | 423;
  message: string;
}

export function whyNotForSale(entry: CatalogDetail | undefined): NotForSale | null {
  if (entry === undefined || entry.status === 'DRAFT') return { status: 404, message: 'patch not found' };
  const verification = `verification ${entry.verification_count}/${entry.quorum}`;
  if (entry.status === 'RETIRED') {
    const by = entry.superseded_by;
    return {
      status: 410,
      message: by.length > 0 ? `patch superseded by ${by.join(', ')} and withdrawn` : 'patch retired by its author',
    };
  }
  if (entry.status === 'CHALLENGED' || entry.open_challenge !== null)
    return { status: 423, message: `patch challenged; not sold until the challenge is answered (${verification})` };
  if (entry.status === 'REJECTED')
    return { status: 423, message: `patch rejected by its verifiers (${entry.failed} failed, ${verification})` };
  if (!entry.sellable) return { status: 423, message: `patch not listed yet (${verification})` };
  return null;
}
