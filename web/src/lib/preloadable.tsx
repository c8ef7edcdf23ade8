import { lazy, useState, type ComponentType } from 'react';

/** The preloads started and not yet settled. */
const underWay = new Set<Promise<void>>();

/**
 * Settles once every preload started so far has (a failed one too). A drawn page is adopted after
 * this (main-app.tsx): a component whose code is still coming would leave its part of the page
 * unadopted, drawn but inert, and React drops a tap there rather than replaying it once the code comes.
 */
export async function preloadsSettled(): Promise<void> {
  while (underWay.size > 0) await Promise.allSettled([...underWay]);
}

export interface Preloadable<Props extends object> {
  /** Draws the component, fetching its code first if nobody has yet. */
  Component: ComponentType<Props>;
  /** Fetches the code ahead of the first drawing. */
  preload: () => Promise<void>;
}

/**
 * A component whose code is a chunk of its own, fetched when first drawn or earlier by `preload`.
 * Unlike React.lazy alone, a component whose code is already here is drawn in the same render,
 * never through its Suspense fallback (a page drawn ahead, app/main.tsx, must not flash a spinner).
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    if (loading) return loading;
    loading = load().then((component) => {
      loaded = component;
    });
    underWay.add(loading);
    const done = () => underWay.delete(loading!);
    loading.then(done, done);
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Component(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the component later would remount it.
    const [Chosen] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component, preload };
}
