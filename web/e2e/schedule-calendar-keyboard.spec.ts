import { expect, test, type Page } from '@playwright/test';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { expectAccessible, signedInParentWithChild } from './support/accessibility.ts';
import { uniqueParent } from './support/helpers.ts';

/**
 * Issue 11: the schedule's month calendar is a WAI-ARIA grid. Tab enters it once (on today), the
 * arrow keys move by day and week, Home/End to the week's ends, Page Up/Down by month (the month
 * follows the focus), and Enter chooses the focused day.
 */
const NOW = '2026-12-02T17:00:00.000Z';

/** The name of the element that has the focus (a day's button says its long date). */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

test('when a parent moves through the month calendar with the keyboard alone, then the focus, the month and the chosen day follow the keys', async ({
  page,
  baseURL,
}) => {
  await startBrowserClockAt(page, NOW);
  await signedInParentWithChild(page, baseURL, uniqueParent('calendar'), 'Ada');
  await page.goto('/calendar');
  const december = page.getByRole('grid', { name: 'December 2026' });
  await expect(december).toBeVisible();
  // The calendar comes drawn by the server: its days take the focus once the app has taken the page over.
  await expect(page.locator('[data-until-app]')).toHaveCount(0);

  // One stop in the tab order, on today; the other days are reached with the arrow keys.
  await expect(december.locator('[tabindex="0"]')).toHaveCount(1);
  await december.getByRole('button', { name: 'Wednesday, December 2, 2026' }).focus();
  const expectFocusOn = (name: string) => expect.poll(() => focusedName(page)).toBe(name);

  await page.keyboard.press('ArrowRight');
  await expectFocusOn('Thursday, December 3, 2026');
  // The day the keys reached is visibly marked.
  await expect(page.locator(':focus')).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('ArrowDown');
  await expectFocusOn('Thursday, December 10, 2026');
  await page.keyboard.press('Home');
  await expectFocusOn('Monday, December 7, 2026');
  await page.keyboard.press('End');
  await expectFocusOn('Sunday, December 13, 2026');
  await page.keyboard.press('ArrowUp');
  await expectFocusOn('Sunday, December 6, 2026');
  await page.keyboard.press('ArrowLeft');
  await expectFocusOn('Saturday, December 5, 2026');

  // Page Down: the same day next month, which the calendar now shows (and names).
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('grid', { name: 'January 2027' })).toBeVisible();
  await expectFocusOn('Tuesday, January 5, 2027');
  await page.keyboard.press('PageUp');
  await expect(december).toBeVisible();
  await expectFocusOn('Saturday, December 5, 2026');

  // Past the first of the month the keys carry on into November, and back.
  await page.keyboard.press('Home');
  await expect(page.getByRole('grid', { name: 'November 2026' })).toBeVisible();
  await expectFocusOn('Monday, November 30, 2026');
  await page.keyboard.press('ArrowRight');
  await expect(december).toBeVisible();
  await expectFocusOn('Tuesday, December 1, 2026');

  // Enter chooses the day: selected in the grid, its lunches shown, the focus kept on it.
  await page.keyboard.press('Enter');
  const chosen = december.getByRole('button', { name: 'Tuesday, December 1, 2026' });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(december.getByRole('gridcell', { selected: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Tuesday, December 1, 2026' })).toBeVisible();
  await expect(chosen).toBeFocused();
  await expect(december.locator('[tabindex="0"]')).toHaveCount(1);

  // Tab leaves the grid in one press, whichever day has the focus.
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') === null)).toBe(true);

  await expectAccessible(page, 'the schedule after keyboard navigation');
});
