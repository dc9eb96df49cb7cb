import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { photoVerifications, verificationSelfies, photos, profiles, users } = schema;

export type VerificationRow = typeof photoVerifications.$inferSelect;
export type SelfieRow = typeof verificationSelfies.$inferSelect;

/** D43: members' verification attempts and the selfies waiting for a moderator. */
export function createPhotoVerificationsRepository(db: Database) {
  return {
    /** Locks the member's row: one attempt is drawn, or one selfie is taken, at a time. */
    async lockMember(tx: Executor, memberId: string) {
      await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${memberId} for update`);
    },

    /** What My Profile's card needs of the member: verified since when, and a profile photo to compare. */
    async memberState(memberId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          verifiedAt: profiles.photoVerifiedAt,
          hasProfilePhoto: sql<boolean>`exists (select 1 from ${photos} where ${photos.userId} = ${memberId}
            and ${photos.kind} = 'profile')`.mapWith(Boolean),
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, memberId));
      return row ?? { verifiedAt: null, hasProfilePhoto: false };
    },

    /** Every attempt of the member, newest first (their data export). */
    async allOf(memberId: string): Promise<VerificationRow[]> {
      return db
        .select()
        .from(photoVerifications)
        .where(eq(photoVerifications.memberId, memberId))
        .orderBy(desc(photoVerifications.issuedAt), desc(photoVerifications.id));
    },

    async latestOf(memberId: string, executor: Executor = db): Promise<VerificationRow | undefined> {
      const [row] = await executor
        .select()
        .from(photoVerifications)
        .where(eq(photoVerifications.memberId, memberId))
        .orderBy(desc(photoVerifications.issuedAt), desc(photoVerifications.id))
        .limit(1);
      return row;
    },

    /** Attempts the member started since `since` (D43: at most 3 a week). */
    async attemptsSince(memberId: string, since: Date, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(photoVerifications)
        .where(and(eq(photoVerifications.memberId, memberId), gt(photoVerifications.issuedAt, since)));
      return row?.count ?? 0;
    },

    async insert(tx: Executor, memberId: string, poseIds: string[], issuedAt: Date, expiresAt: Date) {
      const [row] = await tx.insert(photoVerifications).values({ memberId, poseIds, issuedAt, expiresAt }).returning();
      return row!;
    },

    async find(id: string, executor: Executor = db): Promise<VerificationRow | undefined> {
      const [row] = await executor.select().from(photoVerifications).where(eq(photoVerifications.id, id));
      return row;
    },

    async selfiesOf(verificationIds: string[], executor: Executor = db): Promise<SelfieRow[]> {
      if (verificationIds.length === 0) return [];
      return executor
        .select()
        .from(verificationSelfies)
        .where(inArray(verificationSelfies.verificationId, verificationIds))
        .orderBy(asc(verificationSelfies.createdAt), asc(verificationSelfies.id));
    },

    async addSelfie(tx: Executor, selfie: typeof verificationSelfies.$inferInsert) {
      await tx.insert(verificationSelfies).values(selfie);
    },

    async markSubmitted(tx: Executor, id: string, now: Date) {
      await tx
        .update(photoVerifications)
        .set({ status: 'submitted', submittedAt: now })
        .where(and(eq(photoVerifications.id, id), eq(photoVerifications.status, 'issued')));
    },

    /** The moderators' queue: submitted attempts, oldest first, with the member's name. */
    async queue(limit: number) {
      return db
        .select({
          id: photoVerifications.id,
          userId: photoVerifications.memberId,
          firstName: users.firstName,
          lastName: users.lastName,
          submittedAt: photoVerifications.submittedAt,
          poseIds: photoVerifications.poseIds,
        })
        .from(photoVerifications)
        .innerJoin(users, eq(users.id, photoVerifications.memberId))
        .where(and(eq(photoVerifications.status, 'submitted'), isNotNull(photoVerifications.submittedAt)))
        .orderBy(asc(photoVerifications.submittedAt), asc(photoVerifications.id))
        .limit(limit);
    },

    /** The member's profile photo first, then the gallery: what the moderator compares the selfies with. */
    async photoIdsOf(memberIds: string[]) {
      if (memberIds.length === 0) return [];
      return db
        .select({ id: photos.id, userId: photos.userId })
        .from(photos)
        .where(inArray(photos.userId, memberIds))
        .orderBy(sql`${photos.kind} = 'profile' desc`, asc(photos.createdAt), asc(photos.id));
    },

    /**
     * The decision, taken once: only a submitted attempt changes (two moderators at once: one
     * wins). Its selfies' rows go with it; their keys are returned so the files go too. An approval
     * marks the member verified.
     */
    async decide(
      tx: Executor,
      id: string,
      decision: { status: 'approved' | 'rejected'; reason: string | null },
      moderatorId: string,
      now: Date,
    ): Promise<{ row: VerificationRow; keys: string[] } | undefined> {
      const [row] = await tx
        .update(photoVerifications)
        .set({ ...decision, decidedById: moderatorId, decidedAt: now })
        .where(and(eq(photoVerifications.id, id), eq(photoVerifications.status, 'submitted')))
        .returning();
      if (!row) return undefined;
      const removed = await tx
        .delete(verificationSelfies)
        .where(eq(verificationSelfies.verificationId, id))
        .returning({ key: verificationSelfies.storageKey });
      if (decision.status === 'approved')
        await tx.update(profiles).set({ photoVerifiedAt: now }).where(eq(profiles.userId, row.memberId));
      return { row, keys: removed.map((selfie) => selfie.key) };
    },

    /** Drops the selfies of the member's attempts that were never sent whole (expired); their keys, for the files. */
    async dropUnsentSelfies(tx: Executor, memberId: string): Promise<string[]> {
      const rows = await tx
        .delete(verificationSelfies)
        .where(
          inArray(
            verificationSelfies.verificationId,
            tx
              .select({ id: photoVerifications.id })
              .from(photoVerifications)
              .where(and(eq(photoVerifications.memberId, memberId), eq(photoVerifications.status, 'issued'))),
          ),
        )
        .returning({ key: verificationSelfies.storageKey });
      return rows.map((row) => row.key);
    },

    /** Of these storage keys, the ones a selfie row still names. */
    async keysInUse(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: verificationSelfies.storageKey })
        .from(verificationSelfies)
        .where(inArray(verificationSelfies.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },
  };
}
