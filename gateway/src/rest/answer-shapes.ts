import { z } from 'zod';
import { WEEKDAYS } from '@lunchbox/domain/school-dates';
import { STANDING_ORDER_FALLBACKS, STANDING_ORDER_MODES } from '@lunchbox/domain/standing-orders';

/**
 * The objects the REST paths answer with, as the graph returns them. Each shape is both the
 * GraphQL selection a route asks for (selectionOf) and its response schema in the OpenAPI
 * document, so the document cannot drift from what the gateway sends. Key order is the
 * selection's order, which is the JSON's order.
 */
const text = z.string();
const int = z.number().int();
/** A menu item's allergens and a child's allergies are both from the same nine. */
const allergenList = z.array(text).describe('From milk, eggs, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans, sesame');
/** A menu item's diet tags and a child's diets are both from the same five. */
const dietList = z.array(text).describe('From vegetarian, vegan, halal, gluten-free, dairy-free');

export const userShape = z.object({
  id: int,
  username: text,
  email: text,
  fullName: text,
  phone: text,
  isAdmin: z.boolean(),
  role: z.enum(['parent', 'admin', 'kitchen', 'school_office']).describe('docs/roles.md; isAdmin is true exactly for admin'),
  schoolId: int.nullable().describe('The school a school_office user acts for; null for every other role'),
  language: z.enum(['en', 'es']),
  createdAt: text,
});

export const childShape = z.object({
  id: int,
  userId: int,
  name: text,
  school: text,
  schoolId: int.nullable().describe('The school (GET /api/schools); `school` is its name'),
  grade: text,
  teacher: text,
  preferredLunchOptions: z.array(text),
  calendarUrl: text.nullable().describe("The child's private calendar feed (.ics); null for a moment after the child was added"),
  allergies: allergenList,
  diets: dietList,
});

const amount = z.number().nullable();

export const menuItemShape = z.object({
  id: int,
  weekStartDate: text,
  weekEndDate: text,
  dayOfWeek: text,
  menuItem: text,
  description: text,
  price: text.describe('Decimal text with two places, e.g. 5.50'),
  calories: text.nullable(),
  imageUrl: text.nullable(),
  isActive: z.boolean(),
  allergens: allergenList,
  dietTags: dietList,
  nutrition: z
    .object({
      protein: amount.describe('grams'),
      carbohydrates: amount.describe('grams'),
      fat: amount.describe('grams'),
      sodium: amount.describe('milligrams'),
    })
    .describe('Besides calories; null when not given'),
});

export const orderShape = z.object({
  id: int,
  userId: int,
  childId: int,
  checkoutId: text,
  weeklyMenuItemId: int,
  childName: text,
  parentName: text,
  email: text,
  phone: text,
  school: text,
  grade: text,
  teacher: text.nullable(),
  lunchDate: text,
  lunchOptions: z.array(text),
  notes: text.nullable(),
  totalAmount: text,
  paymentStatus: text,
  isPaid: z.boolean(),
  status: text,
  creditedAmount: text.nullable(),
  creditAmount: text,
  paymentReference: text.nullable(),
  createdAt: text,
  childAllergies: z.array(text),
  allergenCheck: z.array(text).describe('Allergens the dish gained after ordering that the child is allergic to: check the lunch'),
});

/** A lunch as the school office reads it (issue 31 §3): no payment, no parent contact beyond the name. */
export const schoolLunchShape = z.object({
  orderId: int,
  lunchDate: text,
  school: text,
  childName: text,
  grade: text,
  teacher: text.nullable(),
  lunchOptions: z.array(text),
  notes: text.nullable(),
  allergies: z.array(text),
  medicalDiet: z.array(text),
  parentName: text,
});

export const checkoutShape = z.object({
  checkoutId: text,
  paymentReference: text,
  replayed: z.boolean(),
  totalAmount: text,
  creditApplied: text,
  amountDue: text,
  orders: z.array(orderShape),
});

export const creditShape = z.object({
  balance: text,
  entries: z.array(
    z.object({
      amount: text,
      reason: text,
      orderId: int.nullable(),
      topUpReference: text.optional().describe("A top-up's entry only: the top-up's reference (issue 27)"),
      createdAt: text,
    }),
  ),
});

export const paymentShape = z.object({
  paymentReference: text,
  parentName: text,
  email: text,
  amountDue: text,
  status: text,
  createdAt: text,
  lunches: z.array(orderShape),
});

export const paymentSettingsShape = z.object({ paypalMeHandle: text, zelleRecipientName: text, zelleRecipient: text });

export const paymentOptionsShape = z.object({
  paypalUrl: text,
  paypalQr: text,
  zelleUrl: text,
  zelleQr: text,
  paypalMeHandle: text.nullable(),
  zelleRecipientName: text.nullable(),
  zelleRecipient: text.nullable(),
});

/** A top-up of the balance (issue 27 section 3); `parentName` and `email` in the administrators' list only, else null. */
export const topUpShape = z.object({
  reference: text,
  amount: text.describe('Decimal text, e.g. 20.00'),
  status: z.enum(['pending', 'paid', 'failed']),
  createdAt: text,
  decidedAt: text.nullable(),
  paymentOptions: paymentOptionsShape,
  parentName: text.nullable(),
  email: text.nullable(),
});

/** One weekday of a standing order: `dish` with mode item only, `dietTag` with mode diet only. */
const standingOrderDayShape = z.object({
  mode: z.enum(STANDING_ORDER_MODES),
  dish: text.optional().describe('With mode item: the dish, by its name on the menu'),
  dietTag: text.optional().describe('With mode diet: vegetarian, vegan, halal, gluten-free or dairy-free'),
  fallback: z.enum(STANDING_ORDER_FALLBACKS),
});

/** A child's weekly pattern (issue 27 section 1). */
export const standingOrderShape = z.object({
  childId: int,
  active: z.boolean(),
  days: z.object(
    Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, standingOrderDayShape])) as Record<(typeof WEEKDAYS)[number], typeof standingOrderDayShape>,
  ),
  nextWeek: text.nullable().describe('Monday (YYYY-MM-DD) of the week the next run places; null when inactive'),
});

export const standingOrderRunShape = z.object({ parents: int, lunches: int, skipped: int });

/** The parent's reminders and low-balance e-mail (issue 27 sections 2 and 3). */
export const notificationSettingsShape = z.object({
  reminders: z.object({ email: z.boolean(), whatsapp: z.boolean() }),
  lowBalance: z.object({ email: z.boolean(), threshold: text.describe('Decimal text, e.g. 10.00') }),
});

export const reminderRunShape = z.object({ reminded: int, skipped: int });

export const closureShape = z.object({
  date: text,
  reason: text,
  schoolId: int.nullable().optional().describe('The one school closed (issue 31); null or absent: every school'),
});

export const feedbackShape = z.object({
  id: int,
  userId: int,
  userName: text,
  category: text,
  rating: z.number(),
  date: text.nullable(),
  subject: text,
  message: text,
  status: text,
  adminResponse: text.nullable(),
  responseDate: text.nullable(),
  createdAt: text,
});

export const notificationShape = z.object({
  id: int,
  kind: text,
  method: text,
  title: text.nullable(),
  subject: text,
  message: text,
  recipients: text.nullable(),
  specificEmails: z.array(text).nullable(),
  specificPhones: z.array(text).nullable(),
  notificationType: text.nullable(),
  recipientEmails: z.array(text),
  recipientPhones: z.array(text),
  recipientCount: int,
  status: text,
  sentCount: int,
  failedCount: int,
  error: text.nullable(),
  createdAt: text,
  completedAt: text.nullable(),
  deliveries: z.array(z.object({ recipient: text, status: text, attempts: int, error: text.nullable(), sentAt: text.nullable() })),
});

export const templateShape = z.object({ id: text, name: text, notificationType: text, title: text, subject: text, message: text });

export const captchaShape = z.object({ captchaId: text, image: text.describe('An SVG data URL') });

export const adminStatsShape = z.object({ totalUsers: int, todaysOrders: int, weeklyMenuItems: int, emailsSent: int });

export const whatsAppResultShape = z.object({ sentTo: int, message: text, notification: notificationShape });

/** A message-only answer (logout, password reset). */
export const messageShape = z.object({ message: text });

/** What a deletion answers: the id that is gone. */
export const deletedShape = z.object({ success: z.literal(true), id: int });

/** Every refusal: the spec's message, under both names the clients read. */
export const errorShape = z.object({ error: text, message: text });

/** The shapes the OpenAPI document names as components, by the name it gives them. */
// issue 13 section 3: the kitchen's production sheet.
const productionCountShape = z.object({
  menuItem: text,
  count: int,
  allergyNotes: z.array(z.object({ childName: text, grade: text, teacher: text.nullable(), allergies: z.array(text) })),
});

export const productionShape = z.object({
  from: text.describe('YYYY-MM-DD'),
  to: text.describe('YYYY-MM-DD'),
  total: int,
  days: z.array(
    z.object({
      date: text,
      total: int,
      items: z.array(productionCountShape),
      schools: z.array(
        z.object({
          schoolId: int.nullable().describe("identity's school id; null for a school ordering has not heard of"),
          school: text,
          deliveryTime: text.nullable().describe("HH:mm on the school's clock; the schools come in delivery order"),
          total: int,
          items: z.array(productionCountShape),
          classes: z.array(z.object({ grade: text, teacher: text.nullable(), total: int, items: z.array(productionCountShape) })),
        }),
      ),
    }),
  ),
});

export const deliverySheetsShape = z.object({
  date: text.describe('YYYY-MM-DD'),
  total: int,
  schools: z.array(
    z.object({
      schoolId: int.nullable(),
      school: text,
      deliveryTime: text.nullable().describe("HH:mm on the school's clock"),
      total: int,
      items: z.array(z.object({ menuItem: text, count: int })),
      children: z.array(z.object({ childName: text, grade: text, teacher: text.nullable(), menuItem: text })),
    }),
  ),
});

export const schoolShape = z.object({
  id: int,
  name: text,
  active: z.boolean().describe('False: kept for the children at it, not offered for new ones'),
  deliveryTime: text.describe('HH:mm on the school clock'),
  orderDeadline: z
    .object({
      time: text.describe('HH:mm'),
      daysBefore: int,
      timeZone: text.describe("IANA zone whose clock time is read on: the school's own, or UTC for the seeded schools (the spec's fixed 05:00 UTC)"),
    })
    .describe('The cut-off: time on the clock of timeZone, daysBefore days before the lunch date'),
  timeZone: text.describe('IANA time zone'),
});

export const NAMED_SHAPES = {
  School: schoolShape,
  User: userShape,
  ChildProfile: childShape,
  WeeklyMenuItem: menuItemShape,
  LunchOrder: orderShape,
  CheckoutResult: checkoutShape,
  AccountCredit: creditShape,
  CheckoutPayment: paymentShape,
  PaymentSettings: paymentSettingsShape,
  PaymentOptions: paymentOptionsShape,
  TopUp: topUpShape,
  StandingOrder: standingOrderShape,
  StandingOrderRun: standingOrderRunShape,
  NotificationSettings: notificationSettingsShape,
  ReminderRun: reminderRunShape,
  Closure: closureShape,
  ProductionSheet: productionShape,
  DeliverySheets: deliverySheetsShape,
  Feedback: feedbackShape,
  EmailNotification: notificationShape,
  EmailTemplate: templateShape,
  Captcha: captchaShape,
  AdminStats: adminStatsShape,
  WhatsAppNotificationResult: whatsAppResultShape,
  Message: messageShape,
  Deleted: deletedShape,
  Error: errorShape,
};

/** The GraphQL selection of a shape: its fields in order, nested objects (and lists of them) with theirs. */
export function selectionOf(shape: z.ZodObject): string {
  return Object.entries(shape.shape)
    .map(([name, field]) => {
      const inner = objectInside(field as z.ZodType);
      return inner ? `${name} { ${selectionOf(inner)} }` : name;
    })
    .join(' ');
}

function objectInside(field: z.ZodType): z.ZodObject | null {
  if (field instanceof z.ZodObject) return field;
  if (field instanceof z.ZodArray || field instanceof z.ZodNullable || field instanceof z.ZodOptional) return objectInside(field.unwrap() as z.ZodType);
  return null;
}
