import type { Theme } from '@mui/material/styles';

/**
 * For a button whose press must answer at once (issue 34: INP), given with `disableRipple`: MUI's
 * ripple mounts on a button's first press and inserts its styles, which restyles the whole page
 * inside the press (100 to 140 ms at a phone's speed beside a long list). Without the ripple,
 * keyboard focus is marked by this ring.
 */
export const focusRingWithoutRipple = (theme: Theme) => ({
  '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: '2px' },
});
