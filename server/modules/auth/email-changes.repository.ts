import { randomUUID } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { verifications } = schema;
const PREFIX = 'email-change:';
const identifierOf = (userId: string) => `${PREFIX}${userId}`;

/** The pending change of email of a member: the one address and when it was asked for. */
export interface PendingEmailChange {
  email: string;
  askedAt: Date;
}

/**
 * D35: a member's newest request to change their email, one row per member beside better-auth's
 * own tokens in `verifications` (as sign-in links are). better-auth's link is a signed token that
 * the database does not know; this row is what makes every older link of the member void.
 */
export function createEmailChangesRepository(db: Database) {
  return {
    /** The newest request replaces any older one of the member (and the expired rows of everyone). */
    async replace(userId: string, email: string, askedAt: Date, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .delete(verifications)
          .where(and(like(verifications.identifier, `${PREFIX}%`), lt(verifications.expiresAt, askedAt)));
        await tx.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)));
        await tx.insert(verifications).values({
          id: randomUUID(),
          identifier: identifierOf(userId),
          value: email,
          expiresAt,
          createdAt: askedAt,
          updatedAt: askedAt,
        });
      });
    },

    async find(userId: string): Promise<PendingEmailChange | undefined> {
      const [row] = await db
        .select({ email: verifications.value, askedAt: verifications.createdAt })
        .from(verifications)
        .where(eq(verifications.identifier, identifierOf(userId)));
      return row;
    },

    /** Once the change is made: the request is spent. */
    async remove(userId: string) {
      await db.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)));
    },
  };
}
