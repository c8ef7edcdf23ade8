import { expect, test, type Locator, type Page } from '@playwright/test';
import { personAt, signInAsAdmin } from './support/admin-helpers.ts';
import { dateField, registerThroughApi, shownDate, uniqueParent } from './support/helpers.ts';

/**
 * The date fields are MUI X's pickers (issue 9): besides typing, a person picks a date in the
 * calendar, with the keyboard alone on a computer and by touch on a phone. The School Calendar's
 * "Close a day" form is the example; the confirmation names the date picked and is cancelled, so
 * nothing is closed. The browser's clock: Wednesday, December 2, 2026 (playwright.config.ts).
 */
const NOW = '2026-12-02T17:00:00.000Z';

async function closeDayForm(page: Page): Promise<Locator> {
  await signInAsAdmin(page);
  // A phone has no tabs: its tab menu leads to the same address.
  await page.goto('/admin?tab=calendar');
  // The dashboard comes drawn by the server: its controls act once the app has taken the page over.
  await expect(page.locator('[data-until-app]')).toHaveCount(0);
  return page.getByRole('form', { name: 'Close a day' });
}

async function expectConfirmationFor(page: Page, form: Locator, longDate: string): Promise<void> {
  await form.getByLabel('Reason').fill('Snow day');
  await form.getByRole('button', { name: 'Close Day' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Close this day?' });
  await expect(confirm).toContainText(`${longDate} will show "No service – Snow day".`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
}

test('when an administrator picks a date with the keyboard alone, then the calendar opens, moves by arrows and fills the field', async ({ browser }) => {
  const { context, page } = await personAt(browser, NOW);
  try {
    const form = await closeDayForm(page);
    const field = dateField(form, 'Date');
    await field.getByRole('spinbutton', { name: 'Year' }).focus();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: /^Choose date/ })).toBeFocused();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog').getByRole('grid');
    await expect(calendar).toBeVisible();
    // The calendar opens on today; days before it are not offered for a closure.
    await expect(calendar.getByRole('gridcell', { name: '1', exact: true })).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(field).toContainText(shownDate('2026-12-10'));
    await expectConfirmationFor(page, form, 'Thursday, December 10, 2026');
  } finally {
    await context.close();
  }
});

test('when an administrator picks a date on a phone, then the calendar opens as a dialog and a tap picks the day', async ({ browser }) => {
  const { context, page } = await personAt(browser, NOW, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    // Playwright's touch emulation leaves the pointer 'fine'; a phone's is 'coarse', which MUI reads to choose its phone picker.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'pointer', value: 'coarse' },
        { name: 'hover', value: 'none' },
      ],
    });
    const form = await closeDayForm(page);
    expect(await page.evaluate(() => matchMedia('(pointer: fine)').matches)).toBe(false);
    const field = dateField(form, 'Date');
    await form.getByRole('button', { name: /^Choose date/ }).tap();
    // The phone picker is a modal dialog that keeps the day until OK (a computer's popup closes on the day itself).
    const picker = page.getByRole('dialog');
    await picker.getByRole('gridcell', { name: '18', exact: true }).tap();
    await picker.getByRole('button', { name: 'OK' }).tap();
    await expect(picker).toBeHidden();
    await expect(field).toContainText(shownDate('2026-12-18'));
    await expectConfirmationFor(page, form, 'Friday, December 18, 2026');
  } finally {
    await context.close();
  }
});

test("when a parent picks a day of next week in the order form's week field, then the picker shows that week; later weeks are not offered", async ({
  browser,
}) => {
  // The browser's clock is held by the test, so a month would never finish sliding; reduced motion swaps it at once, as MUI does for anyone who asks for it.
  const { context, page } = await personAt(browser, NOW, { reducedMotion: 'reduce' });
  try {
    await registerThroughApi(page, uniqueParent('weekfield'));
    const created = await page.request.post('/api/child-profile', { data: { name: 'Ivy', school: 'Sutter Elementary', grade: '2', teacher: 'Room 3' } });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/my-orders?tab=order');
    await page.getByLabel('Child', { exact: true }).selectOption({ label: 'Ivy' });
    await page.getByRole('button', { name: 'Continue to Menu Selection' }).click();
    const week = dateField(page, 'Week');
    await expect(week).toContainText('Week of Nov 30, 2026');
    await page.getByRole('button', { name: /^Choose date/ }).click();
    // This week's Monday is in November: the calendar opens there.
    await page.getByRole('dialog').getByRole('button', { name: 'Next month' }).click();
    const calendar = page.getByRole('dialog').getByRole('grid', { name: 'December 2026' });
    await expect(calendar.getByRole('gridcell', { name: '14', exact: true })).toBeDisabled();
    await expect(calendar.getByRole('gridcell', { name: '5', exact: true })).toBeDisabled();
    await calendar.getByRole('gridcell', { name: '9', exact: true }).click();
    await expect(page.getByTestId('picker-week')).toHaveText('Week of Dec 7 - Dec 11, 2026');
    // The field writes the day in two digits (Dec 07), as MUI's sections do.
    await expect(week).toContainText(/Week of Dec 0?7, 2026/);
  } finally {
    await context.close();
  }
});
