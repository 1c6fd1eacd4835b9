import { useEffect, useState } from 'preact/hooks';

/**
 * Pages are addressed by their path: `/` with its query is the catalog, `/knowledge/<id>` one knowledge. Links move
 * between them without a reload; the browser's back and forward buttons work as on any site.
 */

export type Route = { page: 'browse'; search: string } | { page: 'knowledge'; id: string } | { page: 'missing' };

export function routeOf(location: Pick<Location, 'pathname' | 'search'>): Route {
  if (location.pathname === '/') return { page: 'browse', search: location.search };
  const match = /^\/knowledge\/([^/]+)$/.exec(location.pathname);
  if (match?.[1] !== undefined) {
    try {
      return { page: 'knowledge', id: decodeURIComponent(match[1]) };
    } catch {
      return { page: 'missing' };
    }
  }
  return { page: 'missing' };
}

const listeners = new Set<() => void>();

export function navigate(url: string): void {
  if (url === location.pathname + location.search) return;
  history.pushState(null, '', url);
  for (const listener of listeners) listener();
}

export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(() => routeOf(location));
  useEffect(() => {
    const update = () => setRoute(routeOf(location));
    listeners.add(update);
    addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      removeEventListener('popstate', update);
    };
  }, []);
  return route;
}

/** Follows a same-origin link without reloading; a click with a modifier key opens it as the browser would. */
export function onLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest('a');
  if (!anchor || anchor.target !== '' || anchor.origin !== location.origin) return;
  if (anchor.pathname.startsWith('/api/')) return;
  event.preventDefault();
  navigate(anchor.pathname + anchor.search);
}

export function knowledgeUrl(id: string): string {
  return `/knowledge/${encodeURIComponent(id)}`;
}
