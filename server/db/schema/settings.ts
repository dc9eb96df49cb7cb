import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { moderationModeEnum } from './enums.ts';

/**
 * The System Settings that work (D31): one row (id 1), written by the super admin. No row means the
 * defaults (review after publishing, registration open), so a database without it behaves as a new one.
 */
export const appSettings = pgTable(
  'app_settings',
  {
    id: integer('id').primaryKey().default(1),
    moderationMode: moderationModeEnum('moderation_mode').notNull().default('after'),
    registrationOpen: boolean('registration_open').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: text('updated_by_id'),
  },
  (t) => [check('app_settings_one_row', sql`${t.id} = 1`)],
);
