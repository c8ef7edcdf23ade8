import { expect, test } from '@playwright/test';

/**
 * A signed-out visitor's first page comes drawn in the HTML (web/src/app/prerendered-page.ts); the
 * app adopts that page (hydration) instead of drawing it again. A difference between the browser's
 * first render and the build's (a provider reading the browser's language, a date) would make React
 * throw the drawn page away and report it: this catches that.
 */
const PAGES = [
  { path: '/', heading: 'Kid-approved, nutritious lunches delivered fresh to school', address: /\/$/ },
  { path: '/weekly-menu', heading: "This Week's Menu", address: /\/weekly-menu$/ },
  { path: '/auth', heading: 'Welcome to Lunchbox!', address: /\/auth$/ },
  // The cart's guard sends a visitor who is not signed in to sign in first.
  { path: '/cart', heading: 'Welcome to Lunchbox!', address: /\/auth\?next=%2Fcart$/ },
];

for (const { path, heading, address } of PAGES) {
  test(`when a signed-out visitor opens ${path}, then the app takes over the drawn page as it is, with no error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The drawn heading, as the HTML gave it, before any script of the app runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
      });
    });

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The controls the drawn page held disabled work once the app has it.
    await expect(page.locator('[data-until-app]')).toHaveCount(0);
    await expect(page).toHaveURL(address);
    expect(await page.evaluate(() => (window as unknown as { drawnHeading: Element | null }).drawnHeading === document.querySelector('h1'))).toBe(true);
    if (path === '/auth' || path === '/cart') {
      // As when the app draws the form itself, the first field has the focus.
      await expect(page.getByLabel('Username')).toBeFocused();
      await page.getByLabel('Username').fill('someone');
      await expect(page.getByLabel('Username')).toHaveValue('someone');
    }
    expect(errors).toEqual([]);
  });
}
