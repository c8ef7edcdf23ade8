import { z } from 'zod';
import type { EventDefinition } from './event-definition.ts';

/** A school's cut-off and clock as the deadline texts take them (domain school-deadline `SchoolClock`). */
const schoolClock = z.object({ timeZone: z.string(), orderDeadline: z.object({ time: z.string(), daysBefore: z.number().int(), timeZone: z.string() }) });

const orderLine = z.object({
  orderId: z.number().int(),
  childName: z.string(),
  school: z.string(),
  grade: z.string(),
  lunchDate: z.string(),
  lunchOptions: z.array(z.string()),
  totalCents: z.number().int(),
});

/** The parent an ordering event is about, named and addressed as the e-mail to them needs. */
const parent = {
  userId: z.number().int(),
  parentName: z.string(),
  email: z.string(),
};

/** A school day a standing order did not place for a child, and why (the domain's code and its values). */
const standingSkip = z.object({
  childId: z.number().int(),
  childName: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  code: z.enum(['SKIP_CHOSEN', 'CLOSED', 'ALREADY_ORDERED', 'DEADLINE_PASSED', 'NO_MATCHING_ITEM', 'ALLERGEN']),
  values: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])).default({}),
  /** DEADLINE_PASSED: the child's school's cut-off, which the e-mail states (issue 31); absent before it: the spec's rule. */
  school: schoolClock.optional(),
});

/** The events ordering publishes: checkouts and lunches, their payments and cancellations, standing orders, reminders and the balance. */
export const orderingEvents = {
  'order.placed': {
    source: 'ordering',
    data: z.object({
      checkoutId: z.string(),
      /** The reference to quote when paying (absent in events from before references existed). */
      paymentReference: z.string().optional(),
      /** Account credit used; the parent pays amountDueCents. Absent in older events: no credit, all due. */
      creditAppliedCents: z.number().int().optional(),
      amountDueCents: z.number().int().optional(),
      ...parent,
      orders: z.array(orderLine).min(1),
      totalCents: z.number().int(),
      /**
       * The cut-offs of the lunches' schools, each with the schools (by name) that share it: the
       * confirmation states them (issue 31). Absent before it: the spec's rule.
       */
      deadlines: z.array(z.object({ schools: z.array(z.string()), clock: schoolClock })).optional(),
      /** Set when a standing order placed this checkout: its week (the Monday) and the days it left out. */
      standing: z.object({ week: z.string(), skipped: z.array(standingSkip) }).optional(),
    }),
  },
  /** A standing order's weekly run placed nothing for a parent, though days were wanted: the parent is told why. */
  'standing_order.unplaced': {
    source: 'ordering',
    data: z.object({ ...parent, week: z.string(), skipped: z.array(standingSkip).min(1) }),
  },
  /**
   * Next week has school days still orderable on which a child of the parent has no lunch: one per
   * parent and week, on the channels the parent keeps on. Ordering owns the settings the
   * unsubscribe token turns off; notification builds the links (the order page with that week, the
   * unsubscribe page and its RFC 8058 one-click address) from its public URL.
   */
  'reminder.due': {
    source: 'ordering',
    data: z.object({
      ...parent,
      /** The Monday of the week, YYYY-MM-DD. */
      week: z.string(),
      children: z.array(z.object({ childId: z.number().int(), name: z.string(), dates: z.array(z.string()).min(1) })).min(1),
      /** The first day without a lunch and the instant its order deadline passes (ISO). */
      /** school: the cut-off of the child it is for (issue 31); absent from events before it, meaning the spec's rule. */
      firstDeadline: z.object({
        lunchDate: z.string(),
        at: z.string(),
        school: schoolClock.optional(),
      }),
      channels: z.array(z.enum(['email', 'whatsapp'])).min(1),
      /** Signed by ordering: turns reminders off for this parent alone, without signing in. */
      unsubscribeToken: z.string(),
    }),
  },
  /** An administrator decided a top-up: paid credited the balance (once), failed did not. The parent is e-mailed. */
  'top_up.decided': {
    source: 'ordering',
    data: z.object({ ...parent, reference: z.string(), amountCents: z.number().int(), status: z.enum(['paid', 'failed']), balanceCents: z.number().int() }),
  },
  /** The parent's balance fell below their threshold while a standing order is active: one e-mail until topped up again. */
  'balance.low': {
    source: 'ordering',
    data: z.object({ ...parent, balanceCents: z.number().int(), thresholdCents: z.number().int(), unsubscribeToken: z.string() }),
  },
  /**
   * A dish gained allergens after lunches of it were ordered: one event per parent naming each
   * upcoming lunch of a child allergic to one of the new allergens. Notification e-mails the parent
   * once; the lunches are marked for a check in the admin's day view.
   */
  'order.allergen_flagged': {
    source: 'ordering',
    data: z.object({
      ...parent,
      menuItem: z.string(),
      lunches: z.array(z.object({ orderId: z.number().int(), childName: z.string(), lunchDate: z.string(), allergens: z.array(z.string()).min(1) })).min(1),
    }),
  },
  /** An administrator verified (paid) or refused (failed) a whole checkout's payment: the parent is e-mailed. */
  'checkout.payment_changed': {
    source: 'ordering',
    data: z.object({
      paymentReference: z.string(),
      ...parent,
      status: z.enum(['pending', 'paid', 'failed']),
      amountDueCents: z.number().int(),
      orders: z.array(orderLine).min(1),
    }),
  },
  /** An administrator marked one lunch pending, paid or failed (the per-lunch route): it e-mails nobody; the kitchen board hears it. */
  'order.payment_changed': {
    source: 'ordering',
    data: z.object({ userId: z.number().int(), status: z.enum(['pending', 'paid', 'failed']), orders: z.array(orderLine).length(1) }),
  },
  /** A checkout still unpaid 24 hours before its first lunch's order deadline: the parent is reminded once. */
  'checkout.payment_reminder_due': {
    source: 'ordering',
    data: z.object({
      paymentReference: z.string(),
      ...parent,
      amountDueCents: z.number().int(),
      /** The first unpaid lunch's date, YYYY-MM-DD. */
      firstLunchDate: z.string(),
      /** The first lunch's child's school (issue 31); absent from events before it, meaning the spec's rule. */
      school: schoolClock.optional(),
    }),
  },
  /**
   * Lunches of one parent cancelled at once: by the parent (one lunch, before its deadline) or by a
   * closed day (every lunch of theirs that day). creditedCents is what their account was credited.
   */
  'order.cancelled': {
    source: 'ordering',
    data: z.object({
      ...parent,
      cause: z.enum(['parent', 'closure']),
      /** The closure's reason when cause is closure. */
      closureReason: z.string().nullable(),
      orders: z.array(orderLine).min(1),
      creditedCents: z.number().int(),
    }),
  },
} as const satisfies Record<string, EventDefinition>;
