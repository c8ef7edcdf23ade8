import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { openAdminTab, personAt, runTag, signInAsAdmin } from './support/admin-helpers.ts';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { expectToast, registerThroughApi, TEST_ADMIN, uniqueParent } from './support/helpers.ts';

/**
 * Issue 32 end to end: a parent sends a diet request for sesame with a doctor's letter (a PDF) from
 * the child's card on the profile; the administrator opens the Diet requests tab, approves it until
 * the end of the school year; the parent can no longer put the sesame dish in the cart for the
 * child, and the lunch-box label of the child's other lunch marks the approved medical diet.
 */
const NOW = '2026-12-02T17:00:00.000Z';
const NEXT_WEEK = { weekStartDate: '2026-12-07', weekEndDate: '2026-12-11' };
const LETTER = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('when the school approves a parent’s diet request, then the child cannot be given the dish and the label shows the approved diet', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  expect(process.env.TEST_NOW, `this scenario's dates assume TEST_NOW=${NOW}`).toBe(NOW);
  const tag = runTag();
  const noodles = `Sesame Noodles ${tag}`;
  const soup = `Garden Soup ${tag}`;
  const childName = `Ivy ${tag}`;

  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, rememberMe: false } });
  expect(login.ok(), await login.text()).toBe(true);
  const items: Record<string, { id: number; menuItem: string; price: string }> = {};
  for (const [dayOfWeek, menuItem, allergens] of [
    ['Monday', noodles, ['sesame', 'wheat']],
    ['Tuesday', soup, []],
  ] as const) {
    const created = await admin.post('/api/weekly-menu', {
      data: { ...NEXT_WEEK, dayOfWeek, menuItem, description: 'Freshly made', price: '6.50', allergens },
    });
    expect(created.status(), await created.text()).toBe(201);
    items[dayOfWeek] = await created.json();
  }
  await admin.dispose();

  // The parent, their child, and a Tuesday lunch of soup (nothing the diet forbids).
  await startBrowserClockAt(page, NOW);
  const parent = uniqueParent('diet');
  await registerThroughApi(page, parent);
  const child = { name: childName, school: 'Sutter Elementary', grade: '3', teacher: 'Room 5' };
  const added = await page.request.post('/api/user/children', { data: { ...child, allergies: [] } });
  expect(added.status(), await added.text()).toBe(201);
  const childId = ((await added.json()) as { id: number }).id;
  const tuesday = items.Tuesday!;
  const checkoutId = randomUUID();
  // Ordering learns the new child from identity's event; until then it does not know the child.
  await expect(async () => {
    const checkout = await page.request.post('/api/checkout', {
      data: {
        checkoutId,
        items: [
          {
            id: randomUUID(),
            childId,
            childName,
            parentName: parent.fullName,
            email: parent.email,
            phone: parent.phone,
            school: child.school,
            grade: child.grade,
            teacher: child.teacher,
            lunchDate: '2026-12-08',
            lunchOptions: [tuesday.menuItem],
            weeklyMenuItemIds: [tuesday.id],
            totalAmount: 6.5,
            notes: '',
            addedAt: NOW,
          },
        ],
      },
    });
    expect(checkout.status(), await checkout.text()).toBe(201);
  }).toPass({ timeout: 10_000 });

  // ── The parent sends the request from the child's card on the profile. ──────────────────────
  await page.goto('/profile');
  const card = page.getByRole('listitem', { name: childName, exact: true });
  await card.getByRole('button', { name: `Diet requests for ${childName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Diet requests for ${childName}` });
  await expect(dialog.getByText('No diet requests yet.')).toBeVisible();
  await dialog.getByRole('group', { name: 'Allergens' }).getByRole('checkbox', { name: 'Sesame' }).check();
  await dialog.getByLabel('Note to the school').fill('Letter from Dr. Reyes');
  await dialog.getByLabel('Document (PDF, PNG or JPEG, up to 5 MB)').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: LETTER });
  await expectAccessible(page, 'diet request form');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Request sent: The school will review the request for ${childName}.`);
  const requests = dialog.getByRole('list', { name: 'Requests' });
  await expect(requests.getByRole('listitem')).toHaveCount(1);
  await expect(requests.getByRole('listitem').first()).toContainText('Pending');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // ── The administrator approves it until the end of the school year. ─────────────────────────
  const office = await personAt(browser, NOW);
  await signInAsAdmin(office.page);
  const tab = await openAdminTab(office.page, 'Diet requests', 'diet-requests');
  const request = tab.getByRole('listitem', { name: `Diet request for ${childName}` });
  await expect(request).toContainText(parent.fullName);
  await expect(request.getByRole('link', { name: /Open document: letter\.pdf/ })).toHaveAttribute('href', /\/api\/admin\/diet-requests\/\d+\/document$/);
  await request.getByLabel('Valid until').fill('2027-06-30');
  await request.getByRole('button', { name: 'Approve' }).click();
  const confirm = office.page.getByRole('alertdialog', { name: `Approve the diet request for ${childName}?` });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expectToast(office.page, 'Decision saved', `The parent of ${childName} is being told.`);
  await expectAccessible(office.page, 'diet requests tab');

  // ── The child can no longer be given the sesame dish. ───────────────────────────────────────
  await page.goto('/my-orders?tab=order');
  await page.getByLabel('Child', { exact: true }).selectOption({ label: childName });
  await page.getByRole('button', { name: 'Continue to Menu Selection' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: new RegExp(`^Monday, Dec 7: ${noodles}`) }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${childName} has a medical diet approved by the school: ${noodles} breaks it (sesame).`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart' })).not.toHaveAccessibleDescription('1 item in cart');

  // ── The label of Tuesday's lunch marks the approved medical diet. ───────────────────────────
  const orders = await openAdminTab(office.page, 'Orders', 'orders');
  const dayNav = orders.getByRole('navigation').first();
  for (let step = 0; step < 4; step += 1) {
    if (await orders.getByText('Tuesday, December 8, 2026').count()) break;
    await dayNav.getByRole('button', { name: 'Next weekday' }).click();
  }
  await expect(orders.getByText('Tuesday, December 8, 2026').first()).toBeVisible();
  await orders.getByRole('button', { name: 'Print Labels' }).click();
  const label = orders
    .getByRole('list', { name: 'Lunch labels for Tuesday, December 8, 2026' })
    .getByRole('listitem', { name: new RegExp(`^Label for ${childName}`) });
  await expect(label.getByTestId('label-medical-diet')).toHaveText('✚ Medical diet (approved): sesame');
  await office.context.close();
});
