import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import { Browse } from './browse.js';
import { Knowledge } from './knowledge.js';
import { lazyPage } from './lazy.js';
import { onLinkClick, signInUrl, useRoute } from './router.js';
import { signOut, useSession } from './session.js';
import { SignIn } from './signin.js';

// The operator's pages, each fetched when first opened.
const Wallet = lazyPage(() => import('./wallet.js').then((m) => m.Wallet));
const Lessons = lazyPage(() => import('./lessons.js').then((m) => m.Lessons));
const Lesson = lazyPage(() => import('./lessons.js').then((m) => m.Lesson));
const Teach = lazyPage(() => import('./teach.js').then((m) => m.Teach));
const Peers = lazyPage(() => import('./peers.js').then((m) => m.Peers));

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
        <Nav />
      </header>
      <main id="content" tabIndex={-1}>
        {route.page === 'browse' && <Browse search={route.search} />}
        {route.page === 'knowledge' && <Knowledge id={route.id} />}
        {route.page === 'signin' && <SignIn next={route.next} />}
        {route.page === 'wallet' && <Wallet />}
        {route.page === 'lessons' && <Lessons />}
        {route.page === 'lesson' && <Lesson id={route.id} />}
        {route.page === 'teach' && <Teach />}
        {route.page === 'peers' && <Peers />}
        {route.page === 'missing' && <Missing />}
      </main>
    </>
  );
}

/** The catalog for everyone; the operator's pages once signed in, and the way in or out. */
function Nav() {
  const session = useSession();
  return (
    <nav class="top-nav" aria-label="Console">
      <a href="/">Catalog</a>
      {session?.signed_in && (
        <>
          <a href="/wallet">Wallet</a>
          <a href="/lessons">Lessons</a>
          <a href="/teach">Teach</a>
          <a href="/peers">Peers &amp; ledger</a>
          <button type="button" class="link" onClick={() => void signOut()}>
            Sign out
          </button>
        </>
      )}
      {session !== undefined && !session.signed_in && <a href={signInUrl('/wallet')}>Sign in</a>}
    </nav>
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
