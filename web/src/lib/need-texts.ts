import { getI18n } from 'react-i18next';
import { allergyRefusalMessage, dietWarningMessage, listInWords } from '@lunchbox/domain/allergens';
import { currentLanguage, needName } from './i18n.ts';

/** The names in the reader's language, joined as a sentence lists them ('cacahuates y leche'). */
function namesInWords(values: readonly string[]): string {
  const language = currentLanguage();
  const names = values.map(needName);
  return language === 'en' ? listInWords(names) : new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** Why a dish cannot be ordered for a child (issue 13); English is the domain's sentence, as the server writes it. */
export function allergyRefusalText(childName: string, menuItem: string, conflicts: readonly string[]): string {
  if (currentLanguage() === 'en') return allergyRefusalMessage(childName, menuItem, conflicts);
  return getI18n().t('needs.refusal', { child: childName, dish: menuItem, allergens: namesInWords(conflicts) });
}

/** The warning beside a dish that lacks a diet the child keeps; English is the domain's sentence. */
export function dietWarningText(childName: string, menuItem: string, unmet: readonly string[]): string {
  if (currentLanguage() === 'en') return dietWarningMessage(childName, menuItem, unmet);
  return getI18n().t('needs.dietWarning', { child: childName, dish: menuItem, diets: namesInWords(unmet) });
}
