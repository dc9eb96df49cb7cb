import { fitColumns, fitExpressions, inline, type Seeker } from '#server/db/fit.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { LookingFor } from '#shared/enums.ts';
import type { Database, Transaction } from '#server/db/database.ts';
import type { ProfileRow } from '#server/db/rows.ts';
import { endorsementOf } from '#server/db/member-columns.ts';
import { schema } from '#server/db/schema.ts';
import { acceptedInterestBetween, contactSharedWith, viewerRelationColumns, visibleTo } from '#server/db/visibility.ts';

const { users, profiles, profileViews } = schema;

export type MemberWithProfile = { account: typeof users.$inferSelect; profile: ProfileRow | null };
type ProfileUpdate = Partial<Omit<typeof profiles.$inferInsert, 'userId'>>;
type AccountUpdate = Pick<
  Partial<typeof users.$inferInsert>,
  | 'firstName'
  | 'lastName'
  | 'name'
  | 'countryCode'
  | 'phoneNumber'
  | 'email'
  | 'role'
  | 'twoFactorEnabled'
  | 'updatedById'
>;

export function createProfilesRepository(db: Database) {
  return {
    async findMember(userId: string): Promise<MemberWithProfile | undefined> {
      const [row] = await db
        .select({ account: users, profile: profiles })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** The member as `viewerId` may see them (D11, D12), with whether they share their contact details with the viewer (D38) and may be written to (D28), and the viewer's own interest and shortlist entry (their buttons' state). */
    /** The member as `viewerId` may see them, with their fit for the viewer (D36). */
    async findVisibleMember(viewerId: string, userId: string, seeker: Seeker | null, today: Date) {
      const fit = fitExpressions(seeker, today, inline);
      const [row] = await db
        .select({
          ...fitColumns(fit),
          account: users,
          profile: profiles,
          contactUnlocked: contactSharedWith(viewerId, sql`${users.id}`).mapWith(Boolean),
          canMessage: acceptedInterestBetween(viewerId, sql`${users.id}`).mapWith(Boolean),
          endorsement: endorsementOf(users.id),
          ...viewerRelationColumns(viewerId),
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(users.id, userId), visibleTo(viewerId)));
      return row;
    },

    /** D36: whom the member is looking for, and nothing else of the profile. */
    async setLookingFor(userId: string, lookingFor: LookingFor) {
      await db
        .insert(profiles)
        .values({ userId, lookingFor })
        .onConflictDoUpdate({ target: profiles.userId, set: { lookingFor, updatedAt: new Date() } });
    },

    /** The profile save of spec §4, inside the caller's transaction: account names and phone, then the profile. */
    async save(tx: Transaction, userId: string, account: AccountUpdate, profile: ProfileUpdate) {
      const now = new Date();
      await tx
        .update(users)
        .set({ ...account, updatedAt: now })
        .where(eq(users.id, userId));
      await tx
        .insert(profiles)
        .values({ userId, ...profile, updatedAt: now })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...profile, updatedAt: now } });
    },

    /** D16: once per viewer per day; the primary key makes repeats no-ops. */
    async recordView(viewerId: string, viewedUserId: string, day: string): Promise<boolean> {
      const inserted = await db
        .insert(profileViews)
        .values({ viewerId, viewedUserId, day })
        .onConflictDoNothing()
        .returning({ day: profileViews.day });
      return inserted.length > 0;
    },

    async countViews(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(profileViews)
        .where(eq(profileViews.viewedUserId, userId));
      return row?.count ?? 0;
    },
  };
}
