import { createContext, useContext } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * Whether the server draws the page for a phone (signed-in-render.tsx: the browser said it is one).
 * The server has no screen to measure: a first render that lays itself out by the width reads this
 * there, and the browser adopts the page only where its own width gives the same layout (main-app.tsx).
 */
export const DrawnForPhone = createContext(false);

/**
 * The screen is narrower than MUI's md breakpoint (signed-in-page.ts's WIDE_SCREEN): in the browser,
 * its width from the first render on (so that the page is adopted with the layout it was drawn with);
 * in the server's drawing, the layout of the screen the browser announced.
 */
export function useNarrowScreen(): boolean {
  const theme = useTheme();
  const drawnForPhone = useContext(DrawnForPhone);
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true, defaultMatches: drawnForPhone });
}
