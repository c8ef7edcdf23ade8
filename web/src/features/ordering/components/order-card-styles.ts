import type { Theme } from '@mui/material/styles';
import { cssPerTheme } from '../../../ui/theme-css.ts';

/**
 * A card of the order history, styled once per theme by class (issue 34): each card's `sx` and
 * MUI paper, stacks and texts were resolved again per card at each render of the history. The
 * rules are those the card had as an outlined Paper, Stack and Typography.
 */
export function orderCardStyles(theme: Theme) {
  const { typography } = theme;
  return {
    p: { xs: 2, sm: 2.5 },
    color: 'text.primary',
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    '&.cancelled': { bgcolor: 'action.hover' },
    '& .order-card-main': { display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, justifyContent: 'space-between', gap: 2 },
    '& .order-card-body': { minWidth: 0 },
    '& .order-card-side': { display: 'flex', flexDirection: 'column', alignItems: { xs: 'flex-start', sm: 'flex-end' }, gap: 0.5, flexShrink: 0 },
    '& .order-card-title': { ...typography.h3, m: 0 },
    '& .order-card-amount': { color: 'primary.main' },
    '&.cancelled .order-card-amount, & .order-card-muted': { color: 'text.secondary' },
    '& .order-card-text': { ...typography.body1, m: 0 },
    '& .order-card-small': { ...typography.body2, m: 0 },
    '& .order-card-date': { mt: 1, fontWeight: 600 },
    '& .order-card-credited': { color: 'success.main' },
    '& .struck': { textDecoration: 'line-through' },
    '& .order-card-actions': { display: 'flex', gap: 1, mt: 1.5 },
  };
}

/** The card's rules, resolved once per theme (ui/theme-css.ts). */
export const orderCardCss = cssPerTheme(orderCardStyles);
