import { useSessionStore } from '../stores/session-store.ts';
import { preloadRouteFor } from './router.tsx';

// main.tsx imports this first, so a member's page starts loading before React itself is evaluated.
// A visitor's prerendered page preloads its own chunk from the HTML.

/** The longest a member's first render waits for its page; past it the page shows its loading state. */
const FIRST_RENDER_WAIT_MS = 500;

/** Settles once a signed-in member's page at this address can render in one pass, or the wait is over. */
export const memberPageReady: Promise<unknown> = useSessionStore.getState().user
  ? Promise.race([preloadRouteFor(location.pathname), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))])
  : Promise.resolve();
