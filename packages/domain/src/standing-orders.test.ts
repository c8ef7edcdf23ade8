import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { NO_STANDING_ORDER, standingOrderSchema } from './standing-orders.ts';

function refusal(body: unknown): string | undefined {
  const result = standingOrderSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('standing order input', () => {
  it('when a parent sets some weekdays, then every weekday is stored and the others are skip', () => {
    const pattern = standingOrderSchema.parse({
      active: true,
      days: {
        Monday: { mode: 'first', fallback: 'skip' },
        Tuesday: { mode: 'item', dish: '  Veggie Pasta ', fallback: 'first' },
        Wednesday: { mode: 'diet', dietTag: 'Vegetarian' },
      },
    });
    assert.deepEqual(pattern, {
      active: true,
      days: {
        Monday: { mode: 'first', fallback: 'skip' },
        Tuesday: { mode: 'item', dish: 'Veggie Pasta', fallback: 'first' },
        Wednesday: { mode: 'diet', dietTag: 'vegetarian', fallback: 'skip' },
        Thursday: { mode: 'skip', fallback: 'skip' },
        Friday: { mode: 'skip', fallback: 'skip' },
      },
    });
  });

  it("when a day carries the other mode's field, then it is not kept", () => {
    const pattern = standingOrderSchema.parse({ active: false, days: { Monday: { mode: 'first', dish: 'Pizza', dietTag: 'vegan', fallback: 'first' } } });
    assert.deepEqual(pattern.days.Monday, { mode: 'first', fallback: 'first' });
  });

  it('when no days are sent, then the pattern skips every day', () => {
    assert.deepEqual(standingOrderSchema.parse({ active: true }), { active: true, days: NO_STANDING_ORDER.days });
  });

  it('when a weekday is not Monday to Friday, then the refusal names it', () => {
    assert.equal(
      refusal({ active: true, days: { Funday: { mode: 'first' } } }),
      'days.Funday is not a school weekday: use Monday, Tuesday, Wednesday, Thursday or Friday',
    );
    assert.equal(
      refusal({ active: true, days: { Saturday: { mode: 'first' } } }),
      'days.Saturday is not a school weekday: use Monday, Tuesday, Wednesday, Thursday or Friday',
    );
  });

  it('when a mode or a fallback is unknown, then the refusal names the field and the choices', () => {
    assert.equal(refusal({ active: true, days: { Monday: { mode: 'random' } } }), 'days.Monday.mode must be one of: skip, first, item, diet');
    assert.equal(refusal({ active: true, days: { Monday: {} } }), 'days.Monday.mode must be one of: skip, first, item, diet');
    assert.equal(refusal({ active: true, days: { Friday: { mode: 'first', fallback: 'item' } } }), 'days.Friday.fallback must be one of: first, skip');
  });

  it('when item has no dish or diet no known tag, then the refusal names the field', () => {
    assert.equal(refusal({ active: true, days: { Tuesday: { mode: 'item' } } }), 'days.Tuesday.dish is required when mode is item');
    assert.equal(
      refusal({ active: true, days: { Tuesday: { mode: 'item', dish: '   ' } } }),
      'days.Tuesday.dish must be the name of a dish, at most 200 characters',
    );
    assert.equal(refusal({ active: true, days: { Thursday: { mode: 'diet' } } }), 'days.Thursday.dietTag is required when mode is diet');
    assert.equal(
      refusal({ active: true, days: { Thursday: { mode: 'diet', dietTag: 'keto' } } }),
      'days.Thursday.dietTag must be one of: vegetarian, vegan, halal, gluten-free, dairy-free',
    );
  });

  it('when the body is malformed or has unknown fields, then the refusal names the field', () => {
    assert.equal(refusal({ days: {} }), 'active must be true or false');
    assert.equal(refusal({ active: 'yes' }), 'active must be true or false');
    assert.equal(refusal({ active: true, paused: true }), 'Unknown field: paused');
    assert.equal(refusal({ active: true, days: { Monday: { mode: 'first', dishh: 'Pizza' } } }), 'Unknown field: days.Monday.dishh');
    assert.equal(refusal({ active: true, days: { Monday: 'first' } }), 'days.Monday must be an object');
    assert.equal(refusal({ active: true, days: [] }), 'days must be an object');
    assert.equal(refusal(null), 'The request body must be an object');
  });
});
