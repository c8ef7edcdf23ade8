import { afterEach, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { allergyRefusalMessage, cartLunchWarningMessage, type CartLunchWarning } from '@lunchbox/domain/allergens';
import { allergyRefusalText, cartLunchWarningText } from './need-texts.ts';

const VEGGIE_PASTA: CartLunchWarning = { code: 'DIET_UNMET', childId: 1, child: 'Maya', dish: 'Veggie Pasta', dietTags: ['vegan', 'gluten-free'] };
const CHICKEN_WRAP: CartLunchWarning = { code: 'DIET_UNMET', childId: 2, child: 'Leo', dish: 'Chicken Wrap', dietTags: ['vegetarian'] };

describe('the texts of a child’s needs, written from codes and values', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('when the reader reads English, then a diet warning is the sentence the server writes for REST callers', () => {
    expect(cartLunchWarningText(VEGGIE_PASTA)).toBe('Veggie Pasta is not marked vegan and gluten-free, which Maya keeps.');
    expect(cartLunchWarningText(VEGGIE_PASTA)).toBe(cartLunchWarningMessage(VEGGIE_PASTA));
  });

  it('when the reader reads Spanish, then a diet warning is written from its child, dish and diets', async () => {
    await i18next.changeLanguage('es');
    expect(cartLunchWarningText(CHICKEN_WRAP)).toBe('Chicken Wrap no está marcado como vegetariano, la dieta de Leo.');
    expect(cartLunchWarningText(VEGGIE_PASTA)).toBe('Veggie Pasta no está marcado como vegano y sin gluten, la dieta de Maya.');
  });

  it('when an allergy refuses a dish, then English says what the server says and Spanish names the allergens in Spanish', async () => {
    expect(allergyRefusalText('Maya', 'Satay', ['milk', 'eggs', 'sesame'])).toBe(allergyRefusalMessage('Maya', 'Satay', ['milk', 'eggs', 'sesame']));
    await i18next.changeLanguage('es');
    expect(allergyRefusalText('Maya', 'Peanut Noodles', ['peanuts'])).toBe('Maya tiene alergia a cacahuates: Peanut Noodles contiene cacahuates.');
  });
});
