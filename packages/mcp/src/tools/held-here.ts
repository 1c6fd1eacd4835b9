import { AinizeFailure } from '@ainize/core';
import type { PatchDetail } from '../node-client/index.js';

/**
 * A knowledge whose body this node does not hold (one sold by another node) cannot be loaded here: the node would
 * refuse only once the work reached the model, after a queue place — and, for a live test, a free try. Said
 * before a job exists, with where the knowledge is sold.
 */
export type LoadUse = 'live_test' | 'apply';

const USE_WORDS: Record<LoadUse, { load: string; spent: string; next: string }> = {
  live_test: {
    load: 'load it into a live test',
    spent: 'nothing was started and no free try was used',
    next: 'live-test it on the node that sells it (details.gateways names it), or buy it here first (quote, then buy)',
  },
  apply: {
    load: 'apply it to its model',
    spent: 'nothing was started and the model is unchanged',
    next: 'buy it here first (quote, then buy) and apply it then, or apply it on the node that sells it (details.gateways names it)',
  },
};

export function refuseUnheld(details: readonly PatchDetail[], nodeUrl: string, use: LoadUse): void {
  const field = use === 'live_test' ? 'knowledge' : 'id';
  const unheld = details.filter((d) => d.has_body === false);
  if (unheld.length === 0) return;
  const words = USE_WORDS[use];
  const where = unheld.map((d) => `${d.id}${d.gateway_url ? ` (sold at ${d.gateway_url})` : ''}`).join(', ');
  throw AinizeFailure.of(
    'knowledge_not_held',
    `${nodeUrl} does not hold the body of ${where}, so it cannot ${words.load}; ${words.spent}`,
    {
      details: {
        field,
        ids: unheld.map((d) => d.id),
        gateways: unheld.map((d) => ({ id: d.id, gateway_url: d.gateway_url ?? null, seller: d.anchor.author })),
        next: words.next,
      },
    },
  );
}
