import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { confirmedDietConflicts, confirmedRestrictionsOn } from './confirmed-diets.ts';
import { seededSchoolClock } from './school-deadline.ts';
import { placeStandingOrder } from './standing-order-placement.ts';

const approved = [{ allergens: ['sesame'], diets: ['gluten-free'], validUntil: '2026-11-24' }];
const sesameNoodles = { allergens: ['sesame', 'wheat'], dietTags: [] };
const glutenFreeSalad = { allergens: [], dietTags: ['gluten-free', 'vegan'] };

describe('a medical diet the school approved (issue 32)', () => {
  test('when a dish has an approved allergen or lacks an approved diet, then it breaks the diet up to validUntil and no longer after', () => {
    assert.deepEqual(confirmedDietConflicts(approved, sesameNoodles, '2026-11-23'), ['sesame', 'gluten-free']);
    assert.deepEqual(confirmedDietConflicts(approved, glutenFreeSalad, '2026-11-24'), []);
    assert.deepEqual(confirmedDietConflicts(approved, sesameNoodles, '2026-11-25'), []);
    assert.deepEqual(confirmedRestrictionsOn(approved, '2026-11-24'), ['sesame', 'gluten-free']);
    assert.deepEqual(confirmedRestrictionsOn(approved, '2026-11-25'), []);
  });

  test('when a standing order would place a dish that breaks the approved diet, then the day is skipped as an allergy', () => {
    const item = (dayOfWeek: string, menuItem: string, id: number, allergens: string[]) => ({
      id,
      weekStartDate: '2026-11-23',
      weekEndDate: '2026-11-27',
      dayOfWeek,
      menuItem,
      price: '6.00',
      isActive: true,
      allergens,
      dietTags: [],
    });
    const first = { mode: 'first', fallback: 'skip' } as const;
    const skip = { mode: 'skip', fallback: 'skip' } as const;
    const placement = placeStandingOrder({
      child: { id: 1, allergies: [], diets: [], confirmedDiets: [{ allergens: ['sesame'], diets: [], validUntil: '2027-06-30' }] },
      pattern: { active: true, days: { Monday: first, Tuesday: first, Wednesday: skip, Thursday: skip, Friday: skip } },
      monday: '2026-11-23',
      menuItems: [item('Monday', 'Sesame Noodles', 1, ['sesame']), item('Tuesday', 'Veggie Pasta', 2, ['wheat'])],
      closures: [],
      orderedDates: [],
      now: new Date('2026-11-18T12:00:00Z'),
      school: seededSchoolClock('America/Los_Angeles'),
    });
    assert.deepEqual(
      placement.lunches.map((lunch) => lunch.lunchDate),
      ['2026-11-24'],
    );
    assert.deepEqual(
      placement.skipped.map((skipped) => [skipped.date, skipped.code]),
      [
        ['2026-11-23', 'ALLERGEN'],
        ['2026-11-25', 'SKIP_CHOSEN'],
        ['2026-11-26', 'SKIP_CHOSEN'],
        ['2026-11-27', 'SKIP_CHOSEN'],
      ],
    );
  });
});
