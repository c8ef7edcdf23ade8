import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { buildCartItems } from '@lunchbox/domain/order-cart';
import { expectAccessible } from './support/accessibility.ts';
import { addSchool, openAdminTab, personAt, printCalls, runTag, signInAsAdmin, stubPrint } from './support/admin-helpers.ts';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { registerThroughApi, TEST_ADMIN, toast, typeDate, uniqueParent } from './support/helpers.ts';

/**
 * Issue 13 sections 3 and 4 end to end. The servers' clock is playwright.config.ts's TEST_NOW:
 * Wednesday, December 2, 2026, 9:00 AM in Los Angeles; Thursday and Friday of this week are open.
 * A parent with two children has lunches on this week's Thursday and Friday; "Repeat last week"
 * copies them to next week and lists as skipped Ana's Friday (next Friday lacks the dish) and
 * Ben's Thursday (next Thursday's dish contains sesame, which Ben is allergic to). The
 * administrator then opens the kitchen's production sheet for this Thursday and prints it.
 * Names carry a run tag: other scenarios of the run publish and order on the same days.
 */
const NOW = '2026-12-02T17:00:00.000Z';
const THIS_WEEK = { weekStartDate: '2026-11-30', weekEndDate: '2026-12-04' };
const NEXT_WEEK = { weekStartDate: '2026-12-07', weekEndDate: '2026-12-11' };
const THIS_THURSDAY = '2026-12-03';

interface Created {
  id: number;
  menuItem: string;
  price: string;
}

async function publish(admin: APIRequestContext, week: typeof THIS_WEEK, dayOfWeek: string, menuItem: string, allergens: string[] = []): Promise<Created> {
  const created = await admin.post('/api/weekly-menu', {
    data: { ...week, dayOfWeek, menuItem, description: `Freshly made ${menuItem}`, price: '6.50', allergens },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Created;
}

test('when a parent repeats last week and the administrator prints the production sheet, then the cart holds next week and the sheet counts the lunches', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  expect(process.env.TEST_NOW, `this scenario's dates assume TEST_NOW=${NOW}`).toBe(NOW);
  test.setTimeout(180_000);
  const tag = runTag();
  const lasagna = `Kitchen Lasagna ${tag}`;
  const stew = `Kitchen Stew ${tag}`;
  const curry = `Kitchen Curry ${tag}`;
  const school = `Kitchen School ${tag}`;

  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const thursday = await publish(admin, THIS_WEEK, 'Thursday', lasagna);
  const fridayStew = await publish(admin, THIS_WEEK, 'Friday', stew);
  const fridayCurry = await publish(admin, THIS_WEEK, 'Friday', curry);
  // Next Thursday's lasagna has sesame in it; next Friday serves curry but no stew.
  await publish(admin, NEXT_WEEK, 'Thursday', lasagna, ['sesame']);
  await publish(admin, NEXT_WEEK, 'Friday', curry);
  await addSchool(admin, school);
  await admin.dispose();

  // ── The parent's week: Ana has lasagna and stew, Ben (allergic to sesame) lasagna and curry. ──
  await startBrowserClockAt(page, NOW);
  const parent = uniqueParent('repeat');
  await registerThroughApi(page, parent);
  const children = [];
  for (const [name, teacher, allergies] of [
    ['Ana', 'Room 4', []],
    ['Ben', 'Room 9', ['sesame']],
  ] as const) {
    const created = await page.request.post('/api/child-profile', { data: { name, school, grade: '3', teacher, allergies } });
    expect(created.status(), await created.text()).toBe(201);
    children.push((await created.json()) as { id: number; name: string; school: string; grade: string; teacher: string });
  }
  const [ana, ben] = children as [(typeof children)[number], (typeof children)[number]];
  /** The cart item the web app would keep for this lunch (the domain's own builder). */
  const lunch = (child: typeof ana, item: Created, lunchDate: string) =>
    buildCartItems(
      {
        parentName: parent.fullName,
        email: parent.email,
        phone: parent.phone,
        childId: child.id,
        childName: child.name,
        school: child.school,
        grade: child.grade,
        teacher: child.teacher,
        notes: '',
      },
      [{ lunchDate, weeklyMenuItemId: item.id, menuItem: item.menuItem, price: item.price }],
      new Date(NOW),
      randomUUID,
    )[0]!;
  const checkout = {
    checkoutId: randomUUID(),
    items: [
      lunch(ana, thursday, THIS_THURSDAY),
      lunch(ana, fridayStew, '2026-12-04'),
      lunch(ben, thursday, THIS_THURSDAY),
      lunch(ben, fridayCurry, '2026-12-04'),
    ],
  };
  // Ordering learns the new children and dishes from events; the same checkout id makes a retry safe.
  await expect(async () => {
    const placed = await page.request.post('/api/checkout', { data: checkout });
    expect(placed.status(), await placed.text()).toBe(201);
  }).toPass({ timeout: 30_000 });

  // ── Repeat last week: Ana's, then everyone's. ───────────────────────────────────────────────
  await page.goto('/my-orders?tab=order');
  const repeat = page.getByRole('region', { name: 'Repeat last week' });
  await expect(repeat.getByRole('button', { name: 'Repeat for Ana' })).toBeEnabled();
  await expectAccessible(page, 'the order screen with Repeat last week');
  await repeat.getByRole('button', { name: 'Repeat for Ana' }).click();
  await expect(toast(page, 'Added 1 lunch for next week')).toContainText(`Skipped: Friday, December 11: ${stew} is not on the menu`);
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription('1 item in cart');

  await repeat.getByRole('button', { name: 'Repeat for all children' }).click();
  await expect(toast(page, 'Added 2 lunches for next week')).toContainText(
    `Skipped: Ana, Friday, December 11: ${stew} is not on the menu; Ben, Thursday, December 10: Ben is allergic to sesame: ${lasagna} contains sesame.`,
  );
  // Ana's Thursday replaced the copy already in the cart: one lunch per child per day.
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription('2 items in cart');
  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${lasagna} for Ana on Thursday, December 10, 2026` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${curry} for Ben on Friday, December 11, 2026` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);

  // ── The kitchen's production sheet for this Thursday. ───────────────────────────────────────
  const { context, page: a } = await personAt(browser, NOW);
  await signInAsAdmin(a);
  const panel = await openAdminTab(a, 'Production', 'production');
  await expect(panel.getByRole('heading', { name: 'Production', level: 2 })).toBeVisible();
  await typeDate(panel, 'Date', THIS_THURSDAY);
  const sheet = panel.getByRole('region', { name: 'Production sheet, Thursday, December 3, 2026' });
  await expect(sheet).toBeVisible();
  const schoolSection = sheet.getByRole('region', { name: `${school}, Thursday, December 3, 2026` });
  // The school's delivery time heads its section (issue 31), and its allergies come first.
  await expect(schoolSection.getByRole('heading', { name: `${school} · delivery 12:00 · 2 lunches` })).toBeVisible();
  await expect(schoolSection.getByRole('list', { name: 'Children with allergies' })).toHaveText(`Ben (3 · Room 9), ${lasagna}: sesame`);
  await expect(schoolSection).toContainText(`2 × ${lasagna}`);
  const table = schoolSection.getByRole('table', { name: `${school} by grade and teacher` });
  await expect(table.getByRole('row', { name: `3 Room 4 ${lasagna} 1` })).toBeVisible();
  // Ben's allergy is named under his dish, for the kitchen to pack it safely.
  await expect(table.getByRole('row', { name: `3 Room 9 ${lasagna} 1 Ben: sesame` })).toBeVisible();
  await expectAccessible(a, 'the production sheet');

  const csvLink = panel.getByRole('link', { name: 'Download CSV' });
  await expect(csvLink).toHaveAttribute('href', `/api/admin/production?date=${THIS_THURSDAY}&format=csv`);
  const csv = await a.request.get((await csvLink.getAttribute('href'))!);
  expect(csv.headers()['content-disposition']).toBe(`attachment; filename="production-${THIS_THURSDAY}.csv"`);
  expect(await csv.text()).toContain(`${THIS_THURSDAY},${school},3,Room 4,${lasagna},1,\r\n${THIS_THURSDAY},${school},3,Room 9,${lasagna},1,Ben (sesame)\r\n`);

  await stubPrint(a);
  await panel.getByRole('button', { name: 'Print' }).click();
  expect(await printCalls(a)).toBe(1);
  await a.emulateMedia({ media: 'print' });
  await expect(schoolSection).toBeVisible();
  await expect(a.getByRole('banner')).toBeHidden();
  await expect(a.getByRole('heading', { name: 'Admin Dashboard' })).toBeHidden();
  await expect(a.getByRole('tab', { name: 'Production' })).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(csvLink).toBeHidden();
  await a.emulateMedia({ media: null });
  await expect(a.getByRole('banner')).toBeVisible();

  // ── The driver's delivery sheet of the school that Thursday (issue 31), printed on its own. ──
  await panel.getByRole('combobox', { name: 'School' }).selectOption({ label: school });
  await expect(schoolSection.getByRole('heading', { name: `${school} · delivery 12:00 · 2 lunches` })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /schoolId=\d+/);
  await panel.getByRole('button', { name: 'Delivery sheets' }).click();
  const delivery = panel.getByRole('region', { name: `Delivery sheet of ${school}` });
  await expect(delivery.getByRole('heading', { name: `${school} · delivery 12:00` })).toBeVisible();
  await expect(delivery.getByRole('table', { name: 'Dish' }).getByRole('row', { name: `${lasagna} 2` })).toBeVisible();
  const deliveryChildren = delivery.getByRole('table', { name: 'Child' });
  await expect(deliveryChildren.getByRole('row', { name: `Ana 3 · Room 4 ${lasagna}` })).toBeVisible();
  await expect(deliveryChildren.getByRole('row', { name: `Ben 3 · Room 9 ${lasagna}` })).toBeVisible();
  await expectAccessible(a, 'the delivery sheets');
  await panel.getByRole('button', { name: 'Print' }).click();
  expect(await printCalls(a)).toBe(2);
  await a.emulateMedia({ media: 'print' });
  await expect(delivery).toBeVisible();
  await expect(a.getByRole('banner')).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Back to production' })).toBeHidden();
  await a.emulateMedia({ media: null });
  await panel.getByRole('button', { name: 'Back to production' }).click();
  await panel.getByRole('combobox', { name: 'School' }).selectOption({ label: 'Every school' });

  // The week's sheet holds the same Thursday.
  await panel.getByRole('button', { name: 'Week' }).click();
  await expect(panel.getByRole('region', { name: 'Production sheet, Week of Monday, November 30, 2026 to Friday, December 4, 2026' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/admin/production?week=${THIS_THURSDAY}&format=csv`);
  await context.close();
});
