import { useEffect, useState } from 'preact/hooks';

/**
 * Pages are addressed by their path: `/` with its query is the catalog, `/knowledge/<id>` one knowledge. Links move
 * between them without a reload; the browser's back and forward buttons work as on any site.
 */

export type Route =
  | { page: 'browse'; search: string }
  | { page: 'knowledge'; id: string }
  | { page: 'signin'; next: string }
  | { page: 'wallet' }
  | { page: 'lessons' }
  | { page: 'lesson'; id: string }
  | { page: 'teach' }
  | { page: 'peers' }
  | { page: 'missing' };

/** Pages with no parameter, by path. Every path here is also one the node answers with the page (console-routes). */
const FIXED: Record<string, Route> = {
  '/wallet': { page: 'wallet' },
  '/lessons': { page: 'lessons' },
  '/teach': { page: 'teach' },
  '/peers': { page: 'peers' },
};

export function routeOf(location: Pick<Location, 'pathname' | 'search'>): Route {
  if (location.pathname === '/') return { page: 'browse', search: location.search };
  if (location.pathname === '/signin') return { page: 'signin', next: safeNext(location.search) };
  const fixed = FIXED[location.pathname];
  if (fixed) return fixed;
  const match = /^\/(knowledge|lessons)\/([^/]+)$/.exec(location.pathname);
  if (match?.[1] !== undefined && match[2] !== undefined) {
    try {
      const id = decodeURIComponent(match[2]);
      return match[1] === 'knowledge' ? { page: 'knowledge', id } : { page: 'lesson', id };
    } catch {
      return { page: 'missing' };
    }
  }
  return { page: 'missing' };
}

/** Where to go after signing in: a path of this console only, never another site (`//evil.example`). */
function safeNext(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '/wallet';
  return /^\/(?![/\\])[^\s]*$/.test(next) ? next : '/wallet';
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

export function lessonUrl(id: string): string {
  return `/lessons/${encodeURIComponent(id)}`;
}

/** The sign-in page, coming back to `here` afterwards. */
export function signInUrl(here: string): string {
  return `/signin?next=${encodeURIComponent(here)}`;
}
