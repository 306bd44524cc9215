import { lazy, type ComponentType } from 'react';

// Route pages take no props of their own (wouter's params are read with hooks).
type Loader = () => Promise<{ default: ComponentType }>;

/**
 * React.lazy plus a `preload()` that warms the chunk. Once loaded, the page renders straight away
 * instead of suspending again, so navigating to a preloaded route never flashes the fallback.
 */
export function lazyRoute(load: Loader) {
  let Loaded: ComponentType | null = null;
  let pending: ReturnType<Loader> | null = null;
  const preload = () => {
    pending ??= load().then((mod) => {
      Loaded = mod.default;
      return mod;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  function RoutePage() {
    const Page = Loaded ?? Lazy;
    return <Page />;
  }
  return { Page: RoutePage, preload };
}

/** Warms chunks when the browser is idle, after the first paint has settled. */
export function preloadWhenIdle(preloads: Array<() => Promise<unknown>>) {
  const run = () => preloads.forEach((preload) => void preload().catch(() => undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 2000);
}
