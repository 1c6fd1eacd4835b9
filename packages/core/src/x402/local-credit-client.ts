import type { PaymentRequirements, SchemeNetworkClient } from '@x402/core/types';
import type { LocalCreditPayloadV2 } from './v2.js';
import { localCreditRequirementFromV2 } from './v2.js';
import { signLocalCreditPayment } from './local-credit.js';

/**
 * Local credit as an x402 v2 client scheme: register it with any `@x402/core` client (`x402Client.register(
 * 'ainize:*', localCreditScheme({...}))`, or `@x402/fetch`'s config) and that client pays an Ainize gateway's
 * `local-credit` offer the way it pays `exact`. The payer's chain is the caller's to keep: `prev` returns the
 * payer's latest local-credit payment (a node answers it at `GET /api/credit/:address` as `head`).
 */
export interface LocalCreditSchemeOptions {
  privateKey: string;
  /** The txHash the next payment names as its predecessor; undefined (or null) for the payer's first. */
  prev?: () => string | null | undefined | Promise<string | null | undefined>;
}

export function localCreditScheme(options: LocalCreditSchemeOptions): SchemeNetworkClient {
  return {
    scheme: 'local-credit',
    async createPaymentPayload(x402Version: number, requirements: PaymentRequirements) {
      if (x402Version !== 2) throw new Error(`local-credit pays x402 version 2 offers, not version ${x402Version}`);
      const prev = (await options.prev?.()) ?? undefined;
      const payment = signLocalCreditPayment({
        requirement: localCreditRequirementFromV2(requirements),
        privateKey: options.privateKey,
        ...(prev !== undefined ? { prev } : {}),
      });
      const payload: LocalCreditPayloadV2 = {
        from: payment.from,
        txHash: payment.txHash,
        proof: payment.proof,
        ...(payment.prev !== undefined ? { prev: payment.prev } : {}),
      };
      return { x402Version: 2, payload: { ...payload } };
    },
  };
}
