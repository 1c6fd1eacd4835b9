import {
  cmpDec,
  isZeroDec,
  localCreditNetworkV2,
  sameAddress,
  toAtomic,
  LOCAL_CREDIT_DECIMALS,
  verifyLocalCreditPayment,
  type PaymentPayload,
  type SettleResponse,
} from '@ainize/core';
import type { CatalogDetail } from '../catalog/index.js';
import type { PaidAnswer, SaleKit } from './gateway.js';
import { REPLAY_WINDOW_MS } from './gateway.js';
import type { PaymentRow } from './repo.js';
import { settlementBody } from './settlement.js';

/**
 * A sale for local credit, in either envelope. The checks run in the order the node API gives (scheme, nonce,
 * amount, signature, balance, reuse), with the payer's chain between signature and balance: the payment must name
 * the payer's latest payment as `prev`, and that payment must already count here. Only then is the nonce spent, in
 * the same SQLite transaction as the one settle record, so a refused payment never burns a quote and two payments
 * racing for one nonce cannot both settle. Everything from the first check to the commit is synchronous.
 */
export function sellForLocalCredit(
  kit: SaleKit,
  entry: CatalogDetail,
  payload: PaymentPayload,
  buyerProven: (buyer: string) => boolean,
): PaidAnswer {
  const { deps, repo } = kit;
  if (payload.scheme !== 'local-credit') throw kit.refuse(`unsupported scheme ${payload.scheme}`);
  if (!sameAddress(payload.payTo, kit.self)) throw kit.refuse('this node does not sell that patch');
  const paid = repo.payment(payload.txHash);
  if (paid) return replay(kit, entry, paid, payload, buyerProven);

  const at = kit.now();
  const quote = repo.quote(payload.nonce);
  if (!quote || quote.patch_id !== entry.id || at > quote.expires_at) throw kit.refuse('unknown or expired nonce');
  const check = verifyLocalCreditPayment(payload, kit.requirementOf(quote, undefined), { now: at });
  if (!check.ok) throw kit.refuse(check.reason);

  // A buyer who paid for this knowledge before (in either scheme) gets it again for nothing; its signature over a
  // quote still alive proves who asks. The nonce goes to that earlier sale, so this payment can never settle later.
  const earlier = repo.saleTo(entry.id, payload.from);
  if (earlier) {
    if (quote.spent_tx === null) repo.spendQuote(quote.nonce, earlier.tx_hash, at);
    else if (quote.spent_tx !== earlier.tx_hash)
      throw kit.refuse(`nonce ${quote.nonce} was consumed by an earlier attempt`);
    return kit.earlierSale(entry, earlier, true);
  }
  if (quote.spent_tx !== null) throw kit.refuse(`nonce ${quote.nonce} was consumed by an earlier attempt`);

  followsChain(kit, payload);
  const account = deps.credits.account(payload.from);
  if (account.member && account.received === '0' && !isZeroDec(deps.credits.rules.initialCredit))
    throw kit.refuse(
      `credit_unknown: ${payload.from} is a member of this credit network, but its grant (its node record) has not ` +
        'reached this node yet; present the same payment again in a few seconds',
      { retryable: true },
    );
  const balance = deps.credits.balance(payload.from);
  if (cmpDec(balance, payload.amount) < 0) throw kit.refuse(`insufficient credit: ${balance} < ${payload.amount}`);

  return deps.store.transaction(() => {
    // Spent last, and only if still unspent: of two payments racing for this nonce, the second one stops here.
    if (!repo.spendQuote(quote.nonce, payload.txHash, at))
      throw kit.refuse(`nonce ${quote.nonce} was consumed by an earlier attempt`);
    const body = settlementBody({
      anchor: entry.anchor,
      lookup: (parentId) => deps.catalog.getEntry(parentId)?.anchor,
      payment: payload,
      currency: deps.currency,
      verifiers: entry.verifiers,
      royaltyShare: deps.royaltyShare,
      verifierShare: deps.verifierShare,
      now: new Date(at),
    });
    const record = deps.ledger.appendRecord('settle', body, deps.signer, new Date(at));
    // The credit book read the record inside this transaction; a sale it did not count must not stand.
    if (!deps.credits.settled(payload.txHash))
      throw new Error(`the credit book did not count the settlement of ${payload.txHash}`);
    repo.addPayment({
      tx_hash: payload.txHash,
      nonce: payload.nonce,
      patch_id: entry.id,
      buyer: payload.from,
      proof: payload.proof,
      settle_record_id: record.id,
      royalty: JSON.stringify(body.split),
      settled_at: at,
      scheme: 'local-credit',
      payload: null,
    });
    const token = kit.token(entry, payload.from, payload.txHash, at);
    return {
      manifest: kit.manifestOf(entry, payload.from, token, at),
      response: { settled: true, tx: payload.txHash, royalty: body.split, settle_record_id: record.id },
      settlement: settlementOf(payload, record.id),
      currency: deps.currency,
    };
  });
}

/**
 * The payer's chain as this ledger knows it: a barred payer is refused, and the payment must name the payer's latest
 * payment, which must already count here. A predecessor this node has not seen yet is refused with a sentence that
 * says so: the same payment, presented again once the records have arrived, settles.
 */
function followsChain(kit: SaleKit, payload: PaymentPayload): void {
  const chain = kit.deps.credits.chainOf(payload.from);
  if (chain.fork) {
    const both = chain.fork.payments.map((p) => p.tx_hash).join(' and ');
    throw kit.refuse(
      `payer_forked: ${payload.from} signed two local-credit payments after one predecessor (${both}); ` +
        'it can never pay in local credit again',
      { fork: chain.fork },
    );
  }
  if (chain.head === null && chain.payments > 0)
    throw kit.refuse(
      `prev_pending: ${payload.from}'s payments on this node do not form a chain yet (a predecessor has not arrived); ` +
        'present the same payment again in a few seconds',
      { retryable: true },
    );
  if (chain.head === null) {
    if (payload.prev !== undefined)
      throw kit.refuse(
        `prev_unknown: the payment follows ${payload.prev}, a payment this node has not seen yet; present the same ` +
          'payment again once its settle record has arrived (a few seconds)',
        { prev: payload.prev, retryable: true },
      );
    return;
  }
  if (payload.prev === undefined)
    throw kit.refuse(
      `prev_required: ${payload.from} has paid in local credit before; the payment must name its latest payment ` +
        `${chain.head} as prev`,
      { head: chain.head },
    );
  if (payload.prev !== chain.head) {
    const known = kit.deps.credits.settled(payload.prev);
    throw kit.refuse(
      known
        ? `prev_not_latest: the payment follows ${payload.prev}, but ${payload.from}'s latest payment is ` +
            `${chain.head}; two payments can never follow one`
        : `prev_unknown: the payment follows ${payload.prev}, a payment this node has not seen yet; present the ` +
            'same payment again once its settle record has arrived (a few seconds)',
      { prev: payload.prev, head: chain.head, retryable: !known },
    );
  }
  if (!chain.headCounted)
    throw kit.refuse(
      `prev_pending: ${payload.from}'s latest payment ${chain.head} does not count on this node yet (it waits for ` +
        'records it depends on); present the same payment again in a few seconds',
      { head: chain.head, retryable: true },
    );
}

/**
 * The same payment presented again: it must be the very payment that settled, checked field by field against its
 * quote (the tx hash alone would let any payload that names it through), within a day of the sale.
 */
function replay(
  kit: SaleKit,
  entry: CatalogDetail,
  paid: PaymentRow,
  payload: PaymentPayload,
  buyerProven: (b: string) => boolean,
): PaidAnswer {
  const quote = kit.repo.quote(paid.nonce);
  const same =
    paid.scheme === 'local-credit' &&
    paid.patch_id === entry.id &&
    quote !== undefined &&
    quote.spent_tx === paid.tx_hash &&
    sameAddress(paid.buyer, payload.from) &&
    paid.proof === payload.proof &&
    verifyLocalCreditPayment(payload, kit.requirementOf(quote, undefined)).ok;
  if (!same || kit.now() - paid.settled_at > REPLAY_WINDOW_MS) throw kit.refuse('payment already used');
  // The payment is public on the ledger, so presenting it again proves nothing about who asks: a new token goes
  // only to a request the buyer signed. Anyone else learns it settled; the buyer downloads with its signature.
  return kit.earlierSale(entry, paid, buyerProven(paid.buyer));
}

function settlementOf(payload: PaymentPayload, recordId: string): SettleResponse {
  return {
    success: true,
    transaction: payload.txHash,
    network: localCreditNetworkV2(payload.network) as SettleResponse['network'],
    payer: payload.from,
    amount: toAtomicOrUndefined(payload.amount),
    extra: { settle_record_id: recordId },
  };
}

function toAtomicOrUndefined(amount: string): string | undefined {
  try {
    return toAtomic(amount, LOCAL_CREDIT_DECIMALS);
  } catch {
    return undefined;
  }
}
