import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * A user's time-based one-time password secret (decision 9 'two-factor sign-in'), encrypted
 * with the server key. `enabled_at` is null while enrolment waits for its first code.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  ...baseColumns,
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The 30-second time step of the last code accepted: a code works once. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** Single-use recovery codes, stored as keyed hashes; shown to the user once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_user_code').on(table.userId, table.codeHash)],
);

/**
 * A sign-in that passed its first factor and waits for the code: a hashed opaque token,
 * valid minutes, used once, a few tries. `admin_only` keeps the admin sign-in's role check.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    ...baseColumns,
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    adminOnly: boolean('admin_only').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('two_factor_challenges_token_hash_unique').on(table.tokenHash),
    index('two_factor_challenges_user_id_idx').on(table.userId),
  ],
);
