import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { photoVerificationStatusEnum } from './enums.ts';

/**
 * D43: one photo verification attempt. The server draws two poses (`issued`), the member sends a
 * live selfie in each within ten minutes (`submitted`), a moderator approves or rejects it with a
 * reason. The record keeps who, when, the poses and the outcome — never the images: the selfies'
 * rows and files are deleted when the decision is made.
 */
export const photoVerifications = pgTable(
  'photo_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    poseIds: text('pose_ids').array().notNull(),
    status: photoVerificationStatusEnum('status').notNull().default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: text('decided_by_id'),
    reason: text('reason'),
  },
  (t) => [
    index('photo_verifications_member_idx').on(t.memberId, t.issuedAt),
    index('photo_verifications_queue_idx').on(t.status, t.submittedAt),
  ],
);

/** D43: a selfie waiting for the moderator's decision; its row and its file go with the decision. */
export const verificationSelfies = pgTable('verification_selfies', {
  id: uuid('id').primaryKey().defaultRandom(),
  verificationId: uuid('verification_id')
    .notNull()
    .references(() => photoVerifications.id, { onDelete: 'cascade' }),
  poseId: text('pose_id').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
