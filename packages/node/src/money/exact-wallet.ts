import type { PaymentPayloadV2 } from '@ainize/core';
import { toClientEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import type { Address } from 'viem';
import { authorizationState, cancelAuthorization, findAuthorizationUse } from '../chain/authorization.js';
import { keyAccount } from '../chain/clients.js';
import { tokenBalance } from '../chain/token.js';
import type { ExactPaymentsConfig } from '../home/config-schema.js';
import type { BuyerWallet } from './buy.js';

/**
 * This node's account on its chain, as a buyer: `@x402/evm`'s own client scheme signs each EIP-3009 authorization
 * with the node's key (the same key that signs its ledger records: one secp256k1 key is both an AIN and an EVM
 * address), and the chain is read to settle a payment whose answer was lost.
 */
export function exactWallet(config: ExactPaymentsConfig, privateKey: string): BuyerWallet {
  const account = keyAccount(privateKey);
  const scheme = new ExactEvmScheme(toClientEvmSigner(account as Parameters<typeof toClientEvmSigner>[0]));
  const token = config.asset as Address;
  return {
    config,
    async sign(offer, requirement) {
      const partial = await scheme.createPaymentPayload(2, requirement);
      const payment: PaymentPayloadV2 = {
        x402Version: 2,
        resource: offer.resource,
        accepted: requirement,
        payload: partial.payload,
      };
      return payment;
    },
    balance: () => tokenBalance(config.rpcUrl, token, account.address),
    async authorization(nonce) {
      const use = await findAuthorizationUse(config.rpcUrl, token, account.address, nonce);
      if (use && use.status === 'success') return { state: 'used', txHash: use.txHash };
      return (await authorizationState(config.rpcUrl, token, account.address, nonce))
        ? { state: 'canceled' }
        : { state: 'unused' };
    },
    async cancel(nonce) {
      await cancelAuthorization(config.rpcUrl, token, { authorizerKey: privateKey, nonce });
    },
  };
}
