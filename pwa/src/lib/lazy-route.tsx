import { lazy, type ComponentType } from 'react';
import { importWhenOnline } from './import-when-online.ts';
import { whenIdle } from './when-idle.ts';

// React.lazy keeps a rejection for good: these swap in a fresh one, on the error boundary's reset.
const failed = new Set<() => void>();

/** Components whose chunk failed try it again on their next render (an error boundary was reset). */
export function retryFailedChunks() {
  failed.forEach((renew) => renew());
  failed.clear();
}

/**
 * React.lazy plus a `preload()` that warms the chunk. Once loaded, the component renders straight
 * away instead of suspending again, so a preloaded screen never flashes its fallback. A chunk that
 * cannot be fetched offline is fetched once back online (importWhenOnline).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= importWhenOnline(load).then(
      (component) => (Loaded = component),
      (error: unknown) => {
        pending = null;
        failed.add(() => (Lazy = makeLazy()));
        throw error;
      },
    );
    return pending;
  };
  const makeLazy = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = makeLazy();
  function Component(props: P) {
    const Loadable = (Loaded ?? Lazy) as ComponentType<P>;
    return <Loadable {...props} />;
  }
  return { Component, preload };
}

/** A route's page, loaded when first rendered or preloaded. It takes no props of its own (wouter's params are read with hooks). */
export function lazyRoute(load: () => Promise<ComponentType>) {
  const { Component, preload } = lazyWithPreload(load);
  return { Page: Component, preload };
}

/**
 * Warms chunks when the browser is idle, after the first paint has settled: one at a time, each in
 * an idle period of its own, as asking for all at once (a `<link rel=modulepreload>` appended per
 * dependency, then every module evaluated) made one long task of a slow phone's first seconds.
 */
export function preloadWhenIdle(preloads: Array<() => Promise<unknown>>) {
  const [next, ...rest] = preloads;
  if (next) whenIdle(() => void next().catch(() => undefined).then(() => preloadWhenIdle(rest)), 4000);
}
