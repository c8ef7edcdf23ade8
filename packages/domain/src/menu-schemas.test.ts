import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { z } from 'zod';
import {
  isImageUrl,
  MENU_MESSAGES,
  menuItemFormSchema,
  menuItemPatchSchema,
  menuItemWriteSchema,
  weeklyMenuFormSchema,
  weeklyMenuToItems,
} from './menu-schemas.ts';

/** Field path → first message, as a form shows them. */
function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

const validItem = {
  weekStartDate: '2026-11-23',
  weekEndDate: '2026-11-27',
  dayOfWeek: 'Monday',
  menuItem: 'Pizza',
  description: 'Cheese pizza',
  price: '7.5',
  calories: '350-450',
  imageUrl: 'https://images.example.com/pizza.jpg',
};

describe('menu schemas', () => {
  describe('the single-item form', () => {
    it('when every field is empty, then each required field shows its spec message', () => {
      const blank = { weekStartDate: '', weekEndDate: '', dayOfWeek: '', menuItem: ' ', description: '', price: '', calories: '', imageUrl: '' };
      assert.deepEqual(messages(menuItemFormSchema.safeParse(blank)), {
        weekStartDate: 'Week start date is required',
        weekEndDate: 'Week end date is required',
        dayOfWeek: 'Day of week is required',
        menuItem: 'Menu item name is required',
        description: 'Description is required',
        price: 'Price is required',
      });
      assert.deepEqual(messages(menuItemFormSchema.safeParse({})), messages(menuItemFormSchema.safeParse(blank)));
    });

    it('when the day is a weekend day, then the form says a day of week is required', () => {
      assert.deepEqual(messages(menuItemFormSchema.safeParse({ ...validItem, dayOfWeek: 'Saturday' })), {
        dayOfWeek: 'Day of week is required',
      });
    });

    it('when the price is not a number, then the form still accepts it, as the spec says (the service checks it)', () => {
      assert.equal(menuItemFormSchema.safeParse({ ...validItem, price: 'seven' }).success, true);
    });

    it('when calories and image are left out or blank, then the form is valid', () => {
      const { calories: _calories, imageUrl: _imageUrl, ...required } = validItem;
      assert.equal(menuItemFormSchema.safeParse(required).success, true);
      assert.equal(menuItemFormSchema.safeParse({ ...validItem, calories: '', imageUrl: '' }).success, true);
    });

    it('when the image is not a web address or a site path, then it is refused', () => {
      assert.deepEqual(messages(menuItemFormSchema.safeParse({ ...validItem, imageUrl: 'javascript:alert(1)' })), {
        imageUrl: MENU_MESSAGES.imageUrl,
      });
      assert.equal(isImageUrl('/images/pizza.jpg'), true);
      assert.equal(isImageUrl('//evil.example.com/x.png'), false);
      assert.equal(isImageUrl('pizza.jpg'), false);
      assert.equal(isImageUrl('http://example.com/pizza.jpg'), true);
    });
  });

  describe('what the menu service accepts for a new item', () => {
    it('when the item is valid, then the price is kept exactly as two-decimal text and cents, blanks become null', () => {
      const parsed = menuItemWriteSchema.parse({ ...validItem, calories: ' ', imageUrl: '' });
      assert.deepEqual(parsed, {
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        dayOfWeek: 'Monday',
        menuItem: 'Pizza',
        description: 'Cheese pizza',
        price: '7.50',
        priceCents: 750,
        calories: null,
        imageUrl: null,
        isActive: true,
        allergens: [],
        dietTags: [],
        nutrition: { protein: null, carbohydrates: null, fat: null, sodium: null },
      });
      assert.equal(menuItemWriteSchema.parse({ ...validItem, price: 7.5 }).priceCents, 750);
    });

    it('when the price is missing, then the message is the spec one', () => {
      const { price: _price, ...withoutPrice } = validItem;
      assert.deepEqual(messages(menuItemWriteSchema.safeParse(withoutPrice)), { price: 'Price is required' });
      assert.deepEqual(messages(menuItemWriteSchema.safeParse({ ...validItem, price: '  ' })), { price: 'Price is required' });
    });

    it('when the price is not a valid amount, then it is refused with a clear message', () => {
      for (const price of ['seven', '-1', '7.555', '1e3', -2]) {
        assert.deepEqual(messages(menuItemWriteSchema.safeParse({ ...validItem, price })), {
          price: 'Price must be an amount in dollars with at most 2 decimals, such as 7.50',
        });
      }
      assert.deepEqual(messages(menuItemWriteSchema.safeParse({ ...validItem, price: '10000.01' })), {
        price: 'Price must be at most $10000.00',
      });
    });

    it('when a date is not a real YYYY-MM-DD date, then it is refused', () => {
      assert.deepEqual(messages(menuItemWriteSchema.safeParse({ ...validItem, weekStartDate: '11/23/2026', weekEndDate: '2026-11-31' })), {
        weekStartDate: 'Week start date must be a date in the form YYYY-MM-DD',
        weekEndDate: 'Week end date must be a date in the form YYYY-MM-DD',
      });
      assert.deepEqual(messages(menuItemWriteSchema.safeParse({ ...validItem, weekStartDate: '' })), {
        weekStartDate: 'Week start date is required',
      });
    });

    it('when the week ends before it starts, then it is refused', () => {
      assert.deepEqual(messages(menuItemWriteSchema.safeParse({ ...validItem, weekEndDate: '2026-11-22' })), {
        weekEndDate: 'Week end date must not be before the week start date',
      });
    });

    it("when the week range holds no day of the item's weekday, then it is refused (the item would never be served)", () => {
      assert.deepEqual(messages(menuItemWriteSchema.safeParse({ ...validItem, dayOfWeek: 'Friday', weekEndDate: '2026-11-24' })), {
        weekEndDate: 'The week from the start date to the end date has no Friday',
      });
    });

    it('when a text is too long, then it is refused with its limit', () => {
      assert.deepEqual(messages(menuItemWriteSchema.safeParse({ ...validItem, menuItem: 'x'.repeat(201) })), {
        menuItem: 'Menu item name must be at most 200 characters',
      });
    });
  });

  describe('what the menu service accepts as a change', () => {
    it('when only isActive false is sent, then only that changes', () => {
      assert.deepEqual(menuItemPatchSchema.parse({ isActive: false }), { isActive: false });
    });

    it('when calories or image are sent as null or blank, then they are cleared', () => {
      assert.deepEqual(menuItemPatchSchema.parse({ calories: null, imageUrl: '' }), { calories: null, imageUrl: null });
    });

    it('when a price is sent, then it is normalised and its cents come with it; unknown fields are dropped', () => {
      assert.deepEqual(menuItemPatchSchema.parse({ id: 5, createdAt: 'x', price: '8', menuItem: ' Tacos ' }), {
        price: '8.00',
        priceCents: 800,
        menuItem: 'Tacos',
      });
    });

    it('when a field is sent with a bad value, then the same messages as for a new item apply', () => {
      assert.deepEqual(messages(menuItemPatchSchema.safeParse({ price: 'x', menuItem: '', dayOfWeek: 'Sunday', isActive: 'no' })), {
        price: 'Price must be an amount in dollars with at most 2 decimals, such as 7.50',
        menuItem: 'Menu item name is required',
        dayOfWeek: 'Day of week is required',
        isActive: 'isActive must be true or false',
      });
      assert.deepEqual(messages(menuItemPatchSchema.safeParse({ weekStartDate: '2026-11-23', weekEndDate: '2026-11-20' })), {
        weekEndDate: 'Week end date must not be before the week start date',
      });
    });
  });

  describe('the weekly dialog', () => {
    const emptyDay = { menuItem: '', description: '', price: '' };
    const days = { Monday: emptyDay, Tuesday: emptyDay, Wednesday: emptyDay, Thursday: emptyDay, Friday: emptyDay };

    it('when no day has a menu item, then the dialog asks for at least one', () => {
      assert.deepEqual(messages(weeklyMenuFormSchema.safeParse({ weekStartDate: '2026-11-23', weekEndDate: '2026-11-27', days })), {
        days: 'Enter a menu item for at least one day',
      });
    });

    it('when the dates are missing, then the spec messages show', () => {
      const filled = { ...days, Monday: { menuItem: 'Pizza', description: 'Cheese', price: '7.50' } };
      assert.deepEqual(messages(weeklyMenuFormSchema.safeParse({ weekStartDate: '', weekEndDate: '', days: filled })), {
        weekStartDate: 'Week start date is required',
        weekEndDate: 'Week end date is required',
      });
    });

    it('when a filled day lacks a description or price, then that day shows the spec messages', () => {
      const filled = { ...days, Wednesday: { menuItem: 'Tacos', description: '', price: '' } };
      assert.deepEqual(messages(weeklyMenuFormSchema.safeParse({ weekStartDate: '2026-11-23', weekEndDate: '2026-11-27', days: filled })), {
        'days.Wednesday.description': 'Description is required',
        'days.Wednesday.price': 'Price is required',
      });
    });

    it('when some days are filled, then only those become menu items, each with the week dates', () => {
      const values = weeklyMenuFormSchema.parse({
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        days: {
          ...days,
          Monday: { menuItem: 'Pizza', description: 'Cheese', price: '7.50' },
          Thursday: {
            menuItem: ' Soup ',
            description: 'Tomato',
            price: '5',
            calories: '200',
            allergens: ['Milk', 'wheat'],
            dietTags: ['vegetarian'],
            nutrition: { protein: '6', carbohydrates: '', fat: '3.5', sodium: '480' },
          },
          Friday: { menuItem: '   ', description: 'ignored', price: '1' },
        },
      });
      const items = weeklyMenuToItems(values);
      assert.deepEqual(
        items.map((entry) => [entry.dayOfWeek, entry.menuItem, entry.price, entry.weekStartDate, entry.weekEndDate]),
        [
          ['Monday', 'Pizza', '7.50', '2026-11-23', '2026-11-27'],
          ['Thursday', 'Soup', '5', '2026-11-23', '2026-11-27'],
        ],
      );
      // What is in each day's dish goes with it; a day without it contains nothing listed.
      assert.deepEqual(
        items.map((entry) => [entry.allergens, entry.dietTags, entry.nutrition]),
        [
          [[], [], { protein: null, carbohydrates: null, fat: null, sodium: null }],
          [['milk', 'wheat'], ['vegetarian'], { protein: 6, carbohydrates: null, fat: 3.5, sodium: 480 }],
        ],
      );
      for (const entry of items) assert.equal(menuItemWriteSchema.safeParse(entry).success, true);
    });

    it('when a filled day names an unknown allergen or a nutrition fact that is not a number, then that day’s field says so', () => {
      const parsed = weeklyMenuFormSchema.safeParse({
        weekStartDate: '2026-11-23',
        weekEndDate: '2026-11-27',
        days: { ...days, Monday: { menuItem: 'Pizza', description: 'Cheese', price: '7.50', allergens: ['celery'], nutrition: { protein: 'lots' } } },
      });
      assert.equal(parsed.success, false);
      const paths = parsed.error!.issues.map((issue) => issue.path.join('.'));
      assert.ok(paths.includes('days.Monday.allergens'), paths.join(', '));
      assert.ok(
        paths.some((path) => path.startsWith('days.Monday.nutrition.protein')),
        paths.join(', '),
      );
    });
  });
});
