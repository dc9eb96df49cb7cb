import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { twoFactors, twoFactorRecoveryCodes, users } = schema;

/** D35: a member's authenticator and recovery codes (two-factor.service.ts). */
export function createTwoFactorRepository(db: Database) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
      return row;
    },

    /** A new secret while setting up; false when two-factor sign-in is on already (the row is kept). */
    async startSetup(userId: string, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .insert(twoFactors)
        .values({ userId, sealedSecret })
        .onConflictDoUpdate({
          target: twoFactors.userId,
          set: { sealedSecret, lastStep: null, createdAt: new Date() },
          setWhere: isNull(twoFactors.enabledAt),
        })
        .returning({ userId: twoFactors.userId });
      return rows.length > 0;
    },

    /** Records the step of an accepted code in one statement: a step at or before the last one is refused. */
    async acceptStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactors)
        .set({ lastStep: step })
        .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastStep), lt(twoFactors.lastStep, step))))
        .returning({ userId: twoFactors.userId });
      return rows.length > 0;
    },

    /** Turns it on with the hashes of the new recovery codes; false when the setup was not pending. */
    async enable(userId: string, codeHashes: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(twoFactors)
          .set({ enabledAt: new Date() })
          .where(and(eq(twoFactors.userId, userId), isNull(twoFactors.enabledAt)))
          .returning({ userId: twoFactors.userId });
        if (rows.length === 0) return false;
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx
          .insert(twoFactorRecoveryCodes)
          .values(codeHashes.map((codeHash) => ({ id: randomUUID(), userId, codeHash })));
        await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
        return true;
      });
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx
          .insert(twoFactorRecoveryCodes)
          .values(codeHashes.map((codeHash) => ({ id: randomUUID(), userId, codeHash })));
      });
    },

    /** Spends a recovery code in one statement (two uses at once: one wins). */
    async spendRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    /** Off: the secret and the codes go, and the account says so. */
    async remove(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
        await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
      });
    },
  };
}
