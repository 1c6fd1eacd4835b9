import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A page whose code is fetched when it is first opened: the catalog a visitor lands on does not carry the operator's
 * pages (the wallet's chart, lessons, teaching, peers). The file comes from this origin like every other, so the
 * Content-Security-Policy needs nothing more.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function LazyPage(props: P) {
    const [page, setPage] = useState<{ component?: ComponentType<P>; error?: string }>(() =>
      loaded ? { component: loaded } : {},
    );
    useEffect(() => {
      if (loaded) return;
      let live = true;
      load().then(
        (component) => {
          loaded = component;
          if (live) setPage({ component });
        },
        (thrown: unknown) => {
          if (live) setPage({ error: thrown instanceof Error ? thrown.message : String(thrown) });
        },
      );
      return () => {
        live = false;
      };
    }, []);
    if (page.error !== undefined) {
      return (
        <p class="notice" role="alert">
          This page's code could not be loaded ({page.error}). Is the node still running? Reload to try again.
        </p>
      );
    }
    const Component = page.component;
    return Component ? <Component {...props} /> : <p aria-live="polite">Loading…</p>;
  };
}
