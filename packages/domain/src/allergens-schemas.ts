import { z } from 'zod';
import { ALLERGENS, DIET_TAGS, toAllergen, toDietTag, unknownAllergenMessage, unknownDietMessage } from './allergens.ts';

/*
 * The allergen and diet lists as input schemas (a dish's, a child's): a module apart from the rules
 * in allergens.ts, so that the weekly menu, which reads only the rules, does not build them as its
 * code starts.
 */

function canonicalList<T extends string>(toCanonical: (value: string) => T | null, unknown: (value: string) => string, order: readonly T[]) {
  return z
    .array(z.string().max(60))
    .max(20)
    .transform((values, ctx) => {
      const found = new Set<T>();
      for (const value of values) {
        const canonical = toCanonical(value);
        if (canonical === null) {
          ctx.addIssue({ code: 'custom', message: unknown(value) });
          return z.NEVER;
        }
        found.add(canonical);
      }
      return order.filter((entry) => found.has(entry));
    });
}

/** A list of allergens: canonical, without repeats, in the fixed order; an unknown name is refused. */
export const allergenListSchema = canonicalList(toAllergen, unknownAllergenMessage, ALLERGENS);

/** A list of diet tags: canonical, without repeats, in the fixed order; an unknown name is refused. */
export const dietListSchema = canonicalList(toDietTag, unknownDietMessage, DIET_TAGS);
