import {
  PAYMENT_HEADER,
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
import type { Gateway } from './gateway.js';

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
      summary: 'Buy a knowledge this node wrote: 402 with a quote, then the manifest for a local-credit payment',
      description:
        'Without X-PAYMENT: 402 with `x-payment-required` (base64 JSON array), `www-authenticate: x402` and ' +
        '`{x402Version, requirements, accepts}`; the nonce is reserved for 10 minutes. With X-PAYMENT: 200 and the ' +
        'manifest (download token valid 24 h for this body and buyer), headers `x-payment-response`, ' +
        '`x-payment-tx-hash`, `x-payment-currency`, `x-content-sha256`. The same payment again is `replayed: true` ' +
        'and charges nothing; its manifest carries a new token only when the request is also signed by the buyer ' +
        '(x-ngram-auth, purpose `x402`). 404 unknown, 409 sold by another node (the body names its gateway), 410 ' +
        'retired, 423 not listed or challenged, 402 `{error}` for a refused payment.',
      params,
      handler: ({ params: { id }, request, reply }) => {
        const header = request.headers[PAYMENT_HEADER];
        if (header === undefined) {
          const body = deps.gateway.quote(id);
          return reply
            .code(402)
            .header(PAYMENT_REQUIRED_HEADER, encodeRequirementsHeader(body.requirements))
            .header('www-authenticate', 'x402')
            .send(body);
        }
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
        const paid = deps.gateway.pay(id, Array.isArray(header) ? header.join(',') : header, buyerProven);
        const text = JSON.stringify(paid.manifest);
        return reply
          .code(200)
          .header('content-type', 'application/json; charset=utf-8')
          .header(PAYMENT_RESPONSE_HEADER, JSON.stringify(paid.response))
          .header('x-payment-tx-hash', paid.response.tx)
          .header('x-payment-currency', paid.currency)
          .header('x-content-sha256', sha256Hex(text))
          .send(text);
      },
    }),
  ];
}
