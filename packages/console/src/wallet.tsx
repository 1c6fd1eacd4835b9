import type { PurchaseList, PurchaseRecord, Wallet as WalletView, WalletEntry } from '@ainize/core';
import { addDec } from '@ainize/core/api';
import { scaleLinear, scaleUtc } from 'd3-scale';
import { curveStepAfter, line } from 'd3-shape';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ApiError, getJson } from './api.js';
import { Fact } from './facts.js';
import { shortAddress, when } from './labels.js';
import { OperatorOnly } from './operator.js';
import { knowledgeUrl } from './router.js';
import './money.css';

/** The operator's money: the balance, every entry that made it, a chart of it over time, and what was bought. */
export function Wallet() {
  useEffect(() => {
    document.title = 'Wallet · Ainize console';
  }, []);
  return (
    <OperatorOnly what="The wallet">
      <WalletPage />
    </OperatorOnly>
  );
}

export type Load<T> = { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed'; message: string };

/** The answer of `GET path` once, as the page loads. */
export function useLoad<T>(path: string): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    getJson<T>(path, abort.signal).then(
      (value) => setLoad({ state: 'done', value }),
      (thrown: unknown) => {
        if (abort.signal.aborted) return;
        setLoad({ state: 'failed', message: thrown instanceof ApiError ? thrown.message : String(thrown) });
      },
    );
    return () => abort.abort();
  }, [path]);
  return load;
}

function WalletPage() {
  const wallet = useLoad<WalletView>('/api/me/wallet');
  const purchases = useLoad<PurchaseList>('/api/me/purchases');
  return (
    <>
      <h1>Wallet</h1>
      {wallet.state === 'loading' && (
        <p class="status-line" aria-live="polite" aria-busy="true">
          Reading the wallet…
        </p>
      )}
      {wallet.state === 'failed' && <Failed what="The wallet" message={wallet.message} />}
      {wallet.state === 'done' && <Balance wallet={wallet.value} />}
      <section aria-labelledby="purchases-title">
        <h2 id="purchases-title">Purchases</h2>
        {purchases.state === 'loading' && <p aria-live="polite">Reading the purchases…</p>}
        {purchases.state === 'failed' && <Failed what="The purchases" message={purchases.message} />}
        {purchases.state === 'done' && <Purchases list={purchases.value} />}
      </section>
    </>
  );
}

function Failed({ what, message }: { what: string; message: string }) {
  return (
    <div class="notice" role="alert">
      <p>
        {what} could not be read. The node answered: {message}
      </p>
    </div>
  );
}

function Balance({ wallet }: { wallet: WalletView }) {
  const points = balancePoints(wallet.entries);
  return (
    <>
      <dl class="facts facts-wide wallet-facts">
        <Fact term="Balance" class="balance">
          {wallet.balance} {wallet.currency}
        </Fact>
        <Fact term="Spent on purchases">
          {wallet.spent} {wallet.currency}
        </Fact>
        <Fact term="Earned">
          {wallet.earned} {wallet.currency}
        </Fact>
        <Fact term="Account">
          <code title={wallet.address}>{shortAddress(wallet.address)}</code>
        </Fact>
      </dl>
      <section aria-labelledby="history-title">
        <h2 id="history-title">Balance over time</h2>
        {points.length === 0 ? (
          <p>No entry has changed this balance yet.</p>
        ) : (
          <>
            <BalanceChart points={points} currency={wallet.currency} />
            <EntryTable points={points} currency={wallet.currency} />
          </>
        )}
        <p class="note">
          Each entry is backed by a record on this node's ledger; the balance is what this node's copy says.
        </p>
      </section>
    </>
  );
}

/** One entry with the balance right after it. */
export interface BalancePoint {
  entry: WalletEntry;
  at: Date;
  /** The balance after the entry, exact, as a decimal string. */
  balance: string;
}

/** Running balance over the entries, oldest first, added up exactly in decimals. */
export function balancePoints(entries: readonly WalletEntry[]): BalancePoint[] {
  const sorted = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let balance = '0';
  return sorted.map((entry) => {
    balance = addDec(balance, entry.amount);
    return { entry, at: new Date(entry.at), balance };
  });
}

const KIND_LABELS: Record<WalletEntry['kind'], string> = {
  initial_credit: 'Initial credit',
  purchase: 'Bought',
  sale: 'Sold',
  royalty: 'Royalty',
  verifier_fee: 'Verifier fee',
  contributor: 'Contributor share',
};

/** The chart's points as a table: its accessible version, and the wallet's entries. */
function EntryTable({ points, currency }: { points: BalancePoint[]; currency: string }) {
  return (
    <div class="table-wrap" tabIndex={0} role="region" aria-labelledby="entries-caption">
      <table>
        <caption id="entries-caption">
          The balance after each of {points.length} {points.length === 1 ? 'entry' : 'entries'}, oldest first
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Entry</th>
            <th scope="col">Amount</th>
            <th scope="col">Balance after</th>
          </tr>
        </thead>
        <tbody>
          {points.map(({ entry, balance }) => (
            <tr key={entry.record_id}>
              <td>{when(entry.at)}</td>
              <td>
                {KIND_LABELS[entry.kind]}
                {entry.patch_id !== null && (
                  <>
                    {' '}
                    <a href={knowledgeUrl(entry.patch_id)}>{entry.patch_id}</a>
                  </>
                )}
              </td>
              <td class={entry.amount.startsWith('-') ? 'amount-out' : 'amount-in'}>
                {entry.amount} {entry.currency}
              </td>
              <td>
                {balance} {currency}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const HEIGHT = 230;
const MARGIN = { top: 24, right: 16, bottom: 30, left: 56 };

/** Time axis labels in UTC, as every time on the page: days, minutes or seconds, by how long the chart spans. */
function timeLabel(spanMs: number): (tick: Date) => string {
  if (spanMs > 2 * 86_400_000) return (tick) => tick.toISOString().slice(0, 10);
  if (spanMs > 10 * 60_000) return (tick) => tick.toISOString().slice(11, 16);
  return (tick) => tick.toISOString().slice(11, 19);
}

/** The width the chart's box has on screen, followed as it changes. */
function useWidth(fallback: number) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/** A sentence for the chart's accessible name: where the balance began and ended, and its range. */
export function chartSummary(points: readonly BalancePoint[], currency: string): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No balance to chart';
  const values = points.map((p) => Number(p.balance));
  const changes = points.length === 1 ? '1 entry' : `${points.length} entries`;
  return (
    `Balance over time: ${first.balance} ${currency} on ${when(first.entry.at)}, ${last.balance} ${currency} ` +
    `after the last entry on ${when(last.entry.at)}; ${changes}, lowest ${Math.min(...values)}, ` +
    `highest ${Math.max(...values)} ${currency}. The table below lists every point.`
  );
}

function BalanceChart({ points, currency }: { points: BalancePoint[]; currency: string }) {
  const { box, width } = useWidth(640);
  // The line runs on to now at the last balance, so a single entry still draws a line.
  const drawn = [...points.map((p) => ({ at: p.at, value: Number(p.balance) }))];
  const last = drawn[drawn.length - 1];
  if (last) drawn.push({ at: new Date(Math.max(Date.now(), last.at.getTime() + 60_000)), value: last.value });
  const first = drawn[0]?.at ?? new Date();
  const end = drawn[drawn.length - 1]?.at ?? new Date();
  const values = drawn.map((p) => p.value);
  const x = scaleUtc()
    .domain([first, end])
    .range([MARGIN.left, width - MARGIN.right]);
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(1, ...values)])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path =
    line<{ at: Date; value: number }>()
      .x((p) => x(p.at))
      .y((p) => y(p.value))
      .curve(curveStepAfter)(drawn) ?? '';
  const yTicks = y.ticks(4);
  const xTicks = x.ticks(width < 480 ? 2 : 5);
  const xFormat = timeLabel(end.getTime() - first.getTime());
  return (
    <div class="chart" ref={box}>
      <svg
        role="img"
        aria-label={chartSummary(points, currency)}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
      >
        {yTicks.map((tick) => (
          <g key={`y${tick}`} class="chart-tick">
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} class="chart-grid" />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" text-anchor="end">
              {tick.toLocaleString('en')}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text key={`x${tick.getTime()}`} x={x(tick)} y={HEIGHT - 8} text-anchor="middle" class="chart-tick">
            {xFormat(tick)}
          </text>
        ))}
        <text x={4} y={12} class="chart-unit">
          {currency}
        </text>
        <text x={4} y={HEIGHT - 8} class="chart-unit">
          UTC
        </text>
        <path d={path} class="chart-line" />
        {drawn.slice(0, -1).map((p, i) => (
          <circle key={i} cx={x(p.at)} cy={y(p.value)} r={3} class="chart-dot" />
        ))}
      </svg>
    </div>
  );
}

function Purchases({ list }: { list: PurchaseList }) {
  const unresolved = list.unresolved ?? [];
  return (
    <>
      {list.items.length === 0 ? (
        <p>This node has bought nothing yet.</p>
      ) : (
        <ul class="purchases">
          {list.items.map((p) => (
            <PurchaseItem key={`${p.patch_id}:${p.tx_hash}`} purchase={p} />
          ))}
        </ul>
      )}
      {unresolved.length > 0 && (
        <div class="notice" role="status">
          <p>Payments whose outcome is not known yet (never sent again; the seller or the chain will settle them):</p>
          <ul>
            {unresolved.map((u) => (
              <li key={u.tx_hash}>
                <a href={knowledgeUrl(u.patch_id)}>{u.patch_id}</a>: {u.amount} {u.currency}, sent {when(u.started_at)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function PurchaseItem({ purchase: p }: { purchase: PurchaseRecord }) {
  return (
    <li class="purchase">
      <a href={knowledgeUrl(p.patch_id)}>{p.patch_id}</a>
      <span>
        {p.amount} {p.currency}, {p.scheme === 'exact' ? 'paid on chain (exact)' : 'paid in local credit'}, on{' '}
        {when(p.bought_at)}
      </span>
      {!p.body_present && (
        <span class="tone-warn">
          The money moved but the body is not stored here; buying it again fetches it without paying.
        </span>
      )}
      <span class="purchase-tx">
        tx <code class="hash">{p.tx_hash}</code>
      </span>
    </li>
  );
}
