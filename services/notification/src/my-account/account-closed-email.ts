import { emailTexts } from '../mail/email-language.ts';
import { BRAND, letter, words, type EmailContent, type InLanguage } from '../mail/letter.ts';

/** The last e-mail to a parent who closed their own account (issue 30 §3), in their language. */
export function accountClosedEmail(input: { fullName: string } & InLanguage): EmailContent {
  const { t } = emailTexts(input.language);
  return letter(t, {
    subject: t('email.accountClosedSubject', { brand: BRAND }),
    greeting: input.fullName,
    sections: [words(t('email.accountClosedText', { brand: BRAND })), words(t('email.accountClosedLast')), words(t('email.accountClosedNotYou'))],
  });
}
