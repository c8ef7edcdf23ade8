import { emailTexts } from './email-language.ts';
import { action, BRAND, bullets, letter, words, type EmailContent, type InLanguage } from './letter.ts';

/** A child and the days of the week without a lunch, in words ('Monday, Tuesday and Friday'). */
export interface ChildWithoutLunch {
  name: string;
  days: string;
}

export interface LunchReminder {
  parentName: string;
  /** The Monday in words. */
  week: string;
  children: ChildWithoutLunch[];
  /** The first day without a lunch, in words, and its ordering deadline from the domain rule. */
  firstDay: string;
  deadline: string;
  /** The deadline rule for every day ('9:00 PM the evening before'). */
  rule: string;
  orderUrl: string;
  unsubscribePageUrl: string;
  oneClickUnsubscribeUrl: string;
}

/**
 * The reminder before the cut-off (issue 27 section 2): each child and the days without a lunch,
 * the first deadline, the order page with that week, and a one-click unsubscribe (the link in the
 * body and the RFC 8058 headers).
 */
export function lunchReminderEmail(input: LunchReminder & InLanguage): EmailContent {
  const { t } = emailTexts(input.language);
  const content = letter(t, {
    subject: t('neverMiss.reminderSubject', { week: input.week }),
    greeting: input.parentName,
    sections: [
      words(t('neverMiss.reminderLead', { week: input.week })),
      bullets(input.children.map((child) => t('neverMiss.reminderChildLine', { child: child.name, days: child.days }))),
      words(t('neverMiss.reminderDeadline', { deadline: input.deadline, firstDay: input.firstDay, rule: input.rule })),
      action(t('neverMiss.orderThatWeek'), input.orderUrl, t('neverMiss.orderWeekLink', { week: input.week })),
      action(t('neverMiss.reminderUnsubscribe'), input.unsubscribePageUrl, t('neverMiss.reminderUnsubscribeLink')),
    ],
  });
  return { ...content, listUnsubscribe: input.oneClickUnsubscribeUrl };
}

/** The same reminder as the simulated WhatsApp message: one line a phone shows whole. */
export function lunchReminderWhatsApp(input: LunchReminder & InLanguage): { title: string; message: string } {
  const { t } = emailTexts(input.language);
  const children = input.children.map((child) => t('neverMiss.reminderChildLine', { child: child.name, days: child.days })).join('; ');
  return {
    title: t('neverMiss.reminderSubject', { week: input.week }),
    message: t('neverMiss.reminderWhatsApp', { brand: BRAND, week: input.week, children, deadline: input.deadline, url: input.orderUrl }),
  };
}
