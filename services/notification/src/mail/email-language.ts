import i18next, { type TFunction } from 'i18next';
import { LRUCache } from 'lru-cache';
import { listInWords } from '@lunchbox/domain/allergens';
import { formatCents } from '@lunchbox/domain/money';
import { resources } from '@lunchbox/domain/i18n/catalogues';
import { languageOf, type LanguageCode } from '@lunchbox/domain/i18n/languages';
import { formatLongDate, INTL_LOCALES, toIsoDate } from '@lunchbox/domain/school-dates';
import { compiledTranslator } from './compiled-texts.ts';

// The web app's catalogues, read by the server for the e-mails: one source for both (issue 14).
const emails = i18next.createInstance();
void emails.init({ resources, fallbackLng: 'en', initAsync: false, interpolation: { escapeValue: false } });

const translators = new Map<LanguageCode, TFunction>();

/** The texts of one e-mail in its recipient's language (English for anyone who has not chosen). */
export function emailTexts(language: string | null | undefined): { t: TFunction; language: LanguageCode } {
  const code = languageOf(language);
  let t = translators.get(code);
  if (!t) {
    t = compiledTranslator(emails, code, 'en');
    translators.set(code, t);
  }
  return { t, language: code };
}

/** Long dates already written: a rush's confirmations name the same few school days thousands of times. */
const longDates = new LRUCache<string, string>({ max: 2000 });

/** A lunch's date in the reader's words ('Monday, March 3, 2025'), or as the event carried it if it is not a date. */
export function lunchDateText(lunchDate: string, language: LanguageCode): string {
  return remembered(longDates, `${language}|${lunchDate}`, () => {
    const date = toIsoDate(lunchDate);
    return date ? formatLongDate(date, language) : lunchDate;
  });
}

/** Amounts already written: Spanish builds a number format for each one, a third of a Spanish confirmation's CPU. */
const amounts = new LRUCache<string, string>({ max: 2000 });

/** An amount of money in the reader's words ('$5.50', '5,50 US$'), as formatCents writes it. */
export function moneyText(cents: number, language: LanguageCode): string {
  return remembered(amounts, `${language}|${cents}`, () => formatCents(cents, language));
}

function remembered(texts: LRUCache<string, string>, key: string, write: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = write();
    texts.set(key, text);
  }
  return text;
}

/** Values as a list in the reader's words: 'milk, eggs and sesame', 'leche, huevos y ajonjolí'. */
export function inWords(values: readonly string[], language: LanguageCode): string {
  // English lists read as the app's other texts do (the domain's, without a serial comma).
  if (language === 'en') return listInWords(values);
  return new Intl.ListFormat(INTL_LOCALES[language], { style: 'long', type: 'conjunction' }).format(values);
}
