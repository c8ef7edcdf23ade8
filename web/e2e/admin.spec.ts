import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { addFirstChildOnHome, openAdminTab, orderOneLunchAndPay, personAt, printCalls, runTag, signInAsAdmin, stubPrint } from './support/admin-helpers.ts';
import { dateField, expectToast, registerThroughApi, shownDate, toast, typeDate, uniqueParent, waitForEmail } from './support/helpers.ts';

/**
 * Issue 4 end to end: an administrator sets next week's menu (Set Weekly Menu) and edits a day
 * (Edit Menu); a parent orders that day's lunch, pays and sends feedback; the administrator finds
 * the order in the Orders tab's day navigator, prints its label, answers the feedback, e-mails an
 * announcement to all users, makes the parent an administrator and back, and deletes another
 * parent; the parent sees the answer in the feedback history and receives the announcement.
 *
 * The servers' clock is playwright.config.ts's TEST_NOW: Wednesday, December 2, 2026, 9:00 AM in
 * Los Angeles; each browser's clock starts at the same time. Next week is December 7 to 11, open
 * for orders. Names carry a run tag, so the scenario neither meets nor disturbs other scenarios'
 * data (the order picker shows a day's newest item, so whichever scenario publishes later wins
 * its own days).
 */
const NOW = '2026-12-02T17:00:00.000Z';
const TODAY_LONG = 'Wednesday, December 2, 2026';
const TODAY_SHORT = 'Dec 2, 2026';
const NEXT_MONDAY = '2026-12-07';
const NEXT_FRIDAY = '2026-12-11';
const LUNCH_DATE = '2026-12-10';
const LUNCH_DATE_LONG = 'Thursday, December 10, 2026';

test('when an administrator runs a week from the dashboard, then menu, order, labels, feedback, announcement and users all follow', async ({
  browser,
}, testInfo) => {
  expect(process.env.TEST_NOW, `this scenario's dates assume TEST_NOW=${NOW}`).toBe(NOW);
  test.setTimeout(240_000);

  const tag = runTag();
  const week = [
    { day: 'Monday', menuItem: `Harvest Grain Bowl ${tag}`, description: 'Farro, roasted squash and greens', price: '7.25' },
    { day: 'Tuesday', menuItem: `Turkey Meatball Sub ${tag}`, description: 'Marinara and mozzarella on a soft roll', price: '7.50' },
    { day: 'Wednesday', menuItem: `Veggie Quesadilla ${tag}`, description: 'Black beans, corn and cheddar', price: '6.25' },
    { day: 'Thursday', menuItem: `Chicken Noodle Soup ${tag}`, description: 'With a whole-wheat roll', price: '6.50' },
    { day: 'Friday', menuItem: `Margherita Flatbread ${tag}`, description: 'Tomato, basil and mozzarella', price: '6.75' },
  ];
  const thursday = week[3]!;
  const editedPrice = '6.95';
  const parent = uniqueParent('admfeed');
  const leaving = uniqueParent('admgone');
  const child = { name: `Nora ${tag}`, school: 'Sutter Elementary', gradeLabel: 'Grade 4', teacher: 'Room 8' };
  const notes = 'No nuts, please';
  const feedbackMessage = `The soup was warm and the roll was fresh (${tag}).`;
  const adminAnswer = `Thank you! We will keep the soup on the menu (${tag}).`;
  const announcement = { subject: `Winter concert lunch schedule ${tag}`, message: `Lunch is served at 11:30 on concert day.\nSee you there! (${tag})` };

  const admin = await personAt(browser, NOW);
  const family = await personAt(browser, NOW);
  const other = await personAt(browser, NOW);
  try {
    // ── The administrator sets next week's menu with Set Weekly Menu. ──────────────────────────────
    const a = admin.page;
    await signInAsAdmin(a, { through: 'form' });
    const menuTab = await openAdminTab(a, 'Menu', 'menu');
    await menuTab.getByRole('button', { name: 'Set Weekly Menu' }).click();
    const weekly = a.getByRole('dialog', { name: 'Set Weekly Menu' });
    await typeDate(weekly, 'Week Start Date', NEXT_MONDAY);
    await expect(dateField(weekly, 'Week End Date')).toContainText(shownDate(NEXT_FRIDAY));
    await expect(weekly.getByText('Thursday (Dec 10)')).toBeVisible();
    await expectAccessible(a, 'Set Weekly Menu dialog');
    for (const { day, menuItem, description, price } of week) {
      await weekly.getByRole('combobox', { name: `${day} Menu Item` }).fill(menuItem);
      await weekly.getByRole('combobox', { name: `${day} Description` }).fill(description);
      await weekly.getByRole('combobox', { name: `${day} Price ($)` }).fill(price);
    }
    // What is in Wednesday's dish (issue 13) is set in the same dialog, with the single item's fields.
    await weekly.getByRole('group', { name: 'Wednesday Contains (allergens)' }).getByLabel('Milk').check();
    await weekly.getByRole('group', { name: 'Wednesday Contains (allergens)' }).getByLabel('Wheat').check();
    await weekly.getByRole('group', { name: 'Wednesday Suits (diets)' }).getByLabel('Vegetarian').check();
    await weekly.getByLabel('Wednesday Protein (g)').fill('14');
    await weekly.getByLabel('Wednesday Sodium (mg)').fill('lots');
    await weekly.getByLabel('Wednesday Sodium (mg)').blur();
    await expect(weekly.getByText('Sodium must be a number of milligrams from 0 to 100000')).toBeVisible();
    await weekly.getByLabel('Wednesday Sodium (mg)').fill('520');
    await weekly.getByRole('combobox', { name: 'Friday Price ($)' }).blur();
    await weekly.getByRole('button', { name: 'Create Weekly Menu' }).click();
    await expectToast(a, 'Weekly menu created', '5 menu items created.');
    await expect(weekly).toBeHidden();
    const grid = menuTab.getByRole('list', { name: 'Active menu items' });
    for (const { menuItem, price } of week) await expect(grid.getByRole('listitem', { name: menuItem })).toContainText(`$${price}`);
    const quesadilla = grid.getByRole('listitem', { name: week[2]!.menuItem });
    await expect(quesadilla.getByRole('list', { name: 'Allergens and diets' }).getByRole('listitem')).toHaveText([
      'Contains milk',
      'Contains wheat',
      'Vegetarian',
    ]);
    await expect(grid.getByRole('listitem', { name: week[0]!.menuItem }).getByRole('list', { name: 'Allergens and diets' })).toHaveCount(0);
    await quesadilla.getByRole('button', { name: `Edit ${week[2]!.menuItem}` }).click();
    const editItem = a.getByRole('dialog', { name: 'Edit Menu Item' });
    await expect(editItem.getByLabel('Protein (g)')).toHaveValue('14');
    await expect(editItem.getByLabel('Sodium (mg)')).toHaveValue('520');
    await expect(editItem.getByRole('group', { name: 'Contains (allergens)' }).getByLabel('Milk')).toBeChecked();
    await editItem.getByRole('button', { name: 'Cancel' }).click();
    await expect(editItem).toBeHidden();
    await expect(grid.getByRole('listitem', { name: thursday.menuItem })).toContainText('Thu, Dec 10');

    // ── Edit Menu: Thursday's price changes; Save Changes shows only once something differs. ─────
    await menuTab.getByRole('button', { name: 'Edit Menu' }).click();
    const editByDate = a.getByRole('dialog', { name: 'Edit Menu by Date' });
    await typeDate(editByDate, 'Menu Date', LUNCH_DATE);
    const soupRow = editByDate.getByRole('list', { name: `Menu items for ${LUNCH_DATE_LONG}` }).getByRole('listitem', { name: thursday.menuItem, exact: true });
    await expect(soupRow.getByLabel('Price ($)')).toHaveValue(thursday.price);
    await expect(editByDate.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await soupRow.getByLabel('Price ($)').fill(editedPrice);
    await editByDate.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(a, 'Menu updated successfully', '1 item updated, 0 items removed.');
    await expect(editByDate).toBeHidden();
    await expect(grid.getByRole('listitem', { name: thursday.menuItem })).toContainText(`$${editedPrice}`);

    // ── A parent (and a second one, who will be deleted) register; the parent orders and pays. ────
    const p = family.page;
    await registerThroughApi(p, parent);
    await registerThroughApi(other.page, leaving);
    await addFirstChildOnHome(p, child);
    await orderOneLunchAndPay(p, {
      childName: child.name,
      notes,
      dayCell: `Thursday, Dec 10: ${thursday.menuItem}, $${editedPrice}`,
      total: `$${editedPrice}`,
      provider: 'Zelle',
    });

    // ── The parent sends feedback: category, three and a half stars (left half of the 4th), message. ──
    await p.goto('/feedback');
    await expect(p.getByRole('heading', { name: 'Feedback & Support', level: 1 })).toBeVisible();
    const history = p.getByRole('region', { name: 'Your Feedback History' });
    await expect(history.getByText('No feedback yet')).toBeVisible();
    const form = p.getByRole('region', { name: 'Submit Feedback' });
    await form.getByLabel('Category').selectOption({ label: 'General Feedback' });
    const stars = form.getByRole('slider', { name: 'Overall Rating' });
    await stars.locator('[data-star="4"]').click({ position: { x: 4, y: 18 } });
    await expect(stars).toHaveAttribute('aria-valuetext', '3.5 out of 5 stars');
    await expect(form.getByText('3.5/5')).toBeVisible();
    await form.getByLabel('Message').fill(feedbackMessage);
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await expectToast(p, 'Thank you for your feedback!', 'We appreciate you taking the time to share your thoughts.');
    await expect(history.getByText('1 Feedback(s) Submitted')).toBeVisible();
    const myFeedback = history.getByRole('listitem').filter({ hasText: feedbackMessage });
    await expect(myFeedback).toContainText('General Feedback');
    await expect(myFeedback.getByRole('img', { name: 'Rated 3.5 out of 5 stars' })).toBeVisible();
    await expect(myFeedback).toContainText(`Submitted: ${TODAY_SHORT}`);
    await expect(myFeedback.getByRole('region', { name: 'Response from Admin' })).toHaveCount(0);

    // ── The administrator finds the order in the day navigator. ────────────────────────────────
    const ordersTab = await openAdminTab(a, 'Orders', 'orders');
    const dayNav = ordersTab.getByRole('navigation', { name: 'Order day' });
    await expect(dayNav).toContainText(TODAY_LONG);
    for (const shown of [
      'Thursday, December 3, 2026',
      'Friday, December 4, 2026',
      'Monday, December 7, 2026',
      'Tuesday, December 8, 2026',
      'Wednesday, December 9, 2026',
      LUNCH_DATE_LONG,
    ]) {
      await dayNav.getByRole('button', { name: 'Next weekday' }).click();
      await expect(dayNav).toContainText(shown);
    }
    const orderCard = ordersTab.getByRole('list', { name: `Orders for ${LUNCH_DATE_LONG}` }).getByRole('listitem', { name: child.name, exact: true });
    await expect(orderCard).toContainText(`Parent: ${parent.fullName}`);
    await expect(orderCard).toContainText(`${child.school} · Grade 4 · Section: ${child.teacher}`);
    await expect(orderCard).toContainText(thursday.menuItem);
    await expect(orderCard).toContainText(`Special instructions: ${notes}`);
    await expect(orderCard).toContainText(parent.email);
    await expect(orderCard.getByLabel('Payment: Pending')).toBeVisible();
    await expect(orderCard).toContainText(`$${editedPrice}`);
    const orderNumber = (await orderCard.getByText(/^Order #\d+$/).textContent())!;

    // ── Print Labels: one label per order; printed, the page holds only the labels. ─────────────
    await ordersTab.getByRole('button', { name: 'Print Labels' }).click();
    await expect(ordersTab.getByRole('heading', { name: 'Lunch Labels' })).toBeVisible();
    const labels = ordersTab.getByRole('list', { name: `Lunch labels for ${LUNCH_DATE_LONG}` });
    const label = labels.getByRole('listitem', { name: `Label for ${child.name}, ${orderNumber.replace('Order', 'order')}` });
    await expect(label).toContainText(child.name);
    await expect(label).toContainText(child.school);
    await expect(label).toContainText(`Grade 4 · ${child.teacher}`);
    await expect(label).toContainText(thursday.menuItem);
    await expect(label).toContainText(`Note: ${notes}`);
    await expect(label).toContainText(LUNCH_DATE_LONG);
    await expect(label).toContainText(orderNumber);
    await stubPrint(a);
    await ordersTab.getByRole('button', { name: 'Print Now' }).click();
    expect(await printCalls(a)).toBe(1);

    await a.emulateMedia({ media: 'print' });
    await expect(label).toBeVisible();
    await expect(a.getByRole('banner')).toBeHidden();
    await expect(a.getByRole('heading', { name: 'Admin Dashboard' })).toBeHidden();
    await expect(a.getByRole('tab', { name: 'Orders' })).toBeHidden();
    await expect(a.getByRole('button', { name: 'Print Now' })).toBeHidden();
    await expect(dayNav).toBeHidden();
    const screenshot = testInfo.outputPath('lunch-labels-print.png');
    await a.screenshot({ path: screenshot, fullPage: true });
    await testInfo.attach('lunch labels (print layout)', { path: screenshot, contentType: 'image/png' });
    await a.emulateMedia({ media: null });
    await expect(a.getByRole('banner')).toBeVisible();
    await ordersTab.getByRole('button', { name: 'Back to Orders' }).click();
    await expect(orderCard).toBeVisible();

    // ── The administrator answers the feedback. ────────────────────────────────────────────────
    const feedbackTab = await openAdminTab(a, 'Feedback', 'feedback');
    const entry = feedbackTab.getByRole('listitem').filter({ hasText: feedbackMessage });
    await expect(entry).toContainText('General Feedback');
    await expect(entry.getByRole('img', { name: 'Rated 3.5 out of 5 stars' })).toBeVisible();
    await expect(entry).toContainText('pending');
    await expect(entry).toContainText(`From: ${parent.fullName} | Submitted: ${TODAY_SHORT}`);
    await entry.getByRole('button', { name: 'Add Response' }).click();
    const responseDialog = a.getByRole('dialog', { name: 'Add Response' });
    await expect(responseDialog.getByRole('button', { name: 'Save Response' })).toBeDisabled();
    await expectAccessible(a, 'Add Response dialog');
    await responseDialog.getByLabel('Response').fill('   ');
    await expect(responseDialog.getByRole('button', { name: 'Save Response' })).toBeDisabled();
    await responseDialog.getByLabel('Response').fill(adminAnswer);
    await responseDialog.getByRole('button', { name: 'Save Response' }).click();
    await expect(toast(a, 'Response saved')).toBeVisible();
    await expect(responseDialog).toBeHidden();
    await expect(entry.getByRole('region', { name: 'Admin response' })).toContainText(adminAnswer);
    await expect(entry.getByRole('region', { name: 'Admin response' })).toContainText(TODAY_SHORT);
    await expect(entry.getByRole('button', { name: 'Update Response' })).toBeVisible();

    // ── An announcement by e-mail to all users: the alert says what the server answered. ───────
    // The overview counts users as the server has them now (the dashboard keeps data it loaded, so reload).
    const overview = await openAdminTab(a, 'Overview', 'overview');
    await a.reload();
    const totalUsersCard = overview.getByRole('region', { name: 'Total Users' });
    await expect(totalUsersCard).not.toContainText('Loading...');
    const totalUsers = Number((await totalUsersCard.getByRole('paragraph').textContent())?.trim());
    // Other scenarios share this server, so the number is whatever the server has: the same as its user list.
    const serverUsers = (await (await a.request.get('/api/admin/users')).json()) as unknown[];
    expect(totalUsers).toBe(serverUsers.length);

    const comms = await openAdminTab(a, 'Communications', 'emails');
    const sendForm = comms.getByRole('form', { name: 'Send Notification' });
    await expect(sendForm.getByRole('radio', { name: 'Email' })).toBeChecked();
    await sendForm.getByLabel('Notification Type').selectOption('announcement');
    await sendForm.getByLabel('Recipients').selectOption('all_users');
    await sendForm.getByLabel('Subject').fill(announcement.subject);
    await sendForm.getByLabel('Message').fill(announcement.message);
    await sendForm.getByRole('button', { name: 'Send Email' }).click();
    await expect(sendForm.getByRole('status')).toHaveText(`Email sent successfully! ${totalUsers} sent, 0 failed.`, { timeout: 30_000 });
    await expect(sendForm.getByLabel('Subject')).toHaveValue('');
    const sent = comms.getByRole('list', { name: 'Sent notifications' }).getByRole('listitem', { name: announcement.subject });
    await expect(sent).toContainText('Announcement');
    await expect(sent).toContainText(`To: All Users · ${totalUsers} sent, 0 failed`);

    // ── Users: the parent becomes an administrator and back, each after a confirmation. ────────
    const usersTab = await openAdminTab(a, 'Users', 'users');
    const users = usersTab.getByRole('table', { name: 'Users' });
    // A school has many users, shown a page at a time: the administrator searches for the one they mean.
    const search = usersTab.getByRole('searchbox', { name: 'Search users' });
    await search.fill(parent.username);
    const parentRow = users.getByRole('row', { name: parent.fullName, exact: true });
    await expect(parentRow).toContainText(`@${parent.username}`);
    await expect(parentRow).toContainText('1 child');
    await expect(parentRow).toContainText(`${child.name} - ${child.school} (Grade 4)`);
    await expect(parentRow.getByText('User', { exact: true })).toBeVisible();

    await parentRow.getByRole('button', { name: `Make Admin: ${parent.fullName}` }).click();
    const grant = a.getByRole('alertdialog', { name: 'Grant Administrator Access' });
    await expect(grant).toContainText(`Are you sure you want to make ${parent.fullName} an administrator?`);
    await expect(grant.getByRole('list', { name: 'Administrator abilities' }).getByRole('listitem')).toHaveCount(5);
    await expectAccessible(a, 'Grant Administrator Access dialog');
    await grant.getByRole('button', { name: 'Make Admin' }).click();
    await expect(grant).toBeHidden();
    await expect(parentRow.getByText('Admin', { exact: true })).toBeVisible();
    await expect(parentRow.getByRole('button', { name: `Delete: ${parent.fullName}` })).toHaveCount(0);
    // The parent, now an administrator, opens the dashboard.
    await p.goto('/admin');
    await expect(p.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    await expect(p.getByText(`Welcome, ${parent.fullName}`)).toBeVisible();

    await parentRow.getByRole('button', { name: `Remove Admin: ${parent.fullName}` }).click();
    const revoke = a.getByRole('alertdialog', { name: 'Remove Administrator Access' });
    await expect(revoke).toContainText(`Are you sure you want to remove administrator access from ${parent.fullName}?`);
    await revoke.getByRole('button', { name: 'Remove Admin' }).click();
    await expect(revoke).toBeHidden();
    await expect(parentRow.getByText('User', { exact: true })).toBeVisible();
    await expect(parentRow.getByRole('button', { name: `Make Admin: ${parent.fullName}` })).toBeVisible();
    await expect(parentRow.getByRole('button', { name: `Delete: ${parent.fullName}` })).toBeVisible();
    // A parent again: the dashboard sends them home.
    await p.goto('/admin');
    await expect(p).toHaveURL(/\/$/);
    await expect(p.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();

    // ── Users: the second parent is deleted after the confirmation. ────────────────────────────
    await search.fill(leaving.username);
    const leavingRow = users.getByRole('row', { name: leaving.fullName, exact: true });
    await leavingRow.getByRole('button', { name: `Delete: ${leaving.fullName}` }).click();
    const confirmDelete = a.getByRole('alertdialog', { name: 'Delete User' });
    await expect(confirmDelete).toContainText(`Are you sure you want to delete ${leaving.fullName}?`);
    await confirmDelete.getByRole('button', { name: 'Delete User' }).click();
    await expectToast(a, 'User deleted', `${leaving.fullName}'s account, child profiles and orders have been removed.`);
    await expect(leavingRow).toHaveCount(0);
    await search.fill(parent.username);
    await expect(parentRow).toBeVisible();

    // ── The parent sees the answer and its date; the announcement reached the parent. ──────────
    await p.goto('/feedback');
    const answered = p.getByRole('region', { name: 'Your Feedback History' }).getByRole('listitem').filter({ hasText: feedbackMessage });
    const response = answered.getByRole('region', { name: 'Response from Admin' });
    await expect(response).toContainText(adminAnswer);
    await expect(response).toContainText(TODAY_SHORT);

    const answerMail = await waitForEmail(parent.email, { subject: 'Response to your Lunchbox feedback' });
    expect(answerMail).toContain(adminAnswer);
    const announcementMail = await waitForEmail(parent.email, { subject: announcement.subject });
    expect(announcementMail).toContain('Lunch is served at 11:30 on concert day.');
  } finally {
    await Promise.all([admin.context.close(), family.context.close(), other.context.close()]);
  }
});
