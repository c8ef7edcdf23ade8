import { nameList, instant, serialId, createdAt, flag, isoDate } from '@lunchbox/kit/db/columns';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgSchema, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserRole } from '@lunchbox/domain/user-roles';
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
    /** Kept equal to `role = 'admin'` (the previous release reads and writes only this; a trigger keeps the two together). */
    isAdmin: flag('is_admin'),
    /** parent, admin, kitchen or school_office (issue 31 §3, docs/roles.md). */
    role: text('role').$type<UserRole>().notNull().default('parent'),
    /** The one school a school_office user acts for; null for every other role. */
    schoolId: integer('school_id').references((): AnyPgColumn => schools.id, { onDelete: 'restrict' }),
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
    /** Made with a second factor (TOTP, recovery code, passkey) or given one since (issue 30). */
    secondFactor: flag('second_factor'),
    /** When a gateway last confirmed the session (at most once a minute), for "Where you're signed in". */
    lastSeenAt: instant('last_seen_at'),
    /** The browser and address that signed in, as the gateway forwarded them (null for older sessions). */
    userAgent: text('user_agent'),
    ip: text('ip'),
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

/**
 * A school the caterer serves (issue 31, docs/schools.md). Identity owns schools because children
 * point at them; ordering learns each school's cut-off from school.upserted. A school with children
 * cannot be deleted (the foreign key below), only made inactive.
 */
export const schools = identity.table(
  'schools',
  {
    id: serialId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** 'HH:mm' on the school's clock. */
    deliveryTime: text('delivery_time').notNull(),
    /** The cut-off: 'HH:mm' on the school's clock, `deadlineDaysBefore` days before the lunch date. */
    deadlineTime: text('deadline_time').notNull(),
    deadlineDaysBefore: integer('deadline_days_before').notNull(),
    /**
     * The clock `deadlineTime` is read on when it is not the school's own: 'UTC' for the seeded
     * schools, whose cut-off is the spec's fixed 05:00 UTC on the lunch date (migration 0009).
     */
    deadlineTimeZone: text('deadline_time_zone'),
    /** An IANA zone; null means the SCHOOL_TIMEZONE setting (the five seeded schools). */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('schools_name_lower_key').on(sql`lower(${table.name})`)],
);

export const childProfiles = identity.table(
  'child_profiles',
  {
    id: serialId(),
    userId: ownedByUser(),
    name: text('name').notNull(),
    /** The school's name as the spec's shapes carry it, kept equal to schools.name. */
    school: text('school').notNull(),
    /**
     * Null only for a child the previous release saved under a name no school has: while both
     * releases run, a trigger (migration 0008) fills it from the name.
     */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'restrict' }),
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

/** A user's TOTP authenticator (issue 30): pending from setup until the first code enables it. */
export const twoFactorSecrets = identity.table('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret sealed with AES-256-GCM (two-factor/secret-box.ts), never stored in the clear. */
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: instant('enabled_at'),
  /** The last accepted code's time step: a code is refused again within its window (RFC 6238 §5.2). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  /** Wrong codes in a row (sign-in or turning it off); the fifth locks the second step until `lockedUntil`. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: instant('locked_until'),
});

export const recoveryCodes = identity.table(
  'recovery_codes',
  {
    id: serialId(),
    userId: ownedByUser(),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** A password accepted, the second step still to come (issue 30). */
export const twoFactorChallenges = identity.table('two_factor_challenges', {
  id: uuid('id').primaryKey(),
  userId: ownedByUser(),
  rememberMe: boolean('remember_me').notNull(),
  expiresAt: instant('expires_at').notNull(),
  /** Completed, or locked by the fifth wrong code: never usable again. */
  closedAt: instant('closed_at'),
});

export const passkeys = identity.table(
  'passkeys',
  {
    id: serialId(),
    userId: ownedByUser(),
    /** base64url, as WebAuthn names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull(),
    transports: nameList('transports'),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/** A WebAuthn ceremony's challenge, kept on the server and used once. */
export const webauthnChallenges = identity.table('webauthn_challenges', {
  id: uuid('id').primaryKey(),
  /** The signed-in user adding a passkey; null for a sign-in, where the passkey names its user. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'register' | 'authenticate'>().notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: instant('expires_at').notNull(),
});

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
