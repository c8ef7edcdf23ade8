import i18next, { type TFunction } from 'i18next';
import { listInWords } from '@lunchbox/domain/allergens';
import { resources } from '@lunchbox/domain/i18n/catalogues';
import { languageOf, type LanguageCode } from '@lunchbox/domain/i18n/languages';
import { formatLongDate, INTL_LOCALES, toIsoDate } from '@lunchbox/domain/school-dates';

// The web app's catalogues, read by the server for the e-mails: one source for both (issue 14).
const emails = i18next.createInstance();
void emails.init({ resources, fallbackLng: 'en', initAsync: false, interpolation: { escapeValue: false } });

/** The texts of one e-mail in its recipient's language (English for anyone who has not chosen). */
export function emailTexts(language: string | null | undefined): { t: TFunction; language: LanguageCode } {
  const code = languageOf(language);
  return { t: emails.getFixedT(code), language: code };
}

/** A lunch's date in the reader's words ('Monday, March 3, 2025'), or as the event carried it if it is not a date. */
export function lunchDateText(lunchDate: string, language: LanguageCode): string {
  const date = toIsoDate(lunchDate);
  return date ? formatLongDate(date, language) : lunchDate;
}

/** Values as a list in the reader's words: 'milk, eggs and sesame', 'leche, huevos y ajonjolí'. */
export function inWords(values: readonly string[], language: LanguageCode): string {
  // English lists read as the app's other texts do (the domain's, without a serial comma).
  if (language === 'en') return listInWords(values);
  return new Intl.ListFormat(INTL_LOCALES[language], { style: 'long', type: 'conjunction' }).format(values);
}
