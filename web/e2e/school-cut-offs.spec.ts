import { expect, test } from '@playwright/test';
import { cartStorageKey } from '@lunchbox/domain/cart-storage-key';
import { runTag, signInAsAdmin } from './support/admin-helpers.ts';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { registerThroughApi, uniqueParent } from './support/helpers.ts';

/**
 * Issue 31 section 1: a cart with children at two schools shows each one's cut-off. The servers'
 * and the browser's clock: playwright.config.ts's TEST_NOW, Wednesday, December 2, 2026, 9:00 AM
 * in Los Angeles. At Sutter Elementary (a seeded school, the spec's 05:00 UTC) Friday's lunch
 * closes Thursday at 9:00 PM Pacific; at a school closing two days before at 6:00 PM Mountain time
 * it closes today, and Thursday's closed yesterday.
 */
const NOW = '2026-12-02T17:00:00.000Z';

test('when the cart holds lunches of children at two schools with different cut-offs, then each line states its own school’s', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const name = `Early Bird ${runTag()}`;
  const created = await admin.request.post('/api/admin/schools', {
    data: { name, deliveryTime: '11:30', orderDeadline: { time: '18:00', daysBefore: 2 }, timeZone: 'America/Denver' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const school = (await created.json()) as { id: number };
  await adminContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await startBrowserClockAt(page, NOW);
  const parent = uniqueParent('cutoffs');
  await registerThroughApi(page, parent);
  const user = (await (await page.request.get('/api/user')).json()) as { id: number };
  const ana = await page.request.post('/api/child-profile', { data: { name: 'Ana', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' } });
  expect(ana.status(), await ana.text()).toBe(201);
  const leo = await page.request.post('/api/child-profile', { data: { name: 'Leo', schoolId: school.id, grade: '1', teacher: 'Room 1' } });
  expect(leo.status(), await leo.text()).toBe(201);
  const children = { ana: (await ana.json()) as { id: number }, leo: (await leo.json()) as { id: number } };

  const line = (id: string, child: { id: number }, childName: string, schoolName: string, lunchDate: string) => ({
    id,
    childId: child.id,
    childName,
    parentName: parent.fullName,
    email: parent.email,
    phone: parent.phone,
    school: schoolName,
    grade: '3',
    teacher: 'Room 4',
    lunchDate,
    lunchOptions: ['Cheese Pizza'],
    weeklyMenuItemIds: [1],
    totalAmount: 5.5,
    notes: '',
    addedAt: NOW,
  });
  const cart = [
    line('a-fri', children.ana, 'Ana', 'Sutter Elementary', '2026-12-04'),
    line('l-fri', children.leo, 'Leo', name, '2026-12-04'),
    line('l-thu', children.leo, 'Leo', name, '2026-12-03'),
  ];
  await page.evaluate(([key, text]) => window.localStorage.setItem(key!, text!), [cartStorageKey(user.id), JSON.stringify(cart)]);
  await page.goto('/cart');

  await expect(page.getByRole('listitem', { name: 'Ana, Friday, December 4, 2026' })).toContainText('Order deadline: tomorrow at 9:00 PM');
  await expect(page.getByRole('listitem', { name: 'Leo, Friday, December 4, 2026' })).toContainText('Order deadline: today at 6:00 PM');
  const closed = page.getByRole('listitem', { name: 'Leo, Thursday, December 3, 2026' });
  await expect(closed).toContainText('Deadline passed');
  await expect(page.getByRole('listitem', { name: 'Ana, Friday, December 4, 2026' })).not.toContainText('Deadline passed');
  await context.close();
});
