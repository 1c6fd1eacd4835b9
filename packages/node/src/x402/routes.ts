import {
  PAYMENT_HEADER,
  PAYMENT_RESPONSE_V2_HEADER,
  PAYMENT_SIGNATURE_HEADER,
  encodePaymentResponseV2,
  PAYMENT_REQUIRED_HEADER,
  PAYMENT_RESPONSE_HEADER,
  type ReplayCache,
  encodeRequirementsHeader,
  pickTeachAuthHeader,
  sameAddress,
  sha256Hex,
  verifyTeachAuth,
} from '@ainize/core';
import { z } from 'zod';
import { type Route, defineRoute } from '../http/route.js';
import { HttpError } from '../http/errors.js';
import { type Gateway, v2Headers } from './gateway.js';

/** `x-ngram-auth` purpose a buyer signs to receive a fresh download token when it presents a settled payment again. */
export const X402_BUYER_PURPOSE = 'x402';

export interface GatewayRouteDeps {
  gateway: Gateway;
  /** This node's address: a buyer's signature names the node it was made for. */
  nodeAddress: string;
  replay: ReplayCache;
  now?: () => number;
}

// Loose on purpose: an id this node does not know must answer 404 `patch not found`, not a 400 about its shape.
const params = z.object({ id: z.string().min(1).max(200) });

export function gatewayRoutes(deps: GatewayRouteDeps): Route[] {
  const now = deps.now ?? Date.now;
  return [
    defineRoute({
      method: 'GET',
      path: '/x402/patch/:id',
      auth: 'none',
      tags: ['x402'],
      summary: 'Buy a knowledge this node wrote, in the Ainize dialect or standard x402 v2 (local credit or exact)',
      description:
        'Without a payment: 402 with the Ainize dialect (`x-payment-required`: base64 JSON array, `www-authenticate: ' +
        'x402`, body `{x402Version: 1, requirements, accepts}`) and x402 v2 (`PAYMENT-REQUIRED`: base64 ' +
        '`PaymentRequired` whose `accepts` offer `local-credit` and, on a node configured for a chain, `exact`); the ' +
        'local-credit nonce is reserved for 10 minutes. With `X-PAYMENT` (dialect) or `PAYMENT-SIGNATURE` (v2): 200 ' +
        'and the manifest (download token valid 24 h for this body and buyer), headers `x-payment-response` (dialect) ' +
        'or `PAYMENT-RESPONSE` (v2), `x-payment-tx-hash`, `x-payment-currency`, `x-content-sha256`. The same payment ' +
        'again, or any new payment by a buyer who has paid for it, is `replayed: true` and charges nothing; a replay ' +
        'of a public payment carries a new token only when the request is also signed by the buyer (x-ngram-auth, ' +
        'purpose `x402`). 404 unknown, 409 sold by another node (the body names its gateway) or ' +
        '`settlement_in_progress`, 410 retired, 423 not listed or challenged, 402 `{error}` for a refused payment ' +
        '(v2: with `PAYMENT-REQUIRED` carrying `error`), 502 `settlement_pending` when a chain transaction is not ' +
        'confirmed yet.',
      params,
      handler: async ({ params: { id }, request, reply }) => {
        const v2 = request.headers[PAYMENT_SIGNATURE_HEADER];
        const v1 = request.headers[PAYMENT_HEADER];
        if (v1 === undefined && v2 === undefined) {
          const offer = deps.gateway.quote(id);
          reply
            .code(402)
            .header(PAYMENT_REQUIRED_HEADER, encodeRequirementsHeader(offer.v1.requirements))
            .header('www-authenticate', 'x402');
          for (const [name, value] of Object.entries(v2Headers(offer.v2))) reply.header(name, value);
          return reply.send(offer.v1);
        }
        if (v1 !== undefined && v2 !== undefined)
          throw new HttpError(400, 'bad_request: send X-PAYMENT or PAYMENT-SIGNATURE, not both');
        const buyerProven = (buyer: string): boolean => {
          const verdict = verifyTeachAuth({
            header: pickTeachAuthHeader(request.headers),
            nodeAddress: deps.nodeAddress,
            method: 'GET',
            pathWithQuery: request.url,
            purpose: X402_BUYER_PURPOSE,
            now: now(),
            replay: deps.replay,
          });
          return verdict.ok && sameAddress(verdict.address, buyer);
        };
        const header = v2 ?? v1;
        const presented = {
          version: v2 !== undefined ? 2 : 1,
          header: Array.isArray(header) ? header.join(',') : header,
        } as const;
        const paid = await deps.gateway.pay(id, presented, buyerProven);
        const text = JSON.stringify(paid.manifest);
        reply
          .code(200)
          .header('content-type', 'application/json; charset=utf-8')
          .header('x-payment-tx-hash', paid.response.tx)
          .header('x-payment-currency', paid.currency)
          .header('x-content-sha256', sha256Hex(text));
        if (presented.version === 2) reply.header(PAYMENT_RESPONSE_V2_HEADER, encodePaymentResponseV2(paid.settlement));
        else reply.header(PAYMENT_RESPONSE_HEADER, JSON.stringify(paid.response));
        return reply.send(text);
      },
    }),
  ];
}
