import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { addSchool, openAdminTab, personAt, runTag, signInAsAdmin } from './support/admin-helpers.ts';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { registerThroughApi, TEST_ADMIN, toast, uniqueParent, waitForEmail } from './support/helpers.ts';

/**
 * Issue 27 end to end. The servers' clock is playwright.config.ts's TEST_NOW: Wednesday,
 * December 2, 2026, 9:00 AM in Los Angeles, so the next weekly run places the week of December 7.
 * A parent sets Ana's standing order on her card (Monday a named dish, Tuesday the day's first
 * dish); the administrator runs that week through the API; the parent finds both lunches in the
 * order history and the confirmation e-mail in the mailbox. Then the parent tops up 20.00, the
 * administrator marks it paid in the Top-ups tab, and a lunch ordered from the week the reminder
 * e-mail links to (?tab=order&week=2026-12-07) is checked out paid by the balance: no payment step.
 * Dish names carry a run tag: other scenarios of the run publish on the same days.
 */
const NOW = '2026-12-02T17:00:00.000Z';
const NEXT_WEEK = { weekStartDate: '2026-12-07', weekEndDate: '2026-12-11' };

async function publish(admin: APIRequestContext, dayOfWeek: string, menuItem: string): Promise<void> {
  const created = await admin.post('/api/weekly-menu', {
    data: { ...NEXT_WEEK, dayOfWeek, menuItem, description: `Freshly made ${menuItem}`, price: '6.50', allergens: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('when a parent sets a standing order and tops up, then the week is placed, e-mailed, and a later cart is paid by the balance', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  expect(process.env.TEST_NOW, `this scenario's dates assume TEST_NOW=${NOW}`).toBe(NOW);
  test.setTimeout(240_000);
  const tag = runTag();
  const pasta = `Standing Pasta ${tag}`;
  const soup = `Balance Soup ${tag}`;

  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
  expect(login.ok(), await login.text()).toBe(true);
  await publish(admin, 'Monday', pasta);
  await publish(admin, 'Tuesday', `Standing Stew ${tag}`);
  await publish(admin, 'Wednesday', soup);
  await addSchool(admin, `Standing School ${tag}`);

  // ── The parent and Ana; ordering learns the child from identity's event. ─────────────────────
  await startBrowserClockAt(page, NOW);
  const parent = uniqueParent('standing');
  await registerThroughApi(page, parent);
  const created = await page.request.post('/api/child-profile', { data: { name: 'Ana', school: `Standing School ${tag}`, grade: '3', teacher: 'Room 4' } });
  expect(created.status(), await created.text()).toBe(201);
  const ana = (await created.json()) as { id: number };
  await expect(async () => {
    const patterns = (await (await page.request.get('/api/standing-orders')).json()) as Array<{ childId: number }>;
    expect(patterns.map((pattern) => pattern.childId)).toContain(ana.id);
  }).toPass({ timeout: 30_000 });

  // ── "Every week" on Ana's card. ──────────────────────────────────────────────────────────────
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Every week for Ana' }).click();
  const dialog = page.getByRole('dialog', { name: 'Every week for Ana' });
  await expect(dialog.getByText('Paused: nothing is placed until you turn it on and save.')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Place these lunches every week' }).check();
  const monday = dialog.getByRole('group', { name: 'Monday' });
  await monday.getByLabel('Lunch').selectOption({ label: 'A named dish' });
  await monday.getByLabel('Dish').selectOption({ label: pasta });
  await monday.getByLabel('If it is not on the menu').selectOption({ label: 'Skip the day' });
  await dialog.getByRole('group', { name: 'Tuesday' }).getByLabel('Lunch').selectOption({ label: 'First dish of the day' });
  await expectAccessible(page, 'the "Every week" dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Standing order saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Every week for Ana' }).click();
  await expect(page.getByRole('dialog', { name: 'Every week for Ana' }).getByText('Next placed: week of Dec 7, 2026')).toBeVisible();
  await page.getByRole('dialog', { name: 'Every week for Ana' }).getByRole('button', { name: 'Cancel' }).click();
  await expectAccessible(page, 'the profile with notifications and balance');

  // ── The administrator runs the week; the lunches and the e-mail arrive. ───────────────────────
  const run = await admin.post('/api/admin/standing-orders/run', { data: { week: NEXT_WEEK.weekStartDate } });
  expect(run.status(), await run.text()).toBe(200);
  expect(((await run.json()) as { lunches: number }).lunches).toBeGreaterThanOrEqual(2);
  const mail = await waitForEmail(parent.email, { subject: /order: 2 lunches/, timeoutMs: 30_000 });
  expect(mail).toContain(pasta);
  await page.goto('/my-orders');
  await expect(page.getByText(pasta).first()).toBeVisible();

  // ── Top up 20.00; the administrator marks it paid. ───────────────────────────────────────────
  await page.goto('/profile');
  const balance = page.getByRole('region', { name: 'Balance' });
  await balance.getByLabel('Amount').fill('20');
  await balance.getByRole('button', { name: 'Top up' }).click();
  const payment = balance.getByRole('region', { name: 'Pay your top-up of $20.00' });
  await expect(payment.getByRole('link', { name: 'Pay with PayPal' })).toBeVisible();
  const reference = (await payment.getByTestId('top-up-reference').textContent())!.trim();
  await expect(balance.getByRole('list', { name: 'My top-ups' })).toContainText(reference);

  const { context, page: a } = await personAt(browser, NOW);
  await signInAsAdmin(a);
  const panel = await openAdminTab(a, 'Top-ups', 'top-ups');
  const item = panel.getByRole('listitem', { name: `Top-up ${reference}` });
  await expect(item).toContainText(parent.fullName);
  await expectAccessible(a, 'the admin Top-ups tab');
  await item.getByRole('button', { name: 'Mark paid' }).click();
  const confirm = a.getByRole('alertdialog', { name: `Mark ${reference} paid?` });
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(a, 'Top-up marked paid')).toBeVisible();
  await expect(item).toBeHidden();
  await context.close();

  await page.reload();
  await expect(page.getByTestId('balance-amount')).toHaveText('$20.00');
  await expect(page.getByRole('list', { name: 'My top-ups' })).toContainText('Paid');

  // ── The reminder's link opens next week; the cart is paid by the balance at once. ─────────────
  await page.goto(`/my-orders?tab=order&week=${NEXT_WEEK.weekStartDate}`);
  await page.getByLabel('Child', { exact: true }).selectOption({ label: 'Ana' });
  await page.getByRole('button', { name: 'Continue to Menu Selection' }).click();
  await expect(page.getByTestId('picker-week')).toHaveText('Week of Dec 7 - Dec 11, 2026');
  await page.getByRole('button', { name: new RegExp(`^Wednesday, Dec 9: ${soup}, \\$6\\.50$`) }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Cart' }).click();
  // The $20.00 balance covers the $6.50 lunch: the cart says so before the parent commits.
  await expect(page.getByTestId('summary-due')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Place Order with Credit' }).click();
  await expect(page.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
  await expect(page.getByText('Thank you! Your account credit paid for this order.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toHaveCount(0);

  // ── A forged unsubscribe link says it is not valid. ──────────────────────────────────────────
  await page.goto('/unsubscribe?token=forged');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  await expectAccessible(page, 'the unsubscribe page with a bad link');
  await admin.dispose();
});
