import { z } from 'zod';

/** Every event on the bus travels in this envelope; `id` doubles as the JetStream msgID and the inbox key. */
export const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  data: z.unknown(),
  /** W3C trace context (traceparent, tracestate) of the change that wrote the event; absent when tracing is off. */
  trace: z.record(z.string(), z.string()).optional(),
});

const userData = z.object({
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string(),
  isAdmin: z.boolean(),
  /** The role (issue 31 §3); absent in events from before roles: admin or parent by isAdmin. */
  role: z.enum(['parent', 'admin', 'kitchen', 'school_office']).optional(),
  /** The school of a school_office user; absent or null for every other role. */
  schoolId: z.number().int().nullable().optional(),
  /** The language of the user's e-mails; absent in events from before issue 14: English. */
  language: z.enum(['en', 'es']).optional(),
});

const confirmedDiet = z.object({ allergens: z.array(z.string()), diets: z.array(z.string()), validUntil: z.string() });

/** A school's cut-off and clock as the deadline texts take them (domain school-deadline `SchoolClock`). */
const schoolClock = z.object({ timeZone: z.string(), orderDeadline: z.object({ time: z.string(), daysBefore: z.number().int(), timeZone: z.string() }) });

const childData = z.object({
  childId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  school: z.string(),
  /** The school's id (issue 31); absent in events from before schools were data. */
  schoolId: z.number().int().nullable().optional(),
  grade: z.string(),
  teacher: z.string(),
  /** Canonical names from the domain's ALLERGENS; absent in events from before issue 13: none. */
  allergies: z.array(z.string()).default([]),
  /** Canonical names from the domain's DIET_TAGS; absent in older events: none. */
  diets: z.array(z.string()).default([]),
  /**
   * The school's approvals of a medical diet still in force (issue 32): each holds for lunches up to
   * its validUntil (YYYY-MM-DD). Absent (older events, and producers with nothing to confirm): none.
   * Optional, so not a new version (docs/upgrades.md).
   */
  confirmedDiets: z.array(confirmedDiet).optional(),
});

/** Whom a diet request's e-mail goes to, in their language (identity owns both). */
const dietRequestParent = {
  requestId: z.number().int(),
  childId: z.number().int(),
  childName: z.string(),
  userId: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  language: z.enum(['en', 'es']).optional(),
};

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

/**
 * One event type: who publishes it, the version of its `data` that producers write now, and the
 * neighbouring versions its consumers also read. Adding an optional field (or one with a default)
 * is no new version: both releases read both shapes. Anything else is a new version N+1, in two
 * releases so that a rolling deploy never hands an event to a consumer that cannot read it: first
 * the consumers learn it (`next`, producers still write N), then the producers write it (`version`
 * N+1, with `previous` for the N still in outboxes and streams). docs/upgrades.md tells the story.
 */
export interface EventDefinition {
  source: string;
  data: z.ZodType;
  /** The version producers write; 1 when absent. */
  version?: number;
  /** Version `version - 1`, and how it becomes the current shape. */
  previous?: { data: z.ZodType; upgrade: (data: unknown) => unknown };
  /** Version `version + 1`, which the next release will write, and how it becomes the current shape. */
  next?: { data: z.ZodType; downgrade: (data: unknown) => unknown };
}

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

/**
 * The one registry of event types: which service publishes each one and the schema of its `data`.
 * Subjects are derived from it (`lunch.<source>.<type>`), so publisher and consumers cannot disagree.
 *
 * Every event here has a producer and at least one consumer, or it goes (issue 9). Removed for
 * having none: `notification.sent` (an e-mail's outcome lives in notification's own history, which
 * is what the administrator reads), `feedback.submitted` (the administrator reads feedback from notification's own
 * table) and `credit.changed` (order.cancelled carries the credit given, order.placed the credit
 * used; the balance is read from ordering's ledger). A new consumer brings its event back with it.
 * Consumers: menu.*, child.* and user.deleted → ordering; user.*, password_reset.requested,
 * order.placed, order.cancelled, order.allergen_flagged, checkout.*, feedback.answered and diet_request.* → notification; order.placed,
 * order.cancelled, order.payment_changed, checkout.payment_changed and diet_request.decided → the gateway's live kitchen
 * board (issue 14 §3, issue 32), which brought `order.payment_changed` back.
 */
export const eventCatalog = {
  'user.registered': { source: 'identity', data: userData },
  'user.updated': { source: 'identity', data: userData },
  'user.deleted': {
    source: 'identity',
    data: z.object({
      userId: z.number().int(),
      /** The parent closed the account themselves (issue 30 §3): notification sends a last e-mail confirming it. Absent: an administrator removed it. */
      closedByOwner: z.literal(true).optional(),
    }),
  },
  'user.role_changed': {
    source: 'identity',
    data: z.object({
      userId: z.number().int(),
      isAdmin: z.boolean(),
      /** The new role (issue 31 §3); optional, so not a new version: absent, it is admin or parent by isAdmin. */
      role: z.enum(['parent', 'admin', 'kitchen', 'school_office']).optional(),
      /** The school of a school_office user; absent or null for every other role. */
      schoolId: z.number().int().nullable().optional(),
    }),
  },
  /** Sessions ended on the server (logout: one; a password reset: every session of the user); caches of sessions drop them. */
  'session.ended': { source: 'identity', data: z.object({ userId: z.number().int() }) },
  /** A session proved a second factor since it began (two-factor turned on, a passkey added in it): caches of sessions drop the user's, so the new access reaches every gateway at once (issue 30). */
  'session.second_factor_proved': { source: 'identity', data: z.object({ userId: z.number().int() }) },
  'password_reset.requested': {
    source: 'identity',
    data: z.object({
      userId: z.number().int(),
      email: z.string(),
      fullName: z.string(),
      resetUrl: z.string(),
      /** The user's language when they asked (identity owns it), so the e-mail never waits on notification's copy of it. */
      language: z.enum(['en', 'es']).optional(),
    }),
  },
  'child.upserted': { source: 'identity', data: childData },
  /** A school added or changed (issue 31): ordering keeps each school's cut-off from it. */
  'school.upserted': {
    source: 'identity',
    data: z.object({
      schoolId: z.number().int(),
      name: z.string(),
      active: z.boolean(),
      deliveryTime: z.string(),
      /** timeZone: the clock `time` is read on (the seeded schools: 'UTC'); absent from events before identity's migration 0009, meaning the school's own. */
      orderDeadline: z.object({ time: z.string(), daysBefore: z.number().int(), timeZone: z.string().optional() }),
      timeZone: z.string(),
    }),
  },
  'child.deleted': { source: 'identity', data: z.object({ childId: z.number().int(), userId: z.number().int() }) },
  /** The school approved or rejected a diet request (issue 32): notification e-mails the parent. */
  'diet_request.decided': {
    source: 'identity',
    data: z.object({
      ...dietRequestParent,
      status: z.enum(['approved', 'rejected']),
      restrictions: z.array(z.string()),
      reason: z.string().nullable(),
      validUntil: z.string().nullable(),
    }),
  },
  /** An approved medical diet ends in 30 days or less: notification reminds the parent, once, to renew. */
  'diet_request.renewal_due': { source: 'identity', data: z.object({ ...dietRequestParent, validUntil: z.string() }) },
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
  'feedback.answered': {
    source: 'notification',
    data: z.object({
      feedbackId: z.number().int(),
      userId: z.number().int(),
      email: z.string(),
      userName: z.string(),
      adminResponse: z.string(),
    }),
  },
} as const satisfies Record<string, EventDefinition>;

export type EventType = keyof typeof eventCatalog;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalog)[T]['data']>;

/** The envelope as `envelopeSchema` reads it, its type and data narrowed to one event of the catalog. */
export interface EventEnvelope<T extends EventType = EventType> extends Omit<z.infer<typeof envelopeSchema>, 'type' | 'data'> {
  type: T;
  data: EventData<T>;
}

export const eventTypes = Object.keys(eventCatalog) as EventType[];

export function subjectOf(type: EventType): string {
  return `lunch.${eventCatalog[type].source}.${type}`;
}

/** The version of its `data` that a producer of this release writes. */
export function currentVersionOf(type: EventType): number {
  return (eventCatalog[type] as EventDefinition).version ?? 1;
}

/** The versions of an event this release's consumers read: the one it writes and its neighbours it declares. */
export function readableVersionsOf(type: EventType): number[] {
  const definition: EventDefinition = eventCatalog[type];
  const current = currentVersionOf(type);
  return [...(definition.previous ? [current - 1] : []), current, ...(definition.next ? [current + 1] : [])];
}

export function createEvent<T extends EventType>(type: T, data: EventData<T>, occurredAt: Date = new Date()): EventEnvelope<T> {
  return {
    id: crypto.randomUUID(),
    type,
    version: currentVersionOf(type),
    occurredAt: occurredAt.toISOString(),
    data: eventCatalog[type].data.parse(data) as EventData<T>,
  };
}

/**
 * Validates an envelope read off the bus, in the current version or a neighbour the catalog declares
 * (a producer of the previous or next release running beside this one during a rolling deploy, or an
 * event written before the deploy and still in an outbox or the stream), brought to the current shape. A
 * message that fails here is a poison message, not a retryable error.
 */
export function parseEvent(raw: unknown): EventEnvelope {
  const envelope = envelopeSchema.parse(raw);
  if (!(envelope.type in eventCatalog)) throw new Error(`unknown event type ${envelope.type}`);
  const type = envelope.type as EventType;
  const definition: EventDefinition = eventCatalog[type];
  const current = currentVersionOf(type);
  let data: unknown;
  if (envelope.version === current) data = definition.data.parse(envelope.data);
  else if (envelope.version === current - 1 && definition.previous)
    data = definition.data.parse(definition.previous.upgrade(definition.previous.data.parse(envelope.data)));
  else if (envelope.version === current + 1 && definition.next)
    data = definition.data.parse(definition.next.downgrade(definition.next.data.parse(envelope.data)));
  else throw new Error(`${type} version ${envelope.version} cannot be read: this release reads versions ${readableVersionsOf(type).join(', ')}`);
  return { ...envelope, type, version: current, data } as EventEnvelope;
}
