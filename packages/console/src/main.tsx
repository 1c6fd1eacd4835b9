import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import { Browse } from './browse.js';
import { Knowledge } from './knowledge.js';
import { onLinkClick, useRoute } from './router.js';

function App() {
  const route = useRoute();
  useEffect(() => {
    document.addEventListener('click', onLinkClick);
    return () => document.removeEventListener('click', onLinkClick);
  }, []);
  return (
    <>
      <a class="skip" href="#content">
        Skip to the content
      </a>
      <header class="top">
        <a class="brand" href="/">
          Ainize console
        </a>
        <span class="top-note">The knowledge this node lists, read from its public API</span>
      </header>
      <main id="content" tabIndex={-1}>
        {route.page === 'browse' && <Browse search={route.search} />}
        {route.page === 'knowledge' && <Knowledge id={route.id} />}
        {route.page === 'missing' && <Missing />}
      </main>
    </>
  );
}

function Missing() {
  useEffect(() => {
    document.title = 'Not found · Ainize console';
  }, []);
  return (
    <>
      <h1>No such page</h1>
      <p>
        This console has the catalog and a page for each knowledge. <a href="/">Go to the catalog</a>.
      </p>
    </>
  );
}

const root = document.getElementById('app');
if (root) {
  root.textContent = '';
  render(<App />, root);
}
