/** The formats whose parsers in this package refuse malformed input. */
export type InputKind =
  | 'price'
  | 'decimal'
  | 'npz'
  | 'npy'
  | 'x402_payment'
  | 'teach_auth'
  | 'signature'
  | 'private_key'
  | 'address'
  | 'row'
  | 'royalty';

/**
 * A value handed to a parser was malformed. Every parser in core throws this (never a bare TypeError),
 * so a caller can map it to a named error without matching on message text.
 */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
  constructor(
    readonly kind: InputKind,
    readonly reason: string,
  ) {
    super(`invalid ${kind}: ${reason}`);
  }
}
