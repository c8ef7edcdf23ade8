import { expect, test, type Page } from '@playwright/test';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { ensureMenuPublished, expectAccessible, SCREEN_SIZES, signedInParentWithChild, signInThroughApi } from './support/accessibility.ts';
import { TEST_ADMIN, uniqueParent } from './support/helpers.ts';

/**
 * Issue 11: every screen, signed out, as a parent and as the administrator, on a laptop and on a
 * phone, has no serious or critical WCAG 2.2 AA violation (axe). Each screen is checked once it
 * shows its heading, and again with its popups open (the phone's side sheet, the user menu).
 */
const NOW = '2026-12-02T17:00:00.000Z';

/** Opens `path` and waits until the screen's one h1 is on screen. */
async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

for (const { name: size, viewport } of SCREEN_SIZES) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test(`when a visitor who is not signed in goes through the public screens, then axe finds nothing serious (${size})`, async ({ page }) => {
      await startBrowserClockAt(page, NOW);
      await open(page, '/', 'Kid-approved, nutritious lunches delivered fresh to school');
      await expectAccessible(page, 'landing page');
      await open(page, '/auth', /Lunchbox/);
      await expectAccessible(page, 'sign-in tab');
      await page.getByRole('tab', { name: 'Register' }).click();
      await expect(page.getByLabel('CAPTCHA Text')).toBeVisible();
      await expectAccessible(page, 'register tab');
      await open(page, '/weekly-menu', /Menu/);
      await expectAccessible(page, 'weekly menu');
      await open(page, '/calendar', /Schedule/);
      await expectAccessible(page, 'lunch schedule, signed out');
      await open(page, '/contact', /Contact/);
      await expectAccessible(page, 'contact');
      await open(page, '/no-such-page', '404 Page Not Found');
      await expectAccessible(page, 'page not found');
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('listitem').first()).toBeVisible();
        await expectAccessible(page, 'side sheet');
      }
    });

    test(`when a parent goes through their screens and orders, then axe finds nothing serious (${size})`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await ensureMenuPublished(baseURL);
      await startBrowserClockAt(page, NOW);
      const parent = uniqueParent('a11y');
      await signedInParentWithChild(page, baseURL, parent, 'Ava');

      await open(page, '/', `Welcome back, ${parent.fullName}!`);
      await expect(page.getByRole('region', { name: 'Registered Children' }).getByRole('listitem', { name: 'Ava' })).toBeVisible();
      await expectAccessible(page, 'home, signed in');
      await open(page, '/weekly-menu', /Menu/);
      await expectAccessible(page, 'weekly menu, signed in');
      await open(page, '/calendar', /Schedule/);
      await expectAccessible(page, 'lunch schedule');
      await open(page, '/my-orders', 'My Orders');
      await expectAccessible(page, 'order history');
      await open(page, '/my-orders?tab=order', 'My Orders');
      await page.getByLabel('Child', { exact: true }).selectOption({ label: 'Ava' });
      await expectAccessible(page, 'order details step');
      await page.getByRole('button', { name: 'Continue to Menu Selection' }).click();
      await expect(page.getByRole('heading', { name: 'Menu Selection' })).toBeVisible();
      await page.getByRole('button', { name: 'Next week' }).click();
      await page
        .getByRole('button', { name: /^Monday, Dec 7: .*\$/ })
        .first()
        .click();
      await expectAccessible(page, 'menu selection step');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toBeVisible();
      await expectAccessible(page, 'order details step with the Added to Cart toast');
      await open(page, '/cart', 'Shopping Cart');
      await expectAccessible(page, 'cart');
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(page.getByRole('region', { name: 'Complete Your Payment' }).getByRole('link', { name: 'Pay with PayPal' })).toBeVisible();
      await expectAccessible(page, 'payment step');
      await page.getByRole('button', { name: "I've Completed the Payment" }).click();
      await expect(page.getByRole('heading', { name: 'Order Received!', level: 1 })).toBeVisible();
      await expectAccessible(page, 'payment success');
      await open(page, '/feedback', /Feedback/);
      await expectAccessible(page, 'feedback');
      await open(page, '/profile', 'My Profile');
      await expectAccessible(page, 'profile');
      await open(page, '/calendar', /Schedule/);
      await page
        .getByRole('list', { name: 'Upcoming lunch dates' })
        .getByRole('button', { name: /December 7/ })
        .click();
      await expect(page.getByText('Ava').first()).toBeVisible();
      await expectAccessible(page, 'lunch schedule with an upcoming lunch');
      await open(page, '/my-orders', 'My Orders');
      await expect(page.getByLabel(/^Payment: /).first()).toBeVisible();
      await expectAccessible(page, 'order history with an order');
      if (size === 'desktop') {
        await page.getByRole('button', { name: parent.fullName }).click();
        await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
        await expectAccessible(page, 'user menu');
      }
    });

    test(`when the administrator goes through the dashboard's tabs and the menu management, then axe finds nothing serious (${size})`, async ({ page }) => {
      test.setTimeout(120_000);
      await startBrowserClockAt(page, NOW);
      await signInThroughApi(page, TEST_ADMIN.username, TEST_ADMIN.password);
      const tabs: Array<[string, string]> = [
        ['overview', 'Overview'],
        ['orders', 'Orders'],
        ['menu', 'Menu'],
        ['schools', 'Schools'],
        ['emails', 'Communications'],
        ['feedback', 'Feedback'],
        ['settings', 'Settings'],
        ['users', 'Users'],
      ];
      for (const [value, label] of tabs) {
        await open(page, `/admin?tab=${value}`, 'Admin Dashboard');
        // Phones show the sections as a drawer and the section as a region; wider screens as tabs.
        const panel = page.locator(`#admin-tabpanel-${value}`);
        await expect(panel).toBeVisible();
        await expect(panel).toHaveAttribute(size === 'phone' ? 'aria-label' : 'aria-labelledby', size === 'phone' ? label : `admin-tab-${value}`);
        await expectAccessible(page, `admin ${label} tab`);
      }
      if (size === 'phone') {
        await page.getByRole('button', { name: /Dashboard sections/ }).click();
        await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible();
        await expectAccessible(page, 'admin sections drawer');
        await page.keyboard.press('Escape');
      }
      await open(page, '/menu-management', /Menu/);
      await expectAccessible(page, 'menu management');
    });

    test(`when the administrator's dashboard is read as the server drew it, before the app has arrived, then axe finds nothing serious (${size})`, async ({
      page,
    }) => {
      await startBrowserClockAt(page, NOW);
      await signInThroughApi(page, TEST_ADMIN.username, TEST_ADMIN.password);
      // No script runs: the page stays as drawn, its controls waiting for the app.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      for (const value of ['overview', 'orders', 'production', 'schools', 'users']) {
        await open(page, `/admin?tab=${value}`, 'Admin Dashboard');
        await expect(page.locator('[data-until-app]').first()).toBeAttached();
        await expectAccessible(page, `drawn admin ${value} tab`);
      }
    });
  });
}
