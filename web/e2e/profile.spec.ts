import { expect, test } from '@playwright/test';
import { expectToast, registerThroughApi, toast, uniqueParent } from './support/helpers.ts';

test('when a parent saves the profile with a badly written phone and then a good one, then the first is refused and the second is kept', async ({ page }) => {
  const parent = uniqueParent('profile');
  await registerThroughApi(page, parent);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const account = page.getByRole('form', { name: 'Account Information' });
  await expect(account).toContainText(`Username: ${parent.username}`);
  await expect(account.getByLabel('Full Name')).toHaveValue(parent.fullName);
  await expect(account.getByLabel('Email')).toHaveValue(parent.email);
  await expect(account.getByLabel('Phone')).toHaveValue(parent.phone);

  await account.getByLabel('Phone').fill('5559876543');
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(account.getByText('Phone must be in the format 555-123-4567')).toBeVisible();
  await expect(toast(page, 'Profile Updated')).toHaveCount(0);

  const newName = `${parent.fullName} Jr`;
  await account.getByLabel('Full Name').fill(newName);
  await account.getByLabel('Phone').fill('555-987-6543');
  await expect(account.getByText('Phone must be in the format 555-123-4567')).toHaveCount(0);
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated', 'Your account details have been saved.');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(account.getByLabel('Phone')).toHaveValue('555-987-6543');
  await expect(account.getByLabel('Full Name')).toHaveValue(newName);
  // The header and the home page greet the parent by the new name.
  await expect(page.getByRole('button', { name: newName })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${newName}!` })).toBeVisible();
});

test('when a signed-out visitor opens /profile, then the sign-in screen is shown', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toHaveCount(0);
});
