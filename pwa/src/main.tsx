import { memberPageReady } from './app/boot-preload.ts';
import { startTransition, StrictMode } from 'react';
import type { PrerenderedPath } from '#domain/prerendered-pages.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { idlePreloads, prerenderedPagePreloads } from './app/router.tsx';
import { preloadWhenIdle } from './lib/lazy-route.tsx';
import { resumePendingLogout } from './lib/logout.ts';
import { rememberMemberShell } from './lib/member-shell.ts';
import { limitScreenSnapshot } from './lib/screen-snapshot.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { useSessionStore } from './stores/session-store.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A prerendered page is what a visitor sees (docs/decisions/0084): a visitor's app takes it over
// where it stands; a signed-in member's app renders afresh (the inline theme script hid the page).
const prerendered = prerenderedPagePreloads[location.pathname as PrerenderedPath];
if (prerendered && root.hasAttribute('data-prerendered') && !useSessionStore.getState().user) {
  // The page's chunk is preloaded by the page's HTML: hydrate in one pass once it is in, in a
  // transition so React yields to the browser every few ms (the page is already on screen).
  void prerendered().finally(() =>
    startTransition(() => void hydrateRoot(root, app, { onRecoverableError: (error) => console.error('Hydration:', error) })),
  );
} else {
  // A member's page has no HTML preloading it: render once its chunk is in, in one pass, rather than
  // render the shell, suspend, and render again (offline from the service worker this is a few ms).
  // In a transition too: React yields every few ms instead of blocking the page for the whole render.
  void memberPageReady.finally(() => {
    root.textContent = '';
    root.removeAttribute('data-prerendered');
    const member = createRoot(root);
    startTransition(() => member.render(app));
  });
}

limitScreenSnapshot();
registerServiceWorker();
rememberMemberShell(useSessionStore.getState().user?._id);
useSessionStore.subscribe((state, before) => {
  if (state.user?._id !== before.user?._id) rememberMemberShell(state.user?._id, { fresh: true });
});
resumePendingLogout();
window.addEventListener('load', () => preloadWhenIdle(idlePreloads), { once: true });
