import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { openAdminTab, personAt, runTag, signInAsAdmin } from './support/admin-helpers.ts';

const NOW = '2026-12-02T17:00:00.000Z';

/**
 * Issue 30 section 2: the administrator's own actions show in the Audit tab, newest first, and the
 * filters narrow the list. The dish is created inactive, so no other scenario's menu shows it.
 */
test('when an administrator filters the Audit tab by an action, then only those entries are listed, with what changed', async ({ browser }) => {
  const tag = runTag();
  const admin = await personAt(browser, NOW);
  try {
    const page = admin.page;
    await signInAsAdmin(page);
    const created = await page.request.post('/api/weekly-menu', {
      data: {
        weekStartDate: '2026-12-14',
        weekEndDate: '2026-12-18',
        dayOfWeek: 'Monday',
        menuItem: `Audit Stew ${tag}`,
        description: 'Only for the audit scenario',
        price: '5.00',
        isActive: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const panel = await openAdminTab(page, 'Audit', 'audit');
    const table = panel.getByRole('table', { name: 'Audit entries, newest first' });
    await expect(table.getByRole('row').nth(1)).toContainText('Menu item created');
    await expect(table.getByRole('row').nth(1)).toContainText(`menuItem: Audit Stew ${tag}`);
    await expect(table.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible();

    await panel.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Menu item created' });
    await panel.getByRole('textbox', { name: 'Who (user id or username)' }).fill('admin');
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await expect(table.getByRole('cell', { name: 'Signed in' })).toHaveCount(0);
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText(`Audit Stew ${tag}`);
    for (const row of (await rows.all()).slice(1)) await expect(row.getByRole('cell').nth(2)).toHaveText('Menu item created');
    await expect(panel.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/audit.csv?actor=admin&action=menu_item.created');
    await expectAccessible(page, 'the Audit tab');
  } finally {
    await admin.context.close();
  }
});
