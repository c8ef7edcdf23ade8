import { getI18n } from 'react-i18next';
import { allergyRefusalMessage, DIET_TAGS, dietWarningMessage, listInWords } from '@lunchbox/domain/allergens';
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

/** A lunch a diet note may be about: the child's name and the dish's, as the cart or the add holds them. */
export interface NotedLunch {
  childName: string;
  menuItem: string;
}

/**
 * A diet note as ordering writes it (the domain's English sentence, 'Veggie Pasta is not marked
 * vegan, which Maya keeps.'), in the reader's language: read back into its child, dish and diets
 * from the lunches it can be about; a note that reads otherwise is shown as it came.
 */
export function dietNoteText(note: string, lunches: readonly NotedLunch[]): string {
  if (currentLanguage() === 'en') return note;
  for (const { childName, menuItem } of lunches) {
    const head = `${menuItem} is not marked `;
    const tail = `, which ${childName} keeps.`;
    if (!note.startsWith(head) || !note.endsWith(tail) || note.length < head.length + tail.length) continue;
    const listed = note.slice(head.length, note.length - tail.length);
    const diets = DIET_TAGS.filter((diet) => listed.includes(diet)).sort((a, b) => listed.indexOf(a) - listed.indexOf(b));
    if (diets.length > 0 && dietWarningMessage(childName, menuItem, diets) === note) return dietWarningText(childName, menuItem, diets);
  }
  return note;
}
