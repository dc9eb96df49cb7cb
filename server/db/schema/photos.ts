import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { photoKindEnum, reviewStatusEnum } from './enums.ts';

/**
 * A stored photo (D17): the re-encoded image and its thumbnail live in the storage driver under
 * keys the server makes (never from the file name). One profile photo per member, at most five
 * gallery photos (the service checks the count inside its transaction).
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: photoKindEnum('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // D31: a new photo waits for a moderator (`pending`); a rejected one is hidden from others and
    // its owner is told the reason.
    reviewStatus: reviewStatusEnum('review_status').notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('photos_one_profile_photo')
      .on(t.userId)
      .where(sql`${t.kind} = 'profile'`),
    index('photos_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    index('photos_review_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.reviewStatus} = 'pending'`),
  ],
);
