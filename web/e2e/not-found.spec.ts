import { expect, test } from '@playwright/test';

test('when a visitor opens a page that does not exist, then the not-found screen says so', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
