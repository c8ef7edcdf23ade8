import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { runTag } from './support/admin-helpers.ts';
import { startBrowserClockAt } from './support/browser-clock.ts';
import { expectToast, registerThroughApi, TEST_ADMIN, uniqueParent } from './support/helpers.ts';

/**
 * Issue 13 end to end: an administrator publishes next week's Tuesday with a peanut dish and a
 * vegetarian salad; a parent records their child's peanut allergy and halal diet in the home
 * dialog, sees the peanut dish blocked in the order picker with the reason, gets the salad's diet
 * note at add to cart and again in the cart, and hides peanuts on the weekly menu, a filter still
 * there after a reload and on the home page's Weekly Menu. The servers' clock is TEST_NOW.
 */
const NOW = '2026-12-02T17:00:00.000Z';
const NEXT_WEEK = { weekStartDate: '2026-12-07', weekEndDate: '2026-12-11' };

test('when a parent sets a peanut allergy, then the peanut dish is blocked for the child with the reason and the menu can hide it', async ({
  page,
  playwright,
  baseURL,
}) => {
  expect(process.env.TEST_NOW, `this scenario's dates assume TEST_NOW=${NOW}`).toBe(NOW);
  const tag = runTag();
  const noodles = `Peanut Noodles ${tag}`;
  const salad = `Garden Salad ${tag}`;

  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, rememberMe: false } });
  expect(login.ok(), await login.text()).toBe(true);
  for (const item of [
    { menuItem: noodles, allergens: ['peanuts', 'wheat'], dietTags: [], nutrition: { protein: 14, sodium: 640 } },
    { menuItem: salad, allergens: [], dietTags: ['vegetarian', 'vegan'] },
  ]) {
    const created = await admin.post('/api/weekly-menu', { data: { ...NEXT_WEEK, dayOfWeek: 'Tuesday', description: 'Freshly made', price: '6.50', ...item } });
    expect(created.status(), await created.text()).toBe(201);
  }
  await admin.dispose();

  await startBrowserClockAt(page, NOW);
  const parent = uniqueParent('allergy');
  await registerThroughApi(page, parent);

  // The home dialog records the allergy with a check box.
  const section = page.getByRole('region', { name: 'Registered Children' });
  await section.getByRole('button', { name: 'Add Your First Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Child' });
  await dialog.getByLabel("Child's Name").fill('Maya');
  await dialog.getByLabel('School').selectOption('Sutter Elementary');
  await dialog.getByLabel('Grade').selectOption({ label: 'Grade 3' });
  await dialog.getByLabel('Section/Cohort').fill('Room 12');
  await dialog.getByRole('group', { name: 'Allergies' }).getByRole('checkbox', { name: 'Peanuts' }).check();
  await dialog.getByRole('group', { name: 'Diets' }).getByRole('checkbox', { name: 'Halal' }).check();
  await expectAccessible(page, 'Add Child dialog with allergies');
  await dialog.getByRole('button', { name: 'Add Child' }).click();
  await expectToast(page, 'Child added successfully', 'Your child has been registered for lunch ordering');
  await expect(section.getByRole('listitem', { name: 'Maya', exact: true })).toContainText('Allergies: peanuts');

  // The picker shows the peanut dish as not orderable for Maya, with the reason; the salad stays a choice.
  await page.goto('/my-orders?tab=order');
  await page.getByLabel('Child', { exact: true }).selectOption({ label: 'Maya' });
  await page.getByRole('button', { name: 'Continue to Menu Selection' }).click();
  await expect(page.getByRole('heading', { name: 'Menu Selection' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  const blocked = page.getByRole('note', { name: new RegExp(`^Tuesday, Dec 8: ${noodles}, not orderable`) });
  await expect(blocked).toContainText(`Maya is allergic to peanuts: ${noodles} contains peanuts.`);
  await expect(page.getByRole('button', { name: new RegExp(`^Tuesday, Dec 8: ${noodles}`) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^Tuesday, Dec 8: ${salad}`) })).toBeVisible();
  await expectAccessible(page, 'order picker with a blocked dish');

  // The salad is not marked halal, which Maya keeps: a note at add to cart, and again in the cart.
  const dietNote = `${salad} is not marked halal, which Maya keeps.`;
  await page.getByRole('button', { name: new RegExp(`^Tuesday, Dec 8: ${salad}`) }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Diet note', dietNote);
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription('1 item in cart');
  await page.getByRole('link', { name: 'Cart' }).click();
  const notes = page.getByTestId('cart-diet-notes');
  await expect(notes).toContainText('Diet notes');
  await expect(notes.getByRole('listitem')).toHaveText([dietNote]);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expectAccessible(page, 'cart with a diet note');

  // The weekly menu shows the badges and hides peanuts on request; the filter is kept.
  await page.goto('/weekly-menu');
  const tuesday = page.getByRole('listitem', { name: 'Tuesday, Dec 8' });
  await expect(tuesday.getByText(noodles)).toBeVisible();
  await expect(tuesday.getByText('Contains peanuts').first()).toBeVisible();
  await page.getByRole('group', { name: 'Hide items with' }).getByRole('checkbox', { name: 'Peanuts' }).check();
  await expect(tuesday.getByText(noodles)).toHaveCount(0);
  await expect(tuesday.getByText(salad)).toBeVisible();
  await expect(tuesday.getByTestId('hidden-by-filter')).toBeVisible();
  await expectAccessible(page, 'weekly menu filtered');

  await page.reload();
  await expect(page.getByRole('group', { name: 'Hide items with' }).getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
  await expect(page.getByRole('listitem', { name: 'Tuesday, Dec 8' }).getByText(salad)).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Tuesday, Dec 8' }).getByText(noodles)).toHaveCount(0);

  await page.getByRole('group', { name: 'Only show' }).getByRole('checkbox', { name: 'Vegan' }).check();
  await expect(page.getByRole('listitem', { name: 'Tuesday, Dec 8' }).getByText(salad)).toBeVisible();

  // The home page's Weekly Menu keeps the same filter, and its panel changes it for both.
  await page.goto('/');
  const home = page.getByRole('region', { name: 'Weekly Menu' });
  await home.getByRole('button', { name: 'Next week' }).click();
  const homeTuesday = home.getByRole('listitem', { name: 'Tuesday, Dec 8' });
  await expect(homeTuesday.getByText(salad)).toBeVisible();
  await expect(homeTuesday.getByText(noodles)).toHaveCount(0);
  await expect(homeTuesday.getByTestId('hidden-by-filter')).toBeVisible();
  const filterButton = home.getByRole('button', { name: 'Filter (2)' });
  await expect(filterButton).toHaveAttribute('aria-expanded', 'false');
  await filterButton.click();
  await expect(filterButton).toHaveAttribute('aria-expanded', 'true');
  await expect(home.getByRole('group', { name: 'Hide items with' }).getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
  await expectAccessible(page, 'home weekly menu with the filter open');
  await home.getByRole('button', { name: 'Clear filter' }).click();
  await expect(homeTuesday.getByText(noodles)).toBeVisible();
  await expect(homeTuesday.getByTestId('hidden-by-filter')).toHaveCount(0);
  await expect(home.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  await page.goto('/weekly-menu');
  await expect(page.getByRole('group', { name: 'Hide items with' }).getByRole('checkbox', { name: 'Peanuts' })).not.toBeChecked();
  await expect(page.getByRole('listitem', { name: 'Tuesday, Dec 8' }).getByText(noodles)).toBeVisible();
});
