import { z } from 'zod';
import type { EventDefinition } from './event-definition.ts';

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

/** The events identity publishes: its users, sessions, children, schools and diet requests. */
export const identityEvents = {
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
} as const satisfies Record<string, EventDefinition>;
