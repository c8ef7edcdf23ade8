import { emailTexts } from './email-language.ts';
import { action, BRAND, letter, words, type EmailContent, type InLanguage } from './letter.ts';

/**
 * An administrator decided a top-up (issue 27 section 3): paid, and the balance it made; or failed,
 * and the balance it stays at.
 */
export function topUpDecidedEmail(
  input: {
    parentName: string;
    reference: string;
    status: 'paid' | 'failed';
    /** Money in words ('$20.00'). */
    amount: string;
    balance: string;
    profileUrl: string;
  } & InLanguage,
): EmailContent {
  const { t } = emailTexts(input.language);
  const values = { amount: input.amount, reference: input.reference, balance: input.balance };
  const paid = input.status === 'paid';
  return letter(t, {
    subject: t(paid ? 'neverMiss.topUpPaidSubject' : 'neverMiss.topUpFailedSubject', values),
    greeting: input.parentName,
    sections: [
      words(t(paid ? 'neverMiss.topUpPaidLead' : 'neverMiss.topUpFailedLead', values)),
      words(t(paid ? 'neverMiss.topUpPaidAfter' : 'neverMiss.topUpFailedAfter')),
      action(t('neverMiss.yourBalance'), input.profileUrl, t('neverMiss.seeYourBalance')),
    ],
  });
}

/**
 * The balance fell below the parent's threshold while a standing order is active: the balance, the
 * threshold, where to top up, and a one-click unsubscribe from these alerts (link and RFC 8058 headers).
 */
export function lowBalanceEmail(
  input: {
    parentName: string;
    balance: string;
    threshold: string;
    profileUrl: string;
    unsubscribePageUrl: string;
    oneClickUnsubscribeUrl: string;
  } & InLanguage,
): EmailContent {
  const { t } = emailTexts(input.language);
  const content = letter(t, {
    subject: t('neverMiss.lowBalanceSubject', { brand: BRAND, balance: input.balance }),
    greeting: input.parentName,
    sections: [
      words(t('neverMiss.lowBalanceLead', { balance: input.balance, threshold: input.threshold })),
      words(t('neverMiss.lowBalanceWhy')),
      action(t('neverMiss.topUp'), input.profileUrl, t('neverMiss.topUp')),
      action(t('neverMiss.lowBalanceUnsubscribe'), input.unsubscribePageUrl, t('neverMiss.lowBalanceUnsubscribeLink')),
    ],
  });
  return { ...content, listUnsubscribe: input.oneClickUnsubscribeUrl };
}
