import { useEffect } from 'react';
import { Outlet } from 'react-router';

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
