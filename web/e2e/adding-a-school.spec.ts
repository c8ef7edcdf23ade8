import { expect, test } from '@playwright/test';
import { runTag, signInAsAdmin } from './support/admin-helpers.ts';
import { expectToast, registerThroughApi, uniqueParent } from './support/helpers.ts';

// The administrator's side goes through POST /api/admin/schools: the admin screen for schools is not built yet (docs/schools.md).
test('when an administrator adds a school, then a parent can pick it for a child, and once it is inactive new children cannot', async ({ browser }) => {
  const name = `Maple Grove ${runTag()}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const created = await admin.request.post('/api/admin/schools', {
    data: { name, deliveryTime: '11:45', orderDeadline: { time: '20:00', daysBefore: 1 }, timeZone: 'America/Los_Angeles' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const school = (await created.json()) as { id: number };

  const parentContext = await browser.newContext();
  const page = await parentContext.newPage();
  await registerThroughApi(page, uniqueParent('school'));
  const section = page.getByRole('region', { name: 'Registered Children' });
  await section.getByRole('button', { name: 'Add Your First Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Child' });
  await dialog.getByLabel("Child's Name").fill('Rosa Diaz');
  await dialog.getByLabel('School').selectOption(name);
  await dialog.getByLabel('Grade').selectOption({ label: 'Grade 2' });
  await dialog.getByLabel('Section/Cohort').fill('Room 5');
  await dialog.getByRole('button', { name: 'Add Child' }).click();
  await expectToast(page, 'Child added successfully', 'Your child has been registered for lunch ordering');
  await expect(page.getByRole('listitem', { name: 'Rosa Diaz', exact: true })).toContainText(name);

  const closed = await admin.request.patch(`/api/admin/schools/${school.id}`, { data: { active: false } });
  expect(closed.status()).toBe(200);
  await page.reload();
  await section.getByRole('button', { name: 'Add Child' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Child' }).getByLabel('School').locator('option', { hasText: name })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Rosa Diaz', exact: true })).toContainText(name);

  await adminContext.close();
  await parentContext.close();
});
