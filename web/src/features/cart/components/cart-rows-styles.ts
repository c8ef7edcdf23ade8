import { alpha, type Theme } from '@mui/material/styles';
import { cssPerTheme } from '../../../ui/theme-css.ts';

/**
 * A child's lunches in the cart, styled once on the list by class (issue 34): each row's `sx` and
 * MUI boxes and texts were resolved again per row at each render, most of the cart's first long
 * task with a full cart. The rules are those the rows had as Box, Stack and Typography.
 */
export function cartRowsStyles(theme: Theme) {
  const { palette, typography } = theme;
  return {
    listStyle: 'none',
    m: 0,
    p: 0,
    '& > .cart-row + .cart-row': { mt: 1.5 },
    '& .cart-row': { p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' },
    '& .cart-row.urgent': { borderColor: 'warning.main', bgcolor: alpha(palette.warning.main, 0.08) },
    '& .cart-row.alarming': { borderColor: 'error.main', bgcolor: alpha(palette.error.main, 0.06) },
    '& .cart-row-main': { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 },
    '& .cart-row-body': { minWidth: 0 },
    '& .cart-row-heading': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 },
    '& .cart-row-side': { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1, flexShrink: 0 },
    '& .cart-text': { ...typography.body2, m: 0 },
    '& .cart-strong': { ...typography.body1, m: 0, fontWeight: 700 },
    '& .cart-muted': { color: 'text.secondary' },
    '& .cart-options': { m: 0, mt: 0.5, pl: 2.5 },
    '& .cart-notes': { mt: 0.5 },
    '& .cart-notice': { mt: 1, fontWeight: 600, color: 'text.secondary' },
    '& .cart-notice.ok': { fontWeight: 400 },
    '& .cart-notice.urgent': { color: 'warning.dark' },
    '& .cart-notice.expired, & .cart-refused': { color: 'error.main' },
    '& .cart-refused': { mt: 1, fontWeight: 600 },
  };
}

/** The rows' rules, resolved once per theme (ui/theme-css.ts). */
export const cartRowsCss = cssPerTheme(cartRowsStyles);
