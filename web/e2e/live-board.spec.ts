import { expect, test } from '@playwright/test';
import { ensureMenuPublished, expectAccessible, signedInParentWithChild } from './support/accessibility.ts';
import { openAdminTab, personAt, runTag, signInAsAdmin } from './support/admin-helpers.ts';
import { expectToast, typeDate, uniqueParent } from './support/helpers.ts';
import { orderNextMondayAndPay } from './support/ordering-flow.ts';

/**
 * Issue 14 §2–3 in two browsers: the parent finds the child's calendar feed on the child's card
 * (subscribe and copy), orders next Monday's lunch, and the administrator's Today board, open on
 * that Monday, shows the lunch and then its payment without being reloaded.
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
