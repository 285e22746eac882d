import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { emailTokenPurposeEnum, genderEnum, ownerApprovalStatusEnum, roleEnum } from './enums.ts';

/** Accounts (spec part 1 section 3 'User / profile'). Email is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    ...baseColumns,
    email: text('email').notNull(),
    /** argon2id hash; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    role: roleEnum('role').notNull(),
    phone: text('phone'),
    university: text('university'),
    city: text('city'),
    gender: genderEnum('gender'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Owners only (product decision 4); null for students and admins. */
    ownerApprovalStatus: ownerApprovalStatusEnum('owner_approval_status'),
    ownerRejectionReason: text('owner_rejection_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Notification preferences (decision 9): any email at all, hostel updates, marketing. */
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyHostelUpdates: boolean('notify_hostel_updates').notNull().default(true),
    notifyMarketing: boolean('notify_marketing').notNull().default(false),
    googleSubject: text('google_subject'),
    /** The language the product speaks to this user (issue 24): 'en' or 'ur'. */
    preferredLanguage: text('preferred_language', { enum: ['en', 'ur'] })
      .notNull()
      .default('en'),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    index('users_role_idx').on(table.role),
    check('users_preferred_language_known', sql`${table.preferredLanguage} IN ('en', 'ur')`),
  ],
);

/** Opaque refresh tokens, stored hashed, rotated on every use; a family shares one login. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(table.tokenHash),
    index('refresh_tokens_user_id_idx').on(table.userId),
    index('refresh_tokens_family_id_idx').on(table.familyId),
  ],
);

/** Single-use email links (verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_tokens_token_hash_unique').on(table.tokenHash),
    index('email_tokens_user_id_idx').on(table.userId),
  ],
);
