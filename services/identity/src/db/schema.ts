import { nameList, instant, serialId, createdAt, flag, isoDate } from '@lunchbox/kit/db/columns';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSchema, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { messagingTables } from '@lunchbox/kit/messaging/messaging-tables';

export const identity = pgSchema('identity');

export const users = identity.table(
  'users',
  {
    id: serialId(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    isAdmin: flag('is_admin'),
    /** 'en' or 'es' (issue 14): the screens' language after sign-in and every e-mail's. */
    language: text('language').$type<'en' | 'es'>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (table) => [
    // Sign-in accepts either name, so both are unique regardless of case.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
);

/** The user a row belongs to; it goes when they do. */
function ownedByUser() {
  return integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

export const sessions = identity.table(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: ownedByUser(),
    persistent: boolean('persistent').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const captchaChallenges = identity.table('captcha_challenges', {
  id: uuid('id').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: instant('expires_at').notNull(),
});

export const passwordResetTokens = identity.table(
  'password_reset_tokens',
  {
    id: serialId(),
    userId: ownedByUser(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

export const childProfiles = identity.table(
  'child_profiles',
  {
    id: serialId(),
    userId: ownedByUser(),
    name: text('name').notNull(),
    school: text('school').notNull(),
    grade: text('grade').notNull(),
    teacher: text('teacher').notNull(),
    /** Canonical names from the domain's ALLERGENS and DIET_TAGS (issue 13). */
    allergies: nameList('allergies'),
    diets: nameList('diets'),
    preferredLunchOptions: nameList('preferred_lunch_options'),
    createdAt: createdAt(),
  },
  (table) => [index('child_profiles_user_idx').on(table.userId)],
);

/**
 * A parent's request that the school confirm a child's medical diet (issue 32): the restrictions, a
 * note, the document kept encrypted outside the database (`documentKey` names it in the storage),
 * and the school's decision. Approved, its restrictions are the child's confirmed ones through
 * `validUntil`; "expired" is read off `validUntil`, never stored.
 */
export const dietRequests = identity.table(
  'diet_requests',
  {
    id: serialId(),
    childId: integer('child_id')
      .notNull()
      .references(() => childProfiles.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    allergens: nameList('allergens'),
    diets: nameList('diets'),
    note: text('note').notNull().default(''),
    documentKey: text('document_key').notNull().unique(),
    documentName: text('document_name').notNull(),
    documentType: text('document_type').notNull(),
    documentSize: integer('document_size').notNull(),
    /** 'pending', 'approved' or 'rejected'. */
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reason: text('reason'),
    validUntil: isoDate('valid_until'),
    decidedAt: instant('decided_at'),
    decidedBy: integer('decided_by'),
    /** When the renewal reminder (30 days before validUntil) was recorded; once per request. */
    remindedAt: instant('reminded_at'),
    createdAt: createdAt(),
  },
  (table) => [index('diet_requests_child_idx').on(table.childId), index('diet_requests_status_idx').on(table.status)],
);

export const { outbox, inbox } = messagingTables(identity);
