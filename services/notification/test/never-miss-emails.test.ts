import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import type { EventData, EventEnvelope, EventType } from '@lunchbox/contracts/events';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';
import { NotificationHarness } from './notification-harness.ts';

// Issue 27's e-mails, each from its event on the bus to the SMTP server: the standing order's
// checkout and its left-out days, a week it could not place, the reminder before the cut-off (with
// its WhatsApp message and one-click unsubscribe), a decided top-up and a low balance.

const WEEK = '2026-12-07';
const APP = 'http://lunchbox.test';

/** A parent as identity announces them: their language and phone come from here. */
function parentOf(userId: number, language: 'en' | 'es') {
  return {
    userId,
    username: `parent${userId}`,
    email: `parent${userId}@example.org`,
    fullName: language === 'es' ? `Lucía Pérez ${userId}` : `Maria Lopez ${userId}`,
    phone: `555-010-${String(userId).padStart(4, '0')}`,
    isAdmin: false,
    language,
  };
}

const ordered = (childName: string, lunchDate: string, dish: string) => ({
  orderId: Number(lunchDate.slice(-2)),
  childName,
  school: 'Sutter Elementary',
  grade: '3',
  lunchDate,
  lunchOptions: [dish],
  totalCents: 650,
});

/** Every way a standing order leaves a day out, the parent's own skip among them. */
const SKIPPED: EventData<'standing_order.unplaced'>['skipped'] = [
  { childId: 1, childName: 'Emma', date: '2026-12-09', code: 'SKIP_CHOSEN', values: {} },
  { childId: 1, childName: 'Emma', date: '2026-12-08', code: 'CLOSED', values: { reason: 'Teacher training' } },
  { childId: 2, childName: 'Leo', date: '2026-12-08', code: 'CLOSED', values: { reason: null } },
  { childId: 2, childName: 'Leo', date: '2026-12-07', code: 'ALREADY_ORDERED', values: {} },
  { childId: 1, childName: 'Emma', date: '2026-12-07', code: 'DEADLINE_PASSED', values: { deadline: '2026-12-07T05:00:00.000Z' } },
  { childId: 1, childName: 'Emma', date: '2026-12-10', code: 'NO_MATCHING_ITEM', values: { mode: 'item', dish: 'Fish Tacos' } },
  { childId: 2, childName: 'Leo', date: '2026-12-10', code: 'NO_MATCHING_ITEM', values: { mode: 'diet', dietTag: 'vegan' } },
  { childId: 1, childName: 'Emma', date: '2026-12-11', code: 'ALLERGEN', values: { menuItem: 'PB&J', allergens: ['peanuts', 'sesame'] } },
];

const SKIPPED_LINES_EN = [
  '- Monday, December 7, 2026, Emma: the ordering deadline (9:00 PM on Sunday, December 6) had passed',
  '- Monday, December 7, 2026, Leo: already has a lunch that day',
  '- Tuesday, December 8, 2026, Emma: no lunch service that day (Teacher training)',
  '- Tuesday, December 8, 2026, Leo: no lunch service that day',
  "- Thursday, December 10, 2026, Emma: Fish Tacos was not on that day's menu",
  "- Thursday, December 10, 2026, Leo: no dish on that day's menu is vegan",
  '- Friday, December 11, 2026, Emma: PB&J contains peanuts and sesame, which Emma is allergic to',
];

const bulletLines = (mail: CapturedMail) => mail.text.split('\n').filter((line) => line.startsWith('- '));

describe('the e-mails of standing orders, reminders and the balance', () => {
  let smtp: SmtpCapture;
  let harness: NotificationHarness;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    harness = await NotificationHarness.start({ bus: 'in-process', smtpUrl: smtp.url, allowRepeatedIds: true });
  });

  afterAll(async () => {
    await harness?.stop();
    await smtp?.stop();
  });

  /** A parent identity has announced, so their language and phone are known here. */
  async function registered(userId: number, language: 'en' | 'es' = 'en') {
    const parent = parentOf(userId, language);
    await harness.deliver('user.registered', parent);
    return { userId, parentName: parent.fullName, email: parent.email, phone: parent.phone };
  }

  /** The mail that reached an address, once every e-mail asked for so far has settled. */
  async function mailTo(email: string): Promise<CapturedMail[]> {
    await harness.untilMailSettled();
    return smtp.messages.filter((message) => message.to.includes(email) && !/Welcome|Bienvenid/.test(message.subject));
  }

  /** The WhatsApp messages logged for an event. */
  function whatsAppFor(event: EventEnvelope) {
    return harness.sql<{ kind: string; status: string; message: string; phones: string[] }>(
      `select n.kind, n.status, n.message, array(select d.recipient from notification.email_deliveries d where d.notification_id = n.id order by d.id) as phones
         from notification.email_notifications n where n.source_event_id = $1 and n.method = 'whatsapp'`,
      [event.id],
    );
  }

  /**
   * The same event again, as a broker redelivers after a lost acknowledgement; then another event of
   * the same type, handled after the repeat by the one consumer, to know the repeat was handled.
   */
  async function deliverAgain<T extends EventType>(event: EventEnvelope<T>, later: EventData<T>): Promise<void> {
    await harness.bus.publish(event);
    await harness.deliver(event.type, later);
  }

  test('when a standing order places a checkout, then the confirmation says so and lists each left-out day with its reason, not the days the parent skipped', async () => {
    const parent = await registered(201);
    await harness.deliver('order.placed', {
      checkoutId: 'standing-201',
      ...parent,
      orders: [ordered('Leo', '2026-12-09', 'Veggie Pasta'), ordered('Emma', '2026-12-08', 'Chicken Wrap')],
      totalCents: 1300,
      standing: { week: WEEK, skipped: SKIPPED },
    });
    const [mail, ...more] = await mailTo(parent.email);
    assert.ok(mail);
    assert.equal(more.length, 0);
    assert.equal(mail.subject, 'Your Lunchbox order: 2 lunches, total $13.00');
    assert.match(mail.text, /Your standing order placed these lunches for the week of Monday, December 7, 2026\./);
    assert.match(mail.text, /Days your standing order left out:\n- Monday, December 7, 2026, Emma/);
    assert.deepEqual(
      bulletLines(mail).filter((line) => line.includes(', 2026, ')),
      SKIPPED_LINES_EN,
    );
    assert.doesNotMatch(mail.text, /Wednesday, December 9, 2026, Emma/);
    assert.match(mail.html, /<li>Friday, December 11, 2026, Emma: PB&amp;J contains peanuts and sesame, which Emma is allergic to<\/li>/);
  });

  test('when a checkout is not a standing order’s, then its confirmation says nothing of one', async () => {
    const parent = await registered(202);
    await harness.deliver('order.placed', { checkoutId: 'manual-202', ...parent, orders: [ordered('Emma', '2026-12-08', 'Chicken Wrap')], totalCents: 650 });
    const [mail] = await mailTo(parent.email);
    assert.ok(mail);
    assert.doesNotMatch(mail.text, /standing order/);
  });

  test('when a Spanish reader’s standing order leaves days out, then the reasons, the closure and the allergens are in Spanish', async () => {
    const parent = await registered(203, 'es');
    await harness.deliver('order.placed', {
      checkoutId: 'standing-203',
      ...parent,
      orders: [ordered('Leo', '2026-12-09', 'Pasta')],
      totalCents: 650,
      standing: { week: WEEK, skipped: SKIPPED },
    });
    const [mail] = await mailTo(parent.email);
    assert.ok(mail);
    assert.match(mail.text, /Su pedido semanal pidió estos almuerzos para la semana del lunes, 7 de diciembre de 2026\./);
    assert.match(mail.text, /Días que su pedido semanal no pidió:/);
    assert.match(mail.text, /- martes, 8 de diciembre de 2026, Emma: no hay servicio de almuerzo ese día \(Teacher training\)/);
    assert.match(mail.text, /- viernes, 11 de diciembre de 2026, Emma: PB&J contiene cacahuates y ajonjolí, a lo que Emma tiene alergia/);
    assert.match(mail.text, /- jueves, 10 de diciembre de 2026, Leo: ningún plato del menú de ese día es vegano/);
    assert.match(mail.text, /el plazo de pedido \(9:00 p\.\s?m\. del domingo, 6 de diciembre\) ya había vencido/);
    assert.doesNotMatch(mail.text, /standing order|allergic|peanuts/);
  });

  test('when a standing order could place nothing for the week, then the parent is told why, day by day, with the order page of that week, once', async () => {
    const parent = await registered(204);
    const event = await harness.deliver('standing_order.unplaced', { ...parent, week: WEEK, skipped: SKIPPED });
    await deliverAgain(event, { ...event.data, userId: 299, email: 'later.unplaced@example.org' });
    const mails = await mailTo(parent.email);
    assert.equal(mails.length, 1);
    const [mail] = mails;
    assert.ok(mail);
    assert.equal(mail.subject, 'No lunches could be placed for the week of Monday, December 7, 2026');
    assert.match(mail.text, /Your standing order could not place any lunch for the week of Monday, December 7, 2026\. Day by day, this is why:/);
    assert.deepEqual(bulletLines(mail), SKIPPED_LINES_EN);
    assert.ok(mail.text.includes(`Order lunches for that week: ${APP}/my-orders?tab=order&week=${WEEK}`), mail.text);
    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(parent.email) && item.kind === 'standing_order_unplaced');
    assert.equal(entry.status, 'sent');
  });

  test('when a reminder is due on e-mail and WhatsApp, then the e-mail names each child and day, the first deadline, the week’s order page and a one-click unsubscribe, and WhatsApp is logged, each once', async () => {
    const parent = await registered(205);
    const token = 'v1.205.r3m1nd-Tok_en';
    const event = await harness.deliver('reminder.due', {
      ...parent,
      week: WEEK,
      children: [
        { childId: 1, name: 'Emma', dates: ['2026-12-11', '2026-12-07', '2026-12-08'] },
        { childId: 2, name: 'Leo', dates: ['2026-12-10'] },
      ],
      firstDeadline: { lunchDate: '2026-12-07', at: '2026-12-07T05:00:00.000Z' },
      channels: ['email', 'whatsapp'],
      unsubscribeToken: token,
    });
    const later = await registered(206);
    await deliverAgain(event, { ...event.data, ...later, unsubscribeToken: 'later' });

    const mails = await mailTo(parent.email);
    assert.equal(mails.length, 1);
    const [mail] = mails;
    assert.ok(mail);
    assert.equal(mail.subject, 'Reminder: lunches not ordered yet for the week of Monday, December 7, 2026');
    assert.match(mail.text, /These days of the week of Monday, December 7, 2026 have no lunch ordered yet:/);
    assert.deepEqual(bulletLines(mail), ['- Emma: Monday, Tuesday and Friday', '- Leo: Thursday']);
    assert.match(
      mail.text,
      /Order by 9:00 PM on Sunday, December 6 to have a lunch on Monday, December 7, 2026\. Each day's lunch can be ordered until 9:00 PM \(10:00 PM in daylight saving time\) the evening before\./,
    );
    assert.ok(mail.text.includes(`${APP}/my-orders?tab=order&week=${WEEK}`), mail.text);
    assert.ok(mail.text.includes(`To stop these reminders, unsubscribe with one click: ${APP}/unsubscribe?token=${token}`), mail.text);
    assert.ok(mail.html.includes(`href="${APP}/unsubscribe?token=${token}"`), mail.html);
    assert.equal(mail.headers['list-unsubscribe'], `<${APP}/api/unsubscribe?token=${token}>`);
    assert.equal(mail.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');

    const whatsApp = await whatsAppFor(event);
    assert.equal(whatsApp.length, 1);
    assert.equal(whatsApp[0]?.kind, 'lunch_reminder');
    assert.equal(whatsApp[0]?.status, 'logged');
    assert.deepEqual(whatsApp[0]?.phones, [parent.phone]);
    assert.equal(
      whatsApp[0]?.message,
      `Lunchbox reminder: no lunch ordered yet for the week of Monday, December 7, 2026 (Emma: Monday, Tuesday and Friday; Leo: Thursday). Order by 9:00 PM on Sunday, December 6: ${APP}/my-orders?tab=order&week=${WEEK}`,
    );
    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(parent.email) && item.kind === 'lunch_reminder');
    assert.equal(entry.status, 'sent');
  });

  test('when a reminder asks for e-mail only, then no WhatsApp is logged; when it asks for WhatsApp only, then no e-mail is sent', async () => {
    const reminder = (parent: { userId: number; parentName: string; email: string }, channels: Array<'email' | 'whatsapp'>) =>
      harness.deliver('reminder.due', {
        ...parent,
        week: WEEK,
        children: [{ childId: 3, name: 'Ava', dates: ['2026-12-09'] }],
        firstDeadline: { lunchDate: '2026-12-09', at: '2026-12-09T05:00:00.000Z' },
        channels,
        unsubscribeToken: `token-${parent.userId}`,
      });
    const emailOnly = await registered(207);
    const whatsAppOnly = await registered(208);
    const byEmail = await reminder(emailOnly, ['email']);
    const byWhatsApp = await reminder(whatsAppOnly, ['whatsapp']);

    assert.equal((await mailTo(emailOnly.email)).length, 1);
    assert.deepEqual(await whatsAppFor(byEmail), []);
    assert.equal((await mailTo(whatsAppOnly.email)).length, 0);
    const logged = await whatsAppFor(byWhatsApp);
    assert.equal(logged.length, 1);
    assert.deepEqual(logged[0]?.phones, [whatsAppOnly.phone]);
  });

  test('when a Spanish reader is reminded, then the e-mail, the deadline and the WhatsApp message are in Spanish, with the same unsubscribe headers', async () => {
    const parent = await registered(209, 'es');
    const event = await harness.deliver('reminder.due', {
      ...parent,
      week: WEEK,
      children: [{ childId: 4, name: 'Sofía', dates: ['2026-12-08', '2026-12-09'] }],
      firstDeadline: { lunchDate: '2026-12-08', at: '2026-12-08T05:00:00.000Z' },
      channels: ['email', 'whatsapp'],
      unsubscribeToken: 'es-token',
    });
    const [mail] = await mailTo(parent.email);
    assert.ok(mail);
    assert.equal(mail.subject, 'Recordatorio: almuerzos aún sin pedir para la semana del lunes, 7 de diciembre de 2026');
    assert.deepEqual(bulletLines(mail), ['- Sofía: martes y miércoles']);
    assert.match(mail.text, /Pida antes de las 9:00 p\.\s?m\. del lunes, 7 de diciembre para tener almuerzo el martes, 8 de diciembre de 2026\./);
    assert.ok(mail.text.includes(`cancele la suscripción con un clic: ${APP}/unsubscribe?token=es-token`), mail.text);
    assert.equal(mail.headers['list-unsubscribe'], `<${APP}/api/unsubscribe?token=es-token>`);
    assert.equal(mail.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
    const [whatsApp] = await whatsAppFor(event);
    assert.match(
      whatsApp?.message ?? '',
      /^Recordatorio de Lunchbox: aún no hay almuerzo pedido para la semana del lunes, 7 de diciembre de 2026 \(Sofía: martes y miércoles\)/,
    );
  });

  test('when a top-up is confirmed, then the parent is told the new balance; when it failed, then that it was not credited; each once', async () => {
    const parent = await registered(210);
    const paid = await harness.deliver('top_up.decided', { ...parent, reference: 'TU-7K3Q9', amountCents: 2000, status: 'paid', balanceCents: 2650 });
    await deliverAgain(paid, { ...paid.data, userId: 298, email: 'later.topup@example.org' });
    await harness.deliver('top_up.decided', { ...parent, reference: 'TU-8M2P4', amountCents: 1500, status: 'failed', balanceCents: 2650 });

    const mails = await mailTo(parent.email);
    assert.equal(mails.length, 2);
    const [confirmed, failed] = mails;
    assert.ok(confirmed && failed);
    assert.equal(confirmed.subject, 'Your top-up of $20.00 is confirmed');
    assert.match(confirmed.text, /We received your top-up of \$20\.00 \(reference TU-7K3Q9\)\. Your balance is now \$26\.50\./);
    assert.ok(confirmed.text.includes(`Your balance: ${APP}/profile`), confirmed.text);
    assert.equal(failed.subject, 'Your top-up TU-8M2P4 could not be confirmed');
    assert.match(failed.text, /We could not confirm your top-up of \$15\.00 \(reference TU-8M2P4\), so your balance was not credited\. It stays at \$26\.50\./);
    assert.equal(confirmed.headers['list-unsubscribe'], undefined);
    const kinds = (await harness.history()).filter((item) => item.recipientEmails.includes(parent.email)).map((item) => item.kind);
    assert.deepEqual(kinds.sort(), ['top_up_confirmed', 'top_up_failed', 'welcome']);
  });

  test('when a Spanish reader’s top-up is confirmed, then the e-mail is in Spanish', async () => {
    const parent = await registered(211, 'es');
    await harness.deliver('top_up.decided', { ...parent, reference: 'TU-ES1', amountCents: 1000, status: 'paid', balanceCents: 1000 });
    const [mail] = await mailTo(parent.email);
    assert.ok(mail);
    assert.equal(mail.subject, 'Su recarga de $10.00 está confirmada');
    assert.match(mail.text, /Su saldo ahora es de \$10\.00\./);
  });

  test('when the balance runs low, then the parent gets the balance, the threshold, where to top up and a one-click unsubscribe, once', async () => {
    const parent = await registered(212);
    const token = 'v1.212.low-Balance_tok';
    const event = await harness.deliver('balance.low', { ...parent, balanceCents: 350, thresholdCents: 1000, unsubscribeToken: token });
    await deliverAgain(event, { ...event.data, userId: 297, email: 'later.low@example.org' });

    const mails = await mailTo(parent.email);
    assert.equal(mails.length, 1);
    const [mail] = mails;
    assert.ok(mail);
    assert.equal(mail.subject, 'Your Lunchbox balance is low: $3.50');
    assert.match(mail.text, /Your balance is \$3\.50, below your alert threshold of \$10\.00\./);
    assert.ok(mail.text.includes(`Top up your balance: ${APP}/profile`), mail.text);
    assert.ok(mail.text.includes(`To stop low-balance alerts, unsubscribe with one click: ${APP}/unsubscribe?token=${token}`), mail.text);
    assert.equal(mail.headers['list-unsubscribe'], `<${APP}/api/unsubscribe?token=${token}>`);
    assert.equal(mail.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
    const entry = await harness.waitForHistory((item) => item.recipientEmails.includes(parent.email) && item.kind === 'low_balance');
    assert.equal(entry.status, 'sent');
  });

  test('when a Spanish reader’s balance runs low, then the alert is in Spanish with its headers', async () => {
    const parent = await registered(213, 'es');
    await harness.deliver('balance.low', { ...parent, balanceCents: 500, thresholdCents: 1000, unsubscribeToken: 'es-low' });
    const [mail] = await mailTo(parent.email);
    assert.ok(mail);
    assert.equal(mail.subject, 'Su saldo de Lunchbox está bajo: $5.00');
    assert.match(mail.text, /Su saldo es de \$5\.00, por debajo de su límite de aviso de \$10\.00\./);
    assert.equal(mail.headers['list-unsubscribe'], `<${APP}/api/unsubscribe?token=es-low>`);
  });
});
