import { z } from 'zod';
import { allergenListSchema, dietListSchema } from './allergens-schemas.ts';

/** The fixed list of schools of parent-app.md section 3 (its grades: grades.ts). */
export const SCHOOLS = ['Stratford preparatory', 'Stratford Pomeroy', 'Sutter Elementary', 'Bucher Middle School', 'Washington Open Elementary'] as const;

const username = z.string().trim().min(3, 'Username must be at least 3 characters').max(50, 'Username must be at most 50 characters');
const password = z.string().min(6, 'Password must be at least 6 characters').max(200, 'Password must be at most 200 characters');

export const loginSchema = z.object({
  username,
  password,
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const CAPTCHA_LENGTH = 6;

export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
export const PHONE_FORMAT_MESSAGE = 'Phone must be in the format 555-123-4567';

/**
 * The account's phone number, one rule for registration and the profile (issue 10 section 6):
 * registration used to take any text the profile then refused, so the profile could not be saved.
 */
export const accountPhoneSchema = z.string().trim().min(1, PHONE_REQUIRED_MESSAGE).regex(PHONE_PATTERN, PHONE_FORMAT_MESSAGE);

/** The languages Lunchbox speaks (issue 14): screens and e-mails follow the user's choice. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES, { message: 'language must be one of: en, es' });

export const registerSchema = z.object({
  username,
  email: z.string().trim().email('Please enter a valid email').max(254),
  password,
  fullName: z.string().trim().min(1, 'Full name is required').max(100),
  phone: accountPhoneSchema,
  captchaAnswer: z
    .string({ error: 'Please enter the 6-character CAPTCHA text' })
    .trim()
    .min(1, 'Please enter the 6-character CAPTCHA text')
    .length(CAPTCHA_LENGTH, 'CAPTCHA text must be exactly 6 characters'),
  captchaId: z.string().min(1, 'Please enter the 6-character CAPTCHA text').max(100),
  /** Sent by the spec's client; never trusted, the server keeps its own answer. */
  expectedCaptcha: z.string().optional(),
  /** The language the screens were in, so the welcome e-mail is too; English when absent. */
  language: languageSchema.optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().email('Please enter a valid email').max(254),
});

export const resetPasswordSchema = z
  .object({
    password,
    confirmPassword: z.string().min(6, 'Please confirm your password'),
    token: z.string().min(1, 'Reset token is required').max(200),
  })
  .refine((values) => values.password === values.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const profileSchema = z.object({
  fullName: z.string().trim().min(2, 'Name must be at least 2 characters').max(100),
  email: z.string().trim().email('Please enter a valid email address').max(254),
  phone: accountPhoneSchema,
  /** Kept in the profile; the header's switcher sends it alone. */
  language: languageSchema.optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

const lunchOptionList = z.array(z.string().trim().min(1).max(100)).max(20);

/** The child form of the profile screen. */
export const childProfileSchema = z.object({
  name: z.string().trim().min(2, "Child's name is required").max(100),
  school: z.string().trim().min(2, 'School name must be at least 2 characters').max(100),
  grade: z.string().trim().min(1, 'Grade is required').max(10),
  teacher: z.string().trim().min(1, 'Section/Cohort is required').max(100),
  preferredLunchOptions: lunchOptionList.optional().default([]),
  /** From the nine allergens only; ordering refuses a dish that contains one (issue 13). */
  allergies: allergenListSchema.optional().default([]),
  /** From the five diets only; a dish without the tag is a warning, never a refusal. */
  diets: dietListSchema.optional().default([]),
});
export type ChildProfileInput = z.input<typeof childProfileSchema>;

/** The home dialog's wording of the same rules (parent-app.md section 5, "home dialog message"). */
export const childDialogSchema = childProfileSchema.extend({
  school: z.string().trim().min(2, 'School name is required').max(100),
});

/** A school by its id (GET /api/schools), beside or instead of its name (issue 31). */
const schoolIdField = z
  .number({ error: 'Choose one of the schools served' })
  .int('Choose one of the schools served')
  .positive('Choose one of the schools served');

/**
 * A child as the API takes it: the school by name, as the spec's forms send it, or by `schoolId`
 * (issue 31); with both, the id decides and the name is the school's own.
 */
export const childRequestSchema = childProfileSchema
  .extend({ school: childProfileSchema.shape.school.optional(), schoolId: schoolIdField.optional() })
  .refine((child) => child.school !== undefined || child.schoolId !== undefined, {
    message: 'School name must be at least 2 characters',
    path: ['school'],
  });
export type ChildRequest = z.output<typeof childRequestSchema>;

/** Updates send any subset of the child's fields; what is not sent is left as it is (no defaults). */
export const childPatchSchema = childProfileSchema
  .extend({ preferredLunchOptions: lunchOptionList, allergies: allergenListSchema, diets: dietListSchema, schoolId: schoolIdField })
  .partial();
