import { z } from 'zod';
import { DATE_FORMAT_MESSAGE, isIsoDate } from './school-dates.ts';

// The parent's feedback form (parent-app.md section 5), shared by the web form and the notification service.

export const FEEDBACK_CATEGORIES = ['general', 'specific'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_MESSAGES = {
  categoryRequired: 'Please select a category.',
  ratingRequired: 'Please select a star rating.',
  ratingSteps: 'Rating must be from 0.5 to 5 in steps of 0.5',
  dateRequired: 'Please fill in the date for specific issues.',
  dateFormat: DATE_FORMAT_MESSAGE,
  missingInformationTitle: 'Missing information',
} as const;

/** 0.5, 1, …, 5. */
export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating * 2) && rating >= 0.5 && rating <= 5;
}

/**
 * The 'Submit Feedback' form (parent-app.md section 5). The date is required and kept only for
 * the specific category (null otherwise); subject is sent as empty text; message is optional.
 */
export const feedbackFormSchema = z
  .object({
    category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_MESSAGES.categoryRequired }),
    rating: z
      .number({ error: FEEDBACK_MESSAGES.ratingRequired })
      .refine((rating) => rating !== 0, FEEDBACK_MESSAGES.ratingRequired)
      .refine((rating) => rating === 0 || isValidRating(rating), FEEDBACK_MESSAGES.ratingSteps),
    date: z.string().trim().nullish(),
    subject: z.string().trim().max(200, 'Subject must be at most 200 characters').optional().default(''),
    message: z.string().trim().max(5000, 'Message must be at most 5000 characters').optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.category !== 'specific') return;
    if (!value.date) ctx.addIssue({ code: 'custom', message: FEEDBACK_MESSAGES.dateRequired, path: ['date'] });
    else if (!isIsoDate(value.date)) ctx.addIssue({ code: 'custom', message: FEEDBACK_MESSAGES.dateFormat, path: ['date'] });
  })
  .transform((value) => ({ ...value, date: value.category === 'specific' && value.date ? value.date : null }));
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>;
