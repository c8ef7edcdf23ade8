import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buildCartItems } from '@lunchbox/domain/order-cart';
import { expectAccessible } from './support/accessibility.ts';
import { addSchool, openAdminTab, personAt, printCalls, runTag, signInAsAdmin, stubPrint } from './support/admin-helpers.ts';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { createAccount, expectToast, registerThroughApi, submitLogin, TEST_ADMIN, typeDate, uniqueParent, type Parent } from './support/helpers.ts';

/**
 * Issue 31 §3 end to end: the kitchen prints a school's labels without seeing the parents, and a
 * school office reads its school's day. The servers' clock is playwright.config.ts's TEST_NOW:
 * Wednesday, December 2, 2026, 9:00 AM in Los Angeles; this Thursday can still be ordered.
 */
const NOW = '2026-12-02T17:00:00.000Z';
const THIS_WEEK = { weekStartDate: '2026-11-30', weekEndDate: '2026-12-04' };
const THURSDAY = '2026-12-03';
const THURSDAY_LONG = 'Thursday, December 3, 2026';

interface Fixture {
  school: string;
  dish: string;
  parent: Parent;
  child: string;
  /** With `secondSchool`: a second school of the run's own and its child, who has the same dish. */
  other?: { school: string; child: string };
}

async function adminApi(playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } }, baseURL?: string) {
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return admin;
}

/**
 * A school of the run's own with one child, Ana (allergic to peanuts), who has this Thursday's dish;
 * with `secondSchool`, a second school whose child, Ben, has it too (same parent, same checkout).
 */
async function thursdayAtOwnSchool(page: Page, admin: APIRequestContext, tag: string, { secondSchool = false } = {}): Promise<Fixture> {
  const school = `Staff School ${tag}`;
  const dish = `Staff Risotto ${tag}`;
  const created = await admin.post('/api/weekly-menu', {
    data: { ...THIS_WEEK, dayOfWeek: 'Thursday', menuItem: dish, description: 'Creamy rice', price: '6.50' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as { id: number; menuItem: string; price: string };
  await addSchool(admin, school);
  await startBrowserClock(page);
  const parent = uniqueParent('staffparent');
  await registerThroughApi(page, parent);
  const added = await page.request.post('/api/child-profile', { data: { name: 'Ana', school, grade: '3', teacher: 'Room 4', allergies: ['peanuts'] } });
  expect(added.status(), await added.text()).toBe(201);
  const child = (await added.json()) as { id: number; name: string; school: string; grade: string; teacher: string };
  const thursdayFor = (kid: { id: number; name: string; school: string; grade: string; teacher: string }) =>
    buildCartItems(
      {
        parentName: parent.fullName,
        email: parent.email,
        phone: parent.phone,
        childId: kid.id,
        childName: kid.name,
        school: kid.school,
        grade: kid.grade,
        teacher: kid.teacher,
        notes: '',
      },
      [{ lunchDate: THURSDAY, weeklyMenuItemId: item.id, menuItem: item.menuItem, price: item.price }],
      new Date(NOW),
      randomUUID,
    );
  const items = thursdayFor(child);
  let other: Fixture['other'];
  if (secondSchool) {
    const otherSchool = `Other Staff School ${tag}`;
    await addSchool(admin, otherSchool);
    const addedBen = await page.request.post('/api/child-profile', {
      data: { name: 'Ben', school: otherSchool, grade: '5', teacher: 'Room 7', allergies: [] },
    });
    expect(addedBen.status(), await addedBen.text()).toBe(201);
    const ben = (await addedBen.json()) as { id: number; name: string; school: string; grade: string; teacher: string };
    items.push(...thursdayFor(ben));
    other = { school: otherSchool, child: ben.name };
  }
  const checkout = { checkoutId: randomUUID(), items };
  // Ordering learns the child and the dish from events; the same checkout id makes a retry safe.
  await expect(async () => {
    const placed = await page.request.post('/api/checkout', { data: checkout });
    expect(placed.status(), await placed.text()).toBe(201);
  }).toPass({ timeout: 30_000 });
  return { school, dish, parent, child: child.name, other };
}

async function startBrowserClock(page: Page): Promise<void> {
  await startBrowserClockAt(page, NOW);
}

async function userIdOf(admin: APIRequestContext, username: string): Promise<number> {
  const users = (await (await admin.get('/api/admin/users')).json()) as Array<{ id: number; username: string }>;
  return users.find((user) => user.username === username)!.id;
}

test('when a kitchen user signs in and prints one school’s labels, then they land on the production sheet, see the children but no parent contact, and print only that school’s labels', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  expect(process.env.TEST_NOW, `this scenario's dates assume TEST_NOW=${NOW}`).toBe(NOW);
  test.setTimeout(180_000);
  const admin = await adminApi(playwright, baseURL);
  const fixture = await thursdayAtOwnSchool(page, admin, runTag(), { secondSchool: true });
  const other = fixture.other!;
  const cook = uniqueParent('cook');
  await createAccount(baseURL, cook);
  const changed = await admin.put(`/api/admin/users/${await userIdOf(admin, cook.username)}/role`, { data: { role: 'kitchen' } });
  expect(changed.status(), await changed.text()).toBe(200);
  await admin.dispose();

  const { context, page: k } = await personAt(browser, NOW);
  await submitLogin(k, cook.username, cook.password);
  await expectToast(k, 'Login Successful', 'Welcome back!');
  // The kitchen's home: the production sheet, with only the kitchen's three tabs.
  await expect(k).toHaveURL(/\/admin\?tab=production$/);
  await expect(k.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeVisible();
  await expect(k.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'true');
  await expect(k.getByRole('tab')).toHaveText(['Orders', 'Today', 'Production']);
  await expect(k.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home', 'Contact']);

  const orders = await openAdminTab(k, 'Orders', 'orders');
  await orders.getByRole('navigation', { name: 'Order day' }).getByRole('button', { name: 'Next weekday' }).click();
  const card = orders
    .getByRole('list', { name: `Orders for ${THURSDAY_LONG}` })
    .getByRole('listitem', { name: fixture.child, exact: true })
    .filter({ hasText: fixture.dish });
  await expect(card).toContainText(`${fixture.school} · Grade 3 · Section: Room 4`);
  await expect(card).toContainText('Allergies: peanuts');
  for (const secret of [fixture.parent.fullName, fixture.parent.email, fixture.parent.phone, '$6.50']) await expect(card).not.toContainText(secret);

  await orders.getByRole('button', { name: 'Print Labels' }).click();
  const labels = orders.getByRole('list', { name: `Lunch labels for ${THURSDAY_LONG}` });
  // Every school's labels at first: both of the run's schools have theirs.
  await expect(orders.getByRole('combobox', { name: 'School' })).toHaveValue('');
  await expect(orders.getByRole('combobox', { name: 'School' }).locator('option:checked')).toHaveText('Every school');
  await expect(labels.getByRole('listitem').filter({ hasText: fixture.dish })).toHaveCount(2);

  // The kitchen prints one school's labels, chosen from the schools list.
  const school = orders.getByRole('combobox', { name: 'School' });
  await school.selectOption({ label: fixture.school });
  await expect(school.locator('option:checked')).toHaveText(fixture.school);
  await expect(labels.getByRole('listitem')).toHaveCount(1);
  const label = labels.getByRole('listitem').filter({ hasText: fixture.dish });
  await expect(label).toContainText(fixture.child);
  await expect(label).toContainText(fixture.school);
  await expect(label).toContainText('peanuts', { ignoreCase: true });
  for (const secret of [fixture.parent.fullName, fixture.parent.email, fixture.parent.phone]) await expect(label).not.toContainText(secret);
  await expect(labels).not.toContainText(other.school);
  await expect(labels).not.toContainText(other.child);
  await stubPrint(k);
  await orders.getByRole('button', { name: 'Print Now' }).click();
  expect(await printCalls(k)).toBe(1);
  // What goes on paper: the print stylesheet keeps only the labels, and only the chosen school's.
  await k.emulateMedia({ media: 'print' });
  await expect(labels.getByRole('listitem')).toHaveCount(1);
  await expect(labels).toBeVisible();
  await expect(labels).toContainText(fixture.child);
  await expect(school).toBeHidden();
  await k.emulateMedia({ media: 'screen' });
  await expectAccessible(k, "the kitchen's labels of one school");

  // What the kitchen may not open sends it back to its home.
  await k.goto('/admin?tab=users');
  await expect(k.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  await k.goto('/menu-management');
  await expect(k).toHaveURL(/\/admin\?tab=production$/);
  await context.close();
});

test('when an administrator makes a user the school office of a school, then that user lands on the school’s day and reads its lunches', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  expect(process.env.TEST_NOW, `this scenario's dates assume TEST_NOW=${NOW}`).toBe(NOW);
  test.setTimeout(180_000);
  const admin = await adminApi(playwright, baseURL);
  const fixture = await thursdayAtOwnSchool(page, admin, runTag());
  // A closed day at the school, which its office's page lists.
  const schools = (await (await admin.get('/api/schools')).json()) as Array<{ id: number; name: string }>;
  const schoolId = schools.find((school) => school.name === fixture.school)!.id;
  const closed = await admin.post('/api/admin/closures', { data: { date: '2026-12-10', reason: 'Field day', schoolId } });
  expect(closed.status(), await closed.text()).toBe(201);
  await admin.dispose();
  const office = uniqueParent('office');
  await createAccount(baseURL, office);

  // ── The administrator gives the role in the Users tab. ────────────────────────────────────────
  const { context: adminContext, page: a } = await personAt(browser, NOW);
  await signInAsAdmin(a);
  const users = await openAdminTab(a, 'Users', 'users');
  await users.getByRole('searchbox', { name: 'Search users' }).fill(office.username);
  await users.getByRole('button', { name: `Change role: ${office.fullName}` }).click();
  const dialog = a.getByRole('alertdialog', { name: `Change the role of ${office.fullName}` });
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'School office' });
  // Without a school the change is not sent.
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(dialog).toContainText('Choose the school this office works for');
  await dialog.getByRole('combobox', { name: 'School' }).selectOption({ label: fixture.school });
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expectToast(a, 'Role changed', `${office.fullName} is now: School office.`);
  await expect(users.getByRole('row').filter({ hasText: office.username })).toContainText('Role: School office');
  await adminContext.close();

  // ── The school office signs in and reads Thursday. ────────────────────────────────────────────
  const { context, page: s } = await personAt(browser, NOW);
  await submitLogin(s, office.username, office.password);
  await expectToast(s, 'Login Successful', 'Welcome back!');
  await expect(s).toHaveURL(/\/school$/);
  await expect(s.getByRole('heading', { name: 'School day', level: 1 })).toBeVisible();
  await typeDate(s, 'Date', THURSDAY);
  const table = s.getByRole('table', { name: `Lunches at ${fixture.school} on ${THURSDAY_LONG}` });
  const row = table.getByRole('row', { name: new RegExp(`^${fixture.child} `) });
  await expect(row).toContainText('Grade 3 · Room 4');
  await expect(row).toContainText(fixture.dish);
  await expect(row).toContainText('peanuts');
  await expect(row).toContainText(fixture.parent.fullName);
  await expect(table).not.toContainText(fixture.parent.email);
  await expect(s.getByText(`1 lunch on ${THURSDAY_LONG}`)).toBeVisible();
  await expect(s.getByRole('list', { name: 'Upcoming closed days' }).getByRole('listitem')).toContainText(['Thursday, December 10, 2026 – Field day']);
  await expectAccessible(s, "the school office's day");
  // The admin area is not theirs.
  await s.goto('/admin');
  await expect(s).toHaveURL(/\/school$/);
  await context.close();
});
