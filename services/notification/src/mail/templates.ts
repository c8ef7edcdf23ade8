import type { TFunction } from 'i18next';
import { familyCancellationSentence } from '@lunchbox/domain/deadline-sentences';
import type { SchoolsAtClock } from '@lunchbox/domain/school-deadline';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';
import { emailTexts } from './email-language.ts';
import { action, BRAND, bullets, escapeHtml, headed, letter, link, words, yourOrders, type EmailContent, type InLanguage, type Section } from './letter.ts';

/** Each paragraph of the administrator's text (blank lines separate them), its lines kept. */
function typedText(text: string): Section {
  return { text, html: paragraphsOf(text) };
}

/** One cancelled or paid lunch as a bullet: '2026-11-26: Pasta for Emma'. */
const lunchLine = (t: TFunction, lunch: CancelledLunch) =>
  t('email.lunchLine', { date: lunch.date, options: lunch.lunchOptions.join(', '), child: lunch.childName });

export function welcomeEmail(input: { fullName: string; username: string; appUrl: string } & InLanguage): EmailContent {
  const { t } = emailTexts(input.language);
  const signInUrl = `${input.appUrl.replace(/\/+$/, '')}/auth`;
  const welcome = t('email.welcomeText', { brand: BRAND, username: input.username });
  const invitation = t('email.welcomeInvitation');
  return letter(t, {
    subject: t('email.welcomeSubject', { brand: BRAND }),
    greeting: input.fullName,
    sections: [
      {
        text: `${welcome}\n${invitation}`,
        html: [t('email.welcomeHtml', { brand: BRAND, username: escapeHtml(input.username) }), invitation],
      },
      action(t('email.signIn'), signInUrl, t('email.signInTo', { brand: BRAND })),
    ],
  });
}

export function passwordResetEmail(input: { fullName: string; resetUrl: string } & InLanguage): EmailContent {
  const { t } = emailTexts(input.language);
  const request = t('email.resetRequest', { brand: BRAND });
  const rules = [t('email.resetExpires'), t('email.resetIgnore')];
  return letter(t, {
    subject: t('email.resetSubject', { brand: BRAND }),
    greeting: input.fullName,
    sections: [
      { text: `${request}\n${t('email.resetOpenLink')}`, html: escapeHtml(request) },
      {
        text: input.resetUrl,
        html: [link(input.resetUrl, t('email.resetChoose')), `${escapeHtml(t('email.resetCopy'))}<br>${escapeHtml(input.resetUrl)}`],
      },
      { text: rules.join('\n'), html: rules.map(escapeHtml) },
    ],
    redactions: [input.resetUrl, escapeHtml(input.resetUrl)],
  });
}

/** Each line of the administrator's text as a paragraph line, escaped; blank lines separate paragraphs. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => block.split('\n').map(escapeHtml).join('<br>'));
}

/** The lunches of an e-mail in the order a parent reads them: by date, then by child. */
export function byDateThenChild<T extends { lunchDate: string; childName: string }>(lunches: readonly T[]): T[] {
  return [...lunches].sort((a, b) => a.lunchDate.localeCompare(b.lunchDate) || a.childName.localeCompare(b.childName));
}

export interface ConfirmedLunch {
  childName: string;
  school: string;
  grade: string;
  /** The long weekday date, e.g. 'Monday, November 23, 2026'. */
  date: string;
  lunchOptions: string[];
  /** '$5.50' */
  price: string;
}

/**
 * The confirmation of a placed checkout (issue 3): what was ordered, for whom, when, each price and
 * the total, and how to pay: by hand with PayPal or Zelle, marked paid by an administrator.
 */
export function orderConfirmationEmail(
  input: {
    parentName: string;
    lunches: ConfirmedLunch[];
    total: string;
    appUrl: string;
    timeZone: string;
    /** The cut-offs of the lunches' schools with their schools (order.placed `deadlines`); none: the spec's rule. */
    deadlines?: readonly SchoolsAtClock[];
    /** 'LB-7K3Q9'; absent for checkouts from before references existed. */
    paymentReference?: string | undefined;
    /** '$2.50' once account credit is used; absent: the total is due. */
    amountDue?: string | undefined;
    creditApplied?: string | null | undefined;
    /** Set when a standing order placed the checkout: its week in words and the days it left out, each a line. */
    standing?: { week: string; skipped: string[] } | undefined;
  } & InLanguage,
): EmailContent {
  const { t, language } = emailTexts(input.language);
  const count = input.lunches.length;
  const subject = t('email.confirmationSubject', { brand: BRAND, count, total: input.total });
  const lineOf = (lunch: ConfirmedLunch) =>
    t('email.confirmationLine', {
      date: lunch.date,
      options: lunch.lunchOptions.join(', '),
      child: lunch.childName,
      school: lunch.school,
      grade: lunch.grade,
      price: lunch.price,
    });
  const due = input.amountDue ?? input.total;
  const reference = input.paymentReference ? t('email.referenceInNote', { reference: input.paymentReference }) : '';
  const howToPay =
    input.amountDue !== undefined && /^\$0\.00$/.test(input.amountDue)
      ? [t('email.creditPaid', { count, credit: input.creditApplied ?? input.total })]
      : [
          ...(input.creditApplied ? [t('email.creditUsed', { credit: input.creditApplied })] : []),
          t(input.amountDue === undefined ? 'email.payTotal' : 'email.payDue', { due, reference }),
          t('email.checkedByHand'),
        ];
  // The cut-offs of the lunches' schools; an event from before them: the spec's rule.
  const changes = familyCancellationSentence(input.deadlines ?? [], seededSchoolClock(input.timeZone), language);
  const cell = 'padding: 4px 12px 4px 0;';
  const rows = input.lunches.map(
    (lunch) =>
      `<tr><td style="${cell}">${escapeHtml(lunch.date)}</td><td style="${cell}">${escapeHtml(lunch.childName)}<br><span style="color: #6b7280;">${escapeHtml(t('email.schoolAndGrade', { school: lunch.school, grade: lunch.grade }))}</span></td><td style="${cell}">${escapeHtml(lunch.lunchOptions.join(', '))}</td><td style="padding: 4px 0; text-align: right;">${escapeHtml(lunch.price)}</td></tr>`,
  );
  const heading = (key: string, align: 'left' | 'right') => `<th align="${align}">${escapeHtml(t(key))}</th>`;
  const table = [
    '<table style="border-collapse: collapse;">',
    `<tr>${heading('email.columnDate', 'left')}${heading('email.columnFor', 'left')}${heading('email.columnLunch', 'left')}${heading('email.columnPrice', 'right')}</tr>`,
    ...rows,
    `<tr><td colspan="3" style="padding-top: 8px;"><strong>${escapeHtml(t('email.total'))}</strong></td><td style="padding-top: 8px; text-align: right;"><strong>${escapeHtml(input.total)}</strong></td></tr>`,
    '</table>',
  ].join('\n');
  return letter(t, {
    subject,
    greeting: input.parentName,
    sections: [
      words(t('email.thanks', { count })),
      { text: [...input.lunches.map((lunch) => `- ${lineOf(lunch)}`), '', t('email.totalLine', { total: input.total })].join('\n'), html: table },
      ...(input.standing ? standingSections(t, input.standing) : []),
      headed(t('email.howToPay'), howToPay),
      headed(t('email.changes'), [changes]),
      yourOrders(t, input.appUrl),
    ],
  });
}

/** A standing order's checkout says so, and lists the days it left out and why. */
function standingSections(t: TFunction, standing: { week: string; skipped: string[] }): Section[] {
  const placed = words(t('neverMiss.standingPlaced', { week: standing.week }));
  if (standing.skipped.length === 0) return [placed];
  const heading = t('neverMiss.skippedHeading');
  const list = bullets(standing.skipped);
  return [placed, { text: `${heading}\n${list.text}`, html: `<strong>${escapeHtml(heading)}</strong>${list.html as string}` }];
}

/** One cancelled lunch as the cancellation e-mail lists it. */
export interface CancelledLunch {
  childName: string;
  /** The long weekday date. */
  date: string;
  lunchOptions: string[];
}

/**
 * The lunches of one parent that were cancelled at once (issue 10 sections 2 and 4): by the parent,
 * or because the school is closed that day (with its reason), and what their account was credited.
 */
export function orderCancelledEmail(
  input: {
    parentName: string;
    lunches: CancelledLunch[];
    closureReason: string | null;
    byClosure: boolean;
    credited: string | null;
    appUrl: string;
  } & InLanguage,
): EmailContent {
  const { t } = emailTexts(input.language);
  const count = input.lunches.length;
  const reason = input.closureReason;
  const subject = input.byClosure
    ? t('email.closedSubject', { count, reason: reason ? t('email.closedSubjectReason', { reason }) : '' })
    : t('email.cancelledSubject', { count, brand: BRAND });
  const why = input.byClosure
    ? t('email.closedWhy', { count, reason: reason ? t('email.closedWhyReason', { reason }) : '' })
    : t('email.cancelledWhy', { count });
  const lines = input.lunches.map((lunch) => lunchLine(t, lunch));
  const credit = input.credited ? t('email.credited', { amount: input.credited }) : t('email.noCredit');
  return letter(t, {
    subject,
    greeting: input.parentName,
    sections: [words(why), bullets(lines), words(credit), yourOrders(t, input.appUrl)],
  });
}

/** One lunch of a dish that now contains something the child is allergic to. */
export interface AllergenAlertLunch {
  childName: string;
  /** The long weekday date. */
  date: string;
  /** The new allergens the child is allergic to, in words ('peanuts and sesame'). */
  allergens: string;
}

/**
 * A dish gained an allergen after the parent ordered it (issue 13 section 2): one e-mail per parent
 * naming each child, day and allergen, so they can cancel or change the lunch before its deadline.
 */
export function allergenAlertEmail(input: { parentName: string; menuItem: string; lunches: AllergenAlertLunch[]; appUrl: string } & InLanguage): EmailContent {
  const { t } = emailTexts(input.language);
  const lines = input.lunches.map((lunch) => t('email.allergenLine', { date: lunch.date, child: lunch.childName, allergens: lunch.allergens }));
  return letter(t, {
    subject: t('email.allergenSubject', { dish: input.menuItem }),
    greeting: input.parentName,
    sections: [words(t('email.allergenLead', { dish: input.menuItem })), bullets(lines), words(t('email.allergenAfter')), yourOrders(t, input.appUrl)],
  });
}

/**
 * The parent's news about a checkout's payment (issue 10 section 5): verified, so the lunches are
 * paid; or marked failed, so they are asked to pay again with the same reference.
 */
export function paymentStatusEmail(
  input: {
    parentName: string;
    paymentReference: string;
    status: 'paid' | 'failed';
    amountDue: string;
    lunches: CancelledLunch[];
    appUrl: string;
  } & InLanguage,
): EmailContent {
  const { t } = emailTexts(input.language);
  const paid = input.status === 'paid';
  const values = { amount: input.amountDue, reference: input.paymentReference };
  const subject = t(paid ? 'email.paidSubject' : 'email.failedSubject', values);
  const lead = t(paid ? 'email.paidLead' : 'email.failedLead', values);
  const after = t(paid ? 'email.paidAfter' : 'email.failedAfter', values);
  const lines = input.lunches.map((lunch) => lunchLine(t, lunch));
  return letter(t, {
    subject,
    greeting: input.parentName,
    sections: [words(lead), bullets(lines), words(after), yourOrders(t, input.appUrl)],
  });
}

/** The once-only reminder of a checkout still unpaid a day before its first lunch's order deadline. */
export function paymentReminderEmail(
  input: {
    parentName: string;
    paymentReference: string;
    amountDue: string;
    firstLunch: string;
    deadline: string;
    appUrl: string;
  } & InLanguage,
): EmailContent {
  const { t } = emailTexts(input.language);
  const values = { amount: input.amountDue, reference: input.paymentReference, firstLunch: input.firstLunch, deadline: input.deadline };
  const subject = t('email.reminderSubject', values);
  const lines = [t('email.reminderOpen', values), t('email.reminderPay', values), t('email.reminderPaid')];
  return letter(t, { subject, greeting: input.parentName, sections: [...lines.map(words), yourOrders(t, input.appUrl)] });
}

const NOTIFICATION_TYPES = new Set(['announcement', 'menu_update', 'payment_reminder', 'emergency']);

/** A Communications e-mail: the administrator's subject and message as they typed them, in a frame of the reader's language. */
export function adminNotificationEmail(input: { subject: string; message: string; notificationType: string } & InLanguage): EmailContent {
  const { t } = emailTexts(input.language);
  const heading = t(`email.noticeHeadings.${NOTIFICATION_TYPES.has(input.notificationType) ? input.notificationType : 'notice'}`);
  const title = `${BRAND} - ${heading}`;
  return letter(t, {
    subject: input.subject,
    sections: [{ text: title, html: `<strong>${escapeHtml(title)}</strong>` }, typedText(input.message)],
  });
}

/** The Users tab's send e-mail: the administrator's words to one person. */
export function directEmail(input: { fullName: string; subject: string; message: string } & InLanguage): EmailContent {
  return letter(emailTexts(input.language).t, { subject: input.subject, greeting: input.fullName, sections: [typedText(input.message)] });
}

/** The Settings tab's 'Test Email System'. */
export function testEmail(input: { fullName: string; sentAt: string } & InLanguage): EmailContent {
  const { t } = emailTexts(input.language);
  const lines = [t('email.testSent', { brand: BRAND, sentAt: input.sentAt }), t('email.testReach')];
  return letter(t, {
    subject: t('email.testSubject', { brand: BRAND }),
    greeting: input.fullName,
    sections: [{ text: lines.join('\n'), html: lines.map(escapeHtml) }],
  });
}

/** The administrator answered a parent's feedback: the response, with what it answers. */
export function feedbackAnswerEmail(
  input: {
    userName: string;
    submittedOn: string;
    category: string;
    rating: number;
    date: string | null;
    message: string;
    adminResponse: string;
    feedbackUrl: string;
  } & InLanguage,
): EmailContent {
  const { t } = emailTexts(input.language);
  const subject = t('email.feedbackSubject', { brand: BRAND });
  const about = [
    t(input.category === 'specific' ? 'email.feedbackAboutSpecific' : 'email.feedbackAboutGeneral', { submittedOn: input.submittedOn, rating: input.rating }),
    ...(input.date ? [t('email.feedbackDate', { date: input.date })] : []),
  ];
  return letter(t, {
    subject,
    greeting: input.userName,
    sections: [
      {
        text: `${about.join('\n')}${input.message ? `:\n"${input.message}"` : ''}`,
        html: `${about.map(escapeHtml).join('<br>')}${input.message ? `:<br><em>${escapeHtml(input.message)}</em>` : ''}`,
      },
      headed(t('email.feedbackResponse'), input.adminResponse.split('\n')),
      action(t('email.feedbackHistory'), input.feedbackUrl, t('email.feedbackHistory')),
    ],
  });
}
