import { isAddress, isPrice } from '@ainize/core';
import { PAYMENT_SCHEMES } from '../home/config-schema.js';
import { z } from 'zod';
import { type Route, defineRoute } from '../http/route.js';
import type { Buyer } from './buy.js';
import type { CreditBook } from './credit-book.js';

/** The operator's money routes: this node's wallet, its purchases, and buying a knowledge. */

export interface MoneyRouteDeps {
  /** This node's address: whose wallet the operator reads. */
  address: string;
  credits: CreditBook;
  buyer: Buyer;
  /** Who receives the initial credit, as configured here. */
  members: readonly string[];
}

// Loose on purpose: an id this node does not know must answer 404 `patch not found`, not a 400 about its shape.
const idParams = z.object({ id: z.string().min(1).max(200) });
const buyBody = z.strictObject({
  apply: z.boolean().optional(),
  with_bases: z.boolean().optional(),
  expect_amount: z.string().refine(isPrice, 'must be a non-negative decimal string (e.g. "0", "0.1", "25")').optional(),
  scheme: z.enum(PAYMENT_SCHEMES).optional(),
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/, 'must be 8–128 letters, digits, ".", "_", ":" or "-"')
    .optional(),
});
const addressParams = z.object({
  address: z.string().refine(isAddress, 'must be an address (0x followed by 40 hex characters)'),
});

export function moneyRoutes(deps: MoneyRouteDeps): Route[] {
  const tags = ['money'];
  return [
    defineRoute({
      method: 'GET',
      path: '/api/me/wallet',
      auth: 'operator',
      tags,
      summary: "This node's balance and every ledger entry that made it",
      description:
        'Each entry names the record behind it: the initial credit (the node record that earned it), a purchase, a ' +
        'sale, a royalty, a verifier fee or a contribution. The balance is what this node’s ledger says; a seller ' +
        'judges a payment by its own copy.',
      handler: () => deps.credits.wallet(deps.address),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/me/purchases',
      auth: 'operator',
      tags,
      summary: 'Knowledge this node paid for, newest first',
      description:
        '`body_present: false` means the money moved but the body is not stored here; buying the same id again ' +
        'fetches it without paying. `unresolved` lists payments that left this node without a known outcome: not ' +
        'bought, not refused, never sent again automatically.',
      handler: () => deps.buyer.list(),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/patches/:id/buy',
      auth: 'operator',
      tags,
      summary: "Buy a knowledge from its seller's gateway: quote, pay, download, check, record",
      description:
        'Gates first, from this node alone: 404; 409 owned, already_purchased {bought_at, tx_hash}, ' +
        'purchase_in_flight, purchase_unresolved, price_changed {expected, price} (expect_amount), ' +
        'insufficient_credit (local credit), insufficient_funds or scheme_unavailable (exact), gateway_unknown; 410 ' +
        'retired; 423 not_sellable. Then the seller is asked (a 402), paid once with this node’s key in `scheme` ' +
        '(`local-credit` or `exact`; default payments.buyWith) and the body fetched and checked against the anchor. ' +
        '`with_bases` buys the missing bases first, bottom first; `idempotency_key` is kept on the purchase row. 402 ' +
        'payment_refused when the seller refuses; 502 payment_unknown when it did not answer (the payment is ' +
        'journaled and never sent again; the seller’s record, the quote’s expiry or the chain settles it).',
      params: idParams,
      body: buyBody,
      handler: ({ params, body }) => deps.buyer.buy(params.id, body),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/credit',
      auth: 'none',
      tags,
      summary: 'Every local-credit balance and payment-chain fork this node derives from its ledger',
      description:
        'Public: anyone holding the ledger can derive the same. Balances depend on the set of records, not the order ' +
        'they arrived in, so two nodes with the same records show the same `digest`. `forks` lists payers that ' +
        'signed two payments naming one predecessor, with both payments as evidence; such a payer can never pay in ' +
        'local credit again.',
      handler: () => ({
        ...deps.credits.state(),
        members: [...new Set([deps.address, ...deps.members].map((m) => m.toLowerCase()))],
      }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/credit/:address',
      auth: 'none',
      tags,
      summary: 'One local-credit account: balance, what it received, its latest payment and whether it is barred',
      description:
        '`head` is the payment the account’s next local-credit payment must name as `prev` (null before its first); ' +
        '`barred` is true once it forked its chain.',
      params: addressParams,
      handler: ({ params }) => deps.credits.account(params.address),
    }),
  ];
}
