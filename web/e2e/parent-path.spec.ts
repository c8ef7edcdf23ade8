import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cartItem, childForm, type CartParent, type Child, type MenuItem as Item } from '../../infra/test/fixtures.ts';
import { personAt, runTag, signInAsAdmin, openAdminTab } from './support/admin-helpers.ts';
import {
  expectToast,
  fillRegisterForm,
  registerThroughApi,
  registerThroughForm,
  submitLogin,
  TEST_ADMIN,
  TEST_CAPTCHA,
  typeDate,
  uniqueParent,
  waitForEmail,
} from './support/helpers.ts';

/**
 * Issue 10, the parent's path without holes: a choice between two items of a day, a closed day, and
 * cancelling for credit then paying partly with it.
 *
 * The servers' clock is playwright.config.ts's TEST_NOW: Wednesday, December 2, 2026, 9:00 AM in Los
 * Angeles; the next week (December 7 to 11) is open. Other scenarios may have published items for
 * the same days before this one runs, so each step names the items it published itself.
 */
const NOW = '2026-12-02T17:00:00.000Z';
const NEXT_WEEK = { weekStartDate: '2026-12-07', weekEndDate: '2026-12-11' };

async function adminApi(playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string | undefined) {
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, rememberMe: false } });
  expect(login.ok(), await login.text()).toBe(true);
  return admin;
}

async function publish(admin: APIRequestContext, dayOfWeek: string, menuItem: string, price: string): Promise<Item> {
  const created = await admin.post('/api/weekly-menu', {
    data: { ...NEXT_WEEK, dayOfWeek, menuItem, description: `Freshly made ${menuItem.toLowerCase()}`, price },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Item;
}

async function addChild(page: Page, name: string): Promise<Child> {
  const created = await page.request.post('/api/child-profile', { data: childForm({ name, teacher: 'Room 12' }) });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

/** A lunch placed through the API as the cart's payment step does (the browser flow is covered by ordering.spec.ts). */
async function placeThroughApi(page: Page, child: Child, item: Item, lunchDate: string, parent: CartParent) {
  const checkout = { checkoutId: randomUUID(), items: [cartItem(parent, child, item, lunchDate, { addedAt: NOW })] };
  // Ordering learns of a child just added from identity's event and refuses the child until then.
  // The checkout is idempotent (one checkoutId), so it is asked again until that event has arrived.
  let placed = await page.request.post('/api/checkout', { data: checkout });
  await expect
    .poll(
      async () => {
        if (placed.status() !== 201) placed = await page.request.post('/api/checkout', { data: checkout });
        return placed.status() === 201 ? 201 : await placed.text();
      },
      { timeout: 20_000 },
    )
    .toBe(201);
  return (await placed.json()) as { orders: { id: number }[] };
}

async function startOrderFor(page: Page, childName: string): Promise<void> {
  await page.goto('/my-orders?tab=order');
  await page.getByLabel('Child', { exact: true }).selectOption({ label: childName });
  await page.getByRole('button', { name: 'Continue to Menu Selection' }).click();
  await expect(page.getByRole('heading', { name: 'Menu Selection' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('picker-week')).toHaveText('Week of Dec 7 - Dec 11, 2026');
}

test.beforeEach(() => {
  expect(process.env.TEST_NOW, `these scenarios' dates assume TEST_NOW=${NOW}`).toBe(NOW);
});

test('when a day offers a meal and a side, then the parent sees both, picks one, and the server takes the one picked', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = runTag();
  const admin = await adminApi(playwright, baseURL);
  const meal = await publish(admin, 'Thursday', `Harvest Bowl ${tag}`, '7.25');
  const side = await publish(admin, 'Thursday', `Fruit Cup ${tag}`, '2.00');
  await admin.dispose();

  const { context, page } = await personAt(browser, NOW);
  const parent = uniqueParent('choice');
  await registerThroughApi(page, parent);
  await addChild(page, 'Nora');
  await startOrderFor(page, 'Nora');

  const mealButton = page.getByRole('button', { name: `Thursday, Dec 10: ${meal.menuItem}, $7.25` });
  const sideButton = page.getByRole('button', { name: `Thursday, Dec 10: ${side.menuItem}, $2.00` });
  await expect(mealButton).toBeVisible();
  await expect(sideButton).toBeVisible();
  await expect(
    page.getByText('Orders for a lunch can be placed until 9:00 PM (10:00 PM in daylight saving time) the evening before, Pacific Time.'),
  ).toBeVisible();
  await mealButton.click();
  await expect(mealButton).toHaveAttribute('aria-pressed', 'true');
  // Picking the other item of the same day replaces the first.
  await sideButton.click();
  await expect(sideButton).toHaveAttribute('aria-pressed', 'true');
  await expect(mealButton).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to Cart', '1 lunch order(s) added to your cart successfully.');

  await page.goto('/cart');
  await expect(page.getByTestId('summary-total')).toHaveText('$2.00');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('region', { name: 'Complete Your Payment' }).getByRole('button', { name: "I've Completed the Payment" }).click();
  await expect(page).toHaveURL(/\/payment-success$/);

  await page.goto('/my-orders');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: 'Thursday, December 10, 2026' })).toContainText(side.menuItem);

  // The other item of that day is one lunch too many for Nora.
  await startOrderFor(page, 'Nora');
  await mealButton.click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Order Already Exists', `You have already placed an order for Nora: ${side.menuItem}. You cannot add duplicate orders.`, {
    destructive: true,
  });
  await context.close();
});

test('when the administrator closes a day with a lunch on it, then the parent sees No service, the lunch cancelled and credited, and an e-mail', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const admin = await adminApi(playwright, baseURL);
  const wednesday = await publish(admin, 'Wednesday', `Chili ${tag}`, '6.50');

  const { context, page } = await personAt(browser, NOW);
  const parent = uniqueParent('closed');
  await registerThroughApi(page, parent);
  const omar = await addChild(page, 'Omar');
  const placed = await placeThroughApi(page, omar, wednesday, '2026-12-09', parent);
  const paid = await admin.patch(`/api/admin/orders/${placed.orders[0]!.id}/payment`, { data: { paymentStatus: 'paid' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  await admin.dispose();

  // The administrator closes Wednesday, December 9 from the School Calendar tab.
  const office = await personAt(browser, NOW);
  await signInAsAdmin(office.page);
  const calendar = await openAdminTab(office.page, 'School Calendar', 'calendar');
  const form = calendar.getByRole('form', { name: 'Close a day' });
  await typeDate(form, 'Date', '2026-12-09');
  await form.getByLabel('Reason').fill(`Staff development ${tag}`);
  await form.getByRole('button', { name: 'Close Day' }).click();
  const confirm = office.page.getByRole('alertdialog', { name: 'Close this day?' });
  await expect(confirm).toContainText('Lunches already ordered for it are cancelled, paid ones are credited, and each parent is e-mailed.');
  await confirm.getByRole('button', { name: 'Close Day' }).click();
  await expectToast(office.page, 'Day closed', `Wednesday, December 9, 2026: No service – Staff development ${tag}`);
  await expect(calendar.getByRole('list', { name: 'Closed days' })).toContainText('Wednesday, December 9, 2026');
  await office.context.close();

  // The subject is encoded (it holds a dash), so the mail is recognised by its text.
  await expect.poll(() => waitForEmail(parent.email), { timeout: 20_000 }).toContain(`There is no lunch service on that day (Staff development ${tag})`);
  expect(await waitForEmail(parent.email)).toContain('$6.50 was credited to your account');

  // The parent: the lunch is struck through with its credit, the day says why, nothing can be picked.
  await page.goto('/my-orders');
  const lunch = page.getByRole('listitem', { name: `Order #${placed.orders[0]!.id}, cancelled` });
  await expect(lunch).toContainText('Credited $6.50');
  await expect(page.getByLabel('Account credit $6.50')).toBeVisible();
  await startOrderFor(page, 'Omar');
  await expect(page.getByRole('note', { name: `Wednesday, Dec 9: No service – Staff development ${tag}` })).toBeVisible();
  await page.goto('/weekly-menu');
  await expect(page.getByRole('listitem', { name: 'Wednesday, Dec 9' })).toContainText(`No service – Staff development ${tag}`);

  // Open the day again for the scenarios that follow.
  const cleanup = await adminApi(playwright, baseURL);
  expect((await cleanup.delete('/api/admin/closures/2026-12-09')).ok()).toBe(true);
  await cleanup.dispose();
  await context.close();
});

test('when a parent cancels a paid lunch, then the credit pays part of the next checkout and the payment step asks only for the rest', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const admin = await adminApi(playwright, baseURL);
  const monday = await publish(admin, 'Monday', `Tomato Soup ${tag}`, '5.00');
  const tuesday = await publish(admin, 'Tuesday', `Pasta Bake ${tag}`, '7.50');

  const { context, page } = await personAt(browser, NOW);
  const parent = uniqueParent('credit');
  await registerThroughApi(page, parent);
  const pia = await addChild(page, 'Pia');
  const placed = await placeThroughApi(page, pia, monday, '2026-12-07', parent);
  expect((await admin.patch(`/api/admin/orders/${placed.orders[0]!.id}/payment`, { data: { paymentStatus: 'paid' } })).ok()).toBe(true);
  await admin.dispose();

  await page.goto('/my-orders');
  const lunch = page.getByRole('listitem', { name: `Order #${placed.orders[0]!.id}` });
  await lunch.getByRole('button', { name: 'Cancel lunch' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this lunch?' });
  await expect(confirm).toContainText('$5.00 will be credited to your account.');
  await confirm.getByRole('button', { name: 'Cancel lunch' }).click();
  await expectToast(page, 'Lunch cancelled', '$5.00 was added to your credit.');
  await expect(page.getByRole('listitem', { name: `Order #${placed.orders[0]!.id}, cancelled` })).toContainText('Credited $5.00');
  await expect(page.getByLabel('Account credit $5.00')).toBeVisible();

  await startOrderFor(page, 'Pia');
  await page.getByRole('button', { name: `Tuesday, Dec 8: ${tuesday.menuItem}, $7.50` }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to Cart', '1 lunch order(s) added to your cart successfully.');
  await page.goto('/cart');
  await expect(page.getByTestId('summary-total')).toHaveText('$7.50');
  await expect(page.getByTestId('summary-credit')).toHaveText('-$5.00');
  await expect(page.getByTestId('summary-due')).toHaveText('$2.50');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const payment = page.getByRole('region', { name: 'Complete Your Payment' });
  await expect(payment).toContainText('Amount due: $2.50');
  await payment.getByRole('button', { name: "I've Completed the Payment" }).click();
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
  await expect(page.getByText(/your payment of \$2\.50 is pending verification/)).toBeVisible();
  await expect(page.getByTestId('payment-reference')).toHaveText(/^LB-[2-9A-HJ-NP-Z]{5}$/);

  const credit = await page.request.get('/api/my-credit');
  expect(((await credit.json()) as { balance: string }).balance).toBe('0.00');
  await context.close();
});

test('when a signed-out parent opens the cart, then signing in brings them back to it; a phone the profile would refuse is refused at registration', async ({
  browser,
}) => {
  const parent = uniqueParent('back');
  const first = await personAt(browser, NOW);
  await first.page.goto('/auth');
  await first.page.getByRole('tab', { name: 'Register' }).click();
  await fillRegisterForm(first.page, { ...parent, phone: '5551234567' });
  await first.page.getByLabel('CAPTCHA Text').fill(TEST_CAPTCHA);
  await first.page.getByRole('button', { name: 'Create Account' }).click();
  await expect(first.page.getByText('Phone must be in the format 555-123-4567')).toBeVisible();
  await registerThroughForm(first.page, parent);
  await first.context.close();

  const later = await personAt(browser, NOW);
  await later.page.goto('/cart');
  await expect(later.page).toHaveURL(/\/auth\?next=%2Fcart$/);
  await submitLogin(later.page, parent.username, parent.password);
  await expect(later.page).toHaveURL(/\/cart$/);
  await expect(later.page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(later.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/calendar');
  await later.context.close();
});

test('when the administrator marks a whole checkout paid from Payments, then every lunch of it shows Paid to the parent', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const admin = await adminApi(playwright, baseURL);
  const friday = await publish(admin, 'Friday', `Fish Sticks ${tag}`, '6.00');
  await admin.dispose();

  const { context, page } = await personAt(browser, NOW);
  const parent = uniqueParent('paid');
  await registerThroughApi(page, parent);
  const quinn = await addChild(page, 'Quinn');
  const rosa = await addChild(page, 'Rosa');
  const first = await placeThroughApi(page, quinn, friday, '2026-12-11', parent);
  const second = await placeThroughApi(page, rosa, friday, '2026-12-11', parent);
  const references = await Promise.all(
    [first, second].map(async (placed) => {
      const orders = (await (await page.request.get('/api/my-lunch-orders')).json()) as { id: number; paymentReference: string }[];
      return orders.find((order) => order.id === placed.orders[0]!.id)!.paymentReference;
    }),
  );

  const office = await personAt(browser, NOW);
  await signInAsAdmin(office.page);
  const payments = await openAdminTab(office.page, 'Payments', 'payments');
  const row = payments.getByRole('listitem', { name: `Payment ${references[0]}` });
  await expect(row).toContainText('$6.00');
  await expect(row).toContainText(parent.email);
  await row.getByRole('button', { name: 'Mark Paid' }).click();
  await office.page.getByRole('alertdialog').getByRole('button', { name: 'Mark Paid' }).click();
  await expectToast(office.page, 'Payment marked paid', `${references[0]}: 1 lunch(es) of ${parent.fullName}`);
  await expect(payments.getByRole('listitem', { name: `Payment ${references[0]}` })).toHaveCount(0);
  await expect(payments.getByRole('listitem', { name: `Payment ${references[1]}` })).toBeVisible();
  await office.context.close();

  await page.goto('/my-orders');
  await expect(page.getByRole('listitem', { name: `Order #${first.orders[0]!.id}` }).getByLabel('Payment: Paid')).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Order #${second.orders[0]!.id}` }).getByLabel('Payment: Pending')).toBeVisible();
  await expect.poll(() => waitForEmail(parent.email), { timeout: 20_000 }).toContain(`We have received your payment of $6.00 (reference ${references[0]})`);
  await context.close();
});

test('when a parent pays on a phone-sized screen, then the Zelle tab shows recipient, amount and reference to copy, and no QR code', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const admin = await adminApi(playwright, baseURL);
  const thursday = await publish(admin, 'Thursday', `Tacos ${tag}`, '6.75');
  await admin.dispose();

  // The administrator keeps the payment settings in the Settings tab.
  const office = await personAt(browser, NOW);
  await signInAsAdmin(office.page);
  const settingsTab = await openAdminTab(office.page, 'Settings', 'settings');
  const form = settingsTab.getByRole('form', { name: 'Payment settings' });
  await form.getByLabel('PayPal.me name').fill('sutterlunches');
  await form.getByLabel('Zelle recipient name').fill('Sutter PTA');
  await form.getByLabel('Zelle e-mail or phone').fill('not a phone');
  await form.getByRole('button', { name: 'Save Payment Settings' }).click();
  await expect(form.getByText('Zelle recipient must be an e-mail address or a phone number')).toBeVisible();
  await form.getByLabel('Zelle e-mail or phone').fill('pay@sutter.example.org');
  await form.getByRole('button', { name: 'Save Payment Settings' }).click();
  await expectToast(office.page, 'Payment settings saved', 'The payment step now shows these details.');
  await office.context.close();

  const { context, page } = await personAt(browser, NOW);
  await page.setViewportSize({ width: 390, height: 844 });
  const parent = uniqueParent('phone');
  await registerThroughApi(page, parent);
  await addChild(page, 'Sam');
  await startOrderFor(page, 'Sam');
  await page.getByRole('button', { name: `Thursday, Dec 10: ${thursday.menuItem}, $6.75` }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to Cart', '1 lunch order(s) added to your cart successfully.');
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const payment = page.getByRole('region', { name: 'Complete Your Payment' });
  const reference = (await payment.getByTestId('payment-step-reference').textContent())!;
  expect(reference).toMatch(/^LB-[2-9A-HJ-NP-Z]{5}$/);
  await expect(payment.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute('href', 'https://www.paypal.me/sutterlunches/6.75');
  await expect(payment.getByRole('img', { name: 'PayPal QR code' })).toBeHidden();
  await expect(payment.getByText(/Scan the code/)).toBeHidden();

  await payment.getByRole('tab', { name: 'Zelle' }).click();
  await expect(payment.getByLabel('To Sutter PTA pay@sutter.example.org')).toBeVisible();
  await expect(payment.getByLabel('Amount $6.75')).toBeVisible();
  await expect(payment.getByLabel(`Reference for the memo ${reference}`)).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Copy amount' })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Copy reference for the memo' })).toBeVisible();
  await expect(payment.getByRole('img', { name: 'Zelle QR code' })).toBeHidden();
  await payment.getByRole('button', { name: "I've Completed the Payment" }).click();
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByTestId('payment-reference')).toHaveText(reference);
  await context.close();
});
