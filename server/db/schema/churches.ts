import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { pastorProposalStatusEnum } from './enums.ts';

/**
 * D32: the church directory the super admin keeps. A church is retired, never deleted: members who
 * named it keep it, and nobody new can pick it. `name_key` is shared/rules/church-names.ts's key of
 * the name, unique, so "St Paul's Cathedral" and "St. Paul's Cathedral" cannot both be listed.
 */
export const churches = pgTable(
  'churches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    denomination: text('denomination').notNull().default(''),
    pastorName: text('pastor_name').notNull().default(''),
    /** The endorsement links go here (D32); never shown to members. */
    pastorEmail: text('pastor_email').notNull().default(''),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('churches_name_key_idx').on(t.nameKey)],
);

/**
 * D44: a member's proposal of their pastor for a church of the directory that has no pastor's
 * email. At most one is pending per member and church (the partial unique index); the church office
 * adds it to the directory (the church's pastor name and email) or declines it, with an optional
 * reason the member reads. The email is seen by the member who proposed it and the office only.
 */
export const pastorProposals = pgTable(
  'pastor_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    churchId: uuid('church_id')
      .notNull()
      .references(() => churches.id, { onDelete: 'cascade' }),
    pastorName: text('pastor_name').notNull(),
    pastorEmail: text('pastor_email').notNull(),
    status: pastorProposalStatusEnum('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    decidedById: text('decided_by_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pastor_proposals_one_pending')
      .on(t.memberId, t.churchId)
      .where(sql`${t.status} = 'pending'`),
    index('pastor_proposals_status_idx').on(t.status, t.createdAt),
  ],
);
