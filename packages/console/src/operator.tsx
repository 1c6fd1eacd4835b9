import type { ComponentChildren } from 'preact';
import { signInUrl } from './router.js';
import { useSession } from './session.js';

/**
 * The operator's pages show their content only to a signed-in operator; a visitor gets one sentence and a link to
 * sign in that comes back here. The node refuses the API calls either way: this only spares a visitor the errors.
 */
export function OperatorOnly({ what, children }: { what: string; children: ComponentChildren }) {
  const session = useSession();
  if (session === undefined) return <p aria-live="polite">Checking whether you are signed in…</p>;
  if (session.unreachable !== undefined) {
    return (
      <p class="notice" role="alert">
        Could not ask the node whether you are signed in: {session.unreachable} Reload the page to try again.
      </p>
    );
  }
  if (!session.signed_in) {
    const here = location.pathname + location.search;
    return (
      <p class="notice">
        {what} is for this node's operator. <a href={signInUrl(here)}>Sign in</a> to see it.
      </p>
    );
  }
  return <>{children}</>;
}
