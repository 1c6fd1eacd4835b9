import type { BuyResult, PaymentOption, PaymentOptions } from '@ainize/core';
import { addDec } from '@ainize/core/api';
import { useEffect, useRef, useState } from 'preact/hooks';
import { type KnowledgeDetail, type NodeInfo, type RequiredBase, nodeInfo } from './api.js';
import { whereSold } from './labels.js';
import { knowledgeUrl, signInUrl } from './router.js';
import { send, useSession } from './session.js';
import './money.css';

/**
 * Buying one knowledge from the knowledge's page. Nothing leaves the page before the operator confirms a summary
 * that restates what the node will pay: the knowledge, the bases it stands on that this node does not hold yet,
 * their total, the currency and the way of paying. The node checks every gate again and its refusal is shown as
 * it said it.
 */

/** What the knowledge page's detail says beyond api.ts's fields: whether this node already bought it. */
type Detail = KnowledgeDetail & { purchased?: boolean };
type Info = NodeInfo & { payments?: PaymentOptions };

/** How the node will pay: the scheme its buy route uses and what the money is counted in. */
export interface PayingWith {
  scheme: 'local-credit' | 'exact';
  currency: string;
  /** A sentence for the confirmation. */
  says: string;
}

export function payingWith(info: Info | undefined, fallbackCurrency: string): PayingWith {
  const scheme = info?.payments?.buy_with ?? 'local-credit';
  const option: PaymentOption | undefined = info?.payments?.accepts.find((a) => a.scheme === scheme);
  if (scheme === 'exact') {
    const currency = option?.currency ?? fallbackCurrency;
    const network = option?.network ?? 'its configured chain';
    return {
      scheme,
      currency,
      says: `on chain: ${currency} on ${network}, x402 “exact” (a transfer this node's key signs)`,
    };
  }
  const currency = option?.currency ?? info?.currency ?? fallbackCurrency;
  return { scheme, currency, says: `in local credit: ${currency} from this node's balance on its ledger` };
}

/** The bases the node would buy along with the knowledge: those it does not hold. */
export function missingBases(entry: KnowledgeDetail): RequiredBase[] {
  return entry.requires.filter((base) => !base.held);
}

/** The total of the knowledge and its missing bases, or null when a base's price is unknown here. */
export function totalOf(entry: KnowledgeDetail): string | null {
  const prices = missingBases(entry).map((base) => base.price);
  if (prices.some((p) => p === null)) return null;
  return (prices as string[]).reduce(addDec, entry.anchor.price);
}

/** A name the operator can quote back to the node with a purchase, made fresh for each confirmation. */
function purchaseKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `console-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

type Step =
  | { state: 'idle'; refused?: string }
  | { state: 'confirm'; key: string }
  | { state: 'sending'; key: string }
  | { state: 'bought'; result: BuyResult };

export function BuyPanel({ id, entry }: { id: string; entry: KnowledgeDetail }) {
  const session = useSession();
  const [info, setInfo] = useState<Info | undefined>(undefined);
  useEffect(() => {
    nodeInfo().then(setInfo, () => undefined);
  }, []);
  return (
    <section class="buy" aria-labelledby="buy-title">
      <h2 id="buy-title">Buy</h2>
      {session === undefined ? (
        <p aria-live="polite">Checking whether you are signed in…</p>
      ) : (
        <BuyBody id={id} entry={entry} info={info} signedIn={session.signed_in} />
      )}
    </section>
  );
}

function BuyBody(props: { id: string; entry: Detail; info: Info | undefined; signedIn: boolean }) {
  const { id, entry, info } = props;
  if (entry.owned) return <p>This node wrote this knowledge, so there is nothing to buy.</p>;
  if (entry.purchased === true) {
    return (
      <p>
        This node has already bought it. <a href="/wallet">See the purchase in the wallet</a>.
      </p>
    );
  }
  if (!props.signedIn) {
    return (
      <p>
        Buying is for this node's operator. <a href={signInUrl(knowledgeUrl(id))}>Sign in to buy it</a>.
      </p>
    );
  }
  if (!entry.sellable) return <p>{whereSold(entry, info)}, so there is nothing to buy yet.</p>;
  return <Purchase id={id} entry={entry} info={info} />;
}

function Purchase({ id, entry, info }: { id: string; entry: Detail; info: Info | undefined }) {
  const [step, setStep] = useState<Step>({ state: 'idle' });
  const buyButton = useRef<HTMLButtonElement>(null);
  const paying = payingWith(info, entry.anchor.currency);

  function cancel() {
    setStep({ state: 'idle' });
    // After the confirmation closes, the keyboard goes back to where it came from.
    setTimeout(() => buyButton.current?.focus(), 0);
  }

  async function confirm(key: string) {
    setStep({ state: 'sending', key });
    try {
      const result = await send<BuyResult>('POST', `/api/patches/${encodeURIComponent(id)}/buy`, {
        ...(missingBases(entry).length > 0 ? { with_bases: true } : {}),
        expect_amount: entry.anchor.price,
        ...(info?.payments ? { scheme: paying.scheme } : {}),
        idempotency_key: key,
      });
      setStep({ state: 'bought', result });
    } catch (thrown) {
      setStep({ state: 'idle', refused: thrown instanceof Error ? thrown.message : String(thrown) });
      setTimeout(() => buyButton.current?.focus(), 0);
    }
  }

  if (step.state === 'bought') return <Bought result={step.result} />;
  if (step.state === 'idle') {
    return (
      <>
        {step.refused !== undefined && (
          <div class="notice" role="alert">
            <p>The node did not buy it. It said: {step.refused}</p>
          </div>
        )}
        <p>
          {entry.anchor.price} {entry.anchor.currency}
          {missingBases(entry).length > 0 ? ', plus the bases it needs that this node does not hold' : ''}.
        </p>
        <button type="button" ref={buyButton} onClick={() => setStep({ state: 'confirm', key: purchaseKey() })}>
          Buy
        </button>
      </>
    );
  }
  return (
    <Confirmation
      entry={entry}
      paying={paying}
      sending={step.state === 'sending'}
      onConfirm={() => void confirm(step.key)}
      onCancel={cancel}
    />
  );
}

function Confirmation(props: {
  entry: KnowledgeDetail;
  paying: PayingWith;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { entry, paying, sending } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const bases = missingBases(entry);
  const total = totalOf(entry);
  return (
    <div class="confirm" role="group" aria-labelledby="confirm-title">
      <h3 id="confirm-title" ref={heading} tabIndex={-1}>
        Confirm the purchase
      </h3>
      <table class="bill">
        <caption class="visually-hidden">What this purchase pays for</caption>
        <tbody>
          <tr>
            <th scope="row">{entry.anchor.name}</th>
            <td>
              {entry.anchor.price} {paying.currency}
            </td>
          </tr>
          {bases.map((base) => (
            <tr key={base.id}>
              <th scope="row">Base it needs: {base.name ?? base.id}</th>
              <td>{base.price === null ? 'price unknown here' : `${base.price} ${paying.currency}`}</td>
            </tr>
          ))}
          <tr class="bill-total">
            <th scope="row">Total</th>
            <td>{total === null ? 'unknown' : `${total} ${paying.currency}`}</td>
          </tr>
        </tbody>
      </table>
      <p>Paid {paying.says}.</p>
      {total === null ? (
        <p class="tone-warn">
          This node does not know the price of every base it would need, so it cannot state the total; nothing can be
          bought until it learns the bases' records from its peers.
        </p>
      ) : (
        <p>The node checks the price with the seller again and refuses if it changed.</p>
      )}
      <div class="actions">
        {total !== null && (
          <button type="button" onClick={props.onConfirm} disabled={sending} aria-busy={sending}>
            {sending ? 'Buying…' : `Confirm: pay ${total} ${paying.currency}`}
          </button>
        )}
        <button type="button" class="secondary" onClick={props.onCancel} disabled={sending}>
          Cancel
        </button>
      </div>
      <p aria-live="polite" class="status-line">
        {sending ? 'Paying the seller and fetching the knowledge…' : ''}
      </p>
    </div>
  );
}

function Bought({ result }: { result: BuyResult }) {
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => outcome.current?.focus(), []);
  const p = result.purchase;
  const bases = result.bases.map((b) => `${b.patch_id} (${b.amount} ${b.currency})`);
  return (
    <div class="bought" role="status" tabIndex={-1} ref={outcome}>
      <p class="tone-good">
        Bought. This node paid {p.amount} {p.currency} {p.scheme === 'exact' ? 'on chain' : 'in local credit'}
        {bases.length > 0
          ? `, and bought ${bases.length === 1 ? 'its base' : 'its bases'} ${bases.join(', ')} first`
          : ''}
        .
      </p>
      <p>
        Settled: tx <code class="hash">{p.tx_hash}</code>
      </p>
      {!p.body_present && <p class="tone-warn">The body did not arrive; buying it again fetches it without paying.</p>}
      <ol class="steps">
        {result.steps.map((s, i) => (
          <li key={i}>
            <strong>{s.step}</strong>: {s.detail}
          </li>
        ))}
      </ol>
      <p>
        The wallet's balance shows the payment once this node's ledger holds the seller's settle record, at its next
        exchange with its peers. <a href="/wallet">See it in the wallet</a>
      </p>
    </div>
  );
}
