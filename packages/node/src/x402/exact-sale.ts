import { randomUUID } from 'node:crypto';
import { canonicalJson, sameAddress, toAtomic, type PaymentPayloadV2, type PaymentRequirementsV2 } from '@ainize/core';
import { authorizationTypes } from '@x402/evm';
import { type Hex, verifyTypedData } from 'viem';
import type { CatalogDetail } from '../catalog/index.js';
import type { ExactPaymentsConfig } from '../home/config-schema.js';
import { HttpError } from '../http/errors.js';
import type { PaidAnswer, SaleKit } from './gateway.js';
import type { SettleBody } from '../ledger/bodies.js';
import type { ChainSettlementRow } from './repo.js';
import { type SaleSettlementBody, resourceOf, settlementBody } from './settlement.js';
import type { Settler } from './settler.js';

/**
 * `exact`: the buyer signs an EIP-3009 `transferWithAuthorization` of the price to this node, and the transfer
 * happens on the chain, where one authorization can move money once and only once. The node's part is to never
 * act on a payment it has not journalled: the row is written before verification, its state turns `sending` (with
 * the transaction's hash, when this node sends it) before anything leaves, and the sale is recorded — settle record,
 * payment, token — in one transaction after the chain confirmed it. A stop anywhere is finished by `resume`, which
 * asks the chain what happened to the authorization. One buyer's payments for one knowledge settle one at a time,
 * and a buyer who has paid before is answered with the earlier sale, so twenty payments racing move money once.
 *
 * Several processes may serve one node on one database. The request acting on an open payment — the one settling it,
 * or a `resume` finishing it — holds a claim on its row (`claimed_by`, `claimed_until`), taken in a store transaction
 * and renewed while it works, and every other request leaves a claimed row alone. A claim its process stopped renewing
 * lapses after CLAIM_LEASE_MS, and the payment is then resumed elsewhere. The transaction's hash is journalled only
 * under the claim, so a request that lost its claim (stalled past it) sends nothing.
 */

/** How long a claim on an open payment holds without renewal; the holder renews it every CLAIM_RENEW_MS. */
export const CLAIM_LEASE_MS = 10_000;
const CLAIM_RENEW_MS = CLAIM_LEASE_MS / 4;

/** One request's hold on an open payment. `lost` turns true once another request is known to have taken it over. */
interface Claim {
  readonly id: string;
  lost: boolean;
}

export interface ExactChainView {
  /** The transaction that used this authorization on chain, if one did. */
  authorizationUse(authorizer: string, nonce: string): Promise<{ txHash: string } | null>;
  /** What the chain says of a transaction this node signed: mined (and how), waiting, or never seen. */
  transaction(txHash: string): Promise<'success' | 'reverted' | 'pending' | 'unknown'>;
}

export interface ExactSellerOptions {
  config: ExactPaymentsConfig;
  /** The seller: payTo of every requirement. */
  payTo: string;
  settler: Settler;
  chain: ExactChainView;
  log?: (level: 'info' | 'warn', message: string, data?: Record<string, unknown>) => void;
}

export interface ExactSeller {
  readonly network: string;
  readonly symbol: string;
  /** The `exact` entry of a quote for `entry`, or undefined when its price cannot be paid in this token exactly. */
  requirement(entry: CatalogDetail): PaymentRequirementsV2 | undefined;
  sell(
    kit: SaleKit,
    entry: CatalogDetail,
    payment: PaymentPayloadV2,
    buyerProven: (buyer: string) => boolean,
  ): Promise<PaidAnswer>;
  /** Finishes journalled payments from what the chain says; safe to call at any time and repeatedly. */
  resume(kit: SaleKit): Promise<void>;
}

/** An EIP-3009 authorization as the `exact` payload carries it. */
interface Authorization {
  from: Hex;
  to: Hex;
  value: string;
  validAfter: string;
  validBefore: string;
  nonce: Hex;
}

interface ExactPayload {
  signature: Hex;
  authorization: Authorization;
}

/** What a v2 `settle` answers while its transaction waits for a receipt (@x402/evm's word for it). */
const PENDING_REASONS = new Set(['settlement_pending']);

export function createExactSeller(options: ExactSellerOptions): ExactSeller {
  const { config, settler, chain } = options;

  /** Renews `claim` while its request works; the returned function stops renewing and gives the payment up. */
  function holdClaim(kit: SaleKit, payer: string, nonce: string, claim: Claim): () => void {
    const timer = setInterval(() => {
      try {
        const until = kit.now() + CLAIM_LEASE_MS;
        if (!kit.deps.store.transaction(() => kit.repo.renewChainClaim(payer, nonce, claim.id, until)))
          claim.lost = true;
      } catch (err) {
        // Tried again at the next renewal; until then the claim runs on its lease.
        options.log?.('warn', 'could not renew the claim on an exact payment', { err: messageOf(err) });
      }
    }, CLAIM_RENEW_MS);
    timer.unref();
    return () => {
      clearInterval(timer);
      try {
        kit.deps.store.transaction(() => kit.repo.releaseChainClaim(payer, nonce, claim.id));
      } catch (err) {
        // Not released, the claim lapses on its own; the request's own outcome is what its caller needs to hear.
        options.log?.('warn', 'could not release the claim on an exact payment', { err: messageOf(err) });
      }
    };
  }

  function requirement(entry: CatalogDetail): PaymentRequirementsV2 | undefined {
    let amount: string;
    try {
      amount = toAtomic(entry.anchor.price, config.decimals);
    } catch {
      return undefined;
    }
    return {
      scheme: 'exact',
      network: config.network as PaymentRequirementsV2['network'],
      asset: config.asset,
      amount,
      payTo: options.payTo,
      maxTimeoutSeconds: config.maxTimeoutSeconds,
      extra: { name: config.name, version: config.version },
    };
  }

  /** Refuses what does not answer this node's own offer, field by field, before any chain is asked. */
  function matchOffer(kit: SaleKit, entry: CatalogDetail, payment: PaymentPayloadV2): PaymentRequirementsV2 {
    const offer = requirement(entry);
    if (!offer) throw kit.refuse(`${entry.id} costs ${entry.anchor.price}, which ${config.symbol} cannot pay exactly`);
    const accepted = payment.accepted;
    if (accepted.network !== offer.network)
      throw kit.refuse(`network mismatch: this node settles on ${offer.network}, not ${accepted.network}`);
    if (!sameAddress(accepted.asset, offer.asset))
      throw kit.refuse(`asset mismatch: this node is paid in ${offer.asset}, not ${accepted.asset}`);
    if (!sameAddress(accepted.payTo, offer.payTo)) throw kit.refuse('this node does not sell that patch');
    if (accepted.amount !== offer.amount)
      throw kit.refuse(`amount mismatch: ${entry.id} costs ${offer.amount} (atomic), not ${accepted.amount}`);
    const extra = accepted.extra ?? {};
    if (extra['name'] !== config.name || extra['version'] !== config.version)
      throw kit.refuse('the token domain (extra.name, extra.version) is not this token’s');
    return offer;
  }

  async function sell(
    kit: SaleKit,
    entry: CatalogDetail,
    payment: PaymentPayloadV2,
    buyerProven: (buyer: string) => boolean,
  ): Promise<PaidAnswer> {
    const offer = matchOffer(kit, entry, payment);
    const { signature, authorization: auth } = parsePayload(kit, payment.payload);
    if (!sameAddress(auth.to, offer.payTo)) throw kit.refuse(`the authorization pays ${auth.to}, not the seller`);
    if (auth.value !== offer.amount)
      throw kit.refuse(`the authorization moves ${auth.value}, not the price ${offer.amount}`);
    const payer = auth.from.toLowerCase();
    const nonce = auth.nonce.toLowerCase();
    const presented = canonicalJson(payment);

    const row = kit.repo.chainSettlement(payer, nonce);
    if (row?.state === 'settled') {
      const sale = row.tx_hash ? kit.repo.payment(row.tx_hash) : undefined;
      if (!sale || row.payload !== presented || row.patch_id !== entry.id) throw kit.refuse('payment already used');
      return kit.earlierSale(entry, sale, buyerProven(sale.buyer));
    }
    if (row && row.state !== 'failed') throw inProgress(entry.id, row);

    const earlier = kit.repo.saleTo(entry.id, payer);
    if (earlier) {
      // Paid before: a fresh authorization signed by the buyer proves who asks; it is never sent to the chain.
      if (!(await signedByPayer(signature, auth, offer))) throw kit.refuse('invalid payment signature');
      return kit.earlierSale(entry, earlier, true);
    }

    const at = kit.now();
    const claim: Claim = { id: randomUUID(), lost: false };
    // Journalled already claimed by this request, so no other process's resume can act on it in between.
    const begun = kit.deps.store.transaction(() =>
      kit.repo.beginChainSettlement({
        payer,
        auth_nonce: nonce,
        patch_id: entry.id,
        payload: presented,
        requirement: canonicalJson(offer),
        valid_before: Number(auth.validBefore),
        created_at: at,
        claimed_by: claim.id,
        claimed_until: at + CLAIM_LEASE_MS,
      }),
    );
    if (!begun) {
      const open = kit.repo.chainSettlement(payer, nonce);
      throw inProgress(entry.id, open);
    }
    const release = holdClaim(kit, payer, nonce, claim);
    try {
      return await settle(kit, entry, payment, offer, auth, claim);
    } finally {
      release();
    }
  }

  async function settle(
    kit: SaleKit,
    entry: CatalogDetail,
    payment: PaymentPayloadV2,
    offer: PaymentRequirementsV2,
    auth: Authorization,
    claim: Claim,
  ): Promise<PaidAnswer> {
    const payer = auth.from.toLowerCase();
    const nonce = auth.nonce.toLowerCase();
    const verdict = await settler.verify(payment, offer).catch((err: unknown) => {
      kit.repo.chainFailed(payer, nonce, `verification did not answer: ${messageOf(err)}`, kit.now());
      throw new HttpError(
        502,
        `facilitator_unreachable: the payment could not be verified (${messageOf(err)}); nothing moved`,
      );
    });
    if (!verdict.isValid) {
      const reason = verdict.invalidReason ?? 'invalid';
      kit.repo.chainFailed(payer, nonce, reason, kit.now());
      throw kit.refuse(refusalOf(reason, verdict.invalidMessage), { reason });
    }
    let answer;
    try {
      answer = await settler.settle(payment, offer, (txHash) => {
        // Throwing here stops the settler before anything leaves.
        if (kit.deps.store.transaction(() => kit.repo.chainSending(payer, nonce, txHash, kit.now(), claim.id))) return;
        claim.lost = true;
        throw new Error('another request of this node took this payment over; nothing was sent');
      });
    } catch (err) {
      if (claim.lost) throw takenOver(kit, payer, nonce);
      return unsettled(kit, payer, nonce, `the settlement did not answer: ${messageOf(err)}`);
    }
    if (!answer.success && claim.lost) throw takenOver(kit, payer, nonce);
    if (!answer.success) {
      const reason = answer.errorReason ?? 'settlement_failed';
      if (PENDING_REASONS.has(reason)) return unsettled(kit, payer, nonce, `${reason}: ${answer.errorMessage ?? ''}`);
      kit.repo.chainFailed(payer, nonce, reason, kit.now());
      throw kit.refuse(refusalOf(reason, answer.errorMessage), { reason, transaction: answer.transaction || null });
    }
    if (settler.kind === 'remote') {
      // A facilitator's word is checked against the chain before the sale is recorded.
      const use = await chain.authorizationUse(payer, nonce);
      if (!use)
        return unsettled(
          kit,
          payer,
          nonce,
          `the facilitator said ${answer.transaction} settled; the chain does not show it yet`,
        );
      answer.transaction = use.txHash;
    }
    return record(kit, entry, payment, auth, answer.transaction);
  }

  /** A payment that may have moved money but is not known to have: left journalled for `resume`, and said so. */
  function unsettled(kit: SaleKit, payer: string, nonce: string, why: string): never {
    const row = kit.repo.chainSettlement(payer, nonce);
    if (row?.state === 'verifying') {
      kit.repo.chainFailed(payer, nonce, why, kit.now());
      throw new HttpError(502, `settlement_failed: ${why}; nothing was sent, nothing moved`);
    }
    throw new HttpError(
      502,
      `settlement_pending: ${why}. The transaction${row?.tx_hash ? ` ${row.tx_hash}` : ''} may still be mined; this ` +
        'node finishes the sale from the chain, and the same payment presented again answers with it once it has',
      { transaction: row?.tx_hash ?? null, retryable: true },
    );
  }

  /**
   * A payment this request no longer holds: whoever took it over writes its outcome, so this request writes nothing
   * and leaves the buyer to ask again, which answers with the sale once it is finished.
   */
  function takenOver(kit: SaleKit, payer: string, nonce: string): HttpError {
    const row = kit.repo.chainSettlement(payer, nonce);
    return new HttpError(
      502,
      'settlement_pending: another process of this node took this payment over and finishes it from the chain; the ' +
        'same payment presented again answers with the sale once it has',
      { transaction: row?.tx_hash ?? null, retryable: true },
    );
  }

  /** The sale, written once the chain has the transfer: settle record, payment, token — together or not at all. */
  function record(
    kit: SaleKit,
    entry: CatalogDetail,
    payment: PaymentPayloadV2,
    auth: Authorization,
    txHash: string,
  ): PaidAnswer {
    const { deps, repo } = kit;
    const at = kit.now();
    const payer = auth.from;
    return deps.store.transaction(() => {
      const earlier = repo.payment(txHash);
      if (earlier) return kit.earlierSale(entry, earlier, true);
      const body = exactSettlementBody(kit, entry, payment, auth, txHash, at);
      const settled = deps.ledger.appendRecord('settle', body, deps.signer, new Date(at));
      repo.chainSettled(payer.toLowerCase(), auth.nonce.toLowerCase(), txHash, at);
      repo.addPayment({
        tx_hash: txHash,
        nonce: auth.nonce.toLowerCase(),
        patch_id: entry.id,
        buyer: payer,
        proof: (payment.payload as unknown as ExactPayload).signature,
        settle_record_id: settled.id,
        royalty: JSON.stringify(body.split),
        settled_at: at,
        scheme: 'exact',
        payload: canonicalJson(payment),
      });
      const token = kit.token(entry, payer, txHash, at);
      return {
        manifest: kit.manifestOf(entry, payer, token, at),
        response: { settled: true, tx: txHash, royalty: body.split, settle_record_id: settled.id },
        settlement: {
          success: true,
          transaction: txHash,
          network: config.network as PaidAnswer['settlement']['network'],
          payer,
          amount: auth.value,
          extra: { settle_record_id: settled.id },
        },
        currency: config.symbol,
      };
    });
  }

  function exactSettlementBody(
    kit: SaleKit,
    entry: CatalogDetail,
    payment: PaymentPayloadV2,
    auth: Authorization,
    txHash: string,
    at: number,
  ): ExactSettlementBody {
    const { deps } = kit;
    // The knowledge's terms, as for a credit sale: on chain the whole price reaches the seller, and `split` states
    // what each party is owed from it.
    const terms = settlementBody({
      anchor: entry.anchor,
      lookup: (id) => deps.catalog.getEntry(id)?.anchor,
      payment: {
        scheme: 'local-credit',
        network: config.network,
        asset: config.asset,
        amount: entry.anchor.price,
        nonce: '',
        from: auth.from,
        payTo: auth.to,
        txHash,
        proof: '',
      },
      currency: config.symbol,
      verifiers: entry.verifiers,
      royaltyShare: deps.royaltyShare,
      verifierShare: deps.verifierShare,
      now: new Date(at),
    });
    return {
      patch_id: entry.id,
      buyer: auth.from,
      seller: kit.self,
      amount: entry.anchor.price,
      currency: config.symbol,
      scheme: 'exact',
      network: config.network,
      asset: config.asset,
      resource: resourceOf(entry.id),
      tx_hash: txHash,
      nonce: auth.nonce.toLowerCase(),
      atomic_amount: auth.value,
      split: terms.split,
      unresolved: terms.unresolved,
      roles: terms.roles,
      verifiers: terms.verifiers,
      resource_url: payment.resource?.url ?? null,
      created_at: new Date(at).toISOString(),
    };
  }

  /** Finishes one open payment this request has claimed; its writes hold only while the claim does. */
  async function resumeRow(kit: SaleKit, row: ChainSettlementRow, claim: Claim): Promise<void> {
    const now = kit.now();
    if (row.state === 'verifying') {
      // Claimed, so no request is verifying it now: its own stopped before sending anything.
      kit.repo.chainFailed(
        row.payer,
        row.auth_nonce,
        'the node stopped before it sent the payment; nothing moved',
        now,
        claim.id,
      );
      return;
    }
    const use = await chain.authorizationUse(row.payer, row.auth_nonce);
    if (use) {
      const entry = kit.deps.catalog.getEntry(row.patch_id);
      if (!entry) return;
      const payment = JSON.parse(row.payload) as PaymentPayloadV2;
      record(kit, entry, payment, (payment.payload as unknown as ExactPayload).authorization, use.txHash);
      options.log?.('info', 'finished an exact sale from the chain', { patch_id: row.patch_id, tx: use.txHash });
      return;
    }
    const state = row.tx_hash ? await chain.transaction(row.tx_hash) : 'unknown';
    if (state === 'pending') return;
    const expired = now / 1000 > row.valid_before;
    if (row.tx_hash !== null || expired) {
      // A transaction this node signed that the chain never saw, or one that reverted, moved nothing; neither can a
      // remote facilitator's once the authorization has expired.
      kit.repo.chainFailed(row.payer, row.auth_nonce, `nothing moved on chain (transaction ${state})`, now, claim.id);
    }
  }

  return {
    network: config.network,
    symbol: config.symbol,
    requirement,
    sell,
    async resume(kit) {
      for (const listed of kit.repo.openChainSettlements()) {
        const claim: Claim = { id: randomUUID(), lost: false };
        // Claimed and read again in one transaction: the row as listed may have moved on since.
        const row = kit.deps.store.transaction(() => {
          const now = kit.now();
          const { payer, auth_nonce: nonce } = listed;
          if (!kit.repo.claimChainSettlement(payer, nonce, claim.id, now + CLAIM_LEASE_MS, now)) return undefined;
          return kit.repo.chainSettlement(payer, nonce);
        });
        // Held by a request settling or resuming it now, in this process or another.
        if (row === undefined) continue;
        const release = holdClaim(kit, row.payer, row.auth_nonce, claim);
        try {
          await resumeRow(kit, row, claim);
        } catch (err) {
          options.log?.('warn', 'could not resume an exact sale; will try again', {
            patch_id: row.patch_id,
            err: messageOf(err),
          });
        } finally {
          release();
        }
      }
    },
  };
}

/** The settle record of an `exact` sale. It moves no local credit: the money moved on chain (`tx_hash`). */
export interface ExactSettlementBody extends SettleBody {
  scheme: 'exact';
  /** CAIP-2, e.g. `eip155:31337`. */
  network: string;
  /** The token contract. */
  asset: string;
  resource: string;
  /** The chain transaction that moved the price. */
  tx_hash: string;
  /** The EIP-3009 authorization nonce. */
  nonce: string;
  /** The price in the token's smallest units, as the buyer signed it. */
  atomic_amount: string;
  /** What the knowledge's terms owe each party from the price (royaltySplit), paid by the seller off chain. */
  split: Record<string, string>;
  unresolved: Record<string, string>;
  roles: SaleSettlementBody['roles'];
  verifiers: string[];
  resource_url: string | null;
  created_at: string;
}

function parsePayload(kit: SaleKit, payload: Record<string, unknown>): ExactPayload {
  const auth = payload['authorization'];
  const signature = payload['signature'];
  const hex = (v: unknown, digits: number) => typeof v === 'string' && new RegExp(`^0x[0-9a-fA-F]{${digits}}$`).test(v);
  const uint = (v: unknown) => typeof v === 'string' && /^(?:0|[1-9][0-9]{0,77})$/.test(v);
  if (!hex(signature, 130))
    throw kit.refuse('missing or malformed PAYMENT-SIGNATURE', {
      reason: 'payload.signature: must be a 65-byte signature',
    });
  if (typeof auth !== 'object' || auth === null)
    throw kit.refuse('missing or malformed PAYMENT-SIGNATURE', { reason: 'payload.authorization: missing' });
  const a = auth as Record<string, unknown>;
  const bad = !hex(a.from, 40)
    ? 'from'
    : !hex(a.to, 40)
      ? 'to'
      : !uint(a.value)
        ? 'value'
        : !uint(a.validAfter)
          ? 'validAfter'
          : !uint(a.validBefore)
            ? 'validBefore'
            : !hex(a.nonce, 64)
              ? 'nonce'
              : null;
  if (bad)
    throw kit.refuse('missing or malformed PAYMENT-SIGNATURE', { reason: `payload.authorization.${bad}: malformed` });
  return {
    signature: signature as Hex,
    authorization: {
      from: a.from as Hex,
      to: a.to as Hex,
      value: a.value as string,
      validAfter: a.validAfter as string,
      validBefore: a.validBefore as string,
      nonce: a.nonce as Hex,
    },
  };
}

/** Whether the buyer signed this authorization for this token on this chain, still valid now; no chain is asked. */
async function signedByPayer(signature: Hex, auth: Authorization, offer: PaymentRequirementsV2): Promise<boolean> {
  if (Number(auth.validBefore) <= Date.now() / 1000) return false;
  try {
    return await verifyTypedData({
      address: auth.from,
      domain: {
        name: String(offer.extra?.['name']),
        version: String(offer.extra?.['version']),
        chainId: Number(offer.network.split(':')[1]),
        verifyingContract: offer.asset as Hex,
      },
      types: authorizationTypes,
      primaryType: 'TransferWithAuthorization',
      message: {
        from: auth.from,
        to: auth.to,
        value: BigInt(auth.value),
        validAfter: BigInt(auth.validAfter),
        validBefore: BigInt(auth.validBefore),
        nonce: auth.nonce,
      },
      signature,
    });
  } catch {
    return false;
  }
}

function inProgress(id: string, row: ChainSettlementRow | undefined): HttpError {
  return new HttpError(
    409,
    `settlement_in_progress: a payment by this buyer for ${id} is on its way to the chain` +
      (row?.tx_hash ? ` (transaction ${row.tx_hash})` : '') +
      '; ask again in a few seconds — a buyer who has paid gets the knowledge without paying again',
    { retryable: true, transaction: row?.tx_hash ?? null },
  );
}

/** @x402/evm's reason codes, in sentences a buyer can act on. */
function refusalOf(reason: string, message: string | undefined): string {
  const known: Record<string, string> = {
    invalid_exact_evm_signature: 'invalid payment signature',
    invalid_exact_evm_failed_to_parse_signature: 'invalid payment signature',
    invalid_exact_evm_payload_authorization_valid_before: 'the authorization has expired (validBefore)',
    invalid_exact_evm_payload_authorization_valid_after: 'the authorization is not valid yet (validAfter)',
    invalid_exact_evm_payload_authorization_value_mismatch: 'the authorization does not move the price',
    invalid_exact_evm_recipient_mismatch: 'the authorization does not pay the seller',
    invalid_exact_evm_network_mismatch: 'network mismatch',
    invalid_exact_evm_insufficient_balance: 'insufficient funds: the payer holds less than the price',
    invalid_exact_evm_nonce_already_used: 'payment already used (the authorization was used or cancelled)',
    invalid_exact_evm_transaction_simulation_failed: 'the transfer would fail on chain',
  };

  const sentence = known[reason] ?? reason.replace(/_/g, ' ');
  return message && !known[reason] ? `${sentence} (${message.slice(0, 200)})` : sentence;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
