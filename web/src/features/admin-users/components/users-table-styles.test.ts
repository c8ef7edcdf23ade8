import { describe, expect, test } from '@jest/globals';
import { css, type CSSObject } from '@emotion/react';
import { createTheme } from '@mui/material/styles';
import { usersTableCss, usersTableStyles } from './users-table-styles.ts';

describe("the users table's rules", () => {
  const theme = createTheme();

  test('when the table renders again with the same theme, then its rules are not worked out again', () => {
    expect(usersTableCss(theme)).toBe(usersTableCss(theme));
  });

  test('when they are resolved once, then they are the rules the table had as sx (the theme units kept)', () => {
    const asSx = css(theme.unstable_sx(usersTableStyles(theme)) as CSSObject);
    expect(usersTableCss(theme).styles).toBe(asSx.styles);
    expect(usersTableCss(createTheme({ palette: { primary: { main: '#123456' } } })).styles).toContain('#123456');
  });
});
