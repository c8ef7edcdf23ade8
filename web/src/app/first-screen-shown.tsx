import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { whenIdle } from '../lib/idle-moment.ts';

let markShown: () => void = () => undefined;

/**
 * Resolves once the first screen is on screen in the browser: adopted from the prerendered page
 * (main-app.tsx) or drawn anew. A page's screen sits in a Suspense boundary, which React adopts in
 * a pass of its own after the frame around it, so only an effect inside the screen knows.
 */
export const firstScreenShown = new Promise<void>((resolve) => (markShown = resolve));

/** The route around every screen that tells `firstScreenShown` (it draws nothing of its own). */
export function FirstScreenShown() {
  useEffect(() => markShown(), []);
  return <Outlet />;
}

/**
 * False until the first screen is shown and the browser has had an idle moment after it: for what
 * no first screen needs (the toasts, the update prompt), whose chunks would otherwise load and
 * start while React adopts the page, lengthening its tasks. A toast asked for before then waits.
 */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let live = true;
    // A transition: React draws what comes now in slices, between which the browser can answer a tap.
    const mark = () => {
      if (live) startTransition(() => setAfter(true));
    };
    void firstScreenShown.then(() => whenIdle(mark, 3000));
    return () => {
      live = false;
    };
  }, []);
  return after;
}

/** Its children once `useAfterFirstScreen` says so: only this redraws then, not the component around it. */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return useAfterFirstScreen() ? children : null;
}
