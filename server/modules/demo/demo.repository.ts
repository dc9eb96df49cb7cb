import { and, asc, eq, inArray, like, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { credentials, photos, profiles, users } = schema;

export function createDemoRepository(db: Database) {
  return {
    /**
     * The demo members (an email at the demo domain, or an id the scale generator made with the
     * demo prefix) who have no profile photo yet, with what their portrait is drawn from. A demo
     * member has no way to sign in: an account with one is a real member's, whatever its address.
     */
    membersWithoutPortrait(demo: { emailDomain: string; idPrefix: string }) {
      return db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          membershipType: users.membershipType,
          accountStatus: users.accountStatus,
          twoFactorEnabled: users.twoFactorEnabled,
          gender: profiles.gender,
          dob: profiles.dob,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            or(like(users.email, `%@${demo.emailDomain}`), like(users.id, `${demo.idPrefix}-%`)),
            notExists(db.select({ id: credentials.id }).from(credentials).where(eq(credentials.userId, users.id))),
            notExists(
              db
                .select({ id: photos.id })
                .from(photos)
                .where(and(eq(photos.userId, users.id), eq(photos.kind, 'profile'))),
            ),
          ),
        )
        .orderBy(asc(users.id));
    },

    /**
     * D31: the demo community is published, not waiting for review: its profiles and photos count
     * as approved and nothing of it is hidden, so a new installation's Moderation page starts empty.
     */
    async approve(demo: { emailDomain: string; idPrefix: string }) {
      const isDemo = or(like(users.email, `%@${demo.emailDomain}`), like(users.id, `${demo.idPrefix}-%`));
      const demoIds = db.select({ id: users.id }).from(users).where(isDemo);
      const reviewed = { reviewStatus: 'approved' as const, reviewedAt: new Date() };
      await db
        .update(profiles)
        .set({ ...reviewed, reviewChanges: sql`'{}'::text[]` })
        .where(and(inArray(profiles.userId, demoIds), ne(profiles.reviewStatus, 'approved')));
      await db
        .update(photos)
        .set(reviewed)
        .where(and(inArray(photos.userId, demoIds), ne(photos.reviewStatus, 'approved')));
      await db
        .update(users)
        .set({ hiddenByModeration: false })
        .where(and(isDemo, eq(users.hiddenByModeration, true)));
    },
  };
}
