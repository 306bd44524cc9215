import { lazy, type ComponentType } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * React.lazy plus a `preload()` that warms the chunk. Once loaded, the component renders straight
 * away instead of suspending again, so a preloaded screen never flashes its fallback.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then((component) => (Loaded = component));
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loadable = (Loaded ?? Lazy) as ComponentType<P>;
    return <Loadable {...props} />;
  }
  return { Component, preload };
}

// Route pages take no props of their own (wouter's params are read with hooks).
type Loader = () => Promise<{ default: ComponentType }>;

export function lazyRoute(load: Loader) {
  const { Component, preload } = lazyWithPreload(() => load().then((mod) => mod.default));
  return { Page: Component, preload };
}

/** Warms chunks when the browser is idle, after the first paint has settled. */
export function preloadWhenIdle(preloads: Array<() => Promise<unknown>>) {
  whenIdle(() => preloads.forEach((preload) => void preload().catch(() => undefined)), 4000);
}
