import { alpha, lighten, type Theme } from '@mui/material/styles';
import { cssPerTheme } from '../../../ui/theme-css.ts';

/**
 * The users table's body, styled once on the table by class (issue 34): a page of rows of plain
 * elements costs a fraction of the same rows of MUI's styled components, each of which computed
 * its styles again per row. The rules are those of MUI's TableCell, Avatar, Chip and Typography.
 */
export function usersTableStyles(theme: Theme) {
  const { palette, typography } = theme;
  const chipColours = (['primary', 'secondary'] as const).map((colour) => [
    `& .user-chip.${colour}`,
    { backgroundColor: palette[colour].main, color: palette[colour].contrastText },
  ]);
  const actionColours = (['warning', 'error'] as const).map((colour) => [
    `& .user-action.${colour}`,
    {
      color: palette[colour].main,
      borderColor: alpha(palette[colour].main, 0.5),
      '&:hover': { borderColor: palette[colour].main, backgroundColor: alpha(palette[colour].main, palette.action.hoverOpacity) },
    },
  ]);
  return {
    minWidth: 1000,
    '& thead th': { fontWeight: 700, whiteSpace: 'nowrap' },
    '& tbody tr': { verticalAlign: 'middle', outline: 0 },
    '& tbody tr:hover': { backgroundColor: palette.action.hover },
    '& tbody td': {
      ...typography.body2,
      textAlign: 'left',
      padding: '16px',
      borderBottom: `1px solid ${lighten(alpha(palette.divider, 1), 0.88)}`,
    },
    '& .user-text': { margin: 0 },
    '& .user-strong': { fontWeight: 600 },
    '& .user-muted': { color: palette.text.secondary },
    '& .user-note': { fontStyle: 'italic' },
    '& .user-identity': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) },
    '& .user-identity > div': { minWidth: 0 },
    '& .user-name': { ...typography.body1, fontWeight: 600, margin: 0 },
    '& .user-caption': { ...typography.caption, color: palette.text.secondary },
    '& .user-email': { overflowWrap: 'anywhere' },
    '& .user-avatar': {
      width: 36,
      height: 36,
      flexShrink: 0,
      borderRadius: '50%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: typography.pxToRem(20),
      lineHeight: 1,
      color: palette.background.default,
      backgroundColor: palette.secondary.main,
      userSelect: 'none',
    },
    '& .user-avatar.admin': { backgroundColor: palette.primary.main },
    '& .user-chips, & .user-actions': { display: 'flex', flexWrap: 'wrap' },
    '& .user-chips': { gap: theme.spacing(0.75) },
    '& .user-actions': { gap: theme.spacing(1) },
    '& .user-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: 24,
      lineHeight: 1.5,
      verticalAlign: 'middle',
      padding: '0 8px',
      borderRadius: 12,
      whiteSpace: 'nowrap',
      fontSize: typography.pxToRem(13),
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
    },
    ...Object.fromEntries(chipColours),
    '& .user-chip.success': {
      padding: '0 7px',
      backgroundColor: 'transparent',
      border: `1px solid ${alpha(palette.success.main, 0.7)}`,
      color: palette.success.main,
    },
    // MUI's small outlined Button, without its ripple.
    '& .user-action': {
      ...typography.button,
      fontSize: typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 64,
      margin: 0,
      padding: '3px 9px',
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      color: palette.primary.main,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
      // The fades serve a pointer's hover alone. On a touch screen, which has none, they also ran as the app took the drawn
      // page over and enabled the drawn buttons: some 150 border fades, each a few events and the table restyled every frame (issue 34: TBT).
      '@media (hover: hover)': { transition: theme.transitions.create(['background-color', 'border-color'], { duration: theme.transitions.duration.short }) },
      '&:hover': { borderColor: palette.primary.main, backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'default', pointerEvents: 'none', color: palette.action.disabled, borderColor: palette.action.disabledBackground },
    },
    ...Object.fromEntries(actionColours),
  };
}

/** The table's rules, resolved once per theme rather than at each render of the table (ui/theme-css.ts). */
export const usersTableCss = cssPerTheme(usersTableStyles);
