import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * D35: a member's authenticator (TOTP, RFC 6238). The secret is stored sealed with the server's
 * secret (two-factor.repository.ts); `enabled_at` is null while the member is still setting it up;
 * `last_step` is the 30-second step of the last code accepted, so that no code works twice.
 * users.two_factor_enabled mirrors `enabled_at` for the session layer and the admin.
 */
export const twoFactors = pgTable('two_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** D35: the ten single-use recovery codes of a member's two-factor sign-in, by their hash only. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);
