import { expect, test } from '@playwright/test';
import { recordCspViolations } from './support/csp-violations.ts';
import { registerThroughForm, uniqueParent } from './support/helpers.ts';

test('when a parent registers and browses under the strict Content-Security-Policy, then every page works and the browser blocks nothing', async ({ page }) => {
  const violations = await recordCspViolations(page);

  const home = await page.request.get('/', { headers: { accept: 'text/html' } });
  expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await home.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, 'no inline script in index.html').toMatch(/\ssrc=/);

  // The captcha is a data: image, the forms and dialogs are MUI's injected styles.
  await registerThroughForm(page, uniqueParent('csp'));
  await page.goto('/weekly-menu');
  await expect(page.getByRole('heading', { name: "This Week's Menu" })).toBeVisible();
  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await page.getByRole('tab', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/my-orders\?tab=order$/);
  expect(violations).toEqual([]);
});
