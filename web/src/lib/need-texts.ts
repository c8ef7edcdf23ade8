import { getI18n } from 'react-i18next';
import type { CartLunchWarning } from '@lunchbox/domain/allergens';
import { listInWords } from '@lunchbox/domain/list-in-words';
import { currentLanguage, needName } from './i18n.ts';

/** The names in the reader's language, joined as a sentence lists them ('peanuts and sesame', 'cacahuates y leche'). */
function namesInWords(values: readonly string[]): string {
  const language = currentLanguage();
  const names = values.map(needName);
  return language === 'en' ? listInWords(names) : new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/**
 * Why a dish cannot be ordered for a child (issue 13), from the values the refusal is built from
 * (ALLERGEN_CONFLICT's `extensions.values`, or the menu picker's own match); the English
 * catalogue's sentence is the domain's allergyRefusalMessage, word for word.
 */
export function allergyRefusalText(childName: string, menuItem: string, conflicts: readonly string[]): string {
  return getI18n().t('needs.refusal', { child: childName, dish: menuItem, allergens: namesInWords(conflicts) });
}

/** The warning beside a dish that lacks a diet the child keeps. */
export function dietWarningText(childName: string, menuItem: string, unmet: readonly string[]): string {
  return getI18n().t('needs.dietWarning', { child: childName, dish: menuItem, diets: namesInWords(unmet) });
}

/** A warning checkCartLunches answered (its code and values), in the reader's language. */
export function cartLunchWarningText(warning: CartLunchWarning): string {
  return dietWarningText(warning.child, warning.dish, warning.dietTags);
}
