import { expect, test } from '@playwright/test';
import { ensureMenuPublished, expectAccessible, signedInParentWithChild } from './support/accessibility.ts';
import { openAdminTab, personAt, runTag, signInAsAdmin } from './support/admin-helpers.ts';
import { expectToast, typeDate, uniqueParent } from './support/helpers.ts';
import { orderNextMondayAndPay } from './support/ordering-flow.ts';

/**
 * Issue 14 §2–3 in two browsers: the parent finds the child's calendar feed on the child's card
 * (subscribe, copy, reset after a confirmation), orders next Monday's lunch for a child with
 * allergies, and the administrator's Today board, open on that Monday, shows the lunch with the
 * allergies marked and then its payment without being reloaded.
 *
 * The servers' clock is playwright.config.ts's TEST_NOW: Wednesday, December 2, 2026, 9:00 AM in
 * Los Angeles; next Monday is December 7.
 */
const NOW = '2026-12-02T17:00:00.000Z';
const NEXT_MONDAY = '2026-12-07';

test('when a parent orders, then the administrator’s live board shows the lunch and its payment without a reload', async ({ browser, baseURL }) => {
  expect(process.env.TEST_NOW, `this scenario's dates assume TEST_NOW=${NOW}`).toBe(NOW);
  test.setTimeout(180_000);
  await ensureMenuPublished(baseURL);
  const childName = `Lena ${runTag()}`;
  const family = await personAt(browser, NOW, { permissions: ['clipboard-read', 'clipboard-write'] });
  const admin = await personAt(browser, NOW);
  try {
    // ── The parent's child card carries the calendar feed: subscribe (webcal://) and copy. ─────────
    const p = family.page;
    await signedInParentWithChild(p, baseURL, uniqueParent('board'), childName);
    // The child has allergies (none in the dish ordered below): the kitchen's board must say so.
    const [child] = (await (await p.request.get('/api/child-profiles')).json()) as Array<{ id: number }>;
    const allergic = await p.request.patch(`/api/child-profile/${child!.id}`, { data: { allergies: ['peanuts', 'sesame'] } });
    expect(allergic.status(), await allergic.text()).toBe(200);
    const card = p.getByRole('listitem', { name: childName, exact: true });
    const subscribe = card.getByRole('link', { name: /^Subscribe in your calendar/ });
    // Ordering hears of a new child a moment after identity saved it; the card offers the feed from then on.
    await expect(async () => {
      await p.goto('/');
      await expect(card).toBeVisible();
      await expect(subscribe).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 90_000 });
    const webcal = await subscribe.getAttribute('href');
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await card.getByRole('button', { name: `Copy the calendar link for ${childName}` }).click();
    const feedUrl = webcal!.replace(/^webcal:/, new URL(baseURL!).protocol);
    await expectToast(p, 'Copied', `Calendar link: ${feedUrl}`);
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
    await expectAccessible(p, 'home with the calendar feed buttons');

    // ── Reset: the dialog says the old link stops working; the card then shows the new one. ───────
    await card.getByRole('button', { name: `Reset the calendar link for ${childName}` }).click();
    const confirm = p.getByRole('alertdialog', { name: 'Reset calendar link' });
    await expect(confirm).toContainText(`The old link for ${childName}'s lunches stops working at once`);
    await expectAccessible(p, 'Reset calendar link dialog');
    await confirm.getByRole('button', { name: 'Reset link' }).click();
    await expectToast(p, 'Calendar link reset', `The old link for ${childName}'s lunches no longer works.`);
    const shown = card.getByTestId('new-calendar-link');
    await expect(shown).toContainText(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics/);
    const newFeedUrl = /(https?:\/\/\S+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics)/.exec((await shown.textContent()) ?? '')![1]!;
    expect(newFeedUrl).not.toBe(feedUrl);
    await expect(subscribe).toHaveAttribute('href', newFeedUrl.replace(/^https?:/, 'webcal:'));
    expect((await p.request.get(feedUrl)).status(), 'the old link stopped working').toBe(404);
    const renewed = await p.request.get(newFeedUrl);
    expect(renewed.status()).toBe(200);
    expect(renewed.headers()['content-type']).toContain('text/calendar');
    await expectAccessible(p, 'child card with the new calendar link');

    // ── The administrator opens Today on next Monday; the board is live. ───────────────────────────
    const a = admin.page;
    await signInAsAdmin(a);
    const board = await openAdminTab(a, 'Today', 'today');
    await expect(board.getByRole('heading', { name: "Today's Lunches", level: 2 })).toBeVisible();
    await expect(board.getByText('Wednesday, December 2, 2026')).toBeVisible();
    await typeDate(board, 'Day', NEXT_MONDAY);
    await expect(board.getByText('Monday, December 7, 2026')).toBeVisible();
    await expect(board.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await a.evaluate(() => ((window as unknown as { boardNotReloaded: boolean }).boardNotReloaded = true));

    // ── The parent orders; the board shows the lunch under the school and the class. ───────────────
    await orderNextMondayAndPay(p, childName);
    const ordered = Date.now();
    const school = board.getByRole('region', { name: 'Sutter Elementary' });
    const lunch = school.getByRole('region', { name: /^Grade 3 · Room 12/ }).getByRole('listitem', { name: new RegExp(`^${childName}: `) });
    await expect(lunch).toBeVisible();
    // Allergies marked in words beside a warning icon, and in the lunch's accessible name.
    await expect(lunch.getByTestId('board-allergies')).toHaveText('Allergies: peanuts, sesame');
    await expect(lunch.getByTestId('board-allergies').locator('svg')).toBeVisible();
    await expect(lunch).toHaveAccessibleName(new RegExp(`^${childName}: .+ \\(allergies: peanuts, sesame\\)$`));
    test.info().annotations.push({ type: 'board latency', description: `${Date.now() - ordered} ms from the order's confirmation to the board` });
    await expect(lunch.getByLabel('Payment: Pending')).toBeVisible();
    await expectAccessible(a, 'Today board with a lunch');

    // ── Marked paid elsewhere (the REST API), the board shows it paid. ─────────────────────────────
    const mine = (await (await p.request.get('/api/my-lunch-orders')).json()) as Array<{ id: number; lunchDate: string }>;
    const order = mine.find((candidate) => candidate.lunchDate === NEXT_MONDAY)!;
    const paid = await a.request.patch(`/api/admin/orders/${order.id}/payment`, { data: { paymentStatus: 'paid' } });
    expect(paid.status(), await paid.text()).toBe(200);
    await expect(lunch.getByLabel('Payment: Paid')).toBeVisible();
    expect(await a.evaluate(() => (window as unknown as { boardNotReloaded?: boolean }).boardNotReloaded)).toBe(true);
  } finally {
    await family.context.close();
    await admin.context.close();
  }
});
