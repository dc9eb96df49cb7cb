import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/database.ts';
import { profilePhotoId } from '#server/db/member-columns.ts';
import { schema } from '#server/db/schema.ts';
import { hiddenByModeration, moderationMode, photoShownToOthers, reachesOthers } from '#server/db/visibility.ts';
import { REPORTS_THAT_COUNT_TOWARD_A_HOLD as COUNTING } from './moderation.policy.ts';

const { blocks, photos, profiles, reports, users } = schema;

/**
 * D31, issue 43: the different members in good standing with a report about `userId` waiting
 * (moderation.policy.ts:REPORTS_THAT_COUNT_TOWARD_A_HOLD, each condition in its order there).
 */
function countingReporters(userId: string): SQL<number> {
  return sql<number>`(select count(distinct ${reports.reporterId})
    from ${reports}
    join ${users} reporter on reporter.id = ${reports.reporterId}
    join ${profiles} reporter_profile on reporter_profile.user_id = reporter.id
    where ${reports.reportedUserId} = ${userId} and ${reports.status} = 'pending'
      and reporter.email_verified = ${COUNTING.emailVerified}
      and reporter_profile.profile_status = 'complete'
      and reporter.created_at < now() - make_interval(days => ${COUNTING.accountOlderThanDays}::int)
      and not exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${userId} and ${blocks.blockedId} = reporter.id)
      and not exists (select 1 from ${reports} dismissed
        where dismissed.reporter_id = reporter.id and dismissed.status = 'dismissed'
          and dismissed.dismissed_at > now() - make_interval(days => ${COUNTING.noDismissedReportWithinDays}::int)))`;
}

/** Members of the queues: accounts that exist as members and are active (a deactivated one waits). */
const queuedMember = and(eq(users.role, 'user'), eq(users.accountStatus, 'active'));

export type ProfileInQueue = Awaited<
  ReturnType<ReturnType<typeof createModerationRepository>['queue']>
>['profiles'][number];

export function createModerationRepository(db: Database) {
  /**
   * D31: stores on `users` whether moderation hides the member (visibility.ts:hiddenByModeration)
   * for the profiles `where` selects; rows whose answer does not change are not written.
   */
  async function refreshHidden(executor: Executor, where: SQL) {
    await executor.execute(sql`update ${users} set hidden_by_moderation = ${hiddenByModeration}
      from ${profiles}
      where ${profiles.userId} = ${users.id} and ${where}
        and ${users.hiddenByModeration} is distinct from ${hiddenByModeration}`);
  }
  const ofMember = (userId: string) => eq(profiles.userId, userId);

  /** D31: the member's pending reports decided with the hold (resolved on a rejection, dismissed on a release). */
  async function settleReports(executor: Executor, userId: string, to: 'resolved' | 'dismissed', moderatorId: string) {
    const now = new Date();
    await executor
      .update(reports)
      .set(
        to === 'resolved'
          ? { status: to, resolvedAt: now, resolvedById: moderatorId }
          : { status: to, dismissedAt: now, dismissedById: moderatorId },
      )
      .where(and(eq(reports.reportedUserId, userId), eq(reports.status, 'pending')));
  }

  return {
    refreshHidden,

    /** A change of mode shows or hides every profile waiting for review at once. */
    refreshWaiting: (executor: Executor) => refreshHidden(executor, sql`${profiles.reviewStatus} = 'pending'`),

    /**
     * A save that changed `fields`: the profile waits for review again (keeping its place in the
     * queue if it was already waiting), with the fields changed since the last decision.
     */
    async submitProfile(executor: Executor, userId: string, fields: readonly string[]) {
      const changed = sql`array[${sql.join(
        fields.map((field) => sql`${field}`),
        sql`, `,
      )}]::text[]`;
      await executor
        .update(profiles)
        .set({
          reviewChanges: sql`case when ${profiles.reviewStatus} = 'pending'
            then array(select distinct unnest(${profiles.reviewChanges} || ${changed}) order by 1)
            else ${changed} end`,
          submittedAt: sql`case when ${profiles.reviewStatus} = 'pending' then ${profiles.submittedAt} else now() end`,
          reviewStatus: 'pending',
          reviewReason: null,
        })
        .where(ofMember(userId));
      await refreshHidden(executor, ofMember(userId));
    },

    /** Approve a waiting profile; false when it is not waiting. */
    async approveProfile(executor: Executor, userId: string, moderatorId: string): Promise<boolean> {
      const rows = await executor
        .update(profiles)
        .set({
          reviewStatus: 'approved',
          reviewChanges: sql`'{}'::text[]`,
          reviewReason: null,
          reviewedAt: new Date(),
          reviewedById: moderatorId,
        })
        .where(and(ofMember(userId), eq(profiles.reviewStatus, 'pending')))
        .returning({ userId: profiles.userId });
      await refreshHidden(executor, ofMember(userId));
      return rows.length > 0;
    },

    /**
     * Reject a waiting or held profile with the reason the member reads; a hold ends with it (its
     * reports resolved). 'none' when the profile is neither.
     */
    async rejectProfile(executor: Executor, userId: string, moderatorId: string, reason: string) {
      const [row] = await executor
        .select({ heldAt: profiles.heldAt, status: profiles.reviewStatus })
        .from(profiles)
        .where(ofMember(userId))
        .for('update');
      if (!row || (row.status !== 'pending' && !row.heldAt)) return 'none' as const;
      await executor
        .update(profiles)
        .set({
          reviewStatus: 'rejected',
          reviewChanges: sql`'{}'::text[]`,
          reviewReason: reason,
          reviewedAt: new Date(),
          reviewedById: moderatorId,
          heldAt: null,
        })
        .where(ofMember(userId));
      if (row.heldAt) await settleReports(executor, userId, 'resolved', moderatorId);
      await refreshHidden(executor, ofMember(userId));
      return row.heldAt ? ('held' as const) : ('pending' as const);
    },

    /** End a hold: the member is visible again (unless otherwise hidden), their reports dismissed. */
    async releaseHold(executor: Executor, userId: string, moderatorId: string): Promise<boolean> {
      const rows = await executor
        .update(profiles)
        .set({ heldAt: null })
        .where(and(ofMember(userId), isNotNull(profiles.heldAt)))
        .returning({ userId: profiles.userId });
      if (rows.length === 0) return false;
      await settleReports(executor, userId, 'dismissed', moderatorId);
      await refreshHidden(executor, ofMember(userId));
      return true;
    },

    /**
     * D31: puts the member on hold when HOLD_AFTER_REPORTS different members in good standing have
     * a report about them waiting (one open report per pair: reports_one_open_per_pair; issue 43:
     * only the reports that count). True when it just did.
     */
    async holdIfReported(executor: Executor, userId: string): Promise<boolean> {
      const rows = await executor
        .update(profiles)
        .set({ heldAt: new Date() })
        .where(
          and(
            ofMember(userId),
            sql`${profiles.heldAt} is null`,
            sql`${countingReporters(userId)} >= ${COUNTING.reporters}`,
          ),
        )
        .returning({ userId: profiles.userId });
      await refreshHidden(executor, ofMember(userId));
      return rows.length > 0;
    },

    /** Decide a waiting photo; its owner's id, or null when it is not waiting. */
    async decidePhoto(
      executor: Executor,
      photoId: string,
      decision: { status: 'approved'; reason: null } | { status: 'rejected'; reason: string },
    ): Promise<string | null> {
      const [row] = await executor
        .update(photos)
        .set({ reviewStatus: decision.status, reviewReason: decision.reason, reviewedAt: new Date() })
        .where(and(eq(photos.id, photoId), eq(photos.reviewStatus, 'pending')))
        .returning({ userId: photos.userId });
      return row?.userId ?? null;
    },

    async photoExists(photoId: string): Promise<boolean> {
      const [row] = await db.select({ id: photos.id }).from(photos).where(eq(photos.id, photoId));
      return Boolean(row);
    },

    /** The member's standing: their profile's review and their photos that are not approved. */
    async standing(userId: string) {
      const [profile] = await db
        .select({
          status: profiles.reviewStatus,
          reason: profiles.reviewReason,
          heldAt: profiles.heldAt,
          hidden: users.hiddenByModeration,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(ofMember(userId));
      const photoRows = await db
        .select({
          id: photos.id,
          status: photos.reviewStatus,
          reason: photos.reviewReason,
          shown: photoShownToOthers.mapWith(Boolean),
        })
        .from(photos)
        .where(and(eq(photos.userId, userId), sql`${photos.reviewStatus} <> 'approved'`))
        .orderBy(asc(photos.createdAt));
      return profile ? { ...profile, photos: photoRows } : undefined;
    },

    /** The Moderation page: each queue's oldest `limit` items and its size, and the mode now. */
    async queue(limit: number) {
      const waiting = and(queuedMember, eq(profiles.reviewStatus, 'pending'));
      const photoWaiting = and(queuedMember, eq(photos.reviewStatus, 'pending'));
      const held = and(queuedMember, isNotNull(profiles.heldAt));
      const [profileRows, photoRows, heldRows, [[profileCount], [photoCount], [heldCount], [mode]]] = await Promise.all(
        [
          db
            .select({
              profile: profiles,
              firstName: users.firstName,
              lastName: users.lastName,
              photoId: profilePhotoId(users.id, false),
            })
            .from(profiles)
            .innerJoin(users, eq(users.id, profiles.userId))
            .where(waiting)
            .orderBy(asc(profiles.submittedAt), asc(profiles.userId))
            .limit(limit),
          db
            .select({
              id: photos.id,
              userId: photos.userId,
              kind: photos.kind,
              createdAt: photos.createdAt,
              firstName: users.firstName,
              lastName: users.lastName,
            })
            .from(photos)
            .innerJoin(users, eq(users.id, photos.userId))
            .where(photoWaiting)
            .orderBy(asc(photos.createdAt), asc(photos.id))
            .limit(limit),
          db
            .select({
              userId: profiles.userId,
              heldAt: profiles.heldAt,
              firstName: users.firstName,
              lastName: users.lastName,
              photoId: profilePhotoId(users.id, false),
              reasons: sql<string[]>`array(select distinct ${reports.reason}::text from ${reports}
              where ${reports.reportedUserId} = ${profiles.userId} and ${reports.status} = 'pending' order by 1)`,
            })
            .from(profiles)
            .innerJoin(users, eq(users.id, profiles.userId))
            .where(held)
            .orderBy(asc(profiles.heldAt))
            .limit(limit),
          Promise.all([
            db.select({ count: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(waiting),
            db
              .select({ count: count() })
              .from(photos)
              .innerJoin(users, eq(users.id, photos.userId))
              .where(photoWaiting),
            db.select({ count: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(held),
            db.select({ mode: moderationMode }).from(sql`(select 1) as one`),
          ]),
        ],
      );
      return {
        profiles: profileRows,
        photos: photoRows,
        held: heldRows,
        mode: mode?.mode ?? 'after',
        counts: { profiles: profileCount?.count ?? 0, photos: photoCount?.count ?? 0, held: heldCount?.count ?? 0 },
      };
    },

    /** Issue 43: whether what the member does reaches others, and whether they are on hold. */
    async reach(executor: Executor, userId: string) {
      const [row] = await executor
        .select({ reaches: reachesOthers(userId), held: sql<boolean>`${profiles.heldAt} is not null` })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** When the member's account was made (issue 43: a new account's reports are throttled per address). */
    async accountCreatedAt(userId: string): Promise<Date | undefined> {
      const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
      return row?.createdAt;
    },

    /** Whether `userId` is a member's account (a moderator decides only on members). */
    async isMember(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'user')));
      return Boolean(row);
    },
  };
}
