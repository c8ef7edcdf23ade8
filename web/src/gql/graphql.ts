/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An administrator's change to a user; fields left out stay as they are. */
export type AdminUserInput = {
  /** An e-mail address not used by another account. */
  email?: string | null | undefined;
  /** The full name. */
  fullName?: string | null | undefined;
  /** A username not used by another account. */
  username?: string | null | undefined;
};

/** Which entries: every part optional. */
export type AuditFilter = {
  /** An action code (user.deleted) or its start (user). */
  action?: string | null | undefined;
  /** A user id, or part of a username. */
  actor?: string | null | undefined;
  /** Only entries numbered below this one in this service (the next page). */
  beforeId?: number | null | undefined;
  /** From this day (YYYY-MM-DD, UTC) or instant (ISO 8601). */
  from?: string | null | undefined;
  /** At most this many (default 50, at most 10000). */
  limit?: number | null | undefined;
  /** A target type (user), or type:id (user:42). */
  target?: string | null | undefined;
  /** Up to the end of this day, or this instant. */
  to?: string | null | undefined;
};

/**
 * One cart item as the browser keeps it (parent-app.md section 3). Fields are optional here so that a
 * missing one is answered with the spec's message. The server takes the price, the dish's name and the
 * child's school, grade and section from its own records; totalAmount, school, grade and teacher are
 * checked for shape only.
 */
export type CartItemInput = {
  /** ISO date-time the item was added to the cart. */
  addedAt?: string | null | undefined;
  /** The child profile's id; without it the child is found among the caller's children by childName. */
  childId?: number | null | undefined;
  /** The child's name as the cart shows it. */
  childName?: string | null | undefined;
  /** The parent's e-mail address for the order. */
  email?: string | null | undefined;
  /** Checked for shape only; the child profile decides. */
  grade?: string | null | undefined;
  /** The browser's id for the cart item, echoed in refusals so the cart can mark the item. */
  id?: string | null | undefined;
  /** YYYY-MM-DD. */
  lunchDate?: string | null | undefined;
  /** The dish's name as the cart shows it; the menu decides. */
  lunchOptions?: Array<string | null | undefined> | null | undefined;
  /** Notes for the kitchen, optional. */
  notes?: string | null | undefined;
  /** The parent's name for the order. */
  parentName?: string | null | undefined;
  /** The parent's phone number for the order. */
  phone?: string | null | undefined;
  /** Checked for shape only; the child profile decides. */
  school?: string | null | undefined;
  /** Checked for shape only; the child profile decides. */
  teacher?: string | null | undefined;
  /** Dollars as the cart showed them; ignored for pricing. */
  totalAmount?: number | null | undefined;
  /** Exactly one menu item id. */
  weeklyMenuItemIds?: Array<number | null | undefined> | null | undefined;
};

/** What a warning about a lunch is about. */
export type CartLunchWarningCode =
  /** The dish is not marked with one or more diets the child keeps. */
  | 'DIET_UNMET';

/** A child profile as the form sends it; name, school and grade are required. */
export type ChildInput = {
  /** The child's allergies (any spelling of the nine allergens); an unknown name is refused naming it. Replaces the stored list. */
  allergies?: Array<string> | null | undefined;
  /** The diets the child keeps (any spelling of the five); an unknown name is refused naming it. Replaces the stored list. */
  diets?: Array<string> | null | undefined;
  /** The child's grade. */
  grade?: string | null | undefined;
  /** The child's name, unique among the parent's children. */
  name?: string | null | undefined;
  /** Dishes the child likes, optional. */
  preferredLunchOptions?: Array<string> | null | undefined;
  /** One of the schools served, by name. */
  school?: string | null | undefined;
  /** One of the schools served, by id (GET /api/schools); decides over school when both are sent. */
  schoolId?: number | null | undefined;
  /** Section/Cohort, optional. */
  teacher?: string | null | undefined;
  /** Ignored unless it names someone else, which only an administrator may do. */
  userId?: number | null | undefined;
};

/** The school's decision on a diet request. */
export type DietDecisionInput = {
  /** Required to reject: told to the parent. */
  reason?: string | null | undefined;
  /** approved or rejected. */
  status?: string | null | undefined;
  /** Required to approve: YYYY-MM-DD, today or later. */
  validUntil?: string | null | undefined;
};

/** Turning two-factor off: the password and a code (or a recovery code). */
export type DisableTwoFactorInput = {
  /** The 6-digit code the authenticator app shows. */
  code?: string | null | undefined;
  /** The account's password. */
  password?: string | null | undefined;
  /** One of the recovery codes. */
  recoveryCode?: string | null | undefined;
};

/** A Communications e-mail as the form sends it; subject and message are required. */
export type EmailNotificationInput = {
  /** The plain-text body. */
  message?: string | null | undefined;
  /** announcement, menu_update, payment_reminder or emergency */
  notificationType?: string | null | undefined;
  /** all_users, active_users or specific */
  recipients?: string | null | undefined;
  /** For 'specific': addresses, each entry may also be a comma-separated list. */
  specificEmails?: Array<string> | null | undefined;
  /** Sent by the web form ('sent'); ignored: the outcome decides the status. */
  status?: string | null | undefined;
  /** The e-mail's subject. */
  subject?: string | null | undefined;
  /** Defaults to the subject. */
  title?: string | null | undefined;
};

/** Feedback as the form sends it; subject and message are required. */
export type FeedbackInput = {
  /** general or specific */
  category?: string | null | undefined;
  /** YYYY-MM-DD; required for specific issues. */
  date?: string | null | undefined;
  /** What the parent wants to say. */
  message?: string | null | undefined;
  /** 0.5 to 5 in steps of 0.5 */
  rating?: number | null | undefined;
  /** A short subject. */
  subject?: string | null | undefined;
};

/** What the sign-in form sends. */
export type LoginInput = {
  /** The password as typed. */
  password?: string | null | undefined;
  /** Keeps the session for 30 days instead of ending with the browser. */
  rememberMe?: boolean | null | undefined;
  /** The username (any case). */
  username?: string | null | undefined;
};

/** The low-balance settings as the parent sends them; a field left out takes its default. */
export type LowBalanceSettingsInput = {
  /** Whether it is sent (default true). */
  email?: boolean | null | undefined;
  /** Decimal text, not negative (default 10.00). */
  threshold?: string | null | undefined;
};

/** The body of PUT /api/my-notification-settings. */
export type NotificationSettingsInput = {
  /** The low-balance e-mail. */
  lowBalance?: LowBalanceSettingsInput | null | undefined;
  /** The weekly reminder. */
  reminders?: ReminderSettingsInput | null | undefined;
};

/** Nutrition facts as an administrator enters them; a fact left out or null is not given. */
export type NutritionInput = {
  /** Carbohydrates in grams, 0 to 1000. */
  carbohydrates?: number | null | undefined;
  /** Fat in grams, 0 to 1000. */
  fat?: number | null | undefined;
  /** Protein in grams, 0 to 1000. */
  protein?: number | null | undefined;
  /** Sodium in milligrams, 0 to 100000. */
  sodium?: number | null | undefined;
};

/** The browser's answer to a passkey ceremony. */
export type PasskeyResponseInput = {
  /** The ceremonyId the options came with. */
  ceremonyId?: string | null | undefined;
  /** Registration only: a name for the new passkey. */
  name?: string | null | undefined;
  /** The browser's PublicKeyCredential as JSON text. */
  response?: string | null | undefined;
};

/** A change to the caller's profile; fields left out stay as they are. */
export type ProfileInput = {
  /** A new e-mail address, not used by another account. */
  email?: string | null | undefined;
  /** The full name. */
  fullName?: string | null | undefined;
  /** The language of the screens and e-mails: en or es. */
  language?: string | null | undefined;
  /** ddd-ddd-dddd. */
  phone?: string | null | undefined;
};

/** What the registration form sends; every field but expectedCaptcha is required. */
export type RegisterInput = {
  /** The 6 characters read from the captcha image. */
  captchaAnswer?: string | null | undefined;
  /** The id of the challenge from createCaptcha. */
  captchaId?: string | null | undefined;
  /** An e-mail address not yet registered. */
  email?: string | null | undefined;
  /** Sent by the spec's client; never trusted: the server keeps its own answer. */
  expectedCaptcha?: string | null | undefined;
  /** The parent's full name. */
  fullName?: string | null | undefined;
  /** The language of the screens the parent registered on (en or es); en when left out. */
  language?: string | null | undefined;
  /** At least 6 characters. */
  password?: string | null | undefined;
  /** ddd-ddd-dddd. */
  phone?: string | null | undefined;
  /** 3 to 50 characters, unique regardless of case. */
  username?: string | null | undefined;
};

/** The reminder settings as the parent sends them; a field left out takes its default. */
export type ReminderSettingsInput = {
  /** By e-mail (default true). */
  email?: boolean | null | undefined;
  /** By WhatsApp (default false). */
  whatsapp?: boolean | null | undefined;
};

/** What the reset-password form sends. */
export type ResetPasswordInput = {
  /** The new password again; must match. */
  confirmPassword?: string | null | undefined;
  /** The new password, at least 6 characters. */
  password?: string | null | undefined;
  /** The token from the reset link in the e-mail (valid for one hour, once). */
  token?: string | null | undefined;
};

/** A school as an administrator writes it; a change sends any subset. */
export type SchoolInput = {
  /** False hides it for new children. */
  active?: boolean | null | undefined;
  /** HH:mm. */
  deliveryTime?: string | null | undefined;
  /** Unique regardless of case. */
  name?: string | null | undefined;
  /** The cut-off. */
  orderDeadline?: SchoolOrderDeadlineInput | null | undefined;
  /** IANA time zone. */
  timeZone?: string | null | undefined;
};

/** The cut-off as an administrator writes it. */
export type SchoolOrderDeadlineInput = {
  /** Whole days before the lunch date. */
  daysBefore?: number | null | undefined;
  /** HH:mm. */
  time?: string | null | undefined;
  /** IANA zone of time when not the school's own; omitted: the school's clock. */
  timeZone?: string | null | undefined;
};

/** One weekday of a standing order as the parent sends it; the domain's standingOrderSchema checks it. */
export type StandingOrderDayInput = {
  /** With mode diet: the diet tag. */
  dietTag?: string | null | undefined;
  /** With mode item: the dish's name. */
  dish?: string | null | undefined;
  /** first or skip (skip when left out). */
  fallback?: string | null | undefined;
  /** skip, first, item or diet. */
  mode?: string | null | undefined;
};

/** A standing order's weekdays as the parent sends them. */
export type StandingOrderDaysInput = {
  /** Friday; skip when left out. */
  Friday?: StandingOrderDayInput | null | undefined;
  /** Monday; skip when left out. */
  Monday?: StandingOrderDayInput | null | undefined;
  /** Thursday; skip when left out. */
  Thursday?: StandingOrderDayInput | null | undefined;
  /** Tuesday; skip when left out. */
  Tuesday?: StandingOrderDayInput | null | undefined;
  /** Wednesday; skip when left out. */
  Wednesday?: StandingOrderDayInput | null | undefined;
};

/** The body of PUT /api/standing-orders/{childId}. */
export type StandingOrderInput = {
  /** Whether the pattern places lunches. */
  active?: boolean | null | undefined;
  /** The weekdays, each optional. */
  days?: StandingOrderDaysInput | null | undefined;
};

/** The second step of signing in: the challenge and either a code from the app or a recovery code. */
export type TwoFactorSignInInput = {
  /** The challengeId from signIn. */
  challengeId?: string | null | undefined;
  /** The 6-digit code the authenticator app shows. */
  code?: string | null | undefined;
  /** One of the ten recovery codes (each works once). */
  recoveryCode?: string | null | undefined;
};

/** A new menu item. weekStartDate, weekEndDate, dayOfWeek, menuItem, description and price are required. */
export type WeeklyMenuItemInput = {
  /** Allergens the dish contains (any spelling of the nine, e.g. tree_nuts); an unknown name is refused naming it. Defaults to none. */
  allergens?: Array<string> | null | undefined;
  /** Free text, optional, e.g. 350-450. */
  calories?: string | null | undefined;
  /** Monday to Friday. */
  dayOfWeek?: string | null | undefined;
  /** What the dish is. */
  description?: string | null | undefined;
  /** Diets the dish suits (any spelling of the five); an unknown name is refused naming it. Defaults to none. */
  dietTags?: Array<string> | null | undefined;
  /** An http(s) address of a picture, optional. */
  imageUrl?: string | null | undefined;
  /** Defaults to true. */
  isActive?: boolean | null | undefined;
  /** The dish's name. */
  menuItem?: string | null | undefined;
  /** Nutrition facts besides calories, optional. */
  nutrition?: NutritionInput | null | undefined;
  /** Dollars as text: 7.50, 7.5 or 7 (at most 2 decimals). */
  price?: string | null | undefined;
  /** The last day of the menu week, YYYY-MM-DD, not before weekStartDate. */
  weekEndDate?: string | null | undefined;
  /** The first day of the menu week, YYYY-MM-DD. */
  weekStartDate?: string | null | undefined;
};

/** A change to a menu item: fields left out stay as they are; calories or imageUrl null clears them. */
export type WeeklyMenuItemPatch = {
  /** The whole list of allergens the dish contains, replacing the stored one; an unknown name is refused naming it. */
  allergens?: Array<string> | null | undefined;
  /** Free text; null clears it. */
  calories?: string | null | undefined;
  /** Monday to Friday. */
  dayOfWeek?: string | null | undefined;
  /** What the dish is. */
  description?: string | null | undefined;
  /** The whole list of diets the dish suits, replacing the stored one; an unknown name is refused naming it. */
  dietTags?: Array<string> | null | undefined;
  /** An http(s) address of a picture; null clears it. */
  imageUrl?: string | null | undefined;
  /** false takes the item off the menu (edit-by-date 'remove'). */
  isActive?: boolean | null | undefined;
  /** The dish's name. */
  menuItem?: string | null | undefined;
  /** The whole set of nutrition facts, replacing the stored one; null clears them. */
  nutrition?: NutritionInput | null | undefined;
  /** Dollars as text: 7.50, 7.5 or 7 (at most 2 decimals). */
  price?: string | null | undefined;
  /** The last day of the menu week, YYYY-MM-DD. */
  weekEndDate?: string | null | undefined;
  /** The first day of the menu week, YYYY-MM-DD. */
  weekStartDate?: string | null | undefined;
};

/** A Communications WhatsApp notification as the form sends it; title and message are required. */
export type WhatsAppNotificationInput = {
  /** The text. */
  message?: string | null | undefined;
  /** announcement, menu_update, payment_reminder or emergency */
  notificationType?: string | null | undefined;
  /** all_users, active_users or specific */
  recipients?: string | null | undefined;
  /** For 'specific': phone numbers, each entry may also be a comma-separated list. */
  specificPhones?: Array<string> | null | undefined;
  /** The notification's title. */
  title?: string | null | undefined;
};

export type SaveLanguageMutationVariables = Exact<{
  id: number;
  input: ProfileInput;
}>;


export type SaveLanguageMutation = { updateProfile: { id: number, language: string } };

export type AuditEntryFieldsFragment = { id: string, service: string, occurredAt: string, actorId: number | null, actorName: string | null, action: string, targetType: string | null, targetId: string | null, changes: string, ip: string | null, userAgent: string | null };

export type AdminAuditTrailQueryVariables = Exact<{
  identity?: AuditFilter | null | undefined;
  menu?: AuditFilter | null | undefined;
  ordering?: AuditFilter | null | undefined;
  notification?: AuditFilter | null | undefined;
}>;


export type AdminAuditTrailQuery = { identityAuditLog: { hasMore: boolean, entries: Array<{ id: string, service: string, occurredAt: string, actorId: number | null, actorName: string | null, action: string, targetType: string | null, targetId: string | null, changes: string, ip: string | null, userAgent: string | null }> }, menuAuditLog: { hasMore: boolean, entries: Array<{ id: string, service: string, occurredAt: string, actorId: number | null, actorName: string | null, action: string, targetType: string | null, targetId: string | null, changes: string, ip: string | null, userAgent: string | null }> }, orderingAuditLog: { hasMore: boolean, entries: Array<{ id: string, service: string, occurredAt: string, actorId: number | null, actorName: string | null, action: string, targetType: string | null, targetId: string | null, changes: string, ip: string | null, userAgent: string | null }> }, notificationAuditLog: { hasMore: boolean, entries: Array<{ id: string, service: string, occurredAt: string, actorId: number | null, actorName: string | null, action: string, targetType: string | null, targetId: string | null, changes: string, ip: string | null, userAgent: string | null }> } };

export type DeclareClosureMutationVariables = Exact<{
  date?: string | null | undefined;
  reason?: string | null | undefined;
  schoolId?: number | null | undefined;
}>;


export type DeclareClosureMutation = { declareClosure: { date: string, reason: string, schoolId: number | null } };

export type LiftClosureMutationVariables = Exact<{
  date?: string | null | undefined;
  schoolId?: number | null | undefined;
}>;


export type LiftClosureMutation = { liftClosure: { date: string, reason: string, schoolId: number | null } };

export type CalendarSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarSchoolsQuery = { schools: Array<{ id: number, name: string, active: boolean }> };

export type AdminClosuresQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminClosuresQuery = { closures: Array<{ date: string, reason: string, schoolId: number | null }> };

export type NotificationFieldsFragment = { id: number, kind: string, method: string, title: string | null, subject: string, message: string, recipients: string | null, specificEmails: Array<string> | null, specificPhones: Array<string> | null, notificationType: string | null, recipientCount: number, status: string, sentCount: number, failedCount: number, error: string | null, createdAt: string };

export type EmailTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailTemplatesQuery = { emailTemplates: Array<{ id: string, name: string, notificationType: string, title: string, subject: string, message: string }> };

export type NextWeekMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type NextWeekMenuQuery = { nextWeekMenu: { weekStartDate: string, weekEndDate: string, days: Array<{ dayOfWeek: string, date: string, items: Array<{ id: number, menuItem: string, description: string, price: string, calories: string | null }> }> } };

export type NotificationHistoryQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type NotificationHistoryQuery = { emailNotifications: Array<{ id: number, kind: string, method: string, title: string | null, subject: string, message: string, recipients: string | null, specificEmails: Array<string> | null, specificPhones: Array<string> | null, notificationType: string | null, recipientCount: number, status: string, sentCount: number, failedCount: number, error: string | null, createdAt: string }> };

export type LogWhatsAppNotificationMutationVariables = Exact<{
  input: WhatsAppNotificationInput;
}>;


export type LogWhatsAppNotificationMutation = { logWhatsAppNotification: { sentTo: number, message: string, notification: { id: number, kind: string, method: string, title: string | null, subject: string, message: string, recipients: string | null, specificEmails: Array<string> | null, specificPhones: Array<string> | null, notificationType: string | null, recipientCount: number, status: string, sentCount: number, failedCount: number, error: string | null, createdAt: string } } };

export type SendEmailNotificationMutationVariables = Exact<{
  input: EmailNotificationInput;
}>;


export type SendEmailNotificationMutation = { sendEmailNotification: { id: number, kind: string, method: string, title: string | null, subject: string, message: string, recipients: string | null, specificEmails: Array<string> | null, specificPhones: Array<string> | null, notificationType: string | null, recipientCount: number, status: string, sentCount: number, failedCount: number, error: string | null, createdAt: string } };

export type AdminDietRequestsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type AdminDietRequestsQuery = { dietRequests: Array<{ id: number, childId: number, childName: string | null, school: string | null, parentName: string | null, status: string, restrictions: Array<string>, note: string, documentName: string, reason: string | null, validUntil: string | null, createdAt: string }> };

export type DecideDietRequestMutationVariables = Exact<{
  id: number;
  input: DietDecisionInput;
}>;


export type DecideDietRequestMutation = { decideDietRequest: { id: number, status: string, reason: string | null, validUntil: string | null, decidedAt: string | null } };

export type AdminFeedbackFieldsFragment = { userName: string, id: number, category: string, rating: number, date: string | null, subject: string, message: string, status: string, adminResponse: string | null, responseDate: string | null, createdAt: string };

export type AdminFeedbackQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFeedbackQuery = { adminFeedback: Array<{ userName: string, id: number, category: string, rating: number, date: string | null, subject: string, message: string, status: string, adminResponse: string | null, responseDate: string | null, createdAt: string }> };

export type AnswerFeedbackMutationVariables = Exact<{
  id: number;
  adminResponse?: string | null | undefined;
}>;


export type AnswerFeedbackMutation = { answerFeedback: { userName: string, id: number, category: string, rating: number, date: string | null, subject: string, message: string, status: string, adminResponse: string | null, responseDate: string | null, createdAt: string } };

export type AllWeeklyMenuItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllWeeklyMenuItemsQuery = { allWeeklyMenuItems: Array<{ id: number, weekStartDate: string, weekEndDate: string, dayOfWeek: string, menuItem: string, description: string, price: string, calories: string | null, imageUrl: string | null, isActive: boolean, allergens: Array<string>, dietTags: Array<string>, nutrition: { protein: number | null, carbohydrates: number | null, fat: number | null, sodium: number | null } }> };

export type CreateWeeklyMenuItemMutationVariables = Exact<{
  input: WeeklyMenuItemInput;
}>;


export type CreateWeeklyMenuItemMutation = { createWeeklyMenuItem: { id: number, weekStartDate: string, weekEndDate: string, dayOfWeek: string, menuItem: string, description: string, price: string, calories: string | null, imageUrl: string | null, isActive: boolean, allergens: Array<string>, dietTags: Array<string>, nutrition: { protein: number | null, carbohydrates: number | null, fat: number | null, sodium: number | null } } };

export type DeleteWeeklyMenuItemMutationVariables = Exact<{
  id: number;
}>;


export type DeleteWeeklyMenuItemMutation = { deleteWeeklyMenuItem: { id: number } };

export type UpdateWeeklyMenuItemMutationVariables = Exact<{
  id: number;
  input: WeeklyMenuItemPatch;
}>;


export type UpdateWeeklyMenuItemMutation = { updateWeeklyMenuItem: { id: number, weekStartDate: string, weekEndDate: string, dayOfWeek: string, menuItem: string, description: string, price: string, calories: string | null, imageUrl: string | null, isActive: boolean, allergens: Array<string>, dietTags: Array<string>, nutrition: { protein: number | null, carbohydrates: number | null, fat: number | null, sodium: number | null } } };

export type AdminOrderFieldsFragment = { parentName: string, email: string, phone: string, childAllergies: Array<string>, childMedicalDiet: Array<string>, allergenCheck: Array<string>, id: number, childName: string, school: string, grade: string, teacher: string | null, lunchDate: string, lunchOptions: Array<string>, notes: string | null, totalAmount: string, paymentStatus: string, isPaid: boolean, createdAt: string };

export type AdminOrdersOfDayQueryVariables = Exact<{
  date: string;
}>;


export type AdminOrdersOfDayQuery = { adminOrders: Array<{ parentName: string, email: string, phone: string, childAllergies: Array<string>, childMedicalDiet: Array<string>, allergenCheck: Array<string>, id: number, childName: string, school: string, grade: string, teacher: string | null, lunchDate: string, lunchOptions: Array<string>, notes: string | null, totalAmount: string, paymentStatus: string, isPaid: boolean, createdAt: string }> };

export type SetOrderPaymentStatusMutationVariables = Exact<{
  id: number;
  paymentStatus: string;
}>;


export type SetOrderPaymentStatusMutation = { setOrderPaymentStatus: { id: number, paymentStatus: string, isPaid: boolean } };

export type LabelSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type LabelSchoolsQuery = { schools: Array<{ id: number, name: string, deliveryTime: string }> };

export type AdminStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatsQuery = { adminStats: { id: string, totalUsers: number, todaysOrders: number, weeklyMenuItems: number, emailsSent: number } };

export type AdminPaymentsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type AdminPaymentsQuery = { adminPayments: Array<{ paymentReference: string, parentName: string, email: string, amountDue: string, status: string, createdAt: string, lunches: Array<{ id: number, childName: string, lunchDate: string, lunchOptions: Array<string>, totalAmount: string }> }> };

export type SetCheckoutPaymentStatusMutationVariables = Exact<{
  reference: string;
  status?: string | null | undefined;
}>;


export type SetCheckoutPaymentStatusMutation = { setCheckoutPaymentStatus: { paymentReference: string, status: string } };

export type ProductionItemCountFieldsFragment = { menuItem: string, count: number, allergyNotes: Array<{ childName: string, grade: string, teacher: string | null, allergies: Array<string> }> };

export type ProductionSheetQueryVariables = Exact<{
  date?: string | null | undefined;
  week?: string | null | undefined;
  schoolId?: number | null | undefined;
}>;


export type ProductionSheetQuery = { productionSheet: { from: string, to: string, total: number, days: Array<{ date: string, total: number, items: Array<{ menuItem: string, count: number, allergyNotes: Array<{ childName: string, grade: string, teacher: string | null, allergies: Array<string> }> }>, schools: Array<{ schoolId: number | null, school: string, deliveryTime: string | null, total: number, items: Array<{ menuItem: string, count: number, allergyNotes: Array<{ childName: string, grade: string, teacher: string | null, allergies: Array<string> }> }>, classes: Array<{ grade: string, teacher: string | null, total: number, items: Array<{ menuItem: string, count: number, allergyNotes: Array<{ childName: string, grade: string, teacher: string | null, allergies: Array<string> }> }> }> }> }> } };

export type DeliverySheetsQueryVariables = Exact<{
  date?: string | null | undefined;
  schoolId?: number | null | undefined;
}>;


export type DeliverySheetsQuery = { deliverySheets: { date: string, total: number, schools: Array<{ schoolId: number | null, school: string, deliveryTime: string | null, total: number, items: Array<{ menuItem: string, count: number }>, children: Array<{ childName: string, grade: string, teacher: string | null, menuItem: string }> }> } };

export type ProductionSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductionSchoolsQuery = { schools: Array<{ id: number, name: string, active: boolean }> };

export type AdminSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSchoolsQuery = { schools: Array<{ id: number, name: string, active: boolean, deliveryTime: string, timeZone: string, orderDeadline: { time: string, daysBefore: number } }> };

export type CreateSchoolMutationVariables = Exact<{
  input: SchoolInput;
}>;


export type CreateSchoolMutation = { createSchool: { id: number, name: string, active: boolean, deliveryTime: string, timeZone: string, orderDeadline: { time: string, daysBefore: number } } };

export type UpdateSchoolMutationVariables = Exact<{
  id: number;
  input: SchoolInput;
}>;


export type UpdateSchoolMutation = { updateSchool: { id: number, name: string, active: boolean, deliveryTime: string, timeZone: string, orderDeadline: { time: string, daysBefore: number } } };

export type AdminSchoolFieldsFragment = { id: number, name: string, active: boolean, deliveryTime: string, timeZone: string, orderDeadline: { time: string, daysBefore: number } };

export type PaymentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentSettingsQuery = { paymentSettings: { paypalMeHandle: string, zelleRecipientName: string, zelleRecipient: string } };

export type UpdatePaymentSettingsMutationVariables = Exact<{
  paypalMeHandle?: string | null | undefined;
  zelleRecipientName?: string | null | undefined;
  zelleRecipient?: string | null | undefined;
}>;


export type UpdatePaymentSettingsMutation = { updatePaymentSettings: { paypalMeHandle: string, zelleRecipientName: string, zelleRecipient: string } };

export type SendTestEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendTestEmailMutation = { sendTestEmail: { id: number, status: string, sentCount: number, failedCount: number, recipientEmails: Array<string>, error: string | null } };

export type AdminTopUpsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type AdminTopUpsQuery = { adminTopUps: Array<{ reference: string, amount: string, status: string, createdAt: string, decidedAt: string | null, parentName: string | null, email: string | null }> };

export type DecideTopUpMutationVariables = Exact<{
  reference: string;
  status: string;
}>;


export type DecideTopUpMutation = { decideTopUp: { reference: string, status: string, decidedAt: string | null } };

export type AdminUserPageQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminUserPageQuery = { adminUserPage: { found: number, totalUsers: number, administrators: number, totalChildren: number, users: Array<{ id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string }>, childProfiles: Array<{ id: number, userId: number, name: string, school: string, grade: string }> } };

export type AdminUpdateUserMutationVariables = Exact<{
  id: number;
  input: AdminUserInput;
}>;


export type AdminUpdateUserMutation = { adminUpdateUser: { id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string } };

export type DeleteUserMutationVariables = Exact<{
  id: number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type SendUserEmailMutationVariables = Exact<{
  userId: number;
  subject: string;
  message: string;
}>;


export type SendUserEmailMutation = { sendUserEmail: { id: number, status: string, sentCount: number, failedCount: number, recipientEmails: Array<string>, error: string | null } };

export type SetUserAdminMutationVariables = Exact<{
  id: number;
  isAdmin: boolean;
}>;


export type SetUserAdminMutation = { setUserAdmin: { id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string } };

export type SetUserRoleMutationVariables = Exact<{
  id: number;
  role: string;
  schoolId?: number | null | undefined;
}>;


export type SetUserRoleMutation = { setUserRole: { id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string } };

export type RoleSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleSchoolsQuery = { schools: Array<{ id: number, name: string, active: boolean }> };

export type CreateCaptchaMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCaptchaMutation = { createCaptcha: { captchaId: string, image: string } };

export type SignInMutationVariables = Exact<{
  input: LoginInput;
}>;


export type SignInMutation = { signIn: { twoFactorRequired: boolean, challengeId: string | null, user: { id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string } | null } };

export type CompleteTwoFactorSignInMutationVariables = Exact<{
  input: TwoFactorSignInInput;
}>;


export type CompleteTwoFactorSignInMutation = { completeTwoFactorSignIn: { id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string } };

export type PasskeySignInOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type PasskeySignInOptionsMutation = { passkeySignInOptions: { ceremonyId: string, optionsJson: string } };

export type SignInWithPasskeyMutationVariables = Exact<{
  input: PasskeyResponseInput;
}>;


export type SignInWithPasskeyMutation = { signInWithPasskey: { id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email?: string | null | undefined;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type TopUpFieldsFragment = { reference: string, amount: string, status: string, createdAt: string, decidedAt: string | null, paymentOptions: { paypalUrl: string, paypalQr: string, zelleUrl: string, zelleQr: string, zelleRecipient: string | null, zelleRecipientName: string | null } };

export type MyBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBalanceQuery = { myCredit: { balance: string } };

export type MyTopUpsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTopUpsQuery = { myTopUps: Array<{ reference: string, amount: string, status: string, createdAt: string, decidedAt: string | null, paymentOptions: { paypalUrl: string, paypalQr: string, zelleUrl: string, zelleQr: string, zelleRecipient: string | null, zelleRecipientName: string | null } }> };

export type CreateTopUpMutationVariables = Exact<{
  amount: string;
}>;


export type CreateTopUpMutation = { createTopUp: { reference: string, amount: string, status: string, createdAt: string, decidedAt: string | null, paymentOptions: { paypalUrl: string, paypalQr: string, zelleUrl: string, zelleQr: string, zelleRecipient: string | null, zelleRecipientName: string | null } } };

export type CartCreditQueryVariables = Exact<{ [key: string]: never; }>;


export type CartCreditQuery = { myCredit: { balance: string } };

export type PaymentOptionsQueryVariables = Exact<{
  amountDue?: string | null | undefined;
}>;


export type PaymentOptionsQuery = { paymentOptions: { paypalUrl: string, paypalQr: string, zelleUrl: string, zelleQr: string, paypalMeHandle: string | null, zelleRecipientName: string | null, zelleRecipient: string | null } };

export type CheckCartLunchesQueryVariables = Exact<{
  items: Array<CartItemInput> | CartItemInput;
}>;


export type CheckCartLunchesQuery = { checkCartLunches: Array<{ code: CartLunchWarningCode, childId: number, child: string, dish: string, dietTags: Array<string> }> };

export type CheckoutMutationVariables = Exact<{
  checkoutId: string;
  items: Array<CartItemInput> | CartItemInput;
}>;


export type CheckoutMutation = { checkout: { checkoutId: string, paymentReference: string, totalAmount: string, creditApplied: string, amountDue: string, replayed: boolean, orders: Array<{ id: number }> } };

export type ChildProfileFieldsFragment = { userId: number, preferredLunchOptions: Array<string>, calendarUrl: string | null, id: number, name: string, school: string, schoolId: number | null, grade: string, teacher: string, allergies: Array<string>, diets: Array<string> };

export type MyChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyChildrenQuery = { myChildren: Array<{ userId: number, preferredLunchOptions: Array<string>, calendarUrl: string | null, id: number, name: string, school: string, schoolId: number | null, grade: string, teacher: string, allergies: Array<string>, diets: Array<string> }> };

export type AddChildMutationVariables = Exact<{
  input: ChildInput;
}>;


export type AddChildMutation = { addChild: { userId: number, preferredLunchOptions: Array<string>, calendarUrl: string | null, id: number, name: string, school: string, schoolId: number | null, grade: string, teacher: string, allergies: Array<string>, diets: Array<string> } };

export type DeleteChildMutationVariables = Exact<{
  id: number;
}>;


export type DeleteChildMutation = { deleteChild: boolean };

export type ResetCalendarLinkMutationVariables = Exact<{
  childId: number;
}>;


export type ResetCalendarLinkMutation = { resetCalendarToken: string };

export type UpdateChildMutationVariables = Exact<{
  id: number;
  input: ChildInput;
}>;


export type UpdateChildMutation = { updateChild: { userId: number, preferredLunchOptions: Array<string>, calendarUrl: string | null, id: number, name: string, school: string, schoolId: number | null, grade: string, teacher: string, allergies: Array<string>, diets: Array<string> } };

export type SchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolsQuery = { schools: Array<{ id: number, name: string, active: boolean, timeZone: string, orderDeadline: { time: string, daysBefore: number, timeZone: string } }> };

export type ChildDietRequestsQueryVariables = Exact<{
  childId: number;
}>;


export type ChildDietRequestsQuery = { childDietRequests: Array<{ id: number, childId: number, status: string, restrictions: Array<string>, note: string, documentName: string, documentType: string, reason: string | null, validUntil: string | null, createdAt: string, decidedAt: string | null }> };

export type MyFeedbackQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFeedbackQuery = { myFeedback: Array<{ id: number, category: string, rating: number, date: string | null, subject: string, message: string, status: string, adminResponse: string | null, responseDate: string | null, createdAt: string }> };

export type SubmitFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type SubmitFeedbackMutation = { submitFeedback: { id: number } };

export type NotificationSettingsFieldsFragment = { reminders: { email: boolean, whatsapp: boolean }, lowBalance: { email: boolean, threshold: string } };

export type MyNotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyNotificationSettingsQuery = { myNotificationSettings: { reminders: { email: boolean, whatsapp: boolean }, lowBalance: { email: boolean, threshold: string } } };

export type SetMyNotificationSettingsMutationVariables = Exact<{
  input: NotificationSettingsInput;
}>;


export type SetMyNotificationSettingsMutation = { setMyNotificationSettings: { reminders: { email: boolean, whatsapp: boolean }, lowBalance: { email: boolean, threshold: string } } };

export type OrderClosuresQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type OrderClosuresQuery = { closures: Array<{ date: string, reason: string, schoolId: number | null }> };

export type MyCreditQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCreditQuery = { myCredit: { balance: string, entries: Array<{ amount: string, reason: string, orderId: number | null, createdAt: string }> } };

export type MyLunchOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLunchOrdersQuery = { myLunchOrders: Array<{ childId: number, status: string, creditedAmount: string | null, paymentReference: string | null, id: number, childName: string, school: string, grade: string, teacher: string | null, lunchDate: string, lunchOptions: Array<string>, notes: string | null, totalAmount: string, paymentStatus: string, isPaid: boolean, createdAt: string }> };

export type OrderFormChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderFormChildrenQuery = { myChildren: Array<{ schoolId: number | null, id: number, name: string, school: string, grade: string, teacher: string, allergies: Array<string>, diets: Array<string>, confirmedDiets: Array<{ allergens: Array<string>, diets: Array<string>, validUntil: string }> }> };

export type UpcomingWeeklyMenuItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type UpcomingWeeklyMenuItemsQuery = { upcomingWeeklyMenuItems: Array<{ id: number, weekStartDate: string, weekEndDate: string, dayOfWeek: string, menuItem: string, description: string, price: string, calories: string | null, imageUrl: string | null, isActive: boolean, allergens: Array<string>, dietTags: Array<string>, nutrition: { protein: number | null, carbohydrates: number | null, fat: number | null, sodium: number | null } }> };

export type CancelLunchOrderMutationVariables = Exact<{
  id: number;
}>;


export type CancelLunchOrderMutation = { cancelLunchOrder: { id: number, status: string, creditedAmount: string | null } };

export type DeleteMyAccountMutationVariables = Exact<{
  password?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount: boolean };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, createdAt: string, lastSeenAt: string, userAgent: string | null, ip: string | null, current: boolean }> };

export type RevokeMySessionMutationVariables = Exact<{
  id: string;
}>;


export type RevokeMySessionMutation = { revokeMySession: boolean };

export type RevokeMyOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeMyOtherSessionsMutation = { revokeMyOtherSessions: number };

export type UpdateProfileMutationVariables = Exact<{
  id: number;
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string } };

export type ScheduleClosuresQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ScheduleClosuresQuery = { closures: Array<{ date: string, reason: string, schoolId: number | null }> };

export type LunchScheduleQueryVariables = Exact<{ [key: string]: never; }>;


export type LunchScheduleQuery = { lunchSchedule: Array<{ id: number, lunchDate: string, childName: string, school: string, grade: string, teacher: string | null, parentName: string, email: string, lunchOptions: Array<string>, notes: string | null }> };

export type SchoolClosuresQueryVariables = Exact<{
  from?: string | null | undefined;
  schoolId?: number | null | undefined;
}>;


export type SchoolClosuresQuery = { closures: Array<{ date: string, reason: string, schoolId: number | null }> };

export type SchoolOrdersQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type SchoolOrdersQuery = { schoolOrders: Array<{ orderId: number, lunchDate: string, school: string, childName: string, grade: string, teacher: string | null, lunchOptions: Array<string>, notes: string | null, allergies: Array<string>, medicalDiet: Array<string>, parentName: string }> };

export type StandingOrderDayFieldsFragment = { mode: string, dish: string | null, dietTag: string | null, fallback: string };

export type StandingOrderFieldsFragment = { childId: number, active: boolean, nextWeek: string | null, days: { Monday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Tuesday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Wednesday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Thursday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Friday: { mode: string, dish: string | null, dietTag: string | null, fallback: string } } };

export type MyStandingOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStandingOrdersQuery = { myStandingOrders: Array<{ childId: number, active: boolean, nextWeek: string | null, days: { Monday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Tuesday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Wednesday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Thursday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Friday: { mode: string, dish: string | null, dietTag: string | null, fallback: string } } }> };

export type StandingOrderDishesQueryVariables = Exact<{ [key: string]: never; }>;


export type StandingOrderDishesQuery = { upcomingWeeklyMenuItems: Array<{ id: number, menuItem: string }> };

export type SetStandingOrderMutationVariables = Exact<{
  childId: number;
  input: StandingOrderInput;
}>;


export type SetStandingOrderMutation = { setStandingOrder: { childId: number, active: boolean, nextWeek: string | null, days: { Monday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Tuesday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Wednesday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Thursday: { mode: string, dish: string | null, dietTag: string | null, fallback: string }, Friday: { mode: string, dish: string | null, dietTag: string | null, fallback: string } } } };

export type MyTwoFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTwoFactorQuery = { myTwoFactor: { enabled: boolean, recoveryCodesLeft: number, passkeys: number, requiredForAdmins: boolean, setupRequired: boolean } };

export type MyPasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPasskeysQuery = { myPasskeys: Array<{ id: number, name: string, createdAt: string, lastUsedAt: string | null }> };

export type SetUpTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type SetUpTwoFactorMutation = { setUpTwoFactor: { otpauthUrl: string, secret: string, qrSvg: string } };

export type EnableTwoFactorMutationVariables = Exact<{
  code?: string | null | undefined;
}>;


export type EnableTwoFactorMutation = { enableTwoFactor: Array<string> };

export type DisableTwoFactorMutationVariables = Exact<{
  input: DisableTwoFactorInput;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: boolean };

export type PasskeyRegistrationOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type PasskeyRegistrationOptionsMutation = { passkeyRegistrationOptions: { ceremonyId: string, optionsJson: string } };

export type RegisterPasskeyMutationVariables = Exact<{
  input: PasskeyResponseInput;
}>;


export type RegisterPasskeyMutation = { registerPasskey: { id: number, name: string, createdAt: string, lastUsedAt: string | null } };

export type DeletePasskeyMutationVariables = Exact<{
  id: number;
}>;


export type DeletePasskeyMutation = { deletePasskey: boolean };

export type ActiveWeeklyMenuItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveWeeklyMenuItemsQuery = { activeWeeklyMenuItems: Array<{ id: number, weekStartDate: string, weekEndDate: string, dayOfWeek: string, menuItem: string, description: string, price: string, calories: string | null, imageUrl: string | null, isActive: boolean, allergens: Array<string>, dietTags: Array<string>, nutrition: { protein: number | null, carbohydrates: number | null, fat: number | null, sodium: number | null } }> };

export type ClosuresQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ClosuresQuery = { closures: Array<{ date: string, reason: string, schoolId: number | null }> };

export type CurrentUserFieldsFragment = { id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: number, username: string, email: string, fullName: string, phone: string, isAdmin: boolean, role: string, schoolId: number | null, language: string, createdAt: string } | null };

export type WeeklyMenuItemFieldsFragment = { id: number, weekStartDate: string, weekEndDate: string, dayOfWeek: string, menuItem: string, description: string, price: string, calories: string | null, imageUrl: string | null, isActive: boolean, allergens: Array<string>, dietTags: Array<string>, nutrition: { protein: number | null, carbohydrates: number | null, fat: number | null, sodium: number | null } };

export type FeedbackFieldsFragment = { id: number, category: string, rating: number, date: string | null, subject: string, message: string, status: string, adminResponse: string | null, responseDate: string | null, createdAt: string };

export type LunchOrderFieldsFragment = { id: number, childName: string, school: string, grade: string, teacher: string | null, lunchDate: string, lunchOptions: Array<string>, notes: string | null, totalAmount: string, paymentStatus: string, isPaid: boolean, createdAt: string };

export type EmailOutcomeFieldsFragment = { id: number, status: string, sentCount: number, failedCount: number, recipientEmails: Array<string>, error: string | null };

export type ChildFieldsFragment = { id: number, name: string, school: string, schoolId: number | null, grade: string, teacher: string, allergies: Array<string>, diets: Array<string> };

export type SchoolSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SchoolSettingsQuery = { schoolSettings: { timeZone: string } };

export const AuditEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}}]} as unknown as DocumentNode<AuditEntryFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"specificEmails"}},{"kind":"Field","name":{"kind":"Name","value":"specificPhones"}},{"kind":"Field","name":{"kind":"Name","value":"notificationType"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const FeedbackFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminResponse"}},{"kind":"Field","name":{"kind":"Name","value":"responseDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FeedbackFieldsFragment, unknown>;
export const AdminFeedbackFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminResponse"}},{"kind":"Field","name":{"kind":"Name","value":"responseDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminFeedbackFieldsFragment, unknown>;
export const LunchOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LunchOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LunchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"lunchDate"}},{"kind":"Field","name":{"kind":"Name","value":"lunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LunchOrderFieldsFragment, unknown>;
export const AdminOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LunchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LunchOrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"childAllergies"}},{"kind":"Field","name":{"kind":"Name","value":"childMedicalDiet"}},{"kind":"Field","name":{"kind":"Name","value":"allergenCheck"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LunchOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LunchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"lunchDate"}},{"kind":"Field","name":{"kind":"Name","value":"lunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminOrderFieldsFragment, unknown>;
export const ProductionItemCountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductionItemCountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductionItemCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuItem"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}}]}}]}}]} as unknown as DocumentNode<ProductionItemCountFieldsFragment, unknown>;
export const AdminSchoolFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"daysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<AdminSchoolFieldsFragment, unknown>;
export const TopUpFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paypalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paypalQr"}},{"kind":"Field","name":{"kind":"Name","value":"zelleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"zelleQr"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipient"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipientName"}}]}}]}}]} as unknown as DocumentNode<TopUpFieldsFragment, unknown>;
export const ChildFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChildProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"diets"}}]}}]} as unknown as DocumentNode<ChildFieldsFragment, unknown>;
export const ChildProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChildProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildFields"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChildProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"diets"}}]}}]} as unknown as DocumentNode<ChildProfileFieldsFragment, unknown>;
export const NotificationSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lowBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsFieldsFragment, unknown>;
export const StandingOrderDayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingOrderDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingOrderDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"dish"}},{"kind":"Field","name":{"kind":"Name","value":"dietTag"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}}]} as unknown as DocumentNode<StandingOrderDayFieldsFragment, unknown>;
export const StandingOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"nextWeek"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Monday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Tuesday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Wednesday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Thursday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Friday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingOrderDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingOrderDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"dish"}},{"kind":"Field","name":{"kind":"Name","value":"dietTag"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}}]} as unknown as DocumentNode<StandingOrderFieldsFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const WeeklyMenuItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeeklyMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"weekEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"menuItem"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietTags"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbohydrates"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"sodium"}}]}}]}}]} as unknown as DocumentNode<WeeklyMenuItemFieldsFragment, unknown>;
export const EmailOutcomeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmails"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<EmailOutcomeFieldsFragment, unknown>;
export const SaveLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SaveLanguageMutation, SaveLanguageMutationVariables>;
export const AdminAuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"menu"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ordering"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notification"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menuAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menu"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderingAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ordering"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notification"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}}]} as unknown as DocumentNode<AdminAuditTrailQuery, AdminAuditTrailQueryVariables>;
export const DeclareClosureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclareClosure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declareClosure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}}]}}]}}]} as unknown as DocumentNode<DeclareClosureMutation, DeclareClosureMutationVariables>;
export const LiftClosureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiftClosure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liftClosure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}}]}}]}}]} as unknown as DocumentNode<LiftClosureMutation, LiftClosureMutationVariables>;
export const CalendarSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<CalendarSchoolsQuery, CalendarSchoolsQueryVariables>;
export const AdminClosuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClosures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}}]}}]}}]} as unknown as DocumentNode<AdminClosuresQuery, AdminClosuresQueryVariables>;
export const EmailTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notificationType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EmailTemplatesQuery, EmailTemplatesQueryVariables>;
export const NextWeekMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NextWeekMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextWeekMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"weekEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuItem"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NextWeekMenuQuery, NextWeekMenuQueryVariables>;
export const NotificationHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"specificEmails"}},{"kind":"Field","name":{"kind":"Name","value":"specificPhones"}},{"kind":"Field","name":{"kind":"Name","value":"notificationType"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationHistoryQuery, NotificationHistoryQueryVariables>;
export const LogWhatsAppNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogWhatsAppNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WhatsAppNotificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logWhatsAppNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"specificEmails"}},{"kind":"Field","name":{"kind":"Name","value":"specificPhones"}},{"kind":"Field","name":{"kind":"Name","value":"notificationType"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LogWhatsAppNotificationMutation, LogWhatsAppNotificationMutationVariables>;
export const SendEmailNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEmailNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmailNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"specificEmails"}},{"kind":"Field","name":{"kind":"Name","value":"specificPhones"}},{"kind":"Field","name":{"kind":"Name","value":"notificationType"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SendEmailNotificationMutation, SendEmailNotificationMutationVariables>;
export const AdminDietRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDietRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dietRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childId"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminDietRequestsQuery, AdminDietRequestsQueryVariables>;
export const DecideDietRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideDietRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DietDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideDietRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<DecideDietRequestMutation, DecideDietRequestMutationVariables>;
export const AdminFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFeedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFeedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFeedbackFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminResponse"}},{"kind":"Field","name":{"kind":"Name","value":"responseDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackFields"}}]}}]} as unknown as DocumentNode<AdminFeedbackQuery, AdminFeedbackQueryVariables>;
export const AnswerFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adminResponse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"adminResponse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adminResponse"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFeedbackFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminResponse"}},{"kind":"Field","name":{"kind":"Name","value":"responseDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackFields"}}]}}]} as unknown as DocumentNode<AnswerFeedbackMutation, AnswerFeedbackMutationVariables>;
export const AllWeeklyMenuItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllWeeklyMenuItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allWeeklyMenuItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WeeklyMenuItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeeklyMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"weekEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"menuItem"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietTags"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbohydrates"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"sodium"}}]}}]}}]} as unknown as DocumentNode<AllWeeklyMenuItemsQuery, AllWeeklyMenuItemsQueryVariables>;
export const CreateWeeklyMenuItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWeeklyMenuItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyMenuItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWeeklyMenuItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WeeklyMenuItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeeklyMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"weekEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"menuItem"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietTags"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbohydrates"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"sodium"}}]}}]}}]} as unknown as DocumentNode<CreateWeeklyMenuItemMutation, CreateWeeklyMenuItemMutationVariables>;
export const DeleteWeeklyMenuItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWeeklyMenuItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWeeklyMenuItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWeeklyMenuItemMutation, DeleteWeeklyMenuItemMutationVariables>;
export const UpdateWeeklyMenuItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWeeklyMenuItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyMenuItemPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWeeklyMenuItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WeeklyMenuItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeeklyMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"weekEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"menuItem"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietTags"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbohydrates"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"sodium"}}]}}]}}]} as unknown as DocumentNode<UpdateWeeklyMenuItemMutation, UpdateWeeklyMenuItemMutationVariables>;
export const AdminOrdersOfDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrdersOfDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LunchOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LunchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"lunchDate"}},{"kind":"Field","name":{"kind":"Name","value":"lunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LunchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LunchOrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"childAllergies"}},{"kind":"Field","name":{"kind":"Name","value":"childMedicalDiet"}},{"kind":"Field","name":{"kind":"Name","value":"allergenCheck"}}]}}]} as unknown as DocumentNode<AdminOrdersOfDayQuery, AdminOrdersOfDayQueryVariables>;
export const SetOrderPaymentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrderPaymentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrderPaymentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}}]}}]}}]} as unknown as DocumentNode<SetOrderPaymentStatusMutation, SetOrderPaymentStatusMutationVariables>;
export const LabelSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabelSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}}]}}]}}]} as unknown as DocumentNode<LabelSchoolsQuery, LabelSchoolsQueryVariables>;
export const AdminStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"todaysOrders"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyMenuItems"}},{"kind":"Field","name":{"kind":"Name","value":"emailsSent"}}]}}]}}]} as unknown as DocumentNode<AdminStatsQuery, AdminStatsQueryVariables>;
export const AdminPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lunches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"lunchDate"}},{"kind":"Field","name":{"kind":"Name","value":"lunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPaymentsQuery, AdminPaymentsQueryVariables>;
export const SetCheckoutPaymentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCheckoutPaymentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCheckoutPaymentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetCheckoutPaymentStatusMutation, SetCheckoutPaymentStatusMutationVariables>;
export const ProductionSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductionSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"week"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productionSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"week"},"value":{"kind":"Variable","name":{"kind":"Name","value":"week"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductionItemCountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductionItemCountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductionItemCountFields"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductionItemCountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductionItemCount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuItem"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"allergyNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}}]}}]}}]} as unknown as DocumentNode<ProductionSheetQuery, ProductionSheetQueryVariables>;
export const DeliverySheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliverySheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliverySheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuItem"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"menuItem"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeliverySheetsQuery, DeliverySheetsQueryVariables>;
export const ProductionSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductionSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ProductionSchoolsQuery, ProductionSchoolsQueryVariables>;
export const AdminSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"daysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<AdminSchoolsQuery, AdminSchoolsQueryVariables>;
export const CreateSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"daysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<CreateSchoolMutation, CreateSchoolMutationVariables>;
export const UpdateSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"School"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"daysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]} as unknown as DocumentNode<UpdateSchoolMutation, UpdateSchoolMutationVariables>;
export const PaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paypalMeHandle"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipientName"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipient"}}]}}]}}]} as unknown as DocumentNode<PaymentSettingsQuery, PaymentSettingsQueryVariables>;
export const UpdatePaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paypalMeHandle"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zelleRecipientName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zelleRecipient"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paypalMeHandle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paypalMeHandle"}}},{"kind":"Argument","name":{"kind":"Name","value":"zelleRecipientName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zelleRecipientName"}}},{"kind":"Argument","name":{"kind":"Name","value":"zelleRecipient"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zelleRecipient"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paypalMeHandle"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipientName"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipient"}}]}}]}}]} as unknown as DocumentNode<UpdatePaymentSettingsMutation, UpdatePaymentSettingsMutationVariables>;
export const SendTestEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailOutcomeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmails"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<SendTestEmailMutation, SendTestEmailMutationVariables>;
export const AdminTopUpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTopUps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTopUps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminTopUpsQuery, AdminTopUpsQueryVariables>;
export const DecideTopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideTopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideTopUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<DecideTopUpMutation, DecideTopUpMutationVariables>;
export const AdminUserPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUserPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"childProfiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"administrators"}},{"kind":"Field","name":{"kind":"Name","value":"totalChildren"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserPageQuery, AdminUserPageQueryVariables>;
export const AdminUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const SendUserEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendUserEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendUserEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailOutcomeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmails"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<SendUserEmailMutation, SendUserEmailMutationVariables>;
export const SetUserAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAdmin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAdmin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAdmin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SetUserAdminMutation, SetUserAdminMutationVariables>;
export const SetUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SetUserRoleMutation, SetUserRoleMutationVariables>;
export const RoleSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<RoleSchoolsQuery, RoleSchoolsQueryVariables>;
export const CreateCaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captchaId"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<CreateCaptchaMutation, CreateCaptchaMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorRequired"}},{"kind":"Field","name":{"kind":"Name","value":"challengeId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const CompleteTwoFactorSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTwoFactorSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTwoFactorSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CompleteTwoFactorSignInMutation, CompleteTwoFactorSignInMutationVariables>;
export const PasskeySignInOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeySignInOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeySignInOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ceremonyId"}},{"kind":"Field","name":{"kind":"Name","value":"optionsJson"}}]}}]}}]} as unknown as DocumentNode<PasskeySignInOptionsMutation, PasskeySignInOptionsMutationVariables>;
export const SignInWithPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyResponseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SignInWithPasskeyMutation, SignInWithPasskeyMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const MyBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCredit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<MyBalanceQuery, MyBalanceQueryVariables>;
export const MyTopUpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTopUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTopUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paypalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paypalQr"}},{"kind":"Field","name":{"kind":"Name","value":"zelleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"zelleQr"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipient"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipientName"}}]}}]}}]} as unknown as DocumentNode<MyTopUpsQuery, MyTopUpsQueryVariables>;
export const CreateTopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTopUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paypalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paypalQr"}},{"kind":"Field","name":{"kind":"Name","value":"zelleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"zelleQr"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipient"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipientName"}}]}}]}}]} as unknown as DocumentNode<CreateTopUpMutation, CreateTopUpMutationVariables>;
export const CartCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartCredit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCredit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]} as unknown as DocumentNode<CartCreditQuery, CartCreditQueryVariables>;
export const PaymentOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountDue"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amountDue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountDue"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paypalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paypalQr"}},{"kind":"Field","name":{"kind":"Name","value":"zelleUrl"}},{"kind":"Field","name":{"kind":"Name","value":"zelleQr"}},{"kind":"Field","name":{"kind":"Name","value":"paypalMeHandle"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipientName"}},{"kind":"Field","name":{"kind":"Name","value":"zelleRecipient"}}]}}]}}]} as unknown as DocumentNode<PaymentOptionsQuery, PaymentOptionsQueryVariables>;
export const CheckCartLunchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckCartLunches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkCartLunches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"childId"}},{"kind":"Field","name":{"kind":"Name","value":"child"}},{"kind":"Field","name":{"kind":"Name","value":"dish"}},{"kind":"Field","name":{"kind":"Name","value":"dietTags"}}]}}]}}]} as unknown as DocumentNode<CheckCartLunchesQuery, CheckCartLunchesQueryVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditApplied"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<CheckoutMutation, CheckoutMutationVariables>;
export const MyChildrenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyChildren"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myChildren"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChildProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"diets"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChildProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildFields"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}}]}}]} as unknown as DocumentNode<MyChildrenQuery, MyChildrenQueryVariables>;
export const AddChildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddChild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChildInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addChild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChildProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"diets"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChildProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildFields"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}}]}}]} as unknown as DocumentNode<AddChildMutation, AddChildMutationVariables>;
export const DeleteChildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteChild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteChildMutation, DeleteChildMutationVariables>;
export const ResetCalendarLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetCalendarLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetCalendarToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}}]}]}}]} as unknown as DocumentNode<ResetCalendarLinkMutation, ResetCalendarLinkMutationVariables>;
export const UpdateChildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChildInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChildProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"diets"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChildProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildFields"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}}]}}]} as unknown as DocumentNode<UpdateChildMutation, UpdateChildMutationVariables>;
export const SchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"orderDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"daysBefore"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<SchoolsQuery, SchoolsQueryVariables>;
export const ChildDietRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChildDietRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childDietRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<ChildDietRequestsQuery, ChildDietRequestsQueryVariables>;
export const MyFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFeedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFeedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminResponse"}},{"kind":"Field","name":{"kind":"Name","value":"responseDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyFeedbackQuery, MyFeedbackQueryVariables>;
export const SubmitFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SubmitFeedbackMutation, SubmitFeedbackMutationVariables>;
export const MyNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lowBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}}]}}]}}]} as unknown as DocumentNode<MyNotificationSettingsQuery, MyNotificationSettingsQueryVariables>;
export const SetMyNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lowBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}}]}}]}}]} as unknown as DocumentNode<SetMyNotificationSettingsMutation, SetMyNotificationSettingsMutationVariables>;
export const OrderClosuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderClosures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}}]}}]}}]} as unknown as DocumentNode<OrderClosuresQuery, OrderClosuresQueryVariables>;
export const MyCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCredit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCredit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<MyCreditQuery, MyCreditQueryVariables>;
export const MyLunchOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLunchOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLunchOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LunchOrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"childId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creditedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LunchOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LunchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"lunchDate"}},{"kind":"Field","name":{"kind":"Name","value":"lunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPaid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyLunchOrdersQuery, MyLunchOrdersQueryVariables>;
export const OrderFormChildrenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderFormChildren"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myChildren"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChildFields"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedDiets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"diets"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChildProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"diets"}}]}}]} as unknown as DocumentNode<OrderFormChildrenQuery, OrderFormChildrenQueryVariables>;
export const UpcomingWeeklyMenuItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingWeeklyMenuItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingWeeklyMenuItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WeeklyMenuItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeeklyMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"weekEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"menuItem"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietTags"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbohydrates"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"sodium"}}]}}]}}]} as unknown as DocumentNode<UpcomingWeeklyMenuItemsQuery, UpcomingWeeklyMenuItemsQueryVariables>;
export const CancelLunchOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelLunchOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelLunchOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creditedAmount"}}]}}]}}]} as unknown as DocumentNode<CancelLunchOrderMutation, CancelLunchOrderMutationVariables>;
export const DeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const RevokeMySessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeMySession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeMySession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeMySessionMutation, RevokeMySessionMutationVariables>;
export const RevokeMyOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeMyOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeMyOtherSessions"}}]}}]} as unknown as DocumentNode<RevokeMyOtherSessionsMutation, RevokeMyOtherSessionsMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ScheduleClosuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScheduleClosures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}}]}}]}}]} as unknown as DocumentNode<ScheduleClosuresQuery, ScheduleClosuresQueryVariables>;
export const LunchScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LunchSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lunchSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lunchDate"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"lunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<LunchScheduleQuery, LunchScheduleQueryVariables>;
export const SchoolClosuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolClosures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}}]}}]}}]} as unknown as DocumentNode<SchoolClosuresQuery, SchoolClosuresQueryVariables>;
export const SchoolOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"lunchDate"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"childName"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"teacher"}},{"kind":"Field","name":{"kind":"Name","value":"lunchOptions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"allergies"}},{"kind":"Field","name":{"kind":"Name","value":"medicalDiet"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}}]}}]}}]} as unknown as DocumentNode<SchoolOrdersQuery, SchoolOrdersQueryVariables>;
export const MyStandingOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStandingOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStandingOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingOrderDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingOrderDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"dish"}},{"kind":"Field","name":{"kind":"Name","value":"dietTag"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"nextWeek"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Monday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Tuesday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Wednesday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Thursday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Friday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}}]}}]}}]} as unknown as DocumentNode<MyStandingOrdersQuery, MyStandingOrdersQueryVariables>;
export const StandingOrderDishesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StandingOrderDishes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingWeeklyMenuItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuItem"}}]}}]}}]} as unknown as DocumentNode<StandingOrderDishesQuery, StandingOrderDishesQueryVariables>;
export const SetStandingOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStandingOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StandingOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStandingOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingOrderDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingOrderDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"dish"}},{"kind":"Field","name":{"kind":"Name","value":"dietTag"}},{"kind":"Field","name":{"kind":"Name","value":"fallback"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StandingOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StandingOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"nextWeek"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"Monday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Tuesday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Wednesday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Thursday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"Friday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StandingOrderDayFields"}}]}}]}}]}}]} as unknown as DocumentNode<SetStandingOrderMutation, SetStandingOrderMutationVariables>;
export const MyTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"}},{"kind":"Field","name":{"kind":"Name","value":"requiredForAdmins"}},{"kind":"Field","name":{"kind":"Name","value":"setupRequired"}}]}}]}}]} as unknown as DocumentNode<MyTwoFactorQuery, MyTwoFactorQueryVariables>;
export const MyPasskeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPasskeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPasskeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<MyPasskeysQuery, MyPasskeysQueryVariables>;
export const SetUpTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUpTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUpTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}}]}}]}}]} as unknown as DocumentNode<SetUpTwoFactorMutation, SetUpTwoFactorMutationVariables>;
export const EnableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<EnableTwoFactorMutation, EnableTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisableTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const PasskeyRegistrationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyRegistrationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyRegistrationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ceremonyId"}},{"kind":"Field","name":{"kind":"Name","value":"optionsJson"}}]}}]}}]} as unknown as DocumentNode<PasskeyRegistrationOptionsMutation, PasskeyRegistrationOptionsMutationVariables>;
export const RegisterPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyResponseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<RegisterPasskeyMutation, RegisterPasskeyMutationVariables>;
export const DeletePasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePasskeyMutation, DeletePasskeyMutationVariables>;
export const ActiveWeeklyMenuItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveWeeklyMenuItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeWeeklyMenuItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WeeklyMenuItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WeeklyMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"weekStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"weekEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"menuItem"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"calories"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"dietTags"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"carbohydrates"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"sodium"}}]}}]}}]} as unknown as DocumentNode<ActiveWeeklyMenuItemsQuery, ActiveWeeklyMenuItemsQueryVariables>;
export const ClosuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Closures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}}]}}]}}]} as unknown as DocumentNode<ClosuresQuery, ClosuresQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"schoolId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const SchoolSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schoolSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<SchoolSettingsQuery, SchoolSettingsQueryVariables>;