import { expect, test } from '@playwright/test';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { ensureMenuPublished, signedInParentWithChild } from './support/accessibility.ts';
import { uniqueParent } from './support/helpers.ts';
import { orderNextMondayAndPay } from './support/ordering-flow.ts';

/**
 * Issue 11: the installed app keeps its shell and the weeks' menu. After a first visit online,
 * with the network gone, the parent still opens the menu and the lunch schedule, and the order
 * form says plainly that ordering needs a connection.
 */
const NOW = '2026-12-02T17:00:00.000Z';

test('when a parent has visited once and then loses the connection, then the menu and the lunch schedule still open', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await ensureMenuPublished(baseURL);
  await startBrowserClockAt(page, NOW);
  const parent = uniqueParent('offline');
  await signedInParentWithChild(page, baseURL, parent, 'Noor');
  await orderNextMondayAndPay(page, 'Noor');

  // The service worker is installed and in control (it takes over pages loaded after it is ready).
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The visit that leaves the menu and the schedule in the worker's cache.
  await page.goto('/weekly-menu');
  const menuDish = page.getByText(/Garden Bowl|Beef Burrito|Chicken Teriyaki Bowl/).first();
  await expect(menuDish).toBeVisible();
  const dish = (await menuDish.textContent())!;
  await page.goto('/calendar');
  const upcoming = page.getByRole('list', { name: 'Upcoming lunch dates' });
  await expect(upcoming).toContainText('December 7');

  await context.setOffline(true);
  await page.goto('/weekly-menu');
  await expect(page.getByText(dish).first()).toBeVisible();
  await page.goto('/calendar');
  await expect(upcoming).toContainText('December 7');
  await upcoming.getByRole('button', { name: /December 7/ }).click();
  await expect(page.getByText('Noor').first()).toBeVisible();

  await page.goto('/my-orders?tab=order');
  await expect(page.getByText('You are offline. Ordering and payment need an internet connection')).toBeVisible();
  await context.setOffline(false);
});
