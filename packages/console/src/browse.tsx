import { useEffect, useRef, useState } from 'preact/hooks';
import {
  ApiError,
  type CatalogEntry,
  type CatalogPage,
  type NodeInfo,
  SORTS,
  STATUSES,
  getJson,
  nodeInfo,
} from './api.js';
import { StandingFacts } from './facts.js';
import { price, whereSold } from './labels.js';
import {
  type BrowseQuery,
  DEFAULT_QUERY,
  MAX_PAGE,
  MAX_PRICE_LENGTH,
  MAX_QUERY_LENGTH,
  PAGE_SIZES,
  TRUSTS,
  type Trust,
  browseUrl,
  catalogUrl,
  parseBrowse,
} from './query.js';
import { knowledgeUrl, navigate } from './router.js';

const SORT_NAMES: Record<(typeof SORTS)[number], string> = {
  latest: 'Newest first',
  popular: 'Most bought first',
  price: 'Cheapest first',
  rows: 'Most rows first',
};

/** The trust levels in the words of the entries' own trust labels (labels.ts). */
const TRUST_NAMES: Record<Trust, string> = {
  trusted: 'Verified by trusted verifiers',
  partial: 'Partly verified',
  failed: 'Failed by a trusted verifier',
  unverified: 'Not verified yet',
  unvetted: 'Unvetted: every key counts',
};

const SHOWN_MARK = 'console:catalog-shown';

type Load = { state: 'loading' } | { state: 'done'; page: CatalogPage } | { state: 'failed'; message: string };

/** The catalog: a search form whose values live in the URL, the matching entries, and pages to move through. */
export function Browse({ search }: { search: string }) {
  const { query, problems } = parseBrowse(search);
  const key = catalogUrl(query);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [info, setInfo] = useState<NodeInfo | undefined>(undefined);
  // Facets describe the whole catalog, so the last ones stay on screen while the next page loads.
  const facets = useRef<{ models: string[]; schemas: string[] }>({ models: [], schemas: [] });

  useEffect(() => {
    document.title = query.q === '' ? 'Catalog · Ainize console' : `“${query.q}” · Catalog · Ainize console`;
    const abort = new AbortController();
    setLoad({ state: 'loading' });
    getJson<CatalogPage>(key, abort.signal).then(
      (page) => {
        facets.current = { models: page.models, schemas: page.schemas };
        setLoad({ state: 'done', page });
        // When the first entries reach the screen, measured from the start of the page's load (see docs/console.md).
        if (performance.getEntriesByName(SHOWN_MARK).length === 0)
          requestAnimationFrame(() => performance.mark(SHOWN_MARK));
      },
      (thrown: unknown) => {
        if (abort.signal.aborted) return;
        setLoad({ state: 'failed', message: thrown instanceof ApiError ? thrown.message : String(thrown) });
      },
    );
    return () => abort.abort();
  }, [key]);

  useEffect(() => {
    nodeInfo().then(setInfo, () => undefined);
  }, []);

  return (
    <>
      <h1>Catalog</h1>
      <SearchForm
        query={query}
        models={facets.current.models}
        schemas={facets.current.schemas}
        trusts={trustLevels(info, query.trust)}
      />
      {problems.length > 0 && (
        <div class="notice" role="alert">
          <p>Part of this address could not be used, and nothing was changed because of it:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <Results load={load} query={query} info={info} />
    </>
  );
}

/**
 * The levels worth offering on this node: a node that counts every key files every entry as unvetted, and one with
 * a trust list never does. Until the node has said which it is, all are offered; the one asked for stays.
 */
function trustLevels(info: NodeInfo | undefined, current: Trust | ''): Trust[] {
  const policy = info?.trust?.policy;
  if (policy === undefined) return [...TRUSTS];
  return TRUSTS.filter((t) => t === current || (policy === 'open') === (t === 'unvetted'));
}

interface FormProps {
  query: BrowseQuery;
  models: string[];
  schemas: string[];
  trusts: Trust[];
}

function SearchForm({ query, models, schemas, trusts }: FormProps) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: Event) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    const text = (name: string) => String(data.get(name) ?? '');
    const q = text('q').trim();
    if (q.length > MAX_QUERY_LENGTH) {
      setError(`A search can be at most ${MAX_QUERY_LENGTH} characters long.`);
      return;
    }
    setError(null);
    const next = parseBrowse(
      browseUrl({
        ...DEFAULT_QUERY,
        q,
        status: text('status') as BrowseQuery['status'],
        model: text('model'),
        schema: text('schema'),
        trust: text('trust') as BrowseQuery['trust'],
        minPrice: text('min_price').trim(),
        maxPrice: text('max_price').trim(),
        sort: text('sort') as BrowseQuery['sort'],
        size: Number(text('size')),
        page: 1,
      }).replace(/^\/\??/, ''),
    );
    if (next.problems.length > 0) {
      setError(next.problems.join(' '));
      return;
    }
    navigate(browseUrl(next.query));
  };
  // Keyed by the URL's query so the fields show it again after back and forward; `selected` on the options (not a
  // value on the select) lets a person change a field without a re-render putting it back.
  return (
    <form class="search" role="search" aria-label="Search the catalog" onSubmit={onSubmit} key={browseUrl(query)}>
      <div class="field field-q">
        <label for="q">Search</label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Name, description or topic"
          autoComplete="off"
        />
      </div>
      <div class="field">
        <label for="status">Status</label>
        <select id="status" name="status">
          <option value="">Any status</option>
          {STATUSES.filter((s) => s !== 'DRAFT').map((s) => (
            <option key={s} value={s} selected={s === query.status}>
              {s.charAt(0) + s.slice(1).toLowerCase()}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="model">Model</label>
        <select id="model" name="model">
          <option value="">Any model</option>
          {withCurrent(models, query.model).map((m) => (
            <option key={m} value={m} selected={m === query.model}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="schema">Benchmark schema</label>
        <select id="schema" name="schema">
          <option value="">Any schema</option>
          {withCurrent(schemas, query.schema).map((s) => (
            <option key={s} value={s} selected={s === query.schema}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="trust">Trust</label>
        <select id="trust" name="trust">
          <option value="">Any trust</option>
          {trusts.map((t) => (
            <option key={t} value={t} selected={t === query.trust}>
              {TRUST_NAMES[t]}
            </option>
          ))}
        </select>
      </div>
      <PriceField name="min_price" label="Lowest price" value={query.minPrice} />
      <PriceField name="max_price" label="Highest price" value={query.maxPrice} />
      <div class="field">
        <label for="sort">Order</label>
        <select id="sort" name="sort">
          {SORTS.map((s) => (
            <option key={s} value={s} selected={s === query.sort}>
              {SORT_NAMES[s]}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="size">Per page</label>
        <select id="size" name="size">
          {PAGE_SIZES.map((n) => (
            <option key={n} value={String(n)} selected={n === query.size}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div class="actions">
        <button type="submit">Search</button>
        <a href="/">Clear</a>
      </div>
      {error !== null && (
        <p class="notice" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** A price bound as text: a number field would read it as a float and refuse what the node accepts. */
function PriceField({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div class="field">
      <label for={name}>{label}</label>
      <input
        id={name}
        name={name}
        type="text"
        inputMode="decimal"
        defaultValue={value}
        maxLength={MAX_PRICE_LENGTH}
        placeholder="Any"
        autoComplete="off"
      />
    </div>
  );
}

/** The facet values, with the one the URL asks for kept even when no entry has it (so the field shows the truth). */
function withCurrent(values: string[], current: string): string[] {
  return current === '' || values.includes(current) ? values : [current, ...values];
}

function Results({ load, query, info }: { load: Load; query: BrowseQuery; info: NodeInfo | undefined }) {
  if (load.state === 'loading') {
    return (
      <p class="status-line" aria-live="polite" aria-busy="true">
        Loading the catalog…
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <div class="notice" role="alert">
        <p>The node refused this search: {load.message}</p>
        <p>
          Nothing was changed. <a href="/">Start again from the whole catalog</a>.
        </p>
      </div>
    );
  }
  const { page } = load;
  const pages = Math.max(1, Math.ceil(page.total / query.size));
  const first = (query.page - 1) * query.size + 1;
  if (page.items.length === 0 && page.total > 0) {
    return (
      <div class="notice" role="alert">
        <p>
          There is no page {query.page}: this search has {pages} page{pages === 1 ? '' : 's'}.
        </p>
        <p>
          <a href={browseUrl({ ...query, page: 1 })}>Go to the first page</a>
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" class="visually-hidden">
        Results
      </h2>
      <p class="status-line" aria-live="polite">
        {page.total === 0
          ? 'No knowledge matches this search.'
          : `${page.total} ${page.total === 1 ? 'knowledge matches' : 'knowledges match'}. Showing ${first}–${first + page.items.length - 1}, page ${query.page} of ${pages}.`}
      </p>
      <ul class="cards">
        {page.items.map((entry) => (
          <Card key={entry.id} entry={entry} info={info} />
        ))}
      </ul>
      {pages > 1 && <Pager query={query} pages={pages} />}
    </section>
  );
}

function Card({ entry, info }: { entry: CatalogEntry; info: NodeInfo | undefined }) {
  return (
    <li class="card">
      <article aria-labelledby={`title-${entry.id}`}>
        <h3 id={`title-${entry.id}`}>
          <a href={knowledgeUrl(entry.id)}>{entry.anchor.name}</a>
        </h3>
        <p class="description">{entry.anchor.description}</p>
        <dl class="facts">
          <div>
            <dt>Price</dt>
            <dd>{price(entry)}</dd>
          </div>
          <StandingFacts entry={entry} />
          <div>
            <dt>Where to buy</dt>
            <dd>{whereSold(entry, info)}</dd>
          </div>
          <div>
            <dt>Rows</dt>
            <dd>{entry.anchor.rows.toLocaleString('en')}</dd>
          </div>
        </dl>
      </article>
    </li>
  );
}

function Pager({ query, pages }: { query: BrowseQuery; pages: number }) {
  const last = Math.min(pages, MAX_PAGE);
  return (
    <nav class="pager" aria-label="Pages">
      {query.page > 1 ? (
        <a href={browseUrl({ ...query, page: query.page - 1 })} rel="prev">
          ← Previous page
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>
        Page {query.page} of {pages}
      </span>
      {query.page < last ? (
        <a href={browseUrl({ ...query, page: query.page + 1 })} rel="next">
          Next page →
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
