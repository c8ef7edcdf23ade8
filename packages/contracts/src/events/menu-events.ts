import { z } from 'zod';
import type { EventDefinition } from './event-definition.ts';

const menuItemData = z.object({
  itemId: z.number().int(),
  weekStartDate: z.string(),
  weekEndDate: z.string(),
  dayOfWeek: z.string(),
  menuItem: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  calories: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  /** Canonical names from the domain's ALLERGENS; absent in events from before issue 13: none. */
  allergens: z.array(z.string()).default([]),
  /** Canonical names from the domain's DIET_TAGS; absent in older events: none. */
  dietTags: z.array(z.string()).default([]),
  /** Grams, and sodium in milligrams; null when not given. Calories stay the text field above. */
  nutrition: z
    .object({ protein: z.number().nullable(), carbohydrates: z.number().nullable(), fat: z.number().nullable(), sodium: z.number().nullable() })
    .default({ protein: null, carbohydrates: null, fat: null, sodium: null }),
});

/** The events menu publishes: its dishes and the school calendar's closed days. */
export const menuEvents = {
  'menu.item.upserted': { source: 'menu', data: menuItemData },
  'menu.item.deleted': { source: 'menu', data: z.object({ itemId: z.number().int() }) },
  /** A day without service at every school (menu owns the school calendar); ordering cancels and credits that day's lunches. */
  'menu.closure.declared': { source: 'menu', data: z.object({ date: z.string(), reason: z.string() }) },
  'menu.closure.lifted': { source: 'menu', data: z.object({ date: z.string() }) },
  /**
   * A day without service at one school (issue 31): ordering cancels and credits only its lunches.
   * A type of its own rather than a field on menu.closure.declared, which the previous release's
   * ordering, still running during a rolling deploy, would read as every school's closure; it never
   * subscribes to this one, and the stream keeps it for the new release's first consumer.
   */
  'menu.school_closure.declared': { source: 'menu', data: z.object({ date: z.string(), reason: z.string(), schoolId: z.number().int() }) },
  'menu.school_closure.lifted': { source: 'menu', data: z.object({ date: z.string(), schoolId: z.number().int() }) },
} as const satisfies Record<string, EventDefinition>;
