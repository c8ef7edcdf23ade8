import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { registerThroughApi, TEST_ADMIN, uniqueParent } from './support/helpers.ts';
import type { ChildForm } from '../../infra/test/fixtures.ts';

/**
 * Issue 3 end to end: an administrator publishes this week's and next week's menu through the
 * API; a parent with two children orders lunches on several days of both weeks, meets a day past
 * its deadline and a duplicate, pays, lands on /payment-success and finds the orders in the
 * history and on the lunch schedule.
 *
 * The servers' clock is playwright.config.ts's TEST_NOW: Wednesday, December 2, 2026, 9:00 AM in
 * Los Angeles. The browser's clock starts at the same time, so both agree that Monday to Wednesday of this
 * week are past their deadline and Thursday, Friday and next week are open.
 */
const NOW = '2026-12-02T17:00:00.000Z';

const THIS_WEEK = { weekStartDate: '2026-11-30', weekEndDate: '2026-12-04' };
const NEXT_WEEK = { weekStartDate: '2026-12-07', weekEndDate: '2026-12-11' };

const MENU = [
  { ...THIS_WEEK, dayOfWeek: 'Monday', menuItem: 'Chicken Teriyaki Bowl', price: '7.50' },
  { ...THIS_WEEK, dayOfWeek: 'Tuesday', menuItem: 'Veggie Pasta', price: '6.25' },
  { ...THIS_WEEK, dayOfWeek: 'Wednesday', menuItem: 'Turkey Wrap', price: '6.75' },
  { ...THIS_WEEK, dayOfWeek: 'Thursday', menuItem: 'Cheese Pizza', price: '5.50' },
  { ...THIS_WEEK, dayOfWeek: 'Friday', menuItem: 'Fish Tacos', price: '7.00' },
  { ...NEXT_WEEK, dayOfWeek: 'Monday', menuItem: 'Beef Burrito', price: '7.25' },
  { ...NEXT_WEEK, dayOfWeek: 'Tuesday', menuItem: 'Mac and Cheese', price: '5.75' },
  { ...NEXT_WEEK, dayOfWeek: 'Wednesday', menuItem: 'Chicken Caesar Wrap', price: '6.50' },
  { ...NEXT_WEEK, dayOfWeek: 'Thursday', menuItem: 'Veggie Stir Fry', price: '6.00' },
  { ...NEXT_WEEK, dayOfWeek: 'Friday', menuItem: 'BBQ Chicken Sandwich', price: '7.75', calories: '450-550' },
];

async function publishMenuAsAdmin(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, rememberMe: false } });
  expect(login.ok(), await login.text()).toBe(true);
  for (const item of MENU) {
    const created = await request.post('/api/weekly-menu', { data: { description: `Freshly made ${item.menuItem.toLowerCase()}`, ...item } });
    expect(created.status(), await created.text()).toBe(201);
  }
}

async function addChild(page: Page, child: ChildForm): Promise<void> {
  const created = await page.request.post('/api/child-profile', { data: child });
  expect(created.status(), await created.text()).toBe(201);
}

/** Step 1 of the order tab: pick the child, then go to the menu picker. */
async function startOrderFor(page: Page, childName: string): Promise<void> {
  await page.getByLabel('Child', { exact: true }).selectOption({ label: childName });
  await page.getByRole('button', { name: 'Continue to Menu Selection' }).click();
  await expect(page.getByRole('heading', { name: 'Menu Selection' })).toBeVisible();
  await expect(page.getByTestId('picker-week')).toHaveText('Week of Nov 30 - Dec 4, 2026');
}

/** The browser lives far from the schools: every date on screen must still be the schools' date. */
test.use({ timezoneId: 'Asia/Tokyo' });

function toast(page: Page, title: string) {
  return page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: title });
}

test('when a parent orders lunches for two children over two weeks and pays, then the orders are in the history and on the schedule', async ({
  page,
  playwright,
  baseURL,
}) => {
  expect(process.env.TEST_NOW, `this scenario's dates assume TEST_NOW=${NOW}`).toBe(NOW);
  test.setTimeout(120_000);

  const admin = await playwright.request.newContext({ baseURL });
  await publishMenuAsAdmin(admin);
  await admin.dispose();

  await startBrowserClockAt(page, NOW);
  const parent = uniqueParent('orders');
  await registerThroughApi(page, parent);
  await addChild(page, { name: 'Mia', school: 'Sutter Elementary', grade: '3', teacher: 'Room 12' });
  await addChild(page, { name: 'Leo', school: 'Bucher Middle School', grade: '7', teacher: 'Cohort B' });

  // Home: the Weekly Menu section shows this week, then next week, and an item's details.
  await page.reload();
  const weeklyMenu = page.getByRole('region', { name: 'Weekly Menu' });
  await expect(weeklyMenu.getByTestId('weekly-menu-week')).toHaveText('Week of Nov 30 - Dec 4, 2026');
  await expect(weeklyMenu.getByRole('button', { name: 'Previous week' })).toHaveCount(0);
  await weeklyMenu.getByRole('button', { name: 'Next week' }).click();
  await expect(weeklyMenu.getByTestId('weekly-menu-week')).toHaveText('Week of Dec 7 - Dec 11, 2026');
  await expect(weeklyMenu.getByRole('button', { name: 'Next week' })).toHaveCount(0);
  await weeklyMenu.getByRole('button', { name: 'BBQ Chicken Sandwich, Friday: details' }).click();
  const details = page.getByRole('dialog', { name: 'BBQ Chicken Sandwich' });
  await expect(details.getByText('$7.75')).toBeVisible();
  await expect(details.getByText('450-550 calories')).toBeVisible();
  await expect(details.getByText('Available on Friday')).toBeVisible();
  await expectAccessible(page, 'menu item details dialog');
  await details.getByRole('link', { name: 'Order This Meal' }).click();
  await expect(page).toHaveURL(/\/my-orders\?tab=order$/);

  // Mia: a day past its deadline explains itself; Thursday and Friday of this week, Monday and Wednesday of next week.
  await expect(page.getByLabel('Parent/Guardian Name')).toHaveValue(parent.fullName);
  await startOrderFor(page, 'Mia');
  await page.getByRole('button', { name: 'Monday, Nov 30: Chicken Teriyaki Bowl, deadline passed' }).click();
  await expect(toast(page, 'Order deadline passed')).toContainText(
    'Order deadline for Monday, November 30 has passed. Orders must be placed before 9:00 PM on Sunday, November 29.',
  );
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await page.getByRole('button', { name: 'Thursday, Dec 3: Cheese Pizza, $5.50' }).click();
  await page.getByRole('button', { name: 'Friday, Dec 4: Fish Tacos, $7.00' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('picker-week')).toHaveText('Week of Dec 7 - Dec 11, 2026');
  await page.getByRole('button', { name: 'Monday, Dec 7: Beef Burrito, $7.25' }).click();
  await page.getByRole('button', { name: 'Wednesday, Dec 9: Chicken Caesar Wrap, $6.50' }).click();
  await expect(page.getByRole('button', { name: 'Wednesday, Dec 9: Chicken Caesar Wrap, $6.50' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to Cart')).toContainText('4 lunch order(s) added to your cart successfully.');
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription('4 items in cart');

  // Leo: Thursday this week and Tuesday next week; then Thursday again, which replaces the cart's lunch.
  await expect(page.getByLabel('Child', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Parent/Guardian Name')).toHaveValue(parent.fullName);
  await startOrderFor(page, 'Leo');
  await page.getByRole('button', { name: 'Thursday, Dec 3: Cheese Pizza, $5.50' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Tuesday, Dec 8: Mac and Cheese, $5.75' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to Cart')).toContainText('2 lunch order(s) added to your cart successfully.');
  await startOrderFor(page, 'Leo');
  await page.getByRole('button', { name: 'Thursday, Dec 3: Cheese Pizza, $5.50' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const replace = page.getByRole('alertdialog', { name: 'Duplicate Items Detected' });
  await expect(replace).toContainText('Thursday, December 3 (Cheese Pizza)');
  await expectAccessible(page, 'Duplicate Items Detected dialog');
  await replace.getByRole('button', { name: 'Replace' }).click();
  await expect(toast(page, 'Items Replaced')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription('6 items in cart');

  // The cart: grouped by child, sorted by date, totalled; pay by PayPal.
  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('6 item(s) in your cart')).toBeVisible();
  const mia = page.getByRole('region', { name: 'Mia' });
  await expect(mia.getByText('Sutter Elementary · Grade 3')).toBeVisible();
  await expect(mia.getByText('4 lunch orders')).toBeVisible();
  await expect(mia.getByText('$26.25')).toBeVisible();
  const miasLunches = mia.getByRole('listitem', { name: /^Mia, / });
  await expect(miasLunches).toHaveText([/Thursday, December 3, 2026/, /Friday, December 4, 2026/, /Monday, December 7, 2026/, /Wednesday, December 9, 2026/]);
  await expect(miasLunches.first()).toContainText('Order deadline: today at 9:00 PM');
  await expect(page.getByRole('region', { name: 'Leo' }).getByText('$11.25')).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText('$37.50');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const payment = page.getByRole('region', { name: 'Complete Your Payment' });
  await expect(payment.getByText('Order Total: $37.50')).toBeVisible();
  await expect(payment.getByRole('tab', { name: 'PayPal' })).toHaveAttribute('aria-selected', 'true');
  await expect(payment.getByRole('img', { name: 'PayPal QR code' })).toBeVisible();
  await expect(payment.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute('target', '_blank');
  await payment.getByRole('button', { name: "I've Completed the Payment" }).click();
  await expect(payment.getByRole('button', { name: 'Confirming your payment...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription('0 items in cart');

  // The history: six pending orders with their total.
  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page.getByText('6 Order(s) Found')).toBeVisible();
  await expect(page.getByLabel('Total $37.50')).toBeVisible();
  const thursdayForMia = page.getByRole('listitem').filter({ hasText: 'Mia' }).filter({ hasText: 'Thursday, December 3, 2026' });
  await expect(thursdayForMia).toContainText('Cheese Pizza');
  await expect(thursdayForMia).toContainText('Section: Room 12');
  await expect(thursdayForMia).toContainText(/Order #\d+/);
  await expect(thursdayForMia.getByLabel('Payment: Pending')).toBeVisible();
  await expect(thursdayForMia).toContainText('Dec 2, 2026 at 9:');
  // The history draws the lunches on screen (issue 34): each tells its place among all, and scrolling down brings the last.
  const upcomingLunches = page.getByRole('list', { name: 'Upcoming' }).getByRole('listitem');
  await expect(upcomingLunches.first()).toHaveAttribute('aria-setsize', '6');
  await page.mouse.move(640, 360);
  await page.mouse.wheel(0, 5000);
  const lastLunch = upcomingLunches.filter({ hasText: 'Wednesday, December 9, 2026' });
  await expect(lastLunch).toBeVisible();
  await expect(lastLunch).toHaveAttribute('aria-posinset', '6');

  // Ordering a lunch Mia already has is refused before it reaches the cart.
  await page.getByRole('tab', { name: 'Place Order' }).click();
  await startOrderFor(page, 'Mia');
  await page.getByRole('button', { name: 'Thursday, Dec 3: Cheese Pizza, $5.50' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Order Already Exists')).toContainText('You have already placed an order for Mia: Cheese Pizza. You cannot add duplicate orders.');
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription('0 items in cart');

  // The schedule: the upcoming dates with their counts, and one date's lunches.
  await page.goto('/calendar');
  const upcoming = page.getByRole('list', { name: 'Upcoming lunch dates' });
  await expect(upcoming.getByRole('button')).toHaveText([
    /Thursday, December 3, 2026\s*2 order\(s\)/,
    /Friday, December 4, 2026\s*1 order\(s\)/,
    /Monday, December 7, 2026\s*1 order\(s\)/,
    /Tuesday, December 8, 2026\s*1 order\(s\)/,
    /Wednesday, December 9, 2026\s*1 order\(s\)/,
  ]);
  await expect(page.getByText('Select a date on the calendar to view orders.')).toBeVisible();
  await upcoming.getByRole('button', { name: /Thursday, December 3, 2026/ }).click();
  const lunches = page.getByRole('region', { name: 'Thursday, December 3, 2026' }).getByRole('listitem');
  await expect(lunches).toHaveCount(2);
  await expect(lunches.filter({ hasText: 'Leo' })).toContainText('Bucher Middle School');
  await expect(lunches.filter({ hasText: 'Leo' })).toContainText(parent.email);
  await expect(lunches.filter({ hasText: 'Mia' })).toContainText('Cheese Pizza');
  await page.getByRole('button', { name: /Friday, December 11, 2026/ }).click();
  await expect(page.getByText('No lunch orders for this date.')).toBeVisible();
});
