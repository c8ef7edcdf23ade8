import { useContext } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DrawnForPhone } from '../ui/drawn-for-phone.ts';

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
