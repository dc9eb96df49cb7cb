import { and, eq, gt, sql } from 'drizzle-orm';
import type { FamilyRelation } from '#shared/schemas/family.ts';
import type { DraftProfile, ProfileFor } from '#shared/schemas/family-drafts.ts';
import type { Database, Executor, Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { tokenHash } from './family.repository.ts';

const { familyDrafts, users } = schema;

export type FamilyDraftRow = typeof familyDrafts.$inferSelect;

/** D45: the profiles relatives started, until the member accepts or refuses them. */
export function createFamilyDraftsRepository(db: Database) {
  return {
    async insert(
      tx: Transaction,
      values: {
        relativeId: string;
        relation: FamilyRelation;
        profileFor: ProfileFor;
        email: string;
        firstName: string;
        lastName: string;
        token: string;
        expiresAt: Date;
      },
    ) {
      const { token, ...rest } = values;
      const [row] = await tx
        .insert(familyDrafts)
        .values({ ...rest, tokenHash: tokenHash(token) })
        .returning();
      return row!;
    },

    async emailTaken(email: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: familyDrafts.id })
        .from(familyDrafts)
        .where(eq(sql`lower(${familyDrafts.email})`, email.toLowerCase()));
      return Boolean(row);
    },

    async ofRelative(relativeId: string) {
      return db
        .select()
        .from(familyDrafts)
        .where(eq(familyDrafts.relativeId, relativeId))
        .orderBy(familyDrafts.createdAt, familyDrafts.id);
    },

    /** The relative's own draft, or undefined (another's is not found either). */
    async own(relativeId: string, id: string) {
      const [row] = await db
        .select()
        .from(familyDrafts)
        .where(and(eq(familyDrafts.id, id), eq(familyDrafts.relativeId, relativeId)));
      return row;
    },

    async saveProfile(
      id: string,
      relativeId: string,
      names: { firstName: string; lastName: string },
      profile: DraftProfile,
      now: Date,
    ) {
      const [row] = await db
        .update(familyDrafts)
        .set({ ...names, profile, updatedAt: now })
        .where(and(eq(familyDrafts.id, id), eq(familyDrafts.relativeId, relativeId)))
        .returning({ id: familyDrafts.id });
      return Boolean(row);
    },

    async renew(id: string, relativeId: string, token: string, expiresAt: Date) {
      const [row] = await db
        .update(familyDrafts)
        .set({ tokenHash: tokenHash(token), expiresAt })
        .where(and(eq(familyDrafts.id, id), eq(familyDrafts.relativeId, relativeId)))
        .returning();
      return row;
    },

    async remove(id: string, relativeId: string) {
      const [row] = await db
        .delete(familyDrafts)
        .where(and(eq(familyDrafts.id, id), eq(familyDrafts.relativeId, relativeId)))
        .returning({ id: familyDrafts.id });
      return Boolean(row);
    },

    /** A live invitation by its token, with the first name of the relative who started it. */
    async byToken(token: string, now: Date) {
      const [row] = await db
        .select({ draft: familyDrafts, relativeFirstName: users.firstName })
        .from(familyDrafts)
        .innerJoin(users, eq(users.id, familyDrafts.relativeId))
        .where(and(eq(familyDrafts.tokenHash, tokenHash(token)), gt(familyDrafts.expiresAt, now)));
      return row;
    },

    /** The draft taken, once (accepted or refused): undefined when another request took it first. */
    async take(tx: Executor, id: string) {
      const [row] = await tx.delete(familyDrafts).where(eq(familyDrafts.id, id)).returning();
      return row;
    },
  };
}
