import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  allergenConflicts,
  passesMenuFilter,
  readMenuFilter,
  allergyRefusalMessage,
  dietWarningMessage,
  toAllergen,
  toDietTag,
  unmetDiets,
} from './allergens.ts';
import { allergenListSchema, dietListSchema } from './allergens-schemas.ts';

describe('allergen and diet names', () => {
  it('when an integrator spells an allergen by hand, then it is read as the canonical name', () => {
    assert.equal(toAllergen('Tree_Nuts'), 'tree nuts');
    assert.equal(toAllergen('crustaceanShellfish'), 'crustacean shellfish');
    assert.equal(toAllergen(' PEANUTS '), 'peanuts');
    assert.equal(toAllergen('peanut'), null);
    assert.equal(toDietTag('Gluten free'), 'gluten-free');
    assert.equal(toDietTag('dairy_free'), 'dairy-free');
    assert.equal(toDietTag('keto'), null);
  });

  it('when a list holds repeats and any order, then it comes back canonical in the fixed order', () => {
    assert.deepEqual(allergenListSchema.parse(['sesame', 'Peanuts', 'milk', 'peanuts']), ['milk', 'peanuts', 'sesame']);
    assert.deepEqual(dietListSchema.parse(['vegan', 'vegetarian']), ['vegetarian', 'vegan']);
  });

  it('when a list holds an unknown name, then it is refused with a message naming it', () => {
    const allergens = allergenListSchema.safeParse(['milk', 'gluten']);
    assert.equal(allergens.success, false);
    assert.match(allergens.error!.issues[0]!.message, /Unknown allergen "gluten"/);
    const diets = dietListSchema.safeParse(['paleo']);
    assert.equal(diets.success, false);
    assert.match(diets.error!.issues[0]!.message, /Unknown diet "paleo"/);
  });
});

describe('the allergen match', () => {
  it('when the dish contains one of the child allergies, then that allergen is the conflict', () => {
    assert.deepEqual(allergenConflicts(['peanuts', 'fish'], ['wheat', 'peanuts']), ['peanuts']);
    assert.deepEqual(allergenConflicts(['peanuts'], ['wheat', 'milk']), []);
    assert.deepEqual(allergenConflicts([], ['peanuts']), []);
  });

  it('when a lunch is refused, then the message names the child, the dish and the allergen', () => {
    assert.equal(allergyRefusalMessage('Maya', 'Peanut Noodles', ['peanuts']), 'Maya is allergic to peanuts: Peanut Noodles contains peanuts.');
    assert.equal(
      allergyRefusalMessage('Leo', 'Satay', ['tree nuts', 'peanuts']),
      'Leo is allergic to tree nuts and peanuts: Satay contains tree nuts and peanuts.',
    );
  });

  it('when the dish lacks a diet the child keeps, then it is a warning naming the diet', () => {
    assert.deepEqual(unmetDiets(['vegan', 'halal'], ['vegan']), ['halal']);
    assert.deepEqual(unmetDiets([], ['vegan']), []);
    assert.equal(dietWarningMessage('Maya', 'Chicken Bowl', ['vegetarian']), 'Chicken Bowl is not marked vegetarian, which Maya keeps.');
  });
});

describe('the weekly-menu filter', () => {
  const noodles = { allergens: ['peanuts', 'wheat'], dietTags: ['vegetarian'] };
  const salad = { allergens: [], dietTags: ['vegetarian', 'vegan', 'gluten-free'] };

  it('when the parent hides peanuts, then dishes with peanuts are hidden and the rest stay', () => {
    const filter = { hideAllergens: ['peanuts'], onlyDiets: [] };
    assert.equal(passesMenuFilter(noodles, filter), false);
    assert.equal(passesMenuFilter(salad, filter), true);
  });

  it('when the parent asks for vegan only, then only dishes marked vegan stay', () => {
    assert.equal(passesMenuFilter(noodles, { hideAllergens: [], onlyDiets: ['vegan'] }), false);
    assert.equal(passesMenuFilter(salad, { hideAllergens: [], onlyDiets: ['vegan', 'gluten-free'] }), true);
    assert.equal(passesMenuFilter(noodles, { hideAllergens: [], onlyDiets: [] }), true);
  });

  it('when a saved filter is read back, then unknown or broken values are dropped rather than trusted', () => {
    assert.deepEqual(readMenuFilter({ hideAllergens: ['sesame', 'kiwi', 'peanuts'], onlyDiets: ['vegan', 1] }), {
      hideAllergens: ['peanuts', 'sesame'],
      onlyDiets: [],
    });
    assert.deepEqual(readMenuFilter('not json'), { hideAllergens: [], onlyDiets: [] });
    assert.deepEqual(readMenuFilter({ onlyDiets: ['halal'] }), { hideAllergens: [], onlyDiets: ['halal'] });
  });
});
