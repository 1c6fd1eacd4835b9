/**
 * Failures of the chain room, each with a code a caller can branch on (the cluster turns them into one-line
 * ConfigErrors; the gateway can tell "the chain is down" from "the transaction reverted"). Messages name the
 * file, URL or address to look at and never carry a private key.
 */

export type ChainErrorCode =
  /** The anvil binary for this platform is not in node_modules. */
  | 'anvil_not_installed'
  /** anvil exited, or did not answer, while starting. */
  | 'anvil_failed'
  /** Nothing answers JSON-RPC at the URL, or something with another chain id does. */
  | 'chain_unreachable'
  /** The chain's state contradicts the files that describe it (e.g. the deployer has sent transactions but no token exists). */
  | 'chain_state'
  /** A transaction reverted or could not be sent. */
  | 'transaction_failed'
  /** A private key, address or file holding one is malformed. */
  | 'bad_input';

export class ChainError extends Error {
  override readonly name = 'ChainError';
  constructor(
    readonly code: ChainErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** viem's errors carry a one-line `shortMessage` (with the revert reason) above pages of request detail. */
export function shortReason(err: unknown): string {
  const short = (err as { shortMessage?: unknown }).shortMessage;
  if (typeof short === 'string' && short !== '') return short;
  return err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err);
}
