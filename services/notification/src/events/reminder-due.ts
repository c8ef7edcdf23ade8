import type { EventData, EventEnvelope } from '@lunchbox/contracts/events';
import type { ServiceRuntime } from '@lunchbox/kit/process/start-service';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { deadlineForLunchText, deadlineRuleText } from '@lunchbox/domain/deadline-sentences';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';
import { formatWeekday } from '@lunchbox/domain/school-dates';
import { logWhatsAppReminder } from '../communications/log-whatsapp-reminder.ts';
import { oneClickUnsubscribeUrl, orderWeekUrl, unsubscribePageUrl } from '../mail/app-links.ts';
import { inWords, lunchDateText } from '../mail/email-language.ts';
import { enqueueEmail, enqueueOnce, type EventEmailDeps } from '../mail/event-emails.ts';
import { lunchReminderEmail, lunchReminderWhatsApp, type LunchReminder } from '../mail/reminder-emails.ts';
import { languageOfLiveUser } from '../read-models/users.ts';

type ReminderDeps = EventEmailDeps & Pick<ServiceRuntime, 'log'>;

/**
 * Next week has days without a lunch: the parent is reminded once (ordering publishes one per parent
 * and week; the inbox makes it once here) on the channels they keep on: the e-mail, with its
 * one-click unsubscribe, and the WhatsApp message, logged in the history as WhatsApp is today
 * (simulation: never sent).
 */
export function onReminderDue(deps: ReminderDeps) {
  return async (event: EventEnvelope<'reminder.due'>): Promise<void> => {
    const { userId, email, channels } = event.data;
    // Set inside the transaction, said in the log once it has committed.
    let whatsApp = null as { notificationId: number; sentTo: number } | null;
    const reminder = await enqueueOnce(deps, event, async (tx) => {
      const language = await languageOfLiveUser(tx, userId);
      if (language === null) return null;
      const texts = reminderOf(deps, event.data, language);
      if (channels.includes('whatsapp')) {
        const { title, message } = lunchReminderWhatsApp({ ...texts, language });
        whatsApp = await logWhatsAppReminder(tx, { userId, sourceEventId: event.id, title, message });
      }
      if (!channels.includes('email')) return null;
      return enqueueEmail(tx, event, { kind: 'lunch_reminder', userId, to: [email], content: lunchReminderEmail({ ...texts, language }) });
    });
    if (whatsApp) deps.log.info({ eventId: event.id, userId, ...whatsApp }, 'WhatsApp reminder logged (simulation)');
    if (reminder) await deps.emailSender.sendLeased(reminder);
  };
}

/** The reminder's words in the parent's language: the days by weekday, the first deadline from the domain rule. */
function reminderOf(deps: ReminderDeps, due: EventData<'reminder.due'>, language: LanguageCode): LunchReminder {
  const { parentName, week, children, firstDeadline, unsubscribeToken } = due;
  // The cut-off of the child whose day closes first; an event from before schools had cut-offs: the spec's.
  const school = firstDeadline.school ?? seededSchoolClock(deps.schoolTimeZone);
  return {
    parentName,
    week: lunchDateText(week, language),
    children: children.map((child) => ({
      name: child.name,
      days: inWords(
        [...child.dates].sort().map((date) => formatWeekday(date, language)),
        language,
      ),
    })),
    firstDay: lunchDateText(firstDeadline.lunchDate, language),
    deadline: deadlineForLunchText(firstDeadline.lunchDate, school, language),
    rule: deadlineRuleText(school, language),
    orderUrl: orderWeekUrl(deps.appUrl, week),
    unsubscribePageUrl: unsubscribePageUrl(deps.appUrl, unsubscribeToken),
    oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(deps.appUrl, unsubscribeToken),
  };
}
