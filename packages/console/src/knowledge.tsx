import { useEffect, useState } from 'preact/hooks';
import {
  ApiError,
  type Attestation,
  type DatasetView,
  type KnowledgeDetail,
  type LedgerReport,
  type NodeInfo,
  type RecordsAbout,
  getJson,
  nodeInfo,
} from './api.js';
import { BuyPanel } from './buy.js';
import { StandingFacts } from './facts.js';
import { Family } from './family.js';
import { bytes, price, shortAddress, when, whereSold } from './labels.js';
import { ProveIt } from './prove.js';
import { type RecordCheck, checkRecord } from './verify.js';

type Load<T> =
  { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed'; status: number; message: string };

/** The answer of `GET path`, re-read when the path changes; null reads nothing. */
function useApi<T>(path: string | null): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  useEffect(() => {
    if (path === null) return;
    const abort = new AbortController();
    setLoad({ state: 'loading' });
    getJson<T>(path, abort.signal).then(
      (value) => setLoad({ state: 'done', value }),
      (thrown: unknown) => {
        if (abort.signal.aborted) return;
        const status = thrown instanceof ApiError ? thrown.status : 0;
        setLoad({ state: 'failed', status, message: thrown instanceof Error ? thrown.message : String(thrown) });
      },
    );
    return () => abort.abort();
  }, [path]);
  return load;
}

/** One knowledge, looked at closely: what it is, what it costs, who verified it and what the ledger says of it. */
export function Knowledge({ id }: { id: string }) {
  const base = `/api/patches/${encodeURIComponent(id)}`;
  const detail = useApi<KnowledgeDetail>(base);
  const [info, setInfo] = useState<NodeInfo | undefined>(undefined);
  useEffect(() => {
    nodeInfo().then(setInfo, () => undefined);
  }, []);
  useEffect(() => {
    document.title = `${detail.state === 'done' ? detail.value.anchor.name : id} · Ainize console`;
  }, [detail, id]);

  if (detail.state === 'loading') {
    return (
      <p class="status-line" aria-live="polite" aria-busy="true">
        Loading {id}…
      </p>
    );
  }
  if (detail.state === 'failed') {
    return (
      <>
        <h1>{detail.status === 404 ? 'No such knowledge' : 'This knowledge could not be read'}</h1>
        <div class="notice" role="alert">
          <p>
            {detail.status === 404
              ? `This node lists no knowledge with the id “${id}”.`
              : `The node answered: ${detail.message}`}
          </p>
          <p>
            <a href="/">Back to the catalog</a>
          </p>
        </div>
      </>
    );
  }
  const k = detail.value;
  const a = k.anchor;
  return (
    <article class="knowledge" aria-labelledby="knowledge-title">
      <p class="crumbs">
        <a href="/">Catalog</a> / <span>{k.id}</span>
      </p>
      <h1 id="knowledge-title">{a.name}</h1>
      <p class="lead">{a.description}</p>
      <dl class="facts facts-wide">
        <div>
          <dt>Price</dt>
          <dd>
            {price(k)}
            {a.billing === undefined ? '' : `, ${a.billing.replace(/_/g, ' ')}`}
          </dd>
        </div>
        <StandingFacts entry={k} />
        <div>
          <dt>Where to buy</dt>
          <dd>
            {whereSold(k, info)}
            {k.gateway_url !== null && !k.owned && (
              <span class="gateway">
                <code>{k.gateway_url}</code>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Author</dt>
          <dd>
            {a.author_name ?? 'unnamed'} <code title={a.author}>{shortAddress(a.author)}</code>
            {k.owned ? ' (this node)' : ''}
          </dd>
        </div>
        <div>
          <dt>Model</dt>
          <dd>
            <code>{a.model.id_M}</code>
          </dd>
        </div>
        <div>
          <dt>Rows learned</dt>
          <dd>
            {a.rows.toLocaleString('en')} memory rows, {bytes(a.size_bytes)}
          </dd>
        </div>
        <div>
          <dt>Topic</dt>
          <dd>{a.topic_path ?? '—'}</dd>
        </div>
        <div>
          <dt>Announced</dt>
          <dd>{when(a.created_at)}</dd>
        </div>
      </dl>
      {k.trust.note !== null && <p class="note">{k.trust.note}.</p>}
      <BuyPanel id={k.id} entry={k} />

      <Verifiers attestations={k.attestations} untrusted={k.untrusted_attestations} quorumSize={k.quorum} />
      <Family k={k} />
      <Benchmark k={k} />
      <ProveIt key={k.id} k={k} />
      <TrainingSet k={k} path={`${base}/dataset`} />
      <Records path={`${base}/records`} />
    </article>
  );
}

function scoreText(score: Record<string, unknown>): string {
  const parts = Object.entries(score).map(([name, value]) => `${name.replace(/_/g, ' ')} ${String(value)}`);
  return parts.length === 0 ? '—' : parts.join(', ');
}

function Verifiers({
  attestations,
  untrusted,
  quorumSize,
}: {
  attestations: Attestation[];
  untrusted: KnowledgeDetail['untrusted_attestations'];
  quorumSize: number;
}) {
  return (
    <section aria-labelledby="verifiers-title">
      <h2 id="verifiers-title">Verifiers</h2>
      <p>
        A knowledge is sold once {quorumSize} verifiers this node trusts have re-run its benchmark and passed it.
        Attestations from other keys are shown and not counted.
      </p>
      {attestations.length + untrusted.length === 0 ? (
        <p>No verifier has checked it yet.</p>
      ) : (
        <div class="table-wrap" tabIndex={0} role="region" aria-labelledby="verifiers-title">
          <table>
            <thead>
              <tr>
                <th scope="col">Verifier</th>
                <th scope="col">Verdict</th>
                <th scope="col">Score</th>
                <th scope="col">Trusted here</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {attestations.map((a) => (
                <tr key={`t-${a.verifier}`}>
                  <td>
                    {a.verifier_name ?? 'unnamed'} <code title={a.verifier}>{shortAddress(a.verifier)}</code>
                  </td>
                  <td>{a.passed ? 'Passed' : `Failed${a.reason ? ` (${a.reason})` : ''}`}</td>
                  <td>{scoreText(a.score)}</td>
                  <td class="tone-good">Yes, counted</td>
                  <td>{when(a.created_at)}</td>
                </tr>
              ))}
              {untrusted.map((a) => (
                <tr key={`u-${a.verifier}`}>
                  <td>
                    {a.claimed_name === null ? 'unnamed' : `claims “${a.claimed_name}”`}{' '}
                    <code title={a.verifier}>{shortAddress(a.verifier)}</code>
                  </td>
                  <td>{a.passed ? 'Passed' : 'Failed'}</td>
                  <td>{scoreText(a.score)}</td>
                  <td class="tone-warn">
                    No, not counted ({a.because === 'forked_key' ? 'its key signed a fork' : 'not a trusted key'})
                  </td>
                  <td>{when(a.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Benchmark({ k }: { k: KnowledgeDetail }) {
  const { benchmark } = k.anchor;
  const shown = benchmark.samples.slice(0, 10);
  return (
    <section aria-labelledby="benchmark-title">
      <h2 id="benchmark-title">Benchmark</h2>
      <p>
        Schema <code>{benchmark.schema}</code>: {benchmark.samples.length} questions a verifier asks the model with this
        knowledge applied{shown.length < benchmark.samples.length ? `; the first ${shown.length} are shown` : ''}.
      </p>
      <div class="table-wrap" tabIndex={0} role="region" aria-labelledby="benchmark-title">
        <table>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Expected answer</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((s, i) => (
              <tr key={i}>
                <td>{s.prompt}</td>
                <td>{s.expect}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function TrainingSet({ k, path }: { k: KnowledgeDetail; path: string }) {
  const dataset = k.anchor.dataset;
  // Only rows this node holds and may show to anyone are asked for: anything else would only be refused.
  const readable = dataset !== undefined && k.dataset_held && dataset.access === 'public';
  const view = useApi<DatasetView>(readable ? path : null);
  if (dataset === undefined) {
    return (
      <section aria-labelledby="dataset-title">
        <h2 id="dataset-title">Training set</h2>
        <p>Its anchor names no training set.</p>
      </section>
    );
  }
  const preview = view.state === 'done' ? (view.value.preview ?? []) : [];
  return (
    <section aria-labelledby="dataset-title">
      <h2 id="dataset-title">Training set</h2>
      <dl class="facts">
        <div>
          <dt>Rows</dt>
          <dd>{dataset.rows.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>Access</dt>
          <dd>{dataset.access ?? 'private'}</dd>
        </div>
        <div>
          <dt>Licence</dt>
          <dd>{dataset.license ?? '—'}</dd>
        </div>
        <div>
          <dt>Held here</dt>
          <dd>{k.dataset_held ? 'Yes' : 'No'}</dd>
        </div>
        <div class="wide">
          <dt>Content hash</dt>
          <dd>
            <code class="hash">{dataset.sha256}</code>
          </dd>
        </div>
      </dl>
      {!readable && (
        <p>
          {!k.dataset_held
            ? 'This node does not hold its rows.'
            : 'Its rows are not public: only the teacher and this node’s operator may read them.'}
        </p>
      )}
      {readable && view.state === 'loading' && <p aria-busy="true">Loading its first rows…</p>}
      {view.state === 'failed' && <p>Its rows are not shown here: {view.message}</p>}
      {preview.length > 0 && (
        <div class="table-wrap" tabIndex={0} role="region" aria-label="First rows of the training set">
          <table>
            <caption>
              The first {preview.length} of {dataset.rows.toLocaleString('en')} rows
            </caption>
            <thead>
              <tr>
                <th scope="col">Prompt</th>
                <th scope="col">Answer</th>
              </tr>
            </thead>
            <tbody>
              {preview.map((row, i) => (
                <tr key={i}>
                  <td>{row.prompt}</td>
                  <td>{row.answer}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const CHECK_TEXT: Record<Exclude<RecordCheck, { ok: true }>['problem'], string> = {
  id_mismatch: 'Content does not match its id',
  bad_signature: 'Signature does not verify',
  wrong_signer: 'Signed by another key',
};

function Records({ path }: { path: string }) {
  const records = useApi<RecordsAbout>(path);
  const report = useApi<LedgerReport>('/api/ledger/verify');
  return (
    <section aria-labelledby="records-title">
      <h2 id="records-title">Ledger records</h2>
      <p>
        Each record is checked in this page: its id must be the hash of its content and its signature must be its
        author’s.
        {report.state === 'done' &&
          ` The node's own ledger holds ${report.value.checked} records, each checked when stored; ${
            report.value.audit.last === null
              ? 'no full re-scan has run yet'
              : `its last full re-scan ${report.value.ok ? 'found nothing wrong' : `found ${report.value.problems_total} problem(s)`}`
          }.`}
      </p>
      {records.state === 'loading' && <p aria-busy="true">Loading the records…</p>}
      {records.state === 'failed' && (
        <p class="notice" role="alert">
          The records could not be read: {records.message}
        </p>
      )}
      {records.state === 'done' && (
        <div class="table-wrap" tabIndex={0} role="region" aria-labelledby="records-title">
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Kind</th>
                <th scope="col">Signed by</th>
                <th scope="col">When</th>
                <th scope="col">Signature</th>
              </tr>
            </thead>
            <tbody>
              {records.value.items.map((r) => {
                const check = checkRecord(r);
                return (
                  <tr key={r.id}>
                    <td>{r.seq}</td>
                    <td>{r.kind}</td>
                    <td>
                      <code title={r.author}>{shortAddress(r.author)}</code>
                    </td>
                    <td>{when(r.ts)}</td>
                    <td class={check.ok ? 'tone-good' : 'tone-bad'}>
                      {check.ok ? 'Valid, by its author' : CHECK_TEXT[check.problem]}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
