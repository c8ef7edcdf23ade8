import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { openAdminTab, runTag, signInAsAdmin } from './support/admin-helpers.ts';
import { expectToast, registerThroughApi, uniqueParent } from './support/helpers.ts';

// Issue 31 §1: the administrator's side goes through the dashboard's Schools tab.
test('when an administrator adds a school, then a parent can pick it for a child, and once it is inactive new children cannot', async ({ browser }) => {
  const name = `Maple Grove ${runTag()}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const panel = await openAdminTab(admin, 'Schools', 'schools');
  await expect(panel.getByRole('table', { name: 'Schools' })).toBeVisible();
  await expectAccessible(admin, 'admin Schools tab');

  await panel.getByRole('button', { name: 'Add School' }).click();
  const adding = admin.getByRole('dialog', { name: 'Add School' });
  await expect(adding.getByLabel('School name')).toBeFocused();
  await adding.getByLabel('School name').fill(name);
  await adding.getByLabel('Delivery time').fill('11:45');
  await adding.getByLabel('Order cut-off time').fill('20:00');
  await adding.getByLabel('Cut-off day').selectOption({ label: 'The day before' });
  const zone = adding.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('Los_Ang');
  await admin.getByRole('option', { name: 'America/Los_Angeles' }).click();
  await expect(zone).toHaveValue('America/Los_Angeles');
  await expectAccessible(admin, 'Add School dialog');
  await adding.getByRole('button', { name: 'Add School' }).click();
  await expectToast(admin, 'School added', `${name} can now be chosen for children.`);
  await expect(adding).toBeHidden();
  const row = panel.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('11:45');
  await expect(row).toContainText('20:00 the day before (America/Los_Angeles)');

  // The same name again, in other letters' case: the server's 409 shows at the name field.
  await panel.getByRole('button', { name: 'Add School' }).click();
  await adding.getByLabel('School name').fill(name.toUpperCase());
  await adding.getByRole('button', { name: 'Add School' }).click();
  await expect(adding.getByLabel('School name')).toHaveAccessibleDescription('A school with this name already exists');
  await expect(adding.getByLabel('School name')).toHaveAttribute('aria-invalid', 'true');
  await adding.getByRole('button', { name: 'Cancel' }).click();
  await expect(adding).toBeHidden();
  await expect(panel.getByRole('row', { name: new RegExp(name, 'i') })).toHaveCount(1);

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

  // Made inactive through Edit: the administrator is told what it means first.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editing = admin.getByRole('dialog', { name: 'Edit School' });
  await expect(editing.getByLabel('School name')).toHaveValue(name);
  await editing.getByRole('switch', { name: 'Active: offered for new children' }).uncheck();
  await editing.getByRole('button', { name: 'Save Changes' }).click();
  const confirmation = admin.getByRole('alertdialog', { name: 'Make this school inactive?' });
  await expect(confirmation).toContainText(
    `${name} will no longer be offered for new children, nor for a child moving school. The children already at ${name} keep it.`,
  );
  await confirmation.getByRole('button', { name: 'Make Inactive' }).click();
  await expectToast(admin, 'School updated', name);
  await expect(editing).toBeHidden();
  await expect(row).toContainText('Inactive');

  await page.reload();
  // Read before the dialog opens: an open modal hides the page behind it from the accessibility tree.
  await expect(page.getByRole('listitem', { name: 'Rosa Diaz', exact: true })).toContainText(name);
  await section.getByRole('button', { name: 'Add Child' }).click();
  const schools = page.getByRole('dialog', { name: 'Add Child' }).getByLabel('School');
  // The list of schools has come (an active one is offered) before the inactive one's absence means anything.
  await expect(schools.locator('option', { hasText: 'Sutter Elementary' })).toHaveCount(1);
  await expect(schools.locator('option', { hasText: name })).toHaveCount(0);

  await adminContext.close();
  await parentContext.close();
});
