import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import type { ChildForm } from '../../../infra/test/fixtures.ts';
import { startBrowserClockAt } from './browser-clock.ts';
import { expectToast, submitLogin, TEST_ADMIN } from './helpers.ts';

/** The administrator's full name as the test system creates it (identity's ensure-admin). */
export const ADMIN_FULL_NAME = 'Administrator';

/** A child as the Add Child dialog is filled in: the grade as its select shows it ('Grade 3'). */
export type ChildOnForm = Omit<ChildForm, 'grade'> & { gradeLabel: string };

/** A run-unique tag (a few base-36 characters), so a scenario's names never meet another run's. */
export function runTag(): string {
  return Date.now().toString(36).slice(-5);
}

/**
 * A browser context of its own (its own cookies and storage) whose clock starts at `nowIso`, as
 * the servers' TEST_NOW clock does: one per person of a scenario.
 */
export async function personAt(browser: Browser, nowIso: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await startBrowserClockAt(page, nowIso);
  return { context, page };
}

/**
 * Signs the test administrator in and opens the admin dashboard: through the REST API in the page's
 * browser context, or with `through: 'form'` through the login form (admin.spec.ts's week starts
 * there; the other scenarios are about what the administrator does next, and skip the wait for
 * the prerendered /auth page to become usable).
 */
export async function signInAsAdmin(page: Page, options: { through?: 'api' | 'form' } = {}): Promise<void> {
  if (options.through === 'form') {
    await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await expectToast(page, 'Login Successful', 'Welcome back!');
  } else {
    const login = await page.request.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
    expect(login.status(), await login.text()).toBe(200);
  }
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Welcome, ${ADMIN_FULL_NAME}`)).toBeVisible();
}

/** Opens a dashboard tab by its label (wide screens show tabs; 'Communications' is ?tab=emails) and returns its panel. */
export async function openAdminTab(page: Page, label: string, tabValue: string): Promise<Locator> {
  await page.getByRole('tab', { name: label }).click();
  await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${tabValue}(&|$)`));
  return page.getByRole('tabpanel', { name: label });
}

/** Adds the parent's first child through the home page's 'Registered Children' section. */
export async function addFirstChildOnHome(page: Page, child: ChildOnForm): Promise<void> {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Registered Children' });
  await section.getByRole('button', { name: 'Add Your First Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Child' });
  await dialog.getByLabel("Child's Name").fill(child.name);
  await dialog.getByLabel('School').selectOption(child.school);
  await dialog.getByLabel('Grade').selectOption({ label: child.gradeLabel });
  await dialog.getByLabel('Section/Cohort').fill(child.teacher);
  await dialog.getByRole('button', { name: 'Add Child' }).click();
  await expectToast(page, 'Child added successfully', 'Your child has been registered for lunch ordering');
  await expect(section.getByRole('listitem', { name: child.name, exact: true })).toBeVisible();
}

/**
 * Orders one lunch through /my-orders (child, special instructions, the picker's next week, the
 * day's cell) and pays it through the cart's payment step with `provider`; lands on
 * /payment-success. `dayCell` is the picker cell's accessible name ('Thursday, Dec 10: …, $6.95').
 */
export async function orderOneLunchAndPay(
  page: Page,
  order: { childName: string; notes: string; dayCell: string; total: string; provider: 'PayPal' | 'Zelle' },
): Promise<void> {
  await page.goto('/my-orders?tab=order');
  await page.getByLabel('Child', { exact: true }).selectOption({ label: order.childName });
  await page.getByLabel('Special Instructions (optional)').fill(order.notes);
  await page.getByRole('button', { name: 'Continue to Menu Selection' }).click();
  await expect(page.getByRole('heading', { name: 'Menu Selection' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  const cell = page.getByRole('button', { name: order.dayCell, exact: true });
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to Cart', '1 lunch order(s) added to your cart successfully.');

  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText(order.total);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const payment = page.getByRole('region', { name: 'Complete Your Payment' });
  await expect(payment.getByText(`Order Total: ${order.total}`)).toBeVisible();
  await payment.getByRole('tab', { name: order.provider }).click();
  await expect(payment.getByRole('tab', { name: order.provider })).toHaveAttribute('aria-selected', 'true');
  await expect(payment.getByRole('img', { name: `${order.provider} QR code` })).toBeVisible();
  await payment.getByRole('button', { name: "I've Completed the Payment" }).click();
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Order Received!' })).toBeVisible();
}

/** Makes `window.print` count its calls instead of opening the print dialog; read them with printCalls. */
export async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
}

export function printCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { printCalls?: number }).printCalls ?? 0);
}

/** Schools are data (issue 31): a scenario's own school, added through the admin API so the sheet can be read by it. */
export async function addSchool(admin: APIRequestContext, name: string): Promise<void> {
  const created = await admin.post('/api/admin/schools', {
    data: { name, deliveryTime: '12:00', orderDeadline: { time: '21:00', daysBefore: 1 }, timeZone: 'America/Los_Angeles' },
  });
  expect(created.status(), await created.text()).toBe(201);
}
