import type {
  BuyRequest,
  BuyResult,
  BuyStep,
  PaymentPayloadV2,
  PaymentRequiredV2,
  PaymentRequirementsV2,
  PurchaseList,
  PurchaseRecord,
} from '@ainize/core';
import type { Catalog } from '../catalog/index.js';
import type { NodeDirectory } from '../directory/index.js';
import type { ExactPaymentsConfig, PaymentSchemeName } from '../home/config-schema.js';
import { ConflictError } from '../http/errors.js';
import type { Ledger } from '../ledger/ledger.js';
import type { RecordSigner } from '../ledger/record.js';
import { fetchBody } from './buy-fetch.js';
import { type GateDeps, type Target, plan } from './buy-gates.js';
import { type PayDeps, payFor } from './buy-pay.js';
import type { CreditBook } from './credit-book.js';
import { type GatewayClient, gatewayClient } from './gateway-client.js';
import type { ProcessRegistry } from '../processes/registry.js';
import { type PurchaseRow, type PurchasesRepo, isPaid, purchaseRecord, unresolvedOf } from './purchases.js';
import { createReconciler } from './reconcile.js';

/**
 * The operator's buy: every gate is decided from this node's own catalog, journal, ledger and wallet before any
 * gateway is asked (buy-gates.ts), then for each knowledge (its missing bases first, when asked) one quote, one
 * signed payment in the chosen scheme, journalled before it leaves (buy-pay.ts), the download of the body and its
 * check against the anchor (buy-fetch.ts). A payment is never sent twice by this code: an answer that never came is
 * reconciled from the seller's settle record, the quote's expiry or the chain (reconcile.ts).
 */

export type PayScheme = PaymentSchemeName;

/** This node's account on the chain it pays `exact` on. */
export interface BuyerWallet {
  readonly config: ExactPaymentsConfig;
  /** The payment for an `exact` requirement, signed with this node's key by `@x402/evm`'s client scheme. */
  sign(offer: PaymentRequiredV2, requirement: PaymentRequirementsV2): Promise<PaymentPayloadV2>;
  /** This node's token balance, in smallest units. */
  balance(): Promise<bigint>;
  /** What the chain says of one of this node's authorizations. */
  authorization(nonce: string): Promise<{ state: 'used'; txHash: string } | { state: 'canceled' | 'unused' }>;
  /** Cancels an unused authorization on chain (EIP-3009 `cancelAuthorization`), paying the gas. */
  cancel(nonce: string): Promise<void>;
}

export interface BuyerDeps {
  /** This node's key: it signs the payments (it is the payer) and the body requests. */
  privateKey: string;
  signer: RecordSigner;
  currency: string;
  catalog: Pick<Catalog, 'getEntry'>;
  ledger: Pick<Ledger, 'recordsAbout'>;
  credits: Pick<CreditBook, 'balance' | 'chainOf'>;
  blobs: { has(sha256: string): boolean; put(bytes: Uint8Array, expected?: string): string };
  purchases: PurchasesRepo;
  directory: Pick<NodeDirectory, 'urlOf'>;
  /** Loads a bought knowledge (and its bases) into the served model, for `apply: true`. */
  apply?: (id: string) => Promise<unknown>;
  /** The scheme a buy that names none pays with (config `payments.buyWith`). */
  defaultScheme?: PayScheme;
  /** Present when this node is configured for a chain: what `exact` pays from. */
  wallet?: BuyerWallet;
  client?: GatewayClient;
  now?: () => number;
  /**
   * The node's processes, when several share its database: a payment another living process is making is in flight
   * there, not in doubt, and is left to it.
   */
  processes?: Pick<ProcessRegistry, 'id' | 'alive'>;
}

export interface Buyer {
  buy(id: string, request: BuyRequest): Promise<BuyResult>;
  isPurchased(id: string): boolean;
  /** What was paid for, and the payments whose outcome is not known yet. */
  list(): PurchaseList;
  /** Settles every payment in doubt that the ledger, the seller or the chain can settle now. */
  resolveOpen(): Promise<void>;
}

export function createBuyer(deps: BuyerDeps): Buyer {
  const client = deps.client ?? gatewayClient();
  const now = deps.now ?? Date.now;
  const self = deps.signer.address;
  const inFlight = new Set<string>();
  const processes = deps.processes;
  /** A payment of this node being made right now by another of its processes. */
  const elsewhere = (row: PurchaseRow | undefined): boolean =>
    row?.state === 'paying' &&
    processes !== undefined &&
    row.payer !== null &&
    row.payer !== processes.id &&
    processes.alive(row.payer);
  const reconciler = createReconciler({ ...deps, client, now, self });
  const gates: GateDeps = {
    deps,
    self,
    inFlight,
    elsewhere,
    journalRow: (id) => reconciler.fromLedger(deps.purchases.get(id)),
  };
  let chainTail: Promise<unknown> = Promise.resolve();
  const pay: PayDeps = {
    deps,
    self,
    client,
    reconciler,
    now,
    creditChain: (task) => {
      const run = chainTail.then(task, task);
      chainTail = run.catch(() => undefined);
      return run;
    },
  };

  async function purchase(
    target: Target,
    role: 'requested' | 'base',
    scheme: PayScheme,
    steps: BuyStep[],
    key: string | undefined,
  ): Promise<PurchaseRecord> {
    const { entry } = target;
    // A base's steps name it; the requested knowledge's steps are the answer's own.
    const label = (detail: string) => (role === 'base' ? `base ${entry.id}: ${detail}` : detail);
    if (target.recover)
      steps.push({ step: 'settled', detail: label('paid earlier; the body is fetched again without paying') });
    else await payFor(pay, target, entry.anchor.price, scheme, label, steps, key);
    steps.push({ step: 'download', detail: label(await fetchBody(deps, client, target, now)) });
    const row = deps.purchases.get(entry.id);
    if (row === undefined) throw new Error(`the journal lost ${entry.id}`);
    return purchaseRecord(row);
  }

  async function applyIfAsked(id: string, request: BuyRequest, bought: PurchaseRecord, steps: BuyStep[]) {
    if (request.apply !== true) return false;
    if (!bought.body_present) steps.push({ step: 'apply', detail: 'skipped: the body is not here' });
    else if (!deps.apply) steps.push({ step: 'apply', detail: 'skipped: this node serves no model' });
    else {
      try {
        await deps.apply(id);
        steps.push({ step: 'apply', detail: `${id} loaded into the served model` });
        return true;
      } catch (err) {
        steps.push({ step: 'apply', detail: `failed: ${err instanceof Error ? err.message : String(err)}` });
      }
    }
    return false;
  }

  return {
    async buy(id, request) {
      const before = deps.purchases.get(id);
      if (before?.state === 'paying' && !elsewhere(before)) await reconciler.resolve(before);
      const scheme = request.scheme ?? deps.defaultScheme ?? 'local-credit';
      const targets = await plan(gates, id, request, scheme);
      const ids = targets.map((t) => t.entry.id);
      const busy = ids.find((t) => inFlight.has(t));
      if (busy)
        throw new ConflictError(`purchase_in_flight: a purchase of ${busy} is already running`, { patch_id: busy });
      for (const t of ids) inFlight.add(t);
      try {
        const main = targets[targets.length - 1] as Target;
        const steps: BuyStep[] = [
          {
            step: 'quorum',
            detail: `${main.entry.verification_count}/${main.entry.quorum} trusted verifiers passed ${id} (${main.entry.status})`,
          },
        ];
        const bases: PurchaseRecord[] = [];
        for (const base of targets.slice(0, -1)) bases.push(await purchase(base, 'base', scheme, steps, undefined));
        const bought = await purchase(main, 'requested', scheme, steps, request.idempotency_key);
        const applied = await applyIfAsked(id, request, bought, steps);
        return { patch_id: id, purchase: bought, steps, bases, applied };
      } finally {
        for (const t of ids) inFlight.delete(t);
      }
    },
    isPurchased: (id) => isPaid(reconciler.fromLedger(deps.purchases.get(id))),
    list() {
      for (const row of deps.purchases.paying()) reconciler.fromLedger(row);
      return {
        items: deps.purchases.paid().map(purchaseRecord),
        unresolved: deps.purchases.paying().map(unresolvedOf),
      };
    },
    async resolveOpen() {
      for (const row of deps.purchases.paying()) {
        if (inFlight.has(row.patch_id) || elsewhere(row)) continue;
        await reconciler.resolve(row);
      }
    },
  };
}
