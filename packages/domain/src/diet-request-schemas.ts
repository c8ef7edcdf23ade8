import { z } from 'zod';
import { ALLERGENS, DIET_TAGS, toAllergen, toDietTag, type Allergen, type DietTag } from './allergens.ts';
import { DATE_FORMAT_MESSAGE, isIsoDate } from './school-dates.ts';

/**
 * A diet request (issue 32): what a parent asks the school to confirm for a child, with a doctor's
 * document, and the school's decision. Read by identity, which owns requests, and the web forms.
 */

export const DIET_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What a document may be, by its content (magic bytes), never its name or declared type. */
export const DIET_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DietDocumentType = (typeof DIET_DOCUMENT_TYPES)[number];

export const DIET_REQUEST_MESSAGES = {
  restrictionsRequired: 'Choose at least one allergen or diet',
  noteTooLong: 'Note must be at most 500 characters',
  documentRequired: 'Attach the document (PDF, PNG or JPEG)',
  documentType: 'The document must be a PDF, PNG or JPEG file',
  documentTooLarge: 'The document must be at most 5 MB',
  statusChoice: 'status must be approved or rejected',
  reasonRequired: 'Give a reason for the rejection',
  validUntilRequired: 'Give the date the approval is valid until',
  validUntilPast: 'The approval must be valid until today or later',
  notPending: 'This request has already been decided',
} as const;

export const DIET_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type DietRequestStatus = (typeof DIET_REQUEST_STATUSES)[number];

function unknownRestrictionMessage(value: string): string {
  return `Unknown restriction "${value}": use allergens (${ALLERGENS.join(', ')}) or diets (${DIET_TAGS.join(', ')})`;
}

/** Restrictions as sent (names, in any spelling the allergen lists take), split into allergens and diets. */
export const restrictionsSchema = z
  .array(z.string().trim().min(1).max(40))
  .max(20)
  .transform((values, ctx) => {
    const allergens = new Set<Allergen>();
    const diets = new Set<DietTag>();
    for (const value of values) {
      const allergen = toAllergen(value);
      const diet = allergen ? null : toDietTag(value);
      if (allergen) allergens.add(allergen);
      else if (diet) diets.add(diet);
      else ctx.addIssue({ code: 'custom', message: unknownRestrictionMessage(value) });
    }
    return { allergens: ALLERGENS.filter((name) => allergens.has(name)), diets: DIET_TAGS.filter((name) => diets.has(name)) };
  })
  .refine((parsed) => parsed.allergens.length + parsed.diets.length > 0, DIET_REQUEST_MESSAGES.restrictionsRequired);

export const dietRequestFieldsSchema = z.object({
  restrictions: restrictionsSchema,
  note: z.string().trim().max(500, DIET_REQUEST_MESSAGES.noteTooLong).default(''),
});
export type DietRequestFields = z.output<typeof dietRequestFieldsSchema>;

/** The school's decision: approved with the date it holds until, or rejected with a reason. */
export const dietDecisionSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { message: DIET_REQUEST_MESSAGES.statusChoice }),
    reason: z.string().trim().max(500).nullish(),
    validUntil: z.string().trim().refine(isIsoDate, DATE_FORMAT_MESSAGE).nullish(),
  })
  .superRefine((decision, ctx) => {
    if (decision.status === 'rejected' && !decision.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: DIET_REQUEST_MESSAGES.reasonRequired });
    if (decision.status === 'approved' && !decision.validUntil)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: DIET_REQUEST_MESSAGES.validUntilRequired });
  });
export type DietDecision = z.output<typeof dietDecisionSchema>;

/** A request's status as people read it: an approval past its date is expired. */
export function dietRequestStatus(stored: 'pending' | 'approved' | 'rejected', validUntil: string | null, today: string): DietRequestStatus {
  return stored === 'approved' && validUntil !== null && validUntil < today ? 'expired' : stored;
}

/** The days before `validUntil` on which the parent is reminded to renew. */
export const DIET_RENEWAL_NOTICE_DAYS = 30;
