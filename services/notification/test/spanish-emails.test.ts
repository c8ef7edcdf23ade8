import { describe, expect, test } from '@jest/globals';
import en from '@lunchbox/domain/i18n/en.json' with { type: 'json' };
import {
  adminNotificationEmail,
  allergenAlertEmail,
  directEmail,
  feedbackAnswerEmail,
  orderCancelledEmail,
  orderConfirmationEmail,
  passwordResetEmail,
  paymentReminderEmail,
  paymentStatusEmail,
  testEmail,
  welcomeEmail,
} from '../src/mail/templates.ts';
import { lowBalanceEmail, topUpDecidedEmail } from '../src/mail/balance-emails.ts';
import type { EmailContent } from '../src/mail/letter.ts';
import { lunchReminderEmail } from '../src/mail/reminder-emails.ts';
import { standingOrderUnplacedEmail } from '../src/mail/standing-order-emails.ts';
import { skippedDayLines, type StandingSkipFact } from '../src/mail/standing-skips.ts';

/** The English e-mail catalogue's words, without their values: none may be left in a Spanish e-mail. */
type Texts = { [key: string]: string | Texts };
const textsOf = (texts: Texts): string[] => Object.values(texts).flatMap((text) => (typeof text === 'string' ? [text] : textsOf(text)));

const ENGLISH_PHRASES = [...textsOf(en.email), ...textsOf(en.neverMiss)]
  .flatMap((text) => text.split(/\{\{[^}]*\}\}/))
  .map((phrase) => phrase.trim())
  .filter((phrase) => /\p{L}{3,}\s+\p{L}{3,}/u.test(phrase));

const appUrl = 'https://lunchbox.example';
/** Every reason a standing order leaves a day out. */
const STANDING_SKIPS: StandingSkipFact[] = [
  { childId: 1, childName: 'Lucía', date: '2026-12-07', code: 'DEADLINE_PASSED', values: { deadline: '2026-12-07T05:00:00.000Z' } },
  { childId: 1, childName: 'Lucía', date: '2026-12-08', code: 'CLOSED', values: { reason: 'Día festivo' } },
  { childId: 1, childName: 'Lucía', date: '2026-12-09', code: 'ALREADY_ORDERED', values: {} },
  { childId: 1, childName: 'Lucía', date: '2026-12-10', code: 'NO_MATCHING_ITEM', values: { mode: 'first' } },
  { childId: 1, childName: 'Lucía', date: '2026-12-11', code: 'ALLERGEN', values: { menuItem: 'Arroz con pollo', allergens: ['eggs'] } },
];
const lunch = {
  childName: 'Lucía',
  school: 'Sutter Elementary',
  grade: '3',
  date: 'jueves, 10 de diciembre de 2026',
  lunchOptions: ['Arroz con pollo'],
  price: '$7.25',
};
const SPANISH: Array<[string, EmailContent]> = [
  ['welcome', welcomeEmail({ fullName: 'Ana Pérez', username: 'ana', appUrl, language: 'es' })],
  ['password reset', passwordResetEmail({ fullName: 'Ana Pérez', resetUrl: `${appUrl}/reset-password?token=x`, language: 'es' })],
  [
    'order confirmation',
    orderConfirmationEmail({
      parentName: 'Ana Pérez',
      lunches: [lunch],
      total: '$7.25',
      appUrl,
      timeZone: 'America/Los_Angeles',
      paymentReference: 'K7Q2M9',
      amountDue: '$7.25',
      language: 'es',
    }),
  ],
  [
    'cancellation',
    orderCancelledEmail({ parentName: 'Ana Pérez', lunches: [lunch], closureReason: null, byClosure: false, credited: '$7.25', appUrl, language: 'es' }),
  ],
  [
    'closed day',
    orderCancelledEmail({ parentName: 'Ana Pérez', lunches: [lunch], closureReason: 'Día festivo', byClosure: true, credited: null, appUrl, language: 'es' }),
  ],
  [
    'allergen alert',
    allergenAlertEmail({ parentName: 'Ana Pérez', menuItem: 'Arroz con pollo', lunches: [{ ...lunch, allergens: 'cacahuates' }], appUrl, language: 'es' }),
  ],
  [
    'payment received',
    paymentStatusEmail({ parentName: 'Ana Pérez', paymentReference: 'K7Q2M9', status: 'paid', amountDue: '$7.25', lunches: [lunch], appUrl, language: 'es' }),
  ],
  [
    'payment failed',
    paymentStatusEmail({ parentName: 'Ana Pérez', paymentReference: 'K7Q2M9', status: 'failed', amountDue: '$7.25', lunches: [lunch], appUrl, language: 'es' }),
  ],
  [
    'payment reminder',
    paymentReminderEmail({
      parentName: 'Ana Pérez',
      paymentReference: 'K7Q2M9',
      amountDue: '$7.25',
      firstLunch: 'jueves, 10 dic',
      deadline: '9:00 p.m.',
      appUrl,
      language: 'es',
    }),
  ],
  [
    'feedback answer',
    feedbackAnswerEmail({
      userName: 'Ana Pérez',
      submittedOn: '2 dic 2026',
      category: 'specific',
      rating: 4,
      date: '1 dic 2026',
      message: 'Muy rico',
      adminResponse: 'Gracias',
      feedbackUrl: `${appUrl}/feedback`,
      language: 'es',
    }),
  ],
  [
    'communications',
    adminNotificationEmail({ subject: 'Cambio de horario', message: 'Las entregas llegan a las 11:30.', notificationType: 'menu_update', language: 'es' }),
  ],
  ['direct', directEmail({ fullName: 'Ana Pérez', subject: 'Su cuenta', message: 'Hola, todo en orden.', language: 'es' })],
  ['test', testEmail({ fullName: 'Ana Pérez', sentAt: '26 nov 2026, 9:00 a.m.', language: 'es' })],
  [
    'standing order confirmation',
    orderConfirmationEmail({
      parentName: 'Ana Pérez',
      lunches: [lunch],
      total: '$7.25',
      appUrl,
      timeZone: 'America/Los_Angeles',
      standing: { week: 'lunes, 7 de diciembre de 2026', skipped: skippedDayLines(STANDING_SKIPS, 'es', 'America/Los_Angeles') },
      language: 'es',
    }),
  ],
  [
    'standing order unplaced',
    standingOrderUnplacedEmail({
      parentName: 'Ana Pérez',
      week: 'lunes, 7 de diciembre de 2026',
      skipped: skippedDayLines(STANDING_SKIPS, 'es', 'America/Los_Angeles'),
      orderUrl: `${appUrl}/my-orders?tab=order&week=2026-12-07`,
      language: 'es',
    }),
  ],
  [
    'lunch reminder',
    lunchReminderEmail({
      parentName: 'Ana Pérez',
      week: 'lunes, 7 de diciembre de 2026',
      children: [{ name: 'Lucía', days: 'lunes y martes' }],
      firstDay: 'lunes, 7 de diciembre de 2026',
      deadline: '9:00 p.m. del domingo, 6 de diciembre',
      rule: '9:00 p.m. la noche anterior',
      orderUrl: `${appUrl}/my-orders?tab=order&week=2026-12-07`,
      unsubscribePageUrl: `${appUrl}/unsubscribe?token=t`,
      oneClickUnsubscribeUrl: `${appUrl}/api/unsubscribe?token=t`,
      language: 'es',
    }),
  ],
  ...(['paid', 'failed'] as const).map((status): [string, EmailContent] => [
    `top-up ${status}`,
    topUpDecidedEmail({
      parentName: 'Ana Pérez',
      reference: 'TU-1',
      status,
      amount: '$20.00',
      balance: '$26.50',
      profileUrl: `${appUrl}/profile`,
      language: 'es',
    }),
  ]),
  [
    'low balance',
    lowBalanceEmail({
      parentName: 'Ana Pérez',
      balance: '$3.50',
      threshold: '$10.00',
      profileUrl: `${appUrl}/profile`,
      unsubscribePageUrl: `${appUrl}/unsubscribe?token=t`,
      oneClickUnsubscribeUrl: `${appUrl}/api/unsubscribe?token=t`,
      language: 'es',
    }),
  ],
];

describe('the e-mails to a parent who reads Spanish (issue 14 section 1)', () => {
  test.each(SPANISH)('when the %s e-mail is written in Spanish, then it holds no English sentence of the catalogue and no raw key', (_name, mail) => {
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\b(email|neverMiss)\.[a-zA-Z]+/);
      expect(ENGLISH_PHRASES.filter((phrase) => part.includes(phrase))).toEqual([]);
    }
    expect(mail.text).toContain('El equipo de Lunchbox');
  });

  test("when a Communications e-mail is written in Spanish, then its frame is Spanish and the administrator's words stay as typed", () => {
    const mail = adminNotificationEmail({ subject: 'Menu change', message: 'Pizza moves to Friday.', notificationType: 'announcement', language: 'es' });
    expect(mail.subject).toBe('Menu change');
    expect(mail.text).toBe('Lunchbox - Anuncio\n\nPizza moves to Friday.\n\nEl equipo de Lunchbox');
    expect(adminNotificationEmail({ subject: 'Menu change', message: 'Pizza moves to Friday.', notificationType: 'announcement' }).text).toBe(
      'Lunchbox - Announcement\n\nPizza moves to Friday.\n\nThe Lunchbox team',
    );
  });

  test('when the same e-mail is written in English, then the check finds the English sentences it looks for', () => {
    const mail = welcomeEmail({ fullName: 'Ann Lee', username: 'ann', appUrl });
    expect(ENGLISH_PHRASES.filter((phrase) => mail.text.includes(phrase)).length).toBeGreaterThan(0);
  });
});
