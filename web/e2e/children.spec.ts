import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { expectToast, registerThroughApi, uniqueParent } from './support/helpers.ts';

function childCard(page: Page, name: string) {
  return page.getByRole('listitem', { name, exact: true });
}

test('when a parent adds, edits and removes a child on the home page, then the list, the dialog messages and the toasts follow', async ({ page }) => {
  const parent = uniqueParent('kids');
  await registerThroughApi(page, parent);

  const section = page.getByRole('region', { name: 'Registered Children' });
  await expect(section.getByText('No children registered yet')).toBeVisible();
  await expect(section.getByText('0 children')).toBeVisible();

  // Add: the dialog checks each field as it is typed and keeps the button off until all is valid.
  await section.getByRole('button', { name: 'Add Your First Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Child' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'Add Child dialog');
  const submit = dialog.getByRole('button', { name: 'Add Child' });
  await expect(submit).toBeDisabled();

  await dialog.getByLabel("Child's Name").fill('M');
  await expect(dialog.getByText("Child's name is required")).toBeVisible();
  await dialog.getByLabel('Section/Cohort').fill('R');
  await dialog.getByLabel('Section/Cohort').fill('');
  await expect(dialog.getByText('Section/Cohort is required')).toBeVisible();
  await expect(submit).toBeDisabled();

  await dialog.getByLabel("Child's Name").fill('Mia Lopez');
  await expect(dialog.getByText("Child's name is required")).toHaveCount(0);
  await dialog.getByLabel('School').selectOption('Sutter Elementary');
  await dialog.getByLabel('Grade').selectOption({ label: 'Grade 3' });
  await dialog.getByLabel('Section/Cohort').fill('Room 12');
  await expect(dialog.getByText('Section/Cohort is required')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expectToast(page, 'Child added successfully', 'Your child has been registered for lunch ordering');
  await expect(dialog).toBeHidden();
  const mia = childCard(page, 'Mia Lopez');
  await expect(mia).toBeVisible();
  await expect(mia).toContainText('Sutter Elementary');
  await expect(mia).toContainText('Grade 3');
  await expect(mia).toContainText('Section/Cohort: Room 12');
  await expect(section.getByText('1 child', { exact: true })).toBeVisible();
  await expect(section.getByText('No children registered yet')).toHaveCount(0);

  // Cancel forgets what was typed: the next add starts empty.
  await section.getByRole('button', { name: 'Add Child' }).click();
  await page.getByRole('dialog', { name: 'Add Child' }).getByLabel("Child's Name").fill('Half typed');
  await page.getByRole('dialog', { name: 'Add Child' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await section.getByRole('button', { name: 'Add Child' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Child' }).getByLabel("Child's Name")).toHaveValue('');
  await page.getByRole('dialog', { name: 'Add Child' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Edit: the dialog opens prefilled with the child's values.
  await mia.getByRole('button', { name: 'Edit child' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Child' });
  await expect(editDialog.getByLabel("Child's Name")).toHaveValue('Mia Lopez');
  await expect(editDialog.getByLabel('School')).toHaveValue('Sutter Elementary');
  await expect(editDialog.getByLabel('Grade')).toHaveValue('3');
  await expect(editDialog.getByLabel('Section/Cohort')).toHaveValue('Room 12');
  await editDialog.getByLabel("Child's Name").fill('Mia Lopez-Hart');
  await editDialog.getByLabel('School').selectOption('Bucher Middle School');
  await editDialog.getByLabel('Grade').selectOption({ label: 'Grade 7' });
  await editDialog.getByLabel('Section/Cohort').fill('Cohort B');
  await editDialog.getByRole('button', { name: 'Update' }).click();

  await expectToast(page, 'Child updated successfully', 'Profile has been updated');
  await expect(editDialog).toBeHidden();
  const renamed = childCard(page, 'Mia Lopez-Hart');
  await expect(renamed).toContainText('Bucher Middle School');
  await expect(renamed).toContainText('Grade 7');
  await expect(renamed).toContainText('Section/Cohort: Cohort B');
  await expect(childCard(page, 'Mia Lopez')).toHaveCount(0);

  // The change is stored, not only shown.
  await page.reload();
  await expect(childCard(page, 'Mia Lopez-Hart')).toContainText('Bucher Middle School');

  // Remove: asked first; Cancel keeps the child, Remove deletes it.
  await childCard(page, 'Mia Lopez-Hart').getByRole('button', { name: 'Delete child' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Child' });
  await expect(confirm).toContainText('Are you sure you want to remove this child?');
  await expectAccessible(page, 'Remove Child dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(childCard(page, 'Mia Lopez-Hart')).toBeVisible();

  await childCard(page, 'Mia Lopez-Hart').getByRole('button', { name: 'Delete child' }).click();
  await page.getByRole('alertdialog', { name: 'Remove Child' }).getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Child removed successfully', 'Profile has been deleted');
  await expect(childCard(page, 'Mia Lopez-Hart')).toHaveCount(0);
  await expect(section.getByText('No children registered yet')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Registered Children' }).getByText('No children registered yet')).toBeVisible();
});
