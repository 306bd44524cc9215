// Names shared by the inline page scripts (app-after-paint-script.ts) and the app, in a module of their
// own: importing the loader's module would put the whole script's text into the app's boot chunk.

/** Where the service worker lives: registered by the app (workbox-window), or by the inline loader on a page that has not started it. */
export const SERVICE_WORKER_URL = '/sw.js';

/** localStorage key set when a member signed out offline: the server is told once the app runs (pwa/src/lib/logout.ts). */
export const LOGOUT_PENDING_KEY = 'logout-pending';
