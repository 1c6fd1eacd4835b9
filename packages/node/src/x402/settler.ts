import type { PaymentPayloadV2, PaymentRequirementsV2, SettleResponse } from '@ainize/core';
import { x402Facilitator } from '@x402/core/facilitator';
import { HTTPFacilitatorClient } from '@x402/core/server';
import type { VerifyResponse } from '@x402/core/types';
import { toFacilitatorEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/facilitator';
import { type Hex, concat, encodeFunctionData, keccak256 } from 'viem';
import { chainFor, keyAccount, readClient, walletFor } from '../chain/clients.js';

/**
 * Who verifies an `exact` payment and puts it on chain: this node itself, paying gas from its own key, through
 * `@x402/evm`'s facilitator scheme; or an external x402 facilitator over HTTP. Either way the gateway journals the
 * payment first, and when this node sends the transaction itself it learns the transaction's hash before the
 * transaction leaves (it signs, journals the hash, then broadcasts), so a stop at any point leaves a hash the chain
 * can be asked about.
 */
export interface Settler {
  /** `self` settles with its own gas key; `remote` names the facilitator's URL. */
  readonly kind: 'self' | 'remote';
  verify(payment: PaymentPayloadV2, requirement: PaymentRequirementsV2): Promise<VerifyResponse>;
  /**
   * Settles. `onSending` runs synchronously before anything leaves: with the transaction's hash when this node sends
   * it, with null when a remote facilitator does.
   */
  settle(
    payment: PaymentPayloadV2,
    requirement: PaymentRequirementsV2,
    onSending: (txHash: Hex | null) => void,
  ): Promise<SettleResponse>;
}

export interface SelfSettlerOptions {
  network: string;
  rpcUrl: string;
  /** Pays the gas; its address needs native balance on the chain. */
  gasKey: string;
  /** How long to wait for a receipt before answering `settlement_pending` (default 60 s). */
  confirmationTimeoutMs?: number;
}

export function selfSettler(options: SelfSettlerOptions): Settler {
  const chain = chainFor(Number(options.network.split(':')[1]), options.rpcUrl);
  const account = keyAccount(options.gasKey);
  const reader = readClient(options.rpcUrl);
  const wallet = walletFor(chain, options.rpcUrl, options.gasKey);
  // One transaction signed and sent at a time: each takes the account's pending nonce from the chain, so a send
  // that failed leaves no gap behind it. Waiting for receipts happens outside this queue.
  let sending: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const run = sending.then(task, task);
    sending = run.catch(() => undefined);
    return run;
  };

  function signerFor(onSending: (txHash: Hex | null) => void) {
    const send = (to: Hex, data: Hex, gas?: bigint): Promise<Hex> =>
      serialized(async () => {
        const request = await wallet.prepareTransactionRequest({
          account,
          chain,
          to,
          data,
          ...(gas !== undefined ? { gas } : {}),
        });
        const signed = await wallet.signTransaction(request);
        const hash = keccak256(signed);
        onSending(hash);
        await wallet.sendRawTransaction({ serializedTransaction: signed });
        return hash;
      });
    return toFacilitatorEvmSigner(
      {
        address: account.address,
        readContract: (args) => reader.readContract(args as Parameters<typeof reader.readContract>[0]),
        verifyTypedData: (args) => reader.verifyTypedData(args as Parameters<typeof reader.verifyTypedData>[0]),
        writeContract: (args) => {
          const data = encodeFunctionData({
            abi: args.abi,
            functionName: args.functionName,
            args: args.args,
          } as Parameters<typeof encodeFunctionData>[0]);
          return send(args.address, args.dataSuffix ? concat([data, args.dataSuffix]) : data, args.gas);
        },
        sendTransaction: (args) => send(args.to, args.data),
        waitForTransactionReceipt: (args) => reader.waitForTransactionReceipt(args),
        getCode: (args) => reader.getCode(args),
      },
      { confirmationTimeoutMs: options.confirmationTimeoutMs ?? 60_000 },
    );
  }

  const facilitatorFor = (onSending: (txHash: Hex | null) => void) =>
    new x402Facilitator().register(options.network as `${string}:${string}`, new ExactEvmScheme(signerFor(onSending)));
  const verifier = facilitatorFor(() => {
    throw new Error('verification never sends a transaction');
  });

  return {
    kind: 'self',
    verify: (payment, requirement) => verifier.verify(payment, requirement),
    settle: (payment, requirement, onSending) => facilitatorFor(onSending).settle(payment, requirement),
  };
}

export function remoteSettler(url: string): Settler {
  const client = new HTTPFacilitatorClient({ url, timeoutMs: 60_000 });
  return {
    kind: 'remote',
    verify: (payment, requirement) => client.verify(payment, requirement),
    settle(payment, requirement, onSending) {
      onSending(null);
      return client.settle(payment, requirement);
    },
  };
}
