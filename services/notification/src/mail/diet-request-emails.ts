import { profileUrl } from './app-links.ts';
import { emailTexts, inWords, lunchDateText } from './email-language.ts';
import { action, letter, words, type EmailContent, type InLanguage } from './letter.ts';

interface DietEmailInput extends InLanguage {
  fullName: string;
  childName: string;
  appUrl: string;
}

/** The restrictions in the reader's words: the catalogue's names of allergens and diets. */
function restrictionWords(t: ReturnType<typeof emailTexts>['t'], restrictions: readonly string[], language: InLanguage['language']): string {
  const named = restrictions.map((name) => {
    const key = `allergens.${name}`;
    const allergen = t(key);
    return allergen !== key ? allergen : t(`diets.${name}`);
  });
  return inWords(named, emailTexts(language).language);
}

/** The school decided a diet request (issue 32): approved until a date, or not, with the reason. */
export function dietRequestDecidedEmail(
  input: DietEmailInput & { status: 'approved' | 'rejected'; restrictions: readonly string[]; reason: string | null; validUntil: string | null },
): EmailContent {
  const { t, language } = emailTexts(input.language);
  const values = {
    child: input.childName,
    restrictions: restrictionWords(t, input.restrictions, input.language),
    validUntil: input.validUntil ? lunchDateText(input.validUntil, language) : '',
    reason: input.reason ?? '',
  };
  const approved = input.status === 'approved';
  return letter(t, {
    subject: t(approved ? 'email.dietApprovedSubject' : 'email.dietRejectedSubject', values),
    greeting: input.fullName,
    sections: [
      words(t(approved ? 'email.dietApprovedLead' : 'email.dietRejectedLead', values)),
      ...(approved ? [] : [words(t('email.dietRejectedAfter', values))]),
      action(t('email.dietOpenProfile'), profileUrl(input.appUrl), t('email.dietSeeProfile')),
    ],
  });
}

/** An approval ends within 30 days: renew it with a current document. */
export function dietRenewalDueEmail(input: DietEmailInput & { validUntil: string }): EmailContent {
  const { t, language } = emailTexts(input.language);
  const values = { child: input.childName, validUntil: lunchDateText(input.validUntil, language) };
  return letter(t, {
    subject: t('email.dietRenewalSubject', values),
    greeting: input.fullName,
    sections: [words(t('email.dietRenewalLead', values)), action(t('email.dietOpenProfile'), profileUrl(input.appUrl), t('email.dietSeeProfile'))],
  });
}
