import { describe, expect, test } from '@jest/globals';
import { css, type CSSObject } from '@emotion/react';
import { alpha, createTheme } from '@mui/material/styles';
import { cartRowsCss, cartRowsStyles } from './cart-rows-styles.ts';

describe("the cart rows' rules", () => {
  const theme = createTheme();

  test('when the cart renders again with the same theme, then its rules are not worked out again', () => {
    expect(cartRowsCss(theme)).toBe(cartRowsCss(theme));
  });

  test('when they are resolved once, then they are the rules as sx gives them, an urgent or refused lunch in its colours', () => {
    const rules = cartRowsCss(theme).styles;
    expect(rules).toBe(css(theme.unstable_sx(cartRowsStyles(theme)) as CSSObject).styles);
    expect(rules).toContain(alpha(theme.palette.warning.main, 0.08));
    expect(rules).toContain(alpha(theme.palette.error.main, 0.06));
  });
});
