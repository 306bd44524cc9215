import { create } from 'zustand';
import { SERVICE_WORKER_URL } from '#domain/page-loader-keys.ts';
import { importWhenOnline } from './import-when-online.ts';

type UpdateState = {
  /** Set when a new service worker is installed and waiting; calling it activates it and reloads. */
  applyUpdate: (() => void) | null;
  dismiss: () => void;
};

export const useUpdateStore = create<UpdateState>((set) => ({
  applyUpdate: null,
  dismiss: () => set({ applyUpdate: null }),
}));

/**
 * Registers /sw.js in production builds only (the dev server has no built worker).
 * workbox-window is imported lazily, after the load event, to keep it off the first-load path.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const { Workbox } = await importWhenOnline(() => import('workbox-window'));
    const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    wb.addEventListener('waiting', () => {
      useUpdateStore.setState({
        applyUpdate: () => {
          // Reload once the new worker controls the page, so the page and the cache match.
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      });
    });
    await wb.register();
  };
  const run = () => void start().catch((error: unknown) => console.error('Service worker registration failed', error));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
