import type { Address, Hash } from 'viem';
import { findAuthorizationUse } from '../chain/authorization.js';
import { readClient } from '../chain/clients.js';
import type { ExactPaymentsConfig } from '../home/config-schema.js';
import type { ExactChainView } from './exact-sale.js';

/** What the seller asks the chain when it finishes a journalled `exact` payment: the token's logs and receipts. */
export function exactChainView(config: ExactPaymentsConfig): ExactChainView {
  const token = config.asset as Address;
  const reader = readClient(config.rpcUrl);
  return {
    async authorizationUse(authorizer, nonce) {
      const use = await findAuthorizationUse(config.rpcUrl, token, authorizer, nonce);
      return use && use.status === 'success' ? { txHash: use.txHash } : null;
    },
    async transaction(txHash) {
      const hash = txHash as Hash;
      const receipt = await reader.getTransactionReceipt({ hash }).catch(() => null);
      if (receipt) return receipt.status === 'success' ? 'success' : 'reverted';
      const pending = await reader.getTransaction({ hash }).catch(() => null);
      return pending ? 'pending' : 'unknown';
    },
  };
}
