import { emailTexts } from './email-language.ts';
import { action, bullets, letter, words, type EmailContent, type InLanguage } from './letter.ts';

/**
 * A standing order's weekly run placed nothing for the parent (issue 27 section 1): the week, each
 * day it left out and why, and the order page with that week, to order by hand what still can be.
 */
export function standingOrderUnplacedEmail(
  input: {
    parentName: string;
    /** The Monday in words. */
    week: string;
    /** One line per left-out day (standing-skips.ts). */
    skipped: string[];
    orderUrl: string;
  } & InLanguage,
): EmailContent {
  const { t } = emailTexts(input.language);
  return letter(t, {
    subject: t('neverMiss.unplacedSubject', { week: input.week }),
    greeting: input.parentName,
    sections: [
      words(t('neverMiss.unplacedLead', { week: input.week })),
      bullets(input.skipped),
      words(t('neverMiss.unplacedAfter')),
      action(t('neverMiss.orderThatWeek'), input.orderUrl, t('neverMiss.orderWeekLink', { week: input.week })),
    ],
  });
}
