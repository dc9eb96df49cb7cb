import { and, asc, count, eq, isNotNull, isNull, lte, min } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { RETAINED_ROLE, type DeletionCutoffs } from './retention.policy.ts';

const { users, profiles } = schema;

/** The accounts retention may delete: deactivated members (D9), never staff. */
const retained = and(eq(users.accountStatus, 'deactivated'), eq(users.role, RETAINED_ROLE));

/** The deletions a notice allows, as of the cutoffs (see retention.policy.ts:deletionCutoffs). */
const dueFor = (cut: DeletionCutoffs) =>
  and(retained, lte(users.retentionNoticeAt, cut.noticedBy), lte(users.deactivatedAt, cut.deactivatedBy));

/**
 * D42's data retention reads and marks the deactivated accounts (`users.retention_notice_at`); the
 * deletion itself is the accounts module's (D22).
 */
export function createRetentionRepository(db: Database) {
  return {
    /**
     * Marks the accounts deactivated at or before `deactivatedBy` and not told yet as told `now`,
     * and returns them: the mark and the claim are one statement, so two instances never tell twice.
     */
    async claimNotices(now: Date, deactivatedBy: Date, tx: Transaction) {
      return tx
        .update(users)
        .set({ retentionNoticeAt: now })
        .where(and(retained, isNull(users.retentionNoticeAt), lte(users.deactivatedAt, deactivatedBy)))
        .returning({ id: users.id });
    },

    /** The accounts whose deletion is due, longest told first. */
    async due(cut: DeletionCutoffs): Promise<{ id: string }[]> {
      return db.select({ id: users.id }).from(users).where(dueFor(cut)).orderBy(asc(users.retentionNoticeAt));
    },

    /**
     * Whether the account is still due, its row locked until the transaction ends: a reactivation
     * (sign-in, an admin) waits for the deletion, or the deletion finds the account active.
     */
    async lockIfDue(id: string, cut: DeletionCutoffs, tx: Transaction): Promise<boolean> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), dueFor(cut)))
        .for('update');
      return rows.length > 0;
    },

    /** Whom the notice goes to, in which language, and whether it still stands. */
    async recipient(id: string) {
      const [row] = await db
        .select({
          email: users.email,
          accountStatus: users.accountStatus,
          deactivatedBy: users.deactivatedBy,
          retentionNoticeAt: users.retentionNoticeAt,
          language: profiles.language,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, id));
      return row;
    },

    /** The accounts told and waiting for their deletion, and the earliest notice among them. */
    async pending(executor: Executor = db) {
      const [row] = await executor
        .select({ noticed: count(), firstNoticeAt: min(users.retentionNoticeAt) })
        .from(users)
        .where(and(retained, isNotNull(users.retentionNoticeAt)));
      return { noticed: row?.noticed ?? 0, firstNoticeAt: row?.firstNoticeAt ?? null };
    },

    /** The accounts the next pass tells: deactivated at or before `deactivatedBy`, not told yet. */
    async dueForNotice(deactivatedBy: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(retained, isNull(users.retentionNoticeAt), lte(users.deactivatedAt, deactivatedBy)));
      return row?.n ?? 0;
    },
  };
}
