import { nameList } from '@lunchbox/kit/db/columns';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSchema, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { messagingTables } from '@lunchbox/kit/messaging-tables';

export const identity = pgSchema('identity');

export const users = identity.table(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** 'en' or 'es' (issue 14): the screens' language after sign-in and every e-mail's. */
    language: text('language').$type<'en' | 'es'>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Sign-in accepts either name, so both are unique regardless of case.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
);

export const sessions = identity.table(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const captchaChallenges = identity.table('captcha_challenges', {
  id: uuid('id').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const passwordResetTokens = identity.table(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

export const childProfiles = identity.table(
  'child_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    school: text('school').notNull(),
    grade: text('grade').notNull(),
    teacher: text('teacher').notNull(),
    preferredLunchOptions: nameList('preferred_lunch_options'),
    /** Canonical names from the domain's ALLERGENS and DIET_TAGS (issue 13). */
    allergies: nameList('allergies'),
    diets: nameList('diets'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('child_profiles_user_idx').on(table.userId)],
);

export const { outbox, inbox } = messagingTables(identity);
