import { useEffect, useState } from 'preact/hooks';
import { type LedgerReport, type NodeInfo, nodeInfo } from './api.js';
import { Fact } from './facts.js';
import { shortAddress, when } from './labels.js';
import { errorText, usePolled, useTitle } from './lessons.js';
import { OperatorOnly } from './operator.js';
import { send } from './session.js';
import './teach.css';

/**
 * The node's place in the network, for its operator: the peers it pulls ledger records from (add and remove them),
 * whose verification it counts, and whether its stored ledger re-checks clean, with a button for a full re-scan.
 */

/** A peer as `GET /api/peers` lists it (the fields this page shows). */
interface Peer {
  url: string;
  source: 'config' | 'added';
  added_at: string;
  last_sync_at: string | null;
  last_error: string | null;
  pulled: number;
  refused: number;
  last_refusal: string | null;
  failures: number;
  next_attempt_at: string | null;
  address: string | null;
}

/** What `GET /api/verifier` says of this node's own verifier (the fields this page shows). */
interface VerifierView {
  address: string;
  auto: boolean;
  running: boolean;
  current: string | null;
  queue: string[];
  last: { patch_id: string; at: string; outcome: string; passed?: boolean; reason?: string }[];
}

const PEERS_POLL_MS = 5_000;
const AUDIT_POLL_MS = 1_000;

export function Peers() {
  useTitle('Peers and ledger');
  return (
    <>
      <h1>Peers and ledger</h1>
      <OperatorOnly what="The peers, the trust policy and the ledger's checks">
        <PeerSection />
        <TrustSection />
        <LedgerSection />
      </OperatorOnly>
    </>
  );
}

/** The URL as a peer's address, or the sentence saying why it cannot be one (then nothing is sent). */
export function checkPeerUrl(raw: string): { url: string } | { problem: string } {
  const text = raw.trim();
  if (text === '') return { problem: 'Type the URL of the peer, such as http://127.0.0.1:3402.' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: `“${text}” is not a URL: write it whole, such as http://127.0.0.1:3402.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: `A peer is reached over http or https, not ${url.protocol.replace(':', '')}.` };
  }
  if (url.username !== '' || url.password !== '') return { problem: 'A peer URL carries no user name or password.' };
  if (url.search !== '' || url.hash !== '') return { problem: 'A peer URL has no query (?…) or fragment (#…).' };
  return { url: text };
}

type Said = { tone: 'good' | 'bad'; text: string } | undefined;

function PeerSection() {
  const peers = usePolled<{ items: Peer[] }>('/api/peers', PEERS_POLL_MS);
  const [draft, setDraft] = useState('');
  const [said, setSaid] = useState<Said>(undefined);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setSaid({ tone: 'good', text: await work() });
      peers.reload();
    } catch (thrown) {
      setSaid({ tone: 'bad', text: `The node refused: ${errorText(thrown)}` });
    } finally {
      setBusy(false);
    }
  };
  const add = (event: Event) => {
    event.preventDefault();
    const checked = checkPeerUrl(draft);
    if ('problem' in checked) return setSaid({ tone: 'bad', text: `${checked.problem} Nothing was sent.` });
    void act(async () => {
      const result = await send<{ peer: Peer; added: boolean }>('POST', '/api/peers', { url: checked.url });
      setDraft('');
      return result.added
        ? `Added ${result.peer.url}; the first pull has started.`
        : `${result.peer.url} is already a peer.`;
    });
  };
  const remove = (url: string) =>
    void act(async () => {
      await send('DELETE', '/api/peers', { url });
      return `Removed ${url}. The records already pulled from it stay.`;
    });
  return (
    <section aria-labelledby="peers-title">
      <h2 id="peers-title">Peers</h2>
      <p>This node pulls new ledger records from each peer every few seconds and checks every one before storing it.</p>
      <form class="peer-form" onSubmit={add} noValidate>
        <div class="field">
          <label for="peer-url">Add a peer by its URL</label>
          <input
            id="peer-url"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="http://127.0.0.1:3402"
            value={draft}
            onInput={(e) => setDraft(e.currentTarget.value)}
          />
        </div>
        <button type="submit" disabled={busy}>
          Add peer
        </button>
      </form>
      {said && (
        <p class={said.tone === 'bad' ? 'notice' : 'tone-good'} role={said.tone === 'bad' ? 'alert' : 'status'}>
          {said.text}
        </p>
      )}
      {peers.error && (
        <p class="notice" role="alert">
          The peers could not be read: {peers.error.message}
        </p>
      )}
      {peers.value === undefined && !peers.error && <p aria-busy="true">Loading the peers…</p>}
      {peers.value !== undefined && <PeerTable peers={peers.value.items} busy={busy} onRemove={remove} />}
    </section>
  );
}

function PeerTable({ peers, busy, onRemove }: { peers: Peer[]; busy: boolean; onRemove: (url: string) => void }) {
  if (peers.length === 0)
    return <p class="status-line">This node has no peer: it learns only what it writes itself.</p>;
  return (
    <div class="table-wrap" tabIndex={0} role="region" aria-label="Peers">
      <table class="peers">
        <thead>
          <tr>
            <th scope="col">Peer</th>
            <th scope="col">Last pull</th>
            <th scope="col">Records</th>
            <th scope="col">State</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {peers.map((p) => (
            <tr key={p.url}>
              <td>
                <code>{p.url}</code>
                {p.address !== null && (
                  <span class="sub">
                    key <code title={p.address}>{shortAddress(p.address)}</code>
                  </span>
                )}
              </td>
              <td>{p.last_sync_at === null ? 'Not yet' : when(p.last_sync_at)}</td>
              <td>
                {p.pulled} pulled, {p.refused} refused{p.last_refusal ? ` (last: ${p.last_refusal})` : ''}
              </td>
              <td class={p.failures > 0 ? 'tone-warn' : ''}>{peerState(p)}</td>
              <td>
                {p.source === 'added' ? (
                  <button type="button" class="danger small" disabled={busy} onClick={() => onRemove(p.url)}>
                    Remove <span class="visually-hidden">{p.url}</span>
                  </button>
                ) : (
                  'From config.json'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function peerState(p: Peer): string {
  if (p.failures === 0) return p.last_error === null ? 'Healthy' : `Recovered; last error: ${p.last_error}`;
  const next = p.next_attempt_at === null ? '' : `, asked again ${when(p.next_attempt_at)}`;
  return `Failing ${p.failures} time(s) in a row${next}: ${p.last_error ?? 'no answer'}`;
}

function TrustSection() {
  const [info, setInfo] = useState<NodeInfo | undefined>(undefined);
  const [infoError, setInfoError] = useState<string | undefined>(undefined);
  const verifier = usePolled<VerifierView>('/api/verifier', null);
  useEffect(() => {
    nodeInfo().then(setInfo, (thrown: unknown) => setInfoError(errorText(thrown)));
  }, []);
  const trust = info?.trust;
  return (
    <section aria-labelledby="trust-title">
      <h2 id="trust-title">Trust policy</h2>
      {infoError !== undefined && (
        <p class="notice" role="alert">
          The node's trust policy could not be read: {infoError}
        </p>
      )}
      {info !== undefined && trust === undefined && <p>This node does not report a trust policy.</p>}
      {info !== undefined && trust !== undefined && (
        <>
          <p>
            {trust.policy === 'open'
              ? 'Every key’s verification counts here: listings are not vetted.'
              : `This node counts the verification of ${trust.trusted.length} key(s) and no other; a knowledge is sold once ${info.quorum} of them pass it.`}
          </p>
          <KeyList title="Trusted verifier keys" keys={trust.trusted} self={info.node.address} />
          <KeyList title="Keys whose challenges count" keys={trust.challengers} self={info.node.address} />
          {trust.forked.length > 0 && (
            <KeyList title="Keys that forked (they count for nothing)" keys={trust.forked} self="" />
          )}
          {trust.warnings.length > 0 && (
            <ul class="warnings">
              {trust.warnings.map((w) => (
                <li key={w} class="tone-warn">
                  {w}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Verifier view={verifier.value} error={verifier.error?.message} />
    </section>
  );
}

function KeyList({ title, keys, self }: { title: string; keys: string[]; self: string }) {
  return (
    <div class="key-list">
      <h3>{title}</h3>
      {keys.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {keys.map((k) => (
            <li key={k}>
              <code class="hash">{k}</code>
              {k.toLowerCase() === self.toLowerCase() ? ' (this node)' : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Verifier({ view, error }: { view: VerifierView | undefined; error: string | undefined }) {
  if (error !== undefined) return <p>This node's verifier could not be read: {error}</p>;
  if (view === undefined) return null;
  const last = view.last.slice(0, 5);
  return (
    <div class="key-list">
      <h3>This node's own verifier</h3>
      <p>
        It checks other nodes' knowledge {view.auto ? 'on its own' : 'only when asked'}
        {view.current !== null ? `; checking ${view.current} now` : ''}; {view.queue.length} waiting.
      </p>
      {last.length > 0 && (
        <ul>
          {last.map((r) => (
            <li key={`${r.patch_id}-${r.at}`}>
              {when(r.at)}: <code>{r.patch_id}</code>{' '}
              {r.outcome === 'attested' ? (r.passed ? 'passed' : 'failed') : r.outcome}
              {r.reason ? ` (${r.reason})` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LedgerSection() {
  const [scanning, setScanning] = useState(false);
  const report = usePolled<LedgerReport>('/api/ledger/verify', scanning ? AUDIT_POLL_MS : null);
  const [said, setSaid] = useState<Said>(undefined);
  const running = report.value?.audit.running ?? null;
  useEffect(() => {
    if (report.value !== undefined) setScanning(report.value.audit.running !== null);
  }, [report.value]);
  const rescan = async () => {
    setSaid(undefined);
    try {
      const started = await send<LedgerReport & { started: boolean }>('POST', '/api/ledger/verify');
      setSaid({ tone: 'good', text: started.started ? 'The re-scan started.' : 'A re-scan was already running.' });
      setScanning(true);
      report.reload();
    } catch (thrown) {
      setSaid({ tone: 'bad', text: `The node did not start a re-scan: ${errorText(thrown)}` });
    }
  };
  return (
    <section aria-labelledby="ledger-title">
      <h2 id="ledger-title">Ledger</h2>
      <p>
        Every record was checked when it was stored. A full re-scan checks them all again from scratch, which catches a
        store changed behind the node's back.
      </p>
      {report.error && (
        <p class="notice" role="alert">
          The ledger's report could not be read: {report.error.message}
        </p>
      )}
      {report.value !== undefined && <LedgerFacts report={report.value} />}
      <p class="actions">
        <button type="button" disabled={running !== null} onClick={() => void rescan()}>
          Re-scan
        </button>
      </p>
      {running !== null && report.value !== undefined && (
        <div class="progress-row">
          <progress max={Math.max(1, report.value.checked)} value={running.scanned} aria-label="Re-scan progress" />
          <span>
            {running.scanned} of {report.value.checked} records
          </span>
        </div>
      )}
      {said && (
        <p class={said.tone === 'bad' ? 'notice' : 'status-line'} role={said.tone === 'bad' ? 'alert' : 'status'}>
          {said.text}
        </p>
      )}
    </section>
  );
}

function LedgerFacts({ report }: { report: LedgerReport }) {
  const last = report.audit.last;
  return (
    <>
      <dl class="facts facts-wide">
        <Fact term="Records held">{report.checked.toLocaleString('en')}</Fact>
        <Fact term="Newest record">{`#${report.head_seq}`}</Fact>
        <Fact term="Last full re-scan">{last === null ? 'None yet' : when(last.finished_at)}</Fact>
        <Fact term="Keys that forked">{String(report.forked_keys_total)}</Fact>
      </dl>
      <p class={report.ok ? 'tone-good' : 'tone-bad'} role="status" data-ledger-result="">
        {last === null
          ? 'No full re-scan has run yet; every record was checked when it was stored.'
          : report.ok
            ? `The last re-scan checked ${last.scanned} record(s) again and found nothing wrong.`
            : `The last re-scan found ${report.problems_total} problem(s).`}
      </p>
      {report.problems.length > 0 && (
        <ul>
          {report.problems.map((p) => (
            <li key={p.id}>
              Record {p.seq === null ? '' : `#${p.seq} `}
              <code>{p.id}</code>: {p.problem}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
