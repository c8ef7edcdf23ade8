import { afterEach, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { dietWarningMessage } from '@lunchbox/domain/allergens';
import { dietNoteText } from './need-texts.ts';

const LUNCHES = [
  { childName: 'Maya', menuItem: 'Veggie Pasta' },
  { childName: 'Leo', menuItem: 'Chicken Wrap' },
];

describe('dietNoteText (the diet notes ordering writes under the cart)', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('when the reader reads English, then the note is the server sentence as it came', () => {
    const note = dietWarningMessage('Maya', 'Veggie Pasta', ['vegan', 'gluten-free']);
    expect(dietNoteText(note, LUNCHES)).toBe('Veggie Pasta is not marked vegan and gluten-free, which Maya keeps.');
  });

  it('when the reader reads Spanish, then the note is written from its child, dish and diets', async () => {
    await i18next.changeLanguage('es');
    expect(dietNoteText(dietWarningMessage('Leo', 'Chicken Wrap', ['vegetarian']), LUNCHES)).toBe(
      'Chicken Wrap no está marcado como vegetariano, la dieta de Leo.',
    );
    expect(dietNoteText(dietWarningMessage('Maya', 'Veggie Pasta', ['vegan', 'gluten-free']), LUNCHES)).toBe(
      'Veggie Pasta no está marcado como vegano y sin gluten, la dieta de Maya.',
    );
  });

  it('when a note is about no lunch of the cart, then it is shown as it came', async () => {
    await i18next.changeLanguage('es');
    const note = dietWarningMessage('Zoe', 'Fish Tacos', ['halal']);
    expect(dietNoteText(note, LUNCHES)).toBe(note);
  });
});
