import { createContext } from 'react';

/**
 * Whether the page was drawn for a phone: by the server (signed-in-render.tsx: the browser said it
 * is one), and in the browser while it adopts that drawing (main-app.tsx). The server has no screen
 * to measure: a first render that lays itself out by the screen reads this there, and the browser's
 * first render reads the same, so that it gives the markup it adopts.
 */
export const DrawnForPhone = createContext(false);
