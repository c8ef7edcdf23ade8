import { expect, test, type Locator, type Page } from '@playwright/test';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { ensureMenuPublished, signedInParentWithChild } from './support/accessibility.ts';
import { uniqueParent } from './support/helpers.ts';
import { NEXT_MONDAY_CELL } from './support/ordering-flow.ts';

/**
 * Issue 11: a parent who uses only the keyboard orders a lunch from the menu picker to the
 * payment; after every step the focus is where the new content starts (never lost to the page's
 * body), and what is focused is never hidden under the sticky header.
 */
const NOW = '2026-12-02T17:00:00.000Z';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; maxPresses?: number } = {}): Promise<void> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < (options.maxPresses ?? 60); presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} never got the focus with ${key}`);
}

/** The focused element is fully below the sticky header (scroll-padding-top does its work). */
async function expectClearOfHeader(page: Page, target: Locator): Promise<void> {
  const header = await page.locator('header').first().boundingBox();
  const box = await target.boundingBox();
  expect(header && box, 'header and target are laid out').toBeTruthy();
  expect(box!.y, 'the focused element starts below the sticky header').toBeGreaterThanOrEqual(header!.y + header!.height - 1);
}

test.use({ viewport: { width: 390, height: 844 } });

test('when a parent orders with the keyboard alone, then the focus follows every step from the menu to the payment', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await ensureMenuPublished(baseURL);
  await startBrowserClockAt(page, NOW);
  const parent = uniqueParent('keys');
  await signedInParentWithChild(page, baseURL, parent, 'Kai');

  await page.goto('/my-orders?tab=order');
  const child = page.getByLabel('Child', { exact: true });
  await expect(child).toBeVisible();

  // Step 1: the child, then Continue (Enter submits the step).
  await tabTo(page, child);
  await page.keyboard.press('ArrowDown');
  await expect(child).toHaveValue(/\d+/);
  await expect(page.getByLabel('School')).toHaveValue('Sutter Elementary');
  await tabTo(page, page.getByRole('button', { name: 'Continue to Menu Selection' }));
  await page.keyboard.press('Enter');
  const menuSelection = page.getByRole('heading', { name: 'Menu Selection' });
  await expect(menuSelection).toBeFocused();

  // Step 2: next week (its button goes away there: the focus lands on the week's name), a day, Add to Cart.
  await tabTo(page, page.getByRole('button', { name: 'Next week' }));
  await page.keyboard.press('Enter');
  const week = page.getByTestId('picker-week');
  await expect(week).toHaveText('Week of Dec 7 - Dec 11, 2026');
  await expect(week).toBeFocused();
  const monday = page.getByRole('button', { name: NEXT_MONDAY_CELL }).first();
  await tabTo(page, monday);
  await expectClearOfHeader(page, monday);
  await page.keyboard.press('Space');
  await expect(monday).toHaveAttribute('aria-pressed', 'true');
  await expect(monday).toBeFocused();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await tabTo(page, addToCart);
  await expectClearOfHeader(page, addToCart);
  await page.keyboard.press('Enter');

  // The result: the toast, read out by the live region, and the focus back on the form's first step.
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toContainText('1 lunch order(s) added to your cart successfully.');
  await expect(page.locator('[data-live-region="polite"]')).toContainText('Added to Cart');
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription('1 item in cart');

  // The cart, from the header's link: the new page's heading has the focus.
  await tabTo(page, page.getByRole('link', { name: 'Cart' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Shopping Cart', level: 1 })).toBeFocused();

  // Pay Now opens the payment step with the focus on its heading.
  await tabTo(page, page.getByRole('button', { name: 'Pay Now' }));
  await page.keyboard.press('Enter');
  const payment = page.getByRole('region', { name: 'Complete Your Payment' });
  await expect(payment.getByRole('heading', { name: 'Complete Your Payment' })).toBeFocused();
  // A phone gets the button, not a code to scan with itself.
  await expect(payment.getByRole('link', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(payment.getByRole('img', { name: 'PayPal QR code' })).toBeHidden();

  // Zelle with the arrow keys (a tab list), then the confirmation; the success page's heading has the focus.
  await tabTo(page, payment.getByRole('tab', { name: 'PayPal' }));
  await page.keyboard.press('ArrowRight');
  await expect(payment.getByRole('tab', { name: 'Zelle' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(payment.getByRole('tab', { name: 'Zelle' })).toHaveAttribute('aria-selected', 'true');
  const confirm = payment.getByRole('button', { name: "I've Completed the Payment" });
  await tabTo(page, confirm);
  await expectClearOfHeader(page, confirm);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Order Received!', level: 1 })).toBeFocused();
});
