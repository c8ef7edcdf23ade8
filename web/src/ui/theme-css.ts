import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A list's rules, written as `sx` is (the theme's units) and resolved and serialised once per theme
 * (issue 34): given as `sx` to each row, or to a list that renders at each answer, they were walked
 * and serialised again at every render of every row, tens of ms on a phone. The rules style the
 * rows' plain elements by class; the list takes them with `styled(…)(({ theme }) => rules(theme))`.
 */
export function cssPerTheme(styles: (theme: Theme) => SxProps<Theme>): (theme: Theme) => SerializedStyles {
  const resolvedFor = new WeakMap<Theme, SerializedStyles>();
  return (theme) => {
    let resolved = resolvedFor.get(theme);
    if (!resolved) {
      // MUI types its own CSSObject (the same CSS object emotion takes).
      resolved = css(theme.unstable_sx(styles(theme)) as CSSObject);
      resolvedFor.set(theme, resolved);
    }
    return resolved;
  };
}
