import { lazy, useState, type ComponentType } from 'react';

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
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
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
